import Navigator
import NavigatorTestSupport
import Testing

/// How many transitions a test lets one action lead to before it calls the run a loop.
private let transitionLimit = 1_000

extension RecordingContainer {
  /// Finishes the change in progress and each one it leads to; a request that keeps starting
  /// new ones records an issue after a thousand, so that a loop fails its test instead of
  /// hanging the run.
  func finishAllTransitions(sourceLocation: SourceLocation = #_sourceLocation) {
    for _ in 0..<transitionLimit {
      guard finishTransition() else { return }
    }
    Issue.record("transitions still start after \(transitionLimit)", sourceLocation: sourceLocation)
  }
}

extension RecordingNavigationController {
  /// Finishes the transition in progress and each one it leads to; a request that keeps
  /// starting new ones records an issue after a thousand, so that a loop fails its test instead
  /// of hanging the run.
  func finishAllTransitions(sourceLocation: SourceLocation = #_sourceLocation) {
    for _ in 0..<transitionLimit {
      guard finishTransition() else { return }
    }
    Issue.record("transitions still start after \(transitionLimit)", sourceLocation: sourceLocation)
  }
}
