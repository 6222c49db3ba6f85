/// Plans a whole-path change: the smallest list of container changes that turns the current
/// tree into the target state. Pure: it neither makes screens nor touches a container.
///
/// The root's shape (one stack, or tabs with the same identifiers) is kept when the target has
/// it and the current root shows something; otherwise the root is replaced. Modals are kept from the bottom while each has the same
/// kind and the same first destination. In each kept stack the common prefix stays, the rest is
/// popped and the new destinations are pushed. The steps come in the order UIKit needs: dismiss
/// the modals that go, change the root's stacks (hidden tabs first, then the selection, then the
/// selected tab), change the kept modals' stacks, present the new modals.
enum PathPlanner {
  /// A place in a planned stack: an element already shown, kept; or a destination whose screen
  /// must be made.
  enum Slot<Kept> {
    case kept(Kept)
    case new(AnyDestination)
  }

  /// One planned step, a ``ContainerChange`` with slots instead of screens.
  enum Step<Kept> {
    case setRoot(NavigationTree<Slot<Kept>>.Root)
    case setStack([Slot<Kept>], at: StackLocation)
    case selectTab(Int)
    case present(NavigationTree<Slot<Kept>>.Modal)
    case dismiss(fromLevel: Int)
  }

  /// The steps from `current` to `target`; none when they show the same destinations.
  ///
  /// - Parameter destination: The destination an element of `current` shows.
  /// - Throws: ``NavigationError/invalidState`` when `target` cannot be shown (an empty stack,
  ///   no tab, a selection out of range, a modal without a navigation bar holding more than one
  ///   destination, two tabs with one identifier).
  /// - Parameter keepsEmptyRoot: Whether an empty root stack is a stack, which may stay empty
  ///   (a navigation controller's, under its modal screen) and gets its screens pushed.
  static func plan<Kept>(
    from current: NavigationTree<Kept>, to target: NavigationState,
    keepsEmptyRoot: Bool = false, destination: (Kept) -> AnyDestination
  ) throws(NavigationError) -> [Step<Kept>] {
    try validate(target, allowingEmptyRoot: keepsEmptyRoot)
    var steps: [Step<Kept>] = []
    let keepsRoot =
      keepsEmptyRoot
      ? isStack(current.root) && isStack(target.root)
      : hasSameShape(current.root, target.root)
    var keptModals = 0
    if keepsRoot {
      while keptModals < min(current.modals.count, target.modals.count) {
        let shown = current.modals[keptModals]
        let wanted = target.modals[keptModals]
        guard shown.hasNavigationBar == wanted.hasNavigationBar,
          let first = shown.stack.first, destination(first) == wanted.stack.first
        else { break }
        keptModals += 1
      }
    }
    if current.modals.count > keptModals {
      steps.append(.dismiss(fromLevel: keptModals))
    }
    if keepsRoot {
      steps += rootSteps(from: current.root, to: target.root, destination: destination)
    } else {
      steps.append(.setRoot(target.map { Slot<Kept>.new($0) }.root))
    }
    for level in 0..<keptModals {
      if let slots = slots(
        from: current.modals[level].stack, to: target.modals[level].stack,
        destination: destination)
      {
        steps.append(.setStack(slots, at: .modal(level)))
      }
    }
    for modal in target.modals.dropFirst(keptModals) {
      steps.append(
        .present(
          .init(stack: modal.stack.map { .new($0) }, hasNavigationBar: modal.hasNavigationBar))
      )
    }
    return steps
  }

  // MARK: - Roots

  /// Whether `root` is one stack, empty or not.
  private static func isStack<Element>(_ root: NavigationTree<Element>.Root) -> Bool {
    if case .stack = root { return true }
    return false
  }

  /// Whether `current` can be changed into `target` stack by stack. An empty root stack is no
  /// root at all (a window without a root view controller reads as one), so it is replaced.
  private static func hasSameShape<Kept>(
    _ current: NavigationTree<Kept>.Root, _ target: NavigationState.Root
  ) -> Bool {
    switch (current, target) {
    case (.stack(let shown), .stack):
      return !shown.isEmpty
    case (.tabs(let shown, _), .tabs(let wanted, _)):
      return shown.map(\.id) == wanted.map(\.id)
    default:
      return false
    }
  }

  private static func rootSteps<Kept>(
    from current: NavigationTree<Kept>.Root, to target: NavigationState.Root,
    destination: (Kept) -> AnyDestination
  ) -> [Step<Kept>] {
    switch (current, target) {
    case (.stack(let shown), .stack(let wanted)):
      let slots = slots(from: shown, to: wanted, destination: destination)
      return slots.map { [.setStack($0, at: .root)] } ?? []
    case (.tabs(let shown, let shownSelection), .tabs(let wanted, let wantedSelection)):
      var steps: [Step<Kept>] = []
      for index in wanted.indices where index != wantedSelection {
        if let slots = slots(
          from: shown[index].stack, to: wanted[index].stack, destination: destination)
        {
          steps.append(.setStack(slots, at: .tab(index)))
        }
      }
      if shownSelection != wantedSelection {
        steps.append(.selectTab(wantedSelection))
      }
      if let slots = slots(
        from: shown[wantedSelection].stack, to: wanted[wantedSelection].stack,
        destination: destination)
      {
        steps.append(.setStack(slots, at: .tab(wantedSelection)))
      }
      return steps
    default:
      return []
    }
  }

  /// The slots of a stack going from `shown` to `wanted`: the common prefix kept, the rest new;
  /// `nil` when the stack does not change.
  private static func slots<Kept>(
    from shown: [Kept], to wanted: [AnyDestination], destination: (Kept) -> AnyDestination
  ) -> [Slot<Kept>]? {
    var common = 0
    while common < min(shown.count, wanted.count), destination(shown[common]) == wanted[common] {
      common += 1
    }
    guard common < shown.count || common < wanted.count else { return nil }
    var slots: [Slot<Kept>] = []
    slots.reserveCapacity(wanted.count)
    for element in shown[..<common] { slots.append(.kept(element)) }
    for wantedDestination in wanted[common...] { slots.append(.new(wantedDestination)) }
    return slots
  }

  // MARK: - Validation

  static func validate(
    _ target: NavigationState, allowingEmptyRoot: Bool = false
  ) throws(NavigationError) {
    func invalid(_ reason: String) -> NavigationError {
      NavigationError(.invalidState, detail: .reason(reason))
    }
    switch target.root {
    case .stack(let stack):
      guard allowingEmptyRoot || !stack.isEmpty else { throw invalid("the root stack is empty") }
    case .tabs(let tabs, let selected):
      guard !tabs.isEmpty else { throw invalid("there are no tabs") }
      guard tabs.indices.contains(selected) else {
        throw invalid("the selected index \(selected) is not one of the \(tabs.count) tabs")
      }
      for (index, tab) in tabs.enumerated() {
        guard !tab.stack.isEmpty else { throw invalid("the stack of tab \(tab.id) is empty") }
        guard !tabs[..<index].contains(where: { $0.id == tab.id }) else {
          throw invalid("two tabs are named \(tab.id)")
        }
      }
    }
    for (level, modal) in target.modals.enumerated() {
      guard !modal.stack.isEmpty else { throw invalid("modal \(level) is empty") }
      guard modal.hasNavigationBar || modal.stack.count == 1 else {
        throw invalid(
          "modal \(level) holds \(modal.stack.count) screens without a navigation bar; "
            + "present a stack with .stack([...]) instead")
      }
    }
  }
}
