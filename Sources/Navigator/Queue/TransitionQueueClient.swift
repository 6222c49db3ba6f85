/// What puts requests on a ``TransitionQueue``: a navigator. It keeps its own requests in order;
/// the queue decides when the next one starts.
@MainActor
protocol TransitionQueueClient<Controller>: AnyObject {
  /// The navigation controller the client's requests change.
  associatedtype Controller: NavigationController

  /// How long a transition of the client's requests may take before its request fails.
  var transitionTimeout: Duration { get }

  /// Starts the client's oldest waiting request: plans it and makes its screens. Returns the
  /// changes to apply, or `nil` after finishing the request at once (it asked for the state that
  /// already holds, or failed).
  func startNextRequest(on controller: Controller) -> TransitionSteps<Controller.Screen>?

  /// Finishes the request whose changes were applied.
  func finishStartedRequest(_ result: Result<Void, NavigationError>)

  /// Fails the client's oldest waiting request without starting it.
  func failNextRequest(_ error: NavigationError)
}

/// The changes one request makes: one operation, sometimes a second applied once the first has
/// finished (a new stack, then the dismissal of the modal screen above it).
struct TransitionSteps<Screen: AnyObject> {
  var first: NavigationOperation<Screen>
  var then: NavigationOperation<Screen>?
  var animated: Bool

  init(
    _ first: NavigationOperation<Screen>, then: NavigationOperation<Screen>? = nil, animated: Bool
  ) {
    self.first = first
    self.then = then
    self.animated = animated
  }
}
