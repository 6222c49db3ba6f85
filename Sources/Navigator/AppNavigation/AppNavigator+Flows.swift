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
  /// appNavigator.result(of: CheckoutDestination.cart, as: Order.self) { result in ... }
  /// ```
  public func result<D: Destination, Value: Sendable>(
    of destination: D, as type: Value.Type = Value.self, animated: Bool = true,
    completion: @escaping @MainActor (Result<Value?, NavigationError>) -> Void
  ) {
    startFlow(
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
    finishFlow(value, type: FlowValueType(Value.self), completion: completion)
  }

  /// Shows `dialog` in its turn, once no other dialog is on show, and returns the answer of the
  /// action the user tapped, or of its cancel action when something else dismissed it.
  ///
  /// ```swift
  /// if try await appNavigator.ask(deleteChat) == .delete { chats.remove(chat) }
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
  /// appNavigator.ask(deleteChat) { result in ... }
  /// ```
  public func ask<Answer: Sendable>(
    _ dialog: Dialog<Answer>, animated: Bool = true,
    completion: @escaping @MainActor (Result<Answer, NavigationError>) -> Void
  ) {
    dialog.ask(
      with: { content, reply in askDialog(content, animated: animated, completion: reply) },
      completion: completion)
  }

  /// Calls `handler` with the value of a flow that was on show when the app was restored, and
  /// so has no one awaiting it, or with `nil` when it was cancelled. Without a handler for its
  /// type, the value of such a flow goes to ``onFailure`` as ``NavigationError/flowNotFound``.
  ///
  /// ```swift
  /// appNavigator.handleRestoredFlows(returning: Order.self) { order in cart.didPlace(order) }
  /// ```
  public func handleRestoredFlows<Value: Sendable>(
    returning type: Value.Type, _ handler: @escaping @MainActor (Value?) -> Void
  ) {
    restoredFlowHandlers[FlowValueType(type).id] = { handler($0 as? Value) }
  }

  // MARK: - Internal

  /// Makes `change` and keeps the screen it shows on top as the first screen of a flow that
  /// returns `type`; `completion` gets the flow's value once, `nil` when it was cancelled.
  func startFlow(
    _ change: NavigationChange, expecting type: FlowValueType,
    completion: @escaping @MainActor (Result<(any Sendable)?, NavigationError>) -> Void
  ) {
    perform(change) { [weak self] result in
      guard case .success = result else {
        completion(result.map { nil })
        return
      }
      guard let self, let anchor = container.layout.topElement else {
        completion(.success(nil))
        return
      }
      flows.add(anchor: anchor, valueType: type) { ending in
        if case .finished(let value) = ending {
          completion(.success(value))
        } else {
          completion(.success(nil))
        }
      }
    }
  }

  /// Ends the innermost flow that returns `type` with `value`.
  func finishFlow(
    _ value: any Sendable, type: FlowValueType,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    guard let flow = flows.innermost(returning: type) else {
      finishing(.failure(NavigationError(.flowNotFound, detail: .reason(type.name))), completion)
      return
    }
    guard flow.finishing == nil else {
      finishing(
        .failure(NavigationError(.flowAlreadyFinishing, detail: .reason(type.name))), completion)
      return
    }
    flows.setFinishing(value, of: flow.id)
    let id = flow.id
    let change = NavigationChange.custom("finish the flow returning \(type.name)") {
      [weak self] state in self?.stateWithoutFlow(id, in: state) ?? state
    }.unstoppable
    perform(change) { [weak self] result in
      guard let self else { return }
      if case .failure = result {
        flows.setFinishing(nil, of: id)
      } else if let (flow, ending) = flows.take(id) {
        // NB: a flow that starts at a stack's root keeps that screen, so it ends here.
        flow.end(ending)
      }
      finishing(result, completion)
    }
  }

  /// Shows the dialog `content` once no other dialog is on show; `completion` gets the user's
  /// reply once, or `nil` when something else dismissed it.
  func askDialog(
    _ content: DialogContent, animated: Bool,
    completion: @escaping @MainActor (Result<DialogReply?, NavigationError>) -> Void
  ) {
    // NB: a guard's dialog does not wait for a dialog that waits in the queue behind the guard's
    // own request; it waits only for one on show.
    guard waitsForGuardAnswer ? !flows.showsDialog : dialogsAsked == 0 else {
      waitingDialogs.append { [weak self] in
        guard let self else {
          completion(.failure(.appNavigatorReleased))
          return
        }
        askDialog(content, animated: animated, completion: completion)
      }
      return
    }
    dialogsAsked += 1
    let present = NavigationChange.present(
      [AnyDestination(content)], withNavigationBar: false, animated: animated)
    let shown: @MainActor (Result<Void, NavigationError>) -> Void = { [weak self] result in
      guard let self else { return completion(result.map { nil }) }
      guard case .success = result, let anchor = container.layout.topElement,
        shownScreens.destination(of: anchor)?.as(DialogContent.self)?.id == content.id
      else {
        askNextDialog()
        completion(result.map { nil })
        return
      }
      flows.add(anchor: anchor, valueType: nil, dialogID: content.id) { [weak self] ending in
        self?.askNextDialog()
        if case .finished(let reply as DialogReply) = ending {
          completion(.success(reply))
        } else {
          completion(.success(nil))
        }
      }
    }
    // NB: a guard's `.later` answer may wait for this dialog ("Discard your changes?"), and its
    // request holds the queue meanwhile, with nothing on screen changing; the dialog shows then.
    if waitsForGuardAnswer {
      presentAtOnce(present, completion: shown)
    } else {
      perform(present, completion: shown)
    }
  }

  /// Presents `change`'s modal at once, out of the queue's turn, while the queue waits for a
  /// guard's answer and nothing else on screen changes.
  private func presentAtOnce(
    _ change: NavigationChange,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    var transaction: NavigationTransaction<Screen>
    do {
      let context = transactionContext
      guard let plan = try NavigationTransaction.plan(change, on: container, context: context)
      else { return completion(.success(())) }
      transaction = try NavigationTransaction.make(
        plan, animated: change.animated, on: container, context: context)
    } catch {
      return completion(.failure(error))
    }
    guard let next = transaction.takeNext() else { return completion(.success(())) }
    container.apply(next.change, animated: next.animated) { [weak self] outcome in
      self?.observers.stateMayHaveChanged()
      self?.notifyObservers()
      completion(outcome == .finished ? .success(()) : .failure(NavigationError(outcome)))
    }
  }

  /// Records the user's reply to the dialog `id`; it is given once the dialog is gone.
  func dialog(_ id: Int, didReply reply: DialogReply) {
    _ = flows.reply(reply, toDialog: id)
  }

  private func askNextDialog() {
    dialogsAsked -= 1
    guard dialogsAsked == 0, !waitingDialogs.isEmpty else { return }
    waitingDialogs.removeFirst()()
  }

  /// Ends the flows whose first screen is no longer on show, innermost first.
  func endFlowsThatLeft() {
    guard !flows.isEmpty else { return }
    let onShow = Set(container.layout.elements.map(ObjectIdentifier.init))
    // NB: every ended flow is out of the list before any of them runs the app's code.
    for (flow, ending) in flows.takeEnded(onShow: onShow) { flow.end(ending) }
  }

  /// Ends a finish request: `completion` gets `result`; without one, a failure goes to
  /// ``onFailure`` or the current failure handler.
  private func finishing(
    _ result: Result<Void, NavigationError>,
    _ completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    NavigationFailureHandler.deliver(
      result, askingFor: AnyDestination?.none, to: completion, orTo: onFailure)
  }

  /// `state` without the flow `id`: its first screen, those above it and the modals above.
  private func stateWithoutFlow(_ id: Int, in state: NavigationState) -> NavigationState? {
    guard let anchor = flows.flow(id)?.anchor else { return nil }
    let layout = container.layout
    guard let (location, index) = layout.position(where: { $0 === anchor }),
      let shown = shownScreens.tree(of: layout).stack(at: location)
    else { return nil }
    // NB: the state leaves out screens this navigator did not make, so its index may be lower.
    let stateIndex = shown.prefix { $0.index < index }.count
    return state.removingFlow(at: location, index: stateIndex)
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

extension NavigationTree {
  /// The element the user sees: the last of the top modal, or of the root's stack.
  var topElement: Element? {
    modals.last?.stack.last ?? rootStack.last
  }
}

// MARK: - Flows in snapshots

extension AppNavigator {
  /// The state to save, without its dialogs, and where each flow on show starts in it.
  func stateAndFlowsToSave() -> (NavigationState, [NavigationSnapshot.FlowMark]) {
    let layout = container.layout
    let shown = shownScreens.tree(of: layout)
    var state = shown.map { $0.destination }
    if let dialog = state.modals.firstIndex(where: { $0.stack.first?.base is DialogContent }) {
      state.modals.removeSubrange(dialog...)
    }
    var marks: [NavigationSnapshot.FlowMark] = []
    for flow in flows.flows {
      guard let type = flow.valueType, let anchor = flow.anchor,
        let (location, index) = layout.position(where: { $0 === anchor }),
        let stack = shown.stack(at: location), state.stack(at: location) != nil
      else { continue }
      let stateIndex = stack.prefix { $0.index < index }.count
      marks.append(.init(stack: location.description, index: stateIndex, type: type.id))
    }
    return (state, marks)
  }

  /// Makes the flows of a restored snapshot open again, their values going to the handlers of
  /// ``handleRestoredFlows(returning:_:)``.
  func reopenFlows(_ marks: [NavigationSnapshot.FlowMark]) {
    guard !marks.isEmpty else { return }
    let layout = container.layout
    let shown = shownScreens.tree(of: layout)
    for mark in marks {
      guard let location = mark.location, let stack = shown.stack(at: location),
        stack.indices.contains(mark.index),
        let anchor = layout.stack(at: location)?[stack[mark.index].index],
        // NB: a restore that keeps a screen on show keeps its flow, and whoever awaits it.
        !flows.flows.contains(where: { $0.anchor === anchor })
      else { continue }
      let type = FlowValueType(id: mark.type)
      flows.add(anchor: anchor, valueType: type) { [weak self] ending in
        guard let self else { return }
        let value: (any Sendable)? = if case .finished(let value) = ending { value } else { nil }
        if let handler = restoredFlowHandlers[type.id] {
          handler(value)
        } else if value != nil {
          report(NavigationError(.flowNotFound, detail: .reason(type.name)))
        }
      }
    }
  }
}
