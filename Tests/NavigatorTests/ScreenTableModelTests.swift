import Testing

@testable import Navigator

/// `ScreenTable`, the engine's table of remembered screens, against a plain `Dictionary`: random
/// insertions, replacements and removals, with keys that share their low bits and crowd the same
/// buckets, keep both holding the same entries.
@Suite struct ScreenTableModelTests {
  @Test(arguments: 1...20) func randomChurnKeepsTheSameEntriesAsADictionary(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let objects = (0..<64).map { _ in Key() }
    var table = ScreenTable<Int>()
    var model: [ObjectIdentifier: Int] = [:]
    var moved: [Int] = []

    for step in 0..<2_000 {
      let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &random)])
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        moved.removeAll()
        let replaced = table.updateValue(step, forKey: key, movingReplacedTo: &moved)
        let old = model.updateValue(step, forKey: key)
        #expect(replaced == (old != nil))
        #expect(moved == (old.map { [$0] } ?? []))
      case 5..<9:
        moved.removeAll()
        let removed = table.removeValue(forKey: key, movingTo: &moved)
        let old = model.removeValue(forKey: key)
        #expect(removed == (old != nil))
        #expect(moved == (old.map { [$0] } ?? []))
      default:
        let threshold = Int.random(in: 0...max(step, 1), using: &random)
        let removed = table.removeAll { _, value in value < threshold }
        let expected = model.values.filter { $0 < threshold }
        model = model.filter { $0.value >= threshold }
        #expect(removed.sorted() == expected.sorted())
      }
      #expect(table.count == model.count)
      for object in objects {
        #expect(table[ObjectIdentifier(object)] == model[ObjectIdentifier(object)])
      }
    }
  }

  private final class Key {}
}
