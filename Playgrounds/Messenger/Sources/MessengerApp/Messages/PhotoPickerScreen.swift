import Navigator

/// Picks a photo to attach: one screen presented over the new message sheet, without a
/// navigation bar of its own.
@MainActor
final class PhotoPickerScreen: AppScreen {
  private let navigator: any Navigator<MessagesDestination>

  init(navigator: any Navigator<MessagesDestination>) {
    self.navigator = navigator
    super.init(title: "PhotoPicker")
  }

  /// Closes the picker only; the sheet below stays with its draft.
  func didTapCancel() {
    navigator.dismiss()
  }
}
