import Navigator

/// Sends a password reset link. Shown as a sheet over the login screen, with a Cancel button in
/// its navigation bar.
@MainActor
final class ForgotPasswordScreen: AppScreen {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(title: "ForgotPassword")
  }

  /// Closes the sheet. A second tap, once the sheet is gone, finds nothing to dismiss; the
  /// navigator's failure handler reports it.
  func didTapCancel() {
    navigator.dismiss()
  }
}
