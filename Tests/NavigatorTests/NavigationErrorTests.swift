import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct NavigationErrorTests {
  let navigation = RecordingNavigationController(screens: [TestScreen()])
  let failures = FailureLog()

  /// Every kind, raised for real where a test can raise it.
  static let kinds: [NavigationError] = [
    .navigationControllerReleased, .nothingToPop, .nothingToDismiss, .alreadyPresenting,
    .blockedByModal, .screenUnavailable, .screenAlreadyShown, .transitionTimedOut,
    .transitionCancelled, .transitionRefused, .transitionAbandoned, .unexpectedCompletion,
  ]

  @Test func everyKindSaysWhatWentWrongAndWhatToDo() {
    for error in Self.kinds {
      let withDestination = error.asking(for: LoginDestination.chat(.ada))
      for description in [error.description, withDestination.description] {
        let sentences = description.split(separator: ". ")
        #expect(sentences.count >= 2, "\(description) should say what went wrong and what to do")
        #expect(!description.contains("Ada"), "\(description) prints a payload")
      }
    }
  }

  @Test func messagesNameTheDestinationsCaseAndNeverItsPayload() async {
    let navigator = StackNavigator(
      navigationController: navigation, factory: TestScreens(failsForTerms: true))
    await expectFailure(.screenUnavailable) { try await navigator.perform(.navigate(to: .terms)) }
    try? await navigator.perform(.navigate(to: .help))
    do {
      try await navigator.perform(.navigate(to: .signUp(prefilledEmail: "grace@example.com")))
      Issue.record("a push under a modal screen succeeded")
    } catch {
      #expect(error.description.contains("LoginDestination.signUp"))
      #expect(!error.description.contains("grace@example.com"))
      #expect(
        error.destination
          == AnyDestination(LoginDestination.signUp(prefilledEmail: "grace@example.com")))
    }
  }

  @Test func anUnavailableScreensMessageNeverPrintsItsPayload() async {
    let factory = ScreenFactory<LoginDestination, TestScreen> { _, _ in throw ScreenNotBuilt() }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)
    do {
      try await navigator.perform(.navigate(to: .signUp(prefilledEmail: "grace@example.com")))
      Issue.record("succeeded")
    } catch {
      #expect(error.description.contains("LoginDestination.signUp"))
      #expect(!error.description.contains("grace@example.com"), "\(error.description)")
    }
  }

  @Test func theFactorysErrorStaysAvailable() async {
    let navigator = StackNavigator(
      navigationController: navigation, factory: TestScreens(failsForTerms: true))
    do {
      try await navigator.perform(.navigate(to: .terms))
    } catch {
      #expect(error.underlyingError is ScreenNotBuilt)
      #expect(error.description.contains("it threw ScreenNotBuilt"))
      #expect(!error.description.contains("no screen for this destination"))
    }
  }

  @Test func nothingToPopDescribesTheStackItWasRaisedOn() async {
    let rootOnly = StackNavigator(navigationController: navigation, factory: TestScreens())
    let emptyStack = RecordingNavigationController<TestScreen>()
    let empty = StackNavigator(navigationController: emptyStack, factory: TestScreens())
    for (navigator, expected) in [(rootOnly, "only its root screen"), (empty, "no screen")] {
      do {
        try await navigator.perform(.back)
      } catch {
        #expect(error.description.contains(expected))
        #expect(error.description.contains("queued before this one"))
      }
    }
  }

  @Test func patternsMatchAKindWhateverItsDestination() {
    let error = NavigationError.alreadyPresenting.asking(for: LoginDestination.help)
    let result: Result<Void, NavigationError> = .failure(error)

    guard case .failure(.alreadyPresenting) = result else {
      Issue.record("the pattern did not match")
      return
    }
    #expect(error != .alreadyPresenting)  // == compares the destination too
    #expect(error == NavigationError.alreadyPresenting.asking(for: LoginDestination.help))
    switch error {
    case .nothingToPop: Issue.record("matched the wrong kind")
    case .alreadyPresenting: break
    default: Issue.record("matched no kind")
    }
    let untyped: any Error = error
    #expect(NavigationError.alreadyPresenting ~= untyped)
    #expect(!(NavigationError.nothingToPop ~= untyped))
  }

  @Test func catchingOneKindIsAOneLiner() async {
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    var caught = false
    do {
      try await navigator.perform(.dismiss)
    } catch .nothingToDismiss {
      caught = true
    } catch {
      Issue.record("caught \(error)")
    }
    #expect(caught)
  }
}
