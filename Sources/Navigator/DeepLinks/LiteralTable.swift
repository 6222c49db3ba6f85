/// The literal edges of the tree the patterns compile into, for the whole tree: from a parent
/// node by a literal text (a host, a segment) to a child. Looked up by a String, or by a link's
/// own bytes without making one.
struct LiteralTable: Sendable {
  private struct Key: Hashable {
    let parent: Int32
    let text: String
  }

  private var byText: [Key: Int32] = [:]
  private var parents: [Int32] = []
  private var children: [Int32] = []
  /// The texts' UTF-8 bytes end to end: edge `i`'s are `bytes[starts[i]..<starts[i + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  /// Whether a text is not ASCII. Two such texts can be equal as Strings with other bytes
  /// (canonical equivalence), so lookups by bytes then compare Strings.
  private var hasNonASCII = false
  /// An open-addressing table of the edges, each slot an edge's position plus one (0 for an
  /// empty slot), at the FNV-1a hash of its parent and bytes; at most half full.
  private var slots: [Int32] = []

  /// The child of `parent` by `text`, compared as Strings.
  subscript(parent: Int32, text: String) -> Int32? {
    byText[Key(parent: parent, text: text)]
  }

  /// The child of `parent` by the text whose UTF-8 bytes are `key`, which are ASCII.
  subscript(parent: Int32, ascii key: UnsafeBufferPointer<UInt8>) -> Int32? {
    if hasNonASCII { return self[parent, String(decoding: key, as: UTF8.self)] }
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Self.hash(parent, key) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if parents[position] == parent, has(key, at: position) { return children[position] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds the edge from `parent` by `text` to `child`; `parent` has none by `text` yet.
  mutating func insert(parent: Int32, text: String, child: Int32) {
    byText[Key(parent: parent, text: text)] = child
    parents.append(parent)
    children.append(child)
    bytes.append(contentsOf: text.utf8)
    starts.append(bytes.count)
    if text.utf8.contains(where: { $0 >= 0x80 }) { hasNonASCII = true }
    if 2 * parents.count > slots.count {
      slots = [Int32](repeating: 0, count: max(16, 2 * slots.count))
      for position in parents.indices { file(position) }
    } else {
      file(parents.count - 1)
    }
  }

  private mutating func file(_ position: Int) {
    let mask = slots.count - 1
    let hash = bytes[starts[position]..<starts[position + 1]].withUnsafeBufferPointer {
      Self.hash(parents[position], $0)
    }
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(position + 1)
  }

  private func has(_ key: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    let start = starts[position]
    guard starts[position + 1] - start == key.count else { return false }
    for index in 0..<key.count where bytes[start + index] != key[index] { return false }
    return true
  }

  /// FNV-1a of the parent and the bytes: a few instructions a byte, for texts of a few bytes.
  private static func hash(_ parent: Int32, _ key: UnsafeBufferPointer<UInt8>) -> Int {
    let prime: UInt64 = 0x100_0000_01b3
    var hash = (0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: parent))) &* prime
    for index in 0..<key.count { hash = (hash ^ UInt64(key[index])) &* prime }
    return Int(truncatingIfNeeded: hash)
  }
}
