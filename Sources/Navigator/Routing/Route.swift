/// The way from a stack of screens to a target, found by a ``ScreenGraph``: how many screens to
/// pop, then which screens to show, each with the transition of the edge that leads to it.
///
/// ```swift
/// let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
/// let pops = route.popCount  // 2: back to the inbox
/// let steps = route.steps  // [Route.Step(.settings, .push)]
/// ```
public struct Route<Node: Hashable>: Hashable, CustomStringConvertible {
  /// One screen a route shows, and how.
  public struct Step: Hashable {
    /// The screen.
    public var node: Node
    /// How it is shown.
    public var transition: ScreenTransition

    /// Makes a step.
    ///
    /// ```swift
    /// let step = Route<Screen>.Step(.settings, .push)
    /// ```
    public init(_ node: Node, _ transition: ScreenTransition) {
      self.node = node
      self.transition = transition
    }
  }

  /// How many screens to pop from the top of the stack the route starts from.
  public let popCount: Int

  // NB: the route keeps the graph's ids (each node shown, then the edge that shows it) and
  // shares the graph's lists of nodes and transitions, so that finding it builds no array of the
  // generic node type; `steps` makes one when asked.
  private let path: [Int32]
  private let nodes: [Node]
  private let transitions: [ScreenTransition]

  /// Makes a route.
  ///
  /// ```swift
  /// let made = Route(popCount: 2, steps: [.init(Screen.settings, .push)])
  /// ```
  public init(popCount: Int, steps: [Step]) {
    self.popCount = popCount
    path = steps.indices.flatMap { [Int32($0), Int32($0)] }
    nodes = steps.map(\.node)
    transitions = steps.map(\.transition)
  }

  init(popCount: Int, path: [Int32], nodes: [Node], transitions: [ScreenTransition]) {
    self.popCount = popCount
    self.path = path
    self.nodes = nodes
    self.transitions = transitions
  }

  /// The screens to show after popping, in order.
  public var steps: [Step] {
    var steps: [Step] = []
    steps.reserveCapacity(stepCount)
    for index in stride(from: 0, to: path.count, by: 2) {
      let edge = Int(path[index + 1])
      steps.append(Step(nodes[Int(path[index])], edge < 0 ? .push : transitions[edge]))
    }
    return steps
  }

  /// How many screens the route shows after popping.
  public var stepCount: Int { path.count / 2 }

  /// The route's length: the screens popped and the screens shown.
  public var length: Int { popCount + stepCount }

  /// `back 2, then push settings`.
  public var description: String {
    let shown = steps.map { "\($0.transition) \($0.node)" }
    return (["back \(popCount)"] + shown).joined(separator: ", then ")
  }

  /// Whether both pop as many screens and show the same screens the same way.
  public static func == (lhs: Route, rhs: Route) -> Bool {
    lhs.popCount == rhs.popCount && lhs.steps == rhs.steps
  }

  /// Hashes what `==` compares: the pops and the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(popCount)
    hasher.combine(steps)
  }
}

extension Route: Sendable where Node: Sendable {}
extension Route.Step: Sendable where Node: Sendable {}
