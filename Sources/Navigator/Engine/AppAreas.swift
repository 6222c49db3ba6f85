/// The areas an ``AppNavigator`` knows: each area's factory and navigator, its identity in
/// snapshots, and the leads from its destinations into other areas.
///
/// An area is looked up by its destination type; in a snapshot it is named by its identity: the
/// one given at registration, or the destination type's full name (`MyApp.MessagesDestination`),
/// the same from launch to launch. Two areas cannot share an identity.
///
/// A class, so that what reads it while a request is planned and its screens made holds one
/// reference, not a copy of every table.
// NB: each copy of a struct retained every one of its tables: a dozen retains and releases a
// request.
@MainActor
final class AppAreas {
  private var areas: [ObjectIdentifier: any RegisteredArea] = [:]
  /// Moves at each registration, so that an area found once (``area(for:)``) serves again until
  /// then.
  private(set) var registrations: UInt64 = 0
  private var leads: [ObjectIdentifier: [@MainActor (AnyDestination) -> NavigationChange?]] = [:]
  /// The exit handler of each area, by its destination type.
  private var exits: [ObjectIdentifier: @MainActor (AnyExit) -> NavigationChange?] = [:]
  /// The identities of the registered areas, and the decoders of those whose destinations are
  /// `Decodable`.
  private(set) var identities = AreaIdentities()

  /// Registers `area` for the destinations of `type` under `identity`, replacing the area
  /// registered for the type before.
  ///
  /// - Throws: ``NavigationError/areaIdentifierTaken`` when another type has the identity.
  func register<D: Destination>(
    _ area: some RegisteredArea, for type: D.Type, identity: String
  ) throws(NavigationError) {
    try identities.add(type, identity: identity)
    areas[ObjectIdentifier(type)] = area
    registrations &+= 1
  }

  /// Adds a lead from the destinations of `type`, after those added before.
  func addLead<D: Destination>(
    from type: D.Type, _ change: @escaping @MainActor (D) -> NavigationChange?
  ) {
    leads[ObjectIdentifier(type), default: []].append { destination in
      destination.as(D.self).flatMap(change)
    }
    hasLeads = true
  }

  /// Makes `handler` say where the exits of `type` lead, replacing the handler set before.
  func handleExits<D: Destination>(
    from type: D.Type, _ handler: @escaping @MainActor (D.Exit) -> NavigationChange
  ) {
    exits[ObjectIdentifier(type)] = { exit in exit.value(as: D.Exit.self).map(handler) }
  }

  /// The navigator of the area of `type`, if it is registered.
  func navigator(for type: any Destination.Type) -> AnyObject? {
    areas[ObjectIdentifier(type)]?.navigator
  }

  /// Whether an area of `destination`'s type is registered.
  func isRegistered(_ destination: AnyDestination) -> Bool {
    areas[ObjectIdentifier(type(of: destination.base))] != nil
  }

  /// Whether any destination type has a lead (`AppNavigator.handleNavigation(to:_:)`): most
  /// apps register none.
  // NB: stored, though `leads` says it: every request of an app navigator reads it (see
  // `NavigationGuards.isEmpty`).
  private(set) var hasLeads = false

  /// The change the first lead of `destination`'s area gives for it, if any.
  func leadingChange(for destination: AnyDestination) -> NavigationChange? {
    // NB: most apps register no lead: no destination's type is looked up then.
    guard !leads.isEmpty else { return nil }
    let type = ObjectIdentifier(type(of: destination.base))
    for lead in leads[type] ?? [] {
      if let change = lead(destination) { return change }
    }
    return nil
  }

  /// The change the exit handler of `exit`'s area gives for it, if the area has one: one lookup
  /// by the area's type.
  func exitChange(for exit: AnyExit) -> NavigationChange? {
    exits[exit.area]?(exit)
  }

  /// Makes the screen of `destination` with its area's factory.
  func makeScreen(for destination: AnyDestination) throws(NavigationError) -> AnyObject {
    guard let area = areas[destination.areaType] else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try Self.makeScreen(for: destination, with: area)
  }

  /// The area registered for the destinations whose type is `type` (``AnyDestination/areaType``).
  func area(for type: ObjectIdentifier) -> (any RegisteredArea)? {
    areas[type]
  }

  /// Makes the screen of `destination` with `area`, the one registered for its type.
  ///
  /// - Throws: What the area's factory threw, as ``NavigationError/screenUnavailable``.
  static func makeScreen(
    for destination: AnyDestination, with area: any RegisteredArea
  ) throws(NavigationError) -> AnyObject {
    do {
      return try area.makeScreen(for: destination)
    } catch let error as NavigationError where destination.base is DialogContent {
      throw error
    } catch {
      throw NavigationError(
        .screenUnavailable, destination: destination, underlyingError: error)
    }
  }
}

/// A registered area: its factory, behind the destination type.
@MainActor
protocol RegisteredArea: AnyObject {
  /// The navigator its screens get; `nil` for an area no screen navigates from (dialogs).
  var navigator: AnyObject? { get }
  /// The screen of `destination`, which the container's screen type erased.
  func makeScreen(for destination: AnyDestination) throws -> AnyObject
}
