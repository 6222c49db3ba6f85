/// One declared link: its pattern, the area of its destinations, and the two directions.
struct CompiledLink: Sendable {
  /// Makes the destinations from the parameters' texts (`nil` for an optional item left out), or
  /// gives the index of the parameter whose text is not of its type.
  typealias Make = @Sendable ([String?]) -> Result<[AnyDestination], ParameterFailure>
  /// The parameters' texts for a destination, or `nil` when this link does not take it.
  typealias Parts = @Sendable (AnyDestination) -> [String?]?

  struct ParameterFailure: Error {
    let index: Int
    let type: String
  }

  let pattern: LinkPattern
  let area: ObjectIdentifier
  let make: Make
  let parts: Parts

  func destinations(
    segments: [String], query: [(key: String, value: String)]
  ) throws(NavigationError) -> [AnyDestination] {
    var values = [String?](repeating: nil, count: pattern.parameters.count)
    for (index, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: continue
      case .parameter(let parameter): values[parameter] = segments[index]
      case .rest(let parameter): values[parameter] = segments[index...].joined(separator: "/")
      }
    }
    for item in pattern.query {
      if let value = query.first(where: { $0.key == item.key })?.value {
        values[item.parameter] = value
      } else if !item.isOptional {
        throw DeepLinks.invalid(.missingQueryItem(item.key, pattern: pattern.text))
      }
    }
    switch make(values) {
    case .success(let destinations):
      return destinations
    case .failure(let failure):
      throw DeepLinks.invalid(
        .wrongType(
          parameter: pattern.parameters[failure.index], pattern: pattern.text, type: failure.type))
    }
  }

  func url(for destination: AnyDestination) -> String? {
    guard let values = parts(destination) else { return nil }
    var url = pattern.scheme + "://" + pattern.host
    for segment in pattern.segments {
      switch segment {
      case .literal(let text): url += "/" + LinkURL.encode(text)
      case .parameter(let index):
        // NB: an empty segment would be dropped when read back.
        guard let text = values[index], !text.isEmpty else { return nil }
        url += "/" + LinkURL.encode(text)
      case .rest(let index):
        guard let text = values[index],
          !text.split(separator: "/", omittingEmptySubsequences: false)
            .contains(where: \.isEmpty)
        else { return nil }
        url += "/" + LinkURL.encode(text, keeping: UInt8(ascii: "/"))
      }
    }
    var separator = "?"
    for item in pattern.query {
      guard let value = values[item.parameter] else { continue }
      url += separator + LinkURL.encode(item.key) + "=" + LinkURL.encode(value)
      separator = "&"
    }
    return url
  }
}
