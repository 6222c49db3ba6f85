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
    /// Which remembering this is, to tell whether a record of `byType` is still the last word.
    let serial: UInt64
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The remembered screens by the type of their destination, each list oldest first, so that
  /// finding a screen compares destinations of one type instead of looking up every screen of
  /// the stack. Made by the first ``index(ofScreenShowing:in:)``: an app navigator, which never
  /// asks, does not keep them.
  private var byType: [ObjectIdentifier: RememberedOfOneType]?
  /// The records in `byType`, those of released screens included.
  private var recordCount = 0
  private var liveCountAtLastCleanUp = 0
  private var lastSerial: UInt64 = 0

  /// Remembers that `screen` shows `destination`.
  func remember<D: Destination>(_ screen: Screen, showing destination: D) {
    remember(screen, showing: AnyDestination(destination))
  }

  /// Remembers that `screen` shows `destination`.
  func remember(_ screen: Screen, showing destination: AnyDestination) {
    if max(entries.count, recordCount) >= 2 * liveCountAtLastCleanUp + 16 {
      dropReleasedScreens()
    }
    lastSerial += 1
    // NB: an entry replaced here (a released screen's address reused) is released once the
    // table is whole.
    let replaced = entries.updateValue(
      Entry(screen: screen, destination: destination, serial: lastSerial),
      forKey: ObjectIdentifier(screen))
    if byType != nil {
      record(screen, showing: destination.base, serial: lastSerial)
    }
    withExtendedLifetime(replaced) {}
  }

  /// The index in `stack` of the topmost screen remembered as showing `destination`.
  ///
  /// Compares `destination` with those of the remembered screens of its type (destinations are
  /// only `Equatable`), then looks for the equal ones on the stack by identity, from the top;
  /// a stack without such a screen is not scanned.
  func index<D: Destination>(ofScreenShowing destination: D, in stack: [Screen]) -> Int? {
    guard !entries.isEmpty else { return nil }
    if D.self == AnyDestination.self, let erased = destination as? AnyDestination {
      return index(ofScreenShowing: erased.base, in: stack)
    }
    if byType == nil { recordEveryEntry() }
    guard let list = byType?[ObjectIdentifier(D.self)] else { return nil }
    let equal = unsafeDowncast(list, to: Remembered<D>.self).liveScreens(showing: destination)
    guard !equal.isEmpty else { return nil }
    // NB: loops over the arrays' buffers, since the standard library's iterators run
    // unspecialized here.
    return stack.withUnsafeBufferPointer { shown in
      equal.withUnsafeBufferPointer { equal in
        var index = shown.count
        while index > 0 {
          index -= 1
          let screen = shown[index]
          for candidate in equal.indices where equal[candidate].screen === screen {
            // NB: the table has the last word: a screen remembered again since shows what it
            // says now.
            if let entry = entries[ObjectIdentifier(screen)], entry.screen === screen,
              entry.serial == equal[candidate].serial
            {
              return index
            }
          }
        }
        return nil
      }
    }
  }

  /// The destination `screen` was made for, if it was remembered.
  func destination(of screen: Screen) -> AnyDestination? {
    guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
    return entry.destination
  }

  // MARK: - Lists by destination type

  /// Adds `screen` to the list of `destination`'s type.
  private func record<D: Destination>(
    _ screen: Screen, showing destination: D, serial: UInt64
  ) {
    let key = ObjectIdentifier(D.self)
    let list: Remembered<D>
    if let known = byType?[key] {
      list = unsafeDowncast(known, to: Remembered<D>.self)
    } else {
      list = Remembered<D>()
      byType?[key] = list
    }
    list.append(Candidate(screen: screen, serial: serial), showing: destination)
    recordCount += 1
  }

  /// Starts the lists by type with the screens remembered so far.
  private func recordEveryEntry() {
    byType = [:]
    for entry in entries.values {
      if let screen = entry.screen {
        record(screen, showing: entry.destination.base, serial: entry.serial)
      }
    }
  }

  private func dropReleasedScreens() {
    // NB: the dropped destinations are released after the table is whole again, since a
    // payload's deinit may navigate.
    let previous = entries
    entries = previous.filter { $0.value.screen != nil }
    liveCountAtLastCleanUp = entries.count
    var dropped: [Any] = []
    if let lists = byType {
      recordCount = 0
      for list in lists.values {
        let (kept, removed) = list.dropReleasedScreens()
        recordCount += kept
        dropped.append(removed)
      }
    }
    withExtendedLifetime((previous, dropped)) {}
  }

  /// A screen remembered in a list of `byType`, and which remembering it was.
  private struct Candidate {
    weak var screen: Screen?
    let serial: UInt64
  }

  /// A live screen of a list of `byType` whose destination is the one looked for.
  private struct Found {
    let screen: Screen
    let serial: UInt64
  }

  /// The screens remembered for destinations of one type; see ``Remembered``.
  private class RememberedOfOneType {
    /// Drops the records of released screens.
    ///
    /// - Returns: How many records are kept, and the dropped ones, to release once the tables
    ///   are whole again.
    func dropReleasedScreens() -> (kept: Int, dropped: Any) {
      fatalError("overridden")
    }
  }

  /// The screens remembered for destinations of type `D`, oldest first.
  private final class Remembered<D: Destination>: RememberedOfOneType {
    private var destinations: [D] = []
    private var screens: [Candidate] = []

    func append(_ screen: Candidate, showing destination: D) {
      destinations.append(destination)
      screens.append(screen)
    }

    /// The screens still alive remembered as showing a destination equal to `destination`.
    func liveScreens(showing destination: D) -> [Found] {
      var found: [Found] = []
      // NB: a loop over the array's buffer, since the standard library's iterators run
      // unspecialized here.
      destinations.withUnsafeBufferPointer { remembered in
        for index in remembered.indices where remembered[index] == destination {
          if let screen = screens[index].screen {
            found.append(Found(screen: screen, serial: screens[index].serial))
          }
        }
      }
      return found
    }

    override func dropReleasedScreens() -> (kept: Int, dropped: Any) {
      let previous = (destinations, screens)
      var kept: [D] = []
      var keptScreens: [Candidate] = []
      for index in screens.indices where screens[index].screen != nil {
        kept.append(destinations[index])
        keptScreens.append(screens[index])
      }
      destinations = kept
      screens = keptScreens
      return (kept.count, previous)
    }
  }
}
