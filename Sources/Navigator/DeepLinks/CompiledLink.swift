/// One declared link: its pattern, the area of its destinations, and the two directions. A class,
/// so that reading a link takes the matched one with a single retain.
final class CompiledLink: Sendable {
  /// Makes the destinations from the parameters' texts (`nil` for an optional item left out), or
  /// throws the index of the parameter whose text is not of its type.
  typealias Make = @Sendable (ParameterTexts) throws(ParameterFailure) -> [AnyDestination]
  /// The parameters' texts for a destination, or `nil` when this link does not take it.
  typealias Parts = @Sendable (AnyDestination) -> [String?]?

  struct ParameterFailure: Error {
    let index: Int
    let type: any LinkValue.Type
  }

  let pattern: LinkPattern
  let area: ObjectIdentifier
  let make: Make
  let parts: Parts
  /// Whether each parameter's closure takes an `Int` or an `Int?`, read from the link's digits.
  private let isNumber: [Bool]

  init(
    pattern: LinkPattern, area: ObjectIdentifier, types: [any LinkValue.Type],
    make: @escaping Make, parts: @escaping Parts
  ) {
    self.pattern = pattern
    self.area = area
    self.make = make
    self.parts = parts
    isNumber = types.map { $0 == Int.self || $0 == Int?.self }
  }

  /// The parameters of `link`, which this link's pattern matches.
  func arguments(of link: LinkURL) throws(NavigationError) -> ParameterTexts {
    var arguments = ParameterTexts()
    var position = link.path.lowerBound
    for index in 0..<pattern.segments.count {
      guard let segment = link.segment(after: &position) else { break }
      switch pattern.segments[index] {
      case .literal: continue
      case .parameter(let parameter):
        arguments[parameter] = link.argument(
          segment, isNumber: isNumber[parameter], plusIsSpace: false)
      case .rest(let parameter):
        arguments[parameter] = .text(link.rest(from: segment))
      }
    }
    for index in 0..<pattern.query.count {
      let item = pattern.query[index]
      if let value = link.queryValue(for: item) {
        arguments[item.parameter] = link.argument(
          value, isNumber: isNumber[item.parameter], plusIsSpace: true)
      } else if !item.isOptional {
        throw DeepLinks.invalid(.missingQueryItem(item.key, pattern: pattern.text))
      }
    }
    return arguments
  }

  /// The destinations of a link's `arguments`.
  func destinations(_ arguments: ParameterTexts) throws(NavigationError) -> [AnyDestination] {
    do {
      return try make(arguments)
    } catch {
      throw DeepLinks.invalid(
        .wrongType(
          parameter: pattern.parameters[error.index], pattern: pattern.text,
          type: "\(error.type)"))
    }
  }

  func url(for destination: AnyDestination) -> String? {
    guard let values = parts(destination) else { return nil }
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .parameter(let index):
        // NB: an empty segment would be dropped when read back.
        guard let text = values[index], !text.isEmpty else { return nil }
      case .rest(let index):
        guard let text = values[index],
          // NB: by bytes: a / and a combining mark after it are one Character.
          !text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .contains(where: \.isEmpty)
        else { return nil }
      }
    }
    return pattern.link(values)
  }
}
