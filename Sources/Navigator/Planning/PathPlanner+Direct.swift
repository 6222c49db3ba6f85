// MARK: - Direct changes

extension PathPlanner {
  /// A one-step change on top of what is shown, planned without diffing every stack: a push of
  /// a destination onto the top stack, a pop of its top destination, a modal presented above
  /// the top one, the top modal dismissed, or one stack set anew.
  ///
  /// Its target and steps are those ``NavigationChange/target(from:routes:links:)`` and
  /// ``PathPlanner/plan(from:to:destination:)`` give for the same change (a seeded property
  /// test compares them), at a cost that does not grow with the depth of the stacks (a stack set
  /// anew: with the depth of that stack alone).
  enum DirectChange: Equatable {
    /// Pushes the destination onto the stack at the location, the top stack.
    case push(AnyDestination, at: StackLocation)
    /// Pops the top destination of the stack at the location, the top stack.
    case pop(at: StackLocation)
    /// Presents the modal above the top one.
    case present(NavigationState.Modal)
    /// Dismisses the top modal, at this level.
    case dismissTop(level: Int)
    /// Sets the stack at the location to the destinations, keeping the screens of the first
    /// `kept` of them, which the stack shows already; the stack changes.
    case setStack([AnyDestination], keeping: Int, of: Int, at: StackLocation)

    /// Whether it may take a screen off the screen (``PathPlanner/mayLeave(_:from:)``).
    var mayLeave: Bool {
      switch self {
      case .push, .present: false
      case .pop, .dismissTop: true
      case .setStack(_, let kept, let shownCount, _): kept < shownCount
      }
    }

    /// The state it leads to from `state`, the one it was planned from.
    func target(from state: NavigationState) -> NavigationState {
      var target = state
      _ = apply(to: &target)
      return target
    }

    /// Makes it on `state`, the one it was planned from, in place: a state that nothing else
    /// holds is not copied, whatever the depth of its stacks.
    ///
    /// - Returns: What it took off `state`, to be released by the caller.
    func apply(to state: inout NavigationState) -> Removed? {
      switch self {
      case .push(let destination, let location):
        state.push(destination, at: location)
        return nil
      case .pop(let location):
        return state.popLast(at: location).map(Removed.destination)
      case .present(let modal):
        state.modals.append(modal)
        return nil
      case .dismissTop:
        return state.modals.popLast().map(Removed.modal)
      case .setStack(let stack, _, _, let location):
        let replaced = state.stack(at: location)
        state.setStack(stack, at: location)
        return replaced.map(Removed.stack)
      }
    }

    /// What a direct change takes off a state.
    enum Removed {
      case destination(AnyDestination)
      case modal(NavigationState.Modal)
      case stack([AnyDestination])
    }
  }

  /// The direct change `change` is from `state`; `nil` when it is not one, or when the full
  /// planner has to decide (an error to throw, a root to replace). The state it leads to is
  /// ``DirectChange/target(from:)``, made when asked.
  ///
  /// Only a destination whose presentation is `.push`, `.modal` or `.modalWithNavigationBar`
  /// navigates directly: `.popToExistingOrPush` looks for an equal destination on the stack.
  static func direct(_ change: NavigationChange, from state: NavigationState) -> DirectChange? {
    let direct: DirectChange
    switch change.kind {
    case .navigate(let destination):
      switch destination.presentation {
      case .push:
        // NB: an empty stack is refused below, with the state.
        guard let location = state.topStackLocation else { return nil }
        direct = .push(destination, at: location)
      case .modal, .modalWithNavigationBar:
        direct = .present(
          NavigationState.Modal(
            stack: [destination],
            hasNavigationBar: destination.presentation == .modalWithNavigationBar))
      case .popToExistingOrPush, .replaceStack:
        return nil
      }
    case .back:
      guard let location = state.topStackLocation, let stack = state.stack(at: location),
        stack.count > 1
      else { return nil }
      direct = .pop(at: location)
    case .present(let stack, let withNavigationBar):
      // NB: a modal the planner would refuse is left to it, which says why.
      guard !stack.isEmpty, withNavigationBar || stack.count == 1 else { return nil }
      direct = .present(NavigationState.Modal(stack: stack, hasNavigationBar: withNavigationBar))
    case .dismissTop:
      guard !state.modals.isEmpty else { return nil }
      direct = .dismissTop(level: state.modals.count - 1)
    case .setStack(let stack, let tab):
      guard let set = setStack(stack, tab: tab, on: state) else { return nil }
      direct = set
    default:
      return nil
    }
    // NB: a state the planner would refuse, or whose root it would replace (an empty root
    // stack), is left to it; checked without looking at the stacks' elements. A valid state
    // stays valid through a direct change: a push or a pop leaves its stack nonempty, and a
    // modal presented is checked above.
    guard (try? validate(state)) != nil else { return nil }
    return direct
  }

  /// The direct change that sets the stack of the tab named `tab` (the top stack when `nil`) of
  /// `state` to `stack`; `nil` when the full planner has to decide: the stack does not change or
  /// is empty, there is no such stack, or the planner would present the top modal anew (its first
  /// destination changes) or refuse it (a modal without a navigation bar).
  private static func setStack(
    _ stack: [AnyDestination], tab: String?, on state: NavigationState
  ) -> DirectChange? {
    let location: StackLocation
    if let tab {
      guard case .tabs(let tabs, _) = state.root,
        let index = tabs.firstIndex(where: { $0.id == tab })
      else { return nil }
      location = .tab(index)
    } else {
      guard let top = state.topStackLocation else { return nil }
      location = top
    }
    guard !stack.isEmpty, let shown = state.stack(at: location) else { return nil }
    let kept = sharedPrefixCount(shown, stack)
    guard kept < shown.count || kept < stack.count else { return nil }
    if case .modal(let level) = location, kept == 0 || !state.modals[level].hasNavigationBar {
      return nil
    }
    return .setStack(stack, keeping: kept, of: shown.count, at: location)
  }

  /// How many destinations `shown` and `stack` have in common from their roots.
  // NB: the arrays are parameters, which the caller keeps alive: an element of an array
  // returned in the same function was copied out of it for each comparison.
  private static func sharedPrefixCount(
    _ shown: [AnyDestination], _ stack: [AnyDestination]
  ) -> Int {
    let count = min(shown.count, stack.count)
    var shared = 0
    while shared < count, shown[shared] == stack[shared] { shared += 1 }
    return shared
  }

  /// The steps of `direct` from `shown`, those ``plan(from:to:destination:)`` gives.
  static func steps(of direct: DirectChange, from shown: NavigationTree<Shown>) -> [Step<Shown>] {
    switch direct {
    case .push(let destination, let location):
      var slots = (shown.stack(at: location) ?? []).map { Slot<Shown>.kept($0) }
      slots.append(.new(destination))
      return [.setStack(slots, at: location)]
    case .pop(let location):
      let slots = (shown.stack(at: location) ?? []).dropLast().map { Slot<Shown>.kept($0) }
      return [.setStack(slots, at: location)]
    case .present(let modal):
      return [
        .present(
          .init(stack: modal.stack.map { .new($0) }, hasNavigationBar: modal.hasNavigationBar))
      ]
    case .dismissTop(let level):
      return [.dismiss(fromLevel: level)]
    case .setStack(let stack, let kept, _, let location):
      var slots = (shown.stack(at: location) ?? []).prefix(kept).map { Slot<Shown>.kept($0) }
      slots.reserveCapacity(stack.count)
      for destination in stack[kept...] { slots.append(.new(destination)) }
      return [.setStack(slots, at: location)]
    }
  }
}

extension NavigationTree where Element == Shown {
  /// The screens of a layout in which every screen shows the destination of `state` at its
  /// place: each element is where it is in `state`.
  init(locating state: NavigationState) {
    func located(_ stack: [AnyDestination], at location: StackLocation) -> [Shown] {
      var shown: [Shown] = []
      shown.reserveCapacity(stack.count)
      for (index, destination) in stack.enumerated() {
        shown.append(Shown(location: location, index: index, destination: destination))
      }
      return shown
    }
    switch state.root {
    case .stack(let stack):
      self.init(root: .stack(located(stack, at: .root)))
    case .tabs(let tabs, let selected):
      var shownTabs: [Tab] = []
      for (index, tab) in tabs.enumerated() {
        shownTabs.append(Tab(tab.id, located(tab.stack, at: .tab(index))))
      }
      self.init(root: .tabs(shownTabs, selectedIndex: selected))
    }
    for (level, modal) in state.modals.enumerated() {
      modals.append(
        Modal(
          stack: located(modal.stack, at: .modal(level)), hasNavigationBar: modal.hasNavigationBar))
    }
  }
}
