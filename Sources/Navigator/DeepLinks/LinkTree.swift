/// The tree the patterns of a ``DeepLinks`` table compile into, and the search of the patterns
/// that match a link, in the documented order. Pure: it makes no destination.
///
/// A node is a distinct prefix of segments, the host first. A pattern with optional segments
/// compiles into one variant per subset of them, the left ones filled first; a rest of the path
/// ends its variant's walk down the tree at the node where it starts, and the segments after it
/// are checked from the link's end.
struct LinkTree: Sendable {
  private var literals = LiteralTable()
  /// The links compiled, which a search gives with their variants.
  private let links: [CompiledLink]
  private var nodes: [LinkTrieNode] = []
  private(set) var variants: [LinkVariant] = []
  // NB: the slots of all the variants end to end, read in place by the borrowed tree: an array
  // of them in each variant was retained and released at each attempt.
  /// The variants' slots, end to end: `slots[variants[v].slots]`.
  private(set) var slots: [ArgumentSlot] = []
  // NB: apart from the links, so that sorting the matches by priority retains no link.
  /// The priority of each variant's link.
  private var priorities: [Int] = []
  /// The nodes' lists of variants, end to end.
  private var variantLists: [Int32] = []
  /// The declared schemes, for the error of a link of another.
  private(set) var schemes: [String] = []
  /// The schemes' UTF-8 bytes, which a link's are compared with when it is read.
  private(set) var schemeBytes: [[UInt8]] = []
  /// ``ByteClass/table``, which reading a link takes from here.
  let byteClasses = ByteClass.table
  /// The root node of each scheme's links.
  private var roots: [Int32] = []

  /// Compiles `links`.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for two patterns of one shape, with the
  ///   same parameter types and the same priority: the second could never be read.
  init(_ links: [CompiledLink]) throws(NavigationError) {
    self.links = links
    var terminals: [[Int32]] = []
    var rests: [[Int32]] = []
    var shapes: [ShapeKey: String] = [:]
    func newNode(firstLink: Int) -> Int32 {
      nodes.append(LinkTrieNode(firstLink: Int32(firstLink)))
      terminals.append([])
      rests.append([])
      return Int32(nodes.count - 1)
    }
    for (index, link) in links.enumerated() {
      let pattern = link.pattern
      let key = ShapeKey(shape: pattern.shape, types: link.types, priority: link.priority)
      if let other = shapes.updateValue(pattern.text, forKey: key) {
        throw NavigationError(
          .invalidLinkPattern,
          detail: .linkPattern(
            pattern.text,
            "it has the shape and the parameter types of \(other), so it could never be read; "
              + "give one a priority, to try it first"))
      }
      let root: Int32
      if let known = schemes.firstIndex(of: pattern.scheme) {
        root = roots[known]
      } else {
        root = newNode(firstLink: index)
        schemes.append(pattern.scheme)
        schemeBytes.append(Array(pattern.scheme.utf8))
        roots.append(root)
      }
      for segments in Self.variants(of: pattern.segments) {
        var node = root
        var restPosition: Int?
        walk: for (position, segment) in segments.enumerated() {
          switch segment {
          case .literal(let text):
            if let child = literals[node, text] {
              node = child
            } else {
              let child = newNode(firstLink: index)
              literals.insert(parent: node, text: text, child: child)
              nodes[Int(node)].initials.insert(firstOf: text)
              node = child
            }
          case .parameter, .optional:
            if let child = nodes[Int(node)].parameter {
              node = child
            } else {
              let child = newNode(firstLink: index)
              nodes[Int(node)].parameter = child
              node = child
            }
          case .rest:
            restPosition = position
            break walk
          }
        }
        let variant = Int32(variants.count)
        let start = slots.count
        slots += ArgumentSlot.slots(of: segments)
        priorities.append(link.priority)
        if let restPosition, case .rest(let parameter) = segments[restPosition] {
          variants.append(
            LinkVariant(
              link: Int32(index), slots: start..<slots.count,
              suffix: Array(segments[(restPosition + 1)...]),
              restMayBeEmpty: link.parameters[parameter].mayBeLeftOut))
          rests[Int(node)].append(variant)
        } else {
          variants.append(
            LinkVariant(
              link: Int32(index), slots: start..<slots.count, suffix: [],
              restMayBeEmpty: false))
          terminals[Int(node)].append(variant)
        }
      }
    }
    for node in nodes.indices {
      let start = Int32(variantLists.count)
      variantLists += terminals[node]
      nodes[node].terminals = start..<Int32(variantLists.count)
      variantLists += rests[node]
      nodes[node].rests = Int32(start + Int32(terminals[node].count))..<Int32(variantLists.count)
    }
  }

  /// The segment lists a pattern reads as: each subset of its optional segments, the left ones
  /// filled first.
  private static func variants(of segments: [LinkPattern.Segment]) -> [[LinkPattern.Segment]] {
    let optional = segments.indices.filter {
      if case .optional = segments[$0] { true } else { false }
    }
    guard !optional.isEmpty else { return [segments] }
    var variants: [[LinkPattern.Segment]] = []
    for mask in stride(from: (1 << optional.count) - 1, through: 0, by: -1) {
      var variant: [LinkPattern.Segment] = []
      for (position, segment) in segments.enumerated() {
        if let rank = optional.firstIndex(of: position),
          mask & (1 << (optional.count - 1 - rank)) == 0
        {
          continue
        }
        variant.append(segment)
      }
      variants.append(variant)
    }
    return variants
  }

  // MARK: - Searching

  /// The root of the links of the declared scheme `index`, which a link read with the tree's
  /// ``schemeBytes`` found as its ``LinkURL/declaredScheme``.
  func root(ofScheme index: Int32) -> Int32 {
    roots[Int(index)]
  }

  /// The root of the links of `link`'s scheme when it is not one of the declared ones as it is
  /// written: `nil`, unless it is one with uppercase letters.
  func root(ofUndeclared link: LinkURL) -> Int32? {
    guard link.schemeIsLowercase else {
      return schemes.firstIndex(of: link.schemeText).map { roots[$0] }
    }
    return nil
  }

  /// The declared scheme whose root is `root`.
  func scheme(of root: Int32) -> String? {
    roots.firstIndex(of: root).map { schemes[$0] }
  }

  /// Where a search that found nothing got.
  struct Miss {
    /// The first link through the deepest node reached.
    let nearestLink: Int32
    /// Whether the search got past the host.
    let matchedHost: Bool
  }

  /// Calls `visit` with each variant that matches `link` in the documented order (its index and
  /// the tree), and `state`, until it returns a value: at each node, the literal
  /// segment's subtree first, then the parameter's, then the variants whose rest of the path
  /// starts there.
  ///
  /// - Returns: The value `visit` returned, moved out of the search; `nil` when it returned
  ///   none, and then `miss` says where the search got.
  func search<State, Found>(
    _ link: LinkURL, from root: Int32, state: inout State, miss: inout Miss?,
    visit: Visit<State, Found>
  ) -> Found? {
    // NB: depth first with a stack, not recursion; a negative node stands for the variants
    // whose rest starts at node `-1 - node`, visited after the node's subtrees. The next step
    // (the literal's, else the parameter's) is taken at once, so that only the alternatives
    // left for later go on the stack, whose first ones are kept inline: a link allocates no
    // stack (about 330 instructions a link with its release). The segments are walked in
    // place: a step holds where the link's next segment starts.
    var pending = PendingSteps()
    var next: SearchStep? = SearchStep(node: root, depth: 0, position: link.path.lowerBound)
    var nearest = (node: root, depth: Int32(0))
    while let step = next ?? pending.popLast() {
      next = nil
      if step.node < 0 {
        // NB: each result consumed by a switch, so that a `nil` is not destroyed through the
        // value witnesses of `Found?` (``DeepLinks/destinations(for:)``).
        let found = visitRests(of: -1 - step.node, after: step.position, link, &state, visit)
        switch consume found {
        case .some(let found): return found
        case .none: continue
        }
      }
      let node = nodes[Int(step.node)]
      if step.depth > nearest.depth { nearest = (step.node, step.depth) }
      // NB: the host is the first segment, even empty; the path's come after it.
      var position = step.position
      let segment: Range<Int>
      if step.depth == 0 {
        segment = link.host
      } else if let found = link.segment(after: &position) {
        segment = found
      } else {
        for index in node.terminals {
          let found = give(variantLists[Int(index)], &state, visit)
          switch consume found {
          case .some(let found): return found
          case .none: continue
          }
        }
        let found = visitRests(of: step.node, after: step.position, link, &state, visit)
        switch consume found {
        case .some(let found): return found
        case .none: continue
        }
      }
      if !node.rests.isEmpty {
        pending.append(SearchStep(node: -1 - step.node, depth: step.depth, position: step.position))
      }
      let parameter = segment.isEmpty ? nil : node.parameter
      if let literal = literal(
        after: step.node, node.initials, segment, of: link, isHost: step.depth == 0)
      {
        if let parameter {
          pending.append(SearchStep(node: parameter, depth: step.depth + 1, position: position))
        }
        next = SearchStep(node: literal, depth: step.depth + 1, position: position)
      } else if let parameter {
        next = SearchStep(node: parameter, depth: step.depth + 1, position: position)
      }
    }
    miss = Miss(nearestLink: nodes[Int(nearest.node)].firstLink, matchedHost: nearest.depth > 0)
    return nil
  }

  /// Visits the variants whose rest of the path starts at `node`, at the byte `position` of the
  /// path, whose segments after the rest end the link.
  private func visitRests<State, Found>(
    of node: Int32, after position: Int, _ link: LinkURL, _ state: inout State,
    _ visit: Visit<State, Found>
  ) -> Found? {
    for index in nodes[Int(node)].rests {
      let variantIndex = variantLists[Int(index)]
      let variant = variants[Int(variantIndex)]
      // NB: the suffix's segments, from the link's end, after the segments the walk took.
      var start = link.path.upperBound
      var matches = true
      for segment in variant.suffix.reversed() {
        guard let range = link.segment(before: &start, after: position) else {
          matches = false
          break
        }
        if case .literal(let text) = segment, !link.has(range, text) {
          matches = false
          break
        }
      }
      guard matches, variant.restMayBeEmpty || link.hasSegment(from: position, before: start)
      else { continue }
      let found = give(variantIndex, &state, visit)
      switch consume found {
      case .some(let found): return found
      case .none: continue
      }
    }
    return nil
  }

  /// What a search calls with each variant that matches: its index, the tree (which gives its
  /// link and its slots), and the caller's state; a value to stop the search with it.
  typealias Visit<State, Found> = (Int32, borrowing LinkTree, inout State) -> Found?

  /// The link that `variant` is a variant of.
  func link(of variant: Int32) -> CompiledLink {
    links[Int(variants[Int(variant)].link)]
  }

  /// The priority of the link that `variant` is a variant of.
  func priority(of variant: Int32) -> Int {
    priorities[Int(variant)]
  }

  /// Calls `visit` with `variant` and the tree.
  private func give<State, Found>(
    _ variant: Int32, _ state: inout State, _ visit: Visit<State, Found>
  ) -> Found? {
    // NB: the tree given, borrowed, so that the visitor reads the link and the slots in place:
    // a closure that captured the arrays retained and released them at each link (about 70
    // instructions), a copy of the variant retained and released its two arrays, and the link
    // and the slots given as arguments were retained and released in the search (9 to 21
    // instructions a link more).
    visit(variant, self, &state)
  }

  /// The node after `node`, whose literal segments start with `initials`, by the literal
  /// `segment`, or `nil`.
  private func literal(
    after node: Int32, _ initials: InitialBytes, _ segment: Range<Int>, of link: LinkURL,
    isHost: Bool
  ) -> Int32? {
    // NB: a segment whose first byte starts no literal segment of the node is not looked up:
    // a parameter's, mostly (about 60 instructions a lookup, and about 150 for a segment with
    // escapes, which is made a String). An escape may stand for any byte; a byte that is not
    // ASCII for any text (``InitialBytes``); a host is compared lowercased.
    if let first = segment.first {
      var byte = link.bytes[first]
      if isHost, LinkURL.isUppercase(byte) { byte |= 0x20 }
      if byte != UInt8(ascii: "%"), !initials.contains(byte) { return nil }
    }
    // NB: by the link's bytes, unless escapes, non-ASCII text or, in a host, uppercase letters
    // (a host is compared lowercased) make the String compare.
    let isPlain = isHost ? link.hostIsLowercase : link.isPlain(segment, plusIsSpace: false)
    guard isPlain else {
      return literals[node, isHost ? link.hostText : link.text(segment, plusIsSpace: false)]
    }
    return literals[node, ascii: link[segment]]
  }
}

/// A step of the search: a node reached after `depth` segments (the host first), and where the
/// link's next segment starts; a negative node stands for the variants whose rest of the path
/// starts at node `-1 - node`.
struct SearchStep {
  let node: Int32
  let depth: Int32
  let position: Int
}

/// The steps a search leaves for later, last in first out. The first two are kept inline, so
/// that most links allocate no stack.
struct PendingSteps {
  private var first: SearchStep?
  private var second: SearchStep?
  // NB: `nil` rather than empty, so that a search that needed none releases no array (about
  // 20 instructions a link).
  private var others: [SearchStep]?

  mutating func append(_ step: SearchStep) {
    if first == nil {
      first = step
    } else if second == nil {
      second = step
    } else {
      var more = others.take() ?? []
      more.append(step)
      others = more
    }
  }

  mutating func popLast() -> SearchStep? {
    if let last = others?.popLast() { return last }
    if let last = second {
      second = nil
      return last
    }
    defer { first = nil }
    return first
  }
}

/// What two patterns that could never be told apart share: their shape, their parameters' types
/// and their priority.
private struct ShapeKey: Hashable {
  let shape: String
  let types: [ObjectIdentifier]
  let priority: Int
}
