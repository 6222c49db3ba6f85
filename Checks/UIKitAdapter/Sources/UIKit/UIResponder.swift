// A stub of the parts of UIKit that Navigator's UIKit adapter uses, for Linux, where UIKit does
// not exist. Declarations copy the iOS SDK's Swift signatures (Apple's documentation for UIKit);
// the behavior imitates UIKit closely enough to test the adapter:
//
// - stack and modal changes happen at once, as `viewControllers` and `presentedViewController`
//   show right after the call in UIKit;
// - an animated change starts a transition whose `transitionCoordinator` lasts until the test
//   calls `StubTransitionCoordinator.finish()` (or `cancel()`, which restores the previous stack
//   of a push or pop, as a back swipe let go of or an interrupted push does); then the delegate
//   hears `navigationController(_:didShow:animated:)`, the coordinator's completions run, and so
//   does the completion of `present` or `dismiss`; a view controller released during its
//   transition takes the coordinator with it, and the completions are released uncalled;
// - `isBeingPresented` and `isBeingDismissed` are `true` while an animated presentation or
//   dismissal runs;
// - a view controller's view is in a window (`viewIfLoaded?.window`) only when the view controller
//   is a `UIWindow`'s `rootViewController`, the top view controller of a navigation controller
//   whose view is, or presented by a view controller whose view is; the window loads the views;
// - `StubTransitionCoordinator.Quirks`, set per view controller (`stubTransitionQuirks`) or per
//   transition, play what UIKit does not rule out: a coordinator still reported as the
//   `transitionCoordinator` while its completions run, and `animate(alongsideTransition:
//   completion:)` returning `false` yet running the completion later;
// - a back swipe asks the navigation controller's `interactivePopGestureRecognizer` (its
//   `isEnabled`, then its delegate's `gestureRecognizerShouldBegin(_:)`) before it begins, and a
//   tap on the back button runs the top view controller's `navigationItem.backAction` instead of
//   popping when there is one;
// - a `UIAlertController` dismisses itself, animated, when the user taps an action
//   (`simulateUserTap(_:)`), and runs the action's handler once the dismissal has finished; an
//   action sheet shows as a popover when its presenter's `traitCollection` is regular width
//   (`UIWindow.stubTraitCollection`), and a tap outside it (`simulateUserTapOutside()`) runs its
//   cancel action's handler;
// - what UIKit raises an exception for (an action sheet presented on iPad without an anchor for
//   its popover, a second cancel action) is recorded in `stubExceptions` of the view controller
//   and of its window, and the call does nothing;
// - what UIKit logs or throws for (a push during another transition, pushing a view controller
//   twice, presenting over a presented screen or from a view that is not in a window) is
//   recorded in `stubWarnings` instead, and a refused presentation never calls its completion,
//   releasing it.
//
// Differences from the SDK: the classes do not inherit from NSObject (except
// `UIGestureRecognizer`, whose delegate protocol refines `NSObjectProtocol` as in UIKit) and the
// delegate protocols are not `@objc`, so their methods are given default implementations instead
// of being `optional`; views know only whether they are in a window. Members whose names start
// with `stub` or `simulate`, and `StubTransitionCoordinator`, are test hooks that UIKit does not
// have: the adapter must never use them.

// NB: UIKit re-exports Foundation, so a file that imports UIKit sees NSObject and friends.
@_exported import Foundation

/// The base class of views and view controllers (`@MainActor class UIResponder : NSObject` in
/// UIKit).
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
