/// What an app engine knows of its container between requests: a layout and the state it
/// shows, so that a request finds the state on show without looking up every screen's
/// destination.
///
/// It is either what the engine last read (a full look-up of every screen, ``record(_:shown:state:generation:)``),
/// or what the engine expects once a change it planned from the model is applied, any but a new
/// root (``expect(_:target:generation:version:)``). Either way it is only a claim: each request
/// checks it against the container's layout (``stateAndLayout(shownBy:generation:)``) and looks
/// every screen up again when anything differs.
///
/// It holds only layouts in which every screen is one the engine remembers, so that the state
/// has one destination at each place of the layout.
///
/// It holds its screens strongly, as the container does: a screen it names cannot be released
/// and another one made at its address, so that comparing addresses is comparing screens. It
/// lets go of them at every change of the layout the engine makes or is told of (a user's
/// change drops the model).
// NB: weak references cost a side table per screen and a copy and a load per comparison: about
// a fifth of a push's instructions at a depth of 1,000.
@MainActor
final class EngineModel {
  /// Everything the model holds, in one value.
  // NB: each access to a stored property of this class is checked for exclusivity at run time,
  // about a hundred instructions each; one value is read or changed in one access a call.
  private var held = Held()

  /// Moves at each change of the model, so that a plan changes only the model it was made from.
  var version: UInt64 { held.version }

  /// The model's ``version`` while it holds a state (one it read, or expects); `nil` while it
  /// holds nothing.
  var expectedVersion: UInt64? { held.state == nil ? nil : held.version }

  /// The state `layout` shows, when it is the model's layout, screen by screen, and the
  /// remembered screens did not change since (`generation`); otherwise `nil`.
  ///
  /// Screens are compared by identity.
  func state(of layout: NavigationTree<AnyObject>, generation: UInt64) -> NavigationState? {
    held.state(of: layout, generation: generation)
  }

  /// The state on show, the layout showing it and the model's ``version``, when `container`
  /// shows the model's layout, screen by screen, and the remembered screens did not change
  /// since (`generation`); otherwise `nil`. The layout is the model's own: its stacks are not
  /// copied.
  func stateAndLayout(
    shownBy container: any NavigationContainer, generation: UInt64
  ) -> (state: NavigationState, layout: NavigationTree<AnyObject>, version: UInt64)? {
    // NB: field by field, not a copy of `held`; the container is asked once the model was read,
    // outside any access to it.
    guard generation == held.generation, let state = held.state else { return nil }
    let layout = heldLayout
    // NB: a container that counts its changes says at once whether its layout is the one it
    // showed when the model was last found or made true; else every screen is compared.
    let containerVersion = container.layoutVersion
    if containerVersion == nil || containerVersion != held.confirmedContainerVersion {
      guard container.shows(layout) else { return nil }
      confirm(containerVersion, atVersion: held.version)
    }
    return (state, layout, held.version)
  }

  /// Notes that the container showed the model's layout, at the model's `version`, when its
  /// ``NavigationContainer/layoutVersion`` was `containerVersion`; nothing when the model
  /// changed since.
  func confirm(_ containerVersion: UInt64?, atVersion version: UInt64) {
    guard version == held.version else { return }
    held.confirmedContainerVersion = containerVersion
  }

  /// The layout the model holds; meaningful only while it holds a state.
  // NB: reads `held` field by field: a computed property of it would copy it whole.
  private var heldLayout: NavigationTree<AnyObject> {
    var layout: NavigationTree<AnyObject>
    let rootCount: Int
    if let tabs = held.tabs {
      var shownTabs: [NavigationTree<AnyObject>.Tab] = []
      shownTabs.reserveCapacity(tabs.count)
      for (index, id) in tabs.enumerated() { shownTabs.append(.init(id, held.stacks[index])) }
      layout = NavigationTree(root: .tabs(shownTabs, selectedIndex: held.selectedIndex))
      rootCount = tabs.count
    } else {
      layout = NavigationTree(stack: held.stacks[0])
      rootCount = 1
    }
    for (level, hasBar) in held.modalBars.enumerated() {
      layout.modals.append(
        .init(stack: held.stacks[rootCount + level], hasNavigationBar: hasBar))
    }
    return layout
  }

  /// Holds `layout`, whose screens `shown` locates, showing `state` at `generation`; holds
  /// nothing when a screen of `layout` is not in `shown` (one the engine did not make).
  ///
  /// - Returns: Whether it holds `layout`.
  func record(
    _ layout: NavigationTree<AnyObject>, shown: NavigationTree<Shown>, state: NavigationState,
    generation: UInt64
  ) -> Bool {
    let (holds, released) = changeHeld {
      $0.record(layout, shown: shown, state: state, generation: generation)
    }
    // NB: what the model let go of is released once it is whole again, since a `deinit` may
    // navigate.
    _ = consume released
    return holds
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
    let released = changeHeld {
      $0.expect(changes, target: target, generation: generation, version: planned)
    }
    _ = consume released
  }

  /// Makes `direct`, planned from the model at `version`, on the model's state, and `change`, the
  /// container change it is, on its stacks: in place, when the plan let go of them, so that
  /// neither is copied, whatever their depth.
  ///
  /// - Returns: The state the model then holds, which the container shows once `change` is
  ///   applied; `nil` when the model changed since the plan, and then holds nothing.
  func expect(
    _ direct: PathPlanner.DirectChange, making change: ContainerChange<AnyObject>,
    generation: UInt64, version planned: UInt64
  ) -> NavigationState? {
    let (target, released) = changeHeld {
      $0.expect(direct, making: change, generation: generation, version: planned)
    }
    _ = consume released
    return target
  }

  /// Holds nothing, so that the next request looks every screen up.
  func invalidate() {
    let released = changeHeld { $0.invalidate() }
    _ = consume released
  }

  /// Changes what the model holds with `change`, moved out of the model and back.
  // NB: a change of the model calls code the optimizer cannot see through (the planner's),
  // which would keep a check of exclusive access at run time on every access to `held`, about
  // 80 instructions each, several a request. Moved out and back by swaps, each access is
  // instantaneous, and checked when the library is compiled. A change releases nothing (what
  // it lets go of comes back in `Released`), so no code runs while the model is out.
  private func changeHeld<Result>(_ change: (inout Held) -> Result) -> Result {
    var moved = Held()
    swap(&moved, &held)
    let result = change(&moved)
    swap(&moved, &held)
    return result
  }

  /// What a change of the model let go of: it is released once the model is whole again.
  private struct Released {
    var stacks: [[AnyObject]] = []
    /// A stack a change set anew: most changes let go of one, which needs no array of stacks.
    var replacedStack: [AnyObject]?
    /// The screen a pop took off a stack.
    var popped: AnyObject?
    /// What a direct change took off the state.
    var removed: PathPlanner.DirectChange.Removed?
    var state: NavigationState?
  }

  /// What the model holds, and how it changes.
  private struct Held {
    /// The root's stacks (one, or one per tab), then the modals'.
    var stacks: [[AnyObject]] = []
    /// The layout's shape: the tabs' identifiers (`nil` for one stack), the selection, and
    /// whether each modal has a navigation bar.
    var tabs: [String]?
    var selectedIndex = 0
    var modalBars: [Bool] = []
    /// The state the layout shows; `nil` when the model holds nothing.
    var state: NavigationState?
    /// The ``ShownScreens/generation`` the state was read or expected at.
    var generation: UInt64 = 0
    /// See ``EngineModel/version``.
    var version: UInt64 = 0
    /// The container's ``NavigationContainer/layoutVersion`` when it was last found or made to
    /// show the model's layout, at the model's `version`; `nil` when not known.
    var confirmedContainerVersion: UInt64? {
      get { confirmed?.model == version ? confirmed?.container : nil }
      set { confirmed = newValue.map { (version, $0) } }
    }
    private var confirmed: (model: UInt64, container: UInt64)?

    /// See ``EngineModel/state(of:generation:)``.
    func state(of layout: NavigationTree<AnyObject>, generation: UInt64) -> NavigationState? {
      guard let state, generation == self.generation, layout.modals.count == modalBars.count
      else { return nil }
      var index = 0
      func matches(_ stack: [AnyObject]) -> Bool {
        guard index < stacks.count else { return false }
        defer { index += 1 }
        return stacks[index].holdsTheSameScreens(as: stack)
      }
      switch layout.root {
      case .stack(let stack):
        guard tabs == nil, matches(stack) else { return nil }
      case .tabs(let shownTabs, let selected):
        guard let tabs, selected == selectedIndex, shownTabs.count == tabs.count else {
          return nil
        }
        for (tab, id) in zip(shownTabs, tabs) {
          guard tab.id == id, matches(tab.stack) else { return nil }
        }
      }
      for (modal, hasBar) in zip(layout.modals, modalBars) {
        guard modal.hasNavigationBar == hasBar, matches(modal.stack) else { return nil }
      }
      return state
    }

    /// See ``EngineModel/record(_:shown:state:generation:)``.
    mutating func record(
      _ layout: NavigationTree<AnyObject>, shown: NavigationTree<Shown>, state: NavigationState,
      generation: UInt64
    ) -> (holds: Bool, released: Released) {
      let released = invalidate()
      guard shown.modals.count == layout.modals.count else { return (false, released) }
      var stacks: [[AnyObject]] = []
      func hold(_ stack: [AnyObject], _ shown: [Shown]) -> Bool {
        // NB: `shown` lists the remembered screens of `stack`, in order: as many means all.
        guard stack.count == shown.count else { return false }
        stacks.append(stack)
        return true
      }
      switch (layout.root, shown.root) {
      case (.stack(let stack), .stack(let shownStack)):
        guard hold(stack, shownStack) else { return (false, released) }
        tabs = nil
      case (.tabs(let layoutTabs, let selected), .tabs(let shownTabs, _)):
        for (tab, shownTab) in zip(layoutTabs, shownTabs) {
          guard hold(tab.stack, shownTab.stack) else { return (false, released) }
        }
        tabs = layoutTabs.map(\.id)
        selectedIndex = selected
      default:
        return (false, released)
      }
      for (modal, shownModal) in zip(layout.modals, shown.modals) {
        guard hold(modal.stack, shownModal.stack) else { return (false, released) }
      }
      self.stacks = stacks
      modalBars = layout.modals.map(\.hasNavigationBar)
      self.state = state
      self.generation = generation
      return (true, released)
    }

    /// See ``EngineModel/expect(_:target:generation:version:)``.
    mutating func expect(
      _ changes: [ContainerChange<AnyObject>], target: NavigationState, generation: UInt64,
      version planned: UInt64
    ) -> Released {
      guard planned == version, state != nil else { return invalidate() }
      // NB: the state is taken first, so that the stacks are the model's only copy of its
      // arrays.
      var released = Released(state: state.take())
      for change in changes {
        guard apply(change, releasing: &released) else { return invalidate(adding: released) }
      }
      state = target
      self.generation = generation
      version &+= 1
      return released
    }

    /// See ``EngineModel/expect(_:making:generation:version:)``.
    mutating func expect(
      _ direct: PathPlanner.DirectChange, making change: ContainerChange<AnyObject>,
      generation: UInt64, version planned: UInt64
    ) -> (target: NavigationState?, released: Released) {
      // NB: the state is taken out, so that the model's is its only reference while changed.
      guard planned == version, var target = state.take() else { return (nil, invalidate()) }
      var released = Released()
      guard apply(change, releasing: &released) else {
        released.state = target
        return (nil, invalidate(adding: released))
      }
      released.removed = direct.apply(to: &target)
      state = target
      self.generation = generation
      version &+= 1
      return (target, released)
    }

    /// Makes `change` on the stacks; what it takes off them goes to `released`.
    ///
    /// - Returns: Whether it could: `false` when the change is a new root, which the model does
    ///   not follow, or names a place the model does not hold.
    private mutating func apply(
      _ change: ContainerChange<AnyObject>, releasing released: inout Released
    ) -> Bool {
      switch change {
      case .setStack(let stack, let location):
        guard let index = index(of: location) else { return false }
        if released.replacedStack == nil {
          released.replacedStack = stacks[index]
        } else {
          released.stacks.append(stacks[index])
        }
        stacks[index] = stack
      case .push(let screen, let location):
        guard let index = index(of: location) else { return false }
        stacks[index].append(screen)
      case .pop(let location):
        guard let index = index(of: location), !stacks[index].isEmpty else { return false }
        released.popped = stacks[index].removeLast()
      case .selectTab(let index):
        guard let tabs, tabs.indices.contains(index) else { return false }
        selectedIndex = index
      case .present(let modal):
        stacks.append(modal.stack)
        modalBars.append(modal.hasNavigationBar)
      case .dismiss(let level):
        guard let index = index(of: .modal(level)) else { return false }
        released.stacks += stacks[index...]
        stacks.removeSubrange(index...)
        modalBars.removeSubrange(level...)
      case .setRoot:
        return false
      }
      return true
    }

    /// Holds nothing; what it held is released with `released`.
    mutating func invalidate(adding released: Released = Released()) -> Released {
      var released = released
      // NB: the stacks are moved, not copied, when nothing was let go of before.
      if released.stacks.isEmpty {
        swap(&released.stacks, &stacks)
      } else {
        released.stacks += stacks
      }
      if let state = state.take() { released.state = state }
      stacks = []
      tabs = nil
      modalBars = []
      version &+= 1
      return released
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
}
