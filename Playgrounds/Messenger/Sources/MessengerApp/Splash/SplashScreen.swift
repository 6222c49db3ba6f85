import Navigator

/// The screen shown while the app loads.
@MainActor
final class SplashScreen: AppScreen {
  private let navigator: any Navigator<SplashDestination>
  private let isFirstLaunch: Bool

  init(isFirstLaunch: Bool, navigator: any Navigator<SplashDestination>) {
    self.isFirstLaunch = isFirstLaunch
    self.navigator = navigator
    super.init(title: "Splash")
  }

  func didFinishLoading() {
    navigator.exit(isFirstLaunch ? .onboarding : .login)
  }
}
