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

  init(pattern: LinkPattern, area: ObjectIdentifier, make: @escaping Make, parts: @escaping Parts) {
    self.pattern = pattern
    self.area = area
    self.make = make
    self.parts = parts
  }

  func destinations(
    segments: [String], query: [(key: String, value: String)]
  ) throws(NavigationError) -> [AnyDestination] {
    var values = ParameterTexts()
    for (index, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: continue
      case .parameter(let parameter): values[parameter] = segments[index]
      case .rest(let parameter):
        // NB: appended one by one, in a quarter of the instructions of `joined(separator:)`.
        var rest = segments[index]
        for segment in segments[(index + 1)...] {
          rest.append("/")
          rest.append(segment)
        }
        values[parameter] = rest
      }
    }
    for item in pattern.query {
      if let value = query.first(where: { $0.key == item.key })?.value {
        values[item.parameter] = value
      } else if !item.isOptional {
        throw DeepLinks.invalid(.missingQueryItem(item.key, pattern: pattern.text))
      }
    }
    do {
      return try make(values)
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
