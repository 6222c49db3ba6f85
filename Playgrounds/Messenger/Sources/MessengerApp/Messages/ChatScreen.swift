import Navigator

/// The conversation with `contact`; tapping their name in the title bar opens their profile.
@MainActor
final class ChatScreen: AppScreen {
  let contact: User
  private let navigator: any Navigator<MessagesDestination>

  init(contact: User, navigator: any Navigator<MessagesDestination>) {
    self.contact = contact
    self.navigator = navigator
    super.init(title: "Chat")
  }

  func didTapTitle() {
    navigator.navigate(to: .profile(contact))
  }

  func didTapBack() {
    navigator.goBack()
  }
}
