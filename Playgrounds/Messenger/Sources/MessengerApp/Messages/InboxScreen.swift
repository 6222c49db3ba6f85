import Navigator

/// The root of the Chats tab, whatever its layout: the user's conversations, with
/// "New message".
@MainActor
protocol InboxScreen: AppScreen {
  var user: User { get }
  var navigator: any Navigator<MessagesDestination> { get }
  /// The groups the new-group flow returned, newest last.
  var groups: [Group] { get set }
}

extension InboxScreen {
  func didSelectConversation(with contact: User) {
    navigator.navigate(to: .chat(contact))
  }

  func didTapNewMessage() {
    navigator.navigate(to: .newMessage(from: user))
  }

  /// Starts the new-group flow and lists the group it returns; a cancelled flow returns `nil`.
  func didTapNewGroup() async throws(NavigationError) {
    if let group = try await navigator.result(of: .newGroup(from: user), as: Group.self) {
      groups.append(group)
    }
  }
}
