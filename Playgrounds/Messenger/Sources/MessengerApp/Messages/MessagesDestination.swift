import Navigator

/// Where the user's conversations lead.
enum MessagesDestination: Destination {
  /// The conversation with someone. Opening it again goes back to it instead of stacking a
  /// second copy (Chat › Profile › Chat would be a cycle).
  case chat(User)
  case profile(User)
  /// A sheet over the current screen, with a navigation bar and a Cancel button.
  case newMessage
  /// The login screen, with the back stack cleared and any sheet closed.
  case logout

  var presentation: Presentation {
    switch self {
    case .chat: .popToExistingOrPush
    case .profile: .push
    case .newMessage: .modalWithNavigationBar
    case .logout: .replaceStack
    }
  }
}
