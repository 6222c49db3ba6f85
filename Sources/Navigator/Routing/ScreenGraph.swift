/// Which screens lead to which: a graph compiled once into integer ids and adjacency arrays, that
/// finds the shortest way from the screens on a stack to any other screen.
///
/// Each screen declares only where it can lead; the graph finds the way from wherever the user is
/// to wherever they must go: back to the nearest screen from which the target can be reached,
/// then forward. Nodes are screen kinds without their data (a destination's case), so a graph's
/// descriptions never hold user data.
///
/// ```swift
/// enum Screen: Hashable { case inbox, chat, profile, contacts, settings }
///
/// let graph = ScreenGraph(roots: [.inbox], edges: [
///   .init(.inbox, .chat), .init(.chat, .profile), .init(.inbox, .contacts),
///   .init(.contacts, .profile), .init(.inbox, .settings, .modalStack),
/// ])
/// let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
/// // route.popCount == 2, route.steps == [.init(.settings, .modalStack)]
/// ```
///
/// A search allocates nothing that grows with the graph: its buffers are made once, with the
/// graph, and reused; only the route it returns grows, with the route. A graph is not
/// `Sendable`: keep one per navigator.
public final class ScreenGraph<Node: Hashable> {
  /// The screens an app starts at, for ``problems()``.
  public let roots: [Node]
  /// The edges, in the order declared; the order breaks ties between routes of one length.
  public let edges: [ScreenEdge<Node>]
  /// Every screen of the graph, by id.
  public let nodes: [Node]

  let ids: [Node: Int32]
  private let transitions: [ScreenEdge<Node>.Transition]
  private var search: RouteSearch

  /// Compiles a graph from its roots and edges.
  ///
  /// ```swift
  /// let graph = ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)])
  /// ```
  public init(roots: [Node], edges: [ScreenEdge<Node>]) {
    var nodes: [Node] = []
    var ids: [Node: Int32] = [:]
    func id(of node: Node) -> Int32 {
      if let id = ids[node] { return id }
      let id = Int32(nodes.count)
      ids[node] = id
      nodes.append(node)
      return id
    }
    for root in roots { _ = id(of: root) }
    var compiled: [(from: Int32, to: Int32, preferred: Bool)] = []
    compiled.reserveCapacity(edges.count)
    for edge in edges {
      compiled.append((id(of: edge.from), id(of: edge.to), edge.isPreferred))
    }
    self.roots = roots
    self.edges = edges
    self.nodes = nodes
    self.ids = ids
    search = RouteSearch(nodeCount: nodes.count, edges: compiled)
    // NB: the search keeps each node's edges in declaration order; so do their transitions.
    var transitions = [ScreenEdge<Node>.Transition](repeating: .push, count: edges.count)
    var next = search.offsets
    for edge in edges {
      let from = Int(ids[edge.from]!)
      transitions[Int(next[from])] = edge.transition
      next[from] += 1
    }
    self.transitions = transitions
  }

  // MARK: - Routes

  /// The shortest route from `stack` (root first) to `target`, passing through `stops` in order.
  ///
  /// The route pops back to the nearest screen of the stack from which the rest is shortest
  /// (each screen popped counts as one step, like each screen shown) and never shows a screen
  /// twice: when `target` is already on the stack, the route goes back to it. Among routes of
  /// one length, the one through the screen nearest the top wins, then the edges declared
  /// first, unless an edge is declared preferred.
  ///
  /// ```swift
  /// try graph.route(from: [.inbox], to: .profile, through: [.contacts])
  /// // [.contacts, .profile], instead of [.chat, .profile]
  /// ```
  ///
  /// - Throws: ``NavigationError/noRoute`` when `target` or a stop is not in the graph, a
  ///   screen of `stack` is not in it, or no route leads there.
  public func route(
    from stack: [Node], to target: Node, through stops: [Node] = []
  ) throws(NavigationError) -> Route<Node> {
    var stackIDs: [Int32] = []
    stackIDs.reserveCapacity(stack.count)
    for node in stack {
      guard let id = ids[node] else { throw noRoute(to: target, because: .notInGraph("\(node)")) }
      stackIDs.append(id)
    }
    var goals: [Int32] = []
    for node in stops + [target] {
      guard let id = ids[node] else { throw noRoute(to: target, because: .notInGraph("\(node)")) }
      goals.append(id)
    }
    // NB: goals already on the stack are passed by keeping them: the lowest one kept bounds how
    // far the route may pop.
    var keepAtLeast = 0
    var goalIndex = 0
    while goalIndex < goals.count,
      let index = stackIDs[keepAtLeast...].lastIndex(of: goals[goalIndex])
    {
      keepAtLeast = index
      goalIndex += 1
    }
    if goalIndex == goals.count {
      return Route(popCount: stack.count - 1 - keepAtLeast, steps: [])
    }
    var sources: [(node: Int32, distance: Int32)] = []
    for index in stride(from: stackIDs.count - 1, through: keepAtLeast, by: -1) {
      sources.append((stackIDs[index], Int32(stackIDs.count - 1 - index)))
    }
    if stackIDs.isEmpty {
      sources = roots.compactMap { ids[$0] }.map { ($0, 0) }
    }
    var blocked = stackIDs
    var steps: [Route<Node>.Step] = []
    var popCount = 0
    var previous: Int32 = -1
    for goal in goals[goalIndex...] {
      guard let found = search.search(from: sources, blocked: blocked, to: goal) else {
        throw noRoute(to: target, because: .unreachable(from: stack.last.map { "\($0)" }))
      }
      if previous < 0 {
        if let source = stackIDs.lastIndex(of: found.source) {
          popCount = stackIDs.count - 1 - source
          // NB: the screens popped may be shown again; those kept may not.
          blocked = Array(stackIDs[...source])
        } else {
          blocked = [found.source]
          steps.append(.init(nodes[Int(found.source)], .push))
        }
      }
      var from = found.source
      for node in found.path {
        steps.append(.init(nodes[Int(node)], transition(from: from, to: node)))
        blocked.append(node)
        from = node
      }
      previous = goal
      sources = [(goal, 0)]
      // NB: the next leg may not come back through the goal it starts from.
      blocked.append(goal)
    }
    return Route(popCount: popCount, steps: steps)
  }

  private func transition(from: Int32, to: Int32) -> ScreenEdge<Node>.Transition {
    var chosen: ScreenEdge<Node>.Transition?
    for edge in Int(search.offsets[Int(from)])..<Int(search.offsets[Int(from) + 1])
    where search.targets[edge] == to {
      // NB: the preferred edge's transition when there are several.
      if chosen == nil || search.preferred[edge] { chosen = transitions[edge] }
    }
    return chosen ?? .push
  }

  /// The distance of each node from `roots` by id, `-1` when unreachable.
  func searchLayers(from roots: [Int32]) -> (distance: [Int32], parents: [Int32]) {
    search.layers(from: roots)
  }

  private func noRoute(to target: Node, because reason: RouteFailure) -> NavigationError {
    NavigationError(.noRoute, detail: .route(to: "\(target)", reason))
  }
}

/// Why no route was found, in words without payloads.
enum RouteFailure: Equatable, Sendable {
  case notInGraph(String)
  case unreachable(from: String?)
}
