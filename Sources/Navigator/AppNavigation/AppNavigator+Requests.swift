extension AppNavigator {
  // MARK: - Requests

  /// Shows `state` as the app's first screens, then carries out the requests made before.
  ///
  /// Once the app has started, it takes its turn like any request and resets the app to `state`.
  ///
  /// ```swift
  /// appNavigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
  /// ```
  public func start(
    at state: NavigationState,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    startOrEnqueue(
      Request(
        change: .reset(to: state, animated: false), completion: completion,
        landsThroughRedirects: true))
  }

  /// Sends `change` to be carried out in its turn, as one transaction, without waiting for it;
  /// `completion`, when given, is called once with how it ended.
  ///
  /// `send` means the same in synchronous and in `async` code; to wait for the change, use
  /// `try await perform(_:)`.
  ///
  /// ```swift
  /// appNavigator.send(.selectTab("chats", stack: [inbox, chat]))
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change, computed from the state at its turn.
  ///   - completion: Called once; without one, a failure goes to ``onFailure`` or
  ///     ``NavigationFailureHandler/current``.
  public func send(
    _ change: NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    waitingRequests.append(Request(change: change, completion: completion))
    enqueueWaitingRequests()
  }

  /// Carries out `change` in its turn, as one transaction, and calls `completion` once with how
  /// it ended.
  ///
  /// ```swift
  /// appNavigator.perform(.selectTab("chats", stack: [inbox, chat])) { result in ... }
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change, computed from the state at its turn.
  ///   - completion: Called once; when `nil`, a failure goes to ``onFailure`` or
  ///     ``NavigationFailureHandler/current``, as with ``send(_:completion:)``.
  public func perform(
    _ change: NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    send(change, completion: completion)
  }

  /// Carries out `change` in its turn and returns once it ended.
  ///
  /// ```swift
  /// try await appNavigator.perform(.dismissAll)
  /// ```
  public func perform(_ change: NavigationChange) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      send(change) { continuation.resume(returning: $0) }
    }
    try result.get()
  }

  /// Sends `change` without waiting: the call that ``send(_:completion:)`` now makes, which
  /// means the same in `async` code, where this one meant `try await perform(_:)`.
  @available(*, deprecated, renamed: "send(_:)")
  public func perform(_ change: NavigationChange) {
    send(change)
  }

  /// Shows `destination` of any registered area from anywhere, as its presentation says.
  ///
  /// ```swift
  /// appNavigator.navigate(to: MessagesDestination.chat(.ada))
  /// ```
  public func navigate(to destination: some Destination) {
    send(.navigate(to: destination))
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
    var led: NavigationChange?
    /// The flow it starts, if it starts one.
    var flow: FlowStart?
  }

  /// Starts the app with `request` ahead of the requests made before it, or, once started,
  /// queues it after them.
  func startOrEnqueue(_ request: Request) {
    if isStarted {
      waitingRequests.append(request)
      enqueueWaitingRequests()
    } else {
      startFirst(request)
    }
  }

  /// Carries out `request` before every request waiting here.
  func startFirst(_ request: Request) {
    isStarted = true
    waitingRequests.insertFirst(request)
    enqueueWaitingRequests()
  }

  /// Puts the requests not yet in the queue there, once the app has started.
  func enqueueWaitingRequests() {
    guard isStarted else { return }
    while queuedCount < waitingRequests.count {
      queuedCount += 1
      queue.enqueue(self)
    }
  }

  func takeNextRequest() -> Request? {
    let next = waitingRequests.takeFirst()
    if next != nil { queuedCount -= 1 }
    return next
  }

  func finish(_ request: Request, _ result: Result<Void, NavigationError>) {
    NavigationFailureHandler.deliver(
      result, askingFor: request.change.destination, to: request.completion, orTo: onFailure)
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
