import Navigator

// MARK: - Dialogs

// NB: the container this controller is the view of makes, shows and answers the dialogs.
extension RecordingNavigationController {
  /// Makes the screens of dialogs, which the controller presents and then answers with
  /// ``answerDialog(_:texts:)``; while `nil`, asking a dialog fails with
  /// `NavigationError.dialogUnavailable`.
  ///
  /// ```swift
  /// navigation.makeDialogScreen = { _ in UIViewController() }
  /// ```
  public var makeDialogScreen: (@MainActor (DialogContent) -> Screen)? {
    get { container.makeDialogScreen }
    set { container.makeDialogScreen = newValue }
  }

  /// Makes a dialog's screen with ``makeDialogScreen`` and keeps its reply for
  /// ``answerDialog(_:texts:)``.
  ///
  /// ```swift
  /// let screen = try navigation.makeScreen(for: content) { reply in print(reply.actionIndex) }
  /// ```
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    try container.makeScreen(for: dialog, reply: reply)
  }

  /// The dialog on show: the presented screen's, when it is a dialog.
  ///
  /// ```swift
  /// #expect(navigation.dialog?.name == "deleteChat")
  /// ```
  public var dialog: DialogContent? { container.dialog }

  /// Taps the action titled `action` of the dialog on show, as the user does: the dialog
  /// dismisses itself, as `UIAlertController` does, then gives its reply. Records no event.
  ///
  /// ```swift
  /// try navigation.answerDialog("Delete")
  /// try navigation.answerDialog("Rename", texts: ["Climbers"])
  /// ```
  ///
  /// - Parameters:
  ///   - action: The title of the action to tap.
  ///   - texts: What the user typed in the dialog's text fields, top first; the fields' own
  ///     texts when empty.
  /// - Throws: ``DialogAnswerError`` when no dialog is on show, a transition is in progress
  ///   (UIKit ignores taps then), or the dialog has no such action; nothing changes then.
  public func answerDialog(_ action: String, texts: [String] = []) throws(DialogAnswerError) {
    try container.answerDialog(action, texts: texts)
  }
}
