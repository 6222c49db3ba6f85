/// An alert or a confirmation dialog declared as a value, whose answer is typed.
///
/// Ask it from any navigator; it waits its turn in the queue like any request, shows once the
/// transition in progress is over, one dialog at a time, and its answer comes back once:
///
/// ```swift
/// enum DeleteAnswer: Sendable { case delete, keep }
///
/// extension Dialog where Answer == DeleteAnswer {
///   static var deleteChat: Self {
///     Dialog(
///       "deleteChat", title: "Delete this chat?", style: .actionSheet,
///       actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)])
///   }
/// }
/// ```
///
/// ```swift
/// if try await navigator.ask(.deleteChat) == .delete { chats.remove(chat) }
/// ```
///
/// A dialog has exactly one action with the ``DialogRole/cancel`` role: its answer is the one the
/// dialog gives when something else dismisses it (a deep link elsewhere, log out, the app
/// navigator going away).
public struct Dialog<Answer: Sendable>: Sendable {
  /// The dialog's name, which names it in the state and in messages: `deleteChat`.
  public var name: String
  /// The title, or `nil` for none.
  public var title: String?
  /// The message under the title, or `nil` for none.
  public var message: String?
  /// An alert, or an action sheet.
  public var style: DialogStyle
  /// The text fields, top first, for a dialog that asks for text (an alert only).
  public var textFields: [DialogTextField]
  /// The actions, in order; exactly one has the ``DialogRole/cancel`` role.
  public var actions: [Action]

  /// Declares a dialog.
  ///
  /// ```swift
  /// let discard = Dialog<Bool>(
  ///   "discardChanges", title: "Discard your changes?",
  ///   actions: [.destructive("Discard", answer: true), .cancel("Keep Editing", answer: false)])
  /// ```
  ///
  /// - Parameters:
  ///   - name: Names the dialog in the state and in messages; never put user data in it.
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - style: An alert (the default) or an action sheet.
  ///   - textFields: The text fields, for an alert that asks for text.
  ///   - actions: The actions, exactly one of them with the cancel role.
  public init(
    _ name: String, title: String? = nil, message: String? = nil, style: DialogStyle = .alert,
    textFields: [DialogTextField] = [], actions: [Action]
  ) {
    self.name = name
    self.title = title
    self.message = message
    self.style = style
    self.textFields = textFields
    self.actions = actions
  }

  /// One action of a dialog: its title, its role and the answer it gives.
  public struct Action: Sendable {
    /// The button's title.
    public var title: String
    /// What the action does, which sets how it looks.
    public var role: DialogRole
    /// The answer, from the texts of the dialog's fields.
    let answer: @Sendable ([String]) -> Answer

    /// An action that answers `answer`.
    ///
    /// ```swift
    /// let archive = Dialog<Choice>.Action("Archive", answer: .archive)
    /// ```
    public init(_ title: String, role: DialogRole = .default, answer: Answer) {
      self.init(title, role: role) { _ in answer }
    }

    /// An action whose answer is made from the texts the user typed, top field first.
    ///
    /// ```swift
    /// let rename = Dialog<Rename>.Action("Rename") { texts in .rename(to: texts[0]) }
    /// ```
    public init(
      _ title: String, role: DialogRole = .default,
      answer: @escaping @Sendable (_ texts: [String]) -> Answer
    ) {
      self.title = title
      self.role = role
      self.answer = answer
    }

    /// The action that changes nothing, whose answer is also the dialog's when something else
    /// dismisses it.
    ///
    /// ```swift
    /// let keep = Dialog<Bool>.Action.cancel("Keep Editing", answer: false)
    /// ```
    public static func cancel(_ title: String = "Cancel", answer: Answer) -> Self {
      Self(title, role: .cancel, answer: answer)
    }

    /// An action that destroys data, shown in red.
    ///
    /// ```swift
    /// let delete = Dialog<DeleteAnswer>.Action.destructive("Delete", answer: .delete)
    /// ```
    public static func destructive(_ title: String, answer: Answer) -> Self {
      Self(title, role: .destructive, answer: answer)
    }
  }
}

// MARK: - Content and answers

extension Dialog {
  /// What a container shows, with `id` to tell this asking of the dialog from another.
  func content(id: Int) -> DialogContent {
    DialogContent(
      name: name, title: title, message: message, style: style, textFields: textFields,
      actions: actions.map { DialogActionContent(title: $0.title, role: $0.role) }, id: id)
  }

  /// Checks the dialog, gives its content to `show`, and turns the reply `show` gets (`nil` when
  /// something else dismissed it) into the typed answer for `completion`.
  @MainActor
  func ask(
    with show: (
      DialogContent, _ reply: @escaping @MainActor (Result<DialogReply?, NavigationError>) -> Void
    ) -> Void,
    completion: @escaping @MainActor (Result<Answer, NavigationError>) -> Void
  ) {
    if let problem {
      completion(.failure(NavigationError(.invalidDialog, detail: .reason(problem))))
      return
    }
    show(content(id: DialogIdentifiers.next())) { result in
      completion(result.map { answer(to: $0) })
    }
  }

  /// Why the dialog cannot be shown, or `nil` when it can.
  var problem: String? {
    let cancels = actions.filter { $0.role == .cancel }.count
    if cancels != 1 {
      return "it has \(cancels) actions with the cancel role instead of one, whose answer is the "
        + "dialog's when something else dismisses it"
    }
    if style == .actionSheet && !textFields.isEmpty {
      return "an action sheet cannot ask for text; make it an alert"
    }
    return nil
  }

  /// The answer of `reply`, or of the cancel action when the dialog was dismissed by something
  /// else.
  func answer(to reply: DialogReply?) -> Answer {
    let texts = reply?.texts ?? textFields.map(\.text)
    if let reply, actions.indices.contains(reply.actionIndex) {
      return actions[reply.actionIndex].answer(texts)
    }
    // NB: `problem` made sure there is exactly one cancel action before the dialog was shown.
    let cancel = actions.first { $0.role == .cancel } ?? actions[actions.count - 1]
    return cancel.answer(texts)
  }
}

/// Numbers each dialog asked, so that a reply finds the dialog it answers.
@MainActor
enum DialogIdentifiers {
  private static var last = 0

  static func next() -> Int {
    last += 1
    return last
  }
}
