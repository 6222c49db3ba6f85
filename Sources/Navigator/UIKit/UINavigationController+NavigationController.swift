#if canImport(UIKit)
  import UIKit

  /// A `UINavigationController` is a ``NavigationController``: its view controllers are the
  /// screens, and each ``NavigationOperation`` becomes the matching UIKit call.
  ///
  /// ```swift
  /// let navigationController = UINavigationController(rootViewController: LoginViewController())
  /// let navigator = StackNavigator(
  ///   navigationController: navigationController, factory: LoginScreens())
  /// navigator.navigate(to: .forgotPassword)
  /// ```
  ///
  /// A completion runs when the navigation controller's transition coordinator reports that the
  /// transition has finished, or at once when there is no transition to wait for (the change was
  /// not animated, or the navigation controller is not in a window).
  extension UINavigationController: NavigationController {
    /// Navigators show view controllers on a navigation controller.
    ///
    /// ```swift
    /// let screen: UINavigationController.Screen = ProfileViewController(user: user)
    /// ```
    public typealias Screen = UIViewController

    /// The view controllers on the navigation stack, root first: `viewControllers`.
    ///
    /// ```swift
    /// navigationController.screens.count  // navigationController.viewControllers.count
    /// ```
    public var screens: [UIViewController] {
      viewControllers
    }

    /// The view controller presented by this navigation controller or one of its ancestors:
    /// `presentedViewController`.
    ///
    /// ```swift
    /// if navigationController.presentedScreen != nil { navigator.dismiss() }
    /// ```
    public var presentedScreen: UIViewController? {
      presentedViewController
    }

    /// Whether a push, pop, presentation or dismissal is animating, whether a navigator or the
    /// user started it: whether there is a `transitionCoordinator`.
    ///
    /// ```swift
    /// navigationController.isTransitioning  // true during a back swipe
    /// ```
    public var isTransitioning: Bool {
      transitionCoordinator != nil
    }

    /// Applies `operation` with the matching UIKit call and calls `completion` once its
    /// transition has finished.
    ///
    /// `.present(_:inNavigationStack: true)` presents the screen as the root of a new
    /// `UINavigationController`.
    ///
    /// ```swift
    /// navigationController.apply(.push(ProfileViewController(user: user)), animated: true) {
    ///   print("shown")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - operation: The change to make.
    ///   - animated: Whether to animate the change.
    ///   - completion: Called once, on the main actor, when the transition has finished.
    public func apply(
      _ operation: NavigationOperation<UIViewController>, animated: Bool,
      completion: @escaping @MainActor @Sendable () -> Void
    ) {
      switch operation {
      case .push(let screen):
        pushViewController(screen, animated: animated)
      case .pop:
        _ = popViewController(animated: animated)
      case .popToRoot:
        _ = popToRootViewController(animated: animated)
      case .popTo(let screen):
        _ = popToViewController(screen, animated: animated)
      case .setStack(let screens):
        setViewControllers(screens, animated: animated)
      case .present(let screen, let inNavigationStack):
        let presented =
          inNavigationStack ? UINavigationController(rootViewController: screen) : screen
        present(presented, animated: animated) { completion() }
        return
      case .dismiss:
        dismiss(animated: animated) { completion() }
        return
      }
      afterTransition(completion)
    }

    /// Calls `body` when the transition coordinator reports that the current transition has
    /// finished (or was cancelled, as when the user starts a back swipe and lets go), right away
    /// when there is no transition, or on a later turn of the main actor when the coordinator's
    /// transition is already over.
    ///
    /// ```swift
    /// navigationController.afterTransition { navigator.navigate(to: .profile(user)) }
    /// ```
    public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
      guard let transitionCoordinator else {
        body()
        return
      }
      let isQueued = transitionCoordinator.animate(alongsideTransition: nil) { _ in body() }
      if !isQueued {
        // NB: `false` means the transition is over and UIKit will not call the completion, but
        // the coordinator may still be reported until its own completions have run. Running
        // `body` on a later turn of the main actor lets it clear; running it now could make a
        // navigator wait on the same coordinator again, over and over.
        Task { @MainActor in body() }
      }
    }
  }
#endif
