import Navigator

/// Where the login screen leads.
enum LoginDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)
  /// The user's conversations: the login screens are gone from the back stack once logged in.
  case loginCompleted(user: User)

  var presentation: Presentation {
    switch self {
    case .forgotPassword, .signUp: .push
    case .loginCompleted: .replaceStack
    }
  }
}
