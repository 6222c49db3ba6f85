/// The tree the patterns of a ``DeepLinks`` table compile into, and the search of the patterns
/// that match a link, in the documented order. Pure: it makes no destination.
///
/// A node is a distinct prefix of segments, the host first. A pattern with optional segments
/// compiles into one variant per subset of them, the left ones filled first; a rest of the path
/// ends its variant's walk down the tree at the node where it starts, and the segments after it
/// are checked from the link's end.
struct LinkTree: Sendable {
  private var literals = LiteralTable()
  private var nodes: [LinkTrieNode] = []
  private(set) var variants: [LinkVariant] = []
  /// The nodes' lists of variants, end to end.
  private var variantLists: [Int32] = []
  /// The declared schemes, for the error of a link of another.
  private(set) var schemes: [String] = []

  /// Compiles `links`.
  ///
  /// - Throws: ``NavigationError/invalidLinkPattern`` for two patterns of one shape, with the
  ///   same parameter types and the same priority: the second could never be read.
  init(_ links: [CompiledLink]) throws(NavigationError) {
    var terminals: [[Int32]] = []
    var rests: [[Int32]] = []
    var shapes: [String: String] = [:]
    func newNode(firstLink: Int) -> Int32 {
      nodes.append(LinkTrieNode(firstLink: Int32(firstLink)))
      terminals.append([])
      rests.append([])
      return Int32(nodes.count - 1)
    }
    for (index, link) in links.enumerated() {
      let pattern = link.pattern
      let key = "\(pattern.shape) \(link.typeNames) \(link.priority)"
      if let other = shapes.updateValue(pattern.text, forKey: key) {
        throw NavigationError(
          .invalidLinkPattern,
          detail: .linkPattern(
            pattern.text,
            "it has the shape and the parameter types of \(other), so it could never be read; "
              + "give one a priority, to try it first"))
      }
      let root: Int32
      if let known = literals[LiteralTable.schemes, pattern.scheme] {
        root = known
      } else {
        root = newNode(firstLink: index)
        literals.insert(parent: LiteralTable.schemes, text: pattern.scheme, child: root)
        schemes.append(pattern.scheme)
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
        if let restPosition, case .rest(let parameter) = segments[restPosition] {
          variants.append(
            LinkVariant(
              link: Int32(index), segments: segments,
              suffix: Array(segments[(restPosition + 1)...]),
              restMayBeEmpty: link.parameters[parameter].mayBeLeftOut))
          rests[Int(node)].append(variant)
        } else {
          variants.append(
            LinkVariant(link: Int32(index), segments: segments, suffix: [], restMayBeEmpty: false))
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

  /// The root of the links of `link`'s scheme, or `nil` when none is declared.
  func root(of link: LinkURL) -> Int32? {
    link.schemeIsLowercase
      ? literals[LiteralTable.schemes, ascii: link[link.scheme]]
      : literals[LiteralTable.schemes, link.schemeText]
  }

  /// What a search found when no variant was taken.
  struct Miss {
    /// The first link through the deepest node reached.
    let nearestLink: Int32
    /// Whether the search got past the host.
    let matchedHost: Bool
  }

  /// Calls `visit` with each variant that matches `link`, whose segments are `ranges`, in the
  /// documented order, and `state`, until it returns `true`: at each node, the literal segment's
  /// subtree first, then the parameter's, then the variants whose rest of the path starts there.
  ///
  /// - Returns: `nil` when `visit` took a variant, else where the search got.
  func search<State>(
    _ link: LinkURL, from root: Int32, ranges: LinkSegmentRanges, state: inout State,
    visit: (Int32, inout State) -> Bool
  ) -> Miss? {
    let count = ranges.count
    // NB: depth first with a stack, not recursion; a negative entry stands for the variants
    // whose rest starts at node `-1 - entry`, visited after the node's subtrees. The next node
    // (the literal's, else the parameter's) is taken at once, so that only the alternatives
    // left for later go on the stack: a link whose path has none allocates no stack (about 330
    // instructions a link with its release).
    var pending: [(entry: Int32, depth: Int)] = []
    var next: (entry: Int32, depth: Int)? = (root, 0)
    var nearest = (node: root, depth: 0)
    while true {
      let entry: Int32
      let depth: Int
      if let taken = next {
        (entry, depth) = taken
        next = nil
      } else if let popped = pending.popLast() {
        (entry, depth) = popped
      } else {
        break
      }
      if entry < 0 {
        if visitRests(of: -1 - entry, at: depth, link, ranges, &state, visit) { return nil }
        continue
      }
      let node = nodes[Int(entry)]
      if depth > nearest.depth { nearest = (entry, depth) }
      if depth == count {
        for index in node.terminals where visit(variantLists[Int(index)], &state) { return nil }
        if visitRests(of: entry, at: depth, link, ranges, &state, visit) { return nil }
        continue
      }
      if !node.rests.isEmpty { pending.append((-1 - entry, depth)) }
      let parameter = ranges[depth].isEmpty ? nil : node.parameter
      if let literal = literal(after: entry, ranges[depth], of: link, isHost: depth == 0) {
        if let parameter { pending.append((parameter, depth + 1)) }
        next = (literal, depth + 1)
      } else if let parameter {
        next = (parameter, depth + 1)
      }
    }
    return Miss(nearestLink: nodes[Int(nearest.node)].firstLink, matchedHost: nearest.depth > 0)
  }

  /// Visits the variants whose rest of the path starts at `node`, after `depth` segments, whose
  /// segments after the rest end the link.
  private func visitRests<State>(
    of node: Int32, at depth: Int, _ link: LinkURL, _ ranges: LinkSegmentRanges,
    _ state: inout State, _ visit: (Int32, inout State) -> Bool
  ) -> Bool {
    for index in nodes[Int(node)].rests {
      let variantIndex = variantLists[Int(index)]
      let variant = variants[Int(variantIndex)]
      let first = ranges.count - variant.suffix.count
      guard first - depth >= (variant.restMayBeEmpty ? 0 : 1) else { continue }
      var matches = true
      for (offset, segment) in variant.suffix.enumerated() {
        if case .literal(let text) = segment, !link.has(ranges[first + offset], text) {
          matches = false
          break
        }
      }
      if matches, visit(variantIndex, &state) { return true }
    }
    return false
  }

  /// The node after `node` by the literal `segment`, or `nil`.
  private func literal(
    after node: Int32, _ segment: Range<Int>, of link: LinkURL, isHost: Bool
  ) -> Int32? {
    if isHost {
      // NB: a host is compared lowercased.
      return link.hostIsLowercase
        ? literals[node, ascii: link[segment]] : literals[node, link.hostText]
    }
    // NB: by the link's bytes, unless escapes or non-ASCII text make the String compare.
    guard link.isPlain(segment, plusIsSpace: false) else {
      return literals[node, link.text(segment, plusIsSpace: false)]
    }
    return literals[node, ascii: link[segment]]
  }
}
