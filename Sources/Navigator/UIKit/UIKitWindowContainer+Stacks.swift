#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // MARK: - Stacks and tabs

  extension UIKitWindowContainer {
    /// Sets the stack of the navigation controller at `location` to `screens`.
    func setStack(
      _ screens: [UIViewController], at location: StackLocation, animated: Bool,
      _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      // NB: the layout reads a root or tab that is not a navigation controller as a stack.
      guard let navigation = navigationController(at: location) else {
        return completion(.refused(reason: "there is no navigation controller at \(location)"))
      }
      // NB: a stack out of the window (a tab not selected) or covered by a modal changes without
      // animation; what UIKit animates off-screen is undocumented.
      let isFrontmost =
        navigation.viewIfLoaded?.window != nil && navigation.presentedViewController == nil
      delegate.shownStacks.remember(screens, on: navigation)
      UIKitNavigationController(navigation).apply(
        .setStack(screens), animated: animated && isFrontmost, completion: completion)
      adoptBackGestures(of: navigation)
    }

    /// Selects the tab at `index`.
    func selectTab(
      _ index: Int, _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard let tabBarController = window?.rootViewController as? UITabBarController,
        let children = tabBarController.viewControllers, children.indices.contains(index)
      else {
        return completion(.refused(reason: "the window's root has no tab at index \(index)"))
      }
      // NB: selecting in code does not call the tab bar controller's delegate.
      tabBarController.selectedIndex = index
      completion(.finished)
    }
  }
#endif
