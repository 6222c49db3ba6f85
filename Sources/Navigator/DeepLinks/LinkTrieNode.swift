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
  /// Where the parameters of the pattern's segments with this variant's optional ones are.
  let slots: [ArgumentSlot]
  /// The segments after the rest of the path; empty without one.
  let suffix: [LinkPattern.Segment]
  /// Whether the rest of the path may take no segment.
  let restMayBeEmpty: Bool
}

/// Where a parameter of a variant is in a link's segments, the host first, so that reading a
/// link's arguments skips the literal segments without looking at the pattern's.
struct ArgumentSlot: Sendable {
  /// The index of the parameter's segment among the variant's, the host being 0.
  let segment: Int
  /// The index of the parameter among the pattern's.
  let parameter: Int
  /// For a rest of the path, how many segments of the variant come after it (the link's last
  /// ones); `nil` for a parameter of one segment.
  let segmentsAfterRest: Int?

  /// The slots of the parameters of `segments`, in order.
  static func slots(of segments: [LinkPattern.Segment]) -> [ArgumentSlot] {
    segments.indices.compactMap { index in
      switch segments[index] {
      case .literal: nil
      case .parameter(let parameter), .optional(let parameter):
        ArgumentSlot(segment: index, parameter: parameter, segmentsAfterRest: nil)
      case .rest(let parameter):
        ArgumentSlot(
          segment: index, parameter: parameter, segmentsAfterRest: segments.count - 1 - index)
      }
    }
  }
}
