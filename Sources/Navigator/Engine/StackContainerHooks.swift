/// What the engine of a ``StackNavigator`` asks of its container, a navigation controller seen
/// as a ``NavigationContainer`` (`StackContainer`), beyond what any container answers: the
/// stack read once, and one operation applied without the whole stack.
@MainActor
protocol StackContainerHooks: AnyObject {
  /// Whether the navigation controller was released.
  var isReleased: Bool { get }
  /// What the navigation controller stands for, by which a window's container finds its stack.
  var anchorObject: AnyObject? { get }
  /// The window the navigation controller is in, by identity, if it can tell.
  var containingWindow: AnyObject? { get }
  /// What the request whose change is applied next asks of the stack.
  var intent: StackIntent? { get set }

  /// Plans `change` (a push, a pop, a pop to root, or a destination that pops to an existing
  /// screen or is pushed) from one read of the stack, checked against `rules`; `shownScreens`
  /// finds the existing screen. A screen to push is made by `makeScreen`, with its
  /// destination's presentation, and the navigation controller is told which destination it
  /// shows.
  ///
  /// - Returns: The edit; ``StackEditPlan/unchanged`` when the state asked for already holds;
  ///   ``StackEditPlan/declined``, before reading anything, for a change the whole-state path
  ///   carries out (another change or presentation, or a leave guard to ask).
  ///
  /// - Throws: ``NavigationError/navigationControllerReleased``, the error of `rules`, or
  ///   `makeScreen`'s.
  func planEdit(
    _ change: NavigationChange, rules: StackRules, shownScreens: ShownScreens<HeldScreen>,
    makeScreen: (AnyDestination, Presentation) throws(NavigationError) -> AnyObject
  ) throws(NavigationError) -> StackEditPlan

  /// Applies `edit`, whose screens came from this container's factories, on `controller`, the
  /// navigation controller it was planned from.
  func apply(
    _ edit: consuming StackEdit, on controller: AnyObject, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void)
}
