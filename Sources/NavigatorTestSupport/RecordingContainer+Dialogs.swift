import Navigator

// MARK: - Dialogs

extension RecordingContainer {
  /// Makes a dialog's screen with ``makeDialogScreen`` and keeps its reply for
  /// ``answerDialog(_:texts:)``.
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    guard let makeDialogScreen else {
      throw NavigationError.dialogUnavailable.asking(for: AnyDestination(dialog))
    }
    let screen = makeDialogScreen(dialog)
    dialogs = dialogs.filter { $0.value.reply.screen != nil }
    dialogs[ObjectIdentifier(screen)] = (dialog, DialogReplier(reply: reply, screen: screen))
    return screen
  }

  /// The dialog on show: the top modal's, when it is a dialog.
  ///
  /// ```swift
  /// #expect(container.dialog?.name == "deleteChat")
  /// ```
  public var dialog: DialogContent? {
    guard let top = layout.modals.last, top.stack.count == 1, let screen = top.stack.first,
      let entry = dialogs[ObjectIdentifier(screen)], entry.reply.screen === screen
    else { return nil }
    return entry.content
  }

  /// Taps the action titled `action` of the dialog on show, as the user does: the dialog
  /// dismisses itself, as `UIAlertController` does, then gives its reply and tells the
  /// navigator.
  ///
  /// ```swift
  /// try container.answerDialog("Delete")
  /// try container.answerDialog("Rename", texts: ["Climbers"])
  /// ```
  ///
  /// - Parameters:
  ///   - action: The title of the action to tap.
  ///   - texts: What the user typed in the dialog's text fields, top first; the fields' own
  ///     texts when empty.
  /// - Throws: ``DialogAnswerError`` when no dialog is on show, a change is in progress (UIKit
  ///   ignores taps then), or the dialog has no such action; nothing changes then.
  public func answerDialog(_ action: String, texts: [String] = []) throws(DialogAnswerError) {
    guard let dialog, let screen = layout.modals.last?.stack.first,
      let replier = dialogs.removeValue(forKey: ObjectIdentifier(screen))?.reply
    else { throw DialogAnswerError(reason: "no dialog is on show") }
    guard let index = dialog.actions.firstIndex(where: { $0.title == action }) else {
      dialogs[ObjectIdentifier(screen)] = (dialog, replier)
      let titles = dialog.actions.map(\.title).joined(separator: ", ")
      throw DialogAnswerError(reason: "\(dialog) has no action titled \(action), only \(titles)")
    }
    guard !isTransitioning else {
      dialogs[ObjectIdentifier(screen)] = (dialog, replier)
      throw DialogAnswerError(reason: "a change is in progress, and UIKit ignores taps then")
    }
    layout.modals.removeLast()
    events.append(.answered(dialog.name, action: action))
    replier.reply(
      DialogReply(actionIndex: index, texts: texts.isEmpty ? dialog.textFields.map(\.text) : texts))
    userDidChangeLayout?()
  }
}

/// Why ``RecordingContainer/answerDialog(_:texts:)`` could not answer.
public struct DialogAnswerError: Error, CustomStringConvertible {
  /// What was wrong, in words.
  public let reason: String

  /// `Cannot answer the dialog:` and the reason.
  public var description: String { "Cannot answer the dialog: \(reason)." }
}

/// A dialog's reply, with its screen, to tell it from a screen made later at the same address.
struct DialogReplier {
  let reply: @MainActor (DialogReply) -> Void
  weak var screen: AnyObject?
}
