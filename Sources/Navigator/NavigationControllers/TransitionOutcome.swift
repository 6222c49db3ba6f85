/// How a transition a ``NavigationController`` applied ended, reported to its completion.
///
/// Not frozen: a later version may add an outcome, announced in the CHANGELOG; navigation
/// controllers only create outcomes, and navigators treat every one but ``finished`` as a failure.
///
/// ```swift
/// navigationController.apply(.push(screen), animated: true) { outcome in
///   if outcome != .finished { print(outcome) }
/// }
/// ```
public enum TransitionOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The change is on screen.
  case finished

  /// The change was undone before it finished, as when the user starts a back swipe and lets
  /// go, or another transition interrupted it. The request fails with
  /// ``NavigationError/transitionCancelled``.
  case cancelled

  /// The navigation controller did not make the change, for the `reason` given (a sentence, such
  /// as "its view is not in a window"). The request fails with
  /// ``NavigationError/transitionRefused``.
  case refused(reason: String)

  /// The outcome in words, such as `finished` or `refused: its view is not in a window`.
  public var description: String {
    switch self {
    case .finished: "finished"
    case .cancelled: "cancelled"
    case .refused(let reason): "refused: \(reason)"
    }
  }
}

extension NavigationError {
  /// The error for a transition that did not finish.
  init(_ outcome: TransitionOutcome) {
    switch outcome {
    case .finished: self.init(.unexpectedCompletion)
    case .cancelled: self.init(.transitionCancelled)
    case .refused(let reason): self.init(.transitionRefused, detail: .reason(reason))
    }
  }
}
