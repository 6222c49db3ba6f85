import Navigator

/// The app's root coordinator: it launches the app, is the splash screen's navigator, and owns
/// the onboarding flow while it runs.
///
/// The login screen is an ordinary destination, handed to a `StackNavigator`. Onboarding is not
/// one screen but a flow: the coordinator starts a child ``OnboardingCoordinator`` and shows the
/// login screen when the child says the user is through.
@MainActor
final class AppCoordinator: Navigator {
  private weak var navigationController: ConsoleNavigationController?
  private let screens: AppScreens
  private let stack:
    StackNavigator<ScreenFactory<SplashDestination, AppScreen>, ConsoleNavigationController>
  private var onboarding: OnboardingCoordinator<ConsoleNavigationController>?

  /// A coordinator for the app shown on `navigationController`, which it does not keep alive.
  ///
  /// - Parameters:
  ///   - idiom: The device, for the areas that lay screens out differently.
  ///   - onFailure: Where every navigator of the app reports a request that failed.
  init(
    navigationController: ConsoleNavigationController, idiom: DeviceIdiom,
    onFailure: @escaping @MainActor (NavigationError) -> Void
  ) {
    let screens = AppScreens(
      navigationController: navigationController, idiom: idiom, onFailure: onFailure)
    self.navigationController = navigationController
    self.screens = screens
    stack = StackNavigator(
      navigationController: navigationController,
      factory: ScreenFactory { destination, _ in
        switch destination {
        case .login: try screens.makeLoginScreen()
        case .onboarding: throw NotAScreen()
        }
      },
      onFailure: onFailure)
  }

  /// Shows the splash screen as the only screen, as an app does when its window appears.
  func launch(isFirstLaunch: Bool) {
    let splash = SplashScreen(isFirstLaunch: isFirstLaunch, navigator: self)
    navigationController?.apply(.setStack([splash]), animated: false) { _ in }
  }

  func perform(
    _ request: NavigationRequest<SplashDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    guard request.action == .navigate(to: .onboarding) else {
      stack.perform(request, completion: completion)
      return
    }
    let onboarding: OnboardingCoordinator<ConsoleNavigationController>
    do {
      onboarding = try screens.makeOnboarding { [weak self] in self?.onboardingDidFinish() }
    } catch {
      let error = error.asking(for: SplashDestination.onboarding)
      if let completion { completion(.failure(error)) } else { screens.onFailure(error) }
      return
    }
    self.onboarding = onboarding
    onboarding.perform(.navigate(to: .page(1), animated: request.animated), completion: completion)
  }

  private func onboardingDidFinish() {
    onboarding = nil
    navigate(to: .login)
  }

  /// Thrown if the splash navigator's factory is ever asked for onboarding, which
  /// ``perform(_:completion:)`` starts as a flow instead.
  private struct NotAScreen: Error, CustomStringConvertible {
    var description: String { "onboarding is a flow that AppCoordinator starts, not a screen" }
  }
}
