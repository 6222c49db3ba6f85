import Navigator

/// One page of the first-launch flow, with a button to the next page.
@MainActor
final class OnboardingPageScreen: AppScreen {
  let number: Int
  let pageCount: Int
  private let navigator: any Navigator<OnboardingDestination>

  init(number: Int, pageCount: Int, navigator: any Navigator<OnboardingDestination>) {
    self.number = number
    self.pageCount = pageCount
    self.navigator = navigator
    super.init(title: "Onboarding")
  }

  /// The button's title: the last page starts the app.
  var nextButtonTitle: String { number == pageCount ? "Get started" : "Next" }

  /// Asks for the next page; the page does not know whether there is one, the app's lead does.
  func didTapNext() {
    navigator.navigate(to: .page(number + 1))
  }

  func didTapBack() {
    navigator.goBack()
  }
}
