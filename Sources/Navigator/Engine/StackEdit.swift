/// One change of a navigation controller's stack, planned from one read of it, without the
/// whole state: the engine's path for a ``StackNavigator``'s push, pop, pop to root or pop to an
/// existing screen when no guard is to be asked (``NavigationEngine/startStackEdit(_:)``).
enum StackEdit {
  /// Pushes the screen, just made.
  case push(AnyObject)
  /// Pops the top screen.
  case pop
  /// Pops every screen above the root.
  case popToRoot
  /// Pops every screen above this one, which is on the stack.
  case popTo(AnyObject)
}

/// What planning a ``StackEdit`` came to (``StackContainerHooks/planEdit(_:rules:shownScreens:makeScreen:)``).
enum StackEditPlan {
  /// The edit to apply, on the navigation controller it was planned from.
  // NB: the controller is held from the plan to the edit's application, which follow each other
  // with no user code between: one weak load of it fewer, each a retain and a release on the
  // runtime's slow path (the controller is referred to weakly).
  case edit(StackEdit, on: AnyObject)
  /// The state asked for already holds.
  case unchanged
  /// The change takes the whole-state path: another change or presentation, or a leave guard
  /// to ask.
  case declined
}

/// What the running request of a ``StackNavigator``'s engine does next: one edit of its stack,
/// or the engine of its navigation controller's window carrying it out, which the queue's calls
/// then go to (``NavigationEngine/startHosted(on:)``).
enum StackStep {
  case edit(StackEdit, on: AnyObject)
  case hosted(by: NavigationEngine)
}
