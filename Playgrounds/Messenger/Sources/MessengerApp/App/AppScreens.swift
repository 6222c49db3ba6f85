import Navigator

/// Makes the first screen of each area together with the area's navigator: the wiring between
/// areas.
///
/// An area's factory makes its own screens only. When one of its destinations leads into another
/// area (a completed login into Messages, logging out into Login), the factory is given one of
/// these functions, so that areas never know each other's navigators or factories.
@MainActor
struct AppScreens {
  weak var navigationController: ConsoleNavigationController?
  let idiom: DeviceIdiom
  let onFailure: @MainActor (NavigationError) -> Void

  /// The first-launch flow; `onFinish` is called when the user is through it.
  func makeOnboarding(
    onFinish: @escaping @MainActor () -> Void
  ) throws(NavigationError) -> OnboardingCoordinator<ConsoleNavigationController> {
    OnboardingCoordinator(
      navigationController: try controller(), pageCount: 3, onFailure: onFailure,
      onFinish: onFinish)
  }

  /// The login screen, with a navigator for the Login area.
  func makeLoginScreen() throws(NavigationError) -> AppScreen {
    let navigator = StackNavigator(
      navigationController: try controller(), factory: LoginScreens(makeInbox: makeInbox(for:)),
      onFailure: onFailure)
    return LoginScreen(navigator: navigator)
  }

  /// The conversations of `user`, with a navigator for the Messages area.
  func makeInbox(for user: User) throws(NavigationError) -> AppScreen {
    let factory = MessagesScreens(user: user, idiom: idiom, makeLoginScreen: makeLoginScreen)
    let navigator = StackNavigator(
      navigationController: try controller(), factory: factory, onFailure: onFailure)
    return factory.makeInbox(navigator: navigator)
  }

  private func controller() throws(NavigationError) -> ConsoleNavigationController {
    guard let navigationController else { throw .navigationControllerReleased }
    return navigationController
  }
}
