import Navigator

/// The Chats tab: the user's conversations, and the sheet in which a new message is written.
enum MessagesDestination: RoutableDestination, Codable {
  /// The conversations of the user logged in: the root of the Chats tab.
  case inbox(User)
  /// The conversation with someone. Opening it again goes back to it instead of stacking a
  /// second copy (Chat › Profile › Chat would be a cycle).
  case chat(User)
  case profile(User)
  /// A sheet with a navigation bar and a Cancel button, in which `from` writes a new message.
  /// It pushes inside itself.
  case newMessage(from: User)
  /// The people `of` can write to, pushed inside the new message sheet.
  case recipients(of: User)
  /// A photo picker presented over the new message sheet: a modal over a modal.
  case photoPicker
  case newGroup(from: User)
  case nameGroup(members: [User])

  var presentation: Presentation {
    switch self {
    case .inbox: .replaceStack
    case .chat: .popToExistingOrPush
    case .profile, .recipients: .push
    case .newMessage: .modalWithNavigationBar
    case .photoPicker: .modal
    case .newGroup: .modalWithNavigationBar
    case .nameGroup: .push
    }
  }
}
