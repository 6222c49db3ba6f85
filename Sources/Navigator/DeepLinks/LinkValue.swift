import Foundation

/// A value a deep link carries in its host, a path segment or a query item: `Int`, `String`,
/// `UUID`, `Bool`, `Double`, an optional of one (for an optional segment or a query item the
/// link may leave out), an array of one (for a rest of the path, one element a segment), or a
/// type of the app's own. A `LosslessStringConvertible` type conforms by declaring it:
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

  /// Whether the text of a value of this type may hold control characters (a line feed, a
  /// NUL); `false` unless the type says so, as links carry them mostly to attack logs and
  /// screens.
  static var acceptsControlCharacters: Bool { get }
}

extension LinkValue {
  /// A query item of this type is required.
  public static var valueWhenLeftOut: Self? { nil }

  /// Texts with control characters are refused.
  public static var acceptsControlCharacters: Bool { false }
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

  /// Whether the wrapped type accepts control characters.
  public static var acceptsControlCharacters: Bool { Wrapped.acceptsControlCharacters }
}

extension Array: LinkValue where Element: LinkValue {
  /// The elements of `linkText`, one between each `/`; `nil` when one is not an element.
  public init?(linkText: String) {
    var elements: [Element] = []
    for part in linkText.split(separator: "/", omittingEmptySubsequences: false) {
      guard let element = Element(linkText: String(part)) else { return nil }
      elements.append(element)
    }
    self = elements
  }

  /// The elements' texts joined by `/`; `nil` when one has none.
  public var linkText: String? {
    var texts: [String] = []
    for element in self {
      guard let text = element.linkText else { return nil }
      texts.append(text)
    }
    return texts.joined(separator: "/")
  }

  /// A rest of the path read as an array may be empty.
  public static var valueWhenLeftOut: Self? { [] }

  /// Whether the elements accept control characters.
  public static var acceptsControlCharacters: Bool { Element.acceptsControlCharacters }
}

/// A value read from the segments of a rest of the path, one element a segment, so that a
/// segment may hold an encoded `/`.
protocol LinkSegmentsValue {
  /// The value of `segments`, each percent-decoded; `nil` when one is not an element.
  init?(linkSegments segments: [String])

  /// The value's segments, before percent-encoding; `nil` when an element has no text.
  var linkSegments: [String]? { get }
}

extension Array: LinkSegmentsValue where Element: LinkValue {
  init?(linkSegments segments: [String]) {
    var elements: [Element] = []
    elements.reserveCapacity(segments.count)
    for segment in segments {
      guard let element = Element(linkText: segment) else { return nil }
      elements.append(element)
    }
    self = elements
  }

  var linkSegments: [String]? {
    var texts: [String] = []
    for element in self {
      guard let text = element.linkText else { return nil }
      texts.append(text)
    }
    return texts
  }
}
