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

  /// The first container change. Once ``letGoOfScreens()`` was called, each change handed to
  /// the container is replaced by one that holds no screen, so that the turn keeps no screen
  /// alive that the container let go of.
  private var firstChange: ContainerChange<Screen>
  /// The container changes after the first, in order.
  // NB: apart from the first, so that a transaction of one change (a push, a pop) allocates no
  // array for it.
  private var laterChanges: [ContainerChange<Screen>]
  /// How many changes it is made of.
  var changeCount: Int { 1 + laterChanges.count }
  /// Whether it holds no screen it does not need (``letGoOfScreens()``).
  private var holdsNoScreens = false
  /// Whether the last change is animated.
  let animated: Bool
  /// The state it shows once applied.
  let target: NavigationState
  /// How many changes were handed to the container.
  private(set) var applied = 0
  /// The engine model's version once it expects this transaction made; `nil` when it does not.
  var expectedModelVersion: UInt64?
  /// Whether every change is animated as the last one is (a navigation controller's).
  let animatesEveryChange: Bool

  init(
    changes: [ContainerChange<Screen>], animated: Bool, target: NavigationState,
    made: ScreenList, removed: ScreenList? = nil, animatesEveryChange: Bool = false
  ) {
    precondition(!changes.isEmpty, "a transaction is made of one change at least")
    self.init(
      change: changes[0], animated: animated, target: target, made: made, removed: removed,
      animatesEveryChange: animatesEveryChange)
    if changes.count > 1 { laterChanges = Array(changes[1...]) }
  }

  init(
    change: ContainerChange<Screen>, animated: Bool, target: NavigationState, made: ScreenList,
    removed: ScreenList? = nil, animatesEveryChange: Bool = false
  ) {
    firstChange = change
    laterChanges = []
    self.animated = animated
    self.target = target
    self.made = made
    self.removed = removed
    self.animatesEveryChange = animatesEveryChange
  }

  /// The next change to apply and whether to animate it, taken out; `nil` once all were.
  mutating func takeNext() -> (change: ContainerChange<Screen>, animated: Bool)? {
    guard applied < changeCount else { return nil }
    let change: ContainerChange<Screen>
    // NB: a placeholder without screens, never applied: the array keeps its storage.
    if applied == 0 {
      change = firstChange
      if holdsNoScreens { firstChange = .selectTab(0) }
    } else {
      change = laterChanges[applied - 1]
      if holdsNoScreens { laterChanges[applied - 1] = .selectTab(0) }
    }
    applied += 1
    return (change, animated && (animatesEveryChange || applied == changeCount))
  }

  /// The next change to apply, whether to animate it, whether it is the last, and the state the
  /// transaction shows, taken out; `nil` once every change was.
  mutating func takeNextWithTarget()
    -> (change: ContainerChange<Screen>, animated: Bool, isLast: Bool, target: NavigationState)?
  {
    guard let next = takeNext() else { return nil }
    return (next.change, next.animated, applied == changeCount, target)
  }

  /// The screens this transaction made, which it shows.
  private(set) var made: ScreenList
  /// The screens it takes off the layout once applied in full; `nil` when the engine remembers
  /// screens off the layout already, which it forgets by reading the layout once the change is
  /// made.
  private(set) var removed: ScreenList?

  /// The screens it made, and those that the changes not yet handed to the container show: a
  /// screen the user takes off between two steps may be one the next step shows again.
  var screensLeftToShow: [Screen] {
    var screens = made.array
    func add(_ change: ContainerChange<Screen>) {
      switch change {
      case .setRoot(let root): screens += NavigationTree(root: root).elements
      case .setStack(let stack, _): screens += stack
      case .push(let screen, _): screens.append(screen)
      case .present(let modal): screens += modal.stack
      case .pop, .selectTab, .dismiss: break
      }
    }
    if applied == 0 { add(firstChange) }
    for change in laterChanges[max(applied - 1, 0)...] { add(change) }
    return screens
  }

  /// Lets go of the screens it made and those it removes, which a navigation controller's turn
  /// does not need (it is never redirected, and forgets no screen), and of each change once
  /// handed to the container.
  mutating func letGoOfScreens() {
    made = .empty
    removed = nil
    holdsNoScreens = true
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
    // NB: only a stack navigator's request brings an origin to an app engine.
    if context.rules == nil, context.origin != nil, case .stackArea(let area) = change.kind {
      return try plan(area, on: container, context: context)
    }
    let generation = context.shownScreens.generation
    let layout: NavigationTree<Screen>
    let current: NavigationState
    var knownShown: NavigationTree<Shown>?
    var modelVersion: UInt64?
    // NB: a navigation controller's engine keeps no model, which would hold its screens: it is
    // not told when the user pops one.
    if context.rules == nil,
      let known = context.model.stateAndLayout(shownBy: container, generation: generation)
    {
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
      if context.rules == nil,
        context.model.record(layout, shown: shown, state: current, generation: generation)
      {
        modelVersion = context.model.version
        context.model.confirm(containerVersion, atVersion: context.model.version)
      }
    }
    if let rules = context.rules, let shown = knownShown {
      if (container as? any StackContainerHooks)?.isReleased == true {
        throw .navigationControllerReleased
      }
      try rules.check(change, on: shown)
    }
    if let direct = PathPlanner.direct(change, from: current) {
      return Plan(
        layout: layout, current: current, knownShown: knownShown,
        route: .direct(direct), modelVersion: modelVersion,
        remembersScreensOffTheLayout: remembersScreens(offThe: knownShown, context: context))
    }
    let target = try change.target(from: current, routes: context.routes, links: context.links)
    let shown = knownShown ?? NavigationTree(locating: current)
    var steps = try PathPlanner.plan(
      from: shown, to: target, keepsEmptyRoot: context.rules != nil
    ) { $0.destination }
    guard !steps.isEmpty else { return nil }
    if let rules = context.rules { steps = rules.ordered(steps) }
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
    let changes = try makeScreens(for: steps, layout: plan.layout, context: context)
    let removed =
      plan.remembersScreensOffTheLayout ? nil : screens(removedBy: steps, from: plan.layout)
    let made = ScreenList(remember(changes.made, on: container, context: context))
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
      removed: removed, animatesEveryChange: context.rules != nil)
    transaction.expectedModelVersion = context.model.expectedVersion
    return transaction
  }

  /// Makes the new screen of `direct`, planned from the engine's model at `version`, and has the
  /// model make the change on its own state and stacks, in place, once `plan` let go of them.
  private static func make(
    _ direct: PathPlanner.DirectChange, of plan: consuming Plan, version: UInt64, animated: Bool,
    on container: any NavigationContainer, context: Context
  ) throws(NavigationError) -> NavigationTransaction {
    let change: ContainerChange<Screen>
    let made: ScreenList
    if case .push(let destination, let location) = direct {
      // NB: one screen, remembered without a list of the screens made (no allocation).
      var newScreens = NewScreens(layout: plan.layout, context: context)
      let screen = try newScreens.makeUnlisted(for: destination)
      remember(
        screen, showing: destination, isNew: newScreens.made.areNew, on: container,
        context: context)
      (change, made) = (.push(screen, at: location), .one(screen))
    } else {
      let changes = try makeScreens(for: direct, layout: plan.layout, context: context)
      change = changes.change
      made = ScreenList(remember(changes.made, on: container, context: context))
    }
    let removed =
      plan.remembersScreensOffTheLayout ? nil : screens(removedBy: direct, from: plan.layout)
    let generation = context.shownScreens.generation
    // NB: no user code runs from here to the model's change, which finds the model as planned
    // or changed since (by a factory's or a container's own code): then the plan's target.
    guard context.model.version == version else {
      context.model.invalidate()
      return NavigationTransaction(
        change: change, animated: animated, target: plan.target, made: made,
        removed: removed, animatesEveryChange: context.rules != nil)
    }
    // NB: the plan holds the model's state and stacks too; once it lets go, the model changes
    // them without copying them.
    _ = consume plan
    let target = context.model.expect(
      direct, making: change, generation: generation, version: version)
    var transaction = NavigationTransaction(
      change: change, animated: animated,
      target: target ?? direct.target(from: context.stateShown(by: container)), made: made,
      removed: removed, animatesEveryChange: context.rules != nil)
    transaction.expectedModelVersion = context.model.expectedVersion
    return transaction
  }

  /// Makes every new screen of `steps`, then turns them into container changes. Nothing is
  /// remembered or shown if a screen cannot be made.
  static func makeScreens(
    for steps: [PathPlanner.Step<Shown>], layout: NavigationTree<Screen>, context: Context
  ) throws(NavigationError) -> (changes: [ContainerChange<Screen>], made: Made) {
    var newScreens = NewScreens(layout: layout, context: context)
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
          if context.rules != nil, !slots.contains(where: \.isKept) {
            // NB: a navigation controller's new root may be a screen of the stack it replaces.
            newScreens.reusesRootStack = true
          }
          changes.append(.setRoot(.stack(try make(slots))))
        case .tabs(let tabs, let index):
          var madeTabs: [NavigationTree<Screen>.Tab] = []
          for tab in tabs { madeTabs.append(.init(tab.id, try make(tab.stack))) }
          changes.append(.setRoot(.tabs(madeTabs, selectedIndex: index)))
        }
      case .setStack(let slots, let location):
        if context.rules != nil, location == .root, !slots.contains(where: \.isKept) {
          newScreens.reusesRootStack = true
        }
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
          } else if namesUnknownScreens {
            let unmade = AnyDestination(UnmadeScreen(id: ObjectIdentifier(screens[index])))
            shown.append(Shown(location: location, index: index, destination: unmade))
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
      guard let first = modal.stack.first, namesUnknownScreens || destination(of: first) != nil
      else { break }
      tree.modals.append(
        .init(
          stack: shown(modal.stack, at: .modal(level)), hasNavigationBar: modal.hasNavigationBar))
    }
    return tree
  }
}
