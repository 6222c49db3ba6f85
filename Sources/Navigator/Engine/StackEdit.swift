/// One change of a navigation controller's stack, planned from one read of it, without the
/// whole state: the engine's path for a ``StackNavigator``'s push, pop, pop to root or pop to an
/// existing screen when no guard is to be asked (``NavigationEngine/prepareStackEdit(_:context:)``).
enum StackEdit {
  case push(AnyObject)
  case pop
  case popToRoot
  case popTo(AnyObject)

  /// What a request asks of the stack, once read.
  enum Plan {
    /// Nothing: the state asked for already holds.
    case nothing
    /// A new screen for the destination, pushed.
    case push(AnyDestination)
    /// The edit.
    case edit(StackEdit)
  }
}
