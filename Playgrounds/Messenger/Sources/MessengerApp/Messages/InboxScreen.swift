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

  /// Opens the chat a notification banner is about.
  ///
  /// A chat is pushed, and a pushed screen never goes behind a modal one: while a sheet is up,
  /// such as a new message being written, the request fails with `NavigationError.blockedByModal`
  /// and nothing changes, so the draft is not thrown away. The navigator's failure handler reports
  /// it. A screen that knows a sheet is up and means to close it dismisses first and navigates
  /// then, as `NewMessageScreen.didPick(_:)` does.
  func didTapBanner(from contact: User) {
    navigator.navigate(to: .chat(contact))
  }

  func didTapLogOut() {
    navigator.navigate(to: .logout)
  }
}
