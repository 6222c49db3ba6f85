#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // MARK: - Gestures the guards may stop

  extension UIKitWindowContainer {
    /// Whether the user's tap on the tab of `tapped` may go on: a tap on another tab selects
    /// it, and a tap on the selected tab pops its navigation controller to its root, as UIKit
    /// does. Asked from `tabBarController(_:shouldSelect:)`.
    func userMaySelectTab(of tapped: UIViewController, in tabBarController: UITabBarController)
      -> Bool
    {
      guard let ask = userMayChangeLayout, tabBarController === window?.rootViewController,
        let index = tabBarController.viewControllers?.firstIndex(where: { $0 === tapped })
      else { return true }
      var proposed = layout
      guard case .tabs(var tabs, let selected) = proposed.root, tabs.indices.contains(index)
      else { return true }
      if index == selected {
        guard let root = tabs[index].stack.first, tabs[index].stack.count > 1 else { return true }
        tabs[index].stack = [root]
      }
      proposed.root = .tabs(tabs, selectedIndex: index)
      return ask(proposed, true)
    }

    /// Whether the user may swipe down the modal whose presentation controller is
    /// `presentationController`, with those above it; `attempt` when the user is trying now
    /// (`presentationControllerDidAttemptToDismiss(_:)`), so that a guard that answers later
    /// is asked, rather than only whether the swipe could begin
    /// (`presentationControllerShouldDismiss(_:)`, which UIKit may call at any time).
    func userMayDismiss(_ presentationController: UIPresentationController, attempt: Bool)
      -> Bool
    {
      guard let ask = userMayChangeLayout, let root = window?.rootViewController,
        let level = modalChain(from: root).firstIndex(where: {
          $0.presentationController === presentationController
        })
      else { return true }
      var proposed = layout
      guard proposed.modals.count > level else { return true }
      proposed.modals = Array(proposed.modals.prefix(level))
      return ask(proposed, attempt)
    }
  }
#endif
