import Navigator

/// Someone's profile, with "Send message".
@MainActor
final class ProfileScreen: AppScreen {
  let person: User
  private let navigator: any Navigator<MessagesDestination>

  init(person: User, navigator: any Navigator<MessagesDestination>) {
    self.person = person
    self.navigator = navigator
    super.init(title: "Profile")
  }

  /// Opens the chat with the person, going back to it if it is already open below.
  func didTapSendMessage() {
    navigator.navigate(to: .chat(person))
  }

  func didTapBack() {
    navigator.goBack()
  }
}
