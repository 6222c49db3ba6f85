/// What a request to a ``StackNavigator`` asks of the stack, which a stack of screens alone does
/// not say: `back` on two screens pops, `backToRoot` pops to the root, an existing screen is
/// popped to, a new stack is set even when it only adds a screen to an empty one.
enum StackIntent {
  /// `back`: a pop.
  case pop
  /// `backToRoot`: a pop to the root.
  case popToRoot
  /// A ``Presentation/popToExistingOrPush`` destination: a pop to the screen found.
  case popTo
  /// A ``Presentation/replaceStack`` destination: the stack set whole.
  case setStack
}
