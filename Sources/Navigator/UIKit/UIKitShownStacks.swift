#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The stack each navigation controller of a `UIKitWindowContainer` is known to show: the one
  /// the container last set on it, or the one it last reported as the user's. It tells the
  /// container's own changes from the user's in `navigationController(_:didShow:animated:)`,
  /// which UIKit calls at the end of every change of a stack, the container's own too (an
  /// animated one once its transition has finished, after `apply` returned and before or after
  /// its completion): only a stack other than the known one is the user's.
  ///
  /// A gesture of the user that lands while the container's animated change is in flight is not
  /// lost in that change: a back swipe that completes leaves another stack than the container
  /// set, so whichever `didShow` comes first, the swipe's or the one ending the container's
  /// change, reports it, once, and the other finds the stack known; a swipe the user lets go of
  /// leaves the container's stack, and reports nothing. Gestures elsewhere (a tab tapped, a sheet
  /// swiped down) report through their own callbacks, whatever transition runs. When the
  /// container cannot tell (a stack it never set, or a change of its own that was cancelled), it
  /// reports: a change reported twice costs the navigator a read of the layout, one lost leaves
  /// its state wrong.
  @MainActor
  struct UIKitShownStacks {
    private var stacks: [Shown] = []

    /// A navigation controller and its known stack, held weakly: the screens a stack no longer
    /// shows are released as UIKit releases them.
    private struct Shown {
      weak var navigationController: UINavigationController?
      var screens: [WeakScreen]

      struct WeakScreen {
        weak var viewController: UIViewController?
      }

      func isShowing(_ viewControllers: [UIViewController]) -> Bool {
        screens.count == viewControllers.count
          && zip(screens, viewControllers).allSatisfy { $0.viewController === $1 }
      }
    }

    /// Remembers `screens` as the stack of `navigationController`: the container calls it just
    /// before it sets them, so that a `didShow` that comes inside the call finds them too.
    mutating func remember(
      _ screens: [UIViewController], on navigationController: UINavigationController
    ) {
      stacks.removeAll {
        $0.navigationController == nil || $0.navigationController === navigationController
      }
      stacks.append(
        Shown(
          navigationController: navigationController, screens: screens.map(Shown.WeakScreen.init)))
    }

    /// Whether the stack `navigationController` shows now is not the known one, which is the
    /// user's change; the stack becomes the known one.
    mutating func userChangedStack(of navigationController: UINavigationController) -> Bool {
      let shown = navigationController.viewControllers
      if stacks.contains(where: {
        $0.navigationController === navigationController && $0.isShowing(shown)
      }) {
        return false
      }
      remember(shown, on: navigationController)
      return true
    }
  }
#endif
