import Navigator

/// The people the user can write to, pushed inside the new message sheet; picking someone
/// closes the sheet and opens the chat.
@MainActor
final class RecipientsScreen: AppScreen {
  let contacts: [User]
  private let navigator: any Navigator<MessagesDestination>

  init(contacts: [User], navigator: any Navigator<MessagesDestination>) {
    self.contacts = contacts
    self.navigator = navigator
    super.init(title: "Recipients")
  }

  /// Closes the sheet, with everything pushed inside it, and opens the chat with `contact`. The
  /// two requests are carried out in order, so the chat is pushed onto the tab once the sheet is
  /// gone; pushed while the sheet is up, it would land inside the sheet.
  func didPick(_ contact: User) {
    navigator.dismiss()
    navigator.navigate(to: .chat(contact))
  }

  func didTapBack() {
    navigator.goBack()
  }
}
