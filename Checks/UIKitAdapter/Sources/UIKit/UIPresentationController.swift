import Foundation

/// An object that manages the transition animations and the presentation of view controllers
/// onscreen (UIKit's `@MainActor class UIPresentationController : NSObject`).
///
/// As in UIKit, a view controller's `presentationController` is made the first time it is read
/// or when the view controller is presented, so a delegate can be set before presenting; the stub
/// models only the presented view controller and the delegate.
@MainActor
open class UIPresentationController {
  /// The view controller being presented.
  open private(set) unowned var presentedViewController: UIViewController

  /// The delegate object for managing adaptive presentations.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presented: UIViewController) {
    self.presentedViewController = presented
  }
}

/// A set of methods that, in conjunction with a presentation controller, determine how to respond
/// to trait changes and user-initiated dismissals in your app (`@MainActor protocol
/// UIAdaptivePresentationControllerDelegate : NSObjectProtocol` in UIKit, whose methods are
/// `optional`; here they have default implementations that behave as an unimplemented method).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asks the delegate for permission to dismiss the presentation.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// Notifies the delegate before a presentation is dismissed (not for programmatic dismissals).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Notifies the delegate after a presentation is dismissed (not called if the presentation is
  /// dismissed programmatically).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Notifies the delegate that a user-initiated attempt to dismiss a view was prevented.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal, as UIKit does when the delegate does not implement the method.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}

  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
