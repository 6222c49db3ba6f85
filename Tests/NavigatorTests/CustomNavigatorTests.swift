import Navigator
import NavigatorTestSupport
import Testing

/// An area with logic of its own: it ends the login flow through a closure instead of showing a
/// screen, and reuses a `StackNavigator` for everything else.
@MainActor
final class LoginFlow: Navigator {
  private let stack: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>
  private let onLogin: (User) -> Void

  init(navigation: RecordingNavigationController<TestScreen>, onLogin: @escaping (User) -> Void) {
    self.onLogin = onLogin
    stack = StackNavigator(navigationController: navigation, factory: TestScreens())
    stack.screensNavigator = self
  }

  func perform(
    _ request: NavigationRequest<LoginDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    if case .navigate(to: .loginCompleted(let user)) = request.action {
      onLogin(user)
      completion?(.success(()))
    } else {
      stack.perform(request, completion: completion)
    }
  }
}

@MainActor
@Suite struct CustomNavigatorTests {
  @Test func aCustomNavigatorInterceptsSomeDestinationsAndForwardsTheRest() async throws {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    var loggedIn: [User] = []
    let flow = LoginFlow(navigation: navigation) { loggedIn.append($0) }

    flow.navigate(to: .forgotPassword)
    try await flow.perform(.back)
    flow.navigate(to: .loginCompleted(user: .ada))

    #expect(loggedIn == [.ada])
    #expect(navigation.events == [.push(LoginDestination.forgotPassword), .pop()])
  }

  @Test func screensGetTheCustomNavigatorSoTheirRequestsGoThroughIt() throws {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    var loggedIn: [User] = []
    let flow = LoginFlow(navigation: navigation) { loggedIn.append($0) }
    flow.navigate(to: .signUp(prefilledEmail: nil))

    let signUp = try #require(navigation.screens.last)
    #expect(signUp.navigator === flow)
    signUp.navigator?.navigate(to: .loginCompleted(user: .grace))

    #expect(loggedIn == [.grace])
  }

  @Test func screensGetTheStackNavigatorOnceTheCustomOneIsGone() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    do {
      let flow = LoginFlow(navigation: navigation) { _ in }
      navigator.screensNavigator = flow
    }
    navigator.navigate(to: .forgotPassword)

    #expect(navigation.screens.last?.navigator === navigator)
  }

  @Test func aClosureFactoryInjectsTheNavigator() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let factory = ScreenFactory<LoginDestination, TestScreen> { destination, navigator in
      TestScreen(destination: destination, navigator: navigator)
    }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)

    navigator.navigate(to: .signUp(prefilledEmail: nil))

    #expect(navigation.screens.last?.navigator === navigator)
    #expect(navigation.screens.last?.destination == .signUp(prefilledEmail: nil))
  }
}

/// A navigator written the way seed 003 writes one: its own `navigate(to:)`, generic over its
/// navigation controller so that a test drives it with the recording controller.
@MainActor
final class AuditedNavigator<Controller: NavigationController>: Navigator
where Controller.Screen == TestScreen {
  private let stack: StackNavigator<TestScreens, Controller>
  private(set) var audited: [LoginDestination] = []

  init(navigationController: Controller) {
    stack = StackNavigator(navigationController: navigationController, factory: TestScreens())
    stack.screensNavigator = self
  }

  func navigate(to destination: LoginDestination) {
    audited.append(destination)
    stack.navigate(to: destination)
  }

  func goBack() {
    audited.append(.logout)
    stack.goBack()
  }

  func perform(
    _ request: NavigationRequest<LoginDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    stack.perform(request, completion: completion)
  }
}

@MainActor
@Suite struct CustomNavigatorVerbTests {
  @Test func aCustomNavigatorsOwnVerbsRunWhenScreensCallThemThroughTheProtocol() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let custom = AuditedNavigator(navigationController: navigation)
    let asAScreenHoldsIt: any Navigator<LoginDestination> = custom

    asAScreenHoldsIt.navigate(to: .forgotPassword)
    asAScreenHoldsIt.goBack()
    navigation.screens.first?.navigator?.navigate(to: .help)  // unset for the root; no effect
    custom.navigate(to: .signUp(prefilledEmail: nil))
    navigation.screens.last?.navigator?.navigate(to: .chat(.ada))

    #expect(
      custom.audited == [.forgotPassword, .logout, .signUp(prefilledEmail: nil), .chat(.ada)])
    #expect(navigation.screens.last?.navigator === custom)
  }
}
