/// The app's deep links, declared once and read both ways: a URL gives typed destinations, and a
/// destination gives its URL.
///
/// Each area declares its URL patterns next to its destinations: literal segments, parameters
/// (`{id}`, typed by the closure that makes the destination), a last parameter that takes the
/// rest of the path (`{path...}`), and query items, required (`q={query}`) or optional
/// (`page={page?}`), for custom schemes and universal links alike:
///
/// ```swift
/// let links = try DeepLinks { links in
///   links.area(MessagesDestination.self) { messages in
///     messages.link("messenger://inbox", .inbox)
///     messages.link("messenger://chat/{user}") { (user: String) in .chat(User(name: user)) }
///       parts: { if case .chat(let user) = $0 { user.name } else { nil } }
///     messages.link("https://messenger.example/u/{user}") { (user: String) in
///       .profile(User(name: user))
///     } parts: { if case .profile(let user) = $0 { user.name } else { nil } }
///   }
/// }
/// try links.destinations(for: "messenger://chat/Ada")  // [.chat(ada)]
/// links.url(for: MessagesDestination.chat(.ada))       // "messenger://chat/Ada"
/// ```
///
/// Patterns are compiled once into a tree of segments, so matching costs the same with ten
/// patterns or a thousand. Two patterns of the same shape (the same literals, parameters at the
/// same places) are refused when declared, naming both; a literal segment wins over a parameter
/// at the same place. Links are untrusted input: a link that matches nothing, has a parameter of
/// the wrong type, misses a required query item, or is longer than ``lengthLimit`` is a
/// ``NavigationError/invalidLink`` whose sentence says why, naming patterns and parameters, never
/// the values the link carries.
public struct DeepLinks: Sendable {
  /// The longest link read, in UTF-8 bytes; longer ones fail at once. 4,096 by default.
  public var lengthLimit = 4096

  let links: [CompiledLink]
  /// The index in `hosts` of each scheme's table.
  private let schemes: LiteralTable
  /// The node of each host of a scheme.
  private let hosts: [LiteralTable]
  private let nodes: [LinkTrieNode]

  /// Declares the links, area by area, and compiles them.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for a pattern that cannot be read, whose
  ///   parameters do not match its closure's, or that has the shape of another (both named).
  public init(_ declare: (inout Declaration) -> Void) throws(NavigationError) {
    var declaration = Declaration()
    declare(&declaration)
    if let error = declaration.errors.first { throw error }
    var schemes = LiteralTable()
    var hosts: [LiteralTable] = []
    var nodes: [LinkTrieNode] = []
    var shapes: [String: String] = [:]
    for (index, link) in declaration.links.enumerated() {
      let pattern = link.pattern
      if let other = shapes.updateValue(pattern.text, forKey: pattern.shape) {
        throw NavigationError(
          .invalidLinkPattern, detail: .linkPattern(pattern.text, "it has the shape of \(other)"))
      }
      let scheme: Int
      if let known = schemes[pattern.scheme] {
        scheme = Int(known)
      } else {
        scheme = hosts.count
        schemes.insert(pattern.scheme, Int32(scheme))
        hosts.append(LiteralTable())
      }
      var node: Int32
      if let root = hosts[scheme][pattern.host] {
        node = root
      } else {
        node = Int32(nodes.count)
        hosts[scheme].insert(pattern.host, node)
        nodes.append(LinkTrieNode(firstLink: Int32(index)))
      }
      for segment in pattern.segments {
        switch segment {
        case .literal(let text):
          if let child = nodes[Int(node)].literals[text] {
            node = child
          } else {
            let child = Int32(nodes.count)
            nodes.append(LinkTrieNode(firstLink: Int32(index)))
            nodes[Int(node)].literals.insert(text, child)
            node = child
          }
        case .parameter:
          if let child = nodes[Int(node)].parameter {
            node = child
          } else {
            let child = Int32(nodes.count)
            nodes.append(LinkTrieNode(firstLink: Int32(index)))
            nodes[Int(node)].parameter = child
            node = child
          }
        case .rest:
          nodes[Int(node)].rest = Int32(index)
        }
      }
      if case .rest = pattern.segments.last {} else { nodes[Int(node)].terminal = Int32(index) }
    }
    links = declaration.links
    self.schemes = schemes
    self.hosts = hosts
    self.nodes = nodes
  }

  // MARK: - Reading links

  /// The destinations `url` names: one for most links, several for a link that names a whole
  /// path, the last being the target.
  ///
  /// ```swift
  /// try links.destinations(for: "messenger://chat/Ada")  // [AnyDestination(.chat(ada))]
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidLink``, saying why: too long, malformed, an unknown
  ///   scheme or host, no pattern that matches (naming the nearest), a parameter of the wrong
  ///   type, a required query item missing.
  public func destinations(for url: String) throws(NavigationError) -> [AnyDestination] {
    let parsed = try LinkURL(url, lengthLimit: lengthLimit)
    guard let scheme = schemes[parsed.scheme] else {
      throw Self.invalid(.unknownScheme(parsed.scheme))
    }
    guard let root = hosts[Int(scheme)][parsed.host] else {
      throw Self.invalid(.unknownHost(parsed.host, scheme: parsed.scheme))
    }
    let segments = parsed.segments
    if let found = firstBranch(from: root, segments: segments) {
      return try links[Int(found)].destinations(segments: segments, query: parsed.query)
    }
    // NB: depth first, a literal before a parameter before the rest of the path, with a stack,
    // not recursion; each node of the tree is visited at most once.
    var pending: [(node: Int32, depth: Int)] = [(root, 0)]
    var nearest = (node: root, depth: 0)
    var found: Int32?
    while found == nil, let (node, depth) = pending.popLast() {
      if node < 0 {
        // NB: a link whose last parameter takes the rest of the path.
        found = -1 - node
        continue
      }
      let trie = nodes[Int(node)]
      if depth > nearest.depth { nearest = (node, depth) }
      if depth == segments.count {
        found = trie.terminal
        continue
      }
      if let rest = trie.rest { pending.append((-1 - rest, segments.count)) }
      if let parameter = trie.parameter { pending.append((parameter, depth + 1)) }
      if let literal = trie.literals[segments[depth]] { pending.append((literal, depth + 1)) }
    }
    guard let found else {
      throw Self.invalid(
        .noMatch(nearest: links[Int(nodes[Int(nearest.node)].firstLink)].pattern.text))
    }
    return try links[Int(found)].destinations(segments: segments, query: parsed.query)
  }

  /// The link found by following the first branch of the search alone: at each node the
  /// literal, else the parameter, else the rest of the path. `nil` when that branch ends without
  /// a link, and the full search must decide. It is what the full search finds first, without
  /// its stack of pending nodes.
  private func firstBranch(from root: Int32, segments: [String]) -> Int32? {
    var node = root
    for segment in segments {
      if let literal = nodes[Int(node)].literals[segment] {
        node = literal
      } else if let parameter = nodes[Int(node)].parameter {
        node = parameter
      } else {
        return nodes[Int(node)].rest
      }
    }
    return nodes[Int(node)].terminal
  }

  // MARK: - Writing links

  /// The URL of `destination`, from the first pattern of its area that takes it; `nil` when none
  /// does, or when its URL would be longer than ``lengthLimit``. For "share this screen".
  ///
  /// ```swift
  /// links.url(for: MessagesDestination.chat(.ada))  // "messenger://chat/Ada"
  /// ```
  public func url(for destination: some Destination) -> String? {
    let erased = AnyDestination(destination)
    let area = ObjectIdentifier(type(of: erased.base))
    for link in links where link.area == area {
      // NB: a link longer than the limit would not read back.
      if let url = link.url(for: erased) { return url.utf8.count <= lengthLimit ? url : nil }
    }
    return nil
  }

  static func invalid(_ failure: LinkFailure) -> NavigationError {
    NavigationError(.invalidLink, detail: .link(failure))
  }
}
