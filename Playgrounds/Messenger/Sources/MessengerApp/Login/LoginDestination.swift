import Navigator

/// The login screen and where it leads.
enum LoginDestination: RoutableDestination, Codable {
  /// The login form, the root of the logged-out app.
  case login
  /// A sheet over the login screen, with a navigation bar and a Cancel button.
  case forgotPassword
  case signUp(prefilledEmail: String?)

  var presentation: Presentation {
    switch self {
    case .login: .replaceStack
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    }
  }

  enum Exit: Equatable, Sendable {
    /// The user's tabs: the app resets to them, so the login screens are gone once logged in
    /// (see `makeAppNavigator`).
    case loggedIn(User)
  }
}
