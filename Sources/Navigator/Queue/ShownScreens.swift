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

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The remembered screens by the type of their destination, so that
  /// finding a screen compares destinations of one type instead of looking up every screen of
  /// the stack. Made by the first ``index(ofScreenShowing:in:)``: an app navigator, which never
  /// asks, does not keep them.
  private var byType: [ObjectIdentifier: [Candidate]]?
  /// The records in `byType`, those of released screens included.
  private var recordCount = 0
  private var liveCountAtLastCleanUp = 0
  /// Whether a screen that guards its own leaving (``LeaveGuard``) was ever remembered here;
  /// until one is, requests that remove screens skip asking them, at no cost.
  var holdsLeaveGuards = false
  /// The class of the last screen found not to guard its leaving, which is not asked again.
  // NB: the runtime's conformance lookup costs hundreds of instructions a screen, and the
  // screens of one class all answer alike.
  private var classWithoutLeaveGuard: ObjectIdentifier?
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

  /// The screen `entry` remembers, or `nil` once it was released.
  private func screen(of entry: Entry) -> Screen? {
    entry.reference.screen(weakly: refersWeakly)
  }

  /// A screen remembered in a list of `byType`.
  private struct Candidate {
    weak var screen: Screen?

    init(screen: Screen) {
      self.screen = screen
    }
  }

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

  /// Remembers that `screen` shows `destination`.
  func remember<D: Destination>(_ screen: Screen, showing destination: D) {
    remember(screen, showing: AnyDestination(destination))
  }

  /// How many times a screen still alive was remembered again: what ``destination(of:)``
  /// answers for a screen that stays alive changes only then, so that an answer read at one
  /// generation holds at the same generation.
  // NB: a new screen leaves it alone: no answer read before was about it (a released screen's
  // address reused reads as `nil` through a weak reference, and a held screen is forgotten
  // before it can be released), and a counter moved at each of them costs an exclusivity
  // check per screen made.
  private(set) var generation: UInt64 = 0

  /// Remembers that `screen` shows `destination`.
  func remember(_ screen: Screen, showing destination: AnyDestination) {
    if refersWeakly,
      max(entries.count, recordCount) >= 2 * liveCountAtLastCleanUp + 16
    {
      dropReleasedScreens()
    }
    // NB: an entry replaced here (a released screen's address reused) is released once the
    // table is whole.
    let replaced = entries.updateValue(
      Entry(reference: Reference(screen, weakly: refersWeakly), destination: destination),
      forKey: ObjectIdentifier(screen))
    if byType != nil {
      record(screen, ofType: type(of: destination.base))
    }
    if let replaced, self.screen(of: replaced) != nil { generation &+= 1 }
    withExtendedLifetime(replaced) {}
  }

  /// The index in `stack` of the topmost screen remembered as showing `destination`.
  ///
  /// Compares `destination` with those of the live remembered screens of its type (destinations
  /// are only `Equatable`), then looks for the equal ones on the stack by identity, from the top;
  /// a stack without such a screen is not scanned.
  func index<D: Destination, Element: AnyObject>(
    ofScreenShowing destination: D, in stack: [Element]
  ) -> Int? {
    guard !entries.isEmpty else { return nil }
    if D.self == AnyDestination.self, let erased = destination as? AnyDestination {
      return index(ofScreenShowing: erased.base, in: stack)
    }
    if byType == nil { recordEveryEntry() }
    guard let candidates = byType?[ObjectIdentifier(D.self)] else { return nil }
    var equal: [ObjectIdentifier] = []
    // NB: loops over the arrays' buffers, since the standard library's iterators run
    // unspecialized here.
    candidates.withUnsafeBufferPointer { candidates in
      for index in candidates.indices {
        // NB: the table has the last word: a screen remembered again since shows what it says
        // now, whatever the list it was first recorded in.
        guard let screen = candidates[index].screen,
          let entry = entries[ObjectIdentifier(screen)], self.screen(of: entry) === screen,
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
  var count: Int { entries.count }

  /// The destination `screen` was made for, if it was remembered.
  func destination(of screen: Screen) -> AnyDestination? {
    guard let entry = entries[ObjectIdentifier(screen)], self.screen(of: entry) === screen else {
      return nil
    }
    return entry.destination
  }

  // MARK: - Screens that left

  /// Forgets `screens`, which left the layout.
  ///
  /// What ``destination(of:)`` answers for a screen on show does not change, so the
  /// ``generation`` stays.
  func forget(_ screens: [Screen]) {
    guard !screens.isEmpty else { return }
    // NB: a pop forgets one screen, which needs no array of entries.
    if screens.count == 1 {
      let forgotten = entries.removeValue(forKey: ObjectIdentifier(screens[0]))
      withExtendedLifetime(forgotten) {}
      return
    }
    var forgotten: [Entry] = []
    for screen in screens {
      if let entry = entries.removeValue(forKey: ObjectIdentifier(screen)) {
        forgotten.append(entry)
      }
    }
    // NB: the forgotten screens and destinations are released after the table is whole again,
    // since a `deinit` may navigate.
    withExtendedLifetime(forgotten) {}
  }

  /// Forgets every screen that is neither in `layout` nor in `kept` (screens made for a change
  /// not applied yet).
  func forgetScreens(notIn layout: NavigationTree<Screen>, keeping kept: [Screen]) {
    guard !entries.isEmpty else { return }
    var onShow = Set<ObjectIdentifier>(minimumCapacity: entries.count)
    for screen in layout.elements { onShow.insert(ObjectIdentifier(screen)) }
    for screen in kept { onShow.insert(ObjectIdentifier(screen)) }
    guard entries.keys.contains(where: { !onShow.contains($0) }) else { return }
    let previous = entries
    entries = previous.filter { onShow.contains($0.key) }
    withExtendedLifetime(previous) {}
  }

  // MARK: - Lists by destination type

  /// Adds `screen` to the list of its destination's type.
  private func record(_ screen: Screen, ofType type: any Destination.Type) {
    byType?[ObjectIdentifier(type), default: []].append(Candidate(screen: screen))
    recordCount += 1
  }

  /// Starts the lists by type with the screens remembered so far.
  private func recordEveryEntry() {
    byType = [:]
    for entry in entries.values {
      if let screen = screen(of: entry) {
        record(screen, ofType: type(of: entry.destination.base))
      }
    }
  }

  private func dropReleasedScreens() {
    // NB: the dropped destinations are released after the table is whole again, since a
    // payload's deinit may navigate.
    let previous = entries
    entries = previous.filter { screen(of: $0.value) != nil }
    liveCountAtLastCleanUp = entries.count
    if let lists = byType {
      byType = lists.mapValues { list in list.filter { $0.screen != nil } }
      recordCount = byType?.values.reduce(0) { $0 + $1.count } ?? 0
    }
    withExtendedLifetime(previous) {}
  }
}
