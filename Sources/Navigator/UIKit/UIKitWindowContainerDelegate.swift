#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The delegate the container sets on the UIKit objects it makes; an `NSObject`, as UIKit's
  /// delegate protocols require, so that the container itself needs not be one.
  @MainActor
  final class UIKitWindowContainerDelegate: NSObject, UINavigationControllerDelegate,
    UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate
  {
    weak var container: UIKitWindowContainer?
    /// The stacks the container set or reported, to tell its own changes from the user's.
    var shownStacks = UIKitShownStacks()
    private var navigationDelegates: [Forward<UINavigationController>] = []
    private var presentationDelegates: [Forward<UIPresentationController>] = []

    /// A delegate that was there before the container's, for one object.
    private struct Forward<Object: AnyObject> {
      weak var object: Object?
      weak var delegate: AnyObject?
    }

    func forward(
      navigationController: UINavigationController, to previous: any UINavigationControllerDelegate
    ) {
      navigationDelegates.removeAll { $0.object == nil || $0.object === navigationController }
      navigationDelegates.append(Forward(object: navigationController, delegate: previous))
    }

    func forward(
      presentationController: UIPresentationController,
      to previous: any UIAdaptivePresentationControllerDelegate
    ) {
      presentationDelegates.removeAll { $0.object == nil || $0.object === presentationController }
      presentationDelegates.append(Forward(object: presentationController, delegate: previous))
    }

    private func previous(of navigation: UINavigationController)
      -> (any UINavigationControllerDelegate)?
    {
      navigationDelegates.first { $0.object === navigation }?.delegate
        as? any UINavigationControllerDelegate
    }

    private func previous(of presentation: UIPresentationController)
      -> (any UIAdaptivePresentationControllerDelegate)?
    {
      presentationDelegates.first { $0.object === presentation }?.delegate
        as? any UIAdaptivePresentationControllerDelegate
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      // NB: also catches screens pushed by others (a stack navigator of a tab), and takes over
      // the back swipe again from a navigation controller that took it in viewDidLoad.
      container?.adoptBackGestures(of: navigationController)
      guard let previous = previous(of: navigationController) else { return }
      #if canImport(ObjectiveC)
        // NB: UIKit's delegate methods are optional requirements of Objective-C protocols.
        previous.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      #else
        previous.navigationController(
          navigationController, willShow: viewController, animated: animated)
      #endif
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      if let previous = previous(of: navigationController) {
        #if canImport(ObjectiveC)
          previous.navigationController?(
            navigationController, didShow: viewController, animated: animated)
        #else
          previous.navigationController(
            navigationController, didShow: viewController, animated: animated)
        #endif
      }
      // NB: UIKit calls this at the end of the container's own changes too, an animated one
      // once its transition has finished; only a stack other than the known one is the user's
      // (see UIKitShownStacks, which says what a gesture made meanwhile does).
      if shownStacks.userChangedStack(of: navigationController) {
        container?.userChangedLayout()
      }
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      container?.userMaySelectTab(of: viewController, in: tabBarController) ?? true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      container?.userChangedLayout()
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      if let previous = previous(of: presentationController) {
        #if canImport(ObjectiveC)
          let allows = previous.presentationControllerShouldDismiss?(presentationController)
        #else
          let allows: Bool? = previous.presentationControllerShouldDismiss(presentationController)
        #endif
        guard allows ?? true else { return false }
      }
      return container?.userMayDismiss(presentationController, attempt: false) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      guard let previous = previous(of: presentationController) else { return }
      #if canImport(ObjectiveC)
        previous.presentationControllerWillDismiss?(presentationController)
      #else
        previous.presentationControllerWillDismiss(presentationController)
      #endif
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      if let previous = previous(of: presentationController) {
        #if canImport(ObjectiveC)
          previous.presentationControllerDidDismiss?(presentationController)
        #else
          previous.presentationControllerDidDismiss(presentationController)
        #endif
      }
      container?.userChangedLayout()
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      // NB: asked again as an attempt, so that a guard that answers later gets its turn.
      _ = container?.userMayDismiss(presentationController, attempt: true)
      guard let previous = previous(of: presentationController) else { return }
      #if canImport(ObjectiveC)
        previous.presentationControllerDidAttemptToDismiss?(presentationController)
      #else
        previous.presentationControllerDidAttemptToDismiss(presentationController)
      #endif
    }
  }
#endif
