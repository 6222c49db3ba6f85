/// The new screens an app engine's table remembered last, with their destinations, kept in the
/// lists the transactions made them in until a look-up needs them in the table's index
/// (``ShownScreens``).
///
/// Most of them leave again before anything looks one up: the new half of a path that the next
/// path replaces, the screens of a sheet dismissed. Kept as made, they cost the table no hashing
/// either way: remembering them keeps the transaction's arrays, and forgetting them compares
/// identities.
// NB: indexing a screen and removing it again cost about 600 instructions; keeping and
// forgetting a list of them, about 10 a screen.
struct RecentScreens {
  /// The screens a transaction made, in order, and the destination each shows.
  struct List {
    var screens: [AnyObject]
    var destinations: [AnyDestination]
  }

  /// The lists, oldest first.
  private(set) var lists: [List] = []
  /// How many screens the lists hold.
  private(set) var count = 0

  /// Keeps `screens`, which show the destination at their index in `destinations`, and which no
  /// table remembers yet.
  mutating func add(_ screens: [AnyObject], showing destinations: [AnyDestination]) {
    guard !screens.isEmpty else { return }
    lists.append(List(screens: screens, destinations: destinations))
    count += screens.count
  }

  /// Takes out the list of exactly `screens`, in order, when there is one (a change that sets
  /// the screens a change before made).
  mutating func takeList(of screens: [AnyObject]) -> List? {
    var index = lists.count
    while index > 0 {
      index -= 1
      guard lists[index].screens.holdsTheSameScreens(as: screens) else { continue }
      count -= screens.count
      return lists.remove(at: index)
    }
    return nil
  }

  /// Takes out `screen`, and returns its destination, when it is here.
  mutating func take(_ screen: AnyObject) -> AnyDestination? {
    var index = lists.count
    while index > 0 {
      index -= 1
      guard let position = lists[index].screens.lastIndex(where: { $0 === screen }) else {
        continue
      }
      count -= 1
      guard lists[index].screens.count > 1 else { return lists.remove(at: index).destinations[0] }
      lists[index].screens.remove(at: position)
      return lists[index].destinations.remove(at: position)
    }
    return nil
  }

  /// Takes out every list.
  mutating func takeAll() -> [List] {
    count = 0
    var taken: [List] = []
    swap(&taken, &lists)
    return taken
  }
}
