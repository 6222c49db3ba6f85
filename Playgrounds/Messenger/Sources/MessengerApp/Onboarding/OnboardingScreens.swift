import Navigator

/// Makes the pages of the first-launch flow.
struct OnboardingScreens: ViewControllerFactory {
  func makeViewController(
    for destination: OnboardingDestination, navigator: any Navigator<OnboardingDestination>
  ) -> AppScreen {
    switch destination {
    case .page(let number):
      OnboardingPageScreen(
        number: number, pageCount: OnboardingDestination.pageCount, navigator: navigator)
    }
  }
}
