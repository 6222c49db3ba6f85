import Navigator

/// The conversation with `contact`; tapping their name in the title bar opens their profile.
/// A message typed and not sent is asked about before the chat is closed.
@MainActor
final class ChatScreen: AppScreen, LeaveGuard {
  let contact: User
  private let navigator: any Navigator<MessagesDestination>
  private let prompts: Prompts
  private(set) var draft = ""

  init(
    contact: User, navigator: any Navigator<MessagesDestination>, prompts: Prompts = Prompts()
  ) {
    self.contact = contact
    self.navigator = navigator
    self.prompts = prompts
    super.init(title: "Chat")
  }

  func didType(_ text: String) {
    draft = text
  }

  /// Asks before an unsent message is discarded; a tab switch only hides the chat, and log out
  /// cannot be stopped.
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    guard !draft.isEmpty, leaving.isRemoved, leaving.mayRefuse else { return .allow }
    let question = "Discard your message to \(contact.name)?"
    return .later { [prompts] in
      await prompts.confirm(question) ? .allow : .stay("the user kept the message")
    }
  }

  func didTapTitle() {
    navigator.navigate(to: .profile(contact))
  }

  func didTapBack() {
    navigator.goBack()
  }
}
