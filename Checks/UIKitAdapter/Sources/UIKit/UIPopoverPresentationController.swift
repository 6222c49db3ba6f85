import Foundation

/// An object that manages the display of content in a popover (UIKit's `@MainActor class
/// UIPopoverPresentationController : UIPresentationController`, unavailable on tvOS).
///
/// The stub keeps its anchor: ``sourceView`` with ``sourceRect``, ``barButtonItem`` or
/// ``sourceItem``; UIKit raises an exception when a popover without one is presented in a
/// regular-width environment, which the stub records (see `UIAlertController`).
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view containing the anchor rectangle for the popover.
  open var sourceView: UIView?

  /// The rectangle in the specified view in which to anchor the popover.
  open var sourceRect: CGRect = .zero

  /// The bar button item on which to anchor the popover.
  open var barButtonItem: UIBarButtonItem?

  /// The item on which to anchor the popover (iOS 16).
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

  /// The arrow directions that you allow for the popover: any, unless changed.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any

  /// Whether the popover has an anchor UIKit can show it from. Not UIKit API.
  var stubHasAnchor: Bool {
    sourceView != nil || barButtonItem != nil || sourceItem != nil
  }
}

/// Constants for specifying the direction of the popover arrow (UIKit's
/// `UIPopoverArrowDirection`).
@available(tvOS, unavailable)
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The directions as bits.
  public let rawValue: UInt

  /// Makes directions from their raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// An arrow that points upward.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// An arrow that points downward.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// An arrow that points toward the left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// An arrow that points toward the right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// An arrow that points in any direction.
  public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
}

/// A type that can anchor a popover (UIKit's `@MainActor protocol
/// UIPopoverPresentationControllerSourceItem : NSObjectProtocol`, iOS 16).
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

/// A button for placement on a toolbar or navigation bar (UIKit's `@MainActor class
/// UIBarButtonItem : UIBarItem`); the stub keeps its title.
@MainActor
open class UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
  /// The title displayed on the item.
  open var title: String?

  /// Creates an item without a title.
  public init() {}
}
