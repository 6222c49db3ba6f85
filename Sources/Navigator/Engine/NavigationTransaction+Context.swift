// MARK: - What planning reads

extension NavigationTransaction {
  /// What a transaction is planned with.
  struct Context {
    let areas: AppAreas
    let shownScreens: ShownScreens<HeldScreen>
    let model: EngineModel
    let routes: DestinationGraph?
    let links: DeepLinks?

    /// The rules of a navigation controller, for a ``StackNavigator``'s engine.
    var rules: StackRules?
    /// The navigator the request comes from, which makes the screens of its destinations.
    var origin: (any RequestOrigin)?
    /// Whether the request starts a flow, whose screens a navigation controller's engine
    /// remembers (``StackRules/remembers(_:showing:)`` or not), weakly.
    var startsFlow = false

    /// The state `container` shows, every screen looked up.
    @MainActor
    func stateShown(by container: any NavigationContainer) -> NavigationState {
      shownScreens.tree(of: container.erasedLayout).map { $0.destination }
    }

    /// Makes the screen of `destination`: with the request's navigator when it is of its type,
    /// else with the registered area of its type.
    @MainActor
    func makeScreen(for destination: AnyDestination) throws(NavigationError) -> AnyObject {
      try NavigationTransaction.makeScreen(for: destination, areas: areas, origin: origin)
    }
  }

  /// Makes the screen of `destination`: with `origin`, the request's navigator, when it is of
  /// its type, else with the area of its type in `areas`.
  static func makeScreen(
    for destination: AnyDestination, areas: AppAreas, origin: (any RequestOrigin)?
  ) throws(NavigationError) -> AnyObject {
    guard let origin, origin.destinationType == destination.areaType
    else { return try areas.makeScreen(for: destination) }
    do {
      return try origin.makeScreen(for: destination)
    } catch let error as NavigationError where .screenAlreadyShown ~= error {
      // NB: the navigator checks its own screens against its navigation controller.
      throw error
    } catch {
      throw NavigationError(
        .screenUnavailable, destination: destination, underlyingError: error)
    }
  }
}
