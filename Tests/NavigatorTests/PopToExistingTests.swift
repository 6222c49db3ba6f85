import Navigator
import NavigatorTestSupport
import Testing

/// Makes a `TestScreen` per destination, or gives the screen a test hands it, once.
@MainActor
final class HandingScreens: ViewControllerFactory {
  var next: TestScreen?

  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> TestScreen {
    next.take() ?? TestScreen(destination: destination, navigator: navigator)
  }
}

/// How a `.popToExistingOrPush` request finds the screen already showing its destination.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PopToExistingTests {
  @Test func aScreenMadeAgainForAnotherDestinationIsFoundOnlyUnderTheNewOne() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let factory = HandingScreens()
    let navigator = StackNavigator(navigationController: navigation, factory: factory)
    let reused = TestScreen()
    factory.next = reused
    navigator.navigate(to: .chat(.ada))
    navigator.goBack()
    factory.next = reused  // a factory that keeps its screens gives it for Grace now
    navigator.navigate(to: .chat(.grace))
    navigator.navigate(to: .signUp(prefilledEmail: nil))
    navigation.removeAllEvents()

    navigator.navigate(to: .chat(.ada))  // the reused screen shows Grace: a new screen
    navigator.navigate(to: .chat(.grace))

    #expect(
      navigation.events == [
        .push(LoginDestination.chat(.ada)), .popTo(LoginDestination.chat(.grace)),
      ]
    )
    #expect(navigation.screens.count == 2)
    #expect(navigation.screens.last === reused)
  }

  @Test func screensReleasedAlongTheWayAreForgottenAndTheOthersStillFound() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let users = (0..<100).map { User(name: "user \($0)") }
    // Screens pushed and released, many times over, so that their records are dropped.
    for round in 0..<5 {
      for user in users[(round * 20)..<(round * 20 + 20)] { navigator.navigate(to: .chat(user)) }
      navigator.goBackToRoot()
    }
    for user in users { navigator.navigate(to: .chat(user)) }
    let deep = navigation.screens[11]
    navigation.removeAllEvents()

    navigator.navigate(to: .chat(users[10]))
    navigator.navigate(to: .chat(users[10]))  // already on top
    navigator.navigate(to: .chat(users[50]))  // popped with the screens above users[10]

    #expect(
      navigation.events == [
        .popTo(LoginDestination.chat(users[10])), .push(LoginDestination.chat(users[50])),
      ])
    #expect(navigation.screens.count == 13)
    #expect(navigation.screens[11] === deep)
  }

  // A navigator whose destinations are `AnyDestination`s finds screens by the wrapped ones.
  @Test func theNavigatorsOfOneStackFindTheScreensTheOthersMade() {
    let navigation = RecordingNavigationController<TestScreen>(screens: [TestScreen()])
    let login = StackNavigator(navigationController: navigation, factory: TestScreens())
    let erased = StackNavigator(navigationController: navigation, factory: ErasedScreens())
    login.navigate(to: .chat(.ada))
    erased.navigate(to: AnyDestination(LoginDestination.chat(.grace)))
    login.navigate(to: .signUp(prefilledEmail: nil))
    navigation.removeAllEvents()

    erased.navigate(to: AnyDestination(LoginDestination.chat(.ada)))
    login.navigate(to: .chat(.grace))  // its screen was popped and released
    erased.navigate(to: AnyDestination(LoginDestination.chat(.grace)))  // already on top

    #expect(
      navigation.events == [
        .popTo(LoginDestination.chat(.ada)), .push(LoginDestination.chat(.grace)),
      ])
    #expect(navigation.screens.count == 3)
  }
}

/// Makes a `TestScreen` for any destination.
struct ErasedScreens: ViewControllerFactory {
  func makeViewController(
    for destination: AnyDestination, navigator: any Navigator<AnyDestination>
  ) -> TestScreen {
    TestScreen()
  }
}
