import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct StackNavigatorTests {
  let root = TestScreen()
  let navigation: RecordingNavigationController<TestScreen>
  let navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>
  let failures = FailureLog()

  init() {
    navigation = RecordingNavigationController(screens: [root])
    navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.onFailure = { [failures] in failures.errors.append($0) }
  }

  @Test func pushesTheScreenMadeForTheDestinationWithItsPayload() {
    navigator.navigate(to: .loginCompleted(user: .ada))

    #expect(navigation.events == [.push(LoginDestination.loginCompleted(user: .ada))])
    #expect(navigation.screens.last?.destination == .loginCompleted(user: .ada))
    #expect(navigation.screens.last?.navigator === navigator)
    #expect(failures.errors.isEmpty)
  }

  @Test func passesAnimatedThroughEveryOperation() {
    let requests: [NavigationRequest<LoginDestination>] = [
      .navigate(to: .forgotPassword, animated: false), .navigate(to: .chat(.ada), animated: false),
      .navigate(to: .signUp(prefilledEmail: nil), animated: false),
      .navigate(to: .chat(.ada), animated: false), .back(animated: false),
      .navigate(to: .forgotPassword, animated: false), .backToRoot(animated: false),
      .navigate(to: .help, animated: false), .dismiss(animated: false),
      .navigate(to: .terms, animated: false), .navigate(to: .logout, animated: false),
    ]
    for request in requests { navigator.perform(request) { _ in } }

    #expect(
      navigation.events == [
        .push(LoginDestination.forgotPassword, animated: false),
        .push(LoginDestination.chat(.ada), animated: false),
        .push(LoginDestination.signUp(prefilledEmail: nil), animated: false),
        .popTo(LoginDestination.chat(.ada), animated: false),
        .pop(animated: false),
        .push(LoginDestination.forgotPassword, animated: false),
        .popToRoot(animated: false),
        .present(LoginDestination.help, animated: false),
        .dismiss(animated: false),
        .present(LoginDestination.terms, withNavigationBar: true, animated: false),
        .setStack([LoginDestination.logout], animated: false),
        .dismiss(animated: false),
      ])
  }

  @Test func callsEveryCompletionExactlyOnce() {
    var calls: [Int] = []
    let requests: [NavigationRequest<LoginDestination>] = [
      .navigate(to: .forgotPassword), .back, .back, .navigate(to: .terms), .navigate(to: .help),
      .dismiss, .dismiss, .navigate(to: .chat(.ada)), .navigate(to: .chat(.ada)), .backToRoot,
      .backToRoot, .navigate(to: .help), .navigate(to: .logout),
    ]
    for (index, request) in requests.enumerated() {
      navigator.perform(request) { _ in calls.append(index) }
    }

    #expect(calls == Array(requests.indices))
  }

  @Test func changingTheStackWhileAModalIsPresentedFailsInsteadOfHappeningBehindIt() {
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .terms)
    navigation.removeAllEvents()

    navigator.navigate(to: .signUp(prefilledEmail: nil))
    navigator.navigate(to: .chat(.ada))
    navigator.goBack()
    navigator.goBackToRoot()

    #expect(
      failures.errors == [
        NavigationError.blockedByModal.asking(for: LoginDestination.signUp(prefilledEmail: nil)),
        NavigationError.blockedByModal.asking(for: LoginDestination.chat(.ada)),
        .blockedByModal, .blockedByModal,
      ])
    #expect(navigation.screens.count == 2)
    #expect(navigation.events.isEmpty)
  }

  @Test func aFactoryThatReturnsAScreenAlreadyShownFailsInsteadOfShowingItTwice() {
    let shown = TestScreen(destination: .forgotPassword)
    let factory = ScreenFactory<LoginDestination, TestScreen> { _, _ in shown }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)
    navigator.onFailure = { [failures] in failures.errors.append($0) }

    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .signUp(prefilledEmail: nil))
    navigator.navigate(to: .logout)  // a new root may be a screen already on the stack

    #expect(
      failures.errors == [
        NavigationError.screenAlreadyShown.asking(for: LoginDestination.signUp(prefilledEmail: nil))
      ])
    #expect(navigation.screens.map { $0 === shown } == [true])
  }

  @Test func aPoppedScreenTheAppKeepsIsNotMistakenForOneOnTheStack() {
    navigator.navigate(to: .chat(.ada))
    let kept = navigation.screens.last
    navigator.goBack()
    navigator.navigate(to: .forgotPassword)

    navigator.navigate(to: .chat(.ada))

    #expect(navigation.events.last == .push(LoginDestination.chat(.ada)))
    #expect(navigation.screens.last !== kept)
    #expect(kept != nil)
  }

  @Test func presentsModalDestinationsInTheirOwnNavigationStack() {
    navigator.navigate(to: .terms)

    #expect(
      navigation.events == [.present(LoginDestination.terms, withNavigationBar: true)])
    #expect(navigation.presentedScreen?.destination == .terms)
    #expect(navigation.screens.count == 1)
  }

  @Test func refusesASecondModalAndKeepsTheFirst() {
    navigator.navigate(to: .terms)
    navigator.navigate(to: .terms)

    #expect(
      failures.errors == [NavigationError.alreadyPresenting.asking(for: LoginDestination.terms)])
    #expect(navigation.events.count == 1)
    #expect(navigation.presentedScreen?.destination == .terms)
  }

  @Test func dismissesThePresentedScreen() async throws {
    try await navigator.perform(.navigate(to: .terms))
    try await navigator.perform(.dismiss)

    #expect(navigation.presentedScreen == nil)
    #expect(navigation.events.last == .dismiss())
  }

  @Test func dismissWithNothingPresentedFailsWithATypedError() async {
    await #expect(throws: NavigationError.nothingToDismiss) {
      try await navigator.perform(.dismiss)
    }
    #expect(navigation.events.isEmpty)
  }

  @Test func replaceStackClearsTheBackStackAndDismissesTheModal() {
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .terms)
    navigation.removeAllEvents()

    navigator.navigate(to: .logout)

    #expect(navigation.events == [.setStack([LoginDestination.logout]), .dismiss()])
    #expect(navigation.stack == [ScreenName(LoginDestination.logout)])
    #expect(navigation.presentedScreen == nil)
  }

  @Test func popsBackToExistingScreenInsteadOfPushingACycle() {
    navigator.navigate(to: .chat(.ada))
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .chat(.ada))

    #expect(navigation.events.last == .popTo(LoginDestination.chat(.ada)))
    #expect(
      navigation.stack == [ScreenName(unnamed: root), ScreenName(LoginDestination.chat(.ada))])
  }

  @Test func pushesWhenNoEqualDestinationIsOnTheStack() {
    navigator.navigate(to: .chat(.ada))
    navigator.navigate(to: .chat(.grace))

    assertPushes(
      [LoginDestination.chat(.ada), LoginDestination.chat(.grace)], on: navigation)
  }

  @Test func showingTheDestinationAlreadyOnTopChangesNothing() async throws {
    try await navigator.perform(.navigate(to: .chat(.ada)))
    try await navigator.perform(.navigate(to: .chat(.ada)))

    #expect(navigation.events.count == 1)
  }

  @Test func pushesAgainAfterTheUserPoppedTheExistingScreen() {
    navigator.navigate(to: .chat(.ada))
    navigation.simulateUserPop()
    navigator.navigate(to: .chat(.ada))

    #expect(
      navigation.events == [
        .push(LoginDestination.chat(.ada)), .userPop,
        .push(LoginDestination.chat(.ada)),
      ])
  }

  @Test func goBackAtTheRootFailsAndKeepsTheRoot() {
    navigator.goBack()

    #expect(failures.errors == [.nothingToPop])
    #expect(navigation.screens.count == 1)
    #expect(navigation.events.isEmpty)
  }

  @Test func goBackToRootPopsEverythingAboveTheRoot() {
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .signUp(prefilledEmail: nil))
    navigator.goBackToRoot()

    #expect(navigation.events.last == .popToRoot())
    #expect(navigation.screens.map { $0 === root } == [true])
  }

  @Test func goBackToRootAtTheRootSucceedsWithoutATransition() async throws {
    try await navigator.perform(.backToRoot)
    #expect(navigation.events.isEmpty)
  }

  @Test func goBackToRootOnAnEmptyStackFails() async {
    let empty = RecordingNavigationController<TestScreen>()
    let navigator = StackNavigator(navigationController: empty, factory: TestScreens())
    await #expect(throws: NavigationError.nothingToPop) {
      try await navigator.perform(.backToRoot)
    }
  }

  @Test func aFactoryThatThrowsFailsTheRequestAndChangesNothing() {
    let navigator = StackNavigator(
      navigationController: navigation, factory: TestScreens(failsForTerms: true))
    navigator.onFailure = { [failures] in failures.errors.append($0) }

    navigator.navigate(to: .terms)

    #expect(
      failures.errors == [NavigationError.screenUnavailable.asking(for: LoginDestination.terms)])
    #expect(failures.errors.first?.underlyingError is ScreenNotBuilt)
    #expect(navigation.events.isEmpty)
    #expect(navigation.presentedScreen == nil)
  }

  @Test func completionReportsSuccessAfterTheTransitionHasFinished() {
    navigation.finishesTransitionsImmediately = false
    var results: [Result<Void, NavigationError>] = []
    navigator.perform(.navigate(to: .forgotPassword)) { results.append($0) }
    #expect(results.isEmpty)

    navigation.finishTransition()

    #expect(results.count == 1)
    #expect((try? results.first?.get()) != nil)
  }

  @Test func failuresWithoutAHandlerGoToTheGlobalHandler() {
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let global = FailureLog()
    let previous = NavigationFailureHandler.current
    NavigationFailureHandler.current = NavigationFailureHandler { [global] in
      global.errors.append($0)
    }
    defer { NavigationFailureHandler.current = previous }

    navigator.dismiss()

    #expect(global.errors == [.nothingToDismiss])
  }

  @Test func failuresWithACompletionGoToTheCompletionOnly() {
    var result: Result<Void, NavigationError>?
    navigator.perform(.back) { result = $0 }

    #expect(throws: NavigationError.nothingToPop) { try result?.get() }
    #expect(failures.errors.isEmpty)
  }
}
