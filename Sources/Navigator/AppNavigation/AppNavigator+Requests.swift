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
    engine.startOrEnqueue(
      NavigationEngine.Request(
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
    engine.send(change, completion: completion)
  }

  /// Carries out `change` in its turn, as one transaction, and calls `completion` once with how
  /// it ended.
  ///
  /// ```swift
  /// appNavigator.perform(.selectTab("chats", stack: [inbox, chat])) { result in
  ///   if case .failure(let error) = result { print(error) }
  /// }
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
}
