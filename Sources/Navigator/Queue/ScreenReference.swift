/// How a ``ShownScreens`` table refers to a screen it remembers.
protocol ScreenReference {
  /// Whether the screen may be released while the table refers to it, so that the table drops
  /// the entries of released screens as it grows.
  static var mayOutliveItsScreen: Bool { get }

  init(_ screen: AnyObject)
  /// The screen, or `nil` once it was released.
  var screen: AnyObject? { get }
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
// NB: not generic over the screen, so that a stack navigator, generic over its controller, finds
// the table's type without a look-up in the runtime's tables at each request.
struct WeaklyReferredScreen: ScreenReference {
  static var mayOutliveItsScreen: Bool { true }

  weak var screen: AnyObject?

  init(_ screen: AnyObject) {
    self.screen = screen
  }
}
