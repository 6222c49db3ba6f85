/// Route finding over a compiled graph: integer node ids, adjacency in compressed rows.
///
/// Not generic, so that it runs specialized whatever the app's node type. Its buffers are sized
/// once, with the graph, and reused by every search; a route allocates only its own arrays.
struct RouteSearch {
  /// For node `n`, its edges are `targets[offsets[n]..<offsets[n + 1]]`, in declaration order.
  let offsets: [Int32]
  /// The target of each edge, or ``closedTarget`` for an edge closed now.
  private(set) var targets: [Int32]
  /// The target of each edge as declared.
  private let declaredTargets: [Int32]
  /// Whether each edge is a declared preference among a node's parents.
  let preferred: [Bool]
  /// How each edge shows its target.
  let transitions: [ScreenTransition]
  /// Whether any edge is preferred; when none is, searches skip the check.
  let hasPreferredEdges: Bool
  /// The slot in `targets` of each edge, in the order the edges were given.
  private let slots: [Int32]

  /// What the current search knows of each node, in one array so that reaching a node writes
  /// once.
  private var marks: [Mark]
  private var currentStamp: UInt32 = 0
  private var queue: [Int32]
  /// The stack and the goals of the route being found, as ids.
  private var stack: [Int32] = []
  private var goals: [Int32] = []

  /// The id of a screen of the stack that the graph does not name: it is kept or popped like
  /// the others, but no route starts from it.
  static let unnamed: Int32 = -1

  /// What a search knows of a node.
  private struct Mark {
    /// The search that last reached the node; a node is unvisited in search `s` unless
    /// `stamp == s`, so nothing is cleared between searches.
    var stamp: UInt32 = 0
    /// The node it was reached from: `-1` for a source, `-2` for a blocked node.
    var parent: Int32 = -1
    /// The edge it was reached by.
    var edge: Int32 = -1
    /// Its distance from the sources.
    var distance: Int32 = 0
  }

  /// What a route search found.
  enum Outcome: Equatable {
    /// Pop `popCount` screens, then show the nodes of `path`, which alternates each node's id
    /// and the edge that shows it (`-1` for a root shown first).
    case found(popCount: Int, path: [Int32])
    /// No route leads to a goal.
    case unreachable
  }

  init(
    nodeCount: Int,
    edges: [(from: Int32, to: Int32, transition: ScreenTransition, preferred: Bool)]
  ) {
    var offsets = [Int32](repeating: 0, count: nodeCount + 1)
    for edge in edges { offsets[Int(edge.from) + 1] += 1 }
    for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
    var next = offsets
    var targets = [Int32](repeating: 0, count: edges.count)
    var preferred = [Bool](repeating: false, count: edges.count)
    var transitions = [ScreenTransition](repeating: .push, count: edges.count)
    var slots = [Int32](repeating: 0, count: edges.count)
    for (index, edge) in edges.enumerated() {
      let slot = Int(next[Int(edge.from)])
      targets[slot] = edge.to
      preferred[slot] = edge.preferred
      transitions[slot] = edge.transition
      slots[index] = Int32(slot)
      next[Int(edge.from)] += 1
    }
    self.slots = slots
    self.offsets = offsets
    self.targets = targets
    declaredTargets = targets
    self.preferred = preferred
    self.transitions = transitions
    hasPreferredEdges = preferred.contains(true)
    // NB: one more mark, for `closedTarget`, which every search sees as reached.
    marks = [Mark](repeating: Mark(), count: nodeCount + 1)
    queue = [Int32](repeating: 0, count: nodeCount)
  }

  var nodeCount: Int { offsets.count - 1 }

  /// The target a closed edge leads to: a node past the graph's, which every search has
  /// already reached, so that a closed edge costs a search nothing more than an open one.
  private var closedTarget: Int32 { Int32(nodeCount) }

  /// Closes the edges at `indices` (in the order the edges were given) to the searches that
  /// follow, and opens every other.
  mutating func close(edgesAt indices: [Int]) {
    guard !indices.isEmpty || targets != declaredTargets else { return }
    targets = declaredTargets
    for index in indices { targets[Int(slots[index])] = closedTarget }
  }

  // MARK: - Routes

  /// The shortest route from the stack and through the goals that `fill` sets, as ids (the stack
  /// root first, then the stops and the target), in buffers kept from route to route.
  mutating func route<Failure: Error>(
    roots: [Int32],
    _ fill: (_ stack: inout [Int32], _ goals: inout [Int32]) throws(Failure) -> Void
  ) throws(Failure) -> Outcome {
    // NB: emptied one by one, which keeps the capacity for less than `removeAll(keepingCapacity:)`
    // costs; stacks and goals are short.
    while !stack.isEmpty { stack.removeLast() }
    while !goals.isEmpty { goals.removeLast() }
    try fill(&stack, &goals)
    return route(roots: roots)
  }

  /// The shortest route from the requested stack through each of its goals in order: goals on
  /// the stack are passed by keeping them; then each leg is a search that pops back to the
  /// nearest screen of the stack (each pop counting as one step) or starts from the previous
  /// goal, and never shows a kept or already shown screen again. From an empty stack, routes
  /// start at one of `roots`, which they show first.
  private mutating func route(roots: [Int32]) -> Outcome {
    var keepAtLeast = 0
    var goalIndex = 0
    while goalIndex < goals.count,
      let index = stack[keepAtLeast...].lastIndex(of: goals[goalIndex])
    {
      keepAtLeast = index
      goalIndex += 1
    }
    if goalIndex == goals.count {
      return .found(popCount: stack.count - 1 - keepAtLeast, path: [])
    }
    var path: [Int32] = []
    var popCount = 0
    // NB: in the first leg every screen of the stack is blocked (one popped cannot be worth
    // showing again, as starting from it is shorter); afterwards only those kept are.
    var blockedCount = stack.count
    var start = stack.isEmpty ? Start.roots(roots) : .stack(keepingAtLeast: keepAtLeast)
    for (leg, goal) in goals[goalIndex...].enumerated() {
      guard let source = search(from: start, blocking: blockedCount, and: path, to: goal) else {
        return .unreachable
      }
      if leg == 0 {
        if let kept = stack.lastIndex(of: source) {
          popCount = stack.count - 1 - kept
          blockedCount = kept + 1
        } else {
          blockedCount = 0
          path.append(source)
          path.append(-1)
        }
      }
      // NB: counted first, so that the route's array is allocated once.
      var length = 0
      var node = goal
      while marks[Int(node)].parent >= 0 {
        length += 1
        node = marks[Int(node)].parent
      }
      let first = path.count
      path.reserveCapacity(first + 2 * length + 4 * (goals.count - goalIndex - leg - 1))
      path.append(contentsOf: repeatElement(0, count: 2 * length))
      var slot = first + 2 * length
      node = goal
      while marks[Int(node)].parent >= 0 {
        slot -= 2
        path[slot] = node
        path[slot + 1] = marks[Int(node)].edge
        node = marks[Int(node)].parent
      }
      start = .node(goal)
    }
    return .found(popCount: popCount, path: path)
  }

  // MARK: - Searching

  /// Where a search starts.
  private enum Start {
    /// From each screen of the stack down to this index, the top first, each at the distance of
    /// the screens popped to reach it.
    case stack(keepingAtLeast: Int)
    /// From each root, at distance 0.
    case roots([Int32])
    /// From one node, at distance 0.
    case node(Int32)
  }

  /// The `index`th source of `start`, in increasing order of distance.
  private func source(_ index: Int, of start: Start) -> (node: Int32, distance: Int32)? {
    switch start {
    case .stack(let keepAtLeast):
      guard index < stack.count - keepAtLeast else { return nil }
      return (stack[stack.count - 1 - index], Int32(index))
    case .roots(let roots):
      return index < roots.count ? (roots[index], 0) : nil
    case .node(let node):
      return index == 0 ? (node, 0) : nil
    }
  }

  /// Searches from the sources of `start`, each entered at its own distance, never through the
  /// first `blockedCount` screens of the stack nor the nodes of `path` (but as a source), until
  /// `target` is reached; the parents then lead back from `target` to its source.
  ///
  /// - Returns: The source the route starts from, or `nil` when `target` cannot be reached.
  private mutating func search(
    from start: Start, blocking blockedCount: Int, and path: [Int32], to target: Int32
  ) -> Int32? {
    currentStamp &+= 1
    if currentStamp == 0 {
      // NB: the stamps wrapped around; start them afresh once every 4 billion searches.
      for index in marks.indices { marks[index].stamp = 0 }
      currentStamp = 1
    }
    let visit = currentStamp
    // NB: blocked nodes count as reached, so paths never go through them.
    let blocked = Mark(stamp: visit, parent: -2, edge: -1, distance: .max)
    marks[Int(closedTarget)] = blocked
    for index in 0..<blockedCount where stack[index] != Self.unnamed {
      marks[Int(stack[index])] = blocked
    }
    for index in stride(from: 0, to: path.count, by: 2) { marks[Int(path[index])] = blocked }
    var head = 0
    var tail = 0
    var nextSource = 0
    var pending = source(0, of: start)
    while head < tail || pending != nil {
      // NB: sources join the frontier when it reaches their distance.
      while let source = pending,
        head == tail || source.distance <= marks[Int(queue[head])].distance
      {
        nextSource += 1
        pending = self.source(nextSource, of: start)
        let node = Int(source.node)
        guard source.node != Self.unnamed, marks[node].stamp != visit || marks[node].parent == -2
        else { continue }
        marks[node] = Mark(stamp: visit, parent: -1, edge: -1, distance: source.distance)
        queue[tail] = source.node
        tail += 1
      }
      guard head < tail else { continue }
      let node = Int(queue[head])
      head += 1
      if node == Int(target) {
        var root = Int32(node)
        while marks[Int(root)].parent >= 0 { root = marks[Int(root)].parent }
        return root
      }
      let reached = marks[node].distance + 1
      for edge in Int(offsets[node])..<Int(offsets[node + 1]) {
        let next = Int(targets[edge])
        if marks[next].stamp != visit {
          marks[next] = Mark(
            stamp: visit, parent: Int32(node), edge: Int32(edge), distance: reached)
          queue[tail] = Int32(next)
          tail += 1
        } else if hasPreferredEdges, preferred[edge], marks[next].parent >= 0,
          marks[next].distance == reached, !preferred[Int(marks[next].edge)]
        {
          // NB: a declared preference wins over the parent found first at the same distance.
          marks[next].parent = Int32(node)
          marks[next].edge = Int32(edge)
        }
      }
    }
    return nil
  }

  // MARK: - Layers

  /// The distance of every node from `roots`, `-1` when unreachable.
  func distances(from roots: [Int32]) -> [Int32] {
    var distance = [Int32](repeating: -1, count: nodeCount)
    var queue: [Int32] = []
    for root in roots where distance[Int(root)] < 0 {
      distance[Int(root)] = 0
      queue.append(root)
    }
    var head = 0
    while head < queue.count {
      let node = Int(queue[head])
      head += 1
      for edge in Int(offsets[node])..<Int(offsets[node + 1]) {
        let next = Int(declaredTargets[edge])
        if distance[next] < 0 {
          distance[next] = distance[node] + 1
          queue.append(Int32(next))
        }
      }
    }
    return distance
  }
}
