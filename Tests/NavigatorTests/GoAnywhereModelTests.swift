import Navigator
import NavigatorTestSupport
import Testing

/// Plays seeded random `.go(to:through:)` requests, over random small destination graphs of two
/// areas, through an `AppNavigator` over a `RecordingContainer`, and checks each against
/// `RouteReference`, a plain model of the route semantics written here: every start (the
/// screens on show, each other tab), every number of screens kept, a breadth-first search per
/// kept screen, then the payloads and the makers' check of the screen kept. Where routes of one
/// length tie inside a start, the reference accepts each of them (the semantics do not say which
/// wins), so it gives the set of states and failures a request may end with.
///
/// After each request it checks that the state (or the kind of failure) is one the reference
/// allows, that a failure changes nothing, that the completion is called once, that the new
/// screens on show follow declared edges with their declared transitions, that the target is
/// on top, that only the last container change is animated, and that the screens made are
/// exactly the new ones. On a divergence it prints the seed, the graph, the state and the
/// request, to replay with `NAVIGATOR_ROUTE_MODEL_SEED` and `NAVIGATOR_ROUTE_MODEL_SEQUENCES=1`.
@MainActor
@Suite struct GoAnywhereModelTests {
  /// 1,200 sequences by default (about 5 seconds in a debug build);
  /// `NAVIGATOR_ROUTE_MODEL_SEQUENCES` sets the count.
  static let sequenceCount = ModelBasedTests.environment("NAVIGATOR_ROUTE_MODEL_SEQUENCES") ?? 1_200
  /// The first seed, 1 by default; `NAVIGATOR_ROUTE_MODEL_SEED` sets it.
  static let firstSeed = ModelBasedTests.environment("NAVIGATOR_ROUTE_MODEL_SEED") ?? 1
  static let stepsPerSequence = 8

  @Test func goAgreesWithAPlainReferenceOnRandomGraphsAndStates() async {
    var tally = Tally()
    for seed in Self.firstSeed..<(Self.firstSeed + Self.sequenceCount) {
      // NB: lets the tests that await run between sequences, so that they keep to their limits.
      if seed % 50 == 0 { await Task.yield() }
      if let divergence = Self.run(seed: seed, tally: &tally) {
        Issue.record(Comment(rawValue: divergence))
        return
      }
    }
    print(
      "GoAnywhereModelTests: \(Self.sequenceCount) sequences from seed \(Self.firstSeed): \(tally)")
    // NB: sequences that mostly fail, or never reach some part of the semantics, would test little.
    guard Self.sequenceCount >= 200 else { return }
    #expect(tally.endings["success", default: 0] * 3 > tally.requests, "\(tally)")
    for ending in ["noRoute", "payloadUnavailable"] {
      #expect(tally.endings[ending, default: 0] > 0, "no request ended with \(ending): \(tally)")
    }
    for note in RouteReference.notes {
      #expect(tally.notes[note, default: 0] > 0, "no request went \(note): \(tally)")
    }
  }

  /// What the sequences covered.
  struct Tally: CustomStringConvertible {
    var requests = 0
    var endings: [String: Int] = [:]
    var notes: [String: Int] = [:]
    /// Requests for which the reference allowed more than one ending.
    var ambiguous = 0

    var description: String {
      func sorted(_ counts: [String: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      }
      return "\(requests) requests (\(ambiguous) with tied routes); endings: \(sorted(endings)); "
        + "routes: \(sorted(notes))"
    }
  }

  typealias App = AppNavigator<RecordingContainer<AppScreen>>

  /// Runs one sequence; returns the first divergence.
  static func run(seed: UInt64, tally: inout Tally) -> String? {
    var random = SplitMix64(seed: seed)
    let graph = RMGraph.random(using: &random)
    let log = ScreenLog()
    let container = RecordingContainer<AppScreen>()
    let app = AppNavigator(container: container)
    app.register(appFactory(RouteModelAlpha.self, log: log))
    app.register(appFactory(RouteModelBeta.self, log: log))
    app.register(appFactory(RouteModelLoose.self, log: log))
    app.routes = graph.destinationGraph()
    var state = RMState.random(in: graph, using: &random)
    app.start(at: state.navigationState)
    var lines = ["seed \(seed)", "graph:", graph.description]
    func divergence(_ what: String) -> String {
      (["go(to:through:) diverged from the reference: \(what)"] + lines).joined(separator: "\n")
    }
    guard app.state == state.navigationState else { return divergence("the start failed") }

    for step in 0..<stepsPerSequence {
      if step > 0, random.next() % 5 == 0 {
        state = RMState.random(in: graph, using: &random)
        lines.append("\(step): reset to\n\(state)")
        var reset: Result<Void, NavigationError>?
        app.perform(.reset(to: state.navigationState, animated: false)) { reset = $0 }
        guard case .success? = reset, app.state == state.navigationState else {
          return divergence("the reset failed: \(String(describing: reset))")
        }
        continue
      }
      let (target, stops) = randomRequest(in: graph, from: state, using: &random)
      let animated = random.next() % 3 != 0
      let stopNames = stops.map(\.description).joined(separator: ", ")
      lines.append(
        "\(step): from\n\(state)\ngo to \(target) through [\(stopNames)]"
          + (animated ? "" : " (not animated)"))
      let reference = RouteReference(graph: graph, state: state, target: target, stops: stops)
      let allowed = reference.results()

      let layoutBefore = Set(container.layout.elements.map(\.serial))
      let eventsBefore = container.events.count
      log.made.removeAll()
      log.madeSerials.removeAll()
      var endings: [Result<Void, NavigationError>] = []
      app.perform(
        .go(to: target.routable, through: stops.map(\.routable), animated: animated)
      ) { endings.append($0) }
      container.finishAllTransitions()

      guard endings.count == 1, let ending = endings.first else {
        return divergence("the completion was called \(endings.count) times")
      }
      let expected = Set(allowed.map(\.result)).map(\.description).sorted()
        .joined(separator: "\n  or ")
      tally.requests += 1
      if Set(allowed.map(\.result)).count > 1 { tally.ambiguous += 1 }
      let events = Array(container.events[eventsBefore...])
      switch ending {
      case .failure(let error):
        let kind = RMFailure(error)
        guard let kind, allowed.contains(where: { $0.result == .failure(kind) }) else {
          return divergence("it failed with \(error)\nthe reference allows\n  \(expected)")
        }
        tally.endings[kind.rawValue, default: 0] += 1
        guard error.destination == target.erased else {
          return divergence("the error names \(String(describing: error.destination))")
        }
        guard events.isEmpty, log.made.isEmpty, app.state == state.navigationState,
          Set(container.layout.elements.map(\.serial)) == layoutBefore
        else { return divergence("the failed request changed something: \(events)") }
      case .success:
        guard let actual = RMState(app.state) else {
          return divergence("the state shows screens of no area:\n\(app.state.debugDescription)")
        }
        let matching = allowed.filter { $0.result == .state(actual) }
        guard !matching.isEmpty else {
          return divergence("it went to\n\(actual)\nthe reference allows\n  \(expected)")
        }
        tally.endings["success", default: 0] += 1
        for note in matching[0].notes { tally.notes[note, default: 0] += 1 }
        if let broken = checkSuccess(
          app: app, graph: graph, target: target, before: layoutBefore, log: log, events: events,
          animated: animated, madeByReference: matching.map(\.made))
        {
          return divergence(broken)
        }
        state = actual
      }
    }
    return nil
  }

  /// The invariants of a request that succeeded; what is broken, or `nil`.
  static func checkSuccess(
    app: App, graph: RMGraph, target: RMDest, before: Set<Int>, log: ScreenLog,
    events: [RecordingContainer<AppScreen>.Event], animated: Bool, madeByReference: [[RMDest]]
  ) -> String? {
    // Only the last change is animated, and only when the request is.
    for (index, event) in events.enumerated() {
      let wanted = index == events.count - 1 && animated
      guard let isAnimated = event.isAnimated, isAnimated == wanted else {
        return "event \(index) of \(events) is \(wanted ? "not " : "")animated"
      }
    }
    // The screens made are exactly the new ones, each for a destination the route shows.
    let layout = app.container.layout
    let added = Set(layout.elements.map(\.serial)).subtracting(before)
    guard Set(log.madeSerials) == added, log.madeSerials.count == added.count else {
      return "made \(log.madeSerials.count) screens for \(added.count) new ones"
    }
    let made = log.made.compactMap(RMDest.init)
    let fits = madeByReference.contains { shown in
      var left = shown
      for destination in made {
        guard let index = left.firstIndex(of: destination) else { return false }
        left.remove(at: index)
      }
      return true
    }
    guard made.count == log.made.count, fits else {
      return "made \(made), not among the route's new screens \(madeByReference)"
    }
    // The target is on top, and each new screen on show follows a declared edge from the one
    // under it, with the declared transition.
    var chain: [(screen: AppScreen, transition: ScreenTransition?)] = []
    for (index, screen) in layout.rootStack.enumerated() {
      chain.append((screen, index == 0 ? nil : .push))
    }
    for modal in layout.modals {
      for (index, screen) in modal.stack.enumerated() {
        let first: ScreenTransition = modal.hasNavigationBar ? .modalWithNavigationBar : .modal
        chain.append((screen, index == 0 ? first : .push))
      }
    }
    guard let top = chain.last, RMDest(top.screen.destination) == target else {
      return "the target is not on top"
    }
    for (index, shown) in chain.enumerated() where added.contains(shown.screen.serial) {
      guard let node = RMDest(shown.screen.destination)?.node else {
        return "a new screen on show is of no routable area"
      }
      guard let transition = shown.transition, index > 0 else {
        let isEntered =
          graph.roots.contains(node)
          || graph.edges.contains { $0.to == node && $0.transition == .tab }
        if !isEntered { return "the new first screen \(node) is neither a root nor a tab" }
        continue
      }
      let from = RMDest(chain[index - 1].screen.destination)?.node
      guard
        graph.edges.contains(where: {
          $0.from == from && $0.to == node && $0.transition == transition
        })
      else {
        return "\(from.map { "\($0)" } ?? "?") -\(transition)-> \(node) is not declared"
      }
    }
    return nil
  }

  /// A target and breadcrumbs: cases of the graph or not, payloads at random or from the state.
  static func randomRequest(
    in graph: RMGraph, from state: RMState, using random: inout SplitMix64
  ) -> (RMDest, [RMDest]) {
    let shown = state.all.filter { $0.node != nil }
    let nodes = graph.nodes.sorted()
    func payload() -> Int { Int(random.next() % 3) + 1 }
    let target: RMDest
    switch random.next() % 10 {
    case 0..<6:
      target = RMDest(nodes.randomElement(using: &random)!, payload: payload())
    case 6..<8 where !shown.isEmpty:
      target = shown.randomElement(using: &random)!
    case 8 where !shown.isEmpty:
      let payload = shown.randomElement(using: &random)!.payload
      target = RMDest(nodes.randomElement(using: &random)!, payload: payload)
    default:
      target = RMDest(RMCase.all.randomElement(using: &random)!, payload: payload())
    }
    // NB: breadcrumbs mostly among the cases that lead to the target, the last one first.
    var leading: [RMCase] = target.node.map { [$0] } ?? []
    var head = 0
    while head < leading.count {
      for edge in graph.edges where edge.to == leading[head] && !leading.contains(edge.from) {
        leading.append(edge.from)
      }
      head += 1
    }
    var stops: [RMDest] = []
    let count = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2][Int(random.next() % 12)]
    for _ in 0..<count {
      let taken = Set(stops.compactMap(\.node) + [target.node].compactMap { $0 })
      let closer = leading.filter { !taken.contains($0) }
      let others = nodes.filter { !taken.contains($0) }
      let candidates = random.next() % 4 != 0 && !closer.isEmpty ? closer : others
      guard let node = candidates.randomElement(using: &random) else { break }
      let fromState = shown.filter { $0.node == node }
      if !fromState.isEmpty, random.next() % 2 == 0 {
        stops.append(fromState.randomElement(using: &random)!)
      } else {
        stops.append(RMDest(node, payload: payload()))
      }
    }
    // NB: a breadcrumb nearer the target comes later.
    func distance(_ stop: RMDest) -> Int { leading.firstIndex(of: stop.node!) ?? 0 }
    stops.sort { distance($0) > distance($1) }
    // Sometimes a breadcrumb of the target's own case: the target itself, or another payload.
    if let node = target.node, random.next() % 10 == 0 {
      stops.append(random.next() % 2 == 0 ? target : RMDest(node, payload: payload()))
    }
    return (target, stops)
  }
}

// MARK: - The plain model

/// A case of the plain model: of the alpha area (0) or the beta area (1), numbered as its
/// `Screen`; the first two have no payload.
struct RMCase: Hashable, Comparable, CustomStringConvertible {
  let area: Int
  let index: Int

  static let all = (0..<2).flatMap { area in (0..<5).map { RMCase(area: area, index: $0) } }

  var hasPayload: Bool { index >= 2 }

  var description: String { (area == 0 ? "a" : "b") + "\(index)" }

  var destinationCase: DestinationCase {
    area == 0
      ? DestinationCase(RouteModelAlpha.self, RouteModelAlpha.screen(index))
      : DestinationCase(RouteModelBeta.self, RouteModelBeta.screen(index))
  }

  static func < (lhs: RMCase, rhs: RMCase) -> Bool {
    (lhs.area, lhs.index) < (rhs.area, rhs.index)
  }
}

/// A destination of the plain model: a case and its payload, or (area 2) a loose destination
/// of no routable area.
struct RMDest: Hashable, CustomStringConvertible {
  let area: Int
  let index: Int
  let payload: Int?

  init(_ node: RMCase, payload: Int?) {
    area = node.area
    index = node.index
    self.payload = node.hasPayload ? payload ?? 1 : nil
  }

  private init(area: Int, index: Int, payload: Int?) {
    self.area = area
    self.index = index
    self.payload = payload
  }

  static func loose(_ payload: Int) -> RMDest { RMDest(area: 2, index: 0, payload: payload) }

  init?(_ destination: AnyDestination) {
    if let alpha = destination.as(RouteModelAlpha.self) {
      self.init(area: 0, index: alpha.index, payload: alpha.payload)
    } else if let beta = destination.as(RouteModelBeta.self) {
      self.init(area: 1, index: beta.index, payload: beta.payload)
    } else if case .loose(let payload)? = destination.as(RouteModelLoose.self) {
      self.init(area: 2, index: 0, payload: payload)
    } else {
      return nil
    }
  }

  /// The case, or `nil` for a loose destination.
  var node: RMCase? { area < 2 ? RMCase(area: area, index: index) : nil }

  var routable: any RoutableDestination {
    area == 0
      ? RouteModelAlpha(index: index, payload: payload ?? 0)
      : RouteModelBeta(index: index, payload: payload ?? 0)
  }

  var erased: AnyDestination {
    area == 2 ? AnyDestination(RouteModelLoose.loose(payload ?? 0)) : AnyDestination(routable)
  }

  var description: String {
    guard let node else { return "loose(\(payload ?? 0))" }
    return "\(node)" + (payload.map { "(\($0))" } ?? "")
  }
}

/// How the graph makes a case's screen on the way: a fixed destination, the next screen's
/// payload, the target's payload, or (wrongly) a screen of another case.
enum RMMaker: Hashable, CustomStringConvertible {
  case constant(Int?)
  case fromNext
  case fromTarget
  case otherCase

  var description: String {
    switch self {
    case .constant(let payload): "constant" + (payload.map { "(\($0))" } ?? "")
    case .fromNext: "from next"
    case .fromTarget: "from target"
    case .otherCase: "other case"
    }
  }
}

struct RMEdge: Hashable, CustomStringConvertible {
  let from: RMCase
  let to: RMCase
  let transition: ScreenTransition
  let isPreferred: Bool

  var description: String { "\(from) -\(transition)-> \(to)\(isPreferred ? " (preferred)" : "")" }
}

/// A destination graph as plain data: roots, edges in the order declared, makers by case.
struct RMGraph: CustomStringConvertible {
  let roots: [RMCase]
  let edges: [RMEdge]
  let makers: [RMCase: RMMaker]

  /// The cases a route can start from, pass or reach: the roots and the ends of the edges.
  var nodes: Set<RMCase> { Set(roots + edges.flatMap { [$0.from, $0.to] }) }

  /// Whether the graph names the case of `destination`.
  func names(_ destination: RMDest) -> Bool {
    destination.node.map(nodes.contains) ?? false
  }

  /// What the maker of `node` gives before `next`, or `nil` when it gives nothing.
  func make(_ node: RMCase, next: RMDest, target: RMDest) -> RMDest? {
    switch makers[node] {
    case nil: return nil
    case .constant(let payload): return RMDest(node, payload: payload)
    case .fromNext: return next.payload.map { RMDest(node, payload: $0) }
    case .fromTarget: return target.payload.map { RMDest(node, payload: $0) }
    case .otherCase: return RMDest(RMCase(area: node.area, index: (node.index + 1) % 5), payload: 1)
    }
  }

  var description: String {
    let makers = self.makers.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    return (["  roots \(roots)"] + edges.map { "  \($0)" } + ["  makers: \(makers)"])
      .joined(separator: "\n")
  }

  /// 6 to 10 cases of the two areas, random edges of every transition (tab switches mostly to
  /// a root), some preferred, and a maker for most cases.
  static func random(using random: inout SplitMix64) -> RMGraph {
    var cases: [RMCase] = []
    for area in 0..<2 {
      var indices = Array(0..<5)
      for _ in 0..<Int(random.next() % 3) {
        indices.remove(at: Int(random.next() % UInt64(indices.count)))
      }
      cases += indices.map { RMCase(area: area, index: $0) }
    }
    let roots = (0..<2).map { area in
      cases.filter { $0.area == area }.randomElement(using: &random)!
    }
    var edges: [RMEdge] = []
    for _ in 0..<(cases.count + Int(random.next() % UInt64(cases.count * 2))) {
      let from = cases.randomElement(using: &random)!
      var to = cases.randomElement(using: &random)!
      let transition: ScreenTransition
      switch random.next() % 20 {
      case 0..<10: transition = .push
      case 10..<13: transition = .modal
      case 13..<17: transition = .modalWithNavigationBar
      default:
        transition = .tab
        if random.next() % 4 != 0 { to = roots.randomElement(using: &random)! }
      }
      guard from != to else { continue }
      edges.append(
        RMEdge(from: from, to: to, transition: transition, isPreferred: random.next() % 7 == 0))
    }
    var makers: [RMCase: RMMaker] = [:]
    for node in cases {
      let roll = random.next() % 20
      if roll == 0 {
        makers[node] = .otherCase
      } else if !node.hasPayload {
        if roll > 2 { makers[node] = .constant(nil) }
      } else {
        switch roll {
        case 1..<10: makers[node] = .fromNext
        case 10..<13: makers[node] = .fromTarget
        case 13..<16: makers[node] = .constant(Int(random.next() % 3) + 1)
        default: break
        }
      }
    }
    return RMGraph(roots: roots, edges: edges, makers: makers)
  }

  /// The same graph, declared to the library one root, edge and maker at a time, in order.
  @MainActor func destinationGraph() -> DestinationGraph {
    DestinationGraph { graph in
      for root in roots {
        if root.area == 0 {
          Self.declare(RouteModelAlpha.self, root: root, in: &graph)
        } else {
          Self.declare(RouteModelBeta.self, root: root, in: &graph)
        }
      }
      for edge in edges {
        if edge.from.area == 0 {
          Self.declare(RouteModelAlpha.self, edge: edge, in: &graph)
        } else {
          Self.declare(RouteModelBeta.self, edge: edge, in: &graph)
        }
      }
      for (node, maker) in makers {
        if node.area == 0 {
          Self.declare(RouteModelAlpha.self, maker: maker, for: node, in: &graph)
        } else {
          Self.declare(RouteModelBeta.self, maker: maker, for: node, in: &graph)
        }
      }
    }
  }

  private static func declare<A: RouteModelArea>(
    _ area: A.Type, root: RMCase, in graph: inout DestinationGraph.Declaration
  ) {
    graph.area(A.self) { $0.root(A.screen(root.index)) }
  }

  private static func declare<A: RouteModelArea>(
    _ area: A.Type, edge: RMEdge, in graph: inout DestinationGraph.Declaration
  ) {
    graph.area(A.self) { declaration in
      declaration.edge(
        A.screen(edge.from.index), edge.to.destinationCase, edge.transition,
        isPreferred: edge.isPreferred)
    }
  }

  private static func declare<A: RouteModelArea>(
    _ area: A.Type, maker: RMMaker, for node: RMCase,
    in graph: inout DestinationGraph.Declaration
  ) {
    let index = node.index
    graph.area(A.self) { declaration in
      switch maker {
      case .constant(let payload):
        declaration.make(A(index: index, payload: payload ?? 1))
      case .fromNext:
        declaration.make(A.screen(index)) { context in
          RMDest(context.next)?.payload.map { A(index: index, payload: $0) }
        }
      case .fromTarget:
        declaration.make(A.screen(index)) { context in
          RMDest(context.target)?.payload.map { A(index: index, payload: $0) }
        }
      case .otherCase:
        declaration.make(A.screen(index)) { _ in A(index: (index + 1) % 5, payload: 1) }
      }
    }
  }
}

struct RMModal: Hashable {
  var stack: [RMDest]
  var hasNavigationBar: Bool
}

/// A navigation state as plain data: the root's stacks (one, or one per tab), the selection, and
/// the modals.
struct RMState: Hashable, CustomStringConvertible {
  var stacks: [[RMDest]]
  /// The tabs' identifiers, `nil` for one root stack.
  var tabIDs: [String]?
  var selected: Int
  var modals: [RMModal]

  init(stacks: [[RMDest]], tabIDs: [String]?, selected: Int, modals: [RMModal]) {
    self.stacks = stacks
    self.tabIDs = tabIDs
    self.selected = selected
    self.modals = modals
  }

  init?(_ state: NavigationState) {
    func plain(_ stack: [AnyDestination]) -> [RMDest]? {
      let plain = stack.compactMap(RMDest.init)
      return plain.count == stack.count ? plain : nil
    }
    switch state.root {
    case .stack(let stack):
      guard let stack = plain(stack) else { return nil }
      (stacks, tabIDs, selected) = ([stack], nil, 0)
    case .tabs(let tabs, let index):
      let stacks = tabs.compactMap { plain($0.stack) }
      guard stacks.count == tabs.count else { return nil }
      (self.stacks, tabIDs, selected) = (stacks, tabs.map(\.id), index)
    }
    var modals: [RMModal] = []
    for modal in state.modals {
      guard let stack = plain(modal.stack) else { return nil }
      modals.append(RMModal(stack: stack, hasNavigationBar: modal.hasNavigationBar))
    }
    self.modals = modals
  }

  var navigationState: NavigationState {
    let modals = self.modals.map {
      NavigationState.Modal(stack: $0.stack.map(\.erased), hasNavigationBar: $0.hasNavigationBar)
    }
    guard let tabIDs else { return NavigationState(stack: stacks[0].map(\.erased), modals: modals) }
    let tabs = zip(tabIDs, stacks).map { NavigationState.Tab($0, $1.map(\.erased)) }
    return NavigationState(root: .tabs(tabs, selectedIndex: selected), modals: modals)
  }

  /// Every destination, the root's stacks first.
  var all: [RMDest] { stacks.flatMap { $0 } + modals.flatMap(\.stack) }

  var description: String {
    func joined(_ stack: [RMDest]) -> String { stack.map(\.description).joined(separator: " › ") }
    var lines: [String] = []
    if let tabIDs {
      for (index, id) in tabIDs.enumerated() {
        lines.append(
          "  tab \(id)\(index == selected ? " (selected)" : ""): \(joined(stacks[index]))")
      }
    } else {
      lines.append("  root: \(joined(stacks[0]))")
    }
    for (level, modal) in modals.enumerated() {
      lines.append(
        "  modal \(level)\(modal.hasNavigationBar ? " with navigation bar" : ""): "
          + joined(modal.stack))
    }
    return lines.joined(separator: "\n")
  }

  /// A state reached by following the graph's edges from its roots (payloads at random), or
  /// screens of any case and area at random.
  static func random(in graph: RMGraph, using random: inout SplitMix64) -> RMState {
    func payload() -> Int { Int(random.next() % 3) + 1 }
    func anyDestination() -> RMDest {
      random.next() % 6 == 0
        ? .loose(payload()) : RMDest(RMCase.all.randomElement(using: &random)!, payload: payload())
    }
    let isTabs = random.next() % 4 != 0
    if random.next() % 3 == 0 {
      // Screens at random.
      let stackCount = isTabs ? Int(random.next() % 2) + 2 : 1
      let stacks = (0..<stackCount).map { _ in
        (0...Int(random.next() % 3)).map { _ in anyDestination() }
      }
      let modals = (0..<Int(random.next() % 3)).map { _ in
        random.next() % 3 == 0
          ? RMModal(stack: [anyDestination()], hasNavigationBar: false)
          : RMModal(
            stack: (0...Int(random.next() % 2)).map { _ in anyDestination() },
            hasNavigationBar: true)
      }
      return RMState(
        stacks: stacks, tabIDs: isTabs ? (0..<stackCount).map { "t\($0)" } : nil,
        selected: Int(random.next() % UInt64(stackCount)), modals: modals)
    }
    // A walk from the roots.
    var state: RMState
    if isTabs {
      var stacks = graph.roots.map { [RMDest($0, payload: payload())] }
      if random.next() % 3 == 0 {
        stacks.append([
          RMDest(graph.nodes.sorted().randomElement(using: &random)!, payload: payload())
        ])
      }
      state = RMState(
        stacks: stacks, tabIDs: stacks.indices.map { "t\($0)" },
        selected: Int(random.next() % UInt64(stacks.count)), modals: [])
    } else {
      let root = graph.roots.randomElement(using: &random)!
      state = RMState(
        stacks: [[RMDest(root, payload: payload())]], tabIDs: nil, selected: 0, modals: [])
    }
    for _ in 0..<Int(random.next() % 7) {
      let top = state.modals.last?.stack.last ?? state.stacks[state.selected].last!
      let leaving = graph.edges.filter { $0.from == top.node }
      guard let edge = leaving.randomElement(using: &random) else { break }
      let shown = RMDest(edge.to, payload: payload())
      switch edge.transition {
      case .push:
        if let level = state.modals.indices.last {
          if state.modals[level].hasNavigationBar { state.modals[level].stack.append(shown) }
        } else {
          state.stacks[state.selected].append(shown)
        }
      case .modal:
        state.modals.append(RMModal(stack: [shown], hasNavigationBar: false))
      case .modalWithNavigationBar:
        state.modals.append(RMModal(stack: [shown], hasNavigationBar: true))
      case .tab:
        if state.tabIDs != nil,
          let tab = state.stacks.firstIndex(where: { $0.first?.node == edge.to })
        {
          state.selected = tab
          state.modals = []
        }
      }
    }
    return state
  }
}

/// How a request may fail, in the plain model.
enum RMFailure: String, Error, Hashable {
  case noRoute
  case payloadUnavailable
  case invalidState

  init?(_ error: NavigationError) {
    switch error {
    case .noRoute: self = .noRoute
    case .payloadUnavailable: self = .payloadUnavailable
    case .invalidState: self = .invalidState
    default: return nil
    }
  }
}

// MARK: - The reference

/// The route semantics, plainly: which states (or failures) `.go(to:through:)` may end with.
///
/// Starts: the screens on show (the selected stack, then each modal's), and in an app with tabs
/// each other tab's stack, for one more step. In each start the target already shown is gone
/// back to; otherwise the screens that cannot stay (of no case of the graph, or of the target's
/// or a breadcrumb's case with another payload) and those above them are popped, breadcrumbs on
/// the stack are kept, and for each screen that may be kept on top, a breadth-first search over
/// the declared edges that shows no kept case again gives the cheapest way (each screen popped
/// or shown costs one). Every cheapest way is a possible route (a preferred edge wins over the
/// others into its case from the same level). The screens are made backwards from the target;
/// when the maker of the screen kept on top asks for another screen than the one shown, it is
/// popped too and the search starts again below it. The cheapest start wins, the screens on
/// show first, then the tabs in order; when every start fails, the first failure, unless a
/// missing payload comes after a missing route.
struct RouteReference {
  let graph: RMGraph
  let state: RMState
  let target: RMDest
  let stops: [RMDest]

  /// What the routes tallied as covered may go through.
  static let notes = [
    "switching tab first", "back to the target", "with breadcrumbs kept", "from a root",
    "popped for a maker", "with breadcrumbs", "honouring a breadcrumb by the destination after it",
    "keeping a screen the graph does not name",
  ]

  /// A possible ending, with the destinations the route shows and what it went through.
  struct Allowed {
    let result: Result
    let made: [RMDest]
    let notes: Set<String>
  }

  enum Result: Hashable, CustomStringConvertible {
    case state(RMState)
    case failure(RMFailure)

    var description: String {
      switch self {
      case .state(let state): "the state\n\(state)"
      case .failure(let failure): "failing with \(failure)"
      }
    }
  }

  /// How one start may end.
  enum Outcome {
    case success(cost: Int, state: RMState, made: [RMDest], notes: Set<String>)
    case failure(RMFailure)
  }

  /// A screen of a start, with where it is.
  struct Shown {
    let destination: RMDest
    /// The modal it is in, or `nil` for the root's stack.
    let level: Int?
    let index: Int
  }

  struct Start {
    let chain: [Shown]
    let tab: Int?
  }

  struct Step: Hashable {
    let node: RMCase
    let transition: ScreenTransition
  }

  /// Keep the first `kept` screens of the chain, then show `steps`.
  struct Route {
    let kept: Int
    let steps: [Step]
  }

  func results() -> [Allowed] {
    // A breadcrumb of the case of the destination after it is honoured when equal to it, and
    // refused otherwise.
    let goals = stops + [target]
    for index in stops.indices.reversed()
    where stops[index].node != nil && stops[index].node == goals[index + 1].node {
      guard stops[index] == goals[index + 1] else {
        return [Allowed(result: .failure(.noRoute), made: [], notes: [])]
      }
      var honoured = stops
      honoured.remove(at: index)
      let reference = RouteReference(graph: graph, state: state, target: target, stops: honoured)
      return reference.results().map { allowed in
        Allowed(
          result: allowed.result, made: allowed.made,
          notes: allowed.notes.union(["honouring a breadcrumb by the destination after it"]))
      }
    }
    let outcomes = starts().map(outcomes(from:))
    var allowed: [Allowed] = []
    func combine(
      _ index: Int, _ best: (cost: Int, state: RMState, made: [RMDest], notes: Set<String>)?,
      _ failure: RMFailure?
    ) {
      guard index < outcomes.count else {
        if let best {
          allowed.append(Allowed(result: .state(best.state), made: best.made, notes: best.notes))
        } else {
          allowed.append(Allowed(result: .failure(failure ?? .noRoute), made: [], notes: []))
        }
        return
      }
      for outcome in outcomes[index] {
        switch outcome {
        case .success(let cost, let state, let made, let notes):
          let isBetter = best.map { cost < $0.cost } ?? true
          combine(index + 1, isBetter ? (cost, state, made, notes) : best, failure)
        case .failure(let kind):
          let isFirst = failure == nil || kind == .payloadUnavailable && failure == .noRoute
          combine(index + 1, best, isFirst ? kind : failure)
        }
      }
    }
    combine(0, nil, nil)
    return allowed
  }

  private func starts() -> [Start] {
    func shown(_ stack: [RMDest], level: Int?) -> [Shown] {
      stack.enumerated().map { Shown(destination: $1, level: level, index: $0) }
    }
    var chain = shown(state.stacks[state.selected], level: nil)
    for (level, modal) in state.modals.enumerated() { chain += shown(modal.stack, level: level) }
    var starts = [Start(chain: chain, tab: nil)]
    if state.tabIDs != nil {
      for tab in state.stacks.indices where tab != state.selected {
        starts.append(Start(chain: shown(state.stacks[tab], level: nil), tab: tab))
      }
    }
    return starts
  }

  private func outcomes(from start: Start) -> [Outcome] {
    let chain = start.chain
    if stops.isEmpty, let index = chain.lastIndex(where: { $0.destination == target }) {
      return [finish(start, Route(kept: index + 1, steps: []), made: [], ["back to the target"])]
    }
    let nodes = graph.nodes
    guard let targetNode = target.node, nodes.contains(targetNode),
      stops.allSatisfy({ $0.node.map(nodes.contains) ?? false })
    else { return [.failure(.noRoute)] }
    let limit =
      chain.firstIndex { shown in
        // Screens the graph does not name stay; no route starts from them.
        guard let node = shown.destination.node else { return false }
        if node == targetNode { return shown.destination != target }
        if let stop = stops.first(where: { $0.node == node }) { return shown.destination != stop }
        return false
      } ?? chain.count
    return explore(start, below: limit, stops.isEmpty ? [] : ["with breadcrumbs"])
  }

  /// The outcomes of the routes that keep no screen from `limit` up.
  private func explore(_ start: Start, below limit: Int, _ notes: Set<String>) -> [Outcome] {
    // Screens the graph does not name are kept or popped, but no route starts from them; a
    // stack of which it names none is left from a root.
    let stack = start.chain[..<limit].map { shown in
      shown.destination.node.flatMap { graph.nodes.contains($0) ? $0 : nil }
    }
    if stack.allSatisfy({ $0 == nil }), limit > 0 {
      return explore(start, below: 0, notes)
    }
    // A route never replaces a tab's first screen.
    if state.tabIDs != nil, limit == 0 {
      return [.failure(.noRoute)]
    }
    let goals = stops.map { $0.node! } + [target.node!]
    // Breadcrumbs already on the stack, in order, are kept.
    var keepAtLeast = 0
    var passed = 0
    while passed < goals.count, let index = stack[keepAtLeast...].lastIndex(of: goals[passed]) {
      keepAtLeast = index
      passed += 1
    }
    if passed == goals.count {
      let route = Route(kept: keepAtLeast + 1, steps: [])
      return [finish(start, route, made: [], notes.union(["with breadcrumbs kept"]))]
    }
    var outcomes: [Outcome] = []
    for route in routes(from: stack, keepingAtLeast: keepAtLeast, to: goals[passed...]) {
      guard let route else {
        outcomes.append(.failure(.noRoute))
        continue
      }
      let made: [RMDest]
      switch destinations(of: route.steps) {
      case .failure(let failure):
        outcomes.append(.failure(failure))
        continue
      case .success(let destinations):
        made = destinations
      }
      if route.kept > 0, let first = made.first {
        let kept = start.chain[route.kept - 1].destination
        if let wanted = graph.make(kept.node!, next: first, target: target), wanted != kept {
          outcomes += explore(start, below: route.kept - 1, notes.union(["popped for a maker"]))
          continue
        }
      }
      outcomes.append(finish(start, route, made: made, notes))
    }
    return outcomes
  }

  /// Every cheapest route from `stack` through `goals` in order, leg by leg; `nil` for a way
  /// after which a leg finds none.
  private func routes(
    from stack: [RMCase?], keepingAtLeast keepAtLeast: Int, to goals: ArraySlice<RMCase>
  ) -> [Route?] {
    let goal = goals.first!
    // The first leg: from each screen that may stay on top, or from each root.
    struct Anchor {
      let kept: Int
      let node: RMCase
      let pops: Int
      let levels: [RMCase: Int]
    }
    var anchors: [Anchor] = []
    if stack.isEmpty {
      for root in graph.roots {
        anchors.append(
          Anchor(kept: 0, node: root, pops: 0, levels: levels(from: root, blocking: [])))
      }
    } else {
      for index in keepAtLeast..<stack.count {
        guard let node = stack[index] else { continue }
        let levels = self.levels(from: node, blocking: Set(stack[...index].compactMap { $0 }))
        anchors.append(
          Anchor(kept: index + 1, node: node, pops: stack.count - 1 - index, levels: levels))
      }
    }
    let costs = anchors.map { anchor in anchor.levels[goal].map { anchor.pops + $0 } }
    guard let cheapest = costs.compactMap({ $0 }).min() else { return [nil] }
    let best = anchors.indices.filter { costs[$0] == cheapest }.map { anchors[$0] }
    // A case's level in one search from every best anchor, for preferred edges.
    var level: [RMCase: Int] = [:]
    for anchor in best {
      for (node, distance) in anchor.levels {
        level[node] = min(level[node] ?? .max, anchor.pops + distance)
      }
    }
    var routes: [Route?] = []
    for anchor in best {
      for path in paths(to: goal, levels: anchor.levels, pops: anchor.pops, level: level) {
        let steps = (stack.isEmpty ? [Step(node: anchor.node, transition: .push)] : []) + path
        routes += laterLegs(
          from: goal, to: goals.dropFirst(), kept: anchor.kept, stack: stack, steps: steps)
      }
    }
    return routes
  }

  /// The legs after the first: from the last goal reached, showing no kept or shown case again.
  private func laterLegs(
    from source: RMCase, to goals: ArraySlice<RMCase>, kept: Int, stack: [RMCase?], steps: [Step]
  ) -> [Route?] {
    guard let goal = goals.first else { return [Route(kept: kept, steps: steps)] }
    let levels = self.levels(
      from: source, blocking: Set(stack[..<kept].compactMap { $0 } + steps.map(\.node)))
    guard levels[goal] != nil else { return [nil] }
    var routes: [Route?] = []
    for path in paths(to: goal, levels: levels, pops: 0, level: levels) {
      routes += laterLegs(
        from: goal, to: goals.dropFirst(), kept: kept, stack: stack, steps: steps + path)
    }
    return routes
  }

  /// Each case's distance from `source` over declared edges, never entering a blocked case.
  private func levels(from source: RMCase, blocking blocked: Set<RMCase>) -> [RMCase: Int] {
    var levels = [source: 0]
    var frontier = [source]
    var distance = 0
    while !frontier.isEmpty {
      distance += 1
      var next: [RMCase] = []
      // NB: routes take no tab edge; each tab's own stack is a start.
      for edge in graph.edges
      where edge.transition != .tab && frontier.contains(edge.from) && levels[edge.to] == nil
        && !blocked.contains(edge.to)
      {
        levels[edge.to] = distance
        next.append(edge.to)
      }
      frontier = next
    }
    return levels
  }

  /// Every shortest path to `node` along `levels`, as steps; an ordinary edge into a case is
  /// left out when a preferred edge enters it from the level before (`level`, offset by `pops`).
  private func paths(
    to node: RMCase, levels: [RMCase: Int], pops: Int, level: [RMCase: Int]
  ) -> [[Step]] {
    guard let distance = levels[node] else { return [] }
    if distance == 0 { return [[]] }
    let isPreferredFromBefore = graph.edges.contains {
      $0.transition != .tab && $0.to == node && $0.isPreferred
        && level[$0.from] == pops + distance - 1
    }
    var paths: [[Step]] = []
    for edge in graph.edges
    where edge.transition != .tab && edge.to == node && levels[edge.from] == distance - 1 {
      if isPreferredFromBefore && !edge.isPreferred { continue }
      for path in self.paths(to: edge.from, levels: levels, pops: pops, level: level) {
        paths.append(path + [Step(node: node, transition: edge.transition)])
      }
    }
    return paths
  }

  /// The destinations of `steps`: the target last, a breadcrumb for its case, a tab's own first
  /// screen for a tab switch, the others made backwards by the makers.
  private func destinations(of steps: [Step]) -> Swift.Result<[RMDest], RMFailure> {
    var destinations = [RMDest?](repeating: nil, count: steps.count)
    for (index, step) in steps.enumerated() {
      if index == steps.count - 1 {
        destinations[index] = target
      } else if let stop = stops.first(where: { $0.node == step.node }) {
        destinations[index] = stop
      } else if step.transition == .tab, state.tabIDs != nil,
        let root = state.stacks.lazy.compactMap(\.first).first(where: { $0.node == step.node })
      {
        destinations[index] = root
      }
    }
    for index in steps.indices.reversed() where destinations[index] == nil {
      guard let made = graph.make(steps[index].node, next: destinations[index + 1]!, target: target)
      else { return .failure(.payloadUnavailable) }
      guard made.node == steps[index].node else { return .failure(.noRoute) }
      destinations[index] = made
    }
    return .success(destinations.map { $0! })
  }

  /// The state after `route` from `start`, or why it cannot be shown.
  private func finish(
    _ start: Start, _ route: Route, made: [RMDest], _ notes: Set<String>
  ) -> Outcome {
    var next = state
    var notes = notes
    if let tab = start.tab {
      next.selected = tab
      notes.insert("switching tab first")
    }
    if route.kept == 0 {
      next.modals = []
      next.stacks[next.selected] = []
      notes.insert("from a root")
    } else {
      let anchor = start.chain[route.kept - 1]
      if start.chain[..<route.kept].contains(where: { !graph.names($0.destination) }) {
        notes.insert("keeping a screen the graph does not name")
      }
      if let level = anchor.level {
        next.modals.removeSubrange((level + 1)...)
        next.modals[level].stack.removeSubrange((anchor.index + 1)...)
      } else {
        next.modals = []
        next.stacks[next.selected].removeSubrange((anchor.index + 1)...)
      }
    }
    for (step, destination) in zip(route.steps, made) {
      switch step.transition {
      case .push:
        if let level = next.modals.indices.last {
          guard next.modals[level].hasNavigationBar else { return .failure(.noRoute) }
          next.modals[level].stack.append(destination)
        } else {
          next.stacks[next.selected].append(destination)
        }
      case .modal:
        next.modals.append(RMModal(stack: [destination], hasNavigationBar: false))
      case .modalWithNavigationBar:
        next.modals.append(RMModal(stack: [destination], hasNavigationBar: true))
      case .tab:
        guard next.tabIDs != nil,
          let tab = next.stacks.firstIndex(where: { $0.first == destination })
        else { return .failure(.invalidState) }
        next.modals = []
        next.selected = tab
        next.stacks[tab] = [destination]
        notes.insert("through a tab switch")
      }
    }
    let cost = (start.tab == nil ? 0 : 1) + start.chain.count - route.kept + route.steps.count
    return .success(cost: cost, state: next, made: made, notes: notes)
  }
}

extension RecordingContainer.Event {
  /// Whether the change was animated; `nil` for an event that is not a change.
  var isAnimated: Bool? {
    switch self {
    case .setRoot(_, let animated), .setStack(_, _, let animated), .selectTab(_, let animated),
      .present(_, _, let animated), .dismiss(_, let animated):
      animated
    default: nil
    }
  }
}
