import Foundation

/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display (UIKit's `UITabBarController`).
///
/// As in UIKit, only the selected view controller's view is in the window; selecting in code
/// (`selectedIndex`, `selectedViewController`) does not call the delegate, while
/// `simulateUserTapTab(_:)` plays a user's tap, which does.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private weak var selected: UIViewController?

  /// The tab bar controller's delegate object.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller with the nib file in the specified bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// An array of the root view controllers displayed by the tab bar interface; setting it is
  /// `setViewControllers(_:animated:)` without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Sets the root view controllers of the tab bar controller.
  ///
  /// As in UIKit, the old view controllers are removed first; the previously selected view
  /// controller stays selected if it is still there, else the same index if it exists, else the
  /// first tab.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let identities = Set((viewControllers ?? []).map(ObjectIdentifier.init))
    guard identities.count == (viewControllers ?? []).count else {
      stubWarn("All view controllers in a tab bar controller must be distinct.")
      return
    }
    let previous = selected
    let previousIndex = selectedIndex
    for old in tabs ?? [] where old.parentStorage === self {
      old.parentStorage = nil
    }
    tabs = viewControllers
    for child in viewControllers ?? [] {
      child.parentStorage = self
    }
    let newTabs = viewControllers ?? []
    if let previous, newTabs.contains(where: { $0 === previous }) {
      selected = previous
    } else if newTabs.indices.contains(previousIndex) {
      selected = newTabs[previousIndex]
    } else {
      selected = newTabs.first
    }
    selected?.stubLoadViewsInWindow()
  }

  /// The view controller associated with the currently selected tab item; setting it selects
  /// that tab without calling the delegate.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue, let tabs, tabs.contains(where: { $0 === newValue }) else {
        stubWarn("The selected view controller must be one of the tab bar controller's.")
        return
      }
      selected = newValue
      newValue.stubLoadViewsInWindow()
    }
  }

  /// The index of the view controller associated with the currently selected tab item; setting
  /// it selects that tab without calling the delegate. (`NSNotFound` would mean the More
  /// navigation controller, which the stub does not model; with no tabs it is 0.)
  open var selectedIndex: Int {
    get {
      guard let selected, let index = tabs?.firstIndex(where: { $0 === selected }) else {
        return 0
      }
      return index
    }
    set {
      guard let tabs, tabs.indices.contains(newValue) else {
        stubWarn("Tab index \(newValue) is out of range.")
        return
      }
      selectedViewController = tabs[newValue]
    }
  }

  // MARK: - Stub machinery

  /// Plays the user tapping the tab at `index`, as UIKit does: the delegate is asked
  /// `tabBarController(_:shouldSelect:)`; if allowed, the tab is selected, a re-tapped tab whose
  /// root is a navigation controller pops to its root (animated, so a transition starts), and the
  /// delegate hears `tabBarController(_:didSelect:)`, even for a re-tap. Not UIKit API.
  ///
  /// - Returns: `false`, doing nothing, when there is no such tab, a presented view controller
  ///   covers the tab bar, or the delegate refused.
  @discardableResult
  public func simulateUserTapTab(_ index: Int) -> Bool {
    guard let tabs, tabs.indices.contains(index), presentedViewController == nil else {
      return false
    }
    let tapped = tabs[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return false }
    if tapped === selected {
      (tapped as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      selected = tapped
      tapped.stubLoadViewsInWindow()
    }
    delegate?.tabBarController(self, didSelect: tapped)
    return true
  }

  override func stubShowsView(of child: UIViewController) -> Bool {
    child === selected
  }

  override var stubChildrenInWindow: [UIViewController] {
    selected.map { [$0] } ?? []
  }
}

/// A set of methods you implement to customize the behavior of a tab bar (`@MainActor protocol
/// UITabBarControllerDelegate : NSObjectProtocol` in UIKit, whose methods are `optional`; here
/// they have default implementations that behave as an unimplemented method).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Asks the delegate whether the specified view controller should be made active; called only
  /// in response to the user tapping a tab bar item.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Tells the delegate that the user selected an item in the tab bar; called only in response
  /// to user taps, even when the tapped tab was already selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// An item on a tab bar (UIKit's `UITabBarItem`, a `UIBarItem`); the stub keeps its title and
/// tag.
@MainActor
open class UITabBarItem {
  /// The title displayed on the item.
  open var title: String?

  /// The receiver's tag, an integer that you can use to identify bar item objects in your app.
  open var tag = 0

  /// Creates an item without a title.
  public init() {}

  /// Creates a new item using the specified properties.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.tag = tag
  }
}

/// An object that manages image data in your app (UIKit's `UIImage`); the stub holds nothing.
open class UIImage: @unchecked Sendable {
  /// Creates an image object that contains a system symbol image.
  public init?(systemName name: String) {}
}
