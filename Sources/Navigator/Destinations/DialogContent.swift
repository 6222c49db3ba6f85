/// What a dialog shows, without its typed answers: the value a ``NavigationContainer`` turns into
/// a screen (`UIAlertController` with UIKit), and the destination that stands for it in the
/// ``NavigationState`` while it is on show.
///
/// Apps declare a ``Dialog`` and ask it with ``Navigator/ask(_:animated:)``; containers read
/// this.
///
/// ```swift
/// print(navigator.state)  // modal 0: Dialog.deleteChat
/// ```
public struct DialogContent: Destination, CustomStringConvertible {
  /// The dialog's name, which names it in the state and in messages, as a case names a
  /// destination: `deleteChat`. Unlike the title, it never holds user data.
  public let name: String
  /// The title, or `nil` for none.
  public let title: String?
  /// The message under the title, or `nil` for none.
  public let message: String?
  /// An alert in the middle of the screen, or an action sheet.
  public let style: DialogStyle
  /// The text fields, top first; empty for a dialog that asks for no text.
  public let textFields: [DialogTextField]
  /// The actions, in the order declared: each one's title and role.
  public let actions: [DialogActionContent]
  /// Tells one dialog asked from another with the same content.
  let id: Int

  /// Always ``Presentation/modal``: a dialog is presented over what is on show.
  public var presentation: Presentation { .modal }

  /// The index of the action with the ``DialogRole/cancel`` role.
  ///
  /// ```swift
  /// let cancel = content.cancelIndex.map { content.actions[$0].title }
  /// ```
  public var cancelIndex: Int? { actions.firstIndex { $0.role == .cancel } }

  /// `Dialog.` and the dialog's name, never its title.
  public var description: String { "Dialog.\(name)" }
}

/// How a dialog is shown: an alert in the middle of the screen, or an action sheet.
public enum DialogStyle: Sendable, Hashable {
  /// An alert in the middle of the screen (`UIAlertController.Style.alert`).
  case alert
  /// A sheet of actions from the bottom of the screen, or a popover on iPad
  /// (`UIAlertController.Style.actionSheet`). It asks for no text.
  case actionSheet
}

/// What an action of a dialog does, which sets how it looks, as `UIAlertAction.Style` does.
public enum DialogRole: Sendable, Hashable {
  /// An ordinary action.
  case `default`
  /// The action that changes nothing; its answer is the dialog's answer when something else
  /// dismisses it. A dialog has exactly one.
  case cancel
  /// An action that destroys data, shown in red.
  case destructive
}

/// One text field of a dialog.
public struct DialogTextField: Sendable, Hashable {
  /// The text shown while the field is empty.
  public var placeholder: String
  /// The text the field starts with.
  public var text: String
  /// Whether the field hides what is typed, for a password.
  public var isSecure: Bool

  /// Makes a text field.
  ///
  /// ```swift
  /// let field = DialogTextField(placeholder: "Name", text: user.name)
  /// ```
  public init(placeholder: String = "", text: String = "", isSecure: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
  }
}

/// An action of a dialog as a container shows it: its title and role.
public struct DialogActionContent: Sendable, Hashable {
  /// The button's title.
  public let title: String
  /// What the action does.
  public let role: DialogRole
}

/// How the user answered a dialog: the action tapped and the texts of its fields. A container
/// gives it to the answer it was handed with the dialog.
///
/// ```swift
/// answer(DialogReply(actionIndex: 1, texts: []))
/// ```
public struct DialogReply: Sendable, Hashable {
  /// The index of the action tapped, in ``DialogContent/actions``.
  public let actionIndex: Int
  /// The texts of the text fields, top first.
  public let texts: [String]

  /// Makes a reply.
  public init(actionIndex: Int, texts: [String] = []) {
    self.actionIndex = actionIndex
    self.texts = texts
  }
}
