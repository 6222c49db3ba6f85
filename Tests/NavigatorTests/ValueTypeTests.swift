import Navigator
import Testing

@MainActor
@Suite struct ValueTypeTests {
  @Test func anyDestinationComparesTypeAndValue() {
    enum Other: Destination { case forgotPassword }
    #expect(
      AnyDestination(LoginDestination.chat(.ada)) == AnyDestination(LoginDestination.chat(.ada)))
    #expect(
      AnyDestination(LoginDestination.chat(.ada)) != AnyDestination(LoginDestination.chat(.grace)))
    #expect(AnyDestination(LoginDestination.forgotPassword) != AnyDestination(Other.forgotPassword))
  }

  @Test func anyDestinationUnwrapsToItsTypeOnly() {
    let shown = AnyDestination(LoginDestination.signUp(prefilledEmail: "a@b.c"))
    #expect(shown.as(LoginDestination.self) == .signUp(prefilledEmail: "a@b.c"))
    #expect(shown.description == #"LoginDestination.signUp(prefilledEmail: Optional("a@b.c"))"#)
  }

  @Test func destinationsArePushedUnlessTheySayOtherwise() {
    enum Plain: Destination { case home }
    #expect(Plain.home.presentation == .push)
    #expect(Presentation.popToExistingOrPush.description == "pop to existing or push")
  }

  @Test func requestsDescribeThemselves() {
    let requests: [NavigationRequest<LoginDestination>] = [
      .navigate(to: .chat(.ada)), .back, .backToRoot(animated: false), .dismiss,
    ]
    #expect(
      requests.map(\.description) == [
        "navigate to .chat(Ada)", "back", "back to root (not animated)", "dismiss",
      ])
    #expect(requests.map(\.destination) == [.chat(.ada), nil, nil, nil])
    #expect(NavigationRequest<LoginDestination>.back(animated: true) == .back)
  }

  @Test func everyErrorSaysWhatToDo() {
    let errors: [NavigationError] = [
      .navigationControllerReleased, .nothingToPop, .nothingToDismiss,
      .alreadyPresenting(AnyDestination(LoginDestination.help)),
      .screenUnavailable(AnyDestination(LoginDestination.terms), reason: "no terms screen yet"),
    ]
    for error in errors {
      let sentences = error.description.split(separator: ". ")
      #expect(sentences.count >= 2, "\(error) should say what went wrong and what to do")
    }
    #expect(errors[3].description.contains("LoginDestination.help"))
    #expect(errors[4].description.contains("no terms screen yet"))
  }

  @Test func failureHandlerForwardsToItsClosure() {
    let log = FailureLog()
    NavigationFailureHandler { [log] in log.errors.append($0) }.report(.nothingToPop)
    #expect(log.errors == [.nothingToPop])
  }
}
