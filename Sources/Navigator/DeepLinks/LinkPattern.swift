/// A URL pattern of a ``DeepLinks`` table, parsed: `scheme://host/literal/{parameter}` with
/// optional segments (`{page?}`), a rest of the path anywhere (`{path...}`), a parameter in the
/// host of a custom scheme (`myapp://{user}/posts`), no host (`myapp:///settings`,
/// `myapp:/settings`, `myapp://`), and query items `key={parameter}` (required) or
/// `key={parameter?}` (optional).
///
/// The host is the first of the pattern's ``segments``, as links are read: a literal (lowercased,
/// empty for a link without host) or a parameter.
struct LinkPattern: Sendable, CustomStringConvertible {
  enum Segment: Sendable, Equatable {
    case literal(String)
    /// A parameter, by its index among the pattern's parameters.
    case parameter(Int)
    /// A parameter that a link may leave out: one segment, or none.
    case optional(Int)
    /// A parameter that takes the segments from here to those after it, slashes included; none
    /// when its closure takes an optional or an array.
    case rest(Int)

    /// The index of the parameter, or `nil` for a literal.
    var parameter: Int? {
      switch self {
      case .literal: nil
      case .parameter(let index), .optional(let index), .rest(let index): index
      }
    }
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

  /// The most optional segments a pattern may have; each doubles the paths it compiles into.
  static let optionalSegmentLimit = 4

  /// The pattern as declared, which errors name (it holds no user data).
  let text: String
  /// Lowercased.
  let scheme: String
  /// Whether the scheme is `http` or `https`: a universal link, whose host is the app's domain.
  let isUniversal: Bool
  /// The host, then the path's segments.
  let segments: [Segment]
  let query: [QueryItem]
  /// The parameters' names, in the order the pattern names them: host and path, then query.
  let parameters: [String]

  var description: String { text }

  /// Schemes that open no app: a pattern of one could never be a deep link.
  private static let schemesOfNoApp: Set<String> = [
    "about", "blob", "data", "file", "ftp", "javascript", "mailto", "sms", "tel",
  ]

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
    guard let colon = text.firstIndex(of: ":") else {
      throw invalid("it has no scheme; write scheme://host/path")
    }
    let scheme = text[..<colon].lowercased()
    guard !scheme.isEmpty, scheme.utf8.allSatisfy(LinkPattern.isSchemeByte),
      scheme.utf8.first.map(LinkPattern.isLetter) ?? false
    else {
      throw invalid("its scheme is not a letter followed by letters, digits, +, - or .")
    }
    guard !Self.schemesOfNoApp.contains(scheme) else {
      throw invalid("\(scheme): links open no app, so they cannot be deep links")
    }
    let isUniversal = scheme == "http" || scheme == "https"
    var rest = text[text.index(after: colon)...]
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
    // NB: scheme://host/path, scheme:///path and scheme:/path (no host), or scheme:// alone.
    var host: Substring = ""
    var pathText: Substring
    if rest.hasPrefix("//") {
      let authority = rest.dropFirst(2)
      let slash = authority.firstIndex(of: "/") ?? authority.endIndex
      host = authority[..<slash]
      pathText = authority[slash...]
    } else if rest.hasPrefix("/") || rest.isEmpty {
      pathText = rest
    } else {
      throw invalid("its scheme is not followed by // or /; write \(scheme)://host/path")
    }
    if isUniversal {
      guard !host.isEmpty, !host.utf8.contains(UInt8(ascii: "{")) else {
        throw invalid(
          "a universal link's host is the app's domain, written out: https://example.com/path")
      }
      guard host.utf8.contains(UInt8(ascii: ".")) || host == "localhost" else {
        throw invalid("its host \(host) is not a domain; a universal link's host has a dot")
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
    var segments: [Segment] = []
    if let found = try parameter(host) {
      guard found.suffix.isEmpty else {
        throw invalid(
          "the host parameter {\(found.name)\(found.suffix)} must be there; declare the link "
            + "without a host apart")
      }
      segments.append(.parameter(parameters.count - 1))
    } else {
      guard host.utf8.allSatisfy({ LinkURL.isUnreserved($0) }) else {
        throw invalid(
          "its host \(host) may only have letters, digits, -, ., _ and ~ (no port, no user)")
      }
      segments.append(.literal(host.lowercased()))
    }
    // NB: a path is empty or starts with /; one / at its end is allowed and means nothing.
    var parts = pathText.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
    if parts.count == 1, parts.first?.isEmpty == true { parts.removeLast() }
    var hasRest = false
    var optionalCount = 0
    for part in parts {
      guard !part.isEmpty else {
        throw invalid("it has an empty segment (//), which links never have; remove it")
      }
      guard let found = try parameter(part) else {
        segments.append(.literal(try decoded(part, plusIsSpace: false)))
        continue
      }
      switch found.suffix {
      case "...":
        guard !hasRest else {
          throw invalid("{\(found.name)...} is its second rest of the path; a pattern has one")
        }
        hasRest = true
        segments.append(.rest(parameters.count - 1))
      case "?":
        optionalCount += 1
        guard optionalCount <= Self.optionalSegmentLimit else {
          throw invalid(
            "it has more than \(Self.optionalSegmentLimit) optional segments; declare several "
              + "patterns")
        }
        segments.append(.optional(parameters.count - 1))
      default:
        segments.append(.parameter(parameters.count - 1))
      }
    }
    if hasRest, optionalCount > 0 {
      throw invalid("it has both a rest of the path and optional segments, which read ambiguously")
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
    self.isUniversal = isUniversal
    self.segments = segments
    self.query = query
    self.parameters = parameters
  }

  /// The link of this pattern with `values`, the parameters' texts by index (a rest of the path
  /// as its segments, unencoded), percent-encoded: an optional segment or a query item without a
  /// value is left out. Callers check first that every required parameter has one.
  func link(_ values: [LinkText?]) -> String {
    var link = scheme + ":"
    for (index, segment) in segments.enumerated() {
      if index == 0 {
        link += "//"
      } else if case .literal = segment {
        link += "/"
      }
      switch segment {
      case .literal(let text):
        link += LinkURL.encode(text)
      case .parameter(let parameter), .optional(let parameter):
        guard case .text(let text)? = values[parameter] else { continue }
        if index > 0 { link += "/" }
        link += LinkURL.encode(text)
      case .rest(let parameter):
        guard case .segments(let texts)? = values[parameter] else { continue }
        for text in texts { link += "/" + LinkURL.encode(text) }
      }
    }
    var separator = "?"
    for item in query {
      guard case .text(let value)? = values[item.parameter] else { continue }
      link += separator + LinkURL.encode(item.key) + "=" + LinkURL.encode(value)
      separator = "&"
    }
    return link
  }

  /// The pattern's shape: scheme, and each segment a literal or a parameter of any name.
  var shape: String {
    var shape = "\(scheme):"
    for segment in segments {
      switch segment {
      case .literal(let text): shape += "/=" + text
      case .parameter: shape += "/{}"
      case .optional: shape += "/{?}"
      case .rest: shape += "/{...}"
      }
    }
    return shape
  }

  static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    UInt8(ascii: "a")...UInt8(ascii: "z") ~= byte || UInt8(ascii: "A")...UInt8(ascii: "Z") ~= byte
  }
}

/// A parameter's text for writing a link: one segment or query value, or the segments of a rest
/// of the path.
enum LinkText: Equatable {
  case text(String)
  case segments([String])
}
