// MARK: - A stack navigator's engine, as an area of its window's

extension NavigationEngine {
  /// The engine of the window this (stack navigator's) engine's navigation controller is in,
  /// when an app navigator drives that window, its container finds the controller's stack, and
  /// the next request is one the window's engine carries out (``StackAreaChange/carries(_:)``,
  /// not a flow's; an exit the app navigator handles):
  /// decided at the request's turn, since the controller may join or leave the window. Asked
  /// only once an app navigator's engine is registered (``WindowQueues/hasEngines``).
  func hostingEngine() -> NavigationEngine? {
    // NB: a flow's start, as its finish and its dialogs, stays with the stack navigator's
    // engine, which keeps its flows.
    guard let change = waitingRequests.readFirst({ $0.flow == nil ? $0.change : nil }),
      let host = windowEngine(), host !== self, host.rules == nil,
      StackAreaChange.carries(change) || host.handlesExit(of: change),
      let anchor = stack?.anchorObject,
      host.container.stackLocation(ofNavigationController: anchor) != nil
    else { return nil }
    return host
  }

  /// Whether `change` is an exit that this (app) engine's areas hand over
  /// (``AppNavigator/handleExits(from:_:)``).
  private func handlesExit(of change: NavigationChange) -> Bool {
    guard case .exit(let exit) = change.kind else { return false }
    return areas.exitChange(for: exit) != nil
  }

  /// Starts the next request on `host`, the window's engine, as a change of this engine's
  /// navigation controller's stack with this engine's guards; the queue's next calls go to
  /// `host` until the request is finished.
  ///
  /// - Returns: Whether it has steps to apply, or guards to ask first.
  func startHosted(on host: NavigationEngine) -> EngineMachine.Start {
    guard let request = changeWaitingRequests({ $0.takeFirst() }) else { return .ended }
    guard let anchor = stack?.anchorObject else {
      finish(request, .failure(.navigationControllerReleased))
      return .ended
    }
    var change: NavigationChange
    if case .exit = request.change.kind {
      // NB: the app navigator's handler gives the change (``AppNavigator/handleExits(from:_:)``).
      change = request.change
    } else {
      let area = StackAreaChange(
        change: request.change, navigationController: anchor, guards: guards)
      change = NavigationChange(.stackArea(area), animated: request.change.animated)
      change.mayBeStopped = request.change.mayBeStopped
      change.afterwards = request.change.afterwards
    }
    var hosted = Request(change: change, completion: request.completion)
    hosted.origin = request.origin
    hosted.byGesture = request.byGesture
    let start = host.start(hosted)
    if start != .ended { stackStep = .hosted(by: host) }
    return start
  }

  /// The engine of the window this (stack navigator's) engine's navigation controller is in,
  /// when an app navigator drives that window: this engine's requests go on that engine's
  /// queue, once this engine's own queue has finished what was asked before, and that engine
  /// carries them out when its container finds the controller's stack (``hostingEngine()``).
  /// Read at each request: the controller may join or leave the window.
  // NB: asked of the container, which holds the controller: a closure that referred to the
  // container weakly would give it a side table, and every retain and release of it would then
  // take the runtime's slow path.
  func windowEngine() -> NavigationEngine? {
    stack?.containingWindow.flatMap(windows.engine(for:))
  }

  /// The navigator of the request that the window's engine carries out for this engine.
  var hostedOrigin: (any RequestOrigin)? {
    guard case .hosted(let host) = stackStep else { return nil }
    return host.turn?.request.origin
  }
}
