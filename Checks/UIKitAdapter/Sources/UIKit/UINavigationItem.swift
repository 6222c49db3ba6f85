import Foundation

/// The items that a navigation bar displays when the associated view controller is visible
/// (UIKit's `@MainActor class UINavigationItem : NSObject`).
///
/// The stub keeps the title and what decides the back button: `hidesBackButton` and
/// `backAction`, which `UINavigationController.simulateUserTapBack()` follows.
@MainActor
open class UINavigationItem {
  /// The navigation item's title displayed in the navigation bar.
  open var title: String?

  /// A Boolean value that determines whether the back button is hidden.
  open var hidesBackButton = false

  private var backActionStorage: UIAction?

  /// The back action for the navigation bar (iOS 16): if a back button already appears in the
  /// navigation bar, setting it replaces the button's action (popping the top view controller)
  /// without changing its appearance; otherwise, setting it makes a back button. As in UIKit
  /// (`@NSCopying`), it holds a copy of the action set: read it back by its `identifier`, not by
  /// identity.
  open var backAction: UIAction? {
    get { backActionStorage }
    set { backActionStorage = newValue?.stubCopy() }
  }

  /// Creates a navigation item without a title.
  public init() {}

  /// Creates a navigation item with the specified title.
  public init(title: String) {
    self.title = title
  }
}

/// An object representing a menu, action, or command (UIKit's `@MainActor class UIMenuElement :
/// NSObject`); the stub declares only the types an action's initializer takes.
@MainActor
open class UIMenuElement {
  /// Attributes that determine the style of the menu element.
  public struct Attributes: OptionSet, Sendable {
    /// The attributes' raw value.
    public let rawValue: UInt

    /// Creates attributes with the specified raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An attribute indicating the disabled style.
    public static let disabled = Attributes(rawValue: 1 << 0)

    /// An attribute indicating the destructive style.
    public static let destructive = Attributes(rawValue: 1 << 1)

    /// An attribute indicating the hidden style.
    public static let hidden = Attributes(rawValue: 1 << 2)

    /// An attribute indicating that the menu remains presented after firing the element's action.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Constants that indicate the state of an action- or command-based menu element.
  public enum State: Int, Sendable {
    /// A constant indicating the menu element is in the off state.
    case off = 0
    /// A constant indicating the menu element is in the on state.
    case on = 1
    /// A constant indicating the menu element is in the mixed state.
    case mixed = 2
  }

  init() {}
}

/// A type that defines the closure for an action handler (UIKit's `typealias UIActionHandler =
/// (UIAction) -> Void`).
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure (UIKit's `@MainActor class UIAction :
/// UIMenuElement`).
///
/// UIKit runs the handler when the user picks the action; in the stub, when
/// `UINavigationController.simulateUserTapBack()` taps a back button whose `backAction` it is.
@MainActor
open class UIAction: UIMenuElement {
  /// A type that represents an action identifier.
  public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// The identifier as a string.
    public var rawValue: String

    /// Creates an action identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an action identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  open var title: String

  /// The action's image.
  open var image: UIImage?

  /// The unique identifier for the action: the one given to the initializer, else a new unique
  /// one.
  open private(set) var identifier: UIAction.Identifier

  /// An elaborated title that explains the purpose of the action.
  open var discoverabilityTitle: String?

  /// The attributes indicating the style of the action.
  open var attributes: UIMenuElement.Attributes

  /// The state of the action.
  open var state: UIMenuElement.State

  /// The closure the action runs. Not UIKit API.
  let stubHandler: UIActionHandler

  /// Creates an action with the specified title, image, identifier, discoverability title,
  /// attributes, state, and handler.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      stubTitle: title, image: image,
      identifier: identifier ?? UIAction.Identifier(UUID().uuidString),
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  init(
    stubTitle title: String, image: UIImage?, identifier: UIAction.Identifier,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.stubHandler = handler
    super.init()
  }

  /// A copy of the action, with the same identifier and handler, as `NSCopying` makes.
  func stubCopy() -> UIAction {
    UIAction(
      stubTitle: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: stubHandler)
  }
}
