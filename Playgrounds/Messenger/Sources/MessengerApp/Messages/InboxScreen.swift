import Navigator

/// The first screen of the Messages area, whatever its layout: the user's conversations, with
/// "New message" and "Log out".
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
    navigator.navigate(to: .newMessage)
  }

  func didTapLogOut() {
    navigator.navigate(to: .logout)
  }
}
