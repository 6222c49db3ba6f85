import Navigator

// MARK: - Deep-link fixtures with the new shapes

/// The destinations of the row `deep link 1000 shapes`: one area, ten kinds of screen for each
/// resource (a resource is named `r0`, `r1`, … in links and is its number here).
enum ShapeLinkDestination: Destination {
  case posts(resource: Int, user: String)
  case likes(resource: Int, user: String, page: Int?)
  case feed(resource: Int, page: Int?)
  case file(resource: Int, folders: [String], mode: String)
  case item(resource: Int, id: Int)
  case named(resource: Int, name: String)
  case top(resource: Int)
  case settings(resource: Int)
  case raw(resource: Int, path: [String])
  case search(resource: Int, query: String, debug: Bool?)
}

/// The ten shapes of a resource's links, in the order they are declared: a parameter in the
/// host (twice, once with an optional segment), an optional segment, a rest of the path before a
/// last segment, read as `[String]` (twice), a number refused from 1,000 on, tried first
/// (`priority: 1`) and falling through to a literal and a text (which refuses `hidden`), a link
/// without host, and a flag.
let shapeLinkShapes = [
  "myapp://{user}/{r}/posts", "myapp://{user}/{r}/likes/{page?}", "myapp://{r}/feed/{page?}",
  "myapp://{r}/files/{folders...}/{mode}", "myapp://{r}/p/{id}", "myapp://{r}/p/top",
  "myapp://{r}/p/{name}", "myapp:///{r}/settings", "https://example.com/{r}/{path...}/raw",
  "myapp://{r}/search/{query}?debug={debug?}",
]

/// A `DeepLinks` table of `patterns` patterns (`patterns / 10` resources, each with the ten
/// shapes of ``shapeLinkShapes``), a seeded list of links to read with it (80% that name a
/// destination, 20% that do not, of eight kinds), and the hand-written parser of the baseline.
/// Making the fixture reads every link both ways and stops the process unless both sides give
/// the same destination, or both none.
@MainActor
final class ShapeLinkFixture {
  let links: DeepLinks
  /// The baseline: a parser of these links by hand, switching on their UTF-8 bytes.
  let parser: HandShapeLinkParser
  let urls: [String]
  /// The links that name a destination, which both sides find.
  let expectedHits: Int
  /// The hits a loop counted in its last call; the check compares it with `expectedHits`.
  var measuredHits = 0

  init(patterns: Int, links count: Int) {
    precondition(patterns % 10 == 0, "ten shapes for each resource")
    let resources = patterns / 10
    links = Self.table(resources: resources)
    parser = HandShapeLinkParser(resources: resources)
    var random = SplitMix64(seed: 0x5A9E_0000 &+ UInt64(patterns))
    urls = (0..<count).map { _ in
      random.below(10) < 8
        ? Self.hit(resources: resources, &random) : Self.miss(resources: resources, &random)
    }
    let parser = self.parser
    expectedHits = checkedHits(
      of: urls, in: links, row: "deep link \(patterns) shapes",
      baseline: { parser.destination(for: $0).map(AnyDestination.init) })
  }

  /// The links of `resources` resources, ten for each.
  static func table(resources: Int) -> DeepLinks {
    do {
      return try DeepLinks { links in
        links.area(ShapeLinkDestination.self) { area in
          for r in 0..<resources { declare(resource: r, in: &area) }
        }
      }
    } catch {
      fatalError("the deep-link table of the new shapes does not compile: \(error)")
    }
  }

  private static func declare(
    resource r: Int, in area: inout DeepLinks.Area<ShapeLinkDestination>
  ) {
    let name = "r\(r)"
    func pattern(_ shape: Int) -> String { shapeLinkShapes[shape].replacing("{r}", with: name) }
    area.link(pattern(0)) { (user: String) in
      .posts(resource: r, user: user)
    } parts: {
      if case .posts(r, let user) = $0 { user } else { nil }
    }
    area.link(pattern(1)) { (user: String, page: Int?) in
      .likes(resource: r, user: user, page: page)
    } parts: {
      if case .likes(r, let user, let page) = $0 { (user, page) } else { nil }
    }
    area.link(pattern(2)) { (page: Int?) in
      .feed(resource: r, page: page)
    } parts: {
      if case .feed(r, let page) = $0 { page } else { nil }
    }
    area.link(pattern(3)) { (folders: [String], mode: String) in
      .file(resource: r, folders: folders, mode: mode)
    } parts: {
      if case .file(r, let folders, let mode) = $0 { (folders, mode) } else { nil }
    }
    // Fall-through: a number below 1,000 is an item; the literal, then any other text, next.
    area.link(pattern(4), priority: 1) { (id: Int) in
      id < 1_000 ? .item(resource: r, id: id) : nil
    } parts: {
      if case .item(r, let id) = $0 { id } else { nil }
    }
    area.link(pattern(5), .top(resource: r))
    area.link(pattern(6)) { (name: String) in
      name == "hidden" ? nil : .named(resource: r, name: name)
    } parts: {
      if case .named(r, let name) = $0 { name } else { nil }
    }
    area.link(pattern(7), .settings(resource: r))
    area.link(pattern(8)) { (path: [String]) in
      .raw(resource: r, path: path)
    } parts: {
      if case .raw(r, let path) = $0 { path } else { nil }
    }
    area.link(pattern(9)) { (query: String, debug: Bool?) in
      .search(resource: r, query: query, debug: debug)
    } parts: {
      if case .search(r, let query, let debug) = $0 { (query, debug) } else { nil }
    }
  }

  /// A word of a text parameter; one in four has an encoded space in it.
  private static func word(_ random: inout SplitMix64) -> String {
    let words = ["notes", "report", "a", "photos", "draft", "q3", "budget", "readme"]
    let word = words[random.below(words.count)]
    return random.below(4) == 0 ? word + "%20" + words[random.below(words.count)] : word
  }

  /// A user in the host; one in eight is named like a resource, so that the literal hosts are
  /// tried first and given up.
  private static func user(resources: Int, _ random: inout SplitMix64) -> String {
    let users = ["ada", "grace", "alan", "edsger", "barbara", "ken", "dennis"]
    return random.below(8) == 0
      ? "r\(random.below(resources))" : users[random.below(users.count)]
  }

  /// Some words joined by `/`, at least `minimum` of them.
  private static func words(_ minimum: Int, _ random: inout SplitMix64) -> String {
    (0..<(minimum + random.below(3))).map { _ in word(&random) }.joined(separator: "/")
  }

  /// A link that names a destination: a random shape of a random resource, random parameters.
  private static func hit(resources: Int, _ random: inout SplitMix64) -> String {
    let r = "r\(random.below(resources))"
    let page = random.below(2) == 0 ? "/\(random.below(20) + 1)" : ""
    switch random.below(10) {
    case 0: return "myapp://\(user(resources: resources, &random))/\(r)/posts"
    case 1: return "myapp://\(user(resources: resources, &random))/\(r)/likes\(page)"
    case 2: return "myapp://\(r)/feed\(page)"
    case 3: return "myapp://\(r)/files/\(words(1, &random))"
    case 4: return "myapp://\(r)/p/\(random.below(1_000))"
    case 5:
      let name = random.below(2) == 0 ? "\(1_000 + random.below(100_000))" : word(&random)
      return "myapp://\(r)/p/\(name)"
    case 6: return "myapp://\(r)/p/top"
    case 7: return random.below(2) == 0 ? "myapp:///\(r)/settings" : "myapp:/\(r)/settings"
    case 8:
      let path = random.below(3) == 0 ? "" : words(1, &random) + "/"
      return "https://example.com/\(r)/\(path)raw"
    default:
      let debug = ["", "?debug", "?debug=false", "?debug=true"][random.below(4)]
      return "myapp://\(r)/search/\(word(&random))\(debug)"
    }
  }

  /// A link that names no destination, of one of eight kinds.
  private static func miss(resources: Int, _ random: inout SplitMix64) -> String {
    let r = "r\(random.below(resources))"
    switch random.below(8) {
    // An unknown resource: as a host (read as a user, then nothing matches), after a user.
    case 0: return "myapp://r\(resources + random.below(100))/feed"
    case 1: return "myapp://ada/r\(resources + random.below(100))/posts"
    // An unknown action after a user.
    case 2: return "myapp://\(user(resources: resources, &random))/\(r)/comments"
    // An optional segment that is not a number.
    case 3: return "myapp://\(r)/feed/\(word(&random))"
    // Every pattern that matches refuses.
    case 4: return "myapp://\(r)/p/hidden"
    // A rest of the path without its last segment, or without its literal one.
    case 5: return "myapp://\(r)/files"
    case 6: return "https://example.com/\(r)/\(words(1, &random))"
    // A flag that is not a Bool.
    default: return "myapp://\(r)/search/\(word(&random))?debug=yes"
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

extension BenchRow {
  /// The row `deep link <patterns> shapes`: reading the links of a ``ShapeLinkFixture`` with a
  /// table of `patterns` patterns of the new shapes. A call reads ``operations`` links.
  init(deepLinkShapes patterns: Int, ours: ShapeLinkLoop, baseline: ShapeLinkLoop) {
    let count = Self.operations
    func side(_ label: String, _ loop: ShapeLinkLoop) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = ShapeLinkFixture(patterns: patterns, links: count)
        return (call: { loop.body(fixture, count) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "deep link \(patterns) shapes"
    self.operationsPerCall = count
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }
}

/// A loop of the row `deep link <patterns> shapes` and its function's name. Its `Int` is how
/// many of the fixture's links to read.
typealias ShapeLinkLoop = (
  name: String, body: @MainActor @Sendable (ShapeLinkFixture, Int) -> Void
)

// MARK: - Deep links with the new shapes: `count` links read

/// Reads each of the first `count` links of the fixture with its `DeepLinks` table, counting the
/// destinations found; a link that names none throws, and is not counted.
@MainActor @inline(never)
func deepLinkShapesOurs(_ fixture: ShapeLinkFixture, count: Int) {
  let (links, urls) = (fixture.links, fixture.urls)
  var hits = 0
  for index in 0..<count {
    do {
      hits += try links.destinations(for: urls[index]).count
    } catch {
      continue
    }
  }
  fixture.measuredHits = hits
}

/// The same links read by the hand-written parser, counting the destinations found.
@MainActor @inline(never)
func deepLinkShapesBaseline(_ fixture: ShapeLinkFixture, count: Int) {
  let (parser, urls) = (fixture.parser, fixture.urls)
  var hits = 0
  for index in 0..<count where parser.destination(for: urls[index]) != nil {
    hits += 1
  }
  fixture.measuredHits = hits
}
