#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // MARK: - Reading UIKit

  extension UIKitWindowContainer {
    func rootLayout(of root: UIViewController) -> NavigationTree<UIViewController>.Root {
      guard let tabBarController = root as? UITabBarController else {
        return .stack(stack(of: root))
      }
      let children = tabBarController.viewControllers ?? []
      let tabs = children.enumerated().map { index, child in
        NavigationTree<UIViewController>.Tab(tabID(of: child, at: index), stack(of: child))
      }
      let selected = tabBarController.selectedViewController.flatMap { selected in
        children.firstIndex { $0 === selected }
      }
      return .tabs(tabs, selectedIndex: selected ?? 0)
    }

    /// A navigation controller's stack, or the one view controller of a root or tab that is not
    /// a navigation controller.
    func stack(of controller: UIViewController) -> [UIViewController] {
      (controller as? UINavigationController)?.viewControllers ?? [controller]
    }

    /// The identifier the container gave the tab when it made it, or the tab's index.
    func tabID(of controller: UIViewController, at index: Int) -> String {
      tabIDs.first { $0.navigationController === controller }?.id ?? "\(index)"
    }

    /// The view controllers presented above `root`, bottom first, up to one being dismissed.
    func modalChain(from root: UIViewController) -> [UIViewController] {
      presentedChain(from: root).prefix { !$0.isBeingDismissed }
    }

    /// Every view controller presented above `root`, bottom first.
    func presentedChain(from root: UIViewController) -> [UIViewController] {
      var chain: [UIViewController] = []
      var presenter = root
      while let presented = presenter.presentedViewController,
        presented !== root, !chain.contains(where: { $0 === presented })
      {
        chain.append(presented)
        presenter = presented
      }
      return chain
    }

    func navigationController(at location: StackLocation) -> UINavigationController? {
      guard let root = window?.rootViewController else { return nil }
      switch location {
      case .root:
        return root as? UINavigationController
      case .tab(let index):
        let children = (root as? UITabBarController)?.viewControllers ?? []
        return children.indices.contains(index) ? children[index] as? UINavigationController : nil
      case .modal(let level):
        let chain = modalChain(from: root)
        return chain.indices.contains(level) ? chain[level] as? UINavigationController : nil
      }
    }

    /// The window's root, its tabs and every presented view controller, whose transitions make
    /// the window's.
    func watchedControllers() -> [UIViewController] {
      guard let root = window?.rootViewController else { return [] }
      let tabs = (root as? UITabBarController)?.viewControllers ?? []
      return [root] + tabs + presentedChain(from: root)
    }

    func setsModal(_ presented: UIViewController) -> Bool {
      presented.isModalInPresentation
        || stack(of: presented).contains { $0.isModalInPresentation }
    }

    func reasonToRefusePresenting(from presenter: UIViewController) -> String? {
      if presenter.viewIfLoaded?.window == nil {
        return "the presenting view controller's view is not in a window"
      }
      if presenter.presentedViewController != nil {
        return "the top modal is still being dismissed"
      }
      if presenter.isBeingPresented || presenter.isBeingDismissed {
        return "the presenting view controller is being presented or dismissed"
      }
      return nil
    }
  }
#endif
