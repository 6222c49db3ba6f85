/// A link read in place, from its own UTF-8 bytes: where its scheme, host, path and query are.
/// Empty segments and the fragment are skipped; texts are made only for what a pattern takes
/// (parameters, and the names in errors). Pure, and never traps: bad input throws the
/// ``LinkFailure`` of a ``NavigationError/invalidLink``.
///
/// Its segments are the host, then the path's, by index as patterns have them; they are walked
/// where they are, from the front (``segment(after:)``) or from the end (``start(ofLast:after:)``),
/// so that reading a link makes no list of them.
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
  /// The index of the scheme among the declared ones the link was read with, when its bytes
  /// are that scheme's; `nil` for another scheme, or one with an uppercase letter.
  let declaredScheme: Int32?
  /// Whether the scheme has no uppercase letter: then a scheme that is not ``declaredScheme``
  /// is not declared.
  let schemeIsLowercase: Bool
  /// Whether the host is lowercase ASCII without escapes, so that it is looked up by its bytes.
  let hostIsLowercase: Bool

  /// Reads the link of `bytes`, whose scheme is looked for first among `schemes`, the UTF-8
  /// bytes of the declared ones (lowercase, valid); `classes` is ``ByteClass/table``.
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, lengthLimit: Int, schemes: borrowing [[UInt8]],
    classes: borrowing [UInt8]
  ) throws(LinkFailure) {
    guard bytes.count <= lengthLimit else { throw .tooLong(limit: lengthLimit) }
    // NB: one pass, part by part, with a class of each byte from a table: it finds the end of
    // the scheme, of the host, of the path and of the link, and what the bytes of each part
    // hold. Testing each byte against each separator took about 550 instructions a link. The
    // table is given by the tree, which holds it: read here, the static was checked for its
    // initialization at each link (about 9 instructions).
    // NB: a byte is below the table's count, which the compiler then knows: it checks no
    // index into it (about 2 instructions a byte).
    precondition(classes.count == 256, "a class for each byte")
    // NB: a declared scheme followed by a colon is a valid lowercase scheme: found by
    // comparing the bytes in place, it is neither classified byte by byte nor looked up again
    // (about 50 instructions a link).
    var index = 0
    var declared: Int32?
    for candidate in schemes.indices {
      let count = schemes[candidate].count
      guard count < bytes.count, bytes[count] == UInt8(ascii: ":") else { continue }
      var at = 0
      while at < count, schemes[candidate][at] == bytes[at] { at += 1 }
      if at == count {
        index = count
        declared = Int32(candidate)
        break
      }
    }
    var seen: UInt8 = 0
    if declared == nil {
      while index < bytes.count {
        let byteClass = classes[Int(bytes[index])]
        guard byteClass & ByteClass.scheme != 0 else { break }
        seen |= byteClass
        index += 1
      }
      guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ":"),
        LinkPattern.isLetter(bytes[0])
      else { throw .malformed("it does not start with a scheme and a colon") }
    }
    self.bytes = bytes
    scheme = 0..<index
    declaredScheme = declared
    schemeIsLowercase = seen & ByteClass.uppercase == 0
    index += 1
    // NB: scheme://host/path, or scheme:/path and scheme: without a host.
    let hasAuthority =
      index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
      && bytes[index + 1] == UInt8(ascii: "/")
    if hasAuthority { index += 2 }
    var end = index
    var inHost: UInt8 = 0
    if hasAuthority {
      while end < bytes.count {
        let byteClass = classes[Int(bytes[end])]
        if byteClass & ByteClass.endsHost != 0 { break }
        inHost |= byteClass
        end += 1
      }
    }
    let hostEnd = end
    var inRest: UInt8 = 0
    // NB: one test a byte of the path, for its end and for a byte to decode: a test for its end
    // and an `|` of its class took about one instruction more a byte (the same in the host's
    // loop took 18 instructions a link more). `&+`: below the count, `end` cannot overflow,
    // which the compiler did not see here (one check a byte, about 11 instructions a link).
    while end < bytes.count {
      let byteClass = classes[Int(bytes[end])]
      if byteClass & (ByteClass.endsPath | ByteClass.needsDecoding) != 0 {
        if byteClass & ByteClass.endsPath != 0 { break }
        inRest |= byteClass
      }
      end &+= 1
    }
    let pathEnd = end
    if end < bytes.count, bytes[end] == UInt8(ascii: "?") {
      while end < bytes.count, bytes[end] != UInt8(ascii: "#") {
        inRest |= classes[Int(bytes[end])]
        end += 1
      }
    }
    let inAuthority = inHost
    var hostStart = index
    var hostStop = hostEnd
    // NB: the scheme is asked whether it is a web one only for a host with a user or a port
    // (about 25 instructions a link).
    if inHost & ByteClass.userOrPort != 0 {
      guard Self.isWeb(bytes, scheme) else {
        // NB: a custom scheme's host may be a parameter: one with a user or a port is refused,
        // not cut.
        throw .malformed("its host has a user or a port, which deep links never have")
      }
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
      inHost = 0
      for at in hostStart..<hostStop { inHost |= classes[Int(bytes[at])] }
    }
    host = hostStart..<hostStop
    path = hostEnd..<pathEnd
    query = pathEnd < end ? (pathEnd + 1)..<end : end..<end
    isPlain = (inAuthority | inRest) & ByteClass.needsDecoding == 0
    hostIsLowercase = inHost & (ByteClass.uppercase | ByteClass.needsDecoding) == 0
    // NB: a link without `%` (a `+` in its query, text that is not ASCII) has no escape to
    // check: its parts are the String's own valid UTF-8 (a pass over its bytes saved).
    if (inAuthority | inRest) & ByteClass.percent != 0 { try validateEscapes(from: hostStart) }
  }

  static func invalid(_ failure: consuming LinkFailure) -> NavigationError {
    // NB: consuming: the failure is moved into the error, not copied (about 110 instructions a
    // link that names nothing).
    NavigationError(.invalidLink, detail: .link(failure))
  }

  /// Checks that every percent-encoded part decodes to UTF-8, in the order a reader meets them:
  /// the host, the segments, then each query item's key and value.
  private func validateEscapes(from start: Int) throws(LinkFailure) {
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
  ) throws(LinkFailure) -> [UInt8] {
    guard let decoded = Self.decoded(bytes[range], plusIsSpace: plusIsSpace) else {
      throw .malformed("a % is not followed by two hex digits")
    }
    guard Self.isUTF8(decoded) else { throw .malformed("it is not valid UTF-8") }
    return decoded
  }

  // MARK: - Segments

  /// The next segment of the path from `position`, skipping empty ones; `nil` at the path's end.
  func segment(after position: inout Int) -> Range<Int>? {
    while position < path.upperBound, bytes[position] == UInt8(ascii: "/") { position += 1 }
    guard position < path.upperBound else { return nil }
    let start = position
    while position < path.upperBound, bytes[position] != UInt8(ascii: "/") { position += 1 }
    return start..<position
  }

  /// The segment of the path before `position`, skipping empty ones, moving `position` to its
  /// start; `nil` when there is none after `limit`.
  func segment(before position: inout Int, after limit: Int) -> Range<Int>? {
    while position > limit, bytes[position - 1] == UInt8(ascii: "/") { position -= 1 }
    guard position > limit else { return nil }
    let end = position
    while position > limit, bytes[position - 1] != UInt8(ascii: "/") { position -= 1 }
    return position..<end
  }

  /// Where the last `count` segments of the path start, when they all are after `position`;
  /// the path's end for none.
  func start(ofLast count: Int, after position: Int) -> Int? {
    var start = path.upperBound
    for _ in 0..<count {
      guard segment(before: &start, after: position) != nil else { return nil }
    }
    return start
  }

  /// Whether the path has a segment between `position` and `end`.
  func hasSegment(from position: Int, before end: Int) -> Bool {
    var position = position
    guard let segment = segment(after: &position) else { return false }
    return segment.lowerBound < end
  }

  // MARK: - Query

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

  /// Whether the query item's key `range`, percent-decoded (a `+` is a space), is `key`'s.
  func isQueryKey(_ range: Range<Int>, _ key: LinkPattern.QueryItem) -> Bool {
    if isPlain(range, plusIsSpace: true), key.isASCII {
      return range.count == key.keyBytes.count && self[range].elementsEqual(key.keyBytes)
    }
    // NB: as Strings, which compare canonically equivalent texts equal.
    return text(range, plusIsSpace: true) == key.key
  }

  // MARK: - Bytes

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
}
