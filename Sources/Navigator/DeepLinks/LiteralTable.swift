/// Literal texts (schemes, hosts, segments) and the index each leads to. A few are compared one
/// by one, as comparing two short strings takes fewer instructions than hashing one; more are
/// hashed.
struct LiteralTable: Sendable {
  /// The most texts compared one by one.
  private static let comparedLimit = 4

  private var texts: [String] = []
  private var indices: [Int32] = []
  /// All the texts, once there are more than `comparedLimit`.
  private var hashed: [String: Int32]?

  subscript(text: String) -> Int32? {
    if let hashed { return hashed[text] }
    for position in texts.indices where texts[position] == text { return indices[position] }
    return nil
  }

  /// Adds `text`, which the table does not have yet.
  mutating func insert(_ text: String, _ index: Int32) {
    if hashed != nil {
      hashed?[text] = index
    } else if texts.count < Self.comparedLimit {
      texts.append(text)
      indices.append(index)
    } else {
      hashed = Dictionary(uniqueKeysWithValues: zip(texts, indices))
      hashed?[text] = index
      texts = []
      indices = []
    }
  }
}
