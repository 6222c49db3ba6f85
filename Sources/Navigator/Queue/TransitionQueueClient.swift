/// What puts requests on a ``TransitionQueue``: a navigator. It keeps its own requests in order
/// and knows what they change; the queue decides when the next one starts and applies its steps.
@MainActor
protocol TransitionQueueClient: AnyObject {
  /// How long a transition of the client's requests may take before its request fails.
  var transitionTimeout: Duration { get }

  /// Whether what the client's requests change is animating a transition, whoever started it.
  var isTransitioning: Bool { get }

  /// Calls `body` once the transition in progress has ended, or at once.
  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void)

  /// Starts the client's oldest waiting request: plans it and makes its screens.
  ///
  /// - Returns: Whether it has steps to apply; `false` after finishing the request at once (it
  ///   asked for the state that already holds, or failed).
  func startNextRequest() -> Bool

  /// Applies the next step of the started request, which calls `completion` once when its
  /// transition has ended.
  func applyNextStep(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> TransitionStep

  /// Finishes the started request.
  func finishStartedRequest(_ result: Result<Void, NavigationError>)

  /// Fails the client's oldest waiting request without starting it.
  func failNextRequest(_ error: NavigationError)
}

/// What a client did when asked for the next step of its request.
enum TransitionStep {
  /// It applied a step, whose completion will come.
  case applied
  /// It started waiting for something other than a transition (a guard's answer), whose
  /// completion will come within the duration given.
  case waiting(Duration)
  /// Every step was applied: the request succeeded.
  case done
  /// It could not apply the next step: the request failed.
  case failed(NavigationError)
}
