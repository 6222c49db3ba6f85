import Navigator

/// Thrown by a factory asked for a destination that a lead turns into another area's screens
/// (see `makeAppNavigator`), so it never makes a screen of its own. Reaching it means the lead
/// is missing.
struct LedElsewhere: Error, CustomStringConvertible {
  let destination: AnyDestination

  init(_ destination: some Destination) {
    self.destination = AnyDestination(destination)
  }

  var description: String { "\(destination) leads into another area; register its lead" }
}
