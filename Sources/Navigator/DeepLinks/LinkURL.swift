/// A URL taken apart for matching: scheme and host lowercased, the path's segments and the query
/// items percent-decoded, empty segments and the fragment dropped. Pure, and never traps: bad
/// input is a ``NavigationError/invalidLink`` with the reason.
struct LinkURL: Sendable {
  let scheme: String
  let host: String
  let segments: [String]
  /// Query items in order; a key may repeat, and the first wins.
  let query: [(key: String, value: String)]

  init(_ text: String, lengthLimit: Int) throws(NavigationError) {
    func invalid(_ failure: LinkFailure) -> NavigationError {
      NavigationError(.invalidLink, detail: .link(failure))
    }
    let bytes = Array(text.utf8)
    guard bytes.count <= lengthLimit else { throw invalid(.tooLong(limit: lengthLimit)) }
    var index = 0
    while index < bytes.count, LinkPattern.isSchemeByte(bytes[index]) { index += 1 }
    guard index > 0, index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"),
      bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
    else { throw invalid(.malformed("it does not start with scheme://")) }
    let scheme = String(decoding: bytes[..<index], as: UTF8.self)
    // NB: lowercasing allocates; most links are lowercase already.
    self.scheme = bytes[..<index].contains(where: Self.isUppercase) ? scheme.lowercased() : scheme
    index += 3
    var end = bytes.count
    if let hash = bytes[index...].firstIndex(of: UInt8(ascii: "#")) { end = hash }
    var pathEnd = end
    if let mark = bytes[index..<end].firstIndex(of: UInt8(ascii: "?")) { pathEnd = mark }
    var hostEnd = pathEnd
    if let slash = bytes[index..<pathEnd].firstIndex(of: UInt8(ascii: "/")) { hostEnd = slash }
    var authority = bytes[index..<hostEnd]
    if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
      authority = authority[(at + 1)...]
    }
    if let colon = authority.lastIndex(of: UInt8(ascii: ":")),
      authority[(colon + 1)...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      authority = authority[..<colon]
    }
    let host = try Self.decode(authority, plusIsSpace: false)
    self.host =
      authority.contains { Self.isUppercase($0) || $0 == UInt8(ascii: "%") || $0 >= 0x80 }
      ? host.lowercased() : host
    var segments: [String] = []
    // NB: one allocation for the segments, not one for each time the array grows.
    segments.reserveCapacity(bytes[hostEnd..<pathEnd].count { $0 == UInt8(ascii: "/") })
    var start = hostEnd
    while start < pathEnd {
      var stop = start + 1
      while stop < pathEnd, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
      if stop > start + 1 {
        segments.append(try Self.decode(bytes[(start + 1)..<stop], plusIsSpace: false))
      }
      start = stop
    }
    self.segments = segments
    var query: [(key: String, value: String)] = []
    if pathEnd < end {
      let items = bytes[(pathEnd + 1)..<end].split(separator: UInt8(ascii: "&"))
      query.reserveCapacity(items.count)
      for item in items {
        let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
        let key = try Self.decode(item[..<equals], plusIsSpace: true)
        let value =
          equals < item.endIndex ? try Self.decode(item[(equals + 1)...], plusIsSpace: true) : ""
        query.append((key, value))
      }
    }
    self.query = query
  }

  /// The text of percent-encoded `bytes`.
  static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) throws(NavigationError)
    -> String
  {
    guard bytes.contains(UInt8(ascii: "%")) || plusIsSpace && bytes.contains(UInt8(ascii: "+"))
    else { return try utf8(bytes) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]),
          let low = hex(bytes[index + 2])
        else {
          throw NavigationError(
            .invalidLink, detail: .link(.malformed("a % is not followed by two hex digits")))
        }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return try utf8(decoded[...])
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>) throws(NavigationError) -> String {
    // NB: ASCII, as most links are, is valid UTF-8.
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    // NB: validated with the standard library's decoder, which every deployment target has.
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error:
        throw NavigationError(.invalidLink, detail: .link(.malformed("it is not valid UTF-8")))
      }
    }
  }

  private static func isUppercase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `text` percent-encoded for a path segment or a query item: every byte but the unreserved
  /// ones (letters, digits, `-`, `.`, `_`, `~`) and, in a path, `keeping`.
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

  static func encode(_ text: String, keeping kept: UInt8? = nil) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    let digits = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.append(byte)
      case kept:
        encoded.append(byte)
      default:
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
