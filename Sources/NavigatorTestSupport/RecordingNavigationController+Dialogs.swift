import Navigator

/// The screens of the dialogs a ``RecordingNavigationController`` made, with their replies.
struct RecordingDialogs<Screen: AnyObject> {
  var make: (@MainActor (DialogContent) -> Screen)?
  var made: [ObjectIdentifier: (content: DialogContent, reply: DialogReplier)] = [:]
}

// MARK: - Dialogs

extension RecordingNavigationController {
  /// Makes the screens of dialogs, which the controller presents and then answers with
  /// ``answerDialog(_:texts:)``; while `nil`, asking a dialog fails with
  /// `NavigationError.dialogUnavailable`.
  ///
  /// ```swift
  /// navigation.makeDialogScreen = { _ in UIViewController() }
  /// ```
  public var makeDialogScreen: (@MainActor (DialogContent) -> Screen)? {
    get { dialogs.make }
    set { dialogs.make = newValue }
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
    guard let make = dialogs.make else {
      throw NavigationError.dialogUnavailable.asking(for: AnyDestination(dialog))
    }
    let screen = make(dialog)
    dialogs.made = dialogs.made.filter { $0.value.reply.screen != nil }
    dialogs.made[ObjectIdentifier(screen)] = (dialog, DialogReplier(reply: reply, screen: screen))
    return screen
  }

  /// The dialog on show: the presented screen's, when it is a dialog.
  ///
  /// ```swift
  /// #expect(navigation.dialog?.name == "deleteChat")
  /// ```
  public var dialog: DialogContent? {
    guard let screen = presentedScreen, let entry = dialogs.made[ObjectIdentifier(screen)],
      entry.reply.screen === screen
    else { return nil }
    return entry.content
  }

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
    guard let dialog, let screen = presentedScreen,
      let replier = dialogs.made[ObjectIdentifier(screen)]?.reply
    else { throw DialogAnswerError(reason: "no dialog is on show") }
    guard let index = dialog.actions.firstIndex(where: { $0.title == action }) else {
      let titles = dialog.actions.map(\.title).joined(separator: ", ")
      throw DialogAnswerError(reason: "\(dialog) has no action titled \(action), only \(titles)")
    }
    guard !isTransitioning else {
      throw DialogAnswerError(reason: "a transition is in progress, and UIKit ignores taps then")
    }
    dialogs.made[ObjectIdentifier(screen)] = nil
    dismissDialogScreen()
    replier.reply(
      DialogReply(actionIndex: index, texts: texts.isEmpty ? dialog.textFields.map(\.text) : texts))
  }
}
