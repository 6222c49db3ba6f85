/// How a ``ShownScreens`` table refers to a screen it remembers.
protocol ScreenReference {
  /// Refers to `screen`, holding it or, when `weakly`, not keeping it alive.
  init(_ screen: AnyObject, weakly: Bool)
  /// The screen, or `nil` once it was released; `weakly` is what the reference was made with.
  func screen(weakly: Bool) -> AnyObject?
}

/// A screen held, as its container holds it: an app engine's table forgets each screen once it
/// leaves the layout. A stack navigator's engine refers to its screens weakly instead, through a
/// box: it is not told when the user pops one, and a screen holds its navigator, which holds
/// the engine.
// NB: a held screen cannot be released and another made at its address, so that its identity
// is enough to find it; and it has no side table, as a weakly referred screen has, through which
// every retain and release of it would go (about half of an app push's instructions at a depth
// of 1,000). One reference either way, told apart by the table, which knows how it refers: a
// weak field, or an enum of the two, made every copy of an app engine's entries cost more.
struct HeldScreen: ScreenReference {
  /// The screen, or the box that refers to it weakly.
  private let held: AnyObject

  /// A screen referred to weakly.
  private final class WeakBox {
    weak var screen: AnyObject?

    init(_ screen: AnyObject) {
      self.screen = screen
    }
  }

  init(_ screen: AnyObject, weakly: Bool) {
    held = weakly ? WeakBox(screen) : screen
  }

  func screen(weakly: Bool) -> AnyObject? {
    weakly ? unsafeDowncast(held, to: WeakBox.self).screen : held
  }
}
