// MARK: - A stack navigator's request, in the window's engine

extension NavigationTransaction {
  /// Plans `area`, a ``StackNavigator``'s change, as a change of the stack its navigation
  /// controller shows in `container`: checked as the stack navigator checks it (``StackRules``),
  /// with every screen of that stack counted, those the engine did not make as ``UnmadeScreen``s
  /// (kept, and left out of the target state).
  ///
  /// - Returns: The plan, or `nil` when the stack already is as asked.
  /// - Throws: ``NavigationError/navigationControllerReleased`` once the controller is gone, or
  ///   left the window; the error the stack navigator gives for a request that does not fit.
  static func plan(
    _ area: StackAreaChange, on container: any NavigationContainer, context: Context
  ) throws(NavigationError) -> Plan? {
    guard let controller = area.navigationController,
      let location = container.stackLocation(ofNavigationController: controller)
    else { throw .navigationControllerReleased }
    let layout = container.erasedLayout
    var shown = context.shownScreens.tree(of: layout)
    let remembersScreensOffTheLayout = context.shownScreens.count > shown.elementCount
    guard let screens = layout.stack(at: location), shown.stack(at: location) != nil else {
      throw .navigationControllerReleased
    }
    var stack: [Shown] = []
    stack.reserveCapacity(screens.count)
    for (index, screen) in screens.enumerated() {
      let destination =
        context.shownScreens.destination(of: screen)
        ?? AnyDestination(UnmadeScreen(id: ObjectIdentifier(screen)))
      stack.append(Shown(location: location, index: index, destination: destination))
    }
    shown.setStack(stack, at: location)
    let above = location.levelAbove
    let isPresenting = layout.modals.count > above
    try StackRules().check(area.change, depth: stack.count, isPresenting: isPresenting)
    guard let steps = try steps(of: area.change, on: stack, at: location, dismissing: isPresenting)
    else { return nil }
    let current = shown.map { $0.destination }
    var target = current
    for step in steps {
      switch step {
      case .setStack(let slots, let location):
        target.setStack(slots.map(\.destination), at: location)
      case .present(let modal):
        target.modals.append(
          .init(stack: modal.stack.map(\.destination), hasNavigationBar: modal.hasNavigationBar))
      case .dismiss(let level):
        if level < target.modals.count { target.modals.removeSubrange(level...) }
      case .setRoot, .selectTab:
        break
      }
    }
    return Plan(
      layout: layout, current: current, knownShown: shown,
      route: .steps(steps, target: target.withoutUnmadeScreens), modelVersion: nil,
      remembersScreensOffTheLayout: remembersScreensOffTheLayout)
  }

  /// The steps that make `change` on `stack`, the stack at `location`; `nil` when there is
  /// nothing to do. `dismissing` says a modal is above it, which a new stack dismisses.
  private static func steps(
    of change: NavigationChange, on stack: [Shown], at location: StackLocation,
    dismissing: Bool
  ) throws(NavigationError) -> [PathPlanner.Step<Shown>]? {
    let kept = stack.map { PathPlanner.Slot<Shown>.kept($0) }
    switch change.kind {
    case .navigate(let destination):
      switch destination.presentation {
      case .push:
        return [.setStack(kept + [.new(destination)], at: location)]
      case .popToExistingOrPush:
        guard let index = stack.lastIndex(where: { $0.destination == destination }) else {
          return [.setStack(kept + [.new(destination)], at: location)]
        }
        guard index < stack.count - 1 else { return nil }
        return [.setStack(Array(kept[...index]), at: location)]
      case .replaceStack:
        let set = PathPlanner.Step<Shown>.setStack([.new(destination)], at: location)
        // NB: as a navigation controller does, the stack is set before the modal goes.
        return dismissing ? [set, .dismiss(fromLevel: location.levelAbove)] : [set]
      case .modal, .modalWithNavigationBar:
        let bar = destination.presentation == .modalWithNavigationBar
        return [.present(.init(stack: [.new(destination)], hasNavigationBar: bar))]
      }
    case .back:
      return [.setStack(Array(kept.dropLast()), at: location)]
    case .backToRoot:
      guard kept.count > 1 else { return nil }
      return [.setStack([kept[0]], at: location)]
    case .dismissTop:
      return [.dismiss(fromLevel: location.levelAbove)]
    default:
      // NB: the window's engine carries only the changes above (``StackAreaChange/carries(_:)``).
      throw NavigationError(.invalidState, detail: .reason("a stack navigator cannot ask this"))
    }
  }
}

extension PathPlanner.Slot<Shown> {
  /// The destination the slot shows.
  fileprivate var destination: AnyDestination {
    switch self {
    case .kept(let shown): shown.destination
    case .new(let destination): destination
    }
  }
}

extension NavigationState {
  /// The state without the screens no navigator of the window made, which ``AppNavigator/state``
  /// leaves out.
  fileprivate var withoutUnmadeScreens: NavigationState {
    func made(_ stack: [AnyDestination]) -> [AnyDestination] {
      stack.filter { !($0.base is UnmadeScreen) }
    }
    var state = self
    switch root {
    case .stack(let stack): state.root = .stack(made(stack))
    case .tabs(let tabs, let index):
      state.root = .tabs(tabs.map { .init($0.id, made($0.stack)) }, selectedIndex: index)
    }
    state.modals = modals.map {
      .init(stack: made($0.stack), hasNavigationBar: $0.hasNavigationBar)
    }
    return state
  }
}
