/// A link read in place, from its own UTF-8 bytes: where its scheme, host, path and query are.
/// Empty segments and the fragment are skipped; texts are made only for what a pattern takes
/// (parameters, and the names in errors). Pure, and never traps: bad input is a
/// ``NavigationError/invalidLink`` with the reason.
/// A link's segments by index: the host, then the path's.
typealias LinkSegmentRanges = [Range<Int>]

struct LinkURL {
  // NB: the bytes of `String.withUTF8`, read only inside its closure, which a `LinkURL` never
  // leaves; the baseline parser reads a link the same way. Copying them into an array took 500
  // instructions a link.
  let bytes: UnsafeBufferPointer<UInt8>
  let scheme: Range<Int>
  /// The host, without a web link's user information and port; empty for a link without one.
  let host: Range<Int>
  /// From the end of the host to the query or the fragment: segments separated by `/`.
  let path: Range<Int>
  /// After the `?`, up to the fragment; empty when the link has none.
  let query: Range<Int>

  /// Whether every byte after the scheme stands for itself: ASCII, no `%`, no `+`. Then no part
  /// needs decoding, and none is checked again.
  let isPlain: Bool
  /// Whether the scheme has no uppercase letter, so that it is looked up by its bytes.
  let schemeIsLowercase: Bool
  /// Whether the host is lowercase ASCII without escapes, so that it is looked up by its bytes.
  let hostIsLowercase: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>, lengthLimit: Int) throws(NavigationError) {
    guard bytes.count <= lengthLimit else { throw Self.invalid(.tooLong(limit: lengthLimit)) }
    var index = 0
    var schemeIsLowercase = true
    while index < bytes.count, LinkPattern.isSchemeByte(bytes[index]) {
      if Self.isUppercase(bytes[index]) { schemeIsLowercase = false }
      index += 1
    }
    guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ":"),
      LinkPattern.isLetter(bytes[0])
    else { throw Self.invalid(.malformed("it does not start with a scheme and a colon")) }
    self.bytes = bytes
    scheme = 0..<index
    self.schemeIsLowercase = schemeIsLowercase
    index += 1
    // NB: scheme://host/path, or scheme:/path and scheme: without a host.
    let hasAuthority =
      index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
      && bytes[index + 1] == UInt8(ascii: "/")
    if hasAuthority { index += 2 }
    // NB: one pass, part by part, finds the end of the host, of the path and of the link, and
    // whether any byte needs decoding.
    var end = index
    var isPlain = true
    while hasAuthority, end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      }
      if Self.needsDecoding(byte) { isPlain = false }
      end += 1
    }
    let hostEnd = end
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
      if Self.needsDecoding(byte) { isPlain = false }
      end += 1
    }
    let pathEnd = end
    if end < bytes.count, bytes[end] == UInt8(ascii: "?") {
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "#") { break }
        if Self.needsDecoding(byte) { isPlain = false }
        end += 1
      }
    }
    var hostStart = index
    var hostStop = hostEnd
    if Self.isWeb(bytes[scheme]) {
      // NB: a web link's user and port are not its host's.
      var at = hostEnd
      while at > index {
        at -= 1
        if bytes[at] == UInt8(ascii: "@") {
          hostStart = at + 1
          break
        }
      }
      at = hostEnd
      while at > hostStart {
        at -= 1
        let byte = bytes[at]
        if byte == UInt8(ascii: ":") {
          hostStop = at
          break
        }
        if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { break }
      }
    } else {
      // NB: a custom scheme's host may be a parameter: one with a user or a port is refused,
      // not cut.
      for at in index..<hostEnd
      where bytes[at] == UInt8(ascii: "@") || bytes[at] == UInt8(ascii: ":") {
        throw Self.invalid(.malformed("its host has a user or a port, which deep links never have"))
      }
    }
    host = hostStart..<hostStop
    path = hostEnd..<pathEnd
    query = pathEnd < end ? (pathEnd + 1)..<end : end..<end
    self.isPlain = isPlain
    var hostIsLowercase = true
    for index in host {
      let byte = bytes[index]
      if Self.isUppercase(byte) || byte >= 0x80 || byte == UInt8(ascii: "%") {
        hostIsLowercase = false
      }
    }
    self.hostIsLowercase = hostIsLowercase
    if !isPlain { try validateEscapes(from: hostStart) }
  }

  static func invalid(_ failure: LinkFailure) -> NavigationError {
    NavigationError(.invalidLink, detail: .link(failure))
  }

  /// Checks that every percent-encoded part decodes to UTF-8, in the order a reader meets them:
  /// the host, the segments, then each query item's key and value.
  private func validateEscapes(from start: Int) throws(NavigationError) {
    // NB: most links have no escape, or escapes of ASCII: then the parts decode to the String's
    // own valid UTF-8, with ASCII in place of the escapes, and one pass over the bytes tells.
    // Separators are not hex digits, so an escape found whole here is whole in its part.
    var index = start
    var isPlain = true
    while index < query.upperBound {
      if bytes[index] == UInt8(ascii: "%") {
        guard index + 2 < query.upperBound, let high = Self.hex(bytes[index + 1]), high < 8,
          Self.hex(bytes[index + 2]) != nil
        else {
          isPlain = false
          break
        }
        index += 3
      } else {
        index += 1
      }
    }
    guard !isPlain else { return }
    _ = try decodedOrThrow(host, plusIsSpace: false)
    var position = path.lowerBound
    while let segment = segment(after: &position) {
      _ = try decodedOrThrow(segment, plusIsSpace: false)
    }
    var item = query.lowerBound
    while let (key, value) = queryItem(after: &item) {
      _ = try decodedOrThrow(key, plusIsSpace: true)
      _ = try decodedOrThrow(value, plusIsSpace: true)
    }
  }

  private func decodedOrThrow(
    _ range: Range<Int>, plusIsSpace: Bool
  ) throws(NavigationError) -> [UInt8] {
    guard let decoded = Self.decoded(bytes[range], plusIsSpace: plusIsSpace) else {
      throw Self.invalid(.malformed("a % is not followed by two hex digits"))
    }
    guard Self.isUTF8(decoded) else { throw Self.invalid(.malformed("it is not valid UTF-8")) }
    return decoded
  }

  // MARK: - Parts

  /// The next segment of the path from `position`, skipping empty ones; `nil` at the path's end.
  func segment(after position: inout Int) -> Range<Int>? {
    while position < path.upperBound, bytes[position] == UInt8(ascii: "/") { position += 1 }
    guard position < path.upperBound else { return nil }
    let start = position
    while position < path.upperBound, bytes[position] != UInt8(ascii: "/") { position += 1 }
    return start..<position
  }

  /// The host, then the path's segments: the link's segments by index, as patterns have them.
  var segmentRanges: LinkSegmentRanges {
    // NB: one allocation, for at most one segment a `/` and the host; growing the array from
    // one element took about 700 instructions a link.
    var slashes = 0
    for index in path where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
    var ranges: LinkSegmentRanges = []
    ranges.reserveCapacity(slashes + 2)
    ranges.append(host)
    var position = path.lowerBound
    while let segment = segment(after: &position) { ranges.append(segment) }
    return ranges
  }

  /// The next query item from `position`, skipping empty ones: the key, and the value after the
  /// first `=` (empty without one); `nil` at the query's end.
  func queryItem(after position: inout Int) -> (key: Range<Int>, value: Range<Int>)? {
    while position < query.upperBound, bytes[position] == UInt8(ascii: "&") { position += 1 }
    guard position < query.upperBound else { return nil }
    let start = position
    var equals = -1
    while position < query.upperBound, bytes[position] != UInt8(ascii: "&") {
      if equals < 0, bytes[position] == UInt8(ascii: "=") { equals = position }
      position += 1
    }
    guard equals >= 0 else { return (start..<position, position..<position) }
    return (start..<equals, (equals + 1)..<position)
  }

  /// The value of the first query item named `key`, and whether it has a `=` (`?flag` has
  /// none); `nil` when no item is named `key`.
  func queryValue(for key: LinkPattern.QueryItem) -> (range: Range<Int>, hasEquals: Bool)? {
    var position = query.lowerBound
    while let item = queryItem(after: &position) {
      let isKey: Bool
      if isPlain(item.key, plusIsSpace: true), key.isASCII {
        isKey = bytes[item.key].elementsEqual(key.keyBytes)
      } else {
        // NB: as Strings, which compare canonically equivalent texts equal.
        isKey = text(item.key, plusIsSpace: true) == key.key
      }
      if isKey { return (item.value, item.value.lowerBound > item.key.upperBound) }
    }
    return nil
  }

  /// Whether the segment `range`, percent-decoded, is `text`.
  func has(_ range: Range<Int>, _ text: String) -> Bool {
    isPlain(range, plusIsSpace: false)
      ? self[range].elementsEqual(text.utf8) : self.text(range, plusIsSpace: false) == text
  }

  /// The bytes of `range`.
  subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// Whether the bytes of `range` stand for themselves: ASCII, and no escape.
  func isPlain(_ range: Range<Int>, plusIsSpace: Bool) -> Bool {
    if isPlain { return true }
    for index in range {
      let byte = bytes[index]
      if byte >= 0x80 || byte == UInt8(ascii: "%") || plusIsSpace && byte == UInt8(ascii: "+") {
        return false
      }
    }
    return true
  }

  // MARK: - Texts

  /// The text of `range`, percent-decoded (the escapes were checked when the link was read).
  func text(_ range: Range<Int>, plusIsSpace: Bool) -> String {
    guard !isPlain(range, plusIsSpace: plusIsSpace) else {
      return String(decoding: bytes[range], as: UTF8.self)
    }
    let decoded = Self.decoded(bytes[range], plusIsSpace: plusIsSpace) ?? Array(bytes[range])
    return String(decoding: decoded, as: UTF8.self)
  }

  /// The scheme, lowercased.
  var schemeText: String { text(scheme, plusIsSpace: false).lowercased() }

  /// The host, percent-decoded and lowercased.
  var hostText: String { text(host, plusIsSpace: false).lowercased() }

  /// The parameter that takes the segments `span` of `ranges`: their texts joined by `/`, or
  /// each apart for an array; left out when there are none.
  func rest(
    _ ranges: LinkSegmentRanges, _ span: Range<Int>, asSegments: Bool,
    acceptsControlCharacters: Bool
  ) -> LinkArgument {
    guard !span.isEmpty else { return .leftOut }
    if asSegments {
      var texts: [String] = []
      texts.reserveCapacity(span.count)
      for index in span {
        let text = text(ranges[index], plusIsSpace: false)
        if !acceptsControlCharacters, Self.hasControlCharacter(text.utf8) {
          return .controlCharacter
        }
        texts.append(text)
      }
      return .segments(texts)
    }
    // NB: the segments' bytes joined, then one String: appending Strings took about 400
    // instructions a segment.
    var joined: [UInt8] = []
    joined.reserveCapacity(
      ranges[span.upperBound - 1].upperBound - ranges[span.lowerBound].lowerBound)
    for index in span {
      let range = ranges[index]
      if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
      if isPlain(range, plusIsSpace: false) {
        joined.append(contentsOf: self[range])
      } else {
        joined.append(
          contentsOf: Self.decoded(self[range], plusIsSpace: false) ?? Array(self[range]))
      }
    }
    if !acceptsControlCharacters, Self.hasControlCharacter(joined) { return .controlCharacter }
    return .text(String(decoding: joined, as: UTF8.self))
  }

  /// The parameter of `range`: a number read from its digits when its closure takes an `Int`,
  /// else its text, unless it has a control character its type does not accept.
  func argument(
    _ range: Range<Int>, isNumber: Bool, plusIsSpace: Bool, acceptsControlCharacters: Bool
  ) -> LinkArgument {
    guard isNumber else {
      let text = text(range, plusIsSpace: plusIsSpace)
      if !acceptsControlCharacters, Self.hasControlCharacter(text.utf8) { return .controlCharacter }
      return .text(text)
    }
    let number =
      isPlain(range, plusIsSpace: plusIsSpace)
      ? Self.integer(bytes[range])
      : Self.decoded(bytes[range], plusIsSpace: plusIsSpace).flatMap { Self.integer($0) }
    return number.map { .number($0) } ?? .notANumber
  }
}
