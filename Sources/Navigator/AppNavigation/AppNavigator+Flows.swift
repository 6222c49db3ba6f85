// MARK: - Flows

extension AppNavigator {
  /// Shows `destination` of any registered area and returns the value its flow finishes with, or
  /// `nil` when the flow was cancelled: its first screen left without finishing it (a swipe
  /// down, a back swipe, a later request, log out, the app navigator going away).
  ///
  /// The flow is the screen the request shows on top and everything shown above it; any of its
  /// screens ends it with ``finishFlow(returning:completion:)`` (with an area's navigator:
  /// ``Navigator/finishFlow(returning:completion:)``), which takes the flow's screens away and
  /// then returns the value here, once.
  ///
  /// ```swift
  /// let order = try await appNavigator.result(of: CheckoutDestination.cart, as: Order.self)
  /// ```
  ///
  /// - Throws: ``NavigationError`` when the flow could not be shown; nothing changed then.
  public func result<D: Destination, Value: Sendable>(
    of destination: D, as type: Value.Type = Value.self, animated: Bool = true
  ) async throws(NavigationError) -> Value? {
    let result = await withCheckedContinuation { continuation in
      self.result(of: destination, as: type, animated: animated) {
        continuation.resume(returning: $0)
      }
    }
    return try result.get()
  }

  /// Shows `destination` and calls `completion` once, with the value its flow finishes with,
  /// `nil` when it was cancelled, or the failure that kept it from showing.
  ///
  /// ```swift
  /// appNavigator.result(of: CheckoutDestination.cart, as: Order.self) { result in
  ///   if case .success(let order?) = result { cart.didPlace(order) }
  /// }
  /// ```
  public func result<D: Destination, Value: Sendable>(
    of destination: D, as type: Value.Type = Value.self, animated: Bool = true,
    completion: @escaping @MainActor (Result<Value?, NavigationError>) -> Void
  ) {
    engine.startFlow(
      .navigate(to: destination, animated: animated), expecting: FlowValueType(type)
    ) { result in
      // NB: a flow is finished only with a value of its type (`finishFlow`).
      completion(result.map { $0 as? Value })
    }
  }

  /// Ends the innermost flow on show that returns a `Value`: its screens are taken away (its
  /// first screen and everything above it; leave guards are told, and cannot refuse), then
  /// whoever started it gets `value`.
  ///
  /// ```swift
  /// appNavigator.finishFlow(returning: Order(id: 42))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The flow's value, which its starter gets.
  ///   - completion: Called once the flow's screens are gone, or with
  ///     ``NavigationError/flowNotFound`` when no flow returning a `Value` is on show; without
  ///     one, a failure goes to ``onFailure``.
  public func finishFlow<Value: Sendable>(
    returning value: Value,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    engine.finishFlow(value, type: FlowValueType(Value.self), completion: completion)
  }

  /// Shows `dialog` in its turn, once no other dialog is on show, and returns the answer of the
  /// action the user tapped, or of its cancel action when something else dismissed it.
  ///
  /// ```swift
  /// if try await appNavigator.ask(.deleteChat) == .delete { chats.remove(chat) }
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
  /// appNavigator.ask(.deleteChat) { result in
  ///   if case .success(.delete) = result { chats.remove(chat) }
  /// }
  /// ```
  public func ask<Answer: Sendable>(
    _ dialog: Dialog<Answer>, animated: Bool = true,
    completion: @escaping @MainActor (Result<Answer, NavigationError>) -> Void
  ) {
    dialog.ask(
      with: { content, reply in engine.askDialog(content, animated: animated, completion: reply) },
      completion: completion)
  }

  /// Calls `handler` with the value of a flow that was on show when the app was restored, and
  /// so has no one awaiting it, or with `nil` when it was cancelled. Without a handler for its
  /// type, the value of such a flow goes to ``onFailure`` as ``NavigationError/flowNotFound``.
  ///
  /// ```swift
  /// appNavigator.handleRestoredFlows(returning: Order.self) { order in
  ///   if let order { cart.didPlace(order) }
  /// }
  /// ```
  public func handleRestoredFlows<Value: Sendable>(
    returning type: Value.Type, _ handler: @escaping @MainActor (Value?) -> Void
  ) {
    engine.flows.restoredFlowHandlers[FlowValueType(type).id] = { handler($0 as? Value) }
  }
}
