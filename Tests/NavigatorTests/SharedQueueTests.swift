import Navigator
import NavigatorTestSupport
import Testing

/// Navigators of one navigation controller share one queue: requests run in the order asked,
/// whichever navigator they were asked of, and `.popToExistingOrPush` finds the screens either
/// made.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SharedQueueTests {
  let navigation = RecordingNavigationController(
    screens: [TestScreen()], finishesTransitionsImmediately: false)
  let a: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>
  let b: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>

  init() {
    a = StackNavigator(navigationController: navigation, factory: TestScreens())
    b = StackNavigator(navigationController: navigation, factory: TestScreens())
  }

  @Test func requestsOfTwoNavigatorsRunInTheOrderAsked() {
    a.navigate(to: .forgotPassword)
    b.navigate(to: .signUp(prefilledEmail: nil))
    a.navigate(to: .chat(.ada))
    b.navigate(to: .chat(.grace))

    navigation.finishAllTransitions()

    assertPushes(
      [
        LoginDestination.forgotPassword, .signUp(prefilledEmail: nil), .chat(.ada), .chat(.grace),
      ], on: navigation)
  }

  @Test func neitherNavigatorStarvesTheOther() {
    // NB: a navigator whose completions keep asking must not jump ahead of the other's request.
    a.perform(.navigate(to: .forgotPassword)) { [a] _ in
      a.perform(.navigate(to: .chat(.ada))) { _ in }
    }
    b.navigate(to: .signUp(prefilledEmail: nil))

    navigation.finishAllTransitions()

    assertPushes(
      [LoginDestination.forgotPassword, .signUp(prefilledEmail: nil), .chat(.ada)], on: navigation)
  }

  @Test func popToExistingOrPushFindsTheScreenTheOtherNavigatorMade() {
    a.navigate(to: .chat(.ada))
    b.navigate(to: .forgotPassword)
    b.navigate(to: .chat(.ada))

    navigation.finishAllTransitions()

    #expect(
      navigation.events == [
        .push(LoginDestination.chat(.ada)), .push(LoginDestination.forgotPassword),
        .popTo(LoginDestination.chat(.ada)),
      ])
  }

  @Test func lookingUpAnExistingScreenComparesEachScreenOnTheStackOnce() {
    let navigation = ScriptedNavigationController()
    let navigator = StackNavigator(navigationController: navigation, factory: CountedScreens())
    for id in 0..<300 {
      navigator.navigate(to: .page(id))
    }
    CountedDestination.comparisons = 0
    let readsBefore = navigation.screensReads

    navigator.navigate(to: .page(0))

    // NB: a quadratic lookup went through the whole stack once for every screen it remembered:
    // 300 reads of the stack for this request alone.
    #expect(navigation.screensReads - readsBefore <= 2)
    #expect(CountedDestination.comparisons <= 300)
    #expect(navigation.screens.count == 2)
  }

  @Test func aNewScreenIsNotLookedForOnTheStackWhateverItsDepth() {
    let navigation = ScriptedNavigationController(screens: (0..<100).map { _ in TestScreen() })
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let readsBefore = navigation.screensReads

    navigator.navigate(to: .signUp(prefilledEmail: nil))

    // NB: the one read is the planner's depth; a scan for the new screen would read it again.
    #expect(navigation.screensReads - readsBefore == 1)
    #expect(navigation.screens.count == 101)
  }
}

/// A destination that counts how often two are compared.
enum CountedDestination: Destination {
  case page(Int)

  nonisolated(unsafe) static var comparisons = 0

  static func == (lhs: CountedDestination, rhs: CountedDestination) -> Bool {
    comparisons += 1
    switch (lhs, rhs) {
    case (.page(let left), .page(let right)): return left == right
    }
  }

  var presentation: Presentation { .popToExistingOrPush }
}

/// Makes a `TestScreen` for any counted destination.
struct CountedScreens: ViewControllerFactory {
  func makeViewController(
    for destination: CountedDestination, navigator: any Navigator<CountedDestination>
  ) -> TestScreen {
    TestScreen()
  }
}
