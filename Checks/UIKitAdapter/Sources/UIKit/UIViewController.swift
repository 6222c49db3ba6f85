import Foundation

/// An object that manages a screen of content (UIKit's `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
  weak var parentStorage: UIViewController?
  var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?
  var ownTransitionCoordinator: StubTransitionCoordinator?
  private var viewStorage: UIView?
  /// The window whose root view controller this is.
  weak var windowStorage: UIWindow?
  private var isBeingPresentedStorage = false
  private var isBeingDismissedStorage = false
  private var presentationControllerStorage: UIPresentationController?
  private var tabBarItemStorage: UITabBarItem?
  private var navigationItemStorage: UINavigationItem?

  /// What UIKit would have logged or thrown an exception for, oldest first. Not UIKit API.
  public internal(set) var stubWarnings: [String] = []

  /// What UIKit would have raised an exception for, crashing the app, oldest first: the stub
  /// records it here (and in ``stubWarnings``) instead, on the view controller that raised it,
  /// and in its window's `stubExceptions`. Not UIKit API.
  public internal(set) var stubExceptions: [String] = []

  /// The quirks of the transitions this view controller starts from now on (its pushes and pops,
  /// its presentations and dismissals). Not UIKit API.
  public var stubTransitionQuirks: StubTransitionCoordinator.Quirks = []

  /// Creates a view controller with the nib file in the specified bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller without a nib file.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A localized string that represents the view this controller manages.
  open var title: String?

  // MARK: - Views

  /// The view that the controller manages; reading it loads it (`loadView()`, then
  /// `viewDidLoad()`) when it is not loaded yet.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set {
      if viewStorage?.stubViewController === self {
        viewStorage?.stubViewController = nil
      }
      newValue?.stubViewController = self
      viewStorage = newValue
    }
  }

  /// The view controller's view, or `nil` if the view isn't yet loaded.
  open var viewIfLoaded: UIView? { viewStorage }

  /// A Boolean value indicating whether the view is currently loaded into memory.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Creates the view that the controller manages: an empty view.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}

  /// Loads the view controller's view if it's not loaded yet.
  open func loadViewIfNeeded() {
    guard viewStorage == nil else { return }
    loadView()
    viewDidLoad()
  }

  // MARK: - Hierarchy

  /// The parent view controller of the recipient, such as its navigation controller.
  open var parent: UIViewController? { parentStorage }

  /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
  open var navigationController: UINavigationController? {
    var ancestor = parent
    while let candidate = ancestor {
      if let navigationController = candidate as? UINavigationController {
        return navigationController
      }
      ancestor = candidate.parent
    }
    return nil
  }

  /// The view controller that is presented by this view controller, or one of its ancestors in
  /// the view controller hierarchy.
  open var presentedViewController: UIViewController? {
    presentedStorage ?? parent?.presentedViewController
  }

  /// The view controller that presented this view controller, or one of its ancestors.
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }

  /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    var ancestor = parent
    while let candidate = ancestor {
      if let tabBarController = candidate as? UITabBarController {
        return tabBarController
      }
      ancestor = candidate.parent
    }
    return nil
  }

  /// The tab bar item that represents the view controller when added to a tab bar controller;
  /// made the first time it is read.
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabBarItemStorage { return tabBarItemStorage }
      let item = UITabBarItem()
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The navigation item used to represent the view controller in a parent's navigation bar; a
  /// unique instance, made the first time it is read.
  open var navigationItem: UINavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = UINavigationItem()
    navigationItemStorage = item
    return item
  }

  /// A Boolean value indicating whether the view controller enforces a modal behavior: when
  /// `true`, UIKit prevents the interactive dismissal of the view controller while it is
  /// onscreen. It does not prevent dismissals made in code.
  open var isModalInPresentation = false

  /// The presentation controller that's managing the current view controller: its own while it
  /// is presented, else its parent's; as in UIKit, reading it on a view controller that has no
  /// parent makes one, so that its delegate can be set before presenting.
  open var presentationController: UIPresentationController? {
    if let presentationControllerStorage { return presentationControllerStorage }
    if let parent { return parent.presentationController }
    let made = stubMakePresentationController()
    presentationControllerStorage = made
    return made
  }

  /// The nearest popover presentation controller that is managing the current view controller:
  /// its `presentationController`, when that is a popover's, as for an action sheet's
  /// `UIAlertController`; `nil` otherwise. Unavailable on tvOS, as in UIKit.
  @available(tvOS, unavailable)
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// The traits of the view controller's environment: its window's `stubTraitCollection`, or a
  /// compact one when it is in no window.
  open var traitCollection: UITraitCollection {
    stubWindow?.stubTraitCollection ?? UITraitCollection(horizontalSizeClass: .compact)
  }

  /// A Boolean value indicating whether the view controller is being presented: during an
  /// animated presentation, until its transition ends.
  open var isBeingPresented: Bool { isBeingPresentedStorage }

  /// A Boolean value indicating whether the view controller is in the process of being dismissed
  /// by one of its ancestors: during an animated dismissal, until its transition ends.
  open var isBeingDismissed: Bool { isBeingDismissedStorage }

  /// The active transition coordinator object: this view controller's own transition, else one
  /// of its ancestors'.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    ownTransitionCoordinator ?? parent?.transitionCoordinator
  }

  // MARK: - Presentation

  /// Presents a view controller modally.
  ///
  /// Like UIKit, does nothing, never calling `completion` and releasing it, when this view
  /// controller (or one of its ancestors) is already presenting one, or when its view is not in
  /// a window.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    if let presented = presentedViewController {
      stubWarn(
        "Attempt to present \(viewControllerToPresent.stubName) on \(stubName) which is already "
          + "presenting \(presented.stubName).")
      return
    }
    if viewControllerToPresent.presentingStorage != nil || viewControllerToPresent.parent != nil {
      stubWarn(
        "Application tried to present modally a view controller "
          + "\(viewControllerToPresent.stubName) that is already presented or has a parent.")
      return
    }
    if viewIfLoaded?.window == nil {
      stubWarn(
        "Attempt to present \(viewControllerToPresent.stubName) on \(stubName) whose view is not "
          + "in the window hierarchy.")
      return
    }
    if let exception = viewControllerToPresent.stubException(whenPresentedBy: self) {
      stubRaise(exception)
      return
    }
    presentedStorage = viewControllerToPresent
    viewControllerToPresent.presentingStorage = self
    _ = viewControllerToPresent.presentationController
    viewControllerToPresent.stubLoadViewsInWindow()
    guard flag else {
      completion?()
      return
    }
    viewControllerToPresent.isBeingPresentedStorage = true
    _ = StubTransitionCoordinator(
      kind: .presentation, coordinating: [self, viewControllerToPresent], retaining: [],
      interactive: false, quirks: stubTransitionQuirks, completion: completion,
      onEnd: { [weak self, weak viewControllerToPresent] cancelled in
        guard let viewControllerToPresent else { return }
        viewControllerToPresent.isBeingPresentedStorage = false
        if cancelled {
          self?.endPresentation(of: viewControllerToPresent)
        }
      })
  }

  /// Dismisses the view controller that was presented modally by the view controller.
  ///
  /// As in UIKit, a view controller that presents nothing passes the request to its parent or
  /// presenter. The presented view controller stays `presentedViewController` until an animated
  /// dismissal has finished, and stays presented if it is cancelled.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedStorage {
      if let transition = ownTransitionCoordinator, transition.kind != .navigation {
        stubWarn(
          "Attempt to dismiss from view controller \(stubName) while a presentation or dismiss "
            + "is in progress.")
        return
      }
      guard flag else {
        endPresentation(of: presented)
        completion?()
        return
      }
      presented.isBeingDismissedStorage = true
      _ = StubTransitionCoordinator(
        kind: .dismissal, coordinating: [self, presented], retaining: [], interactive: false,
        quirks: stubTransitionQuirks, completion: completion,
        onEnd: { [weak self, weak presented] cancelled in
          guard let presented else { return }
          presented.isBeingDismissedStorage = false
          if !cancelled {
            self?.endPresentation(of: presented)
          }
        })
    } else if let parent,
      parent.presentedViewController != nil || parent.presentingViewController != nil
    {
      parent.dismiss(animated: flag, completion: completion)
    } else if let presenting = presentingStorage {
      presenting.dismiss(animated: flag, completion: completion)
    } else {
      stubWarn("\(stubName) was asked to dismiss but presents nothing and was not presented.")
    }
  }

  private func endPresentation(of presented: UIViewController) {
    guard presentedStorage === presented else { return }
    presentedStorage = nil
    presented.presentingStorage = nil
    presented.presentationControllerStorage = nil
  }

  /// Plays the user swiping down this presented view controller's sheet, as UIKit does. When it,
  /// or a view controller it shows, sets `isModalInPresentation`, or the presentation
  /// controller's delegate answers `false` to `presentationControllerShouldDismiss(_:)`, nothing
  /// is dismissed and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
  /// Otherwise the delegate hears `presentationControllerWillDismiss(_:)` and an interactive
  /// dismissal starts: finishing it removes the view controller (and anything it presents), then
  /// the delegate hears `presentationControllerDidDismiss(_:)`; cancelling it leaves the view
  /// controller presented. Not UIKit API.
  ///
  /// - Returns: The dismissal's transition, or `nil` when nothing is dismissed: the view
  ///   controller was not presented, presents another one, is in a transition, or refused.
  @discardableResult
  public func simulateUserSwipeDown() -> StubTransitionCoordinator? {
    guard let presenting = presentingStorage, presentedStorage == nil,
      transitionCoordinator == nil, let presentationController
    else { return nil }
    let delegate = presentationController.delegate
    if stubIsModalInPresentation
      || delegate?.presentationControllerShouldDismiss(presentationController) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(presentationController)
      return nil
    }
    delegate?.presentationControllerWillDismiss(presentationController)
    isBeingDismissedStorage = true
    return StubTransitionCoordinator(
      kind: .dismissal, coordinating: [presenting, self], retaining: [], interactive: true,
      quirks: stubTransitionQuirks, completion: nil,
      onEnd: { [weak self, weak presenting] cancelled in
        guard let self else { return }
        isBeingDismissedStorage = false
        guard !cancelled else { return }
        presenting?.endPresentation(of: self)
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
      })
  }

  /// Whether this view controller, or one it shows, sets `isModalInPresentation`.
  private var stubIsModalInPresentation: Bool {
    isModalInPresentation || stubChildrenInWindow.contains { $0.stubIsModalInPresentation }
  }

  // MARK: - Stub machinery

  /// The children whose views are in this view controller's view: all of them, except that a
  /// navigation controller shows only its top view controller.
  func stubShowsView(of child: UIViewController) -> Bool {
    true
  }

  /// The window this view controller's view is in, loaded or not: the window whose root it is,
  /// its parent's if the parent shows it, or its presenter's.
  var stubWindow: UIWindow? {
    if let window = windowStorage, window.rootViewController === self {
      return window
    }
    if let parent {
      return parent.stubShowsView(of: self) ? parent.stubWindow : nil
    }
    return presentingStorage?.stubWindow
  }

  /// Loads the view, as UIKit does for a view controller that appears in a window, and the
  /// views of the view controllers shown in it.
  func stubLoadViewsInWindow() {
    guard stubWindow != nil else { return }
    loadViewIfNeeded()
    for child in stubChildrenInWindow {
      child.stubLoadViewsInWindow()
    }
    presentedStorage?.stubLoadViewsInWindow()
  }

  var stubChildrenInWindow: [UIViewController] { [] }

  func stubWarn(_ message: String) {
    stubWarnings.append(message)
  }

  /// Records what UIKit raises an exception for, here and in the window.
  func stubRaise(_ message: String) {
    stubWarn(message)
    stubExceptions.append(message)
    stubWindow?.stubExceptions.append(message)
  }

  /// The presentation controller made the first time `presentationController` is read.
  func stubMakePresentationController() -> UIPresentationController {
    UIPresentationController(presented: self)
  }

  /// The exception UIKit raises when `presenter` presents this view controller, if any.
  func stubException(whenPresentedBy presenter: UIViewController) -> String? {
    nil
  }

  var stubName: String {
    "<\(type(of: self)) \(ObjectIdentifier(self).hashValue)>"
  }
}
