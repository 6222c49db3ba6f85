import Navigator

/// The names recording doubles give screens, keyed by the screens' identity and held with the
/// screens weakly: a new screen allocated at a released one's address must not inherit its name,
/// and a name must not keep its screen alive. Entries of released screens are dropped as the table
/// grows.
///
/// Not generic over the screens' type: in a recorder's unspecialized code, a table of a generic
/// entry looked up the entry's metadata at every name given or read (about 3,000 instructions a
/// push through a `StackNavigator`).
struct ScreenNames {
  private struct Entry {
    weak var screen: AnyObject?
    let name: ScreenName
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var liveCountAtLastCleanUp = 0

  /// Names `screen` after `destination`.
  mutating func name(_ screen: AnyObject, showing destination: some Destination) {
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      entries = entries.filter { $0.value.screen != nil }
      liveCountAtLastCleanUp = entries.count
    }
    entries[ObjectIdentifier(screen)] = Entry(screen: screen, name: ScreenName(destination))
  }

  /// The name of `screen`: the destination it was made for, or its type when none was given.
  func name(of screen: AnyObject) -> ScreenName {
    guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
      return ScreenName(unnamed: screen)
    }
    return entry.name
  }
}
