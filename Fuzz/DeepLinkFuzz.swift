// A libFuzzer harness for deep links, compiled together with the library's sources (module
// Navigator) by `Fuzz/run`; see Fuzz/README.md.
//
// An input without a NUL byte is a link, read by a realistic table (`fuzzLinks`). An input with
// one is `pattern NUL link NUL value NUL value…`: the pattern is declared alone in a table whose
// closure types follow the pattern's parameters, the link is read by it, and the values make a
// destination whose URL must read back to it. Every check that fails traps with a sentence, which
// libFuzzer records as a crash.

import Foundation

// MARK: - The realistic table

/// Destinations of a messenger area: String and Int path parameters, optional query items, a
/// host parameter, links without host, an optional segment, a flag, five values, and patterns
/// that fall through to one another.
enum FuzzMessages: Destination {
  case inbox
  case compose
  case chat(String)
  case message(String, Int)
  case search(String, String?, Int?)
  case profile(String)
  case home
  case settings
  case posts(String)
  case list(Int?)
  case debug(Bool?)
  case many(Int, String, Int, String, Int)
  case numbered(Int)
  case named(String)
}

/// Destinations of a files area: UUID, Bool, Double, a rest-of-path parameter (at the end, or
/// before another segment and read as an array), an https host.
enum FuzzFiles: Destination {
  case tree([String], String)
  case file(Int, Int?)
  case folder(String)
  case share(UUID, Bool, Double)
  case document(UUID)
  case attachment(UUID, String)
}

/// Destinations of a settings area, under two schemes.
enum FuzzSettings: Destination {
  case root
  case account
  case section(String)
  case anchored(String, String?)
}

/// The table every link without a NUL byte is read by, built once.
let fuzzLinks: DeepLinks = {
  do throws(NavigationError) {
    return try DeepLinks { links in
      links.area(FuzzMessages.self) { messages in
        messages.link("messenger://inbox", .inbox)
        messages.link("messenger://chat/new", .compose)
        messages.link("messenger://chat/{user}") { (user: String) in
          .chat(user)
        } parts: {
          if case .chat(let user) = $0 { user } else { nil }
        }
        messages.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
          .message(user, id)
        } parts: {
          if case .message(let user, let id) = $0 { (user, id) } else { nil }
        }
        messages.link("messenger://search?q={query}&from={user?}&page={page?}") {
          (query: String, user: String?, page: Int?) in
          .search(query, user, page)
        } parts: {
          if case .search(let query, let user, let page) = $0 { (query, user, page) } else { nil }
        }
        messages.link("https://messenger.example/u/{user}") { (user: String) in
          .profile(user)
        } parts: {
          if case .profile(let user) = $0 { user } else { nil }
        }
        messages.link("messenger://", .home)
        messages.link("messenger:///settings", .settings)
        messages.link("messenger://{user}/posts") { (user: String) in
          .posts(user)
        } parts: {
          if case .posts(let user) = $0 { user } else { nil }
        }
        messages.link("messenger://list/{page?}") { (page: Int?) in
          .list(page)
        } parts: {
          if case .list(let page) = $0 { page } else { nil }
        }
        messages.link("messenger://debug?verbose={verbose?}") { (verbose: Bool?) in
          .debug(verbose)
        } parts: {
          if case .debug(let verbose) = $0 { verbose } else { nil }
        }
        messages.link("messenger://m/{a}/{b}/{c}/{d}?e={e}") {
          (a: Int, b: String, c: Int, d: String, e: Int) in
          .many(a, b, c, d, e)
        } parts: {
          if case .many(let a, let b, let c, let d, let e) = $0 { (a, b, c, d, e) } else { nil }
        }
        messages.link("messenger://n/{id}") { (id: Int) in
          id <= 100 ? .numbered(id) : nil
        } parts: {
          if case .numbered(let id) = $0 { id } else { nil }
        }
        messages.link("messenger://n/{name}") { (name: String) in
          .named(name)
        } parts: {
          if case .named(let name) = $0 { name } else { nil }
        }
        messages.link("messenger://n/{word}", priority: 1) { (word: String) in
          word == "first" ? .named("the first") : nil
        } parts: { _ in
          nil
        }
        messages.path("messenger://chat/{user}/profile") { (user: String) in
          [AnyDestination(FuzzMessages.chat(user)), AnyDestination(FuzzMessages.profile(user))]
        } parts: { _ in
          nil
        }
      }
      links.area(FuzzFiles.self) { files in
        files.link("files://file/{id}?version={version?}") { (id: Int, version: Int?) in
          .file(id, version)
        } parts: {
          if case .file(let id, let version) = $0 { (id, version) } else { nil }
        }
        files.link("files://folder/{path...}") { (path: String) in
          .folder(path)
        } parts: {
          if case .folder(let path) = $0 { path } else { nil }
        }
        files.link("files://share/{id}?public={isPublic}&ratio={ratio}") {
          (id: UUID, isPublic: Bool, ratio: Double) in
          .share(id, isPublic, ratio)
        } parts: {
          if case .share(let id, let isPublic, let ratio) = $0 {
            (id, isPublic, ratio)
          } else {
            nil
          }
        }
        files.link("files://tree/{path...}/{mode}") { (path: [String], mode: String) in
          .tree(path, mode)
        } parts: {
          if case .tree(let path, let mode) = $0 { (path, mode) } else { nil }
        }
        files.link("https://files.example/d/{id}") { (id: UUID) in
          .document(id)
        } parts: {
          if case .document(let id) = $0 { id } else { nil }
        }
        files.link("https://files.example/d/{id}/a/{name...}") { (id: UUID, name: String) in
          .attachment(id, name)
        } parts: {
          if case .attachment(let id, let name) = $0 { (id, name) } else { nil }
        }
      }
      links.area(FuzzSettings.self) { settings in
        settings.link("messenger://settings", .root)
        settings.link("messenger://settings/account", .account)
        settings.link("messenger://settings/{section}") { (section: String) in
          .section(section)
        } parts: {
          if case .section(let section) = $0 { section } else { nil }
        }
        settings.link("messenger+beta.1://settings/{section}?anchor={anchor?}") {
          (section: String, anchor: String?) in
          .anchored(section, anchor)
        } parts: {
          if case .anchored(let section, let anchor) = $0 { (section, anchor) } else { nil }
        }
      }
    }
  } catch {
    fatalError("fuzz: the harness's own table is refused: \(error)")
  }
}()

// MARK: - Checks

extension String {
  /// The text quoted for a message, its first 200 characters only.
  var fuzzShown: String {
    count <= 200 ? debugDescription : "\(prefix(200).debugDescription)… (\(utf8.count) bytes)"
  }
}

/// Reads `link`: no crash, an error is `invalidLink`, and when it reads, the last destination's
/// URL (if it has one) reads back to an equal last destination.
func fuzzRead(_ link: String, in links: DeepLinks) {
  let destinations: LinkDestinations
  do throws(NavigationError) {
    destinations = try links.destinations(for: link)
  } catch {
    guard NavigationError.invalidLink ~= error else {
      fatalError("fuzz: reading \(link.fuzzShown) threw \(error), not invalidLink")
    }
    return
  }
  guard let last = destinations.last else {
    fatalError("fuzz: reading \(link.fuzzShown) gave no destination")
  }
  guard last == last else {
    fatalError("fuzz: reading \(link.fuzzShown) gave \(last), which is not equal to itself")
  }
  fuzzRoundTrip(last, in: links, from: "reading \(link.fuzzShown)")
}

/// `url(for: destination)`, when not `nil`, reads back to `destination`.
func fuzzRoundTrip<D: Destination>(_ destination: D, in links: DeepLinks, from origin: String) {
  guard let url = links.url(for: destination) else { return }
  let again: LinkDestinations
  do throws(NavigationError) {
    again = try links.destinations(for: url)
  } catch {
    fatalError(
      "fuzz: \(origin): the URL of \(destination) is \(url.fuzzShown), "
        + "which does not read: \(error)")
  }
  guard again.last == AnyDestination(destination) else {
    fatalError(
      "fuzz: \(origin): the URL of \(destination) is \(url.fuzzShown), "
        + "which reads as \(again)")
  }
}

// MARK: - Fuzzed patterns

/// The destination of a fuzzed pattern: its parameters' texts, `nil` for an optional left out.
enum FuzzPatternDestination: Destination {
  case values([String?])

  /// The texts, when there are `count` of them.
  func values(count: Int) -> [String?]? {
    guard case .values(let values) = self, values.count == count else { return nil }
    return values
  }
}

/// A parameter type of a fuzzed pattern's closure: `String`, or `String?` for an optional item.
protocol FuzzSlot: LinkValue {
  /// The value of a parameter's text; `nil` when a required one is `nil`.
  init?(slot: String?)
  /// The parameter's text.
  var slot: String? { get }
}

extension String: FuzzSlot {
  init?(slot: String?) {
    guard let slot else { return nil }
    self = slot
  }

  var slot: String? { self }
}

extension Optional: FuzzSlot where Wrapped == String {
  init?(slot: String?) { self = slot }

  var slot: String? { self }
}

/// The closure type of a parameter: `String?` when it is an optional segment or query item.
func fuzzSlotType(_ isOptional: Bool) -> any FuzzSlot.Type {
  isOptional ? String?.self : String.self
}

/// Declares `pattern` with closures typed after its parameters (up to three).
func fuzzDeclare(
  _ area: inout DeepLinks.Area<FuzzPatternDestination>, _ pattern: String, optional: [Bool]
) {
  func one<A: FuzzSlot>(_: A.Type) {
    area.link(pattern) { (a: A) in
      .values([a.slot])
    } parts: {
      $0.values(count: 1).flatMap { A(slot: $0[0]) }
    }
  }
  func two<A: FuzzSlot, B: FuzzSlot>(_: A.Type, _: B.Type) {
    area.link(pattern) { (a: A, b: B) in
      .values([a.slot, b.slot])
    } parts: {
      guard let values = $0.values(count: 2), let a = A(slot: values[0]), let b = B(slot: values[1])
      else { return nil }
      return (a, b)
    }
  }
  func three<A: FuzzSlot, B: FuzzSlot, C: FuzzSlot>(_: A.Type, _: B.Type, _: C.Type) {
    area.link(pattern) { (a: A, b: B, c: C) in
      .values([a.slot, b.slot, c.slot])
    } parts: {
      guard let values = $0.values(count: 3), let a = A(slot: values[0]),
        let b = B(slot: values[1]),
        let c = C(slot: values[2])
      else { return nil }
      return (a, b, c)
    }
  }
  let types = optional.map(fuzzSlotType)
  switch types.count {
  case 0: area.link(pattern, .values([]))
  case 1: one(types[0])
  case 2: two(types[0], types[1])
  default: three(types[0], types[1], types[2])
  }
}

/// Declares the fuzzed `pattern` alone, reads `link` with it, and checks that a destination made
/// of `values` has a URL that reads back to it.
func fuzzPattern(_ pattern: String, link: String, values: [String]) {
  let parsed: LinkPattern
  do throws(NavigationError) {
    parsed = try LinkPattern(pattern)
  } catch {
    guard NavigationError.invalidLinkPattern ~= error else {
      fatalError("fuzz: the pattern \(pattern.fuzzShown) threw \(error)")
    }
    return
  }
  let optional = parsed.parameters.indices.map { index in
    parsed.query.contains { $0.parameter == index && $0.isOptional }
      || parsed.segments.contains(.optional(index))
  }
  guard optional.count <= 3 else { return }
  let links: DeepLinks
  do throws(NavigationError) {
    links = try DeepLinks { links in
      links.area(FuzzPatternDestination.self) { area in
        fuzzDeclare(&area, pattern, optional: optional)
      }
    }
  } catch {
    fatalError(
      "fuzz: the pattern \(pattern.fuzzShown) parses, but declared alone with closures "
        + "of its parameters' types it is refused: \(error)")
  }
  fuzzRead(link, in: links)
  let made = optional.indices.map { index -> String? in
    index < values.count ? values[index] : optional[index] ? nil : ""
  }
  fuzzRoundTrip(
    FuzzPatternDestination.values(made), in: links, from: "the pattern \(pattern.fuzzShown)")
}

// MARK: - Entry point

/// libFuzzer's entry point: one input, checked as the file's header says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
  let texts = parts.map { String(decoding: $0, as: UTF8.self) }
  if texts.count <= 1 {
    fuzzRead(texts.first ?? "", in: fuzzLinks)
  } else {
    fuzzPattern(texts[0], link: texts[1], values: Array(texts.dropFirst(2)))
  }
  return 0
}
