/// A node of the tree the patterns compile into: one per distinct prefix of segments (the host
/// first). Its literal segments are edges of the ``DeepLinks`` table's ``LiteralTable``.
struct LinkTrieNode: Sendable {
  var parameter: Int32?
  /// The variants that end here, in declaration order: `variantLists[terminals]`.
  var terminals: Range<Int32> = 0..<0
  /// The variants whose rest of the path starts here, in declaration order.
  var rests: Range<Int32> = 0..<0
  /// The first link declared through this node, which errors name as the nearest.
  let firstLink: Int32

  init(firstLink: Int32) { self.firstLink = firstLink }
}

/// One way a pattern reads: its segments with the optional ones a link has, and after the rest
/// of the path, if any, the segments that end the link.
struct LinkVariant: Sendable {
  /// The index of the link in the table.
  let link: Int32
  /// The pattern's segments with this variant's optional ones, the host first.
  let segments: [LinkPattern.Segment]
  /// The segments after the rest of the path; empty without one.
  let suffix: [LinkPattern.Segment]
  /// Whether the rest of the path may take no segment.
  let restMayBeEmpty: Bool
}
