import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content (UIKit's `UINavigationController`).
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private let popGesture = UIGestureRecognizer()
  private let popGestureDelegate = StubPopGestureDelegate()

  /// The delegate of the navigation controller object.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Initializes and returns a newly created navigation controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    stack = [rootViewController]
    rootViewController.parentStorage = self
    setUpPopGesture()
  }

  /// Creates a navigation controller with the nib file in the specified bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpPopGesture()
  }

  /// Creates a navigation controller from data in an unarchiver.
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUpPopGesture()
  }

  /// The gesture recognizer that handles interactively popping the top view controller off the
  /// navigation stack when a person swipes from the leading screen edge; one per navigation
  /// controller. Its delegate is at first an object of UIKit's own (here one that lets the swipe
  /// begin only when there is a view controller to pop), which an app may replace.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  private func setUpPopGesture() {
    popGestureDelegate.navigationController = self
    popGesture.delegate = popGestureDelegate
  }

  /// The view controllers currently on the navigation stack; setting it is
  /// `setViewControllers(_:animated:)` without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller at the top of the navigation stack.
  open var topViewController: UIViewController? { stack.last }

  /// Pushes a view controller onto the receiver's stack and updates the display.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      stubWarn("Pushing the same view controller instance more than once is not supported.")
      return
    }
    warnIfTransitioning("push \(viewController.stubName)")
    change(to: stack + [viewController], animated: animated)
  }

  /// Pops the top view controller from the navigation stack and updates the display.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    warnIfTransitioning("pop")
    change(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops all the view controllers on the stack except the root view controller and updates the
  /// display.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return [] }
    warnIfTransitioning("pop to root")
    let popped = Array(stack.dropFirst())
    change(to: [stack[0]], animated: animated)
    return popped
  }

  /// Pops view controllers until the specified view controller is at the top of the navigation
  /// stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      stubWarn("Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    warnIfTransitioning("pop to \(viewController.stubName)")
    let popped = Array(stack[(index + 1)...])
    change(to: Array(stack[...index]), animated: animated)
    return popped
  }

  /// Replaces the view controllers currently managed by the navigation controller with the
  /// specified items.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let identities = Set(viewControllers.map(ObjectIdentifier.init))
    guard identities.count == viewControllers.count else {
      stubWarn("All view controllers in a navigation controller must be distinct.")
      return
    }
    warnIfTransitioning("set view controllers")
    change(to: viewControllers, animated: animated)
  }

  // MARK: - Stub machinery

  /// Plays the user swiping back from the leading edge, as UIKit does: unless
  /// `interactivePopGestureRecognizer` is disabled or its delegate answers `false` to
  /// `gestureRecognizerShouldBegin(_:)`, the top view controller is popped at once, and the
  /// returned interactive transition lasts until the test finishes it or cancels it (which
  /// restores the stack). Not UIKit API.
  ///
  /// A delegate that lets the swipe begin with only the root view controller on the stack is
  /// recorded in `stubWarnings`: UIKit would start a transition with nothing to pop, after which
  /// the navigation controller stops responding.
  ///
  /// - Returns: `nil`, doing nothing, when the recognizer is disabled, its delegate refused, or
  ///   only the root view controller is on the stack.
  @discardableResult
  public func simulateInteractivePop() -> StubTransitionCoordinator? {
    guard popGesture.isEnabled,
      popGesture.delegate?.gestureRecognizerShouldBegin(popGesture) ?? true
    else { return nil }
    guard stack.count > 1 else {
      stubWarn(
        "The interactive pop gesture of \(stubName) began with only the root view controller on "
          + "the stack; UIKit's navigation controller would stop responding.")
      return nil
    }
    return change(to: Array(stack.dropLast()), animated: true, interactive: true)
  }

  /// Plays the user tapping the navigation bar's back button, as UIKit does: the top view
  /// controller's `navigationItem.backAction` runs if it has one (the button then does only
  /// that), else the top view controller is popped, animated. Not UIKit API.
  ///
  /// - Returns: `false`, doing nothing, when there is no back button to tap: only the root view
  ///   controller is on the stack and sets no `backAction`, its navigation item hides the back
  ///   button, a view controller is presented over the navigation controller, or a transition
  ///   is in progress.
  @discardableResult
  public func simulateUserTapBack() -> Bool {
    guard let top = stack.last, presentedViewController == nil, transitionCoordinator == nil,
      !top.navigationItem.hidesBackButton
    else { return false }
    if let action = top.navigationItem.backAction {
      action.stubHandler(action)
      return true
    }
    guard stack.count > 1 else { return false }
    popViewController(animated: true)
    return true
  }

  @discardableResult
  private func change(
    to newStack: [UIViewController], animated: Bool, interactive: Bool = false
  ) -> StubTransitionCoordinator? {
    let oldStack = stack
    install(newStack)
    guard let top = newStack.last, top !== oldStack.last else { return nil }
    delegate?.navigationController(self, willShow: top, animated: animated)
    guard animated else {
      delegate?.navigationController(self, didShow: top, animated: false)
      return nil
    }
    return StubTransitionCoordinator(
      kind: .navigation, coordinating: [self], retaining: oldStack + newStack,
      interactive: interactive, quirks: stubTransitionQuirks, completion: nil,
      onEnd: { [weak self] cancelled in
        guard let self else { return }
        if cancelled {
          install(oldStack)
        } else {
          delegate?.navigationController(self, didShow: top, animated: true)
        }
      })
  }

  private func install(_ newStack: [UIViewController]) {
    let kept = Set(newStack.map(ObjectIdentifier.init))
    for viewController in stack where !kept.contains(ObjectIdentifier(viewController)) {
      viewController.parentStorage = nil
    }
    for viewController in newStack {
      viewController.parentStorage = self
    }
    stack = newStack
    newStack.last?.stubLoadViewsInWindow()
  }

  override func stubShowsView(of child: UIViewController) -> Bool {
    child === stack.last
  }

  override var stubChildrenInWindow: [UIViewController] {
    stack.last.map { [$0] } ?? []
  }

  private func warnIfTransitioning(_ operation: String) {
    guard ownTransitionCoordinator != nil else { return }
    stubWarn(
      "Attempt to \(operation) on \(stubName) while a transition is in progress; UIKit may "
        + "corrupt the navigation bar or lose the change.")
  }
}

/// Stands for the private object that is the delegate of a navigation controller's
/// `interactivePopGestureRecognizer` in UIKit: it lets the swipe begin only when there is a view
/// controller to pop.
@MainActor
private final class StubPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (navigationController?.viewControllers.count ?? 0) > 1
  }
}
