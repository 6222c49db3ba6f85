import Foundation

/// An object that represents one instance of your app's user interface (UIKit's `@MainActor
/// class UIScene : UIResponder`). The stub has what an app's scene delegate uses to make its
/// window; UIKit makes scenes, and tests make them with the initializer.
@MainActor
open class UIScene: UIResponder {
  /// The options UIKit passes when it connects a scene (UIKit's `@MainActor class
  /// UIScene.ConnectionOptions : NSObject`); the stub's carry nothing.
  @MainActor
  open class ConnectionOptions {
    /// Makes options that carry nothing. Not UIKit API: UIKit makes them.
    public init() {}
  }

  /// The session associated with the scene.
  public let session: UISceneSession

  /// The object you use to receive life-cycle events associated with the scene.
  open var delegate: (any UISceneDelegate)?

  /// Creates a scene object using the specified session and connection information.
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// A scene that manages one or more windows for your app (UIKit's `@MainActor class
/// UIWindowScene : UIScene`).
@MainActor
open class UIWindowScene: UIScene {}

/// An object that contains information about one of your app's scenes (UIKit's `@MainActor class
/// UISceneSession : NSObject`).
@MainActor
open class UISceneSession {
  /// Makes a session. Not UIKit API: UIKit makes them.
  public init() {}
}

/// The core methods you use to respond to life-cycle events occurring within a scene
/// (`@MainActor protocol UISceneDelegate : NSObjectProtocol` in UIKit, whose methods are
/// `optional`; here they have default implementations that do nothing).
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// Tells the delegate about the addition of a scene to the app.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene (`@MainActor
/// protocol UIWindowSceneDelegate : UISceneDelegate` in UIKit, whose members are `optional`; here
/// the window has a default implementation that has none).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The main window associated with the scene.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, as when the delegate does not implement the property.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
