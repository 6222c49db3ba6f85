import Navigator
import Testing

/// Seeded random graphs, stacks and queries, each route checked against a plain breadth-first
/// search written here: it uses declared edges only, is as short as the best of "pop back to a
/// screen of the stack, then the shortest way forward that shows no kept screen again", shows no
/// screen twice, and passes the breadcrumbs in order; a query with no route throws `noRoute`,
/// also in graphs where a hub is reachable from every screen.
@MainActor
@Suite struct ScreenGraphPropertyTests {
  static let queryCount = Int(ModelBasedTests.environment("NAVIGATOR_ROUTE_QUERIES") ?? 20_000)

  @Test func routesAreDeclaredShortestAndAcyclicAndHonourBreadcrumbs() throws {
    var random = SplitMix64(seed: ModelBasedTests.environment("NAVIGATOR_ROUTE_SEED") ?? 99)
    var checked = (routes: 0, none: 0, withStops: 0)
    var queries = 0
    while queries < Self.queryCount {
      let nodeCount = Int(random.next() % 12) + 2
      var edges: [ScreenEdge<Int>] = []
      for _ in 0..<Int(random.next() % UInt64(nodeCount * 3)) {
        let from = Int(random.next() % UInt64(nodeCount))
        let to = Int(random.next() % UInt64(nodeCount))
        if from != to { edges.append(.init(from, to, random.next() % 4 == 0 ? .modal : .push)) }
      }
      if random.next() % 3 == 0 {
        // A hub every screen leads to.
        for from in 1..<nodeCount { edges.append(.init(from, 0)) }
      }
      let graph = ScreenGraph(roots: [0], edges: edges)
      for _ in 0..<20 {
        queries += 1
        let stack = Self.randomStack(in: edges, nodeCount: nodeCount, using: &random)
        let target = Int(random.next() % UInt64(nodeCount))
        let stops = random.next() % 4 == 0 ? [Int(random.next() % UInt64(nodeCount))] : []
        let context =
          "stack \(stack) → \(target) through \(stops), edges \(edges.map { "\($0.from)>\($0.to)" })"
        // NB: a screen no edge names is not in the graph, so nothing leads to or from it.
        let known = Set(edges.flatMap { [$0.from, $0.to] } + [0])
        let isKnown = (stack + [target] + stops).allSatisfy(known.contains)
        let expected =
          stops.isEmpty && isKnown ? Self.shortest(from: stack, to: target, edges: edges) : nil
        let route: Route<Int>
        do {
          route = try graph.route(from: stack, to: target, through: stops)
        } catch {
          #expect(error == .noRoute, "\(context)")
          if stops.isEmpty {
            #expect(
              expected == nil, "no route, but \(String(describing: expected)) exists: \(context)")
          }
          checked.none += 1
          continue
        }
        // Declared edges only, from the screen kept on top.
        #expect(route.popCount >= 0 && route.popCount < max(stack.count, 1), "\(context)")
        var shown = Array(stack.dropLast(route.popCount))
        for step in route.steps {
          if let top = shown.last {
            #expect(
              edges.contains {
                $0.from == top && $0.to == step.node && $0.transition == step.transition
              },
              "\(top) → \(step.node) is not declared: \(context)")
          }
          shown.append(step.node)
        }
        #expect(shown.last == target, "\(context)")
        #expect(Set(shown).count == shown.count, "a screen shown twice in \(shown): \(context)")
        if stops.isEmpty {
          #expect(
            route.length == expected,
            "length \(route.length), shortest \(String(describing: expected)): \(context)")
        } else {
          checked.withStops += 1
          let position = shown.firstIndex(of: stops[0])
          #expect(position != nil, "breadcrumb \(stops[0]) not passed: \(shown): \(context)")
        }
        checked.routes += 1
      }
    }
    // NB: the sequences must exercise both outcomes.
    #expect(
      checked.routes > Self.queryCount / 4 && checked.none > Self.queryCount / 20, "\(checked)")
    #expect(checked.withStops > Self.queryCount / 20, "\(checked)")
  }

  /// A stack that follows declared edges from a random screen, without repeating one.
  static func randomStack(
    in edges: [ScreenEdge<Int>], nodeCount: Int, using random: inout SplitMix64
  ) -> [Int] {
    var stack = [Int(random.next() % UInt64(nodeCount))]
    for _ in 0..<Int(random.next() % 4) {
      let next = edges.filter { $0.from == stack.last! && !stack.contains($0.to) }
      guard !next.isEmpty else { break }
      stack.append(next[Int(random.next() % UInt64(next.count))].to)
    }
    return stack
  }

  /// The length of the shortest route: for each screen of the stack kept on top, the pops plus
  /// the shortest way forward that shows no kept screen again.
  static func shortest(from stack: [Int], to target: Int, edges: [ScreenEdge<Int>]) -> Int? {
    if let index = stack.lastIndex(of: target) { return stack.count - 1 - index }
    var best: Int?
    for keep in stack.indices {
      let blocked = Set(stack[...keep])
      var distance = [stack[keep]: 0]
      var queue = [stack[keep]]
      var head = 0
      while head < queue.count {
        let node = queue[head]
        head += 1
        for edge in edges
        where edge.from == node && distance[edge.to] == nil && !blocked.contains(edge.to) {
          distance[edge.to] = distance[node]! + 1
          queue.append(edge.to)
        }
      }
      if let forward = distance[target] {
        let total = stack.count - 1 - keep + forward
        best = min(best ?? total, total)
      }
    }
    return best
  }
}
