// MARK: - Screens that leave

// What a transaction takes off the layout, so that the engine forgets those screens once it is
// applied, without reading the layout again.
extension NavigationTransaction {
  /// The screens `direct` takes off `layout`: the top screen of the stack it pops, the screens
  /// of the modal it dismisses, or those above the ones it keeps of a stack it sets.
  static func screens(
    removedBy direct: PathPlanner.DirectChange, from layout: NavigationTree<Screen>
  ) -> ScreenList {
    switch direct {
    case .push, .present:
      return .empty
    case .pop(let location):
      guard let popped = layout.stack(at: location)?.last else { return .empty }
      return .one(popped)
    case .dismissTop(let level):
      return layout.modals.indices.contains(level) ? .many(layout.modals[level].stack) : .empty
    case .setStack(_, let kept, _, let location):
      return .many(Array((layout.stack(at: location) ?? []).dropFirst(kept)))
    }
  }

  /// The screens `steps`, planned from `layout`, take off it: those of every stack a step sets
  /// or dismisses, but the ones a step keeps.
  static func screens(
    removedBy steps: [PathPlanner.Step<Shown>], from layout: NavigationTree<Screen>
  ) -> ScreenList {
    var replaced: [StackLocation] = []
    var kept: [Shown] = []
    func keep(_ slots: [PathPlanner.Slot<Shown>]) {
      for case .kept(let shown) in slots { kept.append(shown) }
    }
    func replace(_ location: StackLocation) {
      if !replaced.contains(location) { replaced.append(location) }
    }
    for step in steps {
      switch step {
      case .setRoot(let root):
        switch layout.root {
        case .stack: replace(.root)
        case .tabs(let tabs, _): for index in tabs.indices { replace(.tab(index)) }
        }
        switch root {
        case .stack(let slots): keep(slots)
        case .tabs(let tabs, _): for tab in tabs { keep(tab.stack) }
        }
      case .setStack(let slots, let location):
        replace(location)
        keep(slots)
      case .selectTab:
        continue
      case .present(let modal):
        keep(modal.stack)
      case .dismiss(let level):
        for above in layout.modals.indices where above >= level { replace(.modal(above)) }
      }
    }
    var removed: [Screen] = []
    for location in replaced {
      guard let stack = layout.stack(at: location) else { continue }
      var stays = [Bool](repeating: false, count: stack.count)
      for shown in kept where shown.location == location && stays.indices.contains(shown.index) {
        stays[shown.index] = true
      }
      for index in stack.indices where !stays[index] { removed.append(stack[index]) }
    }
    return .many(removed)
  }
}
