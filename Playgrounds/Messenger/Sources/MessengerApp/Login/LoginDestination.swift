import Navigator

/// Where the login screen leads.
enum LoginDestination: Destination {
  /// A sheet over the login screen, with a navigation bar and a Cancel button.
  case forgotPassword
  case signUp(prefilledEmail: String?)
  /// The user's conversations: the login screens are gone from the back stack once logged in.
  case loginCompleted(user: User)

  var presentation: Presentation {
    switch self {
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    case .loginCompleted: .replaceStack
    }
  }
}
