/// Which destination each screen was made for, by the screen's identity: for a stack navigator,
/// the screens made for ``Presentation/popToExistingOrPush`` destinations, so that a request finds
/// the screen already showing an equal destination; for an app navigator, every screen it made,
/// so that its state follows what is on screen.
///
/// Screens are held weakly; entries of released screens are dropped as the table grows. A class,
/// so that a destination released while the table changes (its `deinit` may navigate, and read
/// the table) is released after the change, never in the middle of it.
final class ShownScreens<Screen: AnyObject> {
  private struct Entry {
    weak var screen: Screen?
    let destination: AnyDestination
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var liveCountAtLastCleanUp = 0

  /// Remembers that `screen` shows `destination`.
  func remember(_ screen: Screen, showing destination: some Destination) {
    remember(screen, showing: AnyDestination(destination))
  }

  /// Remembers that `screen` shows `destination`.
  func remember(_ screen: Screen, showing destination: AnyDestination) {
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      // NB: the dropped destinations are released after the table is whole again, since a
      // payload's deinit may navigate.
      let previous = entries
      entries = previous.filter { $0.value.screen != nil }
      liveCountAtLastCleanUp = entries.count
      withExtendedLifetime(previous) {}
    }
    // NB: an entry replaced here (a released screen's address reused) is released once the
    // table is whole.
    let replaced = entries.updateValue(
      Entry(screen: screen, destination: destination),
      forKey: ObjectIdentifier(screen))
    withExtendedLifetime(replaced) {}
  }

  /// The index in `stack` of the topmost screen remembered as showing `destination`. Linear in
  /// the stack's depth.
  func index<D: Destination>(ofScreenShowing destination: D, in stack: [Screen]) -> Int? {
    guard !entries.isEmpty else { return nil }
    return stack.lastIndex { screen in
      guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
        return false
      }
      return entry.destination.as(D.self) == destination
    }
  }

  /// The destination `screen` was made for, if it was remembered.
  func destination(of screen: Screen) -> AnyDestination? {
    guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
    return entry.destination
  }
}
