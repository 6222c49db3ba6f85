// MARK: - New screens

extension NavigationTransaction {
  /// The new screens of one transaction, made one by one; a screen already on show, or made
  /// twice, is refused.
  @MainActor
  struct NewScreens {
    let layout: NavigationTree<Screen>
    let areas: AppAreas
    /// The navigator the request comes from (``Context/origin``).
    let origin: (any RequestOrigin)?
    /// The screens made so far, in order, with their destinations.
    private(set) var made = Made()
    /// Whether the screens of the root stack may be made again (a navigation controller's new
    /// root may be one of the stack it replaces); set before the first screen is made.
    var reusesRootStack = false
    // NB: the screens on show and those made so far, so that each check is constant-time; made
    // at the first screen that something else holds too, since a screen that only this
    // transaction holds is on show nowhere: a push costs no look at every screen on show.
    private var taken: Set<ObjectIdentifier>?
    /// The area that made the last screen, found once for the screens of its type that follow,
    /// while no area is registered (``AppAreas/registrations``).
    private var lastArea: (type: ObjectIdentifier, area: any RegisteredArea, registrations: UInt64)?

    init(layout: NavigationTree<Screen>, context: Context) {
      self.layout = layout
      // NB: the two fields it reads, not the context: each copy retains all of it.
      areas = context.areas
      origin = context.origin
    }

    /// A new screen for `destination`, from its area's factory.
    ///
    /// - Throws: What the factory threw, or ``NavigationError/screenAlreadyShown``.
    mutating func make(for destination: AnyDestination) throws(NavigationError) -> Screen {
      let screen = try makeUnlisted(for: destination)
      made.screens.append(screen)
      made.destinations.append(destination)
      return screen
    }

    /// A new screen for `destination`, which is not added to ``made``: the one screen of a
    /// push, which the caller remembers itself.
    ///
    /// - Throws: What the factory threw, or ``NavigationError/screenAlreadyShown``.
    mutating func makeUnlisted(for destination: AnyDestination) throws(NavigationError) -> Screen {
      var screen =
        origin == nil
        ? try makeScreenOfItsArea(for: destination)
        : try NavigationTransaction.makeScreen(for: destination, areas: areas, origin: origin)
      guard !isTaken(&screen) else {
        throw NavigationError(.screenAlreadyShown, destination: destination)
      }
      return screen
    }

    /// A new screen for `destination` from its registered area, as
    /// ``AppAreas/makeScreen(for:)`` makes it: the area found by its type once, not at each
    /// screen (a hashed look-up).
    private mutating func makeScreenOfItsArea(
      for destination: AnyDestination
    ) throws(NavigationError) -> Screen {
      let type = destination.areaType
      let registrations = areas.registrations
      if let lastArea, lastArea.type == type, lastArea.registrations == registrations {
        return try AppAreas.makeScreen(for: destination, with: lastArea.area)
      }
      guard let area = areas.area(for: type) else {
        throw NavigationError(.areaNotRegistered, destination: destination)
      }
      lastArea = (type, area, registrations)
      return try AppAreas.makeScreen(for: destination, with: area)
    }

    /// Makes room for `count` screens more.
    mutating func reserveCapacity(_ count: Int) {
      made.screens.reserveCapacity(made.screens.count + count)
      made.destinations.reserveCapacity(made.destinations.count + count)
    }

    private mutating func isTaken(_ screen: inout Screen) -> Bool {
      if taken == nil, isKnownUniquelyReferenced(&screen) { return false }
      made.areNew = false
      if taken == nil {
        let shown = reusesRootStack ? layout.modals.flatMap(\.stack) : layout.elements
        var all = Set(shown.map(ObjectIdentifier.init))
        for earlier in made.screens { all.insert(ObjectIdentifier(earlier)) }
        taken = all
      }
      return taken?.insert(ObjectIdentifier(screen)).inserted == false
    }
  }

  /// Remembers the screens `made` for the destinations they show, and tells `container`.
  ///
  /// - Returns: The screens, in order.
  static func remember(
    _ made: Made, on container: any NavigationContainer, context: Context
  ) -> [Screen] {
    if let rules = context.rules, !context.startsFlow {
      for (screen, destination) in zip(made.screens, made.destinations) {
        let guardsItsLeaving = context.shownScreens.guardsItsLeaving(screen)
        if rules.remembers(destination, guardsItsLeaving: guardsItsLeaving) {
          context.shownScreens.remember(screen, showing: destination)
        }
      }
    } else {
      // NB: every screen, in one change of the table, before the container hears of any.
      context.shownScreens.remember(
        made.screens, showing: made.destinations, areNew: made.areNew)
    }
    for index in made.screens.indices {
      container.erasedScreen(made.screens[index], isShowing: made.destinations[index])
    }
    return made.screens
  }

  /// Remembers the one screen a transaction made, `screen`, for `destination`, and tells
  /// `container`, as ``remember(_:on:context:)`` does for a list.
  static func remember(
    _ screen: Screen, showing destination: AnyDestination, isNew: Bool,
    on container: any NavigationContainer, context: Context
  ) {
    let guardsItsLeaving = context.shownScreens.guardsItsLeaving(screen)
    if let rules = context.rules, !context.startsFlow {
      if rules.remembers(destination, guardsItsLeaving: guardsItsLeaving) {
        context.shownScreens.remember(screen, showing: destination)
      }
    } else {
      context.shownScreens.remember(screen, showing: destination, isNew: isNew)
    }
    container.erasedScreen(screen, isShowing: destination)
  }

  /// The screens made for a transaction, in order, and the destinations they show.
  struct Made {
    var screens: [Screen] = []
    var destinations: [AnyDestination] = []
    /// Whether each screen was new, the one screen of a push included: nothing but the
    /// transaction held it when its factory returned it, so that no table remembers it yet
    /// (``ShownScreens/remember(_:showing:isNew:)``).
    var areNew = true
  }

  // MARK: - Direct changes

  /// Makes the new screens of `direct`, planned from `layout`, every screen of which is the
  /// engine's (the engine's model holds it), and turns them into its one container change:
  /// the change ``makeScreens(for:layout:context:)`` makes of its steps, without a look at each
  /// kept screen's place.
  static func makeScreens(
    for direct: PathPlanner.DirectChange, layout: NavigationTree<Screen>, context: Context
  ) throws(NavigationError) -> (change: ContainerChange<Screen>, made: Made) {
    var newScreens = NewScreens(layout: layout, context: context)
    let change: ContainerChange<Screen>
    switch direct {
    case .push(let destination, let location):
      change = .push(try newScreens.make(for: destination), at: location)
    case .pop(let location):
      change = .pop(at: location)
    case .present(let modal):
      var screens: [Screen] = []
      for destination in modal.stack { screens.append(try newScreens.make(for: destination)) }
      change = .present(.init(stack: screens, hasNavigationBar: modal.hasNavigationBar))
    case .dismissTop(let level):
      change = .dismiss(fromLevel: level)
    case .setStack(let stack, let kept, _, let location):
      var screens: [Screen] = []
      screens.reserveCapacity(stack.count)
      screens += (layout.stack(at: location) ?? []).prefix(kept)
      newScreens.reserveCapacity(stack.count - kept)
      for index in kept..<stack.count { screens.append(try newScreens.make(for: stack[index])) }
      change = .setStack(screens, at: location)
    }
    return (change, newScreens.made)
  }
}
