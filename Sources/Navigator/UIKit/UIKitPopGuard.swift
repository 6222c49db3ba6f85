#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// Lets ``NavigationController/userMayPop`` stop the user's back swipe and back button of one
  /// `UINavigationController` that a ``StackNavigator`` drives: it becomes the delegate of the
  /// controller's `interactivePopGestureRecognizer` (still asking the delegate it had, UIKit's own
  /// at first), and gives each screen above the root a `navigationItem.backAction` that pops only
  /// if the hook allows it, unless the screen has a back action of its own or hides its back
  /// button.
  ///
  /// tvOS has neither, so this type does not exist there.
  @MainActor
  final class UIKitPopGuard: NSObject, UIGestureRecognizerDelegate {
    /// The identifier of the back actions it sets; UIKit keeps a copy of the action, so it
    /// recognizes its own by this.
    static let backActionIdentifier = UIAction.Identifier(
      "Navigator.UIKitNavigationController.back")

    private weak var navigationController: UINavigationController?
    private weak var previous: AnyObject?
    private let mayPop: @MainActor (_ attempt: Bool) -> Bool

    init(mayPop: @escaping @MainActor (_ attempt: Bool) -> Bool) {
      self.mayPop = mayPop
    }

    /// Takes over the back swipe of `navigationController` and the back buttons of its screens;
    /// called again whenever its stack changes.
    func adopt(_ navigationController: UINavigationController) {
      self.navigationController = navigationController
      if let recognizer = navigationController.interactivePopGestureRecognizer,
        recognizer.delegate !== self
      {
        previous = recognizer.delegate
        recognizer.delegate = self
      }
      for (index, screen) in navigationController.viewControllers.enumerated() {
        let item = screen.navigationItem
        if index == 0 {
          // NB: a back action on the root screen would give it a back button.
          if item.backAction?.identifier == Self.backActionIdentifier { item.backAction = nil }
        } else if item.backAction == nil, !item.hidesBackButton {
          item.backAction = backAction(of: screen)
        }
      }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1 else {
        return false
      }
      if let previous = previous as? any UIGestureRecognizerDelegate {
        #if canImport(ObjectiveC)
          let allows = previous.gestureRecognizerShouldBegin?(gestureRecognizer)
        #else
          let allows: Bool? = previous.gestureRecognizerShouldBegin(gestureRecognizer)
        #endif
        guard allows ?? true else { return false }
      }
      return mayPop(true)
    }

    /// The back action of `screen`: pops it, animated, as UIKit's back button does, once the
    /// hook allows it.
    private func backAction(of screen: UIViewController) -> UIAction {
      UIAction(identifier: Self.backActionIdentifier) { [weak self, weak screen] _ in
        guard let screen, let navigationController = screen.navigationController,
          navigationController.topViewController === screen,
          navigationController.viewControllers.count > 1,
          navigationController.transitionCoordinator == nil
        else { return }
        guard self?.mayPop(true) ?? true else { return }
        navigationController.popViewController(animated: true)
      }
    }
  }
#endif
