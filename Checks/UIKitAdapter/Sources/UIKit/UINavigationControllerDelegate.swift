/// The interface for an object that serves as a navigation controller's delegate
/// (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol` in UIKit, whose
/// methods are `optional`; here they have default implementations that do nothing).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Notifies the delegate before the navigation controller displays a view controller.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Notifies the delegate after the navigation controller displays a view controller.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
