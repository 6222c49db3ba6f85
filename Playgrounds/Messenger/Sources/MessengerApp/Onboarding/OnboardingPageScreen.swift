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

  /// Shows the next page, or, on the last one, leaves the flow for whatever the app says comes
  /// next.
  func didTapNext() {
    if number < pageCount {
      navigator.navigate(to: .page(number + 1))
    } else {
      navigator.exit(.finished)
    }
  }

  func didTapBack() {
    navigator.goBack()
  }
}
