/// The variants that match a link, for a table with priorities: the first four are kept inline,
/// so that most links allocate no list.
struct LinkMatches {
  private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
  private var others: [Int32] = []
  /// How many variants matched.
  private(set) var count = 0

  /// Adds `variant` after the others.
  mutating func append(_ variant: Int32) {
    if count >= 4 { others.append(variant) }
    count += 1
    if count <= 4 { self[count - 1] = variant }
  }

  /// The variant at `index`, below ``count``.
  subscript(index: Int) -> Int32 {
    get {
      switch index {
      case 0: inline.0
      case 1: inline.1
      case 2: inline.2
      case 3: inline.3
      default: others[index - 4]
      }
    }
    set {
      switch index {
      case 0: inline.0 = newValue
      case 1: inline.1 = newValue
      case 2: inline.2 = newValue
      case 3: inline.3 = newValue
      default: others[index - 4] = newValue
      }
    }
  }
}
