import Navigator
import Testing

/// Round trips as a property: for every pattern of the shapes' table and seeded random values of
/// its types (empty text, `/`, `%`, `+`, `?`, `#`, `&`, `=`, non-Latin text, combining marks,
/// emoji, control characters, long values), the link `url(for:)` writes reads back as the same
/// destination; a value no link can carry (an empty segment, a control character, a link over
/// the length limit) has no link, and every other value has one. The same for `LinkIdentifiers`.
@MainActor
@Suite struct LinkRoundTripTests {
  /// 3,000 destinations by default; `NAVIGATOR_LINK_ROUND_TRIPS` sets the count.
  static let count = ModelBasedTests.environment("NAVIGATOR_LINK_ROUND_TRIPS") ?? 3_000

  private static let alphabet = Array(
    "aZ09 -._~/%+?#&=@:;,'\"é日本🙂\u{301}")
  private static let controls: [Character] = ["\t", "\n", "\r\n", "\u{0}", "\u{7F}"]

  /// A text of `lengths` characters of the alphabet, now and then with a control character, and
  /// now and then long.
  private static func text(
    _ lengths: ClosedRange<Int>, _ random: inout SplitMix64
  ) -> String {
    var length = Int(random.next() % UInt64(lengths.count)) + lengths.lowerBound
    if random.next() % 50 == 0 { length = 300 + Int(random.next() % 300) }
    var text = String(
      (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    if random.next() % 20 == 0 {
      text.insert(controls[Int(random.next() % UInt64(controls.count))], at: text.startIndex)
    }
    return text
  }

  private static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// A random destination of the shapes' area, and whether a link must carry it.
  private static func destination(
    _ random: inout SplitMix64
  ) -> (destination: ShapeDestination, isWritable: Bool) {
    func number() -> Int { Int(random.next() % 2_000) - 500 }
    switch random.next() % 10 {
    case 0:
      let user = text(0...8, &random)
      return (.posts(user: user), !user.isEmpty && !hasControl(user))
    case 1:
      let page = random.next() % 3 == 0 ? nil : number()
      return (.list(page: page), true)
    case 2:
      let path = (0..<Int(random.next() % 4)).map { _ in text(0...5, &random) }
      let mode = text(0...5, &random)
      let isWritable =
        path.allSatisfy { !$0.isEmpty && !hasControl($0) } && !mode.isEmpty && !hasControl(mode)
      return (.files(path: path, mode: mode), isWritable)
    case 3:
      let path = text(0...10, &random)
      let isWritable =
        !path.isEmpty && !hasControl(path)
        && !path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
          .contains(where: \.isEmpty)
      return (.raw(path: path), isWritable)
    case 4:
      let verbose: Bool? = [true, false, nil][Int(random.next() % 3)]
      return (.debug(verbose: verbose), true)
    case 5:
      // NB: a number up to 100 is numbered; others are named, and their link is `n/<text>`.
      let id = number()
      return (.numbered(id), id <= 100)
    case 6:
      let name = text(0...6, &random)
      let readsAsNumber = Int(name).map { $0 <= 100 } ?? false
      return (.named(name), !name.isEmpty && !hasControl(name) && !readsAsNumber)
    case 7:
      let (b, d) = (text(0...4, &random), text(0...4, &random))
      let isWritable = [b, d].allSatisfy { !$0.isEmpty && !hasControl($0) }
      return (.many(number(), b, number(), d, number()), isWritable)
    case 8:
      let query = text(0...6, &random)
      let tags = (0..<Int(random.next() % 4)).map { _ in number() }
      return (.search(query: query, tags: tags), !query.isEmpty && !hasControl(query))
    default:
      // NB: `p/pinned` reads as the pattern of higher priority, so `.pinned` has no link.
      let destination = [ShapeDestination.home, .settings, .pinned][Int(random.next() % 3)]
      return (destination, destination != .pinned)
    }
  }

  @Test func everyLinkWrittenReadsBackAsItsDestination() throws {
    let links = try makeShapeLinks()
    var random = SplitMix64(seed: 0x11AC_2026)
    var written = 0
    for _ in 0..<Self.count {
      let (destination, isWritable) = Self.destination(&random)
      guard let url = links.url(for: destination) else {
        // NB: a long value may make the link longer than the limit.
        let isLong = String(reflecting: destination).utf8.count > 300
        #expect(!isWritable || isLong, "\(String(reflecting: destination)) has no link")
        continue
      }
      written += 1
      #expect(url.utf8.count <= links.lengthLimit)
      #expect(
        try links.destinations(for: url) == [AnyDestination(destination)],
        "\(url) for \(destination)")
    }
    #expect(written > Self.count / 2)
  }

  @Test func identifiersWriteLinksThatReadBackOrRefuseTheValues() throws {
    let links = try makeShapeLinks()
    let identifiers = try LinkIdentifiers(
      [
        "posts": "shapes://{user}/posts", "list": "shapes://list/{page?}",
        "raw": "shapes://raw/{path...}",
      ], for: links)
    var random = SplitMix64(seed: 0x1D_2026)
    var written = 0
    for _ in 0..<Self.count {
      let value = Self.text(0...8, &random)
      let (identifier, name, expected): (String, String, ShapeDestination?) =
        switch random.next() % 3 {
        case 0: ("posts", "user", .posts(user: value))
        case 1: ("list", "page", Int(value).map { .list(page: $0) })
        default: ("raw", "path", .raw(path: value))
        }
      let link: String
      do throws(NavigationError) {
        link = try identifiers.link(for: identifier, parameters: [name: value])
      } catch {
        #expect(error ~= .invalidLink)
        continue
      }
      written += 1
      let read = try? links.destinations(for: link)
      // NB: identifiers' values are texts; one that is not a page number fails when read.
      #expect(read == expected.map { [AnyDestination($0)] }, "\(link) for \(identifier)")
    }
    #expect(written > Self.count / 3)
  }
}
