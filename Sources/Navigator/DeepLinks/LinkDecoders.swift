/// Reads the value of type `V` of a parameter, by its index, from the arguments of a link, or
/// throws a ``LinkRefusal`` when its argument is not one.
typealias LinkDecoder<V> = @Sendable (ParameterTexts, Int) throws -> V

/// A decoder's refusal of an argument that is not a value of its type.
struct LinkRefusal: Error {}

/// The decoders of parameters, chosen once for each parameter when its link is declared, so that
/// reading a link compares no types and casts no value.
enum LinkDecoders {
  /// The decoder of values of `type`: for `Int`, `String` and `Bool` and their optionals, and
  /// arrays of `String`, one that takes the argument as read; for any other type, one that goes
  /// through its `LinkValue` conformance.
  static func decoder<V: LinkValue>(_ type: V.Type) -> LinkDecoder<V> {
    let known: Any
    // NB: the types compared, and the decoder cast to its own type, once for each parameter
    // declared; comparing and casting each value read cost about 400 instructions a link.
    if V.self == Int.self {
      known = int
    } else if V.self == Int?.self {
      known = optionalInt
    } else if V.self == String.self {
      known = string
    } else if V.self == String?.self {
      known = optionalString
    } else if V.self == Bool.self {
      known = bool
    } else if V.self == Bool?.self {
      known = optionalBool
    } else if V.self == [String].self {
      known = strings
    } else {
      return { arguments, index in try converted(V.self, arguments[index]) }
    }
    if let decoder = known as? LinkDecoder<V> { return decoder }
    return { arguments, index in try converted(V.self, arguments[index]) }
  }

  private static let int: LinkDecoder<Int> = { arguments, index in
    let argument = arguments[index]
    if case .number(let number) = argument { return number }
    return try converted(Int.self, argument)
  }

  private static let optionalInt: LinkDecoder<Int?> = { arguments, index in
    let argument = arguments[index]
    if case .number(let number) = argument { return number }
    return try converted(Int?.self, argument)
  }

  private static let string: LinkDecoder<String> = { arguments, index in
    let argument = arguments[index]
    if case .text(let text) = argument { return text }
    return try converted(String.self, argument)
  }

  private static let optionalString: LinkDecoder<String?> = { arguments, index in
    let argument = arguments[index]
    if case .text(let text) = argument { return text }
    return try converted(String?.self, argument)
  }

  private static let bool: LinkDecoder<Bool> = { arguments, index in
    let argument = arguments[index]
    if case .text(let text) = argument, let flag = Bool(text) { return flag }
    return try converted(Bool.self, argument)
  }

  private static let optionalBool: LinkDecoder<Bool?> = { arguments, index in
    let argument = arguments[index]
    if case .text(let text) = argument, let flag = Bool(text) { return flag }
    return try converted(Bool?.self, argument)
  }

  private static let strings: LinkDecoder<[String]> = { arguments, index in
    let argument = arguments[index]
    if case .segments(let segments) = argument { return segments }
    return try converted([String].self, argument)
  }

  /// The value of `argument` by the `LinkValue` conformance of `V`.
  private static func converted<V: LinkValue>(
    _ type: V.Type, _ argument: LinkArgument
  ) throws -> V {
    switch argument {
    case .text(let text):
      if let value = V(linkText: text) { return value }
    case .number(let number):
      if let value = V(linkText: String(number)) { return value }
    case .segments(let segments):
      if let segmentsType = V.self as? any LinkSegmentsValue.Type,
        let value = segmentsType.init(linkSegments: segments) as? V
      {
        return value
      }
    case .leftOut:
      // NB: only an optional segment, item or rest may be left out (the declaration checks it).
      if let value = V.valueWhenLeftOut { return value }
    case .controlCharacter, .notANumber: break
    }
    throw LinkRefusal()
  }

  /// The value of the parameter `index` of `arguments`, by `decoder`.
  static func value<V: LinkValue>(
    _ decoder: LinkDecoder<V>, _ arguments: ParameterTexts, _ index: Int
  ) throws(CompiledLink.ParameterFailure) -> V {
    do {
      return try decoder(arguments, index)
    } catch {
      // NB: a text with a control character is refused by every type that does not take them.
      let hasControlCharacter =
        if case .controlCharacter = arguments[index] { true } else { false }
      throw CompiledLink.ParameterFailure(
        index: index, type: V.self, hasControlCharacter: hasControlCharacter)
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
    switch consume self {
    case .some(let destination): LinkDestinations(erasing: consume destination)
    case .none: nil
    }
  }
}
