import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The links of the deep-link tests, over the chats and settings areas of the app tests.
func makeLinks() throws(NavigationError) -> DeepLinks {
  try DeepLinks { links in
    links.area(ChatsDestination.self) { chats in
      chats.link("chats://inbox", .inbox)
      chats.link("chats://chat/{name}") { (name: String) in
        .chat(name)
      } parts: {
        if case .chat(let name) = $0 { name } else { nil }
      }
      chats.link("https://chats.example/u/{name}/profile") { (name: String) in
        .profile(name)
      } parts: {
        if case .profile(let name) = $0 { name } else { nil }
      }
      chats.link("chats://compose", .compose)
      chats.link("chats://contact?name={name}") { (name: String) in
        .contact(name)
      } parts: {
        if case .contact(let name) = $0 { name } else { nil }
      }
      chats.path("chats://chat/{name}/profile") { (name: String) in
        [
          AnyDestination(ChatsDestination.chat(name)),
          AnyDestination(ChatsDestination.profile(name)),
        ]
      } parts: { _ in
        nil
      }
    }
    links.area(SettingsDestination.self) { settings in
      settings.link("chats://settings", .root)
      settings.link("chats://settings/account", .account)
    }
  }
}

/// An area with typed parameters of every kind.
enum FilesDestination: Destination {
  case file(id: Int, version: Int?)
  case folder(path: String)
  case share(UUID, Bool, Double)
}

func makeFileLinks() throws(NavigationError) -> DeepLinks {
  try DeepLinks { links in
    links.area(FilesDestination.self) { files in
      files.link("files://file/{id}?version={version?}") { (id: Int, version: Int?) in
        .file(id: id, version: version)
      } parts: {
        if case .file(let id, let version) = $0 { (id, version) } else { nil }
      }
      files.link("files://folder/{path...}") { (path: String) in
        .folder(path: path)
      } parts: {
        if case .folder(let path) = $0 { path } else { nil }
      }
      files.link("files://share/{id}?public={isPublic}&ratio={ratio}") {
        (id: UUID, isPublic: Bool, ratio: Double) in
        .share(id, isPublic, ratio)
      } parts: {
        if case .share(let id, let isPublic, let ratio) = $0 { (id, isPublic, ratio) } else { nil }
      }
    }
  }
}

@Suite struct DeepLinksTests {
  private func read(_ url: String) throws -> LinkDestinations {
    try makeLinks().destinations(for: url)
  }

  private func failure(_ url: String, in links: DeepLinks? = nil) -> NavigationError? {
    do throws(NavigationError) {
      let table = if let links { links } else { try makeLinks() }
      _ = try table.destinations(for: url)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Reading

  @Test func aLinkGivesItsTypedDestination() throws {
    #expect(try read("chats://chat/ada") == chats(.chat("ada")))
    #expect(try read("chats://inbox") == chats(.inbox))
    #expect(try read("https://chats.example/u/grace/profile") == chats(.profile("grace")))
    #expect(try read("chats://settings/account") == settings(.account))
    #expect(try read("chats://contact?name=linus") == chats(.contact("linus")))
  }

  @Test func aPathLinkNamesEveryDestinationOfTheWay() throws {
    #expect(try read("chats://chat/ada/profile") == chats(.chat("ada"), .profile("ada")))
  }

  @Test func typedParametersAreConverted() throws {
    let links = try makeFileLinks()
    let id = UUID()

    #expect(
      try links.destinations(for: "files://file/42?version=3")
        == [AnyDestination(FilesDestination.file(id: 42, version: 3))])
    #expect(
      try links.destinations(for: "files://file/42")
        == [AnyDestination(FilesDestination.file(id: 42, version: nil))])
    #expect(
      try links.destinations(for: "files://folder/a/b%20c/d")
        == [AnyDestination(FilesDestination.folder(path: "a/b c/d"))])
    #expect(
      try links.destinations(for: "files://share/\(id.uuidString)?public=true&ratio=0.5")
        == [AnyDestination(FilesDestination.share(id, true, 0.5))])
  }

  @Test func aRestOfThePathThatTakesATextNeedsASegment() throws {
    let links = try makeFileLinks()
    #expect(
      try links.destinations(for: "files://folder/a")
        == [AnyDestination(FilesDestination.folder(path: "a"))])
    // NB: the segments of the rest are joined by one /, empty ones skipped, whether they are
    // read in place (one / apart, no escapes) or joined.
    for (url, path) in [
      ("files://folder/a/b", "a/b"), ("files://folder/a//b", "a/b"),
      ("files://folder//a/b/", "a/b"), ("files://folder/a//b%20c", "a/b c"),
      ("files://folder/a/b?x=1", "a/b"),
    ] {
      #expect(
        try links.destinations(for: url) == [AnyDestination(FilesDestination.folder(path: path))],
        "\(url)")
    }
    for url in ["files://folder", "files://folder//"] {
      let error = try #require(failure(url, in: links), "\(url)")
      #expect(
        error.description
          == "The link could not be read: no pattern matches its path; the nearest is "
          + "files://folder/{path...}. Nothing changed.")
    }
  }

  @Test func aRestOfThePathThatTakesAnOptionalTextMayBeEmpty() throws {
    let links = try DeepLinks { links in
      links.area(FilesDestination.self) { files in
        files.link("files://folder/{path...}") { (path: String?) in
          .folder(path: path ?? "(none)")
        } parts: {
          if case .folder(let path) = $0 { path } else { nil }
        }
      }
    }
    for (url, path) in [
      ("files://folder", "(none)"), ("files://folder//", "(none)"), ("files://folder/a/b", "a/b"),
    ] {
      #expect(
        try links.destinations(for: url) == [AnyDestination(FilesDestination.folder(path: path))],
        "\(url)")
    }
  }

  @Test func parametersOfOneTypeReachTheClosureInTheirOrder() throws {
    // NB: a closure of one `Int`, one `String` or two `Int`s is read by code of its own.
    let links = try DeepLinks { links in
      links.area(ShelfDestination.self) { shelf in
        shelf.link("shelf://book/{id}") { (id: Int) in
          .book(id)
        } parts: {
          if case .book(let id) = $0 { id } else { nil }
        }
        shelf.link("shelf://read/{page}/{of}") { (page: Int, of: Int) in
          .reader(page: page, of: of)
        } parts: {
          if case .reader(let page, let of) = $0 { (page, of) } else { nil }
        }
      }
    }
    #expect(
      try links.destinations(for: "shelf://book/7") == [AnyDestination(ShelfDestination.book(7))])
    #expect(
      try links.destinations(for: "shelf://read/3/120")
        == [AnyDestination(ShelfDestination.reader(page: 3, of: 120))])
    #expect(
      failure("shelf://read/3/x", in: links)?.description
        == "The link could not be read: {of} of shelf://read/{page}/{of} is not a valid Int. "
        + "Nothing changed.")
    #expect(
      failure("shelf://book/x", in: links)?.description
        == "The link could not be read: {id} of shelf://book/{id} is not a valid Int. "
        + "Nothing changed.")
  }

  @Test func aNumberIsReadAsIntReadsItsText() throws {
    // NB: up to eighteen digits are read without checking for overflow, more with it.
    let links = try DeepLinks { links in
      links.area(ShelfDestination.self) { shelf in
        shelf.link("shelf://book/{id}") { (id: Int) in
          .book(id)
        } parts: {
          if case .book(let id) = $0 { id } else { nil }
        }
      }
    }
    for text in [
      "0", "-0", "+42", "-42", "007", "999999999999999999", "-999999999999999999",
      "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "-9223372036854775809", "9999999999999999999", "-9999999999999999999",
      "0000000000000000000042", "-", "+", "4x2", "42-", "%2B42",
    ] {
      let read = try? links.destinations(for: "shelf://book/\(text)")
      let decoded = text == "%2B42" ? "+42" : text
      #expect(read == Int(decoded).map { [AnyDestination(ShelfDestination.book($0))] }, "\(text)")
    }
  }

  @Test func schemeAndHostAreCaseInsensitiveAndTheRestIsNormalized() throws {
    #expect(try read("CHATS://Chat/ada") == chats(.chat("ada")))
    #expect(try read("HTTPS://Chats.Example:443/u/grace/profile") == chats(.profile("grace")))
    #expect(try read("chats://chat/ada/") == chats(.chat("ada")))
    #expect(try read("chats://chat//ada") == chats(.chat("ada")))
    #expect(try read("chats://chat/ada#top") == chats(.chat("ada")))
    #expect(try read("chats://chat/Ad%C3%A1") == chats(.chat("Adá")))
    #expect(try read("chats://chat/日本") == chats(.chat("日本")))
    #expect(try read("chats://chat/a%2Fb") == chats(.chat("a/b")))
    #expect(try read("chats://contact?name=a+b&name=c") == chats(.contact("a b")))
    #expect(try read("chats://contact?other=1&name=x%26y") == chats(.contact("x&y")))
  }

  @Test func aLiteralWinsOverAParameterAndFallsBackToIt() throws {
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.link("chats://chat/new", .compose)
        chats.link("chats://chat/{name}") { (name: String) in
          .chat(name)
        } parts: {
          if case .chat(let name) = $0 { name } else { nil }
        }
        chats.link("chats://chat/{name}/profile") { (name: String) in
          .profile(name)
        } parts: {
          if case .profile(let name) = $0 { name } else { nil }
        }
      }
    }

    #expect(try links.destinations(for: "chats://chat/new") == chats(.compose))
    #expect(try links.destinations(for: "chats://chat/new/profile") == chats(.profile("new")))
  }

  // MARK: - Failures

  @Test func eachFailureSaysWhyWithoutTheLinksValues() throws {
    let cases: [(String, String)] = [
      ("chats//chat/ada", "it is malformed, as it does not start with a scheme and a colon"),
      ("mail://chat/ada", "its scheme is none of the declared ones (chats, https)"),
      ("chats://chatroom/ada", "no link of chats is declared for its host"),
      ("chats:/chat/ada", "no link of chats is declared for its host"),
      ("ChAtS://chatroom/ada", "no link of chats is declared for its host"),
      (
        "chats://chat/ada/photos", "no pattern matches its path; the nearest is chats://chat/{name}"
      ),
      ("chats://contact", "it has no name query item, which chats://contact?name={name} requires"),
      ("chats://chat/%zz", "it is malformed, as a % is not followed by two hex digits"),
      ("chats://chat/%ff", "it is malformed, as it is not valid UTF-8"),
      (
        "chats://ada@chat/ada",
        "it is malformed, as its host has a user or a port, which deep links never have"
      ),
      (
        "chats://chat:80/ada",
        "it is malformed, as its host has a user or a port, which deep links never have"
      ),
      (
        "chats://chat/a%0Ab",
        "{name} of chats://chat/{name} has a control character, which its type does not accept"
      ),
    ]
    for (url, reason) in cases {
      let error = try #require(failure(url), "\(url)")
      #expect(error ~= .invalidLink)
      #expect(error.description == "The link could not be read: \(reason). Nothing changed.")
      #expect(!error.description.contains("ada"))
    }
  }

  @Test func aParameterOfTheWrongTypeIsNamed() throws {
    let error = try #require(failure("files://file/forty-two", in: try makeFileLinks()))

    #expect(
      error.description
        == "The link could not be read: {id} of files://file/{id}?version={version?} is not a "
        + "valid Int. Nothing changed.")
    // NB: an optional's type is named without `Optional`; the library's common types are
    // named without asking the runtime, the others by their names.
    let links = try makeFileLinks()
    let share = "files://share/7f1a7d0e-9a3c-4a53-8d5e-2b1c3f4e5a6b"
    for (url, parameter, pattern, type) in [
      ("files://file/1?version=x", "version", "files://file/{id}?version={version?}", "Int"),
      (
        share + "?public=maybe&ratio=1", "isPublic",
        "files://share/{id}?public={isPublic}&ratio={ratio}", "Bool"
      ),
      (
        share + "?public=true&ratio=x", "ratio",
        "files://share/{id}?public={isPublic}&ratio={ratio}", "Double"
      ),
    ] {
      #expect(
        failure(url, in: links)?.description
          == "The link could not be read: {\(parameter)} of \(pattern) is not a valid \(type). "
          + "Nothing changed.", "\(url)")
    }
  }

  @Test func theFirstPatternThatFailsNamesTheError() throws {
    // NB: both patterns match; the first fails on its number, the second on its control
    // character, and the first failure is the one thrown.
    let links = try DeepLinks { links in
      links.area(FilesDestination.self) { files in
        files.link("files://item/{id}") { (id: Int) in
          .file(id: id, version: nil)
        } parts: { _ in
          nil
        }
        files.link("files://item/{path}") { (path: String) in
          .folder(path: path)
        } parts: { _ in
          nil
        }
      }
    }
    let error = try #require(failure("files://item/a%01", in: links))

    #expect(
      error.description
        == "The link could not be read: {id} of files://item/{id} is not a valid Int. Nothing "
        + "changed.")
  }

  @Test func aLinkLongerThanTheLimitFailsAtOnce() throws {
    var links = try makeLinks()
    links.lengthLimit = 32

    let error = try #require(
      failure("chats://chat/" + String(repeating: "a", count: 20), in: links))

    #expect(error.description.contains("it is longer than 32 bytes"))
    #expect(try links.destinations(for: "chats://chat/ada") == chats(.chat("ada")))
  }

  @Test func badInputNeverTraps() throws {
    let links = try makeLinks()
    for url in [
      "", "://", "chats://", "chats:///", "chats://?", "chats://#", "chats://chat/%",
      "chats://chat/%4",
      "chats://contact?=&&=", "chats://contact?name", "a://b/c?d=e#f",
      String(repeating: "/", count: 5000),
      "chats://chat/\u{0}", "chats://c\u{FFFF}",
    ] {
      _ = try? links.destinations(for: url)
    }
    #expect(try links.destinations(for: "chats://contact?name") == chats(.contact("")))
  }

  // MARK: - Declaring

  @Test func patternsOfOneShapeAndTypesAreRefusedNamingBoth() {
    #expect {
      _ = try DeepLinks { links in
        links.area(ChatsDestination.self) { chats in
          chats.link("chats://chat/{name}") { (name: String) in
            .chat(name)
          } parts: { _ in
            nil
          }
          chats.link("chats://chat/{other}") { (name: String) in
            .profile(name)
          } parts: { _ in
            nil
          }
        }
      }
    } throws: { error in
      (error as? NavigationError)?.description
        == "The link pattern chats://chat/{other} was refused: it has the shape and the "
        + "parameter types of chats://chat/{name}, so it could never be read; give one a "
        + "priority, to try it first. Fix it where the app declares its links."
    }
  }

  @Test(arguments: [
    ("chats/chat", "it has no scheme; write scheme://host/path"),
    (
      "https://{host}/chat",
      "a universal link's host is the app's domain, written out: https://example.com/path"
    ),
    (
      "chats://chat/x{name}",
      "the segment x{name} mixes text and a parameter; a parameter is a whole segment"
    ),
    ("chats://chat/{name", "the parameter {name is not closed"),
    ("chats://chat/{a...}/{b...}", "{b...} is its second rest of the path; a pattern has one"),
    ("chats://chat/{name?}", "{name?} may be left out, so its closure must take an optional"),
    ("chats://chat//{name}", "it has an empty segment (//), which links never have; remove it"),
    ("chats://chat?a={name}&a={other}", "it names the query item a twice"),
    ("chats://chat/{name}/{name}", "it names name twice"),
    ("chats://chat/{}", "the parameter {} needs a name of letters, digits and _"),
  ])
  func unreadablePatternsAreRefused(pattern: String, reason: String) {
    #expect {
      _ = try DeepLinks { links in
        links.area(ChatsDestination.self) { chats in
          chats.link(pattern) { (name: String) in
            .chat(name)
          } parts: { _ in
            nil
          }
        }
      }
    } throws: { error in
      (error as? NavigationError)?.description
        == "The link pattern \(pattern) was refused: \(reason). Fix it where the app declares its links."
    }
  }

  @Test func parametersMustMatchTheClosures() {
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(ChatsDestination.self) { chats in chats.link("chats://chat/{a}/{b}", .inbox) }
      }
    }
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(FilesDestination.self) { files in
          files.link("files://file/{id}?version={version}") { (id: Int, version: Int?) in
            .file(id: id, version: version)
          } parts: { _ in
            nil
          }
        }
      }
    }
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(FilesDestination.self) { files in
          files.link("files://file/{id}?version={version?}") { (id: Int, version: Int) in
            .file(id: id, version: version)
          } parts: { _ in
            nil
          }
        }
      }
    }
  }

  // MARK: - Writing

  @Test func aDestinationGivesItsURL() throws {
    let links = try makeLinks()

    #expect(links.url(for: ChatsDestination.chat("ada")) == "chats://chat/ada")
    #expect(links.url(for: ChatsDestination.chat("a b/c")) == "chats://chat/a%20b%2Fc")
    #expect(
      links.url(for: ChatsDestination.profile("grace")) == "https://chats.example/u/grace/profile")
    #expect(links.url(for: ChatsDestination.contact("x&y")) == "chats://contact?name=x%26y")
    #expect(links.url(for: SettingsDestination.account) == "chats://settings/account")
    #expect(links.url(for: ChatsDestination.logout) == nil)
    #expect(links.url(for: ChatsDestination.chat("")) == nil)
    let files = try makeFileLinks()
    #expect(files.url(for: FilesDestination.file(id: 7, version: nil)) == "files://file/7")
    #expect(files.url(for: FilesDestination.file(id: 7, version: 2)) == "files://file/7?version=2")
    #expect(files.url(for: FilesDestination.folder(path: "a/b")) == "files://folder/a/b")
    #expect(files.url(for: FilesDestination.folder(path: "a//b")) == nil)
  }

  @Test func readingADestinationsURLGivesItBack() throws {
    let links = try makeLinks()
    var generator = SplitMix64(seed: 2026)
    let alphabet = Array("aZ09 -._~/%+&=?#é日🙂\u{301}")
    for _ in 0..<2000 {
      let name = String(
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      for destination in [ChatsDestination.chat(name), .profile(name), .contact(name)] {
        guard let url = links.url(for: destination) else { continue }
        #expect(try links.destinations(for: url) == [AnyDestination(destination)], "\(url)")
      }
    }
  }

  // MARK: - Found by the fuzzer (Fuzz/)

  /// Whether the URL of `destination`, when it has one, reads back to it.
  /// Links of `chats://chats/<literal>` to the inbox and `chats://chats/{name}` to a chat: a
  /// segment goes to the literal or to the parameter.
  private func inboxOrChat(literal: String) throws -> DeepLinks {
    try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.link("chats://chats/\(literal)", .inbox)
        chats.link("chats://chats/{name}") { (name: String) in
          .chat(name)
        } parts: {
          if case .chat(let name) = $0 { name } else { nil }
        }
      }
    }
  }

  private func readsBack(_ destination: some Destination, in links: DeepLinks) throws -> Bool {
    guard let url = links.url(for: destination) else { return true }
    return try links.destinations(for: url).last == AnyDestination(destination)
  }

  /// A pattern whose host no link can have (userinfo, a port, an escape, a `#`, text that is not
  /// ASCII) would never match and its URL would not read back, so it is refused.
  @Test(arguments: [
    "chats://user@chats/inbox", "chats://chats:8080/inbox", "chats://ch%61ts/inbox",
    "chats://chats#x/inbox", "chats://chäts/inbox", "chats://chats/in box",
  ])
  func aPatternWhoseHostNoLinkCanHaveIsRefused(pattern: String) {
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(ChatsDestination.self) { chats in chats.link(pattern, .inbox) }
      }
    }
  }

  @Test func aPatternsLiteralTextIsPercentDecodedLikeALinks() throws {
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.link("chats://chats/caf%C3%A9/a%20b?k%2B={name}") { (name: String) in
          .chat(name)
        } parts: {
          if case .chat(let name) = $0 { name } else { nil }
        }
      }
    }

    #expect(try links.destinations(for: "chats://chats/café/a%20b?k%2B=ada") == chats(.chat("ada")))
    let url = try #require(links.url(for: ChatsDestination.chat("ada")))
    #expect(try links.destinations(for: url) == chats(.chat("ada")))
  }

  /// A literal segment is compared as a String: a link's segment canonically equivalent to it
  /// matches, even when their first bytes differ (the Kelvin sign is a K), and a segment that
  /// starts like no literal of its node goes to the parameter.
  @Test func aLiteralMatchesASegmentEquivalentToItWhateverItsFirstByte() throws {
    let links = try inboxOrChat(literal: "%E2%84%AAelvin")

    #expect(try links.destinations(for: "chats://chats/Kelvin") == chats(.inbox))
    #expect(try links.destinations(for: "chats://chats/kelvin") == chats(.chat("kelvin")))
    #expect(try links.destinations(for: "chats://chats/ada") == chats(.chat("ada")))
  }

  /// Schemes are told apart by all their bytes, however long and whatever they share.
  @Test func schemesThatShareTheirFirstBytesAreToldApart() throws {
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.link("messengerapp://inbox", .inbox)
        chats.link("messengerapps://inbox", .compose)
        chats.link("messengerapq://inbox", .audience)
      }
    }

    #expect(try links.destinations(for: "messengerapp://inbox") == chats(.inbox))
    #expect(try links.destinations(for: "messengerapps://inbox") == chats(.compose))
    #expect(try links.destinations(for: "messengerapq://inbox") == chats(.audience))
    #expect(try links.destinations(for: "MessengerApps://inbox") == chats(.compose))
    #expect(throws: NavigationError.invalidLink) {
      try links.destinations(for: "messengerapr://inbox")
    }
  }

  /// A segment is looked up among the literals of its node only when its first byte may start
  /// one: an escape may stand for any byte, and a host is compared lowercased, so a literal
  /// reached through an escaped or uppercase first letter still matches, and a segment with
  /// escapes that starts like no literal goes to the parameter.
  @Test func aLiteralMatchesASegmentWhoseFirstLetterIsEscapedOrUppercase() throws {
    let links = try inboxOrChat(literal: "inbox")

    #expect(try links.destinations(for: "chats://chats/%69nbox") == chats(.inbox))
    #expect(try links.destinations(for: "chats://chats/%69nb%6Fx") == chats(.inbox))
    #expect(try links.destinations(for: "chats://CHATS/inbox") == chats(.inbox))
    #expect(try links.destinations(for: "chats://%43hats/inbox") == chats(.inbox))
    #expect(try links.destinations(for: "chats://Ch%41ts/in%62ox") == chats(.inbox))
    #expect(try links.destinations(for: "chats://chats/a%20b") == chats(.chat("a b")))
    #expect(try links.destinations(for: "chats://chats/Inbox") == chats(.chat("Inbox")))
    #expect(try links.destinations(for: "chats://chats/inb%6Fx2") == chats(.chat("inbox2")))
  }

  /// A pattern of more query items than the 64 that one reading of a link's items looks for
  /// takes each item's first value, whatever their order, and names the first one missing.
  @Test func aPatternOfManyQueryItemsTakesEachOnesFirstValue() throws {
    let pattern = "chats://many?" + (0..<66).map { "k\($0)={k\($0)}" }.joined(separator: "&")
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.link(pattern) {
          (
            k0: String,
            k1: String,
            k2: String,
            k3: String,
            k4: String,
            k5: String,
            k6: String,
            k7: String,
            k8: String,
            k9: String,
            k10: String,
            k11: String,
            k12: String,
            k13: String,
            k14: String,
            k15: String,
            k16: String,
            k17: String,
            k18: String,
            k19: String,
            k20: String,
            k21: String,
            k22: String,
            k23: String,
            k24: String,
            k25: String,
            k26: String,
            k27: String,
            k28: String,
            k29: String,
            k30: String,
            k31: String,
            k32: String,
            k33: String,
            k34: String,
            k35: String,
            k36: String,
            k37: String,
            k38: String,
            k39: String,
            k40: String,
            k41: String,
            k42: String,
            k43: String,
            k44: String,
            k45: String,
            k46: String,
            k47: String,
            k48: String,
            k49: String,
            k50: String,
            k51: String,
            k52: String,
            k53: String,
            k54: String,
            k55: String,
            k56: String,
            k57: String,
            k58: String,
            k59: String,
            k60: String,
            k61: String,
            k62: String,
            k63: String,
            k64: String,
            k65: String
          ) in
          .chat(
            [
              k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13, k14, k15, k16, k17, k18,
              k19, k20, k21, k22, k23, k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35,
              k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47, k48, k49, k50, k51, k52,
              k53, k54, k55, k56, k57, k58, k59, k60, k61, k62, k63, k64, k65,
            ].joined(separator: ","))
        } parts: { _ in
          nil
        }
      }
    }
    let values = (0..<66).map { "v\($0)" }
    let items = (0..<66).reversed().map { "k\($0)=v\($0)" } + ["k0=second", "k65=second"]

    #expect(
      try links.destinations(for: "chats://many?" + items.joined(separator: "&"))
        == chats(.chat(values.joined(separator: ","))))
    for (lacking, first) in [(["k3=", "k65="], "k3"), (["k65="], "k65")] {
      let link = items.filter { item in !lacking.contains { item.hasPrefix($0) } }
      let error = try #require(failure("chats://many?" + link.joined(separator: "&"), in: links))
      #expect(
        error.description
          == "The link could not be read: it has no \(first) query item, which \(pattern) "
          + "requires. Nothing changed.")
    }
  }

  /// Percent-encoding makes a destination's URL up to three times as long as the link it was read
  /// from; a URL longer than `lengthLimit` would not read, so `url(for:)` gives none.
  @Test func aDestinationsURLIsNeverLongerThanTheLimit() throws {
    var links = try makeLinks()
    links.lengthLimit = 64
    let name = String(repeating: "é", count: 20)

    #expect(try links.destinations(for: "chats://chat/\(name)") == chats(.chat(name)))
    #expect(try readsBack(ChatsDestination.chat(name), in: links))
  }

  /// A rest-of-path value with an empty segment has no URL, even when a combining mark follows the
  /// `/` (one Character with it): `"a//\u{301}"` would read back as `"a/\u{301}"`.
  @Test func aRestOfPathValueWithAnEmptySegmentHasNoURL() throws {
    let links = try makeFileLinks()
    let folder = FilesDestination.folder(path: "a//\u{301}")

    #expect(try links.destinations(for: "files://folder/a/%2F%CC%81") == [AnyDestination(folder)])
    #expect(try readsBack(folder, in: links))
  }

  /// `nan` would make a destination unequal to itself, so `Double` takes finite numbers only.
  @Test func aLinkNeverGivesADestinationUnequalToItself() throws {
    let links = try makeFileLinks()
    let link = "files://share/\(UUID().uuidString)?public=true&ratio=nan"

    let read = try? links.destinations(for: link).last
    #expect(read == nil || read == read)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct OpeningLinksTests {
  private func makeLinkedApp(
    finishesTransitionsImmediately: Bool = true, log: ScreenLog = ScreenLog()
  ) throws -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
    let (app, container) = makeApp(
      finishesTransitionsImmediately: finishesTransitionsImmediately, log: log)
    app.routes = makeRoutes()
    app.links = try makeLinks()
    return (app, container)
  }

  @Test func aLinkIsOpenedAsOneWholePathChange() throws {
    let log = ScreenLog()
    let (app, container) = try makeLinkedApp(log: log)
    app.start(at: tabs(selected: "settings", modals: [.stack(chats(.compose))]))
    container.removeAllEvents()
    log.made.removeAll()
    var results: [Result<Void, NavigationError>] = []

    app.perform(.open("chats://chat/ada/profile")) { results.append($0) }

    #expect(results.count == 1)
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
    #expect(log.made == chats(.chat("ada"), .profile("ada")))
    #expect(container.events.count == 3)
  }

  @Test func aLinkOpenedWithoutAnimationAnimatesNoStep() throws {
    let (app, container) = try makeLinkedApp()
    app.start(at: tabs(selected: "settings"))
    container.removeAllEvents()

    app.send(.open("chats://chat/ada", animated: false))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
    #expect(
      container.events == [
        .selectTab(0, animated: false),
        .setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: false),
      ])
  }

  @Test func aLinkThatCannotBeReadChangesNothing() throws {
    let (app, container) = try makeLinkedApp()
    app.start(at: tabs())
    container.removeAllEvents()
    var results: [Result<Void, NavigationError>] = []

    app.perform(.open("chats://chat/ada/photos")) { results.append($0) }
    app.perform(.open("chats://settings/account/more")) { results.append($0) }

    #expect(results.count == 2)
    for result in results {
      guard case .failure(let error) = result else {
        Issue.record("a bad link was opened")
        continue
      }
      #expect(error ~= .invalidLink)
    }
    assertNavigation(app, equals: tabs())
    #expect(container.events.isEmpty)
  }

  @Test func aLinkThatArrivesBeforeTheFirstScreenWaitsForIt() throws {
    let (app, _) = try makeLinkedApp()

    app.send(.open("chats://settings/account"))
    #expect(app.pendingRequestCount == 1)
    app.start(at: tabs())

    assertNavigation(
      app, equals: tabs(chats(.inbox), settings(.root, .account), selected: "settings"))
  }

  @Test func aLinkThatArrivesDuringATransitionWaitsForIt() throws {
    let (app, container) = try makeLinkedApp(finishesTransitionsImmediately: false)
    app.start(at: tabs())
    container.finishTransition()
    app.send(.navigate(to: ChatsDestination.compose))

    app.send(.open("chats://chat/grace"))
    #expect(app.pendingRequestCount == 1)
    while container.isTransitioning { container.finishTransition() }

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("grace"))))
  }

  @Test func withoutLinksOpeningFailsWithASentence() throws {
    let (app, _) = makeApp()
    app.start(at: tabs())
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }

    app.send(.open("chats://inbox"))

    #expect(
      failures.map(\.description) == [
        "The link could not be read: the app navigator has no links; set its links to the app's "
          + "DeepLinks. Nothing changed."
      ])
  }

  @Test func withoutRoutesALinkToOneDestinationIsShownAsItsPresentationSays() throws {
    let (app, _) = makeApp()
    app.links = try makeLinks()
    app.start(at: tabs())

    app.send(.open("chats://chat/ada"))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
  }

  @Test func aChangeToOpenALinkNeverPrintsTheLink() {
    #expect("\(NavigationChange.open("chats://chat/ada"))" == "open a link")
    #expect(NavigationChange.open("chats://chat/ada").debugDescription == "open chats://chat/ada")
  }
}

@Suite struct LinkIdentifiersTests {
  private let json = Data(
    #"{"chat": "chats://chat/{name}", "contact": "chats://contact?name={name}", "inbox": "chats://inbox"}"#
      .utf8)

  @Test func anIdentifierWithParametersResolvesLikeItsLink() throws {
    let links = try makeLinks()
    let identifiers = try LinkIdentifiers(json: json, for: links)

    let chat = try identifiers.link(for: "chat", parameters: ["name": "a b"])
    #expect(chat == "chats://chat/a%20b")
    #expect(try links.destinations(for: chat) == chats(.chat("a b")))
    #expect(
      try identifiers.link(for: "contact", parameters: ["name": "x&y"])
        == "chats://contact?name=x%26y")
    #expect(try identifiers.link(for: "inbox") == "chats://inbox")
    #expect(identifiers.identifiers == ["chat", "contact", "inbox"])
  }

  @Test func aTableThatNamesUndeclaredPatternsIsRefusedNamingEachEntry() throws {
    let entries = ["chat": "chats://chat/{user}", "inbox": "chats://inbox", "z": "chats://nowhere"]

    #expect {
      _ = try LinkIdentifiers(entries, for: try makeLinks())
    } throws: { error in
      (error as? NavigationError)?.description
        == "The table of link identifiers was refused: chat names chats://chat/{user}, which is "
        + "not a declared pattern; z names chats://nowhere, which is not a declared pattern. Fix "
        + "the table, or declare the patterns it names."
    }
    #expect(throws: NavigationError.invalidLinkTable) {
      _ = try LinkIdentifiers(json: Data("[1, 2]".utf8), for: try makeLinks())
    }
  }

  @Test func badRequestsAreNamedWithoutTheirValues() throws {
    let identifiers = try LinkIdentifiers(json: json, for: try makeLinks())
    let cases: [(String, [String: String], String)] = [
      ("call", [:], "no link has the identifier call"),
      ("chat", [:], "the link chat needs the parameter name"),
      ("contact", [:], "the link contact needs the parameter name"),
      ("chat", ["name": "ada", "extra": "secret"], "the link chat has no parameter extra"),
    ]
    for (identifier, parameters, reason) in cases {
      #expect {
        _ = try identifiers.link(for: identifier, parameters: parameters)
      } throws: { error in
        (error as? NavigationError)?.description
          == "The link could not be read: \(reason). Nothing changed."
      }
    }
  }
}

@Suite struct PathLinksTests {
  @Test func aPathLinkWithThreeParametersNamesEachScreen() throws {
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.path("chats://c/{a}/{b}?c={c}") { (a: String, b: String, c: Int) in
          [
            AnyDestination(ChatsDestination.chat(a)), AnyDestination(ChatsDestination.profile(b)),
            AnyDestination(ChatsDestination.contact("\(c)")),
          ]
        } parts: { _ in
          nil
        }
      }
    }

    #expect(
      try links.destinations(for: "chats://c/x/y?c=3")
        == chats(.chat("x"), .profile("y"), .contact("3")))
  }

  @Test func aPathLinkWithTwoParametersNamesEachScreen() throws {
    let links = try DeepLinks { links in
      links.area(ChatsDestination.self) { chats in
        chats.path("chats://chat/{name}/contact/{other}") { (name: String, other: String) in
          [
            AnyDestination(ChatsDestination.chat(name)),
            AnyDestination(ChatsDestination.contact(other)),
          ]
        } parts: { _ in
          nil
        }
      }
    }

    #expect(
      try links.destinations(for: "chats://chat/ada/contact/grace")
        == chats(.chat("ada"), .contact("grace")))
    #expect(links.url(for: ChatsDestination.contact("grace")) == nil)
  }
}
