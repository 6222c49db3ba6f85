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
  }

  @Test func anyDestinationNamesTheCaseNeverThePayload() {
    struct Settings: Destination {}
    enum Described: Destination, CustomStringConvertible {
      case secret
      var description: String { "secret: 1234" }
    }
    #expect(
      AnyDestination(LoginDestination.signUp(prefilledEmail: "a@b.c")).description
        == "LoginDestination.signUp")
    #expect(
      AnyDestination(LoginDestination.forgotPassword).caseName
        == "LoginDestination.forgotPassword")
    #expect(AnyDestination(Settings()).caseName == "Settings")
    #expect(AnyDestination(Described.secret).caseName == "Described")
  }

  @Test func destinationsArePushedUnlessTheySayOtherwise() {
    enum Plain: Destination { case home }
    #expect(Plain.home.presentation == .push)
    #expect(Presentation.popToExistingOrPush.description == "pop to existing or push")
  }

  @Test func requestsDescribeThemselvesWithoutPayloadsAndWithThemForTests() {
    let requests: [NavigationRequest<LoginDestination>] = [
      .navigate(to: .chat(.ada)), .back, .backToRoot(animated: false), .dismiss,
    ]
    #expect(
      requests.map(\.description) == [
        "navigate to LoginDestination.chat", "back", "back to root (not animated)", "dismiss",
      ])
    #expect(requests[0].debugDescription == "navigate to .chat(Ada)")
    #expect(requests.map(\.destination) == [.chat(.ada), nil, nil, nil])
    #expect(NavigationRequest<LoginDestination>.back(animated: true) == .back)
  }

  @Test func failureHandlerForwardsToItsClosure() {
    let log = FailureLog()
    NavigationFailureHandler { [log] in log.errors.append($0) }.report(.nothingToPop)
    #expect(log.errors == [.nothingToPop])
  }
}
