import Navigator

/// Writes a new message: the root of a sheet with a navigation bar and a Cancel button. "To:"
/// pushes the recipients inside the sheet; "Attach photo" presents a picker over the sheet.
/// A message typed and not sent is asked about before the sheet goes.
@MainActor
final class NewMessageScreen: AppScreen, LeaveGuard {
  let user: User
  private let navigator: any Navigator<MessagesDestination>
  private(set) var draft = ""

  init(user: User, navigator: any Navigator<MessagesDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(title: "NewMessage")
  }

  func didType(_ text: String) {
    draft = text
  }

  /// Asks before an unsent message is discarded: by Cancel, a swipe down or a link elsewhere.
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    guard !draft.isEmpty, leaving.isRemoved, leaving.mayRefuse else { return .allow }
    return .later { [navigator] in
      try await navigator.ask(.discardMessage) == .discard ? .allow : .stay("the user kept it")
    }
  }

  /// Pushes the people to write to on the sheet's own stack: a push goes onto the top stack,
  /// which is the sheet's.
  func didTapTo() {
    navigator.navigate(to: .recipients(of: user))
  }

  func didTapAttachPhoto() {
    navigator.navigate(to: .photoPicker)
  }

  func didTapCancel() {
    navigator.dismiss()
  }
}
