// MARK: - Flows

extension NavigationEngine {
  /// Makes `change` and keeps the screen it shows on top as the first screen of a flow that
  /// returns `type`; `completion` gets the flow's value once, `nil` when it was cancelled.
  ///
  /// The flow is kept from the moment its screen is made, before it is on show: a value that
  /// finishes it meanwhile waits for the screen, and a screen the user takes away while it
  /// animates in cancels it (``FlowStart``). A ``StackNavigator`` passes itself as `origin`, which
  /// makes the flow's first screen.
  func startFlow(
    _ change: NavigationChange, expecting type: FlowValueType,
    origin: (any RequestOrigin)? = nil,
    completion: @escaping @MainActor (Result<(any Sendable)?, NavigationError>) -> Void
  ) {
    let start = FlowStart(valueType: type) { ending in
      if case .finished(let value) = ending {
        completion(.success(value))
      } else {
        completion(.success(nil))
      }
    }
    var request = Request(change: change) { [weak self] result in
      guard case .success = result else {
        completion(result.map { nil })
        return
      }
      // NB: a flow whose screen was made is already kept; one that made no screen (it asked for
      // a screen on show) starts at the screen on top.
      guard start.id == nil else { return }
      guard let self, let anchor = container.erasedLayout.topElement else {
        completion(.success(nil))
        return
      }
      flows.add(anchor: anchor, valueType: type, end: start.end)
    }
    request.flow = start
    request.origin = origin
    appendWaiting(request)
    enqueueWaitingRequests()
  }

  /// Keeps the flow `start` that a turn's request (not redirected) starts, with the screen made
  /// for the top of the state it asks for as its first screen, until the request ends
  /// (``activateFlow(of:_:)``).
  func keepFlow(_ start: FlowStart?, made: ScreenList, target: NavigationState) {
    guard let start, start.id == nil, let anchor = made.last, let top = target.topElement,
      shownScreens.destination(of: anchor) == top
    else { return }
    start.id = flows.add(
      anchor: anchor, valueType: start.valueType, isPending: true, end: start.end)
  }

  /// Ends the wait of the flow a request started: on success its first screen leaving ends it
  /// from now on, and it ends at once when the user took it away already; on failure it is
  /// forgotten, and the request's completion reports why.
  func activateFlow(of request: Request, _ result: Result<Void, NavigationError>) {
    guard let id = request.flow?.id else { return }
    switch result {
    case .success: flows.activate(id)
    case .failure:
      request.flow?.id = nil
      _ = flows.take(id)
    }
  }

  /// Ends the innermost flow that returns `type` with `value`.
  ///
  /// From an area's navigator (`area`), it is the innermost such flow that holds a screen of
  /// that area, when one does: a screen of a hidden tab finishes its own tab's flow, not the one
  /// on show in another area. Otherwise it is the innermost such flow. A ``StackNavigator``
  /// passes itself as `origin`, whose transition timeout and failure handler the request takes.
  func finishFlow(
    _ value: any Sendable, type: FlowValueType, fromArea area: ObjectIdentifier? = nil,
    origin: (any RequestOrigin)? = nil,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    // NB: a navigation controller does not report the user's pops: a flow the user left is
    // ended first, so that its value is not taken for a flow no longer on show.
    if stack != nil { endFlowsThatLeft() }
    let found =
      area.flatMap { area in
        let layout = container.erasedLayout
        // NB: an area's navigator is shared by its screens, so it names the area, not the screen.
        return flows.innermost(returning: type) { flow in
          holdsAScreen(of: area, flow: flow, in: layout)
        }
      } ?? flows.innermost(returning: type)
    guard let flow = found else {
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
    var request = Request(change: change) { [weak self] result in
      guard let self else { return }
      if case .failure = result {
        flows.setFinishing(nil, of: id)
      } else if let (flow, ending) = flows.take(id) {
        // NB: a flow that starts at a stack's root keeps that screen, so it ends here.
        flow.end(ending)
      }
      finishing(result, completion)
    }
    request.origin = origin
    send(request)
  }

  /// Whether `flow` holds a screen of the area whose destination type has the identity `area`.
  private func holdsAScreen(
    of area: ObjectIdentifier, flow: OpenFlows.Flow, in layout: NavigationTree<Screen>
  ) -> Bool {
    guard let anchor = flow.anchor, let start = layout.position(where: { $0 === anchor }) else {
      return false
    }
    var locations: [StackLocation] = [start.location]
    locations += layout.modals.indices.map { .modal($0) }
    for location in locations {
      for (index, screen) in (layout.stack(at: location) ?? []).enumerated()
      where layout.flow(startingAt: start, holds: (location, index)) {
        if let shown = shownScreens.destination(of: screen),
          ObjectIdentifier(Swift.type(of: shown.base)) == area
        {
          return true
        }
      }
    }
    return false
  }

  /// Ends, once the user's pop of a navigation controller's screen is over, the flows whose
  /// first screen it took away: a navigation controller only asks before the user pops
  /// (``NavigationController/userMayPop``), and never reports the pop. On the main actor's next
  /// turn, once the pop has started, then after its transition; a pop this misses (one the
  /// controller does not ask about) ends its flows at the next request or finish.
  func userWillPop() {
    guard !flows.isEmpty else { return }
    Task { @MainActor [weak self] in
      self?.container.afterTransition { [weak self] in self?.endFlowsThatLeft() }
    }
  }

  /// Ends the flows whose first screen is no longer on show, innermost first.
  func endFlowsThatLeft() {
    guard !flows.isEmpty else { return }
    let onShow = Set(container.erasedLayout.elements.map(ObjectIdentifier.init))
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
    let layout = container.erasedLayout
    guard let (location, index) = layout.position(where: { $0 === anchor }),
      let shown = shownScreens.tree(of: layout).stack(at: location)
    else { return nil }
    // NB: the state leaves out screens this navigator did not make, so its index may be lower.
    let stateIndex = shown.prefix { $0.index < index }.count
    return state.removingFlow(at: location, index: stateIndex)
  }

}

extension NavigationTree {
  /// The element the user sees: the last of the top modal, or of the root's stack.
  var topElement: Element? {
    modals.last?.stack.last ?? rootStack.last
  }
}
