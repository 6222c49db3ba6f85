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
  /// Every literal edge: each scheme's index, each host's root node, each node's literal
  /// segments.
  private let literals: LiteralTable
  private let nodes: [LinkTrieNode]

  /// Declares the links, area by area, and compiles them.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for a pattern that cannot be read, whose
  ///   parameters do not match its closure's, or that has the shape of another (both named).
  public init(_ declare: (inout Declaration) -> Void) throws(NavigationError) {
    var declaration = Declaration()
    declare(&declaration)
    if let error = declaration.errors.first { throw error }
    var literals = LiteralTable()
    var schemeCount: Int32 = 0
    var nodes: [LinkTrieNode] = []
    var shapes: [String: String] = [:]
    for (index, link) in declaration.links.enumerated() {
      let pattern = link.pattern
      if let other = shapes.updateValue(pattern.text, forKey: pattern.shape) {
        throw NavigationError(
          .invalidLinkPattern, detail: .linkPattern(pattern.text, "it has the shape of \(other)"))
      }
      let scheme: Int32
      if let known = literals[LiteralTable.schemes, pattern.scheme] {
        scheme = known
      } else {
        scheme = schemeCount
        schemeCount += 1
        literals.insert(parent: LiteralTable.schemes, text: pattern.scheme, child: scheme)
      }
      let hosts = LiteralTable.hosts(ofScheme: scheme)
      var node: Int32
      if let root = literals[hosts, pattern.host] {
        node = root
      } else {
        node = Int32(nodes.count)
        literals.insert(parent: hosts, text: pattern.host, child: node)
        nodes.append(LinkTrieNode(firstLink: Int32(index)))
      }
      for segment in pattern.segments {
        switch segment {
        case .literal(let text):
          if let child = literals[node, text] {
            node = child
          } else {
            let child = Int32(nodes.count)
            nodes.append(LinkTrieNode(firstLink: Int32(index)))
            literals.insert(parent: node, text: text, child: child)
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
    self.literals = literals
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
    var url = url
    // NB: read in place, from the link's own UTF-8 bytes.
    return try url.withUTF8 { bytes in
      Result { () throws(NavigationError) in try destinations(bytes) }
    }.get()
  }

  /// The destinations of the link of `bytes`.
  private func destinations(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(NavigationError) -> [AnyDestination] {
    let link = try LinkURL(bytes, lengthLimit: lengthLimit)
    let scheme =
      link.schemeIsLowercase
      ? literals[LiteralTable.schemes, ascii: link[link.scheme]]
      : literals[LiteralTable.schemes, link.schemeText]
    guard let scheme else { throw Self.invalid(.unknownScheme(link.schemeText)) }
    let hosts = LiteralTable.hosts(ofScheme: scheme)
    let root =
      link.hostIsLowercase
      ? literals[hosts, ascii: link[link.host]] : literals[hosts, link.hostText]
    guard let root else {
      throw Self.invalid(.unknownHost(link.hostText, scheme: link.schemeText))
    }
    let found: Int32
    if let first = firstBranch(from: root, of: link) {
      found = first
    } else {
      found = try search(from: root, of: link)
    }
    let matched = links[Int(found)]
    return try matched.destinations(try matched.arguments(of: link))
  }

  /// The link found by following the first branch of the search alone: at each node the
  /// literal, else the parameter, else the rest of the path. `nil` when that branch ends without
  /// a link, and the full search must decide. It is what the full search finds first, without
  /// its stack of pending nodes, and without a list of the segments.
  private func firstBranch(from root: Int32, of link: LinkURL) -> Int32? {
    var node = root
    var position = link.path.lowerBound
    while let segment = link.segment(after: &position) {
      if let literal = literal(after: node, segment, of: link) {
        node = literal
      } else if let parameter = nodes[Int(node)].parameter {
        node = parameter
      } else {
        return nodes[Int(node)].rest
      }
    }
    return nodes[Int(node)].terminal
  }

  /// The link found by the full search, when its first branch found none.
  private func search(from root: Int32, of link: LinkURL) throws(NavigationError) -> Int32 {
    let segments = link.segments
    // NB: depth first, a literal before a parameter before the rest of the path, with a stack,
    // not recursion; each node of the tree is visited at most once.
    var pending: [(node: Int32, depth: Int)] = [(root, 0)]
    var nearest = (node: root, depth: 0)
    while let (node, depth) = pending.popLast() {
      if node < 0 {
        // NB: a link whose last parameter takes the rest of the path.
        return -1 - node
      }
      let trie = nodes[Int(node)]
      if depth > nearest.depth { nearest = (node, depth) }
      if depth == segments.count {
        if let terminal = trie.terminal { return terminal }
        continue
      }
      if let rest = trie.rest { pending.append((-1 - rest, segments.count)) }
      if let parameter = trie.parameter { pending.append((parameter, depth + 1)) }
      if let literal = literal(after: node, segments[depth], of: link) {
        pending.append((literal, depth + 1))
      }
    }
    throw Self.invalid(
      .noMatch(nearest: links[Int(nodes[Int(nearest.node)].firstLink)].pattern.text))
  }

  /// The node after `node` by the literal `segment`, or `nil`.
  private func literal(after node: Int32, _ segment: Range<Int>, of link: LinkURL) -> Int32? {
    // NB: by the link's bytes, unless escapes or non-ASCII text make the String compare.
    guard link.isPlain(segment, plusIsSpace: false) else {
      return literals[node, link.text(segment, plusIsSpace: false)]
    }
    return literals[node, ascii: link[segment]]
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
