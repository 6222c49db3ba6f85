/// The texts of a link's parts, made only for what a pattern takes: its parameters, and the
/// names in errors.
extension LinkURL {
  /// The text of `range`, percent-decoded (the escapes were checked when the link was read).
  func text(_ range: Range<Int>, plusIsSpace: Bool) -> String {
    guard !isPlain(range, plusIsSpace: plusIsSpace) else {
      return String(decoding: self[range], as: UTF8.self)
    }
    let decoded = Self.decoded(self[range], plusIsSpace: plusIsSpace) ?? Array(self[range])
    return String(decoding: decoded, as: UTF8.self)
  }

  /// The scheme, lowercased.
  var schemeText: String { text(scheme, plusIsSpace: false).lowercased() }

  /// The host, percent-decoded and lowercased.
  var hostText: String { text(host, plusIsSpace: false).lowercased() }

  /// The parameter that takes the segments of the path from `start` to `end`: their texts
  /// joined by `/`, or each apart for an array; left out when there are none.
  func rest(
    from start: Int, to end: Int, asSegments: Bool, acceptsControlCharacters: Bool
  ) -> LinkArgument {
    var position = start
    guard let first = segment(after: &position), first.lowerBound < end else { return .leftOut }
    if asSegments {
      // NB: the array allocated once, at the count of the segments: grown as they were
      // appended, it was allocated again from its third segment.
      var count = 1
      var scan = position
      while let next = segment(after: &scan), next.lowerBound < end { count += 1 }
      var texts: [String] = []
      texts.reserveCapacity(count)
      var segment: Range<Int>? = first
      while let range = segment, range.lowerBound < end {
        guard case .text(let text) = textArgument(range, false, acceptsControlCharacters) else {
          return .controlCharacter
        }
        texts.append(text)
        segment = self.segment(after: &position)
      }
      return .segments(texts)
    }
    // NB: segments one `/` apart are one text, the link's own bytes from the first to the last,
    // decoded at once (a `/` is never part of an escape): joining them took about 1,000
    // instructions a link, and decoding the segments one by one, each into an array of its
    // own, about 500 a link with an escape.
    var last = first
    var scan = position
    var isInPlace = true
    while isInPlace, let next = segment(after: &scan), next.lowerBound < end {
      isInPlace = next.lowerBound == last.upperBound + 1
      last = next
    }
    if isInPlace {
      guard
        let text = text(
          first.lowerBound..<last.upperBound, plusIsSpace: false,
          acceptsControlCharacters: acceptsControlCharacters)
      else { return .controlCharacter }
      return .text(text)
    }
    // NB: the segments' bytes joined, then one String: appending Strings took about 400
    // instructions a segment.
    var joined: [UInt8] = []
    joined.reserveCapacity(end - first.lowerBound)
    var segment: Range<Int>? = first
    while let range = segment, range.lowerBound < end {
      if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
      if isPlain(range, plusIsSpace: false) {
        joined.append(contentsOf: self[range])
      } else {
        joined.append(
          contentsOf: Self.decoded(self[range], plusIsSpace: false) ?? Array(self[range]))
      }
      segment = self.segment(after: &position)
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
      return textArgument(range, plusIsSpace, acceptsControlCharacters)
    }
    guard let number = number(range, plusIsSpace: plusIsSpace) else { return .notANumber }
    return .number(number)
  }

  /// The number of the digits of `range`, percent-decoded, as `Int(_: String)` reads it; `nil`
  /// when they are not one.
  func number(_ range: Range<Int>, plusIsSpace: Bool) -> Int? {
    isPlain(range, plusIsSpace: plusIsSpace)
      ? Self.integer(self[range])
      : Self.decoded(self[range], plusIsSpace: plusIsSpace).flatMap { Self.integer($0) }
  }

  /// The text of `range`, percent-decoded; `nil` when it has a control character and
  /// `acceptsControlCharacters` is `false`.
  func text(_ range: Range<Int>, plusIsSpace: Bool, acceptsControlCharacters: Bool) -> String? {
    // NB: the control characters looked for in the bytes, before the String is made: iterating
    // the String's UTF-8 view took about 190 instructions a parameter.
    guard isPlain(range, plusIsSpace: plusIsSpace) else {
      let decoded = Self.decoded(self[range], plusIsSpace: plusIsSpace) ?? Array(self[range])
      if !acceptsControlCharacters, Self.hasControlCharacter(decoded) { return nil }
      return String(decoding: decoded, as: UTF8.self)
    }
    let bytes = self[range]
    if !acceptsControlCharacters, Self.hasControlCharacter(bytes) { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text of `range`, percent-decoded, unless it has a control character its type does not
  /// accept.
  private func textArgument(
    _ range: Range<Int>, _ plusIsSpace: Bool, _ acceptsControlCharacters: Bool
  ) -> LinkArgument {
    guard
      let text = text(
        range, plusIsSpace: plusIsSpace, acceptsControlCharacters: acceptsControlCharacters)
    else { return .controlCharacter }
    return .text(text)
  }
}
