import Navigator

/// The sign-up form, with the email the user typed on the login screen already filled in.
@MainActor
final class SignUpScreen: AppScreen {
  let prefilledEmail: String?
  private let navigator: any Navigator<LoginDestination>

  init(prefilledEmail: String?, navigator: any Navigator<LoginDestination>) {
    self.prefilledEmail = prefilledEmail
    self.navigator = navigator
    super.init(title: "SignUp")
  }

  func didTapBack() {
    navigator.goBack()
  }
}
