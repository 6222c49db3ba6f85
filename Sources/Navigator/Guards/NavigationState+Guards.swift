extension NavigationState {
  /// This state without `destination` and the screens above it: its stack cut before it, or the
  /// modal it is the first screen of dismissed with those above; `nil` when it is the root
  /// screen of the root or of a tab, or not in the state.
  func leavingOut(_ destination: AnyDestination) -> NavigationState? {
    var state = self
    for (level, modal) in modals.enumerated() {
      guard let index = modal.stack.firstIndex(of: destination) else { continue }
      if index == 0 {
        state.modals = Array(modals.prefix(level))
      } else {
        state.modals = Array(modals.prefix(level + 1))
        state.modals[level].stack = Array(modal.stack.prefix(index))
      }
      return state
    }
    switch root {
    case .stack(let stack):
      guard let index = stack.firstIndex(of: destination), index > 0 else { return nil }
      state.root = .stack(Array(stack.prefix(index)))
      state.modals = []
    case .tabs(var tabs, let selected):
      guard
        let tab = tabs.firstIndex(where: { $0.stack.dropFirst().contains(destination) }),
        let index = tabs[tab].stack.firstIndex(of: destination)
      else { return nil }
      tabs[tab].stack = Array(tabs[tab].stack.prefix(index))
      state.root = .tabs(tabs, selectedIndex: selected)
      if tab == selected { state.modals = [] }
    }
    return state
  }
}

extension NavigationState {
  /// This state without the screens that `guards` no longer allow, each with the screens above
  /// it; a root screen whose guard redirects gets what the redirect asks for (a reset replaces
  /// it, a sheet covers it). A root screen its guard denies cannot leave (a stack keeps its
  /// root), so it stays and is listed in `deniedRoots`.
  @MainActor
  func allowed(
    by guards: NavigationGuards, deniedRoots: inout [AnyDestination]
  ) throws(NavigationError) -> NavigationState {
    func isAllowed(_ destination: AnyDestination) -> Bool {
      switch guards.entryDecision(for: destination).kind {
      case .allow, .later: true
      case .deny, .redirect: false
      }
    }
    var state = self
    for destination in elements where !isAllowed(destination) {
      if let trimmed = state.leavingOut(destination) {
        state = trimmed
      } else if state.elements.contains(destination) {
        if case .redirect(let redirect) = guards.entryDecision(for: destination).kind {
          state = try redirect.target(from: state, routes: nil, links: nil)
        } else {
          deniedRoots.append(destination)
        }
      }
    }
    return state
  }
}
