import Foundation

/// The traits that describe the current environment of the app (UIKit's `@MainActor class
/// UITraitCollection : NSObject`); the stub models the horizontal size class, which decides
/// whether an action sheet shows as a popover.
@MainActor
open class UITraitCollection {
  /// The horizontal size class of the trait collection.
  open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a trait collection that contains only a specified horizontal size class: `.regular`
  /// for a full-screen iPad, `.compact` for an iPhone in portrait.
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
  }
}

/// Constants that indicate the size class of the environment (UIKit's
/// `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// An unspecified size class.
  case unspecified = 0
  /// A compact size class: an iPhone's width in portrait.
  case compact = 1
  /// A regular size class: a full-screen iPad's width.
  case regular = 2
}
