/// The way from a stack of screens to a target, found by a ``ScreenGraph``: how many screens to
/// pop, then which screens to show, each with the transition of the edge that leads to it.
///
/// ```swift
/// let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
/// route.popCount  // 2: back to the inbox
/// route.steps     // [(.settings, .push)]
/// ```
public struct Route<Node: Hashable>: Hashable {
  /// One screen a route shows, and how.
  public struct Step: Hashable {
    /// The screen.
    public var node: Node
    /// How it is shown.
    public var transition: ScreenEdge<Node>.Transition

    /// Makes a step.
    public init(_ node: Node, _ transition: ScreenEdge<Node>.Transition) {
      self.node = node
      self.transition = transition
    }
  }

  /// How many screens to pop from the top of the stack the route starts from.
  public var popCount: Int
  /// The screens to show after popping, in order.
  public var steps: [Step]

  /// Makes a route.
  public init(popCount: Int, steps: [Step]) {
    self.popCount = popCount
    self.steps = steps
  }

  /// The route's length: the screens popped and the screens shown.
  public var length: Int { popCount + steps.count }
}

extension Route: Sendable where Node: Sendable {}
extension Route.Step: Sendable where Node: Sendable {}
