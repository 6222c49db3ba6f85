/// Breadth-first search over a compiled graph: integer node ids, adjacency in compressed rows.
/// Not generic, so that it runs specialized whatever the app's node type; its buffers are sized
/// once, with the graph, and reused by every search.
struct RouteSearch {
  /// For node `n`, its edges are `targets[offsets[n]..<offsets[n + 1]]`, in declaration order.
  let offsets: [Int32]
  let targets: [Int32]
  /// Whether each edge is a declared preference among a node's parents.
  let preferred: [Bool]

  /// The node each reached node was reached from: `-1` for a source, `-2` for a blocked node.
  private var parentNode: [Int32]
  /// The edge each reached node was reached by, for declared preferences.
  private var parentEdge: [Int32]
  private var distance: [Int32]
  /// The search that last reached each node; a node is unvisited in search `s` unless
  /// `stamp[n] == s`, so nothing is cleared between searches.
  private var stamp: [UInt32]
  private var currentStamp: UInt32 = 0
  private var queue: [Int32]

  init(nodeCount: Int, edges: [(from: Int32, to: Int32, preferred: Bool)]) {
    var offsets = [Int32](repeating: 0, count: nodeCount + 1)
    for edge in edges { offsets[Int(edge.from) + 1] += 1 }
    for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
    var next = offsets
    var targets = [Int32](repeating: 0, count: edges.count)
    var preferred = [Bool](repeating: false, count: edges.count)
    for edge in edges {
      let slot = Int(next[Int(edge.from)])
      targets[slot] = edge.to
      preferred[slot] = edge.preferred
      next[Int(edge.from)] += 1
    }
    self.offsets = offsets
    self.targets = targets
    self.preferred = preferred
    parentNode = [Int32](repeating: -1, count: nodeCount)
    parentEdge = [Int32](repeating: -1, count: nodeCount)
    distance = [Int32](repeating: 0, count: nodeCount)
    stamp = [UInt32](repeating: 0, count: nodeCount)
    queue = [Int32](repeating: 0, count: nodeCount)
  }

  var nodeCount: Int { offsets.count - 1 }

  /// Searches from `sources`, each entered at its own starting distance (in increasing order of
  /// distance), never through a node of `blocked` other than as a source, until `target` is
  /// reached.
  ///
  /// - Returns: The source the route starts from and its nodes after it, target last; `nil`
  ///   when `target` cannot be reached.
  mutating func search(
    from sources: [(node: Int32, distance: Int32)], blocked: [Int32], to target: Int32
  ) -> (source: Int32, path: [Int32])? {
    currentStamp &+= 1
    if currentStamp == 0 {
      // NB: the stamps wrapped around; start them afresh once every 4 billion searches.
      for index in stamp.indices { stamp[index] = 0 }
      currentStamp = 1
    }
    let visit = currentStamp
    // NB: blocked nodes count as reached, so paths never go through them.
    for node in blocked {
      stamp[Int(node)] = visit
      parentNode[Int(node)] = -2
      distance[Int(node)] = Int32.max
    }
    var head = 0
    var tail = 0
    var nextSource = 0
    func enqueueSources(upTo limit: Int32) {
      while nextSource < sources.count, sources[nextSource].distance <= limit {
        let source = sources[nextSource]
        nextSource += 1
        let node = Int(source.node)
        guard stamp[node] != visit || parentNode[node] == -2 else { continue }
        stamp[node] = visit
        parentNode[node] = -1
        distance[node] = source.distance
        queue[tail] = source.node
        tail += 1
      }
    }
    enqueueSources(upTo: sources.first?.distance ?? 0)
    while head < tail || nextSource < sources.count {
      if head == tail {
        enqueueSources(upTo: sources[nextSource].distance)
        continue
      }
      let node = Int(queue[head])
      head += 1
      let reached = distance[node]
      if node == Int(target) { return (source: root(of: Int32(node)), path: path(to: Int32(node))) }
      // NB: a source whose distance is not above this node's next one joins the frontier now.
      enqueueSources(upTo: reached + 1)
      for edge in Int(offsets[node])..<Int(offsets[node + 1]) {
        let next = Int(targets[edge])
        if stamp[next] != visit {
          stamp[next] = visit
          parentNode[next] = Int32(node)
          parentEdge[next] = Int32(edge)
          distance[next] = reached + 1
          queue[tail] = Int32(next)
          tail += 1
        } else if parentNode[next] >= 0, distance[next] == reached + 1, preferred[edge],
          !preferred[Int(parentEdge[next])]
        {
          // NB: a declared preference wins over the parent found first at the same distance.
          parentNode[next] = Int32(node)
          parentEdge[next] = Int32(edge)
        }
      }
    }
    return nil
  }

  private func root(of node: Int32) -> Int32 {
    var node = node
    while parentNode[Int(node)] >= 0 { node = parentNode[Int(node)] }
    return node
  }

  private func path(to node: Int32) -> [Int32] {
    var length = 0
    var walker = node
    while parentNode[Int(walker)] >= 0 {
      length += 1
      walker = parentNode[Int(walker)]
    }
    var path = [Int32](repeating: 0, count: length)
    walker = node
    while length > 0 {
      length -= 1
      path[length] = walker
      walker = parentNode[Int(walker)]
    }
    return path
  }

  /// The distance of every node from `roots` (`-1` when unreachable), and how many parents at
  /// the previous distance each node has, for validation.
  func layers(from roots: [Int32]) -> (distance: [Int32], parents: [Int32]) {
    var distance = [Int32](repeating: -1, count: nodeCount)
    var parents = [Int32](repeating: 0, count: nodeCount)
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
        let next = Int(targets[edge])
        if distance[next] < 0 {
          distance[next] = distance[node] + 1
          queue.append(Int32(next))
        }
        if distance[next] == distance[node] + 1 { parents[next] += 1 }
      }
    }
    return (distance, parents)
  }
}
