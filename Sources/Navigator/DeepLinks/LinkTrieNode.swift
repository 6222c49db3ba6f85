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
  /// The first bytes of the node's literal segments, so that a segment that starts otherwise
  /// is not looked up.
  var initials = InitialBytes()

  init(firstLink: Int32) { self.firstLink = firstLink }
}

/// A set of first bytes of texts, a bit for each ASCII byte. A text that starts with another
/// byte (not ASCII) may be equal as a String to a text that starts with any (canonical
/// equivalence: the Kelvin sign is a K), so it stands for every byte.
struct InitialBytes: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// Adds the first byte of `text`.
  mutating func insert(firstOf text: String) {
    guard let byte = text.utf8.first else { return }
    switch byte {
    case 0..<64: low |= 1 << byte
    case 64..<128: high |= 1 << (byte - 64)
    default: (low, high) = (.max, .max)
    }
  }

  /// Whether a text that starts with `byte` may be one of those added.
  func contains(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<64: low & 1 << byte != 0
    case 64..<128: high & 1 << (byte - 64) != 0
    default: true
    }
  }
}

/// One way a pattern reads: its segments with the optional ones a link has, and after the rest
/// of the path, if any, the segments that end the link.
struct LinkVariant: Sendable {
  /// The index of the link in the table.
  let link: Int32
  /// Where the parameters of the pattern's segments with this variant's optional ones are:
  /// their positions in the tree's list of slots (``LinkTree/slots``).
  let slots: Range<Int>
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
