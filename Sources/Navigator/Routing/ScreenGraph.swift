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
/// ```
///
/// A graph of those screens, and a route in it:
///
/// ```swift
/// let graph = ScreenGraph<Screen>(
///   roots: [.inbox],
///   edges: [
///     .init(.inbox, .chat), .init(.chat, .profile), .init(.inbox, .contacts),
///     .init(.contacts, .profile), .init(.inbox, .settings, .modalWithNavigationBar),
///   ])
/// let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
/// // route.popCount == 2, route.steps == [.init(.settings, .modalWithNavigationBar)]
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
  let rootIDs: [Int32]
  private(set) var search: RouteSearch

  /// Compiles a graph from its roots and edges.
  ///
  /// ```swift
  /// let graph = ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)])
  /// ```
  public convenience init(roots: [Node], edges: [ScreenEdge<Node>]) {
    self.init(nodes: [], roots: roots, edges: edges)
  }

  /// Compiles a graph that also has `nodes`, first, whether edges lead to them or not.
  init(nodes knownNodes: [Node], roots: [Node], edges: [ScreenEdge<Node>]) {
    var nodes: [Node] = []
    var ids: [Node: Int32] = [:]
    func id(of node: Node) -> Int32 {
      if let id = ids[node] { return id }
      let id = Int32(nodes.count)
      ids[node] = id
      nodes.append(node)
      return id
    }
    for node in knownNodes { _ = id(of: node) }
    for root in roots { _ = id(of: root) }
    var compiled: [(from: Int32, to: Int32, transition: ScreenTransition, preferred: Bool)] = []
    compiled.reserveCapacity(edges.count)
    for edge in edges {
      compiled.append((id(of: edge.from), id(of: edge.to), edge.transition, edge.isPreferred))
    }
    self.roots = roots
    self.edges = edges
    self.nodes = nodes
    self.ids = ids
    rootIDs = roots.compactMap { ids[$0] }
    search = RouteSearch(nodeCount: nodes.count, edges: compiled)
  }

  /// Closes the edges at `indices` of ``edges`` to the routes found next, and opens every other.
  func close(edgesAt indices: [Int]) {
    search.close(edgesAt: indices)
  }

  // MARK: - Routes

  /// The shortest route from `stack` (root first) to `target`, passing through `stops` in order.
  ///
  /// The route pops back to the nearest screen of the stack from which the rest is shortest
  /// (each screen popped counts as one step, like each screen shown) and never shows a screen
  /// twice: when `target` is already on the stack, the route goes back to it. Among routes of
  /// one length, the one through the screen nearest the top wins, then the edges declared
  /// first, unless an edge is declared preferred. With `stops`, each leg (to the first stop, from
  /// one stop to the next, then to `target`) is the shortest that shows no screen again; a stop
  /// already on the stack is passed by keeping it.
  ///
  /// ```swift
  /// let route = try graph.route(from: [.inbox], to: .profile, through: [.contacts])
  /// // [.contacts, .profile], instead of [.chat, .profile]
  /// ```
  ///
  /// - Throws: ``NavigationError/noRoute`` when `target` or a stop is not in the graph, a
  ///   screen of `stack` is not in it, or no route leads there.
  public func route(
    from stack: [Node], to target: Node, through stops: [Node] = []
  ) throws(NavigationError) -> Route<Node> {
    let ids = self.ids
    return try route(stackCount: stack.count, to: target, through: stops) {
      index throws(NavigationError) in
      guard let id = ids[stack[index]] else {
        throw noRoute(to: target, because: .notInGraph("\(stack[index])"))
      }
      return id
    }
  }

  /// The shortest route from `stack`, whose screens the graph may not name (`nil`, or a node
  /// it lacks), to `target` through `stops`: such a screen stays or is popped with the screens
  /// around it, and is never a screen a route starts from.
  func route(
    fromScreens stack: [Node?], to target: Node, through stops: [Node]
  ) throws(NavigationError) -> Route<Node> {
    let ids = self.ids
    return try route(stackCount: stack.count, to: target, through: stops) { index in
      stack[index].flatMap { ids[$0] } ?? RouteSearch.unnamed
    }
  }

  private func route(
    stackCount: Int, to target: Node, through stops: [Node],
    stackID: (Int) throws(NavigationError) -> Int32
  ) throws(NavigationError) -> Route<Node> {
    let ids = self.ids
    let outcome = try search.route(roots: rootIDs) { (stackIDs, goalIDs) throws(NavigationError) in
      // NB: index loops: an iterator over the generic node type asks the runtime for the type of
      // its optional element at every step.
      for index in 0..<stackCount {
        stackIDs.append(try stackID(index))
      }
      for index in 0..<stops.count {
        guard let id = ids[stops[index]] else {
          throw noRoute(to: target, because: .notInGraph("\(stops[index])"))
        }
        goalIDs.append(id)
      }
      guard let id = ids[target] else {
        throw noRoute(to: target, because: .notInGraph("\(target)"))
      }
      goalIDs.append(id)
    }
    switch outcome {
    case .found(let popCount, let path):
      return Route(popCount: popCount, path: path, nodes: nodes, transitions: search.transitions)
    case .unreachable:
      // NB: the top's id, an `Int32`: an `Optional<Node>` would be looked up in the runtime's
      // metadata cache.
      let top = stackCount > 0 ? try? stackID(stackCount - 1) : nil
      let from = top.flatMap { $0 >= 0 ? "\(nodes[Int($0)])" : nil }
      throw noRoute(to: target, because: .unreachable(from: from))
    }
  }

  /// Whether the graph has `node`.
  func contains(_ node: Node) -> Bool {
    ids[node] != nil
  }

  private func noRoute(to target: Node, because reason: RouteFailure) -> NavigationError {
    NavigationError(.noRoute, detail: .route(to: "\(target)", reason))
  }
}
