import Navigator

/// The answer to "Discard your message?".
enum DiscardAnswer: Sendable {
  case discard, keepEditing
}

/// The answer to "Delete this chat?".
enum DeleteAnswer: Sendable {
  case delete, keep
}

extension Dialog where Answer == DiscardAnswer {
  /// Asked by a screen with an unsent message before it is left.
  static var discardMessage: Self {
    Dialog(
      "discardMessage", title: "Discard your message?",
      actions: [
        .destructive("Discard", answer: .discard), .cancel("Keep Editing", answer: .keepEditing),
      ])
  }
}

extension Dialog where Answer == DeleteAnswer {
  /// Asked from a chat's menu, as an action sheet.
  static var deleteChat: Self {
    Dialog(
      "deleteChat", title: "Delete this chat?", message: "Its messages go from all your devices.",
      style: .actionSheet,
      actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)])
  }
}
