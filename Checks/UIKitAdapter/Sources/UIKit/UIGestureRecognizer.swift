import Foundation

/// The base class for concrete gesture recognizers (UIKit's `@MainActor class UIGestureRecognizer
/// : NSObject`); an `NSObject`, as in UIKit, since its delegate protocol refines
/// `NSObjectProtocol`.
///
/// The stub models what a navigation controller's `interactivePopGestureRecognizer` needs: the
/// delegate, asked by `UINavigationController.simulateInteractivePop()` before the swipe begins,
/// and `isEnabled`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The delegate of the gesture recognizer, held weakly as in UIKit.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// A Boolean property that indicates whether the gesture recognizer is enabled: a disabled one
  /// receives no touches and never asks its delegate.
  open var isEnabled = true
}

/// A set of methods implemented by the delegate of a gesture recognizer to fine-tune an app's
/// gesture-recognition behavior (`@MainActor protocol UIGestureRecognizerDelegate :
/// NSObjectProtocol` in UIKit, whose methods are `optional`; here the one the stub models has a
/// default implementation that behaves as an unimplemented method).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asks the delegate if a gesture recognizer should begin interpreting touches: `false` makes
  /// it fail, so the gesture does nothing.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin, as UIKit does when the delegate does not implement the method.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}
