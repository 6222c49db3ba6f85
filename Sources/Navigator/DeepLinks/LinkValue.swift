import Foundation

/// A value a deep link carries in a path segment or a query item: `Int`, `String`, `UUID`,
/// `Bool`, `Double`, an optional of one (for a query item the link may leave out), or a type of
/// the app's own. A `LosslessStringConvertible` type conforms by declaring it:
///
/// ```swift
/// extension UserID: LinkValue {}  // UserID: LosslessStringConvertible
/// ```
public protocol LinkValue: Sendable {
  /// The value a link's text stands for, already percent-decoded; `nil` when the text is not one.
  init?(linkText: String)

  /// The value as a link's text, before percent-encoding; `nil` to leave its query item out.
  var linkText: String? { get }

  /// The value of a query item the link leaves out: `nil` (the item is required), except for
  /// optionals, whose value is then `.none`.
  static var valueWhenLeftOut: Self? { get }
}

extension LinkValue {
  /// A query item of this type is required.
  public static var valueWhenLeftOut: Self? { nil }
}

extension LinkValue where Self: LosslessStringConvertible {
  /// The value whose `description` is `linkText`.
  public init?(linkText: String) { self.init(linkText) }

  /// The value's `description`.
  public var linkText: String? { description }
}

extension Int: LinkValue {}
extension String: LinkValue {}
extension Bool: LinkValue {}
extension Double: LinkValue {
  /// The finite number of `linkText`; `nan` and infinities are refused, since a destination
  /// holding NaN is not equal to itself.
  public init?(linkText: String) {
    guard let value = Double(linkText), value.isFinite else { return nil }
    self = value
  }
}

extension UUID: LinkValue {
  /// The UUID of `linkText`, upper- or lowercase.
  public init?(linkText: String) { self.init(uuidString: linkText) }

  /// The UUID in lowercase, as links usually have it.
  public var linkText: String? { uuidString.lowercased() }
}

extension Optional: LinkValue where Wrapped: LinkValue {
  /// The wrapped value of `linkText`.
  public init?(linkText: String) {
    guard let value = Wrapped(linkText: linkText) else { return nil }
    self = .some(value)
  }

  /// The wrapped value's text; `nil` leaves the query item out.
  public var linkText: String? { self?.linkText }

  /// A query item of an optional type may be left out; its value is then `nil`.
  public static var valueWhenLeftOut: Self? { .some(.none) }
}
