import Navigator

/// A navigator for testing a screen on its own: it records the requests the screen makes and
/// answers each with ``result`` without showing anything.
///
/// ```swift
/// let navigator = RecordingNavigator<LoginDestination>()
/// LoginViewController(navigator: navigator).didTapForgotPassword()
/// #expect(navigator.requests == [.navigate(to: .forgotPassword)])
/// ```
@MainActor
public final class RecordingNavigator<Destination: DestinationProtocol>: Navigator {
  /// Every request made so far, oldest first.
  public private(set) var requests: [NavigationRequest<Destination>] = []

  /// How each request is answered; success unless a test sets a failure.
  ///
  /// ```swift
  /// navigator.result = .failure(.nothingToPop)
  /// ```
  public var result: Result<Void, NavigationError> = .success(())

  /// Failures of fire-and-forget calls, that is requests made without a completion while
  /// ``result`` is a failure.
  public private(set) var unhandledFailures: [NavigationError] = []

  /// A navigator that has recorded nothing yet.
  ///
  /// ```swift
  /// let navigator = RecordingNavigator<LoginDestination>()
  /// ```
  public init() {}

  /// The destinations asked for, in order, leaving out back, back-to-root and dismiss.
  ///
  /// ```swift
  /// #expect(navigator.destinations == [.signUp(prefilledEmail: "ada@example.com")])
  /// ```
  public var destinations: [Destination] { requests.compactMap(\.destination) }

  /// Records `request` and answers with ``result``.
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    requests.append(request)
    if let completion {
      completion(result)
    } else if case .failure(let error) = result {
      unhandledFailures.append(error)
    }
  }
}
