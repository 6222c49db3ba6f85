/// A URL pattern of a ``DeepLinks`` table, parsed: `scheme://host/literal/{parameter}/{rest...}`
/// with query items `key={parameter}` (required) or `key={parameter?}` (optional).
struct LinkPattern: Sendable, CustomStringConvertible {
  enum Segment: Sendable, Equatable {
    case literal(String)
    /// A parameter, by its index among the pattern's parameters.
    case parameter(Int)
    /// A parameter that takes the rest of the path, slashes included.
    case rest(Int)
  }

  struct QueryItem: Sendable {
    let key: String
    let parameter: Int
    let isOptional: Bool
    /// The key's UTF-8 bytes, which links compare theirs with.
    let keyBytes: [UInt8]
    /// Whether the key is ASCII; a key that is not is compared as a String.
    let isASCII: Bool

    init(key: String, parameter: Int, isOptional: Bool) {
      self.key = key
      self.parameter = parameter
      self.isOptional = isOptional
      keyBytes = Array(key.utf8)
      isASCII = keyBytes.allSatisfy { $0 < 0x80 }
    }
  }

  /// The pattern as declared, which errors name (it holds no user data).
  let text: String
  /// Lowercased.
  let scheme: String
  /// Lowercased.
  let host: String
  let segments: [Segment]
  let query: [QueryItem]
  /// The parameters' names, in the order the pattern names them: path, then query.
  let parameters: [String]

  var description: String { text }

  /// Parses `text`, or says what is wrong with it.
  init(_ text: String) throws(NavigationError) {
    func invalid(_ reason: String) -> NavigationError {
      NavigationError(.invalidLinkPattern, detail: .linkPattern(text, reason))
    }
    self.text = text
    // NB: visible ASCII only, so that each Character is one byte, as in the links read.
    guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      throw invalid("it has spaces, control characters or non-ASCII text; percent-encode them")
    }
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      throw invalid("it has no scheme; write scheme://host/path")
    }
    let scheme = text[..<colon].lowercased()
    guard !scheme.isEmpty, scheme.utf8.allSatisfy(LinkPattern.isSchemeByte) else {
      throw invalid("its scheme is not letters, digits, +, - or .")
    }
    var rest = text[text.index(colon, offsetBy: 3)...]
    var queryText: Substring = ""
    // NB: the query starts at the first ? outside braces; {name?} is an optional parameter.
    var inBraces = false
    let queryMark = rest.indices.first { index in
      switch rest[index] {
      case "{": inBraces = true
      case "}": inBraces = false
      case "?": return !inBraces
      default: break
      }
      return false
    }
    if let mark = queryMark {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
    guard let host = parts.first, !host.utf8.contains(UInt8(ascii: "{")) else {
      throw invalid("its host is missing or is a parameter; a host is literal")
    }
    guard host.utf8.allSatisfy({ LinkURL.isUnreserved($0) }) else {
      throw invalid("its host may only have letters, digits, -, ., _ and ~")
    }
    func decoded(_ part: Substring, plusIsSpace: Bool) throws(NavigationError) -> String {
      guard !part.utf8.contains(UInt8(ascii: "#")) else {
        throw invalid("\(part) has a #, which ends a link's path")
      }
      do throws(NavigationError) {
        return try LinkURL.decode(part.utf8, plusIsSpace: plusIsSpace)
      } catch {
        throw invalid("\(part) has a % that is not followed by two hex digits of UTF-8")
      }
    }
    var parameters: [String] = []
    func parameter(_ part: Substring) throws(NavigationError) -> (name: String, suffix: String)? {
      guard part.first == "{" else {
        guard !part.utf8.contains(UInt8(ascii: "{")), !part.utf8.contains(UInt8(ascii: "}")) else {
          throw invalid(
            "the segment \(part) mixes text and a parameter; a parameter is a whole segment")
        }
        return nil
      }
      guard part.last == "}" else { throw invalid("the parameter \(part) is not closed") }
      var name = String(part.dropFirst().dropLast())
      var suffix = ""
      for marker in ["...", "?"] where name.hasSuffix(marker) {
        name.removeLast(marker.count)
        suffix = marker
      }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw invalid("the parameter \(part) needs a name of letters, digits and _")
      }
      guard !parameters.contains(name) else { throw invalid("it names \(name) twice") }
      parameters.append(name)
      return (name, suffix)
    }
    var segments: [Segment] = []
    for (index, part) in parts.dropFirst().enumerated() {
      guard let found = try parameter(part) else {
        segments.append(.literal(try decoded(part, plusIsSpace: false)))
        continue
      }
      switch found.suffix {
      case "...":
        guard index == parts.count - 2 else {
          throw invalid("{\(found.name)...} takes the rest of the path, so it comes last")
        }
        segments.append(.rest(parameters.count - 1))
      case "?":
        throw invalid("the path parameter {\(found.name)?} cannot be optional; use a query item")
      default:
        segments.append(.parameter(parameters.count - 1))
      }
    }
    var query: [QueryItem] = []
    for item in queryText.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, !pair[0].isEmpty, let found = try parameter(pair[1]),
        found.suffix != "..."
      else { throw invalid("the query item \(item) is not key={parameter} or key={parameter?}") }
      let key = try decoded(pair[0], plusIsSpace: true)
      guard !query.contains(where: { $0.key == key }) else {
        throw invalid("it names the query item \(pair[0]) twice")
      }
      query.append(
        QueryItem(key: key, parameter: parameters.count - 1, isOptional: found.suffix == "?"))
    }
    self.scheme = scheme
    self.host = host.lowercased()
    self.segments = segments
    self.query = query
    self.parameters = parameters
  }

  /// The link of this pattern with `values`, the parameters' texts by index, percent-encoded: a
  /// query item without a value is left out. Callers check first that every path parameter has
  /// one.
  func link(_ values: [String?]) -> String {
    var link = scheme + "://" + host
    for segment in segments {
      switch segment {
      case .literal(let text): link += "/" + LinkURL.encode(text)
      case .parameter(let index): link += "/" + LinkURL.encode(values[index] ?? "")
      case .rest(let index):
        link += "/" + LinkURL.encode(values[index] ?? "", keeping: UInt8(ascii: "/"))
      }
    }
    var separator = "?"
    for item in query {
      guard let value = values[item.parameter] else { continue }
      link += separator + LinkURL.encode(item.key) + "=" + LinkURL.encode(value)
      separator = "&"
    }
    return link
  }

  /// The pattern's shape, which two patterns must not share: scheme, host, and each segment a
  /// literal or a parameter of any name.
  var shape: String {
    var shape = "\(scheme)://\(host)"
    for segment in segments {
      switch segment {
      case .literal(let text): shape += "/=" + text
      case .parameter: shape += "/{}"
      case .rest: shape += "/{...}"
      }
    }
    return shape
  }

  static func isSchemeByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      true
    default: false
    }
  }
}
