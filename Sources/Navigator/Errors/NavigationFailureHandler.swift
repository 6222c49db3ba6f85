/// Where failures of fire-and-forget navigation calls go, so that they never pass silently.
///
/// A call such as `navigator.navigate(to:)` from a button handler has nobody to throw to. Its
/// failure goes to the navigator's own `onFailure` handler when one is set, and to
/// ``NavigationFailureHandler/current`` otherwise, which prints the error by default. Set it once
/// at launch to route failures to your logger or crash reporter.
///
/// ```swift
/// NavigationFailureHandler.current = NavigationFailureHandler { error in
///   logger.error("\(error)")
/// }
/// ```
public struct NavigationFailureHandler: Sendable {
  private let handle: @MainActor @Sendable (NavigationError) -> Void

  /// A handler that calls `handle` with each failure.
  ///
  /// ```swift
  /// let handler = NavigationFailureHandler { error in assertionFailure("\(error)") }
  /// ```
  public init(_ handle: @escaping @MainActor @Sendable (NavigationError) -> Void) {
    self.handle = handle
  }

  /// Hands `error` to the handler.
  ///
  /// ```swift
  /// NavigationFailureHandler.current.report(.nothingToPop)
  /// ```
  @MainActor
  public func report(_ error: NavigationError) {
    handle(error)
  }

  /// The handler that prints each failure with a `[Navigator]` prefix.
  ///
  /// ```swift
  /// NavigationFailureHandler.current = .print
  /// ```
  public static let print = NavigationFailureHandler { error in
    Swift.print("[Navigator] \(error)")
  }

  /// The handler for failures that no navigator-specific handler takes; ``print`` unless set.
  ///
  /// ```swift
  /// NavigationFailureHandler.current = NavigationFailureHandler { error in
  ///   crashReporter.record(error)
  /// }
  /// ```
  @MainActor public static var current: NavigationFailureHandler = .print
}

// MARK: - Delivering results

extension NavigationFailureHandler {
  /// Ends a request: calls `completion` with `result`, its error naming `destination` when it
  /// names none; without a completion, reports a failure to `onFailure`, or else to ``current``.
  /// `destination` is only asked for on failure.
  @MainActor
  static func deliver<D: Destination>(
    _ result: Result<Void, NavigationError>, askingFor destination: @autoclosure () -> D?,
    to completion: (@MainActor (Result<Void, NavigationError>) -> Void)?,
    orTo onFailure: (@MainActor (NavigationError) -> Void)?
  ) {
    guard case .failure(var error) = result else {
      completion?(result)
      return
    }
    if error.destination == nil, let destination = destination() {
      error = error.asking(for: destination)
    }
    if let completion {
      completion(.failure(error))
    } else {
      if let onFailure {
        onFailure(error)
      } else {
        current.report(error)
      }
    }
  }
}
