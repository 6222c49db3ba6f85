/// A dialog that a guard asked while its request's turn waits for it: the modal that shows it,
/// and what to tell the dialog's asker once it is on show, or why it could not be. The asker is
/// told once: by the step that shows it, or, when its turn ends first, by the turn's end.
@MainActor
final class GuardDialog {
  /// The change that shows the dialog.
  let present: NavigationChange
  /// The dialog's identifier.
  let id: Int
  private var shown: (@MainActor (Result<Void, NavigationError>) -> Void)?

  init(
    present: NavigationChange, id: Int,
    shown: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    self.present = present
    self.id = id
    self.shown = shown
  }

  /// Tells the asker how showing the dialog went, the first time only.
  ///
  /// - Returns: Whether this was the first time.
  @discardableResult
  func tell(_ result: Result<Void, NavigationError>) -> Bool {
    guard let shown = shown.take() else { return false }
    shown(result)
    return true
  }
}
