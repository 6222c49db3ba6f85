extension NavigationEngine {
  /// Puts `change` in the queue, after the requests made before it.
  func send(
    _ change: NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    send(Request(change: change, completion: completion))
  }

  /// Puts `request` in the queue, after the requests made before it.
  func send(_ request: consuming Request) {
    appendWaiting(request)
    enqueueWaitingRequests()
  }

  // MARK: - Waiting requests, changed out of the engine

  /// Changes the requests waiting for their turn with `change`, moved out of the engine and
  /// back, as the queue's values are (NavigationEngine+Queue.swift): no change of them releases
  /// a request.
  func changeWaitingRequests<Result>(
    _ change: (inout PendingRequests<Request>) -> Result
  ) -> Result {
    var moved = PendingRequests<Request>()
    swap(&moved, &waitingRequests)
    let result = change(&moved)
    swap(&moved, &waitingRequests)
    return result
  }

  /// Adds `request` after the requests waiting for their turn (see
  /// ``changeWaitingRequests(_:)``).
  func appendWaiting(_ request: consuming Request) {
    var moved = PendingRequests<Request>()
    swap(&moved, &waitingRequests)
    moved.append(request)
    swap(&moved, &waitingRequests)
  }

  // MARK: - Queue

  /// A request: the change and its completion.
  struct Request {
    let change: NavigationChange
    let completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
    /// The cases of the destinations whose guards redirected it before.
    var redirectedBy: [String] = []
    /// Whether the user asked for it with a gesture that the guards stopped.
    var byGesture = false
    /// Whether screens a guard denies are left out of its state instead of failing it (a
    /// restore).
    var leavesOutDenied = false
    /// Whether a reset that a guard redirects shows the rest of its state under the redirect,
    /// as at launch (a start or a restore), instead of redirecting from what is on show.
    var landsThroughRedirects = false
    /// The change its area's handler gave, once followed: a request that resumes after a
    /// redirect does not run the handler again.
    var led: NavigationChange? {
      get { followedLead?.change }
      set { followedLead = newValue.map(FollowedLead.init) }
    }
    /// ``led``, boxed.
    // NB: a class, made only for a request that resumes: an optional `NavigationChange` in the
    // request is copied whole, through the runtime's metadata, to be read at every start.
    private(set) var followedLead: FollowedLead?

    /// A change an area's handler gave, once followed.
    final class FollowedLead: Sendable {
      let change: NavigationChange

      init(_ change: NavigationChange) {
        self.change = change
      }
    }
    /// The flow it starts, if it starts one.
    var flow: FlowStart?
    /// The navigator that asked, when it makes the screens of its destinations' type and
    /// brings its own timeouts (a ``StackNavigator``).
    var origin: (any RequestOrigin)?
  }

  /// Starts the app with `request` ahead of the requests made before it, or, once started,
  /// queues it after them.
  func startOrEnqueue(_ request: Request) {
    if waitingRequests.isOpen {
      appendWaiting(request)
      enqueueWaitingRequests()
    } else {
      startFirst(request)
    }
  }

  /// Carries out `request` before every request waiting here.
  func startFirst(_ request: Request) {
    changeWaitingRequests {
      $0.isOpen = true
      $0.insertFirst(request)
    }
    enqueueWaitingRequests()
  }

  /// Puts the requests not yet in the queue there, once the app has started.
  func enqueueWaitingRequests() {
    for _ in 0..<changeWaitingRequests({ $0.queueTheRest() }) {
      // NB: the window's queue only once this engine's own has finished what it holds, so
      // that the requests stay in the order asked.
      if stack != nil, windows.hasEngines, queueIsIdle, let window = windowEngine() {
        window.enqueue(self)
      } else {
        enqueue(self)
      }
    }
  }

  /// Ends `request` with `result`: a success goes to its completion alone; a failure names the
  /// destination it asked for, and goes to its completion, or else to its navigator's
  /// `onFailure` (``fail(_:of:with:)`` for a ``StackNavigator``'s).
  func finish(_ request: Request, _ result: Result<Void, NavigationError>) {
    guard case .failure(let error) = result else {
      request.completion?(result)
      return
    }
    if let origin = request.origin { return fail(request, of: origin, with: error) }
    NavigationFailureHandler.deliver(
      result, askingFor: request.change.destination, to: request.completion, orTo: onFailure)
  }

  /// Fails a ``StackNavigator``'s request, as the navigator always did: a request the navigation
  /// controller refused or abandoned because it was released fails with
  /// ``NavigationError/navigationControllerReleased``; the failure names the destination the
  /// request navigated to (an exit's does not), and goes, without a completion, to its
  /// navigator's `onFailure`.
  private func fail(
    _ request: Request, of origin: any RequestOrigin, with error: NavigationError
  ) {
    var error = error
    if stack?.isReleased == true, .transitionRefused ~= error || .transitionAbandoned ~= error {
      error = .navigationControllerReleased
    }
    var destination = request.change.destination
    if case .exit = request.change.kind { destination = nil }
    NavigationFailureHandler.deliver(
      .failure(error), askingFor: destination, to: request.completion, orTo: origin.onFailure)
  }

  /// Reports the failure of a request the navigator made itself.
  func reportFailure(_ result: Result<Void, NavigationError>) {
    if case .failure(let error) = result { report(error) }
  }

  /// Reports a failure that no request's completion receives.
  func report(_ error: NavigationError) {
    if let onFailure {
      onFailure(error)
    } else {
      NavigationFailureHandler.current.report(error)
    }
  }
}
