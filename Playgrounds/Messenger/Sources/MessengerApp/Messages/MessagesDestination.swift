import Navigator

/// Where the user's conversations lead.
enum MessagesDestination: Destination {
  /// The conversation with someone. Opening it again goes back to it instead of stacking a
  /// second copy (Chat › Profile › Chat would be a cycle).
  case chat(User)
  case profile(User)
  /// A form over the current screen, with a navigation bar of its own.
  case newMessage
  /// The login screen, with the back stack cleared.
  case logout

  var presentation: Presentation {
    switch self {
    case .chat: .popToExistingOrPush
    case .profile: .push
    case .newMessage: .modalInNavigationStack
    case .logout: .replaceStack
    }
  }
}
