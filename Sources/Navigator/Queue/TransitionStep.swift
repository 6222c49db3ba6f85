/// What the engine that carries out a request did when asked for the request's next step.
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
