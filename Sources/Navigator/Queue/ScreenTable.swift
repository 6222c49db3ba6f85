/// A table of values by screen identity, for ``ShownScreens``: the entries in two dense arrays,
/// found through an open-addressing index with linear probing, the screen's address its own
/// hash.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes each key with SipHash, a hundred and more
/// instructions a look-up, and marks or shifts its buckets on each removal: most of what an app
/// engine's table cost per screen made and forgotten. An address needs no keyed hash (the
/// screens are not chosen by an adversary): a multiplication spreads it over the buckets.
/// The values stay in a dense array, where they are only appended, swapped and removed from the
/// end: moves, never an assignment over an optional value, which a value holding an existential
/// makes through the runtime's value witnesses. A removal moves the index's entries after it
/// back (backward-shift deletion), so that it never fills with tombstones, whatever the churn.
struct ScreenTable<Value> {
  /// The keys, in the order of `values`.
  private var keys: [ObjectIdentifier] = []
  private var values: [Value] = []
  /// For each bucket, the position in `keys` of the key it holds, plus one; `0` when empty.
  private var buckets: [Int]

  /// An empty table.
  init() {
    buckets = Array(repeating: 0, count: 16)
  }

  /// How many entries the table holds.
  var count: Int { keys.count }

  /// Whether the table holds no entry.
  var isEmpty: Bool { keys.isEmpty }

  /// The bucket a key is looked for from: the high bits of its address times a constant with
  /// well-mixed bits (Fibonacci hashing), which spreads addresses that differ in few bits.
  private func home(of key: ObjectIdentifier) -> Int {
    let mixed = UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
    let shift = UInt.bitWidth - buckets.count.trailingZeroBitCount
    return Int(truncatingIfNeeded: mixed >> UInt(shift))
  }

  /// The bucket that holds `key` and its position in `keys`; or, when the table does not hold
  /// it, the empty bucket where it would go, and `nil`.
  private func find(_ key: ObjectIdentifier) -> (bucket: Int, position: Int?) {
    let mask = buckets.count - 1
    var bucket = home(of: key)
    while buckets[bucket] != 0 {
      let position = buckets[bucket] - 1
      if keys[position] == key { return (bucket, position) }
      bucket = (bucket + 1) & mask
    }
    return (bucket, nil)
  }

  /// The value of `key`, if the table holds it.
  subscript(key: ObjectIdentifier) -> Value? {
    guard let position = find(key).position else { return nil }
    return values[position]
  }

  /// Sets the value of `key`; the value it replaced, if any, is moved to the end of `replaced`.
  ///
  /// - Returns: Whether it replaced a value.
  // NB: the replaced value is moved, never returned as an optional: a value that holds an
  // existential is copied and destroyed as an optional through the runtime's value witnesses,
  // hundreds of instructions even when it is `nil`.
  @discardableResult
  mutating func updateValue(
    _ value: consuming Value, forKey key: ObjectIdentifier, movingReplacedTo replaced: inout [Value]
  ) -> Bool {
    // NB: at most half full, so that a probe or a removal's shift rarely goes past a bucket or
    // two: a bucket is one integer.
    if (keys.count + 1) * 2 > buckets.count { resize(to: buckets.count * 2) }
    let (bucket, position) = find(key)
    if let position {
      swap(&value, &values[position])
      replaced.append(consume value)
      return true
    }
    keys.append(key)
    values.append(value)
    buckets[bucket] = keys.count
    return false
  }

  /// Removes the entry of `key`; its value, if any, is moved to the end of `removed`.
  ///
  /// - Returns: Whether the table held `key`.
  @discardableResult
  mutating func removeValue(
    forKey key: ObjectIdentifier, movingTo removed: inout [Value]
  ) -> Bool {
    let (bucket, found) = find(key)
    guard let position = found else { return false }
    // NB: not through the optional of the other version, which goes through the runtime's value
    // witnesses for a value that holds an existential (about 140 instructions a screen).
    removed.append(removeEntry(at: position, bucket: bucket))
    return true
  }

  /// Removes the entry of `key`.
  ///
  /// - Returns: Its value, moved out, which the caller releases; `nil` when the table did not
  ///   hold `key`.
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    let (bucket, found) = find(key)
    guard let position = found else { return nil }
    return removeEntry(at: position, bucket: bucket)
  }

  /// Removes the entry at `position` in the arrays, whose key is in `bucket`.
  ///
  /// - Returns: Its value, moved out.
  private mutating func removeEntry(at position: Int, bucket: Int) -> Value {
    // NB: the last entry moves into the removed one's place, and its bucket follows; moved, not
    // copied (`swapAt` copies).
    let last = keys.count - 1
    if position != last { buckets[find(keys[last]).bucket] = position + 1 }
    let lastKey = keys.removeLast()
    var value = values.removeLast()
    if position != last {
      keys[position] = lastKey
      swap(&value, &values[position])
    }
    // NB: each bucket after the emptied one, up to an empty bucket, moves back into it unless
    // it would then sit before its key's home bucket.
    let mask = buckets.count - 1
    var hole = bucket
    var index = (hole + 1) & mask
    buckets[hole] = 0
    while buckets[index] != 0 {
      let home = home(of: keys[buckets[index] - 1])
      if (index - home) & mask >= (index - hole) & mask {
        buckets.swapAt(hole, index)
        hole = index
      }
      index = (index + 1) & mask
    }
    return value
  }

  /// Removes every entry for which `shouldBeRemoved` is `true`.
  ///
  /// - Returns: The removed values, which the caller releases.
  mutating func removeAll(
    where shouldBeRemoved: (ObjectIdentifier, Value) -> Bool
  ) -> [Value] {
    var removed: [Value] = []
    var keptKeys: [ObjectIdentifier] = []
    var keptValues: [Value] = []
    for (key, value) in zip(keys, values) {
      if shouldBeRemoved(key, value) {
        removed.append(value)
      } else {
        keptKeys.append(key)
        keptValues.append(value)
      }
    }
    guard !removed.isEmpty else { return [] }
    keys = keptKeys
    values = keptValues
    resize(to: buckets.count)
    return removed
  }

  /// Calls `body` with each entry, in no particular order.
  func forEachEntry(_ body: (ObjectIdentifier, Value) -> Void) {
    for (key, value) in zip(keys, values) { body(key, value) }
  }

  /// Whether the table holds a key for which `predicate` is `true`.
  func containsKey(where predicate: (ObjectIdentifier) -> Bool) -> Bool {
    keys.contains(where: predicate)
  }

  /// Indexes every key again in `capacity` buckets, a power of two.
  private mutating func resize(to capacity: Int) {
    buckets = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for (position, key) in keys.enumerated() {
      var bucket = home(of: key)
      while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
      buckets[bucket] = position + 1
    }
  }
}
