/// How a ``ShownScreens`` table refers to a screen it remembers.
protocol ScreenReference {
  /// Refers to `screen`, holding it or, when `weakly`, not keeping it alive.
  init(_ screen: AnyObject, weakly: Bool)
  /// The screen, or `nil` once it was released.
  var screen: AnyObject? { get }
}

/// A screen held, as its container holds it: an app engine's table forgets each screen once it
/// leaves the layout. A stack navigator's engine refers to its screens weakly instead: it is not
/// told when the user pops one, and a screen holds its navigator, which holds the engine.
// NB: a held screen cannot be released and another made at its address, so that its identity
// is enough to find it; and it has no side table, as a weakly referred screen has, through which
// every retain and release of it would go (about half of an app push's instructions at a depth
// of 1,000).
struct HeldScreen: ScreenReference {
  private let held: AnyObject?
  private weak var weakScreen: AnyObject?

  init(_ screen: AnyObject, weakly: Bool) {
    if weakly {
      held = nil
      weakScreen = screen
    } else {
      held = screen
    }
  }

  var screen: AnyObject? { held ?? weakScreen }
}
