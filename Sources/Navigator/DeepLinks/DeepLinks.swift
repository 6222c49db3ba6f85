/// The app's deep links, declared once and read both ways: a URL gives typed destinations, and a
/// destination gives its URL.
///
/// Each area declares its URL patterns next to its destinations: literal segments, parameters
/// (`{id}`, typed by the closure that makes the destination) in the path or in the host of a
/// custom scheme, optional segments (`{page?}`), a rest of the path anywhere (`{path...}`), and
/// query items, required (`q={query}`) or optional (`page={page?}`), for custom schemes (with or
/// without a host: `myapp://`, `myapp:///settings`) and universal links alike:
///
/// ```swift
/// let links = try DeepLinks { links in
///   links.area(HomeDestination.self) { home in
///     home.link("messenger://compose", .compose)
///     home.link("messenger://chat/{user}") { (user: String) in
///       .chat(.named(user))
///     } parts: {
///       if case .chat(let user) = $0 { user.name } else { nil }
///     }
///   }
/// }
/// let read = try links.destinations(for: "messenger://chat/Ada")  // [.chat(ada)]
/// let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
/// ```
///
/// Patterns are compiled once into a tree of segments, so matching costs the same with ten
/// patterns or a thousand. When several patterns match a link, they are tried in this order until
/// one's closure makes a destination: a higher `priority` first; then the most literal one (at
/// the first segment where they differ, a literal before a parameter, a parameter before a rest
/// of the path); then the one declared first. A closure refuses its values by returning `nil`,
/// and a value that is not of its parameter's type refuses them too. Two patterns of the same
/// shape, with the same parameter types and priority, are refused when declared, naming both, as
/// the second could never be read.
///
/// Links are untrusted input: a link that matches nothing, has a parameter of the wrong type or
/// with a control character, misses a required query item, or is longer than ``lengthLimit`` is
/// a ``NavigationError/invalidLink`` whose sentence says why, naming patterns and parameters,
/// never the values the link carries.
public struct DeepLinks: Sendable {
  /// The longest link read, in UTF-8 bytes; longer ones fail at once. 4,096 by default.
  public var lengthLimit = 4096

  let links: [CompiledLink]
  private let tree: LinkTree
  /// Whether a link declares a priority; then every match is found before one is tried.
  private let hasPriorities: Bool

  /// Declares the links, area by area, and compiles them.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for a pattern that cannot be read, whose
  ///   parameters do not match its closure's, or that has the shape of another with the same
  ///   parameter types and priority (both named).
  public init(_ declare: (inout Declaration) -> Void) throws(NavigationError) {
    var declaration = Declaration()
    declare(&declaration)
    if let error = declaration.errors.first { throw error }
    links = declaration.links
    tree = try LinkTree(declaration.links)
    hasPriorities = declaration.links.contains { $0.priority != 0 }
  }

  // MARK: - Reading links

  /// The destinations `url` names: one for most links, several for a link that names a whole
  /// path, the last being the target.
  ///
  /// ```swift
  /// let read = try links.destinations(for: "messenger://chat/Ada")  // [AnyDestination(.chat(ada))]
  /// let last = read.last  // AnyDestination(.chat(ada))
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLink``, saying why: too long, malformed, an unknown
  ///   scheme or host, no pattern that matches (naming the nearest), a parameter of the wrong
  ///   type or with a control character, a required query item missing, every pattern that
  ///   matches refusing its values.
  public func destinations(for url: String) throws(NavigationError) -> LinkDestinations {
    // NB: read in place, from the link's own UTF-8 bytes. The error comes out of the closure
    // through a variable: a `Result` of it was copied by its value witnesses (about 100
    // instructions a link). The closures are written where they are passed: a local function
    // that captured the variable had each access to it checked at run time
    // (`swift_beginAccess`, about 28 instructions a link).
    var failure: LinkFailure?
    // NB: a native String's bytes are read without the copy of it that `withUTF8` needs (a
    // retain and a release). What the reading gives is moved out, not copied (a copy cost
    // about 150 instructions a link), and consumed, not taken: destroying the `nil` that
    // `take()` leaves went through the run time's value witnesses (about 70 instructions).
    let found = url.utf8.withContiguousStorageIfAvailable { read($0, &failure) }
    switch consume found {
    case .some(.some(let found)):
      // NB: the failure consumed by a switch, so that its `nil` is not destroyed by a call that
      // takes it apart (about 10 instructions a link).
      switch consume failure {
      case .none: return found
      case .some: return found
      }
    case .some(.none): break
    case .none:
      // NB: a String whose bytes are elsewhere (bridged from Objective-C) is made native.
      var url = url
      if let found = url.withUTF8({ read($0, &failure) }) { return found }
    }
    throw Self.invalid(failure ?? .noDestination)
  }

  /// The destinations of the link of `bytes`, or `nil` and why in `failure`.
  private func read(
    _ bytes: UnsafeBufferPointer<UInt8>, _ failure: inout LinkFailure?
  ) -> LinkDestinations? {
    do throws(LinkFailure) {
      return try destinations(bytes)
    } catch {
      failure = error
      return nil
    }
  }

  /// The destinations of the link of `bytes`.
  private func destinations(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(LinkFailure) -> LinkDestinations {
    let link = try LinkURL(
      bytes, lengthLimit: lengthLimit, schemes: tree.schemeBytes, classes: tree.byteClasses)
    // NB: a declared scheme was found as the link was read; its root is read in place (a
    // call that also looked up other schemes took about 25 instructions a link).
    let root: Int32
    if let declared = link.declaredScheme {
      root = tree.root(ofScheme: declared)
    } else if let other = tree.root(ofUndeclared: link) {
      root = other
    } else {
      throw .unknownScheme(declared: tree.schemes)
    }
    // NB: the search gives the tree, borrowed, to read each variant's link and slots in place
    // (given as arguments, they were retained and released in the search): a closure that
    // captured the arrays of links and of variants, or `self`, retained and released them at
    // each link. What the attempts found goes through the search as `inout` state, not
    // captured: captured variables were checked for exclusive access at run time at each use.
    func attempt(
      _ variant: Int32, _ tree: borrowing LinkTree, _ attempts: inout Attempts
    ) -> LinkDestinations? {
      let matched = tree.link(of: variant)
      let arguments: LinkArguments
      do throws(LinkFailure) {
        arguments = try matched.arguments(of: link, variant: variant, in: tree)
      } catch {
        attempts.fail(.link(error))
        return nil
      }
      let made: LinkDestinations?
      do throws(CompiledLink.ParameterFailure) {
        made = try matched.destinations(of: link, arguments)
      } catch {
        attempts.fail(.parameter(variant, error))
        return nil
      }
      guard let destinations = consume made else {
        attempts.refuse(matched.pattern.text)
        return nil
      }
      // NB: a path link whose closure names no destination is read as nothing.
      guard !destinations.isEmpty else {
        attempts.fail(.link(.noDestination))
        return nil
      }
      return destinations
    }
    var attempts = Attempts.none
    var miss: LinkTree.Miss?
    if hasPriorities {
      // NB: the first matches kept inline: an array of them allocated at each link, and grew
      // (about 180 instructions a link).
      var matches = LinkMatches()
      // NB: every match found before one is tried: the closure returns no value (of `Never`).
      _ = tree.search(link, from: root, state: &matches, miss: &miss) {
        variant, _, matches -> Never? in
        matches.append(variant)
        return nil
      }
      // NB: a stable insertion sort, so that equal priorities keep the search's order; a link
      // matches few patterns. `sorted(by:)` with a closure that read the priorities, which
      // copied the whole table at each comparison, took about 4,000 instructions a link.
      var sorted = 1
      while sorted < matches.count {
        let variant = matches[sorted]
        let rank = tree.priority(of: variant)
        var slot = sorted
        while slot > 0, tree.priority(of: matches[slot - 1]) < rank {
          matches[slot] = matches[slot - 1]
          slot -= 1
        }
        matches[slot] = variant
        sorted += 1
      }
      for index in 0..<matches.count {
        let found = attempt(matches[index], tree, &attempts)
        switch consume found {
        case .some(let found):
          // NB: consumed as below, so that nothing is destroyed when no attempt failed before.
          switch consume attempts {
          case .none: return found
          case .refused, .failed: return found
          }
        case .none: continue
        }
      }
    } else {
      // NB: the destinations come out of the search as its value, moved: kept in the
      // attempts, the `nil` they replaced and the one `take()` left were destroyed through the
      // run time's value witnesses (about 40 instructions a link). Consumed by a switch, so that
      // a `nil` is not destroyed either: bound by `if let`, it was, through the value witnesses
      // of `LinkDestinations?` (about 70 instructions a link that names nothing).
      let found = tree.search(link, from: root, state: &attempts, miss: &miss, visit: attempt)
      switch consume found {
      case .some(let found):
        // NB: the attempts consumed by a switch, so that when none failed before (most links)
        // nothing is destroyed: left to go out of scope, they were destroyed by a call that
        // took them apart (about 20 instructions a link).
        switch consume attempts {
        case .none: return found
        case .refused, .failed: return found
        }
      case .none: break
      }
    }
    switch consume attempts {
    case .failed(.parameter(let variant, let error)): throw tree.link(of: variant).failure(error)
    case .failed(.link(let failure)): throw failure
    case .refused(let patterns): throw .refused(patterns: patterns)
    case .none: break
    }
    guard let miss, miss.matchedHost else {
      // NB: the declared scheme, which is the link's lowercased: making that text took about
      // 300 instructions a link of an unknown host.
      throw .unknownHost(scheme: tree.scheme(of: root) ?? link.schemeText)
    }
    throw .noMatch(nearest: links[Int(miss.nearestLink)].pattern.text)
  }

  // MARK: - Writing links

  /// The URL of `destination`, from the first pattern of its area that takes it; `nil` when none
  /// does, or when its URL would be longer than ``lengthLimit``. For "share this screen".
  ///
  /// ```swift
  /// let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
  /// ```
  public func url(for destination: some Destination) -> String? {
    let erased = AnyDestination(destination)
    let area = ObjectIdentifier(type(of: erased.base))
    for link in links where link.area == area {
      // NB: a link longer than the limit, or that another pattern reads first as something
      // else, would not read back.
      guard let url = link.url(for: erased), url.utf8.count <= lengthLimit,
        (try? destinations(for: url))?.last == erased
      else { continue }
      return url
    }
    return nil
  }

  /// What the patterns tried for a link gave when none made destinations: nothing yet, the
  /// patterns whose closures refused their values, or the first error, which then wins over
  /// any refusal. One enum, so that a link read at once destroys one `none`: three optional
  /// fields took about 60 instructions a link to destroy.
  private enum Attempts {
    case none
    /// The patterns whose closures refused their values, in order.
    case refused([String])
    case failed(Failure)

    // NB: a parameter that is not of its type is put in words only when its error is thrown:
    // the name of its type took about 200 instructions, for a failure that a pattern tried
    // later mostly makes moot.
    /// The first error: a link's, or a parameter not of its type and the variant that read it.
    enum Failure {
      case link(LinkFailure)
      case parameter(Int32, CompiledLink.ParameterFailure)
    }

    /// Notes that the closure of `pattern` refused its values.
    mutating func refuse(_ pattern: String) {
      switch consume self {
      case .none: self = .refused([pattern])
      case .refused(var patterns):
        // NB: two variants of one pattern (its optional segments) may both match.
        if !patterns.contains(pattern) { patterns.append(pattern) }
        self = .refused(patterns)
      case .failed(let failure): self = .failed(failure)
      }
    }

    /// Notes `failure`, unless an attempt failed already.
    mutating func fail(_ failure: Failure) {
      if case .failed = self { return }
      self = .failed(failure)
    }
  }

  static func invalid(_ failure: consuming LinkFailure) -> NavigationError {
    // NB: consuming: the failure is moved into the error, not copied (about 110 instructions a
    // link that names nothing).
    NavigationError(.invalidLink, detail: .link(failure))
  }
}
