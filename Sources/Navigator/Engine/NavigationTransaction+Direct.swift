// MARK: - New screens

extension NavigationTransaction {
  /// The new screens of one transaction, made one by one; a screen already on show, or made
  /// twice, is refused.
  @MainActor
  struct NewScreens {
    let layout: NavigationTree<Screen>
    let areas: AppAreas
    /// The screens made so far, in order.
    private(set) var made: [Made] = []
    // NB: the screens on show and those made so far, so that each check is constant-time; made
    // at the first screen that something else holds too, since a screen that only this
    // transaction holds is on show nowhere: a push costs no look at every screen on show.
    private var taken: Set<ObjectIdentifier>?

    init(layout: NavigationTree<Screen>, areas: AppAreas) {
      self.layout = layout
      self.areas = areas
    }

    /// A new screen for `destination`, from its area's factory.
    ///
    /// - Throws: What the factory threw, or ``NavigationError/screenAlreadyShown``.
    mutating func make(for destination: AnyDestination) throws(NavigationError) -> Screen {
      var screen = try areas.makeScreen(for: destination)
      guard !isTaken(&screen) else {
        throw NavigationError(.screenAlreadyShown, destination: destination)
      }
      made.append((screen, destination))
      return screen
    }

    private mutating func isTaken(_ screen: inout Screen) -> Bool {
      if taken == nil, isKnownUniquelyReferenced(&screen) { return false }
      if taken == nil {
        var all = Set(layout.elements.map(ObjectIdentifier.init))
        for earlier in made { all.insert(ObjectIdentifier(earlier.screen)) }
        taken = all
      }
      return taken?.insert(ObjectIdentifier(screen)).inserted == false
    }
  }

  // MARK: - Direct changes

  /// Makes the new screens of `direct`, planned from `layout`, every screen of which is the
  /// engine's (the engine's model holds it), and turns them into its one container change:
  /// the change ``makeScreens(for:layout:areas:)`` makes of its steps, without a look at each
  /// kept screen's place.
  static func makeScreens(
    for direct: PathPlanner.DirectChange, layout: NavigationTree<Screen>, areas: AppAreas
  ) throws(NavigationError) -> (changes: [ContainerChange<Screen>], made: [Made]) {
    var newScreens = NewScreens(layout: layout, areas: areas)
    let change: ContainerChange<Screen>
    switch direct {
    case .push(let destination, let location):
      var stack = layout.stack(at: location) ?? []
      stack.append(try newScreens.make(for: destination))
      change = .setStack(stack, at: location)
    case .pop(let location):
      var stack = layout.stack(at: location) ?? []
      stack.removeLast()
      change = .setStack(stack, at: location)
    case .present(let modal):
      var screens: [Screen] = []
      for destination in modal.stack { screens.append(try newScreens.make(for: destination)) }
      change = .present(.init(stack: screens, hasNavigationBar: modal.hasNavigationBar))
    case .dismissTop(let level):
      change = .dismiss(fromLevel: level)
    }
    return ([change], newScreens.made)
  }

  /// The screens `direct` takes off `layout`: the top screen of the stack it pops, or the
  /// screens of the modal it dismisses.
  static func screens(
    removedBy direct: PathPlanner.DirectChange, from layout: NavigationTree<Screen>
  ) -> [Screen] {
    switch direct {
    case .push, .present:
      return []
    case .pop(let location):
      return layout.stack(at: location)?.last.map { [$0] } ?? []
    case .dismissTop(let level):
      return layout.modals.indices.contains(level) ? layout.modals[level].stack : []
    }
  }
}

// MARK: - Screens that leave

extension NavigationTransaction {
  /// The screens `steps`, planned from `layout`, take off it: those of every stack a step sets
  /// or dismisses, but the ones a step keeps.
  static func screens(
    removedBy steps: [PathPlanner.Step<Shown>], from layout: NavigationTree<Screen>
  ) -> [Screen] {
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
    return removed
  }
}
