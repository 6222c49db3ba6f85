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
    /// The screens made so far, in order.
    private(set) var made: [Made] = []
    /// Whether the screens of the root stack may be made again (a navigation controller's new
    /// root may be one of the stack it replaces); set before the first screen is made.
    var reusesRootStack = false
    // NB: the screens on show and those made so far, so that each check is constant-time; made
    // at the first screen that something else holds too, since a screen that only this
    // transaction holds is on show nowhere: a push costs no look at every screen on show.
    private var taken: Set<ObjectIdentifier>?

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
      var screen = try NavigationTransaction.makeScreen(
        for: destination, areas: areas, origin: origin)
      guard !isTaken(&screen) else {
        throw NavigationError(.screenAlreadyShown, destination: destination)
      }
      made.append((screen, destination))
      return screen
    }

    private mutating func isTaken(_ screen: inout Screen) -> Bool {
      if taken == nil, isKnownUniquelyReferenced(&screen) { return false }
      if taken == nil {
        let shown = reusesRootStack ? layout.modals.flatMap(\.stack) : layout.elements
        var all = Set(shown.map(ObjectIdentifier.init))
        for earlier in made { all.insert(ObjectIdentifier(earlier.screen)) }
        taken = all
      }
      return taken?.insert(ObjectIdentifier(screen)).inserted == false
    }
  }

  // MARK: - Direct changes

  /// Makes the new screens of `direct`, planned from `layout`, every screen of which is the
  /// engine's (the engine's model holds it), and turns them into its one container change:
  /// the change ``makeScreens(for:layout:context:)`` makes of its steps, without a look at each
  /// kept screen's place.
  static func makeScreens(
    for direct: PathPlanner.DirectChange, layout: NavigationTree<Screen>, context: Context
  ) throws(NavigationError) -> (changes: [ContainerChange<Screen>], made: [Made]) {
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
    }
    return ([change], newScreens.made)
  }
}
