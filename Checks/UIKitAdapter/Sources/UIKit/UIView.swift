import Foundation

/// An object that manages the content for a rectangular area on the screen (UIKit's `UIView`).
///
/// The stub models one thing of a view: whether it is in a window. A view controller's view is
/// in a window when the view controller is the window's `rootViewController`, a child its parent
/// shows (a navigation controller shows only its top view controller), or presented by a view
/// controller whose view is in a window.
@MainActor
open class UIView: UIResponder {
  /// The view controller whose view this is.
  weak var stubViewController: UIViewController?

  /// Creates a view with the specified frame rectangle.
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system; the stub keeps what it is given.
  open var frame: CGRect = .zero

  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system; the stub keeps what it is given.
  open var bounds: CGRect = .zero

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false

  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? {
    stubViewController?.stubWindow
  }
}

/// The backdrop for your app's user interface and the object that dispatches events to your
/// views (UIKit's `UIWindow`).
///
/// A window holds its root view controller; the stub keeps no list of windows, so a test keeps
/// its window alive as a scene would.
@MainActor
open class UIWindow: UIView {
  /// Creates a window with the specified frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Creates a window and associates it with the specified scene object; the stub keeps no link
  /// between them.
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    isHidden = true
  }

  /// The root view controller for the window: assigning one loads its view and installs it as
  /// the window's content, removing the previous root's.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if oldValue?.windowStorage === self {
        oldValue?.windowStorage = nil
      }
      rootViewController?.windowStorage = self
      rootViewController?.stubLoadViewsInWindow()
    }
  }

  /// The traits of the window's environment, which its view controllers report as their
  /// `traitCollection`: compact width, as on an iPhone, unless a test sets it. Not UIKit API.
  public var stubTraitCollection = UITraitCollection(horizontalSizeClass: .compact)

  /// What UIKit raised an exception for, crashing the app, in this window's view controllers,
  /// oldest first; a test that plays a correct app expects it empty. Not UIKit API.
  public internal(set) var stubExceptions: [String] = []

  /// A Boolean value that indicates whether the window is the key window for the app.
  open private(set) var isKeyWindow = false

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
  }
}
