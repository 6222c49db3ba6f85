import Navigator

/// Makes the splash screen; its exits are leads into Onboarding and Login.
struct SplashScreens: ViewControllerFactory {
  let isFirstLaunch: Bool

  func makeViewController(
    for destination: SplashDestination, navigator: any Navigator<SplashDestination>
  ) throws -> AppScreen {
    switch destination {
    case .splash: SplashScreen(isFirstLaunch: isFirstLaunch, navigator: navigator)
    case .onboarding, .login: throw LedElsewhere(destination)
    }
  }
}
