import Navigator

/// Makes the screens of the Login area. A completed login is an exit into the user's tabs, so
/// this factory knows nothing of the areas after it.
struct LoginScreens: ViewControllerFactory {
  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> AppScreen {
    switch destination {
    case .login: LoginScreen(navigator: navigator)
    case .forgotPassword: ForgotPasswordScreen(navigator: navigator)
    case .signUp(let email): SignUpScreen(prefilledEmail: email, navigator: navigator)
    }
  }
}
