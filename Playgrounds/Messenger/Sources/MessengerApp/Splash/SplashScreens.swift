import Navigator

/// Makes the splash screen.
struct SplashScreens: ViewControllerFactory {
  let isFirstLaunch: Bool

  func makeViewController(
    for destination: SplashDestination, navigator: any Navigator<SplashDestination>
  ) -> AppScreen {
    switch destination {
    case .splash: SplashScreen(isFirstLaunch: isFirstLaunch, navigator: navigator)
    }
  }
}
