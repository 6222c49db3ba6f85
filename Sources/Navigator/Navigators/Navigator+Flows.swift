// MARK: - Flows and dialogs

extension Navigator {
  /// Shows `destination` and returns the value its flow finishes with, or `nil` when the flow
  /// was cancelled: its first screen left without finishing it (a swipe down, a back swipe, a
  /// later request, log out, the app navigator going away).
  ///
  /// The flow is the screen shown and everything shown above it. Any of its screens ends it with
  /// ``finishFlow(returning:completion:)`` on its own navigator, without knowing who asked:
  ///
  /// ```swift
  /// // In the screen that needs a contact:
  /// if let contact = try await navigator.result(of: .pickContact, as: Contact.self) {
  ///   recipients.append(contact)
  /// }
  /// // In the contact picker:
  /// navigator.finishFlow(returning: contact)
  /// ```
  ///
  /// - Throws: ``NavigationError`` when the flow could not be shown; nothing changed then.
  public func result<Value: Sendable>(
    of destination: Destination, as type: Value.Type = Value.self, animated: Bool = true
  ) async throws(NavigationError) -> Value? {
    let result = await withCheckedContinuation { continuation in
      self.result(of: destination, as: type, animated: animated) {
        continuation.resume(returning: $0)
      }
    }
    return try result.get()
  }

  /// Shows `destination` and calls `completion` once with the value its flow finishes with,
  /// `nil` when it was cancelled, or the failure that kept it from showing.
  ///
  /// ```swift
  /// navigator.result(of: .pickContact, as: Contact.self) { result in
  ///   if case .success(let contact?) = result { recipients.append(contact) }
  /// }
  /// ```
  public func result<Value: Sendable>(
    of destination: Destination, as type: Value.Type = Value.self, animated: Bool = true,
    completion: @escaping @MainActor (Result<Value?, NavigationError>) -> Void
  ) {
    let request = FlowRequest(
      action: .start(destination, expecting: FlowValueType(type)), animated: animated)
    performFlow(request) { result in completion(result.map { $0.value as? Value }) }
  }

  /// Ends the innermost flow on show that returns a `Value`: its screens are taken away (leave
  /// guards are told, and cannot refuse), then whoever started it gets `value`, once.
  ///
  /// ```swift
  /// navigator.finishFlow(returning: CheckoutResult.placed(order))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The flow's value, which its starter gets.
  ///   - completion: Called once the flow's screens are gone, or with
  ///     ``NavigationError/flowNotFound`` when no flow returning a `Value` is on show; without
  ///     one, a failure goes to the failure handler.
  public func finishFlow<Value: Sendable>(
    returning value: Value,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    let request = FlowRequest<Destination>(
      action: .finish(value, FlowValueType(Value.self)), animated: true)
    guard let completion else { return performFlow(request, completion: nil) }
    performFlow(request) { result in completion(result.map { _ in }) }
  }

  /// Shows `dialog` in its turn, once no other dialog is on show, and returns the answer of the
  /// action the user tapped, or of its cancel action when something else dismissed it.
  ///
  /// ```swift
  /// if try await navigator.ask(.deleteChat) == .delete { chats.remove(chat) }
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidDialog`` for a dialog without exactly one cancel
  ///   action, ``NavigationError/dialogUnavailable`` when the container cannot show dialogs, or
  ///   why it could not be presented.
  public func ask<Answer: Sendable>(
    _ dialog: Dialog<Answer>, animated: Bool = true
  ) async throws(NavigationError) -> Answer {
    let result = await withCheckedContinuation { continuation in
      ask(dialog, animated: animated) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// Shows `dialog` in its turn and calls `completion` once with its answer, or with the
  /// failure that kept it from showing.
  ///
  /// ```swift
  /// navigator.ask(.deleteChat) { result in
  ///   if case .success(.delete) = result { chats.remove(chat) }
  /// }
  /// ```
  public func ask<Answer: Sendable>(
    _ dialog: Dialog<Answer>, animated: Bool = true,
    completion: @escaping @MainActor (Result<Answer, NavigationError>) -> Void
  ) {
    dialog.ask(
      with: { content, reply in
        performFlow(FlowRequest(action: .ask(content), animated: animated)) { result in
          reply(result.map { $0.value as? DialogReply })
        }
      }, completion: completion)
  }
}
