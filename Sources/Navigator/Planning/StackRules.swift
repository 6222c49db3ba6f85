/// What a ``StackNavigator``'s requests mean on its engine: the rules of one navigation
/// controller, which the engine applies around its planning when it drives a ``StackContainer``.
///
/// - Every screen on the stack counts, those the navigator did not make included (they show an
///   ``UnmadeScreen``), so that `back` on one screen fails and a push keeps the root.
/// - A request checks the stack first (``check(_:on:)``): a push, a pop or a pop to root while a
///   screen is presented fails with ``NavigationError/blockedByModal``, a modal over a modal
///   with ``NavigationError/alreadyPresenting``; the same sentences as before the engine.
/// - A new stack under a modal is set before the modal is dismissed (``ordered(_:)``), and every
///   step of a request is animated as it asks, not only the last.
/// - A guard cannot redirect (``NavigationError/cannotRedirect(_:)``), and a new root may be a
///   screen already on the stack it replaces.
struct StackRules {
  /// Checks `change` against the stack as it is, `shown`, with every screen counted.
  ///
  /// - Throws: The error a ``StackNavigator`` has always given for a request that does not fit.
  func check(
    _ change: NavigationChange, on shown: NavigationTree<Shown>
  ) throws(NavigationError) {
    try check(change, depth: shown.rootStack.count, isPresenting: !shown.modals.isEmpty)
  }

  /// Checks `change` against a stack of `depth` screens, presenting or not.
  func check(
    _ change: NavigationChange, depth: Int, isPresenting: Bool
  ) throws(NavigationError) {
    switch change.kind {
    case .navigate(let destination):
      try check(
        navigatingTo: destination, presentation: destination.presentation,
        isPresenting: isPresenting)
    case .back:
      try checkBack(depth: depth, isPresenting: isPresenting)
    case .backToRoot:
      try checkBackToRoot(depth: depth, isPresenting: isPresenting)
    case .dismissTop:
      guard isPresenting else { throw NavigationError.nothingToDismiss }
    case .present(let destinations, _):
      // NB: a dialog; a navigation controller presents one screen at a time.
      guard !isPresenting else {
        throw NavigationError(.alreadyPresenting, destination: destinations.first)
      }
    default:
      break
    }
  }

  // NB: one check for each change of a stack edit, which its planning calls with what it read
  // of the change: the change switched on again would be copied whole, through the runtime's
  // metadata, and released (about 100 instructions a push).

  /// Checks a navigation to `destination`, shown as `presentation`, while presenting or not.
  func check(
    navigatingTo destination: AnyDestination, presentation: Presentation, isPresenting: Bool
  ) throws(NavigationError) {
    switch presentation {
    case .push, .popToExistingOrPush:
      guard !isPresenting else { throw NavigationError(.blockedByModal, destination: destination) }
    case .modal, .modalWithNavigationBar:
      guard !isPresenting else {
        throw NavigationError(.alreadyPresenting, destination: destination)
      }
    case .replaceStack:
      break
    }
  }

  /// Checks a pop of a stack of `depth` screens, presenting or not.
  func checkBack(depth: Int, isPresenting: Bool) throws(NavigationError) {
    guard depth > 1 else {
      throw NavigationError(.nothingToPop, detail: depth == 0 ? .emptyStack : .rootOnly)
    }
    guard !isPresenting else { throw NavigationError.blockedByModal }
  }

  /// Checks a pop to the root of a stack of `depth` screens, presenting or not.
  func checkBackToRoot(depth: Int, isPresenting: Bool) throws(NavigationError) {
    guard depth > 0 else { throw NavigationError(.nothingToPop, detail: .emptyStack) }
    guard !isPresenting else { throw NavigationError.blockedByModal }
  }

  /// `steps` in the order a navigation controller makes them: a modal is dismissed after the
  /// stack under it is set, so the user sees the new stack as the modal goes.
  func ordered<Kept>(_ steps: [PathPlanner.Step<Kept>]) -> [PathPlanner.Step<Kept>] {
    guard steps.count > 1, case .dismiss = steps[0] else { return steps }
    return Array(steps.dropFirst()) + [steps[0]]
  }
}

extension PathPlanner.Slot {
  /// Whether the slot keeps a screen on show.
  var isKept: Bool {
    if case .kept = self { return true }
    return false
  }
}

extension NavigationError {
  /// The error of a stack navigator's guard that redirected, which only an app navigator can.
  static func cannotRedirect(_ destination: AnyDestination) -> NavigationError {
    NavigationError(
      .entryDenied, destination: destination,
      detail: .guardReason(
        "its guard redirected, and a stack navigator cannot redirect; guard the area in an "
          + "AppNavigator to redirect and resume"))
  }
}

extension StackRules {
  /// What `change` asks of the stack, to choose the navigation controller's operation.
  func intent(of change: NavigationChange) -> StackIntent? {
    switch change.kind {
    case .back: return .pop
    case .backToRoot: return .popToRoot
    case .navigate(let destination):
      switch destination.presentation {
      case .popToExistingOrPush: return .popTo
      case .replaceStack: return .setStack
      case .push, .modal, .modalWithNavigationBar: return nil
      }
    default: return nil
    }
  }

  /// Whether the engine remembers which destination a screen shows: only those a later request
  /// looks for (``Presentation/popToExistingOrPush``) or asks (a screen that guards its leaving,
  /// ``LeaveGuard``), as a ``StackNavigator`` always did, so that a popped screen's destination
  /// is released with it, and a dialog's, which its flow is kept by. `presentation` is the
  /// destination's, when it was read already.
  func remembers(
    _ destination: AnyDestination, presentation: Presentation? = nil, guardsItsLeaving: Bool
  ) -> Bool {
    if guardsItsLeaving { return true }
    switch presentation ?? destination.presentation {
    case .popToExistingOrPush: return true
    // NB: a push, the fast path's, never pays for the cast.
    case .modal: return destination.base is DialogContent
    default: return false
    }
  }
}
