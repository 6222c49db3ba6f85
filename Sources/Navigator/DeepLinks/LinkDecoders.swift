/// A parameter of a link as read for the `LinkValue` conformance of its type: its text, or its
/// number when its closure takes an `Int`.
enum LinkArgument {
  case text(String)
  /// Read from the link's digits, for a parameter of type `Int` or `Int?`.
  case number(Int)
  /// The segments of a rest of the path whose closure takes an array.
  case segments([String])
  /// The text of a parameter of type `Int` or `Int?` that is not a number.
  case notANumber
  /// A text with a control character, which its type does not accept.
  case controlCharacter
  /// An optional segment, a rest of the path or a query item that the link leaves out.
  case leftOut
}

/// Reading the values of parameters through their types' `LinkValue` conformances.
enum LinkDecoders {
  /// The value of `argument` by the `LinkValue` conformance of `V`, or `nil` when it is not one.
  static func converted<V: LinkValue>(_ type: V.Type, _ argument: LinkArgument) -> V? {
    switch argument {
    case .text(let text):
      return V(linkText: text)
    case .number(let number):
      return V(linkText: String(number))
    case .segments(let segments):
      guard let segmentsType = V.self as? any LinkSegmentsValue.Type else { return nil }
      return segmentsType.init(linkSegments: segments) as? V
    case .leftOut:
      // NB: only an optional segment, item or rest may be left out (the declaration checks it).
      return V.valueWhenLeftOut
    case .controlCharacter, .notANumber:
      return nil
    }
  }
}

/// What the closure of a link returns: its destination, or `nil` when it refuses its values.
/// Reading a link asks its closure's result for the destinations through this conformance, so
/// that the result's type is known where the link was declared, not looked up at each read.
protocol LinkResult: Sendable {
  /// The destinations of the result, or `nil` for a refusal.
  consuming func linkDestinations() -> LinkDestinations?
}

extension Optional: LinkResult where Wrapped: Destination {
  consuming func linkDestinations() -> LinkDestinations? {
    // NB: the destination consumed into its box: bound and passed as it is, it was copied
    // there and then destroyed, through its type's value witnesses (about 50 instructions).
    // Erased here, not by a generic initializer of the result: each generic call runs
    // unspecialized (about 10 instructions a link).
    switch consume self {
    case .some(let destination): LinkDestinations(AnyDestination(consume destination))
    case .none: nil
    }
  }
}
