/// What a request to a ``StackNavigator`` turns into, in destinations: the pure result of
/// ``StackPlanner``, before any screen is made.
enum StackPlan<Destination: DestinationProtocol>: Equatable {
  /// Nothing to change: the state asked for already holds.
  case nothing
  /// Push a screen made for the destination.
  case push(Destination)
  /// Pop the top screen.
  case pop
  /// Pop every screen above the root.
  case popToRoot
  /// Pop every screen above the one at `index` of the stack.
  case popTo(index: Int)
  /// Make a screen for the destination the only one on the stack, then dismiss the modal screen
  /// when `thenDismiss`.
  case replaceStack(Destination, thenDismiss: Bool)
  /// Present a screen made for the destination.
  case present(Destination, withNavigationBar: Bool)
  /// Dismiss the modal screen.
  case dismiss
}
