/// An area's exit on its way through the app navigator's queue, as a change of its own
/// (``NavigationChange``'s `exit` kind): it waits its turn like every request, then the handler
/// of its area, found by the area's type, turns it into the change it leads to. It is not a
/// destination: no screen is ever made for it, and no lead or guard sees it.
struct AnyExit: Sendable, Equatable {
  /// The area's destination type, which keys its handler.
  let area: ObjectIdentifier
  /// The exit, an `Area.Exit`.
  let exit: any Equatable & Sendable
  /// The area's destination type, for the names below.
  private let areaType: any Destination.Type

  init<Area: Destination>(_ exit: Area.Exit, of area: Area.Type) {
    self.area = ObjectIdentifier(area)
    self.exit = exit
    self.areaType = area
  }

  /// The exit as an `Exit` of its area, or `nil` if it is of another type.
  func value<Exit: Equatable & Sendable>(as type: Exit.Type) -> Exit? {
    // NB: opened, the exit's type is a metadata pointer to compare, as `AnyDestination.as(_:)`
    // does: no dynamic cast.
    func open<Wrapped: Equatable & Sendable>(_ exit: Wrapped) -> Exit? {
      Wrapped.self == Exit.self ? unsafeBitCast(exit, to: Exit.self) : nil
    }
    return open(exit)
  }

  /// The area's type name, such as `LoginDestination`.
  var areaName: String { AnyDestination.name(of: areaType) }

  /// `LoginDestination.Exit.loggedIn`: the area, and the exit's case without its payload.
  var caseName: String {
    let exitCase = AnyDestination.caseLabel(of: exit) ?? String(describing: type(of: exit))
    return "\(areaName).Exit.\(exitCase)"
  }

  /// `LoginDestination.Exit.loggedIn(User(name: "Ada"))`: the exit with its payload, for test
  /// failures.
  var debugDescription: String { "\(areaName).Exit.\(exit)" }

  /// The failure of an exit that no handler takes.
  var notHandled: NavigationError {
    NavigationError(.exitNotHandled, destination: AnyDestination(NamedExit(exit: self)))
  }

  /// Whether both are the same exit of the same area.
  static func == (lhs: AnyExit, rhs: AnyExit) -> Bool {
    func isEqual<Left: Equatable & Sendable>(_ lhs: Left) -> Bool {
      rhs.value(as: Left.self).map { $0 == lhs } ?? false
    }
    return lhs.area == rhs.area && isEqual(lhs.exit)
  }
}

/// An exit where a ``NavigationError`` names what its request asked for: its
/// ``NavigationError/destination`` is a destination, which ``AnyDestination`` names as the exit
/// (`LoginDestination.Exit.loggedIn`). Only errors make it; the queue never carries it.
struct NamedExit: Destination {
  let exit: AnyExit
}
