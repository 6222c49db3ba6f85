// MARK: - The baseline of `deep link 1000 shapes`

/// The deep links of ``ShapeLinkFixture`` read by hand, as an app without a table would: one pass
/// over the link's UTF-8 bytes, switching on them, the numbers parsed from the digits and the
/// texts percent-decoded. Where the table tries patterns in order, it does the same: a literal
/// host before a user in the host (going back to read the host as a user when the resource's
/// links do not match), a number below 1,000 before `top`, before any other text but `hidden`.
struct HandShapeLinkParser {
  let resources: Int

  /// The destination `url` names, or `nil`.
  @inline(never)
  func destination(for url: String) -> ShapeLinkDestination? {
    var url = url
    return url.withUTF8 { bytes in
      var cursor = ByteCursor(bytes: bytes)
      return destination(&cursor)
    }
  }

  private func destination(_ cursor: inout ByteCursor) -> ShapeLinkDestination? {
    if cursor.skip("myapp:///") || !cursor.lookingAt("myapp://") && cursor.skip("myapp:/") {
      // No host: myapp:///r7/settings, or myapp:/r7/settings.
      guard let r = cursor.resource(below: resources), cursor.skip("/"),
        cursor.skipSegment("settings"), cursor.atPathEnd
      else { return nil }
      return .settings(resource: r)
    }
    if cursor.skip("myapp://") {
      let host = cursor.index
      if let r = cursor.resource(below: resources), let found = resourceLink(r, &cursor) {
        return found
      }
      cursor.index = host
      return userLink(&cursor)
    }
    guard cursor.skip("https://example.com/"), let r = cursor.resource(below: resources),
      cursor.skip("/"), var path = cursor.segments(), path.removeLast() == "raw"
    else { return nil }
    return .raw(resource: r, path: path)
  }

  /// The links of resource `r` in the host, the cursor after its name.
  private func resourceLink(_ r: Int, _ cursor: inout ByteCursor) -> ShapeLinkDestination? {
    guard cursor.skip("/") else { return nil }
    switch cursor.byte {
    case UInt8(ascii: "f"):
      if cursor.skipSegment("feed") {
        return page(&cursor).map { .feed(resource: r, page: $0) }
      }
      guard cursor.skipSegment("files"), cursor.skip("/"), var folders = cursor.segments() else {
        return nil
      }
      let mode = folders.removeLast()
      return .file(resource: r, folders: folders, mode: mode)
    case UInt8(ascii: "p"):
      guard cursor.skipSegment("p"), cursor.skip("/") else { return nil }
      let start = cursor.index
      if let id = cursor.number(), cursor.atPathEnd, id < 1_000 {
        return .item(resource: r, id: id)
      }
      cursor.index = start
      if cursor.skipSegment("top") { return cursor.atPathEnd ? .top(resource: r) : nil }
      guard let name = cursor.segment(), cursor.atPathEnd, name != "hidden" else { return nil }
      return .named(resource: r, name: name)
    case UInt8(ascii: "s"):
      guard cursor.skipSegment("search"), cursor.skip("/"), let query = cursor.segment(),
        cursor.atPathEnd, let debug = flag(&cursor)
      else { return nil }
      return .search(resource: r, query: query, debug: debug)
    default:
      return nil
    }
  }

  /// The links with a user in the host, the cursor at the host.
  private func userLink(_ cursor: inout ByteCursor) -> ShapeLinkDestination? {
    guard let user = cursor.segment(), cursor.skip("/"),
      let r = cursor.resource(below: resources), cursor.skip("/")
    else { return nil }
    if cursor.skipSegment("posts") {
      return cursor.atPathEnd ? .posts(resource: r, user: user) : nil
    }
    guard cursor.skipSegment("likes") else { return nil }
    return page(&cursor).map { .likes(resource: r, user: user, page: $0) }
  }

  /// An optional last segment that is a number: `.some(nil)` at the end of the path.
  private func page(_ cursor: inout ByteCursor) -> Int?? {
    if cursor.atPathEnd { return .some(nil) }
    guard cursor.skip("/"), let page = cursor.number(), cursor.atPathEnd else { return nil }
    return .some(page)
  }

  /// The query's `debug` flag: `true` without `=`, else `true` or `false`; `.some(nil)` without
  /// it, `nil` for another value. The first `debug` wins.
  private func flag(_ cursor: inout ByteCursor) -> Bool?? {
    guard cursor.skip("?") else { return .some(nil) }
    while !cursor.atEnd {
      if cursor.skip("debug") {
        if cursor.atEnd || cursor.skip("&") { return .some(true) }
        if cursor.skip("=") {
          if cursor.skip("true"), cursor.atEnd || cursor.byte == UInt8(ascii: "&") {
            return .some(true)
          }
          if cursor.skip("false"), cursor.atEnd || cursor.byte == UInt8(ascii: "&") {
            return .some(false)
          }
          return nil
        }
      }
      // Another query item: skipped.
      while !cursor.atEnd, cursor.byte != UInt8(ascii: "&") { cursor.index += 1 }
      _ = cursor.skip("&")
    }
    return .some(nil)
  }
}

extension ByteCursor {
  /// Whether the bytes at the position are `literal`'s.
  func lookingAt(_ literal: StaticString) -> Bool {
    var copy = self
    return copy.skip(literal)
  }

  /// Moves past `literal` if it is the whole segment at the position (followed by `/`, `?` or
  /// the end).
  mutating func skipSegment(_ literal: StaticString) -> Bool {
    let start = index
    guard skip(literal), atEnd || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") else {
      index = start
      return false
    }
    return true
  }

  /// Moves past the segment at the position and gives it percent-decoded; `nil` when it is
  /// empty or badly encoded.
  mutating func segment() -> String? {
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?") {
      end += 1
    }
    guard end > index else { return nil }
    var inner = ByteCursor(bytes: UnsafeBufferPointer(rebasing: bytes[..<end]), index: index)
    guard let text = inner.text(until: UInt8(ascii: "/")) else { return nil }
    index = end
    return text
  }

  /// Moves past the segments to the end of the path and gives them percent-decoded; `nil`
  /// unless there is at least one and each is read.
  mutating func segments() -> [String]? {
    var segments: [String] = []
    repeat {
      guard let segment = segment() else { return nil }
      segments.append(segment)
    } while skip("/")
    return atPathEnd ? segments : nil
  }
}
