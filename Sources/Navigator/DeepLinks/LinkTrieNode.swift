/// A node of the tree the patterns compile into: one per distinct prefix of segments. Its
/// literal segments are edges of the ``DeepLinks`` table's ``LiteralTable``.
struct LinkTrieNode: Sendable {
  var parameter: Int32?
  /// The link whose last parameter takes the rest of the path from here.
  var rest: Int32?
  /// The link that ends here.
  var terminal: Int32?
  /// The first link declared through this node, which errors name as the nearest.
  let firstLink: Int32

  init(firstLink: Int32) { self.firstLink = firstLink }
}
