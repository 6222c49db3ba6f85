import Navigator

/// Sends a password reset link.
@MainActor
final class ForgotPasswordScreen: AppScreen {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(title: "ForgotPassword")
  }

  func didTapBack() {
    navigator.goBack()
  }
}
