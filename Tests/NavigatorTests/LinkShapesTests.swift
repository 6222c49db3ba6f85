import Navigator
import NavigatorTestSupport
import Testing

/// An area with a link of every shape.
enum ShapeDestination: Destination, Equatable {
  case home
  case settings
  case posts(user: String)
  case list(page: Int?)
  case files(path: [String], mode: String)
  case raw(path: String)
  case debug(verbose: Bool?)
  case numbered(Int)
  case named(String)
  case many(Int, String, Int, String, Int)
  case pinned
  case search(query: String, tags: [Int])
}

func makeShapeLinks() throws(NavigationError) -> DeepLinks {
  try DeepLinks { links in
    links.area(ShapeDestination.self) { shapes in
      shapes.link("shapes://", .home)
      shapes.link("shapes:///settings", .settings)
      shapes.link("shapes://{user}/posts") { (user: String) in
        .posts(user: user)
      } parts: {
        if case .posts(let user) = $0 { user } else { nil }
      }
      shapes.link("shapes://list/{page?}") { (page: Int?) in
        .list(page: page)
      } parts: {
        if case .list(let page) = $0 { page } else { nil }
      }
      shapes.link("shapes://files/{path...}/{mode}") { (path: [String], mode: String) in
        .files(path: path, mode: mode)
      } parts: {
        if case .files(let path, let mode) = $0 { (path, mode) } else { nil }
      }
      shapes.link("shapes://raw/{path...}") { (path: String) in
        .raw(path: path)
      } parts: {
        if case .raw(let path) = $0 { path } else { nil }
      }
      shapes.link("shapes://debug?verbose={verbose?}") { (verbose: Bool?) in
        .debug(verbose: verbose)
      } parts: {
        if case .debug(let verbose) = $0 { verbose } else { nil }
      }
      // Fall-through: a number up to 100 is numbered, any other value named.
      shapes.link("shapes://n/{id}") { (id: Int) in
        id <= 100 ? .numbered(id) : nil
      } parts: {
        if case .numbered(let id) = $0 { id } else { nil }
      }
      shapes.link("shapes://n/{name}") { (name: String) in
        .named(name)
      } parts: {
        if case .named(let name) = $0 { name } else { nil }
      }
      // Priority: the parameter is tried before the literal.
      shapes.link("shapes://p/pinned", .pinned)
      shapes.link("shapes://p/{name}", priority: 1) { (name: String) in
        name == "pinned" ? .named("the pinned one") : nil
      } parts: { _ in
        nil
      }
      shapes.link("shapes://m/{a}/{b}/{c}/{d}?e={e}") {
        (a: Int, b: String, c: Int, d: String, e: Int) in
        .many(a, b, c, d, e)
      } parts: {
        if case .many(let a, let b, let c, let d, let e) = $0 { (a, b, c, d, e) } else { nil }
      }
      shapes.link("shapes://search/{query}/{tags...}") { (query: String, tags: [Int]) in
        .search(query: query, tags: tags)
      } parts: {
        if case .search(let query, let tags) = $0 { (query, tags) } else { nil }
      }
    }
  }
}

@Suite struct LinkShapesTests {
  private func read(_ link: String) throws -> LinkDestinations {
    try makeShapeLinks().destinations(for: link)
  }

  private func failure(_ link: String) throws -> NavigationError? {
    let links = try makeShapeLinks()
    do throws(NavigationError) {
      _ = try links.destinations(for: link)
      return nil
    } catch {
      return error
    }
  }

  private func url(_ destination: ShapeDestination) throws -> String? {
    try makeShapeLinks().url(for: destination)
  }

  private func shapes(_ destination: ShapeDestination) -> [AnyDestination] {
    [AnyDestination(destination)]
  }

  // MARK: - Hosts

  @Test func aParameterInTheHostReadsAndWritesBack() throws {
    #expect(try read("shapes://ada/posts") == shapes(.posts(user: "ada")))
    #expect(try read("shapes://Ada/posts") == shapes(.posts(user: "Ada")))
    #expect(try url(.posts(user: "ada lovelace")) == "shapes://ada%20lovelace/posts")
    #expect(try read("shapes://ada%20lovelace/posts") == shapes(.posts(user: "ada lovelace")))
  }

  @Test func aLinkWithoutHostReadsInEachSpelling() throws {
    #expect(try read("shapes://") == shapes(.home))
    #expect(try read("shapes:") == shapes(.home))
    #expect(try read("shapes:///settings") == shapes(.settings))
    #expect(try read("shapes:/settings") == shapes(.settings))
    #expect(try url(.home) == "shapes://")
    #expect(try url(.settings) == "shapes:///settings")
  }

  @Test func aLiteralHostIsNotAParameter() throws {
    // `settings` is no host: the link without host is another link.
    let error = try #require(try failure("shapes://settings"))
    #expect(error ~= .invalidLink)
  }

  // MARK: - Optional and rest segments

  @Test func anOptionalSegmentMayBeLeftOut() throws {
    #expect(try read("shapes://list") == shapes(.list(page: nil)))
    #expect(try read("shapes://list/2") == shapes(.list(page: 2)))
    #expect(try url(.list(page: nil)) == "shapes://list")
    #expect(try url(.list(page: 3)) == "shapes://list/3")
  }

  @Test func aRestOfThePathBeforeAnotherSegmentReadsAsAnArray() throws {
    #expect(try read("shapes://files/a/b/raw") == shapes(.files(path: ["a", "b"], mode: "raw")))
    #expect(try read("shapes://files/edit") == shapes(.files(path: [], mode: "edit")))
    #expect(
      try read("shapes://files/a%2Fb/c/edit") == shapes(.files(path: ["a/b", "c"], mode: "edit")))
    #expect(try url(.files(path: ["a/b", "c"], mode: "edit")) == "shapes://files/a%2Fb/c/edit")
    #expect(try url(.files(path: [], mode: "edit")) == "shapes://files/edit")
  }

  @Test func aRestOfThePathReadAsTextNeedsASegment() throws {
    #expect(try read("shapes://raw/a/b") == shapes(.raw(path: "a/b")))
    #expect(try failure("shapes://raw") != nil)
    #expect(try url(.raw(path: "a/b")) == "shapes://raw/a/b")
  }

  @Test func aRestOfThePathReadsAsAnArrayOfTypedValues() throws {
    #expect(
      try read("shapes://search/cats/1/2/3") == shapes(.search(query: "cats", tags: [1, 2, 3])))
    #expect(try read("shapes://search/cats") == shapes(.search(query: "cats", tags: [])))
    let error = try #require(try failure("shapes://search/cats/1/two"))
    #expect(error.description.contains("{tags...}"), "\(error)")
    #expect(try url(.search(query: "cats", tags: [1, 2])) == "shapes://search/cats/1/2")
  }

  // MARK: - Query items

  @Test func aQueryItemWithoutEqualsIsAFlag() throws {
    #expect(try read("shapes://debug?verbose") == shapes(.debug(verbose: true)))
    #expect(try read("shapes://debug?verbose=false") == shapes(.debug(verbose: false)))
    #expect(try read("shapes://debug") == shapes(.debug(verbose: nil)))
    #expect(try url(.debug(verbose: true)) == "shapes://debug?verbose=true")
  }

  // MARK: - Values

  @Test func aLinkTakesAnyNumberOfValues() throws {
    #expect(try read("shapes://m/1/b/3/d?e=5") == shapes(.many(1, "b", 3, "d", 5)))
    #expect(try url(.many(1, "b", 3, "d", 5)) == "shapes://m/1/b/3/d?e=5")
  }

  @Test func controlCharactersAreRefusedWithoutPrintingThem() throws {
    for link in ["shapes://n/a%00b", "shapes://n/a%0D%0Ab", "shapes://ada%0A/posts"] {
      let error = try #require(try failure(link), "\(link)")
      #expect(error ~= .invalidLink)
      #expect(!error.description.contains("a\u{0}b"))
    }
  }

  // MARK: - Order

  @Test func aClosureThatRefusesItsValuesFallsThroughToTheNextPattern() throws {
    #expect(try read("shapes://n/42") == shapes(.numbered(42)))
    #expect(try read("shapes://n/420") == shapes(.named("420")))
    #expect(try read("shapes://n/ada") == shapes(.named("ada")))
  }

  @Test func anExplicitPriorityComesBeforeTheMostLiteralPattern() throws {
    #expect(try read("shapes://p/pinned") == shapes(.named("the pinned one")))
  }

  @Test func manyPatternsOfOneLinkAreTriedByPriority() throws {
    // NB: six patterns match each link: more than a link's matches kept without an array.
    let accepted = ["1", "6"]
    let links = try DeepLinks { links in
      links.area(ShapeDestination.self) { ranks in
        for (rank, priority) in [1, 2, 3, 4, 6, 5].enumerated() {
          let name = "\(rank + 1)"
          let typed = "ranks://r/{value}"
          ranks.link(typed, priority: priority) { (value: String) in
            value == name || (value == "any" && accepted.contains(name))
              ? .named("rank \(name), priority \(priority)") : nil
          } parts: { _ in
            nil
          }
        }
      }
    }
    func read(_ link: String) throws -> [AnyDestination] {
      Array(try links.destinations(for: link))
    }
    #expect(try read("ranks://r/1") == shapes(.named("rank 1, priority 1")))
    #expect(try read("ranks://r/4") == shapes(.named("rank 4, priority 4")))
    #expect(try read("ranks://r/6") == shapes(.named("rank 6, priority 5")))
    // NB: the fifth, of the highest priority, refuses; the sixth, of the next, accepts.
    #expect(try read("ranks://r/any") == shapes(.named("rank 6, priority 5")))
  }

  @Test func whenEveryPatternRefusesTheErrorNamesThemWithoutTheValues() throws {
    let links = try DeepLinks { links in
      links.area(ShapeDestination.self) { shapes in
        shapes.link("shapes://n/{id}") { (id: Int) in
          id < 0 ? .numbered(id) : nil
        } parts: {
          _ in
          nil
        }
        shapes.link("shapes://n/{name}") { (name: String) in
          name.isEmpty ? .named(name) : nil
        } parts: { _ in
          nil
        }
      }
    }
    do throws(NavigationError) {
      _ = try links.destinations(for: "shapes://n/7777")
      Issue.record("read")
    } catch {
      #expect(error ~= .invalidLink)
      #expect(error.description.contains("shapes://n/{id}"), "\(error)")
      #expect(error.description.contains("shapes://n/{name}"), "\(error)")
      #expect(!error.description.contains("7777"))
    }
  }

  // MARK: - Errors

  @Test func anUnknownHostIsNotEchoed() throws {
    let error = try #require(try failure("shapes://secret-user/unknown/path"))
    #expect(!error.description.contains("secret"), "\(error)")
  }

  @Test func declarationsThatCannotBeDeepLinksAreRefusedSayingWhy() {
    let refused: [(pattern: String, because: String)] = [
      ("shapes://////a/////", "empty segment"),
      ("file:///tmp/a", "open no app"),
      ("javascript:alert", "open no app"),
      ("https://{host}/a", "universal link"),
      ("https:///a", "universal link"),
      ("https://example.com:8080/a", "no port"),
      ("https://user@example.com/a", "no port"),
      ("https://localhost.{x}/a", "universal link"),
      ("shapes://x/{a...}/{b...}", "second rest"),
      ("shapes://{user?}/posts", "must be there"),
    ]
    for (pattern, because) in refused {
      do throws(NavigationError) {
        _ = try DeepLinks { links in
          links.area(ShapeDestination.self) { shapes in shapes.link(pattern, .home) }
        }
        Issue.record("\(pattern) was accepted")
      } catch {
        #expect(error ~= .invalidLinkPattern, "\(pattern)")
        #expect(error.description.contains(pattern), "\(error)")
        #expect(error.description.contains(because), "\(pattern): \(error)")
      }
    }
  }

  // MARK: - Identifiers

  @Test func identifiersRefuseValuesThatWouldReadBackAsOthers() throws {
    let links = try makeShapeLinks()
    let identifiers = try LinkIdentifiers(["posts": "shapes://{user}/posts"], for: links)

    #expect(try identifiers.link(for: "posts", parameters: ["user": "ada"]) == "shapes://ada/posts")
    for value in ["", "a/b", "a\u{0}b", "a\nb"] {
      do throws(NavigationError) {
        _ = try identifiers.link(for: "posts", parameters: ["user": value])
        Issue.record("\(value.debugDescription) was accepted")
      } catch {
        #expect(error ~= .invalidLink)
        #expect(error.description.contains("user"), "\(error)")
      }
    }
  }
}
