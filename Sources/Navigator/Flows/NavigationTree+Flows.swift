extension NavigationTree {
  /// Where the element that `matches` is: its stack's location and its index there.
  func position(where matches: (Element) -> Bool) -> (location: StackLocation, index: Int)? {
    for (level, modal) in modals.enumerated().reversed() {
      if let index = modal.stack.firstIndex(where: matches) { return (.modal(level), index) }
    }
    switch root {
    case .stack(let stack):
      return stack.firstIndex(where: matches).map { (.root, $0) }
    case .tabs(let tabs, _):
      for (tabIndex, tab) in tabs.enumerated() {
        if let index = tab.stack.firstIndex(where: matches) { return (.tab(tabIndex), index) }
      }
      return nil
    }
  }

  /// Whether the element at `position` is one of the screens of a flow whose first screen is at
  /// `flowStart`: above it in its stack, or in a modal above it.
  func flow(
    startingAt flowStart: (location: StackLocation, index: Int),
    holds position: (location: StackLocation, index: Int)
  ) -> Bool {
    if flowStart.location == position.location { return position.index >= flowStart.index }
    guard case .modal(let level) = position.location else { return false }
    switch flowStart.location {
    case .modal(let startLevel): return level > startLevel
    case .root: return true
    case .tab(let index):
      if case .tabs(_, let selected) = root { return selected == index }
      return false
    }
  }

  /// This tree without the flow whose first element is at `index` of the stack at `location`:
  /// that element, those pushed after it and the modals above it. A flow that starts at the
  /// root of the root's stack keeps that root, which nothing could replace.
  func removingFlow(at location: StackLocation, index: Int) -> NavigationTree {
    var tree = self
    switch location {
    case .modal(let level):
      guard modals.indices.contains(level) else { return tree }
      if index == 0 {
        tree.modals.removeSubrange(level...)
      } else {
        tree.modals.removeSubrange((level + 1)...)
        tree.modals[level].stack.removeSubrange(index...)
      }
    case .root, .tab:
      guard let stack = stack(at: location) else { return tree }
      tree.setStack(Array(stack.prefix(Swift.max(index, 1))), at: location)
      // NB: modals are above the selected tab only.
      if location == .root || location == .tab(selectedIndex ?? -1) { tree.modals = [] }
    }
    return tree
  }

  /// The index of the selected tab, or `nil` when the root is one stack.
  private var selectedIndex: Int? {
    if case .tabs(_, let index) = root { index } else { nil }
  }
}
