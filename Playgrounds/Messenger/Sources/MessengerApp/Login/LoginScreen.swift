import Navigator

/// The login form: an email field, "Log in", "Forgot password" and "Sign up".
@MainActor
final class LoginScreen: AppScreen {
  private let navigator: any Navigator<LoginDestination>
  private(set) var email = ""
  private(set) var errorMessage: String?

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(title: "Login")
  }

  func didType(email: String) {
    self.email = email
  }

  func didTapForgotPassword() {
    navigator.navigate(to: .forgotPassword)
  }

  /// Opens the sign-up form with the email typed so far, if any.
  func didTapSignUp() {
    navigator.navigate(to: .signUp(prefilledEmail: email.isEmpty ? nil : email))
  }

  /// Logs in with the email typed and returns once the user's conversations are shown.
  func didTapLogIn() async {
    guard let user = User.everyone.first(where: { $0.email == email }) else {
      errorMessage = "There is no account for \(email)."
      return
    }
    do {
      try await navigator.perform(.exit(.loggedIn(user)))
    } catch {
      errorMessage = error.description
    }
  }
}
