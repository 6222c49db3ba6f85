/// What an app engine knows of its container between requests: a layout, held weakly, and the
/// state it shows, so that a request finds the state on show without looking up every screen's
/// destination.
///
/// It is either what the engine last read (a full look-up of every screen, ``record(_:shown:state:generation:)``),
/// or what the engine expects once a change it planned from the model is applied: a direct
/// change (``expect(_:made:target:generation:version:)``), or any other but a new root
/// (``expect(_:target:generation:version:)``). Either way it is only a claim: each request
/// checks it against the container's layout (``state(of:generation:)``) and looks every screen
/// up again when anything differs.
///
/// It holds only layouts in which every screen is one the engine remembers, so that the state
/// has one destination at each place of the layout.
@MainActor
final class EngineModel {
  /// The root's stacks (one, or one per tab), then the modals', each screen held weakly.
  private var stacks: [[WeakScreen]] = []
  /// The layout's shape: the tabs' identifiers (`nil` for one stack), the selection, and
  /// whether each modal has a navigation bar.
  private var tabs: [String]?
  private var selectedIndex = 0
  private var modalBars: [Bool] = []
  /// The state the layout shows; `nil` when the model holds nothing.
  private var state: NavigationState?
  /// The ``ShownScreens/generation`` the state was read or expected at.
  private var generation: UInt64 = 0
  /// Moves at each change of the model, so that a plan changes only the model it was made from.
  private(set) var version: UInt64 = 0

  /// The state `layout` shows, when it is the model's layout, screen by screen, and the
  /// remembered screens did not change since (`generation`); otherwise `nil`.
  ///
  /// Screens are compared through the model's weak references: one released since reads as
  /// `nil`, so a new screen at its address is never taken for it.
  func state(of layout: NavigationTree<AnyObject>, generation: UInt64) -> NavigationState? {
    guard let state, generation == self.generation, layout.modals.count == modalBars.count
    else { return nil }
    var index = 0
    func matches(_ stack: [AnyObject]) -> Bool {
      guard index < stacks.count else { return false }
      defer { index += 1 }
      return Self.holds(stacks[index], stack)
    }
    switch layout.root {
    case .stack(let stack):
      guard tabs == nil, matches(stack) else { return nil }
    case .tabs(let shownTabs, let selected):
      guard let tabs, selected == selectedIndex, shownTabs.count == tabs.count else { return nil }
      for (tab, id) in zip(shownTabs, tabs) {
        guard tab.id == id, matches(tab.stack) else { return nil }
      }
    }
    for (modal, hasBar) in zip(layout.modals, modalBars) {
      guard modal.hasNavigationBar == hasBar, matches(modal.stack) else { return nil }
    }
    return state
  }

  /// Whether `weak` holds the screens of `stack`, in order.
  // NB: loops over the arrays' buffers, which read each weak reference in place instead of
  // copying it; from the top, where a change of the stack usually is.
  nonisolated private static func holds(_ weak: [WeakScreen], _ stack: [AnyObject]) -> Bool {
    guard weak.count == stack.count else { return false }
    return weak.withUnsafeBufferPointer { weak in
      stack.withUnsafeBufferPointer { screens in
        var position = screens.count
        while position > 0 {
          position -= 1
          guard weak[position].screen === screens[position] else { return false }
        }
        return true
      }
    }
  }

  /// Holds `layout`, whose screens `shown` locates, showing `state` at `generation`; holds
  /// nothing when a screen of `layout` is not in `shown` (one the engine did not make).
  ///
  /// - Returns: Whether it holds `layout`.
  func record(
    _ layout: NavigationTree<AnyObject>, shown: NavigationTree<Shown>, state: NavigationState,
    generation: UInt64
  ) -> Bool {
    invalidate()
    guard shown.modals.count == layout.modals.count else { return false }
    var stacks: [[WeakScreen]] = []
    func weak(_ stack: [AnyObject], _ shown: [Shown]) -> Bool {
      // NB: `shown` lists the remembered screens of `stack`, in order: as many means all.
      guard stack.count == shown.count else { return false }
      stacks.append(Self.weak(stack))
      return true
    }
    switch (layout.root, shown.root) {
    case (.stack(let stack), .stack(let shownStack)):
      guard weak(stack, shownStack) else { return false }
      tabs = nil
    case (.tabs(let layoutTabs, let selected), .tabs(let shownTabs, _)):
      for (tab, shownTab) in zip(layoutTabs, shownTabs) {
        guard weak(tab.stack, shownTab.stack) else { return false }
      }
      tabs = layoutTabs.map(\.id)
      selectedIndex = selected
    default:
      return false
    }
    for (modal, shownModal) in zip(layout.modals, shown.modals) {
      guard weak(modal.stack, shownModal.stack) else { return false }
    }
    self.stacks = stacks
    modalBars = layout.modals.map(\.hasNavigationBar)
    self.state = state
    self.generation = generation
    return true
  }

  /// Makes the model what the container shows once `direct`, planned from the model at
  /// `version`, is applied with the screens `made`; the state is then `target`, at
  /// `generation`. Holds nothing when the model changed since the plan.
  func expect(
    _ direct: PathPlanner.DirectChange, made: [AnyObject], target: NavigationState,
    generation: UInt64, version planned: UInt64
  ) {
    guard planned == version, state != nil else { return invalidate() }
    // NB: the state first, so that the stacks are the model's only copy of its arrays.
    state = nil
    switch direct {
    case .push(_, let location):
      guard let index = index(of: location), let screen = made.first else { return invalidate() }
      stacks[index].append(WeakScreen(screen: screen))
    case .pop(let location):
      guard let index = index(of: location), !stacks[index].isEmpty else { return invalidate() }
      stacks[index].removeLast()
    case .present(let modal):
      stacks.append(made.map { WeakScreen(screen: $0) })
      modalBars.append(modal.hasNavigationBar)
    case .dismissTop:
      guard !modalBars.isEmpty else { return invalidate() }
      stacks.removeLast()
      modalBars.removeLast()
    }
    state = target
    self.generation = generation
    version &+= 1
  }

  /// Makes the model what the container shows once `changes`, planned from the model at
  /// `version`, are applied; the state is then `target`, at `generation`. Holds nothing when
  /// the model changed since the plan, or for a new root, which it does not follow.
  ///
  /// Every screen of `changes` is the engine's: one of the model's, or one just made.
  func expect(
    _ changes: [ContainerChange<AnyObject>], target: NavigationState, generation: UInt64,
    version planned: UInt64
  ) {
    guard planned == version, state != nil else { return invalidate() }
    // NB: the state first, so that the stacks are the model's only copy of its arrays.
    state = nil
    for change in changes {
      switch change {
      case .setStack(let stack, let location):
        guard let index = index(of: location) else { return invalidate() }
        stacks[index] = Self.weak(stack)
      case .selectTab(let index):
        guard let tabs, tabs.indices.contains(index) else { return invalidate() }
        selectedIndex = index
      case .present(let modal):
        stacks.append(Self.weak(modal.stack))
        modalBars.append(modal.hasNavigationBar)
      case .dismiss(let level):
        guard let index = index(of: .modal(level)) else { return invalidate() }
        stacks.removeSubrange(index...)
        modalBars.removeSubrange(level...)
      case .setRoot:
        return invalidate()
      }
    }
    state = target
    self.generation = generation
    version &+= 1
  }

  /// `stack`, each screen held weakly.
  // NB: a loop over the array's buffer, which lends each screen instead of retaining it: a
  // screen held weakly counts its references in a side table, where each retain and release
  // costs about 70 instructions.
  nonisolated private static func weak(_ stack: [AnyObject]) -> [WeakScreen] {
    var weak: [WeakScreen] = []
    weak.reserveCapacity(stack.count)
    stack.withUnsafeBufferPointer { screens in
      for index in screens.indices { weak.append(WeakScreen(screen: screens[index])) }
    }
    return weak
  }

  /// Holds nothing, so that the next request looks every screen up.
  func invalidate() {
    stacks = []
    tabs = nil
    modalBars = []
    state = nil
    version &+= 1
  }

  /// The index in ``stacks`` of the stack at `location`.
  private func index(of location: StackLocation) -> Int? {
    let rootCount = tabs?.count ?? 1
    switch location {
    case .root: return tabs == nil ? 0 : nil
    case .tab(let index): return tabs != nil && index < rootCount ? index : nil
    case .modal(let level): return level < modalBars.count ? rootCount + level : nil
    }
  }
}
