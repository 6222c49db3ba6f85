import Navigator

/// The root of the Chats tab, whatever its layout: the user's conversations, with
/// "New message".
@MainActor
protocol InboxScreen: AppScreen {
  var user: User { get }
  var navigator: any Navigator<MessagesDestination> { get }
}

extension InboxScreen {
  func didSelectConversation(with contact: User) {
    navigator.navigate(to: .chat(contact))
  }

  func didTapNewMessage() {
    navigator.navigate(to: .newMessage(from: user))
  }
}
