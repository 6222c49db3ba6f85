// A stub of the parts of UIKit that Navigator's UIKit adapter uses, for Linux, where UIKit does
// not exist. Declarations copy the iOS SDK's Swift signatures (Apple's documentation for UIKit);
// the behavior imitates UIKit closely enough to test the adapter:
//
// - stack and modal changes happen at once, as `viewControllers` and `presentedViewController`
//   show right after the call in UIKit;
// - an animated change starts a transition whose `transitionCoordinator` lasts until the test
//   calls `StubTransitionCoordinator.finish()` (or `cancel()`); then the delegate hears
//   `navigationController(_:didShow:animated:)`, the coordinator's completions run, and so does
//   the completion of `present` or `dismiss`;
// - what UIKit logs or throws for (a push during another transition, presenting over a presented
//   screen, pushing a view controller twice) is recorded in `stubWarnings` instead.
//
// Differences from the SDK: the classes do not inherit from NSObject and the delegate protocol
// is not `@objc`, so its methods are given default implementations instead of being `optional`.
// Members whose names start with `stub` or `simulate`, and `StubTransitionCoordinator`, are test
// hooks that UIKit does not have: the adapter must never use them.

/// The base class of view controllers (`@MainActor class UIResponder : NSObject` in UIKit).
@MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}
}

// NB: NSObject makes every responder Equatable and Hashable by identity.
extension UIResponder: Equatable, Hashable {
  /// Whether both are the same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
