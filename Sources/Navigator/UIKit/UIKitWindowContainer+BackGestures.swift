#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // MARK: - The back swipe and the back button, which the guards may stop

  extension UIKitWindowContainer {
    /// Lets the guards stop the user's back swipe and back button in `navigationController`,
    /// through the container's `UIKitPopGuard`, which asks `userMayPop(_:)`. Called whenever
    /// the container makes a navigation controller or changes its stack, and before the
    /// navigation controller shows a new top screen.
    ///
    /// Does nothing on tvOS, which has neither.
    func adoptBackGestures(of navigationController: UINavigationController) {
      #if !os(tvOS)
        popGuard.adopt(navigationController)
      #endif
    }

    /// Has the pop guard ask `userMayPop(_:)`; called once, when the container is made.
    func guardBackGestures() {
      #if !os(tvOS)
        popGuard.mayPop = { [weak self] navigationController in
          self?.userMayPop(navigationController) ?? true
        }
      #endif
    }
  }

  #if !os(tvOS)
    extension UIKitWindowContainer {
      /// The identifier of the back actions the container sets; UIKit keeps a copy of the
      /// action, so the container recognizes its own by this.
      static let backActionIdentifier = UIAction.Identifier("Navigator.UIKitWindowContainer.back")

      /// Whether the user may pop the top screen of `navigationController`, with a back swipe or
      /// the back button: asked as an attempt (the user is trying now), so that a guard that
      /// answers later is waited for and the app navigator pops once it allows it.
      func userMayPop(_ navigationController: UINavigationController) -> Bool {
        guard let ask = userMayChangeLayout, let location = location(of: navigationController)
        else { return true }
        var proposed = layout
        guard let stack = proposed.stack(at: location), stack.count > 1 else { return true }
        proposed.setStack(Array(stack.dropLast()), at: location)
        return ask(proposed, true)
      }

      /// Where `navigationController` is in the ``layout``, if the container drives it.
      private func location(of navigationController: UINavigationController) -> StackLocation? {
        guard let root = window?.rootViewController else { return nil }
        if root === navigationController { return .root }
        if let tabs = (root as? UITabBarController)?.viewControllers,
          let index = tabs.firstIndex(where: { $0 === navigationController })
        {
          return .tab(index)
        }
        return modalChain(from: root).firstIndex { $0 === navigationController }.map {
          .modal($0)
        }
      }
    }
  #endif
#endif
