/// What the engine that carries out a request did when asked for the request's next step.
enum TransitionStep {
  /// It applied a step, whose completion will come.
  case applied
  /// It applied the request's last step, whose completion will come: once it ends, the request
  /// succeeded, without another call for a step.
  case appliedLast
  /// It showed a dialog the request's guards asked, whose completion will come within the
  /// duration given: what is left of the guards' time.
  case showedDialog(Duration)
  /// It waits for the request's guards to answer, within the duration given; a dialog they ask
  /// meanwhile calls the step's completion, so that it is shown.
  case waiting(Duration)
  /// Every step was applied: the request succeeded.
  case done
  /// It could not apply the next step: the request failed.
  // NB: boxed, so that the steps every request goes through copy as a few words rather than as
  // an error's hundred bytes.
  indirect case failed(NavigationError)
}
