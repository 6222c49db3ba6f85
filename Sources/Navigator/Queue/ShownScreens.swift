/// Which destination each screen was made for, by the screen's identity: for a stack navigator,
/// the screens made for ``Presentation/popToExistingOrPush`` destinations, so that a request finds
/// the screen already showing an equal destination; for an app navigator, every screen it made,
/// so that its state follows what is on screen.
///
/// A stack navigator's table refers to its screens weakly; entries of released screens are
/// dropped as the table grows. An app engine's table holds its screens, as its container does,
/// and forgets each one once it leaves the layout (``forget(_:)``,
/// ``forgetScreens(notIn:keeping:)``). A class, so that a destination released while the table
/// changes (its `deinit` may navigate, and read the table) is released after the change, never
/// in the middle of it.
final class ShownScreens<Reference: ScreenReference> {
  typealias Screen = AnyObject

  private struct Entry {
    let reference: Reference
    let destination: AnyDestination
  }

  /// Everything the table changes, in one value.
  // NB: each access to a stored property of this class is checked for exclusivity at run time,
  // about a hundred instructions each; one value is read or changed in one access a call, and a
  // transaction's screens are remembered in one call.
  private var state = State()

  /// Whether a screen not remembered here shows an ``UnmadeScreen`` instead of being left out
  /// of the tree (a ``StackNavigator``'s engine, which counts every screen of its stack).
  let namesUnknownScreens: Bool
  /// Whether the table refers to its screens weakly (a ``StackNavigator``'s engine, which is not
  /// told when the user pops a screen), dropping the entries of released screens as it grows.
  // NB: constants, read without an exclusivity check.
  let refersWeakly: Bool

  /// A table that holds its screens, or, for a ``StackNavigator``'s engine, refers to them
  /// weakly and names the screens it does not remember.
  init(refersWeakly: Bool = false, namesUnknownScreens: Bool = false) {
    self.refersWeakly = refersWeakly
    self.namesUnknownScreens = namesUnknownScreens
  }

  /// A screen remembered in a list of ``State/byType``.
  private struct Candidate {
    weak var screen: Screen?

    init(screen: Screen) {
      self.screen = screen
    }
  }

  /// Whether a screen that guards its own leaving (``LeaveGuard``) was ever remembered here;
  /// until one is, requests that remove screens skip asking them, at no cost.
  // NB: this and the next are stored apart from `state`: only ever read or set, never changed
  // in place over a call, they need no exclusivity check at run time.
  var holdsLeaveGuards = false
  /// The class of the last screen found not to guard its leaving, which is not asked again.
  // NB: the runtime's conformance lookup costs hundreds of instructions a screen, and the
  // screens of one class all answer alike.
  private var classWithoutLeaveGuard: ObjectIdentifier?

  /// Whether `screen` guards its own leaving (``LeaveGuard``); once one does,
  /// ``holdsLeaveGuards`` says so.
  func guardsItsLeaving(_ screen: Screen) -> Bool {
    let screenClass = ObjectIdentifier(type(of: screen))
    if screenClass == classWithoutLeaveGuard { return false }
    guard screen is any LeaveGuard else {
      classWithoutLeaveGuard = screenClass
      return false
    }
    holdsLeaveGuards = true
    return true
  }

  /// How many times a screen still alive was remembered again: what ``destination(of:)``
  /// answers for a screen that stays alive changes only then, so that an answer read at one
  /// generation holds at the same generation.
  // NB: a new screen leaves it alone: no answer read before was about it (a released screen's
  // address reused reads as `nil` through a weak reference, and a held screen is forgotten
  // before it can be released), and a counter moved at each of them costs an exclusivity
  // check per screen made.
  var generation: UInt64 { state.generation }

  /// Remembers that `screen` shows `destination`.
  func remember<D: Destination>(_ screen: Screen, showing destination: D) {
    remember(screen, showing: AnyDestination(destination))
  }

  /// Remembers that `screen` shows `destination`; `isNew` when it was made just now and
  /// nothing else held it then, so that no table remembers it yet.
  func remember(_ screen: Screen, showing destination: AnyDestination, isNew: Bool = false) {
    // NB: an entry replaced or dropped here (a released screen's address reused) is released
    // once the table is whole.
    var released: [Entry] = []
    state.remember(
      screen, showing: destination, weakly: refersWeakly, isNew: isNew, releasing: &released)
    _ = consume released
  }

  /// Remembers that each of `screens` shows the destination at its index in `destinations`, and
  /// whether it guards its leaving (``guardsItsLeaving(_:)``): a transaction's new screens, in
  /// one change of the table.
  ///
  /// When they are new (`areNew`, as `isNew` for one screen), a table that holds its screens
  /// keeps them in the lists they came in until a look-up needs them (``RecentScreens``).
  func remember(
    _ screens: [Screen], showing destinations: [AnyDestination], areNew: Bool = false
  ) {
    for screen in screens { _ = guardsItsLeaving(screen) }
    guard !areNew || refersWeakly else {
      state.recent.add(screens, showing: destinations)
      return
    }
    var released: [Entry] = []
    state.remember(screens, showing: destinations, weakly: refersWeakly, releasing: &released)
    _ = consume released
  }

  /// The index in `stack` of the topmost screen remembered as showing `destination`.
  ///
  /// Compares `destination` with those of the live remembered screens of its type (destinations
  /// are only `Equatable`), then looks for the equal ones on the stack by identity, from the top;
  /// a stack without such a screen is not scanned.
  func index<D: Destination, Element: AnyObject>(
    ofScreenShowing destination: D, in stack: [Element]
  ) -> Int? {
    indexRecentScreens()
    guard !state.entries.isEmpty else { return nil }
    if D.self == AnyDestination.self, let erased = destination as? AnyDestination {
      return index(ofScreenShowing: erased.base, in: stack)
    }
    if state.byType == nil { state.recordEveryEntry(weakly: refersWeakly) }
    guard let candidates = state.byType?[ObjectIdentifier(D.self)] else { return nil }
    var equal: [ObjectIdentifier] = []
    // NB: loops over the arrays' buffers, since the standard library's iterators run
    // unspecialized here.
    candidates.withUnsafeBufferPointer { candidates in
      for index in candidates.indices {
        // NB: the table has the last word: a screen remembered again since shows what it says
        // now, whatever the list it was first recorded in.
        guard let screen = candidates[index].screen,
          let entry = state.entries[ObjectIdentifier(screen)],
          entry.reference.screen(weakly: refersWeakly) === screen,
          entry.destination.as(D.self) == destination
        else { continue }
        equal.append(ObjectIdentifier(screen))
      }
    }
    guard !equal.isEmpty else { return nil }
    return stack.withUnsafeBufferPointer { shown in
      var index = shown.count
      while index > 0 {
        index -= 1
        if equal.contains(ObjectIdentifier(shown[index])) { return index }
      }
      return nil
    }
  }

  /// How many screens are remembered, released ones included until they are dropped.
  var count: Int { state.count }

  /// The destination `screen` was made for, if it was remembered.
  func destination(of screen: Screen) -> AnyDestination? {
    if state.recent.count != 0 { indexRecentScreens() }
    guard let entry = state.entries[ObjectIdentifier(screen)],
      entry.reference.screen(weakly: refersWeakly) === screen
    else { return nil }
    return entry.destination
  }

  /// Puts the recent screens in the index, for a look-up.
  private func indexRecentScreens() {
    var released: [Entry] = []
    state.indexRecent(releasing: &released)
    _ = consume released
  }

  // MARK: - Screens that left

  /// Forgets `screens`, which left the layout.
  ///
  /// What ``destination(of:)`` answers for a screen on show does not change, so the
  /// ``generation`` stays.
  func forget(_ screens: [Screen]) {
    guard !screens.isEmpty else { return }
    // NB: the forgotten screens and destinations are released after the table is whole again,
    // since a `deinit` may navigate.
    var forgotten: [Entry] = []
    let list = state.forget(screens, releasing: &forgotten)
    _ = consume forgotten
    _ = consume list
  }

  /// Forgets `screens`, which left the layout, as the version for an array does.
  func forget(_ screens: ScreenList) {
    switch screens {
    case .empty:
      return
    case .one(let screen):
      // NB: one screen, as a pop's, is forgotten without a list of what it releases (an
      // allocation); its entry is released once the table is whole again.
      let forgotten = state.forget(screen)
      _ = consume forgotten
    case .many(let screens):
      forget(screens)
    }
  }

  /// Forgets every screen that is neither in `layout` nor in `kept` (screens made for a change
  /// not applied yet).
  func forgetScreens(notIn layout: NavigationTree<Screen>, keeping kept: [Screen]) {
    indexRecentScreens()
    guard !state.entries.isEmpty else { return }
    var onShow = Set<ObjectIdentifier>(minimumCapacity: state.entries.count)
    for screen in layout.elements { onShow.insert(ObjectIdentifier(screen)) }
    for screen in kept { onShow.insert(ObjectIdentifier(screen)) }
    guard state.entries.containsKey(where: { !onShow.contains($0) }) else { return }
    let forgotten = state.entries.removeAll { key, _ in !onShow.contains(key) }
    _ = consume forgotten
  }

  // MARK: - State

  /// What the table holds, and how it changes. What a change lets go of goes to the caller,
  /// which releases it once the change is over.
  private struct State {
    var entries = ScreenTable<Entry>()
    /// New screens remembered since a look-up last needed every screen in `entries`; none is
    /// in `entries` too.
    var recent = RecentScreens()
    /// The remembered screens by the type of their destination, so that
    /// finding a screen compares destinations of one type instead of looking up every screen
    /// of the stack. Made by the first ``ShownScreens/index(ofScreenShowing:in:)``: an app
    /// navigator, which never asks, does not keep them.
    var byType: [ObjectIdentifier: [Candidate]]?
    /// The records in `byType`, those of released screens included.
    var recordCount = 0
    var liveCountAtLastCleanUp = 0
    var generation: UInt64 = 0

    /// See ``ShownScreens/count``.
    var count: Int { entries.count + recent.count }

    /// Puts the recent screens in `entries`.
    mutating func indexRecent(releasing released: inout [Entry]) {
      guard recent.count != 0 else { return }
      for list in recent.takeAll() {
        for index in list.screens.indices {
          let screen = list.screens[index]
          entries.updateValue(
            Entry(
              reference: Reference(screen, weakly: false), destination: list.destinations[index]),
            forKey: ObjectIdentifier(screen), movingReplacedTo: &released)
        }
      }
    }

    /// See ``ShownScreens/remember(_:showing:)``; `weakly` is how the table refers to screens.
    mutating func remember(
      _ screen: Screen, showing destination: consuming AnyDestination, weakly: Bool,
      isNew: Bool = false, releasing released: inout [Entry]
    ) {
      // NB: a screen that is not new may be a recent one, which the index then holds.
      if !isNew { indexRecent(releasing: &released) }
      if weakly, max(entries.count, recordCount) >= 2 * liveCountAtLastCleanUp + 16 {
        dropReleasedScreens(releasing: &released)
      }
      if byType != nil { record(screen, ofType: type(of: destination.base)) }
      let replaced = entries.updateValue(
        Entry(reference: Reference(screen, weakly: weakly), destination: destination),
        forKey: ObjectIdentifier(screen), movingReplacedTo: &released)
      if replaced, released[released.count - 1].reference.screen(weakly: weakly) != nil {
        generation &+= 1
      }
    }

    /// See ``ShownScreens/remember(_:showing:)``, for a transaction's screens.
    mutating func remember(
      _ screens: [Screen], showing destinations: [AnyDestination], weakly: Bool,
      releasing released: inout [Entry]
    ) {
      // NB: by index, so that each destination is copied once, into the table.
      for index in screens.indices {
        remember(
          screens[index], showing: destinations[index], weakly: weakly, releasing: &released)
      }
    }

    /// See ``ShownScreens/forget(_:)``.
    ///
    /// - Returns: The recent list of exactly `screens`, when they were one.
    mutating func forget(
      _ screens: [Screen], releasing forgotten: inout [Entry]
    ) -> RecentScreens.List? {
      if recent.count != 0, let list = recent.takeList(of: screens) { return list }
      forgotten.reserveCapacity(screens.count)
      // NB: from the top of the stack, the screen remembered last: its entry is the last one of
      // the table, which leaves it without moving another.
      for screen in screens.reversed()
      where !entries.removeValue(forKey: ObjectIdentifier(screen), movingTo: &forgotten) {
        if let entry = takeRecent(screen) { forgotten.append(entry) }
      }
      return nil
    }

    /// Forgets `screen`.
    ///
    /// - Returns: Its entry, moved out, which the caller releases.
    mutating func forget(_ screen: Screen) -> Entry? {
      entries.removeValue(forKey: ObjectIdentifier(screen)) ?? takeRecent(screen)
    }

    /// Takes `screen` out of the recent screens, as an entry.
    private mutating func takeRecent(_ screen: Screen) -> Entry? {
      guard recent.count != 0, let destination = recent.take(screen) else { return nil }
      return Entry(reference: Reference(screen, weakly: false), destination: destination)
    }

    /// Adds `screen` to the list of its destination's type.
    mutating func record(_ screen: Screen, ofType type: any Destination.Type) {
      byType?[ObjectIdentifier(type), default: []].append(Candidate(screen: screen))
      recordCount += 1
    }

    /// Starts the lists by type with the screens remembered so far.
    mutating func recordEveryEntry(weakly: Bool) {
      byType = [:]
      var live: [(Screen, any Destination.Type)] = []
      entries.forEachEntry { _, entry in
        if let screen = entry.reference.screen(weakly: weakly) {
          live.append((screen, type(of: entry.destination.base)))
        }
      }
      for (screen, type) in live { record(screen, ofType: type) }
    }

    mutating func dropReleasedScreens(releasing released: inout [Entry]) {
      released += entries.removeAll { _, entry in entry.reference.screen(weakly: true) == nil }
      liveCountAtLastCleanUp = entries.count
      if let lists = byType {
        byType = lists.mapValues { list in list.filter { $0.screen != nil } }
        recordCount = byType?.values.reduce(0) { $0 + $1.count } ?? 0
      }
    }
  }
}
