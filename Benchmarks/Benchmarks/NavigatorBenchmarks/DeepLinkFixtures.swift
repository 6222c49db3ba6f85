import Navigator

// MARK: - Deep-link fixtures

/// The destinations of the deep-link rows: one area, ten kinds of screen for each resource (a
/// resource is named `r0`, `r1`, … in links and is its number here).
enum LinkDestination: Destination {
  case list(resource: Int)
  case new(resource: Int)
  case item(resource: Int, id: Int)
  case edit(resource: Int, id: Int)
  case comments(resource: Int, id: Int)
  case comment(resource: Int, id: Int, commentId: Int)
  case file(resource: Int, path: String)
  case search(resource: Int, query: String, page: Int?)
  case web(resource: Int, id: Int)
  case webComment(resource: Int, id: Int, commentId: Int)
}

/// The ten shapes of a resource's links, in the order they are declared.
let linkShapes = [
  "myapp://{r}", "myapp://{r}/new", "myapp://{r}/{id}", "myapp://{r}/{id}/edit",
  "myapp://{r}/{id}/comments", "myapp://{r}/{id}/comments/{commentId}",
  "myapp://{r}/files/{path...}", "myapp://{r}/search?q={query}&page={page?}",
  "https://example.com/{r}/{id}", "https://example.com/{r}/{id}/comments/{commentId}",
]

/// A `DeepLinks` table of `patterns` patterns (`patterns / 10` resources, each with the ten
/// shapes of ``linkShapes``), a seeded list of links to read with it (80% that name a
/// destination, 20% that do not, of several kinds), and the hand-written parser of the baseline.
/// Making the fixture reads every link both ways and stops the process unless both sides give
/// the same destination, or both none.
@MainActor
final class DeepLinkFixture {
  let links: DeepLinks
  /// The baseline: a parser of these links by hand, switching on their UTF-8 bytes.
  let parser: HandLinkParser
  let urls: [String]
  /// The links that name a destination, which both sides find.
  let expectedHits: Int
  /// The hits a loop counted in its last call; the check compares it with `expectedHits`.
  var measuredHits = 0

  init(patterns: Int, links count: Int) {
    precondition(patterns % 10 == 0, "ten shapes for each resource")
    let resources = patterns / 10
    links = Self.table(resources: resources)
    parser = HandLinkParser(resources: resources)
    var random = SplitMix64(seed: 0x11AC_0000 &+ UInt64(patterns))
    urls = (0..<count).map { _ in
      random.below(10) < 8
        ? Self.hit(resources: resources, &random) : Self.miss(resources: resources, &random)
    }
    let parser = self.parser
    expectedHits = checkedHits(
      of: urls, in: links, row: "deep link \(patterns) patterns",
      baseline: { parser.destination(for: $0).map(AnyDestination.init) })
  }

  /// The links of `resources` resources, ten for each.
  static func table(resources: Int) -> DeepLinks {
    table(patterns: patterns(resources: resources))
  }

  /// The patterns of `resources` resources: those of resource `r` are
  /// `patterns[10 * r..<10 * r + 10]`, the shapes of ``linkShapes`` in order.
  static func patterns(resources: Int) -> [String] {
    (0..<resources).flatMap { r in
      linkShapes.map { $0.replacing("{r}", with: "r\(r)") }
    }
  }

  /// The links of `patterns`, made by ``patterns(resources:)``.
  static func table(patterns: [String]) -> DeepLinks {
    do {
      return try DeepLinks { links in
        links.area(LinkDestination.self) { area in
          for r in 0..<(patterns.count / 10) { declare(resource: r, patterns, in: &area) }
        }
      }
    } catch {
      fatalError("the deep-link table does not compile: \(error)")
    }
  }

  private static func declare(
    resource r: Int, _ patterns: [String], in area: inout DeepLinks.Area<LinkDestination>
  ) {
    func pattern(_ shape: Int) -> String { patterns[10 * r + shape] }
    area.link(pattern(0), .list(resource: r))
    area.link(pattern(1), .new(resource: r))
    area.link(pattern(2)) { (id: Int) in
      .item(resource: r, id: id)
    } parts: {
      if case .item(r, let id) = $0 { id } else { nil }
    }
    area.link(pattern(3)) { (id: Int) in
      .edit(resource: r, id: id)
    } parts: {
      if case .edit(r, let id) = $0 { id } else { nil }
    }
    area.link(pattern(4)) { (id: Int) in
      .comments(resource: r, id: id)
    } parts: {
      if case .comments(r, let id) = $0 { id } else { nil }
    }
    area.link(pattern(5)) { (id: Int, commentId: Int) in
      .comment(resource: r, id: id, commentId: commentId)
    } parts: {
      if case .comment(r, let id, let commentId) = $0 { (id, commentId) } else { nil }
    }
    area.link(pattern(6)) { (path: String) in
      .file(resource: r, path: path)
    } parts: {
      if case .file(r, let path) = $0 { path } else { nil }
    }
    area.link(pattern(7)) { (query: String, page: Int?) in
      .search(resource: r, query: query, page: page)
    } parts: {
      if case .search(r, let query, let page) = $0 { (query, page) } else { nil }
    }
    area.link(pattern(8)) { (id: Int) in
      .web(resource: r, id: id)
    } parts: {
      if case .web(r, let id) = $0 { id } else { nil }
    }
    area.link(pattern(9)) { (id: Int, commentId: Int) in
      .webComment(resource: r, id: id, commentId: commentId)
    } parts: {
      if case .webComment(r, let id, let commentId) = $0 { (id, commentId) } else { nil }
    }
  }

  /// A word of a text parameter; one in four has an encoded space in it.
  private static func word(_ random: inout SplitMix64) -> String {
    let words = ["notes", "report", "a", "photos", "draft", "q3", "budget", "readme"]
    let word = words[random.below(words.count)]
    return random.below(4) == 0 ? word + "%20" + words[random.below(words.count)] : word
  }

  /// A link that names a destination: a random shape of a random resource, random parameters.
  private static func hit(resources: Int, _ random: inout SplitMix64) -> String {
    let r = "r\(random.below(resources))"
    let id = random.below(100_000)
    let commentId = random.below(1_000)
    switch random.below(10) {
    case 0: return "myapp://\(r)"
    case 1: return "myapp://\(r)/new"
    case 2: return "myapp://\(r)/\(id)"
    case 3: return "myapp://\(r)/\(id)/edit"
    case 4: return "myapp://\(r)/\(id)/comments"
    case 5: return "myapp://\(r)/\(id)/comments/\(commentId)"
    case 6:
      let path = (0...random.below(3)).map { _ in word(&random) }
      return "myapp://\(r)/files/" + path.joined(separator: "/")
    case 7:
      let query = word(&random) + (random.below(4) == 0 ? "+" + word(&random) : "")
      let page = random.below(2) == 0 ? "&page=\(random.below(20) + 1)" : ""
      return "myapp://\(r)/search?q=\(query)\(page)"
    case 8: return "https://example.com/\(r)/\(id)"
    default: return "https://example.com/\(r)/\(id)/comments/\(commentId)"
    }
  }

  /// A link that names no destination, of one of six kinds.
  private static func miss(resources: Int, _ random: inout SplitMix64) -> String {
    let r = "r\(random.below(resources))"
    let id = random.below(100_000)
    switch random.below(6) {
    // An unknown resource: an unknown host, or no pattern for the path.
    case 0: return "myapp://r\(resources + random.below(100))/\(id)"
    case 1: return "https://example.com/r\(resources + random.below(100))/\(id)"
    // A parameter that is not a number.
    case 2: return "myapp://\(r)/\(word(&random))/edit"
    // A path no pattern has: an unknown action, one segment too many.
    case 3: return "myapp://\(r)/\(id)/delete"
    case 4: return "myapp://\(r)/\(id)/comments/\(random.below(1_000))/likes"
    // A required query item missing.
    default: return "myapp://\(r)/search?page=\(random.below(20) + 1)"
    }
  }

  /// What is wrong after a measured call: `nil` when the loop found as many destinations as
  /// expected. Also clears the count for the next call.
  func mismatch() -> String? {
    defer { measuredHits = 0 }
    guard measuredHits == expectedHits else {
      return "expected \(expectedHits) links to name a destination, found \(measuredHits)"
    }
    return nil
  }
}

/// The deep links of ``DeepLinkFixture`` read by hand, as an app without a table would: one pass
/// over the link's UTF-8 bytes, switching on them, the numbers parsed from the digits and the
/// texts percent-decoded (and `+` read as a space in the query).
struct HandLinkParser {
  let resources: Int

  /// The destination `url` names, or `nil`.
  @inline(never)
  func destination(for url: String) -> LinkDestination? {
    var url = url
    return url.withUTF8 { bytes in
      var cursor = ByteCursor(bytes: bytes)
      return destination(&cursor)
    }
  }

  private func destination(_ cursor: inout ByteCursor) -> LinkDestination? {
    if cursor.skip("myapp://") {
      guard let r = cursor.resource(below: resources) else { return nil }
      guard cursor.skip("/") else { return cursor.atPathEnd ? .list(resource: r) : nil }
      switch cursor.byte {
      case UInt8(ascii: "n"):
        return cursor.skip("new") && cursor.atPathEnd ? .new(resource: r) : nil
      case UInt8(ascii: "f"):
        guard cursor.skip("files/"), let path = cursor.text(until: UInt8(ascii: "?")),
          !path.isEmpty
        else { return nil }
        return .file(resource: r, path: path)
      case UInt8(ascii: "s"):
        guard cursor.skip("search?") else { return nil }
        return search(resource: r, &cursor)
      default:
        guard let id = cursor.number() else { return nil }
        if cursor.atPathEnd { return .item(resource: r, id: id) }
        guard cursor.skip("/") else { return nil }
        if cursor.skip("edit") {
          return cursor.atPathEnd ? .edit(resource: r, id: id) : nil
        }
        guard cursor.skip("comments") else { return nil }
        if cursor.atPathEnd { return .comments(resource: r, id: id) }
        guard cursor.skip("/"), let commentId = cursor.number(), cursor.atPathEnd else {
          return nil
        }
        return .comment(resource: r, id: id, commentId: commentId)
      }
    }
    guard cursor.skip("https://example.com/"), let r = cursor.resource(below: resources),
      cursor.skip("/"), let id = cursor.number()
    else { return nil }
    if cursor.atPathEnd { return .web(resource: r, id: id) }
    guard cursor.skip("/comments/"), let commentId = cursor.number(), cursor.atPathEnd else {
      return nil
    }
    return .webComment(resource: r, id: id, commentId: commentId)
  }

  /// The query of a search link: `q` required, `page` optional; the first of a key wins.
  private func search(resource r: Int, _ cursor: inout ByteCursor) -> LinkDestination? {
    var query: String?
    var page: Int??
    while !cursor.atEnd {
      if cursor.skip("q=") {
        guard let text = cursor.text(until: UInt8(ascii: "&"), plusIsSpace: true) else {
          return nil
        }
        if query == nil { query = text }
      } else if cursor.skip("page=") {
        guard let number = cursor.number() else { return nil }
        if page == nil { page = .some(number) }
      } else {
        guard cursor.text(until: UInt8(ascii: "&"), plusIsSpace: true) != nil else { return nil }
      }
      _ = cursor.skip("&")
    }
    guard let query else { return nil }
    return .search(resource: r, query: query, page: page ?? nil)
  }
}

extension BenchRow {
  /// The row `deep link <patterns> patterns`: reading the links of a ``DeepLinkFixture`` with a
  /// table of `patterns` patterns. A call reads ``operations`` links.
  init(deepLinks patterns: Int, ours: DeepLinkLoop, baseline: DeepLinkLoop) {
    let count = Self.operations
    func side(_ label: String, _ loop: DeepLinkLoop) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = DeepLinkFixture(patterns: patterns, links: count)
        return (call: { loop.body(fixture, count) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "deep link \(patterns) patterns"
    self.operationsPerCall = count
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }
}

/// A deep-link loop of `Loops.swift` and its function's name. Its `Int` is how many of the
/// fixture's links to read.
typealias DeepLinkLoop = (name: String, body: @MainActor @Sendable (DeepLinkFixture, Int) -> Void)

/// A position in a link's UTF-8 bytes.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var atEnd: Bool { index == bytes.count }
  /// The byte at the position, or 0 at the end.
  var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }
  /// At the end of the path: the end of the link, or its query.
  var atPathEnd: Bool { atEnd || bytes[index] == UInt8(ascii: "?") }

  /// Moves past `literal` if the bytes at the position are `literal`'s.
  mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    let start = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
    index += count
    return true
  }

  /// Moves past the digits at the position and gives their number; `nil` when there are none,
  /// they overflow, or they end in something else than `/`, `?`, `&` or the end.
  mutating func number() -> Int? {
    var value = 0
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowAgain) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        guard !overflow, !overflowAgain else { return nil }
        value = sum
        index += 1
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"):
        return index > start ? value : nil
      default:
        return nil
      }
    }
    return index > start ? value : nil
  }

  /// Moves past `r` and the digits of a resource's number below `resources`.
  mutating func resource(below resources: Int) -> Int? {
    guard skip("r"), let number = number(), number < resources else { return nil }
    return number
  }

  /// Moves to `end` or the end of the link and gives the bytes before, percent-decoded; `nil`
  /// for a `%` not followed by two hex digits.
  mutating func text(until end: UInt8, plusIsSpace: Bool = false) -> String? {
    let start = index
    var encoded = false
    while index < bytes.count, bytes[index] != end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") || plusIsSpace && byte == UInt8(ascii: "+") { encoded = true }
      index += 1
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
    guard encoded else { return String(decoding: text, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(text.count)
    var at = 0
    while at < text.count {
      switch text[at] {
      case UInt8(ascii: "%"):
        guard at + 2 < text.count, let high = Self.hex(text[at + 1]),
          let low = Self.hex(text[at + 2])
        else { return nil }
        decoded.append(high << 4 | low)
        at += 3
      case UInt8(ascii: "+") where plusIsSpace:
        decoded.append(UInt8(ascii: " "))
        at += 1
      case let byte:
        decoded.append(byte)
        at += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// How many of `urls` name a destination, read by `links` and by the hand-written `baseline`;
/// stops the process unless both sides give the same destination for each link, or both none.
@MainActor
func checkedHits(
  of urls: [String], in links: DeepLinks, row: String, baseline: (String) -> AnyDestination?
) -> Int {
  var hits = 0
  for (index, url) in urls.enumerated() {
    let ours = try? links.destinations(for: url)
    let hand = baseline(url)
    guard ours == hand.map({ [$0] }) else {
      fatalError(
        "\(row): link \(index) \(url): ours gives "
          + "\(ours.map { "\($0)" } ?? "no destination"), the baseline "
          + "\(hand.map { "\($0)" } ?? "none")")
    }
    if hand != nil { hits += 1 }
  }
  return hits
}
