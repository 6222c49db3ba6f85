/// The bytes of links: reading numbers, percent-decoding and -encoding, and classifying bytes,
/// without Foundation.
extension LinkURL {
  /// Whether the scheme `range` of `bytes` is `http` or `https`, in any case.
  static func isWeb(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count == 4 || range.count == 5 else { return false }
    // NB: `| 0x20` lowercases an ASCII letter.
    let start = range.lowerBound
    guard bytes[start] | 0x20 == UInt8(ascii: "h"), bytes[start + 1] | 0x20 == UInt8(ascii: "t"),
      bytes[start + 2] | 0x20 == UInt8(ascii: "t"), bytes[start + 3] | 0x20 == UInt8(ascii: "p")
    else { return false }
    return range.count == 4 || bytes[start + 4] | 0x20 == UInt8(ascii: "s")
  }

  /// Whether `text` has a C0 control character or DEL.
  static func hasControlCharacter<Bytes: Sequence<UInt8>>(_ text: Bytes) -> Bool {
    text.contains { $0 < 0x20 || $0 == 0x7F }
  }

  // MARK: - Bytes

  /// The `Int` of `digits`, as `Int(_: String)` reads it: an optional sign, then decimal digits,
  /// without overflow; `nil` otherwise.
  static func integer<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
    var index = digits.startIndex
    guard index != digits.endIndex else { return nil }
    let isNegative = digits[index] == UInt8(ascii: "-")
    if isNegative || digits[index] == UInt8(ascii: "+") { digits.formIndex(after: &index) }
    guard index != digits.endIndex else { return nil }
    // NB: eighteen digits or fewer never overflow: read without checking (about 5 instructions
    // a digit fewer).
    if digits.distance(from: index, to: digits.endIndex) <= 18 {
      var value = 0
      while index != digits.endIndex {
        let digit = digits[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value &* 10 &+ Int(digit)
        digits.formIndex(after: &index)
      }
      return isNegative ? -value : value
    }
    var value = 0
    while index != digits.endIndex {
      let digit = digits[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) =
        isNegative
        ? times10.subtractingReportingOverflow(Int(digit))
        : times10.addingReportingOverflow(Int(digit))
      guard !overflow, !overflowAgain else { return nil }
      value = sum
      digits.formIndex(after: &index)
    }
    return value
  }

  /// `bytes` percent-decoded (and `+` read as a space in a query), or `nil` for a `%` not
  /// followed by two hex digits.
  static func decoded<Bytes: Collection<UInt8>>(_ bytes: Bytes, plusIsSpace: Bool) -> [UInt8]? {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      bytes.formIndex(after: &index)
      if byte == UInt8(ascii: "%") {
        guard index != bytes.endIndex, let high = hex(bytes[index]) else { return nil }
        bytes.formIndex(after: &index)
        guard index != bytes.endIndex, let low = hex(bytes[index]) else { return nil }
        bytes.formIndex(after: &index)
        decoded.append(high << 4 | low)
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
      }
    }
    return decoded
  }

  /// The text of percent-encoded `bytes`, or why it cannot be read.
  static func decode<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, plusIsSpace: Bool
  ) throws(NavigationError) -> String {
    guard let decoded = decoded(bytes, plusIsSpace: plusIsSpace) else {
      throw invalid(.malformed("a % is not followed by two hex digits"))
    }
    guard isUTF8(decoded) else { throw invalid(.malformed("it is not valid UTF-8")) }
    return String(decoding: decoded, as: UTF8.self)
  }

  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    // NB: ASCII, as most links are, is valid UTF-8.
    if bytes.allSatisfy({ $0 < 0x80 }) { return true }
    // NB: validated with the standard library's decoder, which every deployment target has.
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Whether `byte` may read as another: an escape, a `+` (a space in a query), or not ASCII.
  static func needsDecoding(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
  }

  static func isUppercase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  // MARK: - Writing

  /// Whether `byte` stands for itself in any part of a link: a letter, a digit, `-`, `.`, `_`
  /// or `~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// `text` percent-encoded for a path segment or a query item: every byte but the unreserved
  /// ones (letters, digits, `-`, `.`, `_`, `~`) and, in a path, `keeping`.
  static func encode(_ text: String, keeping kept: UInt8? = nil) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    let digits = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if isUnreserved(byte) || byte == kept {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}

/// What a byte of a link may be, as bits, from a table of the 256 bytes: reading a link tests
/// one bit of its byte's class rather than comparing the byte with each separator.
enum ByteClass {
  /// A letter, a digit, `+`, `-` or `.`: a byte of a scheme.
  static let scheme: UInt8 = 1
  /// An escape, a `+` (a space in a query), or not ASCII.
  static let needsDecoding: UInt8 = 2
  /// `/`, `?` or `#`: the end of a link's host.
  static let endsHost: UInt8 = 4
  /// `?` or `#`: the end of a link's path.
  static let endsPath: UInt8 = 8
  /// An uppercase ASCII letter.
  static let uppercase: UInt8 = 16
  /// `@` or `:`: a user or a port in a host.
  static let userOrPort: UInt8 = 32
  /// `%`: an escape, whose hex digits are checked.
  static let percent: UInt8 = 64

  /// The class of each byte.
  static let table: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    var byteClass: UInt8 = 0
    if LinkPattern.isSchemeByte(byte) { byteClass |= scheme }
    if LinkURL.needsDecoding(byte) { byteClass |= needsDecoding }
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
      byteClass |= endsHost
    }
    if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { byteClass |= endsPath }
    if LinkURL.isUppercase(byte) { byteClass |= uppercase }
    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") { byteClass |= userOrPort }
    if byte == UInt8(ascii: "%") { byteClass |= percent }
    return byteClass
  }
}
