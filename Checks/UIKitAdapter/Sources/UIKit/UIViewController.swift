import Foundation

/// An object that manages a screen of content (UIKit's `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
  weak var parentStorage: UIViewController?
  var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?
  var ownTransitionCoordinator: StubTransitionCoordinator?

  /// What UIKit would have logged or thrown an exception for, oldest first. Not UIKit API.
  public internal(set) var stubWarnings: [String] = []

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

  /// The active transition coordinator object: this view controller's own transition, else one
  /// of its ancestors'.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    ownTransitionCoordinator ?? parent?.transitionCoordinator
  }

  /// Presents a view controller modally.
  ///
  /// Like UIKit, does nothing (and never calls `completion`) when this view controller, or one of
  /// its ancestors, is already presenting one.
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
    presentedStorage = viewControllerToPresent
    viewControllerToPresent.presentingStorage = self
    guard flag else {
      completion?()
      return
    }
    _ = StubTransitionCoordinator(
      kind: .presentation, coordinating: [self, viewControllerToPresent], retaining: [],
      interactive: false, completion: completion, onEnd: { _ in })
  }

  /// Dismisses the view controller that was presented modally by the view controller.
  ///
  /// As in UIKit, a view controller that presents nothing passes the request to its parent or
  /// presenter. The presented view controller stays `presentedViewController` until an animated
  /// dismissal has finished.
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
      _ = StubTransitionCoordinator(
        kind: .dismissal, coordinating: [self, presented], retaining: [], interactive: false,
        completion: completion,
        onEnd: { [weak self] _ in self?.endPresentation(of: presented) })
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
  }

  func stubWarn(_ message: String) {
    stubWarnings.append(message)
  }

  var stubName: String {
    "<\(type(of: self)) \(ObjectIdentifier(self).hashValue)>"
  }
}
