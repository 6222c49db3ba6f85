/// The literal edges of the tree the patterns compile into, for the whole tree: from a parent
/// node by a literal text (a host, a segment) to a child. Looked up by a String, or by a link's
/// own bytes without making one.
struct LiteralTable: Sendable {
  private struct Key: Hashable {
    let parent: Int32
    let text: String
  }

  /// An edge as the open-addressing table holds it, so that most lookups compare one record:
  /// its text by its length and its first eight bytes in one word (``fingerprint(_:_:)``);
  /// only a longer text compares the rest of its bytes, `bytes[tail]`.
  private struct Edge {
    let parent: Int32
    let child: Int32
    let count: Int
    let head: UInt64
    let tail: Range<Int>
    /// Its hash (``fingerprint(_:_:)``), to file it again when the table grows.
    let hash: UInt64
  }

  private var byText: [Key: Int32] = [:]
  private var edges: [Edge] = []
  /// The bytes of the texts after their first eight, end to end.
  private var bytes: [UInt8] = []
  /// Whether a text is not ASCII. Two such texts can be equal as Strings with other bytes
  /// (canonical equivalence), so lookups by bytes then compare Strings.
  private var hasNonASCII = false
  /// The edges at the hash of their parent and text (``fingerprint(_:_:)``), `nil` for an
  /// empty slot; at most half full.
  private var slots: [Edge?] = []
  /// How far a hash is shifted right to give its slot: its top bits pick it.
  private var shift: UInt64 = 64

  /// The child of `parent` by `text`, compared as Strings.
  subscript(parent: Int32, text: String) -> Int32? {
    byText[Key(parent: parent, text: text)]
  }

  /// The child of `parent` by the text whose UTF-8 bytes are `key`, which are ASCII.
  subscript(parent: Int32, ascii key: UnsafeBufferPointer<UInt8>) -> Int32? {
    if hasNonASCII { return self[parent, String(decoding: key, as: UTF8.self)] }
    guard !slots.isEmpty else { return nil }
    // NB: one record read and compared at each probe: five parallel arrays, each checked at
    // each read, took about 100 instructions a lookup.
    let (head, hash) = Self.fingerprint(parent, key)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash &>> shift)
    while let edge = slots[slot] {
      if edge.parent == parent, edge.head == head, edge.count == key.count,
        key.count <= 8 || hasTail(of: key, edge)
      {
        return edge.child
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds the edge from `parent` by `text` to `child`; `parent` has none by `text` yet.
  mutating func insert(parent: Int32, text: String, child: Int32) {
    byText[Key(parent: parent, text: text)] = child
    let utf8 = Array(text.utf8)
    let start = bytes.count
    if utf8.count > 8 { bytes += utf8[8...] }
    let edge = utf8.withUnsafeBufferPointer { key in
      let (head, hash) = Self.fingerprint(parent, key)
      return Edge(
        parent: parent, child: child, count: key.count, head: head, tail: start..<bytes.count,
        hash: hash)
    }
    edges.append(edge)
    if utf8.contains(where: { $0 >= 0x80 }) { hasNonASCII = true }
    if 2 * edges.count > slots.count {
      slots = [Edge?](repeating: nil, count: max(16, 2 * slots.count))
      shift = 64 - UInt64(slots.count.trailingZeroBitCount)
      for edge in edges { file(edge) }
    } else {
      file(edge)
    }
  }

  private mutating func file(_ edge: Edge) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: edge.hash &>> shift)
    while slots[slot] != nil { slot = (slot + 1) & mask }
    slots[slot] = edge
  }

  /// Whether the bytes of `key` after its first eight are those of `edge`'s text.
  private func hasTail(of key: UnsafeBufferPointer<UInt8>, _ edge: Edge) -> Bool {
    var position = edge.tail.lowerBound
    for index in 8..<key.count {
      guard bytes[position] == key[index] else { return false }
      position += 1
    }
    return true
  }

  /// The first eight bytes of `key` (fewer for a shorter text) in one word, the first lowest,
  /// and the hash of `parent` and `key`: that word mixed with the length and the parent, then
  /// FNV-1a of the bytes after the eighth, so that long texts sharing their first eight bytes
  /// spread too, then multiplied by the golden ratio, whose top bits pick a slot (Fibonacci
  /// hashing). One function, so that a lookup makes one call for both.
  private static func fingerprint(
    _ parent: Int32, _ key: UnsafeBufferPointer<UInt8>
  ) -> (head: UInt64, hash: UInt64) {
    var head: UInt64 = 0
    for index in 0..<min(8, key.count) { head |= UInt64(key[index]) << (8 * index) }
    var hash = head ^ UInt64(UInt32(bitPattern: parent)) << 32 ^ UInt64(key.count)
    if key.count > 8 {
      let prime: UInt64 = 0x100_0000_01b3
      for index in 8..<key.count { hash = (hash ^ UInt64(key[index])) &* prime }
    }
    // NB: one multiplication, whose top bits depend on all the bits below them: splitmix64's
    // finalizer, whose low bits picked the slot, took about 10 instructions a lookup more.
    hash &*= 0x9e37_79b9_7f4a_7c15
    return (head, hash)
  }
}
