#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The ``NavigationController`` a ``StackNavigator`` drives for a `UINavigationController`: it
  /// holds the `UINavigationController` weakly and turns each ``NavigationOperation`` into the
  /// matching UIKit call, without adding members to `UINavigationController` itself.
  ///
  /// You do not make one: ``StackNavigator/init(navigationController:factory:onFailure:)`` with a
  /// `UINavigationController` does, and keeps it for as long as a navigator of that navigation
  /// controller lives.
  ///
  /// ```swift
  /// let navigator = StackNavigator(
  ///   navigationController: navigationController, factory: LoginScreens())
  /// let wrapper = navigator.navigationController  // a UIKitNavigationController
  /// let same = wrapper?.uiNavigationController === navigationController  // true
  /// ```
  ///
  /// A completion reports ``TransitionOutcome/finished`` when the transition coordinator says the
  /// transition has finished, or at once when there is no transition to wait for;
  /// ``TransitionOutcome/cancelled`` when it was cancelled or the pushed screen is not on the
  /// stack afterwards; and ``TransitionOutcome/refused(reason:)``, at once, for a presentation
  /// UIKit would ignore (the navigation controller is not in a window, or already presents a
  /// screen).
  public final class UIKitNavigationController: NavigationController {
    /// Navigators show view controllers.
    public typealias Screen = UIViewController

    /// The UIKit navigation controller, or `nil` once it is released.
    ///
    /// ```swift
    /// let count = navigator.navigationController?.uiNavigationController?.viewControllers.count
    /// ```
    public private(set) weak var uiNavigationController: UINavigationController?

    init(_ uiNavigationController: UINavigationController) {
      self.uiNavigationController = uiNavigationController
    }

    /// The view controllers on the navigation stack, root first: `viewControllers`.
    public var screens: [UIViewController] {
      uiNavigationController?.viewControllers ?? []
    }

    /// The view controller presented over the navigation controller: `presentedViewController`.
    /// For a screen presented with a navigation bar, the navigation controller wrapping it.
    public var presentedScreen: UIViewController? {
      uiNavigationController?.presentedViewController
    }

    /// The window the navigation controller's view is in, if any: a ``StackNavigator`` of a
    /// navigation controller in a window that an ``AppNavigator`` drives is an area of it.
    public var containingWindow: AnyObject? { uiNavigationController?.viewIfLoaded?.window }

    /// Whether a push, pop, presentation or dismissal is animating, whether a navigator or the
    /// user started it: whether there is a `transitionCoordinator`.
    public var isTransitioning: Bool {
      uiNavigationController?.transitionCoordinator != nil
    }

    /// Asked before the user's back swipe or back button pops the top screen; setting it takes
    /// over both (``NavigationController/userMayPop``). Does nothing on tvOS, which has neither.
    public var userMayPop: (@MainActor (_ attempt: Bool) -> Bool)? {
      didSet {
        #if !os(tvOS)
          popGuard = userMayPop.map { hook in
            let popGuard = UIKitPopGuard(backActionIdentifier: Self.backActionIdentifier)
            popGuard.mayPop = { _ in hook(true) }
            return popGuard
          }
          adoptBackGestures()
        #endif
      }
    }

    #if !os(tvOS)
      private var popGuard: UIKitPopGuard?

      /// The identifier of the back actions it sets.
      static let backActionIdentifier = UIAction.Identifier(
        "Navigator.UIKitNavigationController.back")
    #endif

    /// Lets ``userMayPop`` stop the back swipe and the back buttons of the stack as it is now.
    private func adoptBackGestures() {
      #if !os(tvOS)
        if let popGuard, let navigation = uiNavigationController { popGuard.adopt(navigation) }
      #endif
    }

    /// Applies `operation` with the matching UIKit call and reports how it ended.
    ///
    /// `.present(_:withNavigationBar: true)` presents the screen as the root of a new
    /// `UINavigationController`.
    public func apply(
      _ operation: NavigationOperation<UIViewController>, animated: Bool,
      completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard let navigation = uiNavigationController else {
        return completion(.refused(reason: "the navigation controller has been released"))
      }
      // NB: UIKit raises for most of what the rule refuses (a screen pushed twice, a pop to a
      // screen not on the stack).
      if let reason = operation.refusal(
        onStack: navigation.viewControllers, presenting: navigation.presentedViewController)
      {
        return completion(.refused(reason: reason))
      }
      // NB: the screens it shows get their back buttons before UIKit shows them.
      defer { adoptBackGestures() }
      switch operation {
      case .push(let screen):
        navigation.pushViewController(screen, animated: animated)
        // NB: weak, or the coordinator that keeps this closure would keep `navigation` alive.
        reportEnd(of: navigation, completion) { [weak screen, weak navigation] in
          guard let screen, let navigation else { return false }
          return navigation.viewControllers.contains(screen)
        }
      case .pop:
        navigation.popViewController(animated: animated)
        reportEnd(of: navigation, completion)
      case .popToRoot:
        navigation.popToRootViewController(animated: animated)
        reportEnd(of: navigation, completion)
      case .popTo(let screen):
        navigation.popToViewController(screen, animated: animated)
        reportEnd(of: navigation, completion)
      case .setStack(let screens):
        navigation.setViewControllers(screens, animated: animated)
        reportEnd(of: navigation, completion)
      case .present(let screen, let withNavigationBar):
        if let reason = reasonToRefusePresenting(on: navigation) {
          return completion(.refused(reason: reason))
        }
        let presented =
          withNavigationBar ? UINavigationController(rootViewController: screen) : screen
        UIKitAlerts.anchorActionSheet(presented, to: navigation)
        let once = Once(completion)
        navigation.present(presented, animated: animated) { once.run(.finished) }
      case .dismiss:
        let once = Once(completion)
        navigation.dismiss(animated: animated) { once.run(.finished) }
      }
    }

    /// Makes the `UIAlertController` that shows `dialog`, which the navigator then presents over
    /// the navigation controller: its title, message and style, its text fields, and one
    /// `UIAlertAction` per action, in order, styled by its role.
    ///
    /// When the user taps an action, the alert dismisses itself; once it is no longer presented,
    /// `reply` gets the action's index and the fields' texts, on a later turn of the main actor,
    /// outside UIKit's callback. An action sheet gets an anchor for its popover on iPad when it
    /// is presented, unless it has one. On tvOS, an action sheet shows as an alert.
    ///
    /// ```swift
    /// let alert = try adapter.makeScreen(for: content) { reply in print(reply.actionIndex) }
    /// ```
    public func makeScreen(
      for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
    ) throws -> UIViewController {
      UIKitAlerts.alert(for: dialog) { alert, answer in
        // NB: on a later turn, so that the answer's code does not navigate inside UIKit's
        // callback, before the dismissal's own completions have run.
        @MainActor func replyLater() { Task { @MainActor in reply(answer) } }
        guard let alert else { return replyLater() }
        UIKitAlerts.afterDismissal(of: alert, replyLater)
      }
    }

    /// Calls `body` once the current transition has finished: when the transition coordinator
    /// runs its completions, right away when there is no transition, or on a later turn of the
    /// main actor when the coordinator no longer queues completions. Never twice, in whatever
    /// order UIKit does these.
    public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
      guard let coordinator = uiNavigationController?.transitionCoordinator else {
        return body()
      }
      let once = Once<Void> { _ in body() }
      let isQueued = coordinator.animate(alongsideTransition: nil) { _ in once.run(()) }
      if !isQueued {
        Task { @MainActor in once.run(()) }
      }
    }

    // MARK: - Completions

    /// Reports how the transition `navigation` started ended: when its coordinator finishes, or
    /// at once when there is none. `isOnScreen` tells whether the change held once the
    /// coordinator finished.
    private func reportEnd(
      of navigation: UINavigationController,
      _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void,
      isOnScreen: @escaping @MainActor @Sendable () -> Bool = { true }
    ) {
      guard let coordinator = navigation.transitionCoordinator else {
        // NB: no coordinator, no transition to wait for; the change is not checked here, since
        // iOS 17 holds an animated push made right after an unanimated change until the next
        // Core Animation commit, with neither a coordinator nor the screen on the stack yet.
        return completion(.finished)
      }
      let once = Once(completion)
      let isQueued = coordinator.animate(alongsideTransition: nil) { context in
        once.run(context.isCancelled || !isOnScreen() ? .cancelled : .finished)
      }
      if !isQueued {
        Task { @MainActor in once.run(isOnScreen() ? .finished : .cancelled) }
      }
    }

    private func reasonToRefusePresenting(on navigation: UINavigationController) -> String? {
      if navigation.viewIfLoaded?.window == nil {
        return "its view is not in a window; show the navigation controller before presenting"
      }
      if navigation.isBeingPresented || navigation.isBeingDismissed {
        return "it is being presented or dismissed"
      }
      return nil
    }
  }

  // MARK: - StackNavigator

  extension StackNavigator where Controller == UIKitNavigationController {
    /// A navigator that shows the screens `factory` makes on a `UINavigationController`, which
    /// it holds weakly.
    ///
    /// ```swift
    /// let navigator = StackNavigator(
    ///   navigationController: navigationController, factory: LoginScreens())
    /// ```
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller to drive; held weakly.
    ///   - factory: Makes the screen for each destination.
    ///   - onFailure: Where failures of requests made without a completion go; `nil` for
    ///     ``NavigationFailureHandler/current``.
    public convenience init(
      navigationController: UINavigationController, factory: Factory,
      onFailure: (@MainActor (NavigationError) -> Void)? = nil
    ) {
      let (engine, container) = StackEngines.engine(
        of: UIKitNavigationController(navigationController), anchor: navigationController,
        retainsController: true)
      self.init(engine: engine, container: container, factory: factory, onFailure: onFailure)
    }
  }
#endif
