import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct MemoryTests {
  @Test func navigatorDoesNotKeepTheNavigationControllerAlive() {
    var navigation: RecordingNavigationController<TestScreen>? = RecordingNavigationController()
    let released = Weak(navigation)
    let navigator = StackNavigator(navigationController: navigation!, factory: TestScreens())

    navigation = nil

    #expect(released.object == nil)
    #expect(navigator.navigationController == nil)
  }

  @Test func requestsAfterTheControllerIsReleasedFailWithATypedError() async {
    var navigation: RecordingNavigationController<TestScreen>? = RecordingNavigationController(
      screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation!, factory: TestScreens())
    navigation = nil

    await expectFailure(.navigationControllerReleased) {
      try await navigator.perform(.navigate(to: .forgotPassword))
    }
  }

  @Test func poppedScreensAreReleased() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .chat(.ada))
    let pushed = Weak(navigation.screens[1])
    let reusable = Weak(navigation.screens[2])

    navigator.goBackToRoot()

    #expect(pushed.object == nil)
    #expect(reusable.object == nil)
  }

  @Test func dismissedAndReplacedScreensAreReleased() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.navigate(to: .help)
    let modal = Weak(navigation.presentedScreen)
    let root = Weak(navigation.screens[0])

    navigator.navigate(to: .logout)

    #expect(modal.object == nil)
    #expect(root.object == nil)
  }

  @Test func screensKeepTheirNavigatorAliveAndNothingElseDoes() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    var navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>? =
      StackNavigator(navigationController: navigation, factory: TestScreens())
    let weakNavigator = Weak(navigator)
    navigator?.navigate(to: .forgotPassword)
    navigator = nil

    #expect(weakNavigator.object != nil, "the pushed screen holds its navigator")

    navigation.simulateUserPop()

    #expect(weakNavigator.object == nil)
  }

  @Test func aWaitingRequestIsCarriedOutAfterItsNavigatorIsReleasedAndThenReleasesIt() {
    let navigation = RecordingNavigationController(
      screens: [TestScreen(), TestScreen()], finishesTransitionsImmediately: false)
    navigation.simulateUserPop()
    var navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>? =
      StackNavigator(navigationController: navigation, factory: TestScreens())
    let weakNavigator = Weak(navigator)
    var result: Result<Void, NavigationError>?
    navigator?.perform(.navigate(to: .help)) { result = $0 }
    #expect(navigator?.pendingRequestCount == 1)

    navigator = nil
    navigation.finishTransition()
    navigation.finishTransition()

    #expect(navigation.events == [.userPop, .present(LoginDestination.help)])
    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(weakNavigator.object != nil, "the presented screen holds its navigator")
    navigation.apply(.dismiss, animated: false) { _ in }
    navigation.finishTransition()
    #expect(weakNavigator.object == nil)
  }
}
