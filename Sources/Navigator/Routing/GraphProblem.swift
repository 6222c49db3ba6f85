/// A problem ``ScreenGraph/problems()`` or ``DestinationGraph/problems()`` finds in a graph, naming the screens involved.
///
/// ```swift
/// #expect(graph.problems().isEmpty)
/// ```
public enum GraphProblem<Node: Hashable>: Hashable, CustomStringConvertible {
  /// No route leads to the screen from the graph's roots.
  case unreachable(Node)
  /// The screen has several parents at the same distance from the roots, and no edge among
  /// theirs is preferred, so which one a route takes depends on the order of declaration.
  case ambiguous(Node, parents: [Node])
  /// A route may show the screen on the way to `before`, but nothing makes its payload: it has
  /// no maker in the ``DestinationGraph``.
  case payloadGap(Node, before: Node)
  /// A tab switch leads to the screen, which is not a root, so no tab starts at it.
  case tabSwitchToNonRoot(Node, from: Node)

  /// The problem in a sentence that names the screens and says what to do.
  public var description: String {
    switch self {
    case .unreachable(let node):
      return "\(node) cannot be reached from the roots: declare an edge that leads to it."
    case .ambiguous(let node, let parents):
      let names = parents.map { "\($0)" }.joined(separator: ", ")
      return "\(node) can be reached as soon from \(names): mark one of these edges "
        + "isPreferred, or pass breadcrumbs when asking for it."
    case .payloadGap(let node, let next):
      return "\(node) may be shown on the way to \(next), but nothing makes its payload: "
        + "declare make for it, taking the payload from the next screen, the target or the app's "
        + "model."
    case .tabSwitchToNonRoot(let node, let from):
      return "\(from) switches tab to \(node), which is not a root: a tab switch shows a tab's "
        + "first screen. Declare \(node) a root, or lead there with a push or a modal."
    }
  }
}

extension GraphProblem: Sendable where Node: Sendable {}
