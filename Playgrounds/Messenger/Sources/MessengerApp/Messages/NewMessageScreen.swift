import Navigator

/// Picks whom to write to. Shown as a sheet with a navigation bar and a Cancel button; picking
/// someone closes it and opens the chat.
@MainActor
final class NewMessageScreen: AppScreen {
  let contacts: [User]
  private let navigator: any Navigator<MessagesDestination>

  init(contacts: [User], navigator: any Navigator<MessagesDestination>) {
    self.contacts = contacts
    self.navigator = navigator
    super.init(title: "NewMessage")
  }

  /// Closes the sheet and opens the chat with `contact`. The navigator carries out the two
  /// requests in order, the second once the first has finished, so the chat is pushed once the
  /// sheet is gone; pushed while the sheet is up, it would fail with `.blockedByModal`.
  func didPick(_ contact: User) {
    navigator.dismiss()
    navigator.navigate(to: .chat(contact))
  }

  func didTapCancel() {
    navigator.dismiss()
  }
}
