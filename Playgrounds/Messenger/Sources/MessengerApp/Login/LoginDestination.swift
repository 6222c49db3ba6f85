import Navigator

/// The login screen and where it leads.
enum LoginDestination: RoutableDestination, Codable {
  /// The login form, the root of the logged-out app.
  case login
  /// A sheet over the login screen, with a navigation bar and a Cancel button.
  case forgotPassword
  case signUp(prefilledEmail: String?)
  /// The user's tabs: a lead resets the app to them, so the login screens are gone once logged
  /// in (see `makeAppNavigator`).
  case loginCompleted(user: User)

  var presentation: Presentation {
    switch self {
    case .login, .loginCompleted: .replaceStack
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    }
  }

  /// The cases without their payloads, for the app's destination graph.
  enum Screen: Hashable, Sendable { case login, forgotPassword, signUp, loginCompleted }

  var screen: Screen {
    switch self {
    case .login: .login
    case .forgotPassword: .forgotPassword
    case .signUp: .signUp
    case .loginCompleted: .loginCompleted
    }
  }
}
