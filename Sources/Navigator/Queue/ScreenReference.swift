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
// A weakly referred screen is boxed, so that a held one stays one strong reference: a weak
// field, even unused, makes every copy and release of the table's entries a call into the
// runtime.
struct HeldScreen: ScreenReference {
  private enum Reference {
    case held(AnyObject)
    case weakly(WeakBox)
  }

  /// A screen referred to weakly.
  private final class WeakBox {
    weak var screen: AnyObject?

    init(_ screen: AnyObject) {
      self.screen = screen
    }
  }

  private let reference: Reference

  init(_ screen: AnyObject, weakly: Bool) {
    reference = weakly ? .weakly(WeakBox(screen)) : .held(screen)
  }

  var screen: AnyObject? {
    switch reference {
    case .held(let screen): screen
    case .weakly(let box): box.screen
    }
  }
}
