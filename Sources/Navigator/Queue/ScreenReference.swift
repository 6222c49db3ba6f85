/// How a ``ShownScreens`` table refers to a screen it remembers.
protocol ScreenReference<Screen> {
  associatedtype Screen: AnyObject
  /// Whether the screen may be released while the table refers to it, so that the table drops
  /// the entries of released screens as it grows.
  static var mayOutliveItsScreen: Bool { get }

  init(_ screen: Screen)
  /// The screen, or `nil` once it was released.
  var screen: Screen? { get }
}

/// A screen held, as its container holds it: an app engine's table forgets each screen once it
/// leaves the layout.
// NB: a held screen cannot be released and another made at its address, so that its identity
// is enough to find it; and it has no side table, as a weakly referred screen has, through which
// every retain and release of it would go (about half of an app push's instructions at a depth
// of 1,000).
struct HeldScreen: ScreenReference {
  static var mayOutliveItsScreen: Bool { false }

  let screen: AnyObject?

  init(_ screen: AnyObject) {
    self.screen = screen
  }
}

/// A screen referred to weakly: a stack navigator's table, which is not told when its screens
/// leave.
struct WeaklyReferredScreen<Screen: AnyObject>: ScreenReference {
  static var mayOutliveItsScreen: Bool { true }

  weak var screen: Screen?

  init(_ screen: Screen) {
    self.screen = screen
  }
}
