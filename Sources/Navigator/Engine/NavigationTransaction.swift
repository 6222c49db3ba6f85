/// One request of an ``AppNavigator`` carried out as a transaction: the state it asks for,
/// computed from the state on show at its turn; the smallest plan that shows it; every new screen
/// made before anything on screen changes; then the container changes, applied in order with only
/// the last one animated.
///
/// Planning is pure (``NavigationChange``'s target, ``PathPlanner``); this type makes the screens
/// and keeps the changes left to apply.
@MainActor
struct NavigationTransaction {
  /// The screens, erased to `AnyObject` at the container.
  typealias Screen = AnyObject

  /// The container changes, in order.
  let changes: [ContainerChange<Screen>]
  /// Whether the last change is animated.
  let animated: Bool
  /// The state it shows once applied.
  let target: NavigationState
  /// How many changes were handed to the container.
  private(set) var applied = 0
  /// The engine model's version once it expects this transaction made; `nil` when it does not.
  var expectedModelVersion: UInt64?

  init(
    changes: [ContainerChange<Screen>], animated: Bool, target: NavigationState, made: [Screen],
    removed: [Screen]? = nil
  ) {
    self.changes = changes
    self.animated = animated
    self.target = target
    self.made = made
    self.removed = removed
  }

  /// The next change to apply and whether to animate it, taken out; `nil` once all were.
  mutating func takeNext() -> (change: ContainerChange<Screen>, animated: Bool)? {
    guard applied < changes.count else { return nil }
    applied += 1
    return (changes[applied - 1], animated && applied == changes.count)
  }

  /// The next change to apply, whether to animate it, and the state the transaction shows,
  /// taken out; `nil` once every change was.
  mutating func takeNextWithTarget()
    -> (change: ContainerChange<Screen>, animated: Bool, target: NavigationState)?
  {
    guard let next = takeNext() else { return nil }
    return (next.change, next.animated, target)
  }

  /// The screens this transaction made, which it shows.
  let made: [Screen]
  /// The screens it takes off the layout once applied in full; `nil` when the engine remembers
  /// screens off the layout already, which it forgets by reading the layout once the change is
  /// made.
  let removed: [Screen]?

  /// What a change asks for, planned from the screens on show.
  struct Plan {
    let layout: NavigationTree<Screen>
    /// The state on show, which `layout` shows.
    let current: NavigationState
    /// The screens of `layout` with their destinations; `nil` when every screen is the
    /// engine's, where they are found from `current`.
    let knownShown: NavigationTree<Shown>?
    /// How the plan goes from `current` to `target`.
    let route: Route
    /// The ``EngineModel/version`` the plan was made from, when the model holds `layout`.
    let modelVersion: UInt64?
    /// Whether the engine remembers screens that `layout` does not show: the container let go
    /// of them without telling.
    let remembersScreensOffTheLayout: Bool

    /// A plan's steps and the state they show, or the direct change they are.
    enum Route {
      case steps([PathPlanner.Step<Shown>], target: NavigationState)
      case direct(PathPlanner.DirectChange)
    }

    /// The state the plan shows once made.
    // NB: a direct change's is made when asked, a copy of the stack it changes: a request that
    // asks no guard has the engine's model make it in place instead.
    var target: NavigationState {
      switch route {
      case .steps(_, let target): target
      case .direct(let direct): direct.target(from: current)
      }
    }

    var shown: NavigationTree<Shown> { knownShown ?? NavigationTree(locating: current) }

    var steps: [PathPlanner.Step<Shown>] {
      switch route {
      case .steps(let steps, _): steps
      case .direct(let direct): PathPlanner.steps(of: direct, from: shown)
      }
    }

    /// Whether the plan may take a screen off the screen (``PathPlanner/mayLeave(_:from:)``).
    var mayLeave: Bool {
      switch route {
      case .steps(let steps, _): PathPlanner.mayLeave(steps, from: shown)
      case .direct(let direct): direct.mayLeave
      }
    }

    /// The screens the plan would take off the screen and the destinations it would newly show.
    func crossings(listsEntering: Bool) -> GuardCrossings<Screen> {
      GuardCrossings(
        steps: steps, shown: shown, layout: layout, target: target, listsEntering: listsEntering)
    }
  }

  /// Plans `change` from what `container` shows; a lead is not followed (the caller has).
  ///
  /// The state on show is the engine's model when the container's layout is the model's;
  /// otherwise every screen is looked up, and the model holds what was found when every screen
  /// is the engine's.
  ///
  /// - Returns: The plan, or `nil` when the state asked for already holds.
  /// - Throws: What the change or the planner threw.
  static func plan(
    _ change: NavigationChange, on container: any NavigationContainer, context: Context
  ) throws(NavigationError) -> Plan? {
    let generation = context.shownScreens.generation
    let layout: NavigationTree<Screen>
    let current: NavigationState
    var knownShown: NavigationTree<Shown>?
    var modelVersion: UInt64?
    if let known = context.model.stateAndLayout(shownBy: container, generation: generation) {
      (current, layout) = (known.state, known.layout)
      modelVersion = known.version
    } else {
      let containerVersion = container.layoutVersion
      layout = container.erasedLayout
      let shown = context.shownScreens.tree(of: layout)
      current = shown.map { $0.destination }
      knownShown = shown
      // NB: the model follows every change planned from it (`make`), so that the next request
      // reads the state from it instead of looking up every screen again.
      if context.model.record(layout, shown: shown, state: current, generation: generation) {
        modelVersion = context.model.version
        context.model.confirm(containerVersion, atVersion: context.model.version)
      }
    }
    if let direct = PathPlanner.direct(change, from: current) {
      return Plan(
        layout: layout, current: current, knownShown: knownShown,
        route: .direct(direct), modelVersion: modelVersion,
        remembersScreensOffTheLayout: remembersScreens(offThe: knownShown, context: context))
    }
    let target = try change.target(from: current, routes: context.routes, links: context.links)
    let shown = knownShown ?? NavigationTree(locating: current)
    let steps = try PathPlanner.plan(from: shown, to: target) { $0.destination }
    guard !steps.isEmpty else { return nil }
    return Plan(
      layout: layout, current: current, knownShown: shown, route: .steps(steps, target: target),
      modelVersion: modelVersion,
      remembersScreensOffTheLayout: remembersScreens(offThe: knownShown, context: context))
  }

  /// Whether the engine remembers more screens than it found in the layout read as `shown`;
  /// `false` when the layout was not read (the engine's model holds it).
  private static func remembersScreens(
    offThe shown: NavigationTree<Shown>?, context: Context
  ) -> Bool {
    guard let shown else { return false }
    return context.shownScreens.count > shown.elementCount
  }

  /// Makes the new screens of `plan` and remembers them; the engine's model then expects
  /// what the plan shows once applied, when the plan was made from it.
  ///
  /// - Throws: What a factory threw; nothing was shown or remembered.
  static func make(
    _ plan: consuming Plan, animated: Bool, on container: any NavigationContainer,
    context: Context
  ) throws(NavigationError) -> NavigationTransaction {
    if case .direct(let direct) = plan.route, let version = plan.modelVersion {
      return try make(
        direct, of: plan, version: version, animated: animated, on: container, context: context)
    }
    let steps = plan.steps
    let changes = try makeScreens(for: steps, layout: plan.layout, areas: context.areas)
    let removed =
      plan.remembersScreensOffTheLayout ? nil : screens(removedBy: steps, from: plan.layout)
    let made = remember(changes.made, on: container, context: context)
    let target = plan.target
    if let version = plan.modelVersion {
      context.model.expect(
        changes.changes, target: target, generation: context.shownScreens.generation,
        version: version)
    } else {
      context.model.invalidate()
    }
    var transaction = NavigationTransaction(
      changes: changes.changes, animated: animated, target: target, made: made,
      removed: removed)
    transaction.expectedModelVersion = context.model.expectedVersion
    return transaction
  }

  /// Makes the new screen of `direct`, planned from the engine's model at `version`, and has the
  /// model make the change on its own state and stacks, in place, once `plan` let go of them.
  private static func make(
    _ direct: PathPlanner.DirectChange, of plan: consuming Plan, version: UInt64, animated: Bool,
    on container: any NavigationContainer, context: Context
  ) throws(NavigationError) -> NavigationTransaction {
    let changes = try makeScreens(for: direct, layout: plan.layout, areas: context.areas)
    let removed =
      plan.remembersScreensOffTheLayout ? nil : screens(removedBy: direct, from: plan.layout)
    let made = remember(changes.made, on: container, context: context)
    let generation = context.shownScreens.generation
    // NB: no user code runs from here to the model's change, which finds the model as planned
    // or changed since (by a factory's or a container's own code): then the plan's target.
    guard context.model.version == version else {
      context.model.invalidate()
      return NavigationTransaction(
        changes: changes.changes, animated: animated, target: plan.target, made: made,
        removed: removed)
    }
    // NB: the plan holds the model's state and stacks too; once it lets go, the model changes
    // them without copying them.
    _ = consume plan
    let target = context.model.expect(
      direct, making: changes.changes[0], generation: generation, version: version)
    var transaction = NavigationTransaction(
      changes: changes.changes, animated: animated,
      target: target ?? direct.target(from: context.stateShown(by: container)), made: made,
      removed: removed)
    transaction.expectedModelVersion = context.model.expectedVersion
    return transaction
  }

  /// Remembers the screens `made` for the destinations they show, and tells `container`.
  ///
  /// - Returns: The screens, in order.
  private static func remember(
    _ made: [Made], on container: any NavigationContainer, context: Context
  ) -> [Screen] {
    var screens: [Screen] = []
    screens.reserveCapacity(made.count)
    // NB: the screens of one class are asked once whether they guard their leaving: the
    // runtime's conformance lookup costs hundreds of instructions a screen.
    var classWithoutLeaveGuard: ObjectIdentifier?
    for (screen, destination) in made {
      context.shownScreens.remember(screen, showing: destination)
      let screenClass = ObjectIdentifier(type(of: screen))
      if screenClass != classWithoutLeaveGuard {
        if screen is any LeaveGuard {
          context.shownScreens.holdsLeaveGuards = true
        } else {
          classWithoutLeaveGuard = screenClass
        }
      }
      container.erasedScreen(screen, isShowing: destination)
      screens.append(screen)
    }
    return screens
  }

  /// A screen made for a transaction, and the destination it shows.
  typealias Made = (screen: Screen, destination: AnyDestination)

  /// What a transaction is planned with.
  struct Context {
    let areas: AppAreas
    let shownScreens: ShownScreens<HeldScreen>
    let model: EngineModel
    let routes: DestinationGraph?
    let links: DeepLinks?

    /// The state `container` shows, every screen looked up.
    @MainActor
    func stateShown(by container: any NavigationContainer) -> NavigationState {
      shownScreens.tree(of: container.erasedLayout).map { $0.destination }
    }
  }

  /// Makes every new screen of `steps`, then turns them into container changes. Nothing is
  /// remembered or shown if a screen cannot be made.
  static func makeScreens(
    for steps: [PathPlanner.Step<Shown>], layout: NavigationTree<Screen>, areas: AppAreas
  ) throws(NavigationError) -> (changes: [ContainerChange<Screen>], made: [Made]) {
    var newScreens = NewScreens(layout: layout, areas: areas)
    var keptFrom: (location: StackLocation, stack: [Screen])?
    func make(_ slots: [PathPlanner.Slot<Shown>]) throws(NavigationError) -> [Screen] {
      var screens: [Screen] = []
      screens.reserveCapacity(slots.count)
      for slot in slots {
        switch slot {
        case .kept(let kept):
          let source: [Screen]
          if let keptFrom, keptFrom.location == kept.location {
            source = keptFrom.stack
          } else {
            source = layout.stack(at: kept.location) ?? []
            keptFrom = (kept.location, source)
          }
          screens.append(source[kept.index])
        case .new(let destination):
          screens.append(try newScreens.make(for: destination))
        }
      }
      return screens
    }
    var changes: [ContainerChange<Screen>] = []
    for step in steps {
      switch step {
      case .setRoot(let root):
        switch root {
        case .stack(let slots):
          changes.append(.setRoot(.stack(try make(slots))))
        case .tabs(let tabs, let index):
          var madeTabs: [NavigationTree<Screen>.Tab] = []
          for tab in tabs { madeTabs.append(.init(tab.id, try make(tab.stack))) }
          changes.append(.setRoot(.tabs(madeTabs, selectedIndex: index)))
        }
      case .setStack(let slots, let location):
        changes.append(.setStack(try make(slots), at: location))
      case .selectTab(let index):
        changes.append(.selectTab(index))
      case .present(let modal):
        changes.append(
          .present(.init(stack: try make(modal.stack), hasNavigationBar: modal.hasNavigationBar)))
      case .dismiss(let level):
        changes.append(.dismiss(fromLevel: level))
      }
    }
    return (changes, newScreens.made)
  }
}

extension ShownScreens where Reference == HeldScreen {
  /// `layout` with the destination of each screen and where it is; screens not remembered here
  /// are left out, and so is every modal above a modal the app presented itself.
  func tree<Element: AnyObject>(of layout: NavigationTree<Element>) -> NavigationTree<Shown> {
    // NB: `Shown` is not generic, so this loop looks up no generic type at run time per screen.
    func shown(_ stack: [Element], at location: StackLocation) -> [Shown] {
      // NB: a loop over the array's buffer, since the standard library's iterators run
      // unspecialized here.
      var shown: [Shown] = []
      shown.reserveCapacity(stack.count)
      stack.withUnsafeBufferPointer { screens in
        for index in screens.indices {
          if let destination = destination(of: screens[index]) {
            shown.append(Shown(location: location, index: index, destination: destination))
          }
        }
      }
      return shown
    }
    var tree = NavigationTree<Shown>(stack: [])
    switch layout.root {
    case .stack(let stack):
      tree.root = .stack(shown(stack, at: .root))
    case .tabs(let tabs, let selected):
      var shownTabs: [NavigationTree<Shown>.Tab] = []
      for (index, tab) in tabs.enumerated() {
        shownTabs.append(.init(tab.id, shown(tab.stack, at: .tab(index))))
      }
      tree.root = .tabs(shownTabs, selectedIndex: selected)
    }
    for (level, modal) in layout.modals.enumerated() {
      // NB: a modal the app presented itself hides what is above it from the state.
      guard let first = modal.stack.first, destination(of: first) != nil else { break }
      tree.modals.append(
        .init(
          stack: shown(modal.stack, at: .modal(level)), hasNavigationBar: modal.hasNavigationBar))
    }
    return tree
  }
}
