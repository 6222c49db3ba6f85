import Navigator
import NavigatorTestSupport
import Testing

/// A destination that prints more than its case in debug output: its name must not leak.
enum SecretDestination: Destination, CustomDebugStringConvertible {
  case vault
  var debugDescription: String { "vault(pin: 1234)" }
}

/// Waits until `condition` holds, looking again up to 500 times, 10 ms apart.
// NB: a count, not a deadline: while another test keeps the main actor busy for seconds (the
// model-based test does), a deadline passes before the timers under test get their turn.
@MainActor
func eventually(_ condition: () -> Bool) async throws {
  for _ in 0..<500 where !condition() {
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// What a request's completion gets, waited for as ``eventually(_:)`` waits: a completion that
/// never comes records an issue and gives `nil`, so a lost completion fails its test instead of
/// hanging the whole run (a suite's time limit cannot end a test that waits on a continuation).
@MainActor
func completion(
  of request: (@escaping @MainActor (Result<Void, NavigationError>) -> Void) -> Void
) async throws -> Result<Void, NavigationError>? {
  var result: Result<Void, NavigationError>?
  request { result = $0 }
  try await eventually { result != nil }
  if result == nil { Issue.record("the request's completion never came") }
  return result
}

/// Behaviours that mutation testing found no other test pinning down: each test here failed on a
/// one-line change of the code that its comment names.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EdgeCaseTests {
  // ShownScreens: the *topmost* remembered screen wins.
  @Test func popToExistingOrPushGoesToTheTopmostOfTwoEqualScreens() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let root = navigation.screens[0]
    navigator.navigate(to: .chat(.ada))
    let older = navigation.screens[1]
    // The app edits the stack behind the navigator, as UIKit apps may with setViewControllers.
    navigation.apply(.setStack([root]), animated: false) { _ in }
    navigator.navigate(to: .chat(.ada))
    let newer = navigation.screens[1]
    navigation.apply(.setStack([root, older, newer]), animated: false) { _ in }
    navigation.removeAllEvents()

    navigator.navigate(to: .chat(.ada))  // the topmost equal screen is already on top

    #expect(navigation.events == [])
    #expect(
      navigation.screens.map(ObjectIdentifier.init)
        == [root, older, newer].map(ObjectIdentifier.init))
  }

  // The queue: a new wait gets a new deadline.
  @Test func aLaterWaitForTheUsersTransitionGetsADeadlineOfItsOwn() async throws {
    let navigation = RecordingNavigationController<TestScreen>(
      screens: [TestScreen(), TestScreen(), TestScreen(), TestScreen(), TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.transitionTimeout = .milliseconds(100)

    navigation.simulateUserPop(finishing: false)
    var first: Result<Void, NavigationError>?
    navigator.perform(.back) { first = $0 }
    navigation.finishTransition()
    #expect(first.map { (try? $0.get()) != nil } == true)

    try await Task.sleep(for: .milliseconds(250))  // long after the first wait's deadline

    navigation.simulateUserPop(finishing: false)
    var second: Result<Void, NavigationError>?
    navigator.perform(.back) { second = $0 }
    #expect(second == nil)  // waits for the user's pop instead of timing out at once
    navigation.finishTransition()
    #expect(second.map { (try? $0.get()) != nil } == true)
  }

  // The queue, waiting for the user's transition: a transition reported forever times out, and
  // says so.
  @Test func aTransitionReportedForeverFailsTheWaitingRequestAfterTheTimeout() async throws {
    let navigation = ScriptedNavigationController()
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.transitionTimeout = .milliseconds(20)
    navigation.isTransitioning = true  // and afterTransition never runs

    var result: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .forgotPassword)) { result = $0 }
    try await eventually { result != nil }

    guard case .failure(let error) = result else {
      Issue.record("still waiting: \(String(describing: result))")
      return
    }
    #expect(NavigationError.transitionTimedOut ~= error)
    #expect(error.description.contains("reported a transition in progress"))
    #expect(navigation.applied.isEmpty)
  }

  // The queue, waiting for the user's transition: no busy wait when afterTransition runs at once.
  @Test func aTransitionWhoseAfterTransitionRunsAtOnceIsPolledNotSpunOn() async throws {
    let navigation = ScriptedNavigationController()
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.transitionTimeout = .milliseconds(500)
    navigation.isTransitioning = true
    navigation.afterTransitionRunsAtOnce = true

    var result: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .forgotPassword)) { result = $0 }

    #expect(result == nil)  // perform returned at once instead of spinning until the deadline
    navigation.isTransitioning = false
    try await eventually { result != nil }
    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(navigation.screens.count == 2)
  }

  // StackNavigator.finish: onFailure takes the failure; the global handler does not.
  @Test func failuresWithAnOnFailureHandlerGoThereOnly() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let local = FailureLog()
    let global = FailureLog()
    let navigator = StackNavigator(
      navigationController: navigation, factory: TestScreens(),
      onFailure: { [local] in local.errors.append($0) })
    let previous = NavigationFailureHandler.current
    NavigationFailureHandler.current = NavigationFailureHandler { [global] in
      global.errors.append($0)
    }
    defer { NavigationFailureHandler.current = previous }

    navigator.goBack()

    #expect(local.errors == [.nothingToPop])
    #expect(global.errors.isEmpty)
  }

  // StackNavigator.makeScreen: the presented screen is never also made the new root.
  @Test func aNewRootThatIsThePresentedScreenFailsInsteadOfShowingItTwice() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let shared = TestScreen()
    let factory = ScreenFactory<LoginDestination, TestScreen> { _, _ in shared }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)
    let failures = FailureLog()
    navigator.onFailure = { [failures] in failures.errors.append($0) }

    navigator.navigate(to: .help)
    navigator.navigate(to: .logout)

    #expect(
      failures.errors == [NavigationError.screenAlreadyShown.asking(for: LoginDestination.logout)])
    #expect(navigation.presentedScreen === shared)
    #expect(navigation.screens.count == 1 && navigation.screens[0] !== shared)
  }

  // Navigator.dismiss(): animated, like every other verb.
  @Test func dismissIsAnimated() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.navigate(to: .help)
    navigation.removeAllEvents()

    navigator.dismiss()

    #expect(navigation.events == [.dismiss(animated: true)])
  }

  // NavigationError ~= any Error: another error type never matches.
  @Test func aPatternDoesNotMatchAnErrorOfAnotherType() {
    let other: any Error = ScreenNotBuilt()
    #expect(!(NavigationError.nothingToPop ~= other))
    #expect(NavigationError.nothingToPop ~= (NavigationError.nothingToPop as any Error))
  }

  // NavigationError.asking(for:): keeps the factory's error.
  @Test func askingForADestinationKeepsTheUnderlyingError() async {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let navigator = StackNavigator(
      navigationController: navigation, factory: TestScreens(failsForTerms: true))
    var caught: NavigationError?
    do {
      try await navigator.perform(.navigate(to: .terms))
    } catch {
      caught = error
    }
    let asked = caught?.asking(for: LoginDestination.help)
    #expect(asked?.underlyingError is ScreenNotBuilt)
    #expect(asked?.destination == AnyDestination(LoginDestination.help))
  }

  // AnyDestination.caseName: a custom debug description is not printed either.
  @Test func caseNameNeverPrintsACustomDebugDescription() {
    #expect(AnyDestination(SecretDestination.vault).caseName == "SecretDestination")
  }

  // RecordingNavigationController: a cancelled dismissal restores the navigation bar too.
  @Test func aCancelledDismissalRestoresTheNavigationBar() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let modal = TestScreen()
    navigation.apply(.present(modal, withNavigationBar: true), animated: true) { _ in }
    navigation.finishesTransitionsImmediately = false

    navigation.apply(.dismiss, animated: true) { _ in }
    navigation.finishTransition(.cancelled)

    #expect(navigation.presentedScreen === modal)
    #expect(navigation.presentedWithNavigationBar)
  }

  // RecordingNavigationController: a dismissal clears the navigation bar.
  @Test func aDismissalClearsTheNavigationBar() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    navigation.apply(.present(TestScreen(), withNavigationBar: true), animated: true) { _ in }

    navigation.apply(.dismiss, animated: true) { _ in }

    #expect(navigation.presentedScreen == nil)
    #expect(!navigation.presentedWithNavigationBar)
  }

  // RecordingNavigationController: what waited for a transition runs once.
  @Test func whatWaitedForATransitionRunsOnlyOnce() {
    let navigation = RecordingNavigationController<TestScreen>(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    var runs = 0
    navigation.apply(.push(TestScreen()), animated: true) { _ in }
    navigation.afterTransition { runs += 1 }
    navigation.finishTransition()
    navigation.apply(.push(TestScreen()), animated: true) { _ in }
    navigation.finishTransition()

    #expect(runs == 1)
  }

  // RecordingNavigationController: a pop at the root keeps the root and is refused, as the UIKit
  // adapter refuses it.
  @Test func aPopAtTheRootKeepsTheRootAndIsRefused() {
    let root = TestScreen()
    let navigation = RecordingNavigationController<TestScreen>(screens: [root])
    var outcome: TransitionOutcome?

    navigation.apply(.pop, animated: true) { outcome = $0 }

    #expect(navigation.screens.count == 1 && navigation.screens[0] === root)
    #expect(outcome == .refused(reason: "the stack holds no screen above its root"))
    #expect(navigation.events == [.refused(reason: "the stack holds no screen above its root")])
  }
}
