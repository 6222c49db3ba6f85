/// One change a ``NavigationController`` makes to its stack or its modal screen.
///
/// Navigation controllers switch over it exhaustively, so it is not frozen: a later version that
/// adds an operation (for modal stacks or tabs) says so in the CHANGELOG, and the new case is a
/// compile error to handle in your conformers.
///
/// Navigators build operations; navigation controllers apply them. A recording controller in
/// tests keeps them as events, a UIKit controller forwards each to the matching UIKit call.
///
/// ```swift
/// navigationController.apply(.push(chatScreen), animated: true) { outcome in print(outcome) }
/// ```
public enum NavigationOperation<Screen: AnyObject> {
  /// Push `screen` on top of the stack (`pushViewController(_:animated:)`).
  case push(Screen)
  /// Remove the top screen (`popViewController(animated:)`).
  case pop
  /// Remove every screen above the root (`popToRootViewController(animated:)`).
  case popToRoot
  /// Remove every screen above `screen`, which is on the stack
  /// (`popToViewController(_:animated:)`).
  case popTo(Screen)
  /// Replace the whole stack (`setViewControllers(_:animated:)`).
  case setStack([Screen])
  /// Present `screen` modally, as the root of a navigation controller of its own when
  /// `withNavigationBar` is `true` (`present(_:animated:completion:)`).
  case present(Screen, withNavigationBar: Bool)
  /// Dismiss the modal screen (`dismiss(animated:completion:)`).
  case dismiss
}

extension NavigationOperation: Sendable where Screen: Sendable {}
