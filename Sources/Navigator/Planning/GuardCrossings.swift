/// What the guards of a planned change are asked about: the screens it would take off the
/// screen, and the destinations it would newly show.
///
/// A screen is left when the change removes it, or when it was the top screen of a tab the
/// change switches away from (``Leaving/isRemoved`` `false`). A destination is newly shown when
/// the change makes its screen, or when it is on the stack of a tab the change switches to.
struct GuardCrossings<Screen: AnyObject> {
  /// A screen the change would take off the screen.
  struct Left {
    let screen: Screen
    let destination: AnyDestination
    let isRemoved: Bool
  }

  private(set) var leaving: [Left] = []
  private(set) var entering: [AnyDestination] = []

  /// The crossings a stack navigator lists itself.
  init(leaving: [Left], entering: [AnyDestination]) {
    self.leaving = leaving
    self.entering = entering
  }

  private struct Place: Hashable {
    let location: StackLocation
    let index: Int
  }

  /// The crossings of `steps`, planned from `shown` (the screens of `layout`) to `target`;
  /// entering destinations are listed only when `listsEntering`.
  init(
    steps: [PathPlanner.Step<Shown>], shown: NavigationTree<Shown>,
    layout: NavigationTree<Screen>, target: NavigationState, listsEntering: Bool
  ) {
    var kept = Set<Place>()
    var replaced: [StackLocation] = []
    var dismissedFrom: Int?
    // NB: the screens a step keeps in each stack it sets, so that a tab switched to lists
    // only those as newly shown: its new screens are listed once, by the step.
    var keptIn: [StackLocation: [AnyDestination]] = [:]
    func note(_ slots: [PathPlanner.Slot<Shown>], at location: StackLocation) {
      var keptHere: [AnyDestination] = []
      for slot in slots {
        switch slot {
        case .kept(let shown):
          kept.insert(Place(location: shown.location, index: shown.index))
          keptHere.append(shown.destination)
        case .new(let destination): if listsEntering { entering.append(destination) }
        }
      }
      keptIn[location] = keptHere
    }
    for step in steps {
      switch step {
      case .setRoot(let root):
        switch root {
        case .stack(let slots): note(slots, at: .root)
        case .tabs(let tabs, _):
          for (index, tab) in tabs.enumerated() { note(tab.stack, at: .tab(index)) }
        }
        switch shown.root {
        case .stack: replaced.append(.root)
        case .tabs(let tabs, _): replaced.append(contentsOf: tabs.indices.map { .tab($0) })
        }
      case .setStack(let slots, let location):
        note(slots, at: location)
        replaced.append(location)
      case .present(let modal):
        note(modal.stack, at: .modal(shown.modals.count))
      case .dismiss(let level):
        dismissedFrom = min(dismissedFrom ?? level, level)
      case .selectTab:
        break
      }
    }
    if let dismissedFrom {
      replaced.append(contentsOf: shown.modals.indices.dropFirst(dismissedFrom).map { .modal($0) })
    }
    for location in replaced {
      for element in shown.stack(at: location) ?? []
      where !kept.contains(Place(location: element.location, index: element.index)) {
        addLeaving(element, in: layout, isRemoved: true)
      }
    }
    // NB: a tab switched away from keeps its screens; its top screen is no longer seen.
    guard case .tabs(let shownTabs, let from) = shown.root,
      case .tabs(let wantedTabs, let to) = target.root,
      shownTabs.indices.contains(from), wantedTabs.indices.contains(to),
      shownTabs[from].id != wantedTabs[to].id
    else { return }
    // NB: by identity: an equal destination elsewhere (in a sheet above) is another screen.
    if let top = shownTabs[from].stack.last,
      let screen = layout.stack(at: top.location)?[top.index],
      !leaving.contains(where: { $0.screen === screen })
    {
      addLeaving(top, in: layout, isRemoved: false)
    }
    if listsEntering { entering.append(contentsOf: keptIn[.tab(to)] ?? wantedTabs[to].stack) }
  }

  private mutating func addLeaving(
    _ element: Shown, in layout: NavigationTree<Screen>, isRemoved: Bool
  ) {
    guard let stack = layout.stack(at: element.location), stack.indices.contains(element.index)
    else { return }
    leaving.append(
      Left(screen: stack[element.index], destination: element.destination, isRemoved: isRemoved))
  }
}

extension PathPlanner {
  /// Whether `steps` may take a screen of `shown` off the screen; `false` when they only add
  /// screens (a push, a presentation), so that such a change is checked at no cost.
  static func mayLeave(_ steps: [PathPlanner.Step<Shown>], from shown: NavigationTree<Shown>)
    -> Bool
  {
    for step in steps {
      switch step {
      case .present:
        continue
      case .setStack(let slots, let location):
        let count = shown.stack(at: location)?.count ?? 0
        guard count > 0 else { continue }
        guard slots.count >= count, case .kept(let last) = slots[count - 1],
          last.location == location, last.index == count - 1
        else { return true }
      case .setRoot, .selectTab, .dismiss:
        return true
      }
    }
    return false
  }
}
