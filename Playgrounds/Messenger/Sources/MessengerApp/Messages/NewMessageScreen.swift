import Navigator

/// Writes a new message: the root of a sheet with a navigation bar and a Cancel button. "To:"
/// pushes the recipients inside the sheet; "Attach photo" presents a picker over the sheet.
@MainActor
final class NewMessageScreen: AppScreen {
  let user: User
  private let navigator: any Navigator<MessagesDestination>

  init(user: User, navigator: any Navigator<MessagesDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(title: "NewMessage")
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
