/// Turns "go to this destination" into the navigation state that shows it, from the state on
/// show: pure logic over a ``DestinationGraph``, which an app navigator then applies as one
/// whole-path change.
///
/// It tries the screens on show (the selected stack, then each modal's) and, in an app with
/// tabs, each other tab's stack for the price of one switch; it takes the shortest, the screens
/// on show first, then the tabs in order; it never replaces a tab's first screen, and takes no
/// tab edge (the graph it routes over has none). In each, it pops back to the nearest screen from which
/// the graph's route is shortest, makes the screens on the way backwards from the target, and
/// pops one screen further whenever the screen it would keep is not the one the maker asks for
/// (a `chat(grace)` under a route to `profile(ada)`). A screen the graph does not name stays
/// or is popped with the screens around it, but no route starts from it.
@MainActor
struct RouteResolver {
  let graph: DestinationGraph
  let state: NavigationState
  let target: AnyDestination
  let stops: [AnyDestination]

  /// A screen on show, with where it is.
  private struct Shown {
    let destination: AnyDestination
    let node: DestinationCase?
    let location: StackLocation
    let index: Int
  }

  /// A stack to start from: the screens on show, or another tab's stack.
  private struct Start {
    let chain: [Shown]
    let tab: Int?
  }

  private struct Plan {
    let cost: Int
    let state: NavigationState
  }

  func resolve() throws(NavigationError) -> NavigationState {
    guard let targetNode = DestinationCase(of: target) else { throw notRoutable(target) }
    graph.closeEdges()
    var stopNodes: [DestinationCase] = []
    for stop in stops {
      guard let node = DestinationCase(of: stop) else { throw notRoutable(stop) }
      stopNodes.append(node)
    }
    // NB: a route shows one screen of a case at a time, so a breadcrumb of the case of the
    // destination after it is honoured by that destination when equal to it, and refused
    // otherwise; it is never dropped.
    for index in stops.indices.reversed() {
      let isLast = index == stops.count - 1
      let (next, nextNode) =
        isLast ? (target, targetNode) : (stops[index + 1], stopNodes[index + 1])
      guard stopNodes[index] == nextNode else { continue }
      guard stops[index] == next else {
        let whose = isLast ? "the target's" : "the next breadcrumb's"
        throw cannotShow(
          "the breadcrumb \(stops[index].caseName) is of \(whose) case with another payload, "
            + "and a route shows one screen of a case at a time")
      }
      var honoured = stops
      honoured.remove(at: index)
      return try RouteResolver(graph: graph, state: state, target: target, stops: honoured)
        .resolve()
    }
    var best: Plan?
    var failure: NavigationError?
    for start in starts() {
      do {
        let plan = try resolve(from: start, targetNode: targetNode, stopNodes: stopNodes)
        if best.map({ plan.cost < $0.cost }) ?? true { best = plan }
      } catch {
        // NB: a missing payload says more than a missing route; report it first.
        if failure == nil || error.kind == .payloadUnavailable && failure?.kind == .noRoute {
          failure = error
        }
      }
    }
    if let best { return best.state }
    throw failure ?? NavigationError(.noRoute, destination: target)
  }

  // MARK: - Starts

  private func starts() -> [Start] {
    func shown(_ stack: [AnyDestination], at location: StackLocation) -> [Shown] {
      stack.enumerated().map { index, destination in
        Shown(
          destination: destination, node: DestinationCase(of: destination), location: location,
          index: index)
      }
    }
    var chain: [Shown] = []
    var others: [Start] = []
    switch state.root {
    case .stack(let stack):
      chain = shown(stack, at: .root)
    case .tabs(let tabs, let selected):
      for (index, tab) in tabs.enumerated() where index != selected {
        others.append(Start(chain: shown(tab.stack, at: .tab(index)), tab: index))
      }
      if tabs.indices.contains(selected) { chain = shown(tabs[selected].stack, at: .tab(selected)) }
    }
    for (level, modal) in state.modals.enumerated() {
      chain += shown(modal.stack, at: .modal(level))
    }
    return [Start(chain: chain, tab: nil)] + others
  }

  // MARK: - One start

  private func resolve(
    from start: Start, targetNode: DestinationCase, stopNodes: [DestinationCase]
  ) throws(NavigationError) -> Plan {
    let chain = start.chain
    let switchCost = start.tab == nil ? 0 : 1
    if stops.isEmpty, let index = chain.lastIndex(where: { $0.destination == target }) {
      let kept = index + 1
      return Plan(
        cost: switchCost + chain.count - kept,
        state: try build(from: start, keeping: kept, steps: [], destinations: []))
    }
    // NB: a screen of the target's case (or a stop's) with another payload is popped: the route
    // must show the one asked for. Screens the graph does not name stay, and so do those above
    // them; no route starts from them.
    var limit =
      chain.firstIndex { shown in
        guard let node = shown.node else { return false }
        if node == targetNode { return shown.destination != target }
        if let stop = stopNodes.firstIndex(of: node) { return shown.destination != stops[stop] }
        return false
      } ?? chain.count
    // NB: in an app with tabs, a route keeps each tab's first screen: a tab is what it starts at.
    let keepsFirst = start.tab != nil || state.baseLocation.map { $0 != .root } ?? false
    while true {
      // NB: a stack of which the graph names no screen (a splash screen) is left from a root.
      if !chain[..<limit].contains(where: { $0.node.map(graph.routing.contains) ?? false }) {
        limit = 0
      }
      if keepsFirst, limit == 0 {
        throw cannotShow("it would replace the first screen of a tab")
      }
      let route = try graph.routing.route(
        fromScreens: chain[..<limit].map(\.node), to: targetNode, through: stopNodes)
      let kept = limit - route.popCount
      let steps = route.steps
      let destinations = try make(steps, after: chain[..<kept], stopNodes: stopNodes)
      if kept > 0, let first = destinations.first, let node = chain[kept - 1].node,
        let maker = graph.makers[node],
        let wanted = maker(context(next: first)), wanted != chain[kept - 1].destination
      {
        // NB: the screen kept would not match the screens pushed over it; pop it too.
        limit = kept - 1
        continue
      }
      return Plan(
        cost: switchCost + chain.count - kept + steps.count,
        state: try build(from: start, keeping: kept, steps: steps, destinations: destinations))
    }
  }

  /// The destinations of the route's steps: the target last, each stop at its place, the tab's
  /// own first screen for a tab switch, and the rest made backwards, each from the one after.
  private func make(
    _ steps: [Route<DestinationCase>.Step], after kept: ArraySlice<Shown>,
    stopNodes: [DestinationCase]
  ) throws(NavigationError) -> [AnyDestination] {
    var fixed = [AnyDestination?](repeating: nil, count: steps.count)
    var nextStop = 0
    for shown in kept where nextStop < stops.count && shown.destination == stops[nextStop] {
      nextStop += 1
    }
    for (index, step) in steps.enumerated() {
      if nextStop < stops.count, stopNodes[nextStop] == step.node {
        fixed[index] = stops[nextStop]
        nextStop += 1
      }
    }
    if let last = fixed.indices.last { fixed[last] = target }
    var destinations = fixed.map { $0 ?? target }
    for index in stride(from: steps.count - 2, through: 0, by: -1) where fixed[index] == nil {
      let node = steps[index].node
      let next = destinations[index + 1]
      let maker = graph.makers[node]
      guard let made = maker?(context(next: next)) else {
        throw NavigationError(
          .payloadUnavailable, destination: target,
          detail: .payload(of: "\(node)", before: next.caseName, hasMaker: maker != nil))
      }
      guard DestinationCase(of: made) == node else {
        throw cannotShow("the maker for \(node) gave \(made.caseName)")
      }
      destinations[index] = made
    }
    return destinations
  }

  private func context(next: AnyDestination) -> RouteContext {
    RouteContext(next: next, target: target, state: state)
  }

  // MARK: - The state

  private func build(
    from start: Start, keeping kept: Int, steps: [Route<DestinationCase>.Step],
    destinations: [AnyDestination]
  ) throws(NavigationError) -> NavigationState {
    var state = self.state
    if let tab = start.tab, case .tabs(let tabs, _) = state.root {
      state.root = .tabs(tabs, selectedIndex: tab)
    }
    if kept == 0 {
      state.modals = []
      if let location = state.baseLocation { state.setStack([], at: location) }
    } else {
      let anchor = start.chain[kept - 1]
      if case .modal(let level) = anchor.location {
        state.modals.removeSubrange((level + 1)...)
      } else {
        state.modals = []
      }
      let stack = state.stack(at: anchor.location) ?? []
      state.setStack(Array(stack.prefix(anchor.index + 1)), at: anchor.location)
    }
    for (step, destination) in zip(steps, destinations) {
      switch step.transition {
      case .push:
        guard let location = state.topStackLocation, let stack = state.stack(at: location) else {
          throw cannotShow(
            "the route pushes \(step.node) over a modal without a navigation bar; declare the "
              + "edge to that modal as modalWithNavigationBar")
        }
        state.setStack(stack + [destination], at: location)
      case .modal:
        state.modals.append(.screen(destination))
      case .modalWithNavigationBar:
        state.modals.append(.stack([destination]))
      case .tab:
        // NB: the resolver's graph has no tab edges; each tab's own stack is a start instead.
        throw cannotShow("the route switches tab to \(step.node)")
      }
    }
    return state
  }

  private func cannotShow(_ reason: String) -> NavigationError {
    NavigationError(
      .noRoute, destination: target, detail: .route(to: target.caseName, .cannotShow(reason)))
  }

  private func notRoutable(_ destination: AnyDestination) -> NavigationError {
    NavigationError(
      .noRoute, destination: target,
      detail: .route(
        to: target.caseName, .notRoutable(AnyDestination.name(of: type(of: destination.base)))))
  }
}

// MARK: - Screens on show

extension NavigationTree where Element == AnyDestination {
  /// Where the root's shown stack is: the root stack, or the selected tab's.
  var baseLocation: StackLocation? {
    switch root {
    case .stack: return .root
    case .tabs(let tabs, let index): return tabs.indices.contains(index) ? .tab(index) : nil
    }
  }

  /// Every destination, those on show first from the top down, then the others from the last
  /// tab's top down.
  var visibleFirst: [AnyDestination] {
    var shown: [AnyDestination] = rootStack
    for modal in modals { shown += modal.stack }
    var all = Array(shown.reversed())
    if case .tabs(let tabs, let selected) = root {
      for (index, tab) in tabs.enumerated().reversed() where index != selected {
        all += tab.stack.reversed()
      }
    }
    return all
  }
}
