import Navigator

/// The conversation with `contact`; tapping their name in the title bar opens their profile.
/// A message typed and not sent is asked about before the chat is closed.
@MainActor
final class ChatScreen: AppScreen, LeaveGuard {
  let contact: User
  private let navigator: any Navigator<MessagesDestination>
  private(set) var draft = ""
  private(set) var isDeleted = false

  init(contact: User, navigator: any Navigator<MessagesDestination>) {
    self.contact = contact
    self.navigator = navigator
    super.init(title: "Chat")
  }

  func didType(_ text: String) {
    draft = text
  }

  /// Asks before an unsent message is discarded; a tab switch only hides the chat, and log out
  /// cannot be stopped.
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    guard !draft.isEmpty, leaving.isRemoved, leaving.mayRefuse else { return .allow }
    return .later { [navigator] in
      try await navigator.ask(.discardMessage) == .discard
        ? .allow : .stay("the user kept the message")
    }
  }

  func didTapTitle() {
    navigator.navigate(to: .profile(contact))
  }

  func didTapBack() {
    navigator.goBack()
  }

  /// Asks "Delete this chat?" and, when the user confirms, deletes it and goes back.
  func didTapDelete() async {
    guard (try? await navigator.ask(.deleteChat)) == .delete else { return }
    isDeleted = true
    navigator.goBack()
  }
}
