import Navigator

/// Makes the screens the login screen leads to.
///
/// A completed login leads to another area, Messages, whose first screen needs a navigator of its
/// own; `makeInbox` makes both (see ``AppScreens``).
struct LoginScreens: ViewControllerFactory {
  let makeInbox: @MainActor (User) throws -> AppScreen

  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) throws -> AppScreen {
    switch destination {
    case .forgotPassword: ForgotPasswordScreen(navigator: navigator)
    case .signUp(let email): SignUpScreen(prefilledEmail: email, navigator: navigator)
    case .loginCompleted(let user): try makeInbox(user)
    }
  }
}
