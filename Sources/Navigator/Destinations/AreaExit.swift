/// An area's exit on its way through the app navigator's queue: carried as a destination, so that
/// it waits its turn and passes the same checks as every request, then turned by the area's exit
/// handler into the change it leads to. No screen is ever made for it.
struct AreaExit<Area: Destination>: Destination, AreaExitProtocol {
  let exit: Area.Exit

  var areaName: String { AnyDestination.name(of: Area.self) }

  /// `LoginDestination.Exit.loggedIn`: the area, and the exit's case without its payload.
  var caseName: String {
    let exitCase = AnyDestination.caseLabel(of: exit) ?? String(describing: Area.Exit.self)
    return "\(areaName).Exit.\(exitCase)"
  }

  /// `LoginDestination.Exit.loggedIn(User(name: "Ada"))`: the exit with its payload, for test
  /// failures.
  var debugDescription: String { "\(areaName).Exit.\(exit)" }
}

/// An ``AreaExit`` of any area.
protocol AreaExitProtocol: Sendable {
  /// The area's type name, such as `LoginDestination`.
  var areaName: String { get }
  /// The exit's name, such as `LoginDestination.Exit.loggedIn`.
  var caseName: String { get }
  /// The exit with its payload, for test failures.
  var debugDescription: String { get }
}
