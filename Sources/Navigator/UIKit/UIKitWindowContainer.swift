#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The ``NavigationContainer`` for a UIKit window: an ``AppNavigator`` drives the window's root
  /// (a `UINavigationController`, or a `UITabBarController` with a `UINavigationController` per
  /// tab) and the chain of view controllers presented above it.
  ///
  /// Make one per window, in `scene(_:willConnectTo:options:)`, and give it to an app navigator;
  /// the container holds the window weakly, and builds the root when the navigator starts:
  ///
  /// ```swift
  /// let window = UIWindow(windowScene: windowScene)
  /// let container = UIKitWindowContainer(window: window) { id, navigationController in
  ///   navigationController.tabBarItem = UITabBarItem(
  ///     title: id.capitalized, image: UIImage(systemName: "circle"), tag: 0)
  /// }
  /// let navigator = AppNavigator(container: container)
  /// navigator.register(MessagesScreens())
  /// navigator.start(at: NavigationState(tabs: [chats, settings], selected: "chats"))
  /// self.window = window
  /// ```
  ///
  /// What the container shows (``layout``) is always read from UIKit: the window's root view
  /// controller, then each `presentedViewController` up the chain, leaving out one that is being
  /// dismissed. A presented `UINavigationController` is a modal stack with a navigation bar;
  /// any other presented view controller is a modal of one screen.
  ///
  /// The user's changes reach the navigator through ``userDidChangeLayout``, on the main actor's
  /// next turn: the container is the delegate of the navigation controllers and the tab bar
  /// controller it makes (a back swipe ends in `navigationController(_:didShow:animated:)`, a
  /// tab tap in `tabBarController(_:didSelect:)`) and of the presentation controller of each
  /// view controller it presents (a sheet swiped down ends in
  /// `presentationControllerDidDismiss(_:)`). A delegate you set on those objects before the
  /// container sees them (in `makeNavigationController`, or on a screen's presentation
  /// controller) still hears these calls; other delegate methods, such as custom animators, are
  /// not forwarded.
  ///
  /// The app navigator's guards can stop these gestures (``userMayChangeLayout``). For the back
  /// swipe, the container is also the delegate of each navigation controller's
  /// `interactivePopGestureRecognizer` (the previous delegate, UIKit's own at first, is still
  /// asked `gestureRecognizerShouldBegin(_:)`); for the back button, it sets the
  /// `navigationItem.backAction` of each screen above a stack's root, unless the screen already
  /// has one or hides its back button: it pops only what the guards allow. A back action you set
  /// is never replaced; it then decides alone. Keep the container (its app navigator) for as long
  /// as the window: the gesture recognizers hold it weakly.
  ///
  /// Completions report ``TransitionOutcome/finished`` when UIKit's transition has finished (at
  /// once for changes that do not animate), ``TransitionOutcome/cancelled`` when it was
  /// cancelled, and ``TransitionOutcome/refused(reason:)``, at once and changing nothing, when
  /// the change does not fit what the window shows (``NavigationTree/refusal(of:)``, the rule
  /// `RecordingContainer` follows too) or UIKit would ignore it: the window is gone, the
  /// presenter is not in a window or is busy presenting, or a modal to dismiss sets
  /// `isModalInPresentation`.
  ///
  /// Split views (`UISplitViewController`) are not supported yet, nor the More tab of a tab bar
  /// controller with more than five tabs.
  @MainActor
  public final class UIKitWindowContainer: NavigationContainer {
    /// App navigators show view controllers.
    public typealias Screen = UIViewController

    /// The window whose root and presentations this container drives, or `nil` once it is
    /// released.
    ///
    /// ```swift
    /// container.window?.rootViewController is UITabBarController  // true with tabs
    /// ```
    public private(set) weak var window: UIWindow?

    /// Set by the app navigator; called on the main actor's next turn after the user changed
    /// what the window shows: a back swipe or back button, a sheet swiped down, a tab tapped.
    public var userDidChangeLayout: (@MainActor () -> Void)?

    /// Asked before the user taps a tab (`tabBarController(_:shouldSelect:)`), swipes a sheet
    /// down (`presentationControllerShouldDismiss(_:)`), swipes back
    /// (`gestureRecognizerShouldBegin(_:)` of `interactivePopGestureRecognizer`) and taps the
    /// back button (the `navigationItem.backAction` the container sets); the app navigator sets
    /// it, so that its guards can stop the gesture.
    public var userMayChangeLayout: (@MainActor (NavigationTree<UIViewController>, Bool) -> Bool)?

    private let makeNavigationController: @MainActor () -> UINavigationController
    private let configureTab:
      @MainActor (_ id: String, _ navigation: UINavigationController) -> Void
    let delegate = UIKitWindowContainerDelegate()
    #if !os(tvOS)
      /// What lets the guards stop the back swipe and the back button.
      let popGuard = UIKitPopGuard(backActionIdentifier: UIKitWindowContainer.backActionIdentifier)
    #endif
    private(set) var tabIDs: [TabID] = []
    private var applyDepth = 0
    private var isUserChangePending = false

    /// Makes a container for `window`, which it holds weakly; nothing changes until a navigator
    /// starts.
    ///
    /// ```swift
    /// let container = UIKitWindowContainer(
    ///   window: window,
    ///   configureTab: { id, navigationController in
    ///     navigationController.tabBarItem = UITabBarItem(
    ///       title: id.capitalized, image: UIImage(systemName: "star"), tag: 0)
    ///   },
    ///   makeNavigationController: { LargeTitleNavigationController() })
    /// ```
    ///
    /// - Parameters:
    ///   - window: The window to drive; held weakly.
    ///   - configureTab: Called with each tab's identifier and its navigation controller when a
    ///     root of tabs is made, to set its `tabBarItem`. Does nothing by default.
    ///   - makeNavigationController: Makes each navigation controller the container needs: the
    ///     root's, each tab's and each modal stack's. A new `UINavigationController` by default.
    public init(
      window: UIWindow,
      configureTab:
        @escaping @MainActor (_ id: String, _ navigationController: UINavigationController)
        -> Void = { _, _ in },
      makeNavigationController: @escaping @MainActor () -> UINavigationController = {
        UINavigationController()
      }
    ) {
      self.window = window
      self.makeNavigationController = makeNavigationController
      self.configureTab = configureTab
      delegate.container = self
      guardBackGestures()
    }

    // MARK: - NavigationContainer

    /// What the window shows, read from UIKit: the root's stacks, then each presented view
    /// controller up the chain, leaving out one being dismissed and those above it.
    ///
    /// ```swift
    /// container.layout.modals.count  // 1 while a sheet is up
    /// ```
    public var layout: NavigationTree<UIViewController> {
      guard let root = window?.rootViewController else { return NavigationTree(stack: []) }
      let modals = modalChain(from: root).map { presented in
        guard let navigation = presented as? UINavigationController else {
          return NavigationTree<UIViewController>.Modal.screen(presented)
        }
        return .stack(navigation.viewControllers)
      }
      return NavigationTree(root: rootLayout(of: root), modals: modals)
    }

    /// Whether a push, pop, presentation or dismissal is animating in the window, whether the
    /// navigator or the user started it: a navigation controller of the window has a
    /// `transitionCoordinator`, or a presented view controller is being presented or dismissed.
    ///
    /// ```swift
    /// container.isTransitioning  // true while a sheet slides up
    /// ```
    public var isTransitioning: Bool {
      watchedControllers().contains { controller in
        controller.transitionCoordinator != nil || controller.isBeingPresented
          || controller.isBeingDismissed
      }
    }

    /// Makes `change` with the matching UIKit calls and reports how it ended.
    ///
    /// A change that does not fit the ``layout`` is refused first, with the sentence of
    /// ``NavigationTree/refusal(of:)``, before UIKit is asked.
    ///
    /// - `.setRoot` builds the root's navigation controllers (and tab bar controller), each stack
    ///   set without animation, dismisses what the old root still presents, sets the window's
    ///   `rootViewController` and makes the window key and visible; it never animates.
    /// - `.setStack` calls `setViewControllers(_:animated:)` on the navigation controller at
    ///   that location, animated only when asked and when nothing covers it; a stack that is
    ///   not in the window (a tab not selected) changes without animation.
    /// - `.selectTab` sets the tab bar controller's `selectedIndex`.
    /// - `.present` presents the screen, or a new navigation controller holding the stack, from
    ///   the top of the modal chain. An action sheet (`UIAlertController`) whose popover has no
    ///   anchor gets one first, the presenter's view, so that it never raises on iPad.
    /// - `.dismiss(fromLevel:)` calls `dismiss(animated:completion:)` on the view controller
    ///   presenting that level, which dismisses it and everything above it. It is refused when
    ///   one of those modals (or a screen of its stack) sets `isModalInPresentation`: UIKit only
    ///   blocks the user's swipe down, but this container keeps such a screen up for dismissals
    ///   made in code too, so that a half-filled form is never thrown away by a deep link; the
    ///   app dismisses it once `isModalInPresentation` is `false` again.
    ///
    /// ```swift
    /// container.apply(.selectTab(1), animated: false) { outcome in print(outcome) }  // finished
    /// ```
    public func apply(
      _ change: ContainerChange<UIViewController>, animated: Bool,
      completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard window != nil else {
        return completion(.refused(reason: "the window has been released"))
      }
      if let reason = layout.refusal(of: change) {
        return completion(.refused(reason: reason))
      }
      applyDepth += 1
      defer { applyDepth -= 1 }
      switch change {
      case .setRoot(let root):
        setRoot(root, completion)
      case .setStack(let screens, let location):
        setStack(screens, at: location, animated: animated, completion)
      case .push(_, let location), .pop(let location):
        // NB: set one screen longer or shorter, animated as a push or a pop (facts §1.1).
        var layout = self.layout
        layout.apply(change)
        setStack(layout.stack(at: location) ?? [], at: location, animated: animated, completion)
      case .selectTab(let index):
        selectTab(index, completion)
      case .present(let modal):
        present(modal, animated: animated, completion)
      case .dismiss(let level):
        dismiss(fromLevel: level, animated: animated, completion)
      }
    }

    /// Calls `body` once the transition in the window has finished: when its transition
    /// coordinator runs its completions, right away when there is no transition, or on a later
    /// turn of the main actor when the coordinator no longer queues completions.
    ///
    /// ```swift
    /// container.afterTransition { print("the sheet is up") }
    /// ```
    public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
      let coordinator = watchedControllers().lazy.compactMap(\.transitionCoordinator).first
      guard let coordinator else { return body() }
      let once = Once<Void> { _ in body() }
      let isQueued = coordinator.animate(alongsideTransition: nil) { _ in once.run(()) }
      if !isQueued {
        Task { @MainActor in once.run(()) }
      }
    }

    // MARK: - Changes

    private func setRoot(
      _ root: NavigationTree<UIViewController>.Root,
      _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard let window else {
        return completion(.refused(reason: "the window has been released"))
      }
      if let oldRoot = window.rootViewController, oldRoot.presentedViewController != nil {
        oldRoot.dismiss(animated: false)
      }
      let newRoot: UIViewController
      switch root {
      case .stack(let stack):
        newRoot = navigationController(holding: stack)
      case .tabs(let tabs, let selectedIndex):
        let tabBarController = UITabBarController()
        tabBarController.delegate = delegate
        tabIDs.removeAll { $0.navigationController == nil }
        let children = tabs.map { tab in
          let navigation = navigationController(holding: tab.stack)
          tabIDs.append(TabID(navigationController: navigation, id: tab.id))
          configureTab(tab.id, navigation)
          return navigation
        }
        tabBarController.setViewControllers(children, animated: false)
        if children.indices.contains(selectedIndex) {
          tabBarController.selectedIndex = selectedIndex
        }
        newRoot = tabBarController
      }
      window.rootViewController = newRoot
      if !window.isKeyWindow {
        window.makeKeyAndVisible()
      }
      completion(.finished)
    }

    private func present(
      _ modal: NavigationTree<UIViewController>.Modal, animated: Bool,
      _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard let window else {
        return completion(.refused(reason: "the window has been released"))
      }
      guard let root = window.rootViewController else {
        return completion(.refused(reason: "the window has no root view controller"))
      }
      let presenter = modalChain(from: root).last ?? root
      if let reason = reasonToRefusePresenting(from: presenter) {
        return completion(.refused(reason: reason))
      }
      guard let first = modal.stack.first else {
        return completion(.refused(reason: "the modal's stack would be empty"))
      }
      let presented = modal.hasNavigationBar ? navigationController(holding: modal.stack) : first
      UIKitAlerts.anchorActionSheet(presented, to: presenter)
      adoptPresentationController(of: presented)
      let once = Once(completion)
      presenter.present(presented, animated: animated) { [weak self, weak presented] in
        // NB: a screen may set its own presentation controller delegate in viewDidLoad, after
        // the container's; take it over again, forwarding to it.
        if let presented { self?.adoptPresentationController(of: presented) }
        once.run(.finished)
      }
      // NB: a cancelled presentation never calls present's completion; its coordinator says so.
      presented.transitionCoordinator?.animate(alongsideTransition: nil) { context in
        if context.isCancelled { once.run(.cancelled) }
      }
    }

    private func dismiss(
      fromLevel level: Int, animated: Bool,
      _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      guard let root = window?.rootViewController else {
        return completion(.refused(reason: "the window has no root view controller"))
      }
      let chain = modalChain(from: root)
      guard chain.indices.contains(level) else {
        return completion(.refused(reason: "there is no modal at level \(level)"))
      }
      if let modalLevel = chain.indices.dropFirst(level).first(where: { setsModal(chain[$0]) }) {
        return completion(
          .refused(
            reason: "the modal at level \(modalLevel) sets isModalInPresentation, so it stays "
              + "until it sets it to false"))
      }
      let presenter =
        chain[level].presentingViewController ?? (level == 0 ? root : chain[level - 1])
      let once = Once(completion)
      presenter.dismiss(animated: animated) { once.run(.finished) }
    }

    // MARK: - Making UIKit objects

    private func navigationController(holding stack: [UIViewController]) -> UINavigationController {
      let navigation = makeNavigationController()
      if let previous = navigation.delegate, previous !== delegate {
        delegate.forward(navigationController: navigation, to: previous)
      }
      navigation.delegate = delegate
      delegate.shownStacks.remember(stack, on: navigation)
      navigation.setViewControllers(stack, animated: false)
      adoptBackGestures(of: navigation)
      return navigation
    }

    private func adoptPresentationController(of presented: UIViewController) {
      guard let presentationController = presented.presentationController else { return }
      if let previous = presentationController.delegate, previous !== delegate {
        delegate.forward(presentationController: presentationController, to: previous)
      }
      presentationController.delegate = delegate
    }

    // MARK: - The user's changes

    /// Tells the navigator on the next turn, once, that the user changed the layout; nothing
    /// while a change is applied, nor for its `didShow` (UIKitShownStacks): it is the navigator's.
    func userChangedLayout() {
      guard applyDepth == 0, !isUserChangePending else { return }
      isUserChangePending = true
      // NB: on a later turn, so that an observer that navigates at once does not start a change
      // inside UIKit's callback, before the transition's own completions have run.
      Task { @MainActor [weak self] in
        guard let self else { return }
        isUserChangePending = false
        userDidChangeLayout?()
      }
    }
  }

  /// The identifier of a tab the container made.
  struct TabID {
    weak var navigationController: UINavigationController?
    let id: String
  }
#endif
