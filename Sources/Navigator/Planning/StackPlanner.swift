/// Turns a request into a ``StackPlan`` from what the stack looks like, or fails with the
/// ``NavigationError`` that says why the request does not fit. Pure: it makes no screen and
/// touches no navigation controller, so every rule is tested on its own.
enum StackPlanner {
  /// What the planner needs to know of a navigation controller.
  struct Stack {
    /// How many screens are on the stack.
    var depth: Int
    /// Whether a screen is presented modally over it.
    var isPresenting: Bool
  }

  /// The plan for `action` on `stack`.
  ///
  /// - Parameters:
  ///   - action: What the request asks for.
  ///   - stack: The stack as it is when the request's turn comes.
  ///   - indexOfScreen: The index on the stack of the topmost screen made for an equal
  ///     `.popToExistingOrPush` destination, if any; asked only for such destinations.
  static func plan<Destination: DestinationProtocol>(
    _ action: NavigationRequest<Destination>.Action, on stack: Stack,
    indexOfScreen: (Destination) -> Int?
  ) throws(NavigationError) -> StackPlan<Destination> {
    switch action {
    case .navigate(let destination):
      return try plan(destination, on: stack, indexOfScreen: indexOfScreen)
    case .back:
      guard stack.depth > 1 else {
        throw NavigationError(.nothingToPop, detail: stack.depth == 0 ? .emptyStack : .rootOnly)
      }
      guard !stack.isPresenting else { throw NavigationError.blockedByModal }
      return .pop
    case .backToRoot:
      guard stack.depth > 0 else { throw NavigationError(.nothingToPop, detail: .emptyStack) }
      guard !stack.isPresenting else { throw NavigationError.blockedByModal }
      // NB: already at the root is the state asked for, so it succeeds without a transition.
      return stack.depth > 1 ? .popToRoot : .nothing
    case .dismiss:
      guard stack.isPresenting else { throw NavigationError.nothingToDismiss }
      return .dismiss
    case .exit(let exit):
      // NB: a stack on its own has no app to hand over to.
      throw AnyExit(exit, of: Destination.self).notHandled
    }
  }

  private static func plan<Destination: DestinationProtocol>(
    _ destination: Destination, on stack: Stack, indexOfScreen: (Destination) -> Int?
  ) throws(NavigationError) -> StackPlan<Destination> {
    switch destination.presentation {
    case .push:
      guard !stack.isPresenting else { throw blocked(destination) }
      return .push(destination)
    case .modal, .modalWithNavigationBar:
      guard !stack.isPresenting else {
        throw NavigationError(.alreadyPresenting, destination: AnyDestination(destination))
      }
      return .present(
        destination, withNavigationBar: destination.presentation == .modalWithNavigationBar)
    case .replaceStack:
      return .replaceStack(destination, thenDismiss: stack.isPresenting)
    case .popToExistingOrPush:
      guard !stack.isPresenting else { throw blocked(destination) }
      guard let index = indexOfScreen(destination) else { return .push(destination) }
      return index == stack.depth - 1 ? .nothing : .popTo(index: index)
    }
  }

  private static func blocked<Destination: DestinationProtocol>(_ destination: Destination)
    -> NavigationError
  {
    NavigationError(.blockedByModal, destination: AnyDestination(destination))
  }
}
