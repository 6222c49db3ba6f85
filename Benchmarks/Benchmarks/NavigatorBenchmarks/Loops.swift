// The measured loops, shared by both harnesses: the benchmarks time them and count their
// allocations, `count-instructions` counts their instructions (InstructionCounts/Sources has a
// symlink to this file). callgrind counts only while one of these functions runs
// (`--toggle-collect` with its mangled name), so each stays a function of its own
// (`@inline(never)`), takes a concrete controller type, and does nothing but the operations.
//
// `…Ours` goes through the StackNavigator; `…Baseline` does the same controller work by hand: the
// same factory call (with the same navigator argument), `screen(_:isShowing:)`, which the
// navigator always calls, and `apply(.push)` with a completion that ignores the outcome. The
// baselines spell their push out, as hand-written code would.
//
// NB: keep `import NavigatorTestSupport`, although the loops name its controller only through the
// `RecordingController` alias: without it, Swift 6.3 adds a run-time main-actor check to each
// closure passed to `RecordingNavigationController.apply` (about 300 instructions per call).

import Foundation
import Navigator
import NavigatorTestSupport

// MARK: - Rows

extension BenchRow {
  /// Every row, in the order of the tables. To add one, write its `…Ours` and `…Baseline` loops
  /// below and list it here: both harnesses pick it up.
  static let all = [
    BenchRow(
      "navigate(to:) minimal", count: operations, depth: 1, depthAfter: 1 + operations,
      controller: MinimalNavigationController.init(screens:),
      ours: ("navigateMinimalOurs", navigateMinimalOurs),
      baseline: ("navigateMinimalBaseline", navigateMinimalBaseline)),
    BenchRow(
      "navigate(to:) recording", count: operations, depth: 1, depthAfter: 1 + operations,
      controller: { RecordingController(screens: $0) },
      ours: ("navigateRecordingOurs", navigateRecordingOurs),
      baseline: ("navigateRecordingBaseline", navigateRecordingBaseline)),
    BenchRow(
      "push+pop depth 10 minimal", count: operations, depth: 10, depthAfter: 10,
      controller: MinimalNavigationController.init(screens:),
      ours: ("pushPopMinimalOurs", pushPopMinimalOurs),
      baseline: ("pushPopMinimalBaseline", pushPopMinimalBaseline)),
    BenchRow(
      "push+pop depth 1000 minimal", count: operations, depth: 1_000, depthAfter: 1_000,
      controller: MinimalNavigationController.init(screens:),
      ours: ("pushPopMinimalOurs", pushPopMinimalOurs),
      baseline: ("pushPopMinimalBaseline", pushPopMinimalBaseline)),
    BenchRow(
      "push+pop depth 5000 minimal", count: operations, depth: 5_000, depthAfter: 5_000,
      controller: MinimalNavigationController.init(screens:),
      ours: ("pushPopMinimalOurs", pushPopMinimalOurs),
      baseline: ("pushPopMinimalBaseline", pushPopMinimalBaseline)),
    BenchRow(
      "push+pop depth 10 recording", count: operations, depth: 10, depthAfter: 10,
      controller: { RecordingController(screens: $0) },
      ours: ("pushPopRecordingOurs", pushPopRecordingOurs),
      baseline: ("pushPopRecordingBaseline", pushPopRecordingBaseline)),
    BenchRow(
      "queued burst recording", count: operations / burstRequests, depth: 1, depthAfter: 1,
      controller: { RecordingController(screens: $0, finishesTransitionsImmediately: false) },
      ours: ("burstOurs", burstOurs), baseline: ("burstBaseline", burstBaseline)),
    BenchRow(
      wholePath: 10, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      wholePath: 100, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      wholePath: 1_000, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      appPushPop: 10, ours: ("appPushPopOurs", appPushPopOurs),
      baseline: ("appPushPopBaseline", appPushPopBaseline)),
    BenchRow(
      appPushPop: 1_000, ours: ("appPushPopOurs", appPushPopOurs),
      baseline: ("appPushPopBaseline", appPushPopBaseline)),
    BenchRow(
      appPushPop: 5_000, ours: ("appPushPopOurs", appPushPopOurs),
      baseline: ("appPushPopBaseline", appPushPopBaseline)),
    BenchRow(
      wholePath: 10, guarded: true, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      wholePath: 100, guarded: true, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      route: 100, ours: ("routeOurs", routeOurs), baseline: ("routeBaseline", routeBaseline)),
    BenchRow(
      route: 1_000, ours: ("routeOurs", routeOurs), baseline: ("routeBaseline", routeBaseline)),
    BenchRow(
      route: 10_000, ours: ("routeOurs", routeOurs), baseline: ("routeBaseline", routeBaseline)),
    BenchRow(
      deepLinks: 10, ours: ("deepLinkOurs", deepLinkOurs),
      baseline: ("deepLinkBaseline", deepLinkBaseline)),
    BenchRow(
      deepLinks: 100, ours: ("deepLinkOurs", deepLinkOurs),
      baseline: ("deepLinkBaseline", deepLinkBaseline)),
    BenchRow(
      deepLinks: 1_000, ours: ("deepLinkOurs", deepLinkOurs),
      baseline: ("deepLinkBaseline", deepLinkBaseline)),
    BenchRow(
      deepLinkShapes: 1_000, ours: ("deepLinkShapesOurs", deepLinkShapesOurs),
      baseline: ("deepLinkShapesBaseline", deepLinkShapesBaseline)),
    BenchRow(
      declaring: 0, count: 100, ours: ("declareSampleOurs", declareSampleOurs),
      baseline: ("declareSampleBaseline", declareSampleBaseline)),
    BenchRow(
      declaring: 1_000, count: 2, ours: ("declareNumberedOurs", declareNumberedOurs),
      baseline: ("declareNumberedBaseline", declareNumberedBaseline)),
    BenchRow(
      restoring: 30, count: 100, ours: ("restoreOurs", restoreOurs),
      baseline: ("restoreBaseline", restoreBaseline)),
  ]
}

// MARK: - navigate(to:): `count` pushes

@MainActor @inline(never)
func navigateMinimalOurs(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
  }
}

@MainActor @inline(never)
func navigateMinimalBaseline(
  _ fixture: NavigationFixture<MinimalNavigationController>, count: Int
) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
  }
}

@MainActor @inline(never)
func navigateRecordingOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
  }
}

@MainActor @inline(never)
func navigateRecordingBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
  }
}

// MARK: - push+pop: `count` pairs, back to the starting depth after each

@MainActor @inline(never)
func pushPopMinimalOurs(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
    navigator.goBack()
  }
}

@MainActor @inline(never)
func pushPopMinimalBaseline(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
    controller.apply(.pop, animated: true) { _ in }
  }
}

@MainActor @inline(never)
func pushPopRecordingOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
    navigator.goBack()
  }
}

@MainActor @inline(never)
func pushPopRecordingBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
    controller.apply(.pop, animated: true) { _ in }
  }
}

// MARK: - Queued burst: `count` bursts of 9 pushes and a pop to the root

/// The pushes of a burst.
let burstPushes = 9
/// The requests of a burst, the operations of the burst row: the pushes and the pop to the root.
let burstRequests = burstPushes + 1

/// On a controller whose transitions wait for `finishTransition()`: the first push starts a
/// transition, the other 8 and `goBackToRoot()` wait for it, then transitions are finished until
/// the controller is idle.
@MainActor @inline(never)
func burstOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, navigator) = (fixture.controller, fixture.navigator)
  for burst in 0..<count {
    for push in 0..<burstPushes {
      navigator.navigate(to: .detail(burst * burstPushes + push))
    }
    navigator.goBackToRoot()
    while controller.finishTransition() {}
  }
}

/// The same operations by hand, each transition finished before the next.
@MainActor @inline(never)
func burstBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for burst in 0..<count {
    for push in 0..<burstPushes {
      let destination = BenchDestination.detail(burst * burstPushes + push)
      let screen = factory.makeViewController(for: destination, navigator: navigator)
      controller.screen(screen, isShowing: destination)
      controller.apply(.push(screen), animated: true) { _ in }
      controller.finishTransition()
    }
    controller.apply(.popToRoot, animated: true) { _ in }
    controller.finishTransition()
  }
}

// MARK: - Whole path: `count` changes of a stack that shares its first half

/// Sets the root stack to the other path of the fixture, `count` times: each change keeps the
/// shared half's screens, pops the rest and pushes as many new screens.
@MainActor @inline(never)
func wholePathOurs(_ fixture: WholePathFixture, count: Int) {
  let (navigator, paths) = (fixture.navigator, fixture.erasedPaths)
  for index in 0..<count {
    navigator.send(.setStack(paths[(index + 1) % 2], tab: nil, animated: false))
  }
}

/// The same changes by hand: the common prefix of the shown destinations and the target by `==`,
/// its screens kept, a new screen from the factory for each other destination (with the
/// `screen(_:isShowing:)` call the navigator makes), then one `apply(.setStack)`.
@MainActor @inline(never)
func wholePathBaseline(_ fixture: WholePathFixture, count: Int) {
  let (container, factory, navigator) = (fixture.container, fixture.factory, fixture.areaNavigator)
  let paths = fixture.paths
  var shown = fixture.shownByHand
  for index in 0..<count {
    let target = paths[(index + 1) % 2]
    let current = container.layout.stack(at: .root) ?? []
    var common = 0
    while common < min(shown.count, target.count), shown[common] == target[common] {
      common += 1
    }
    var screens = Array(current[..<common])
    screens.reserveCapacity(target.count)
    for destination in target[common...] {
      let screen = factory.makeViewController(for: destination, navigator: navigator)
      container.screen(screen, isShowing: AnyDestination(destination))
      screens.append(screen)
    }
    container.apply(.setStack(screens, at: .root), animated: false) { _ in }
    shown = target
  }
  fixture.shownByHand = shown
}

// MARK: - App push and pop: `count` pairs through an app navigator, at the fixture's depth

/// Pushes a new screen through the app navigator and goes back, `count` times.
@MainActor @inline(never)
func appPushPopOurs(_ fixture: WholePathFixture, count: Int) {
  let (navigator, destinations) = (fixture.navigator, fixture.pushedDestinations)
  for index in 0..<count {
    navigator.send(.navigate(to: destinations[index % destinations.count], animated: false))
    navigator.send(.back)
  }
}

/// The same pairs by hand: a screen from the factory, the stack with it set, then without it.
@MainActor @inline(never)
func appPushPopBaseline(_ fixture: WholePathFixture, count: Int) {
  let (container, factory, navigator) = (fixture.container, fixture.factory, fixture.areaNavigator)
  let stack = container.layout.stack(at: .root) ?? []
  for index in 0..<count {
    let destination = fixture.pushed[index % fixture.pushed.count]
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    container.screen(screen, isShowing: AnyDestination(destination))
    container.apply(.setStack(stack + [screen], at: .root), animated: false) { _ in }
    container.apply(.setStack(stack, at: .root), animated: false) { _ in }
  }
}

// MARK: - Route: `count` shortest routes from a stack of one screen

/// Asks the fixture's `ScreenGraph` for the route of each of the first `count` queries, from the
/// stack `[source]` to the target.
@MainActor @inline(never)
func routeOurs(_ fixture: RouteFixture, count: Int) {
  let (graph, queries) = (fixture.graph, fixture.queries)
  var length = 0
  for index in 0..<count {
    let query = queries[index]
    do {
      length += try graph.route(from: query.stack, to: query.target).stepCount
    } catch {
      fatalError("no route from \(query.stack) to \(query.target): \(error)")
    }
  }
  fixture.measuredLength = length
}

/// The same queries by hand: a breadth-first search over the baseline's own adjacency arrays.
@MainActor @inline(never)
func routeBaseline(_ fixture: RouteFixture, count: Int) {
  let queries = fixture.queries
  var length = 0
  for index in 0..<count {
    let query = queries[index]
    guard let path = fixture.handRouter.path(from: query.source32, to: query.target32) else {
      fatalError("no route from \(query.source32) to \(query.target32)")
    }
    length += path.count
  }
  fixture.measuredLength = length
}

/// A breadth-first search as an app would write it for integer screens: adjacency in compressed
/// rows (`targets[offsets[n]..<offsets[n + 1]]` are screen `n`'s edges, in declaration order),
/// and a visited stamp, parent and queue array made once and reused by every search.
struct HandRouter {
  let offsets: [Int32]
  let targets: [Int32]
  /// Screen `n` was reached in the current search when `stamp[n] == currentStamp`.
  private var stamp: [UInt32]
  private var currentStamp: UInt32 = 0
  /// The screen each reached screen was reached from; `-1` for the source.
  private var parent: [Int32]
  private var queue: [Int32]

  init(screens: Int, edges: [(from: Int32, to: Int32)]) {
    var offsets = [Int32](repeating: 0, count: screens + 1)
    for edge in edges { offsets[Int(edge.from) + 1] += 1 }
    for screen in 0..<screens { offsets[screen + 1] += offsets[screen] }
    var next = offsets
    var targets = [Int32](repeating: 0, count: edges.count)
    for edge in edges {
      targets[Int(next[Int(edge.from)])] = edge.to
      next[Int(edge.from)] += 1
    }
    self.offsets = offsets
    self.targets = targets
    stamp = [UInt32](repeating: 0, count: screens)
    parent = [Int32](repeating: -1, count: screens)
    queue = [Int32](repeating: 0, count: screens)
  }

  /// The screens of the shortest route from `source` to `target`, `source` excluded: what a
  /// route shows. `nil` when there is none. Like the library, it stops when `target` leaves the
  /// queue.
  mutating func path(from source: Int32, to target: Int32) -> [Int32]? {
    currentStamp &+= 1
    if currentStamp == 0 {
      for index in stamp.indices { stamp[index] = 0 }
      currentStamp = 1
    }
    let visit = currentStamp
    stamp[Int(source)] = visit
    parent[Int(source)] = -1
    queue[0] = source
    var head = 0
    var tail = 1
    while head < tail {
      let node = queue[head]
      head += 1
      if node == target { return pathBack(from: target) }
      for edge in Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1]) {
        let next = targets[edge]
        if stamp[Int(next)] != visit {
          stamp[Int(next)] = visit
          parent[Int(next)] = node
          queue[tail] = next
          tail += 1
        }
      }
    }
    return nil
  }

  /// The screens from the source (excluded) to `target`, by following the parents back.
  private func pathBack(from target: Int32) -> [Int32] {
    var length = 0
    var node = target
    while parent[Int(node)] >= 0 {
      length += 1
      node = parent[Int(node)]
    }
    var path = [Int32](repeating: 0, count: length)
    node = target
    while length > 0 {
      length -= 1
      path[length] = node
      node = parent[Int(node)]
    }
    return path
  }
}

// MARK: - Deep links: `count` links read

/// Reads each of the first `count` links of the fixture with its `DeepLinks` table, counting the
/// destinations found; a link that names none throws, and is not counted.
@MainActor @inline(never)
func deepLinkOurs(_ fixture: DeepLinkFixture, count: Int) {
  let (links, urls) = (fixture.links, fixture.urls)
  var hits = 0
  for index in 0..<count {
    do {
      hits += try links.destinations(for: urls[index]).count
    } catch {
      continue
    }
  }
  fixture.measuredHits = hits
}

/// The same links read by the hand-written parser, counting the destinations found.
@MainActor @inline(never)
func deepLinkBaseline(_ fixture: DeepLinkFixture, count: Int) {
  let (parser, urls) = (fixture.parser, fixture.urls)
  var hits = 0
  for index in 0..<count where parser.destination(for: urls[index]) != nil {
    hits += 1
  }
  fixture.measuredHits = hits
}

// MARK: - Declarations: `count` graphs and link tables declared

/// Declares the Messenger sample's graph and links (as replicated in `DeclarationFixtures.swift`)
/// `count` times.
@MainActor @inline(never)
func declareSampleOurs(_ fixture: DeclarationFixture, count: Int) {
  var edges = 0
  var links: DeepLinks?
  for _ in 0..<count {
    let graph = SampleDeclarations.makeGraph()
    do {
      links = try SampleDeclarations.makeLinks()
    } catch {
      fatalError("the sample's links do not compile: \(error)")
    }
    edges += graph.screens.edges.count
  }
  fixture.measuredEdges = edges
  fixture.lastLinks = links
  fixture.declarations = count
}

/// The same edges and patterns in a dictionary and arrays, by hand.
@MainActor @inline(never)
func declareSampleBaseline(_ fixture: DeclarationFixture, count: Int) {
  var edges = 0
  var patterns = 0
  for _ in 0..<count {
    let graph = SampleDeclarationsByHand.makeGraph()
    let links = SampleDeclarationsByHand.makeLinks()
    edges += graph.edgeCount
    patterns += links.count
  }
  fixture.measuredEdges = edges
  fixture.measuredPatterns = patterns
  fixture.declarations = count
}

/// Declares a graph of the fixture's numbered screens and a table of as many link patterns,
/// `count` times.
@MainActor @inline(never)
func declareNumberedOurs(_ fixture: DeclarationFixture, count: Int) {
  var edges = 0
  var links: DeepLinks?
  for _ in 0..<count {
    let graph = declareNumberedGraph(fixture)
    links = DeepLinkFixture.table(patterns: fixture.patterns)
    edges += graph.screens.edges.count
  }
  fixture.measuredEdges = edges
  fixture.lastLinks = links
  fixture.declarations = count
}

/// The same edges and patterns in a dictionary and arrays, by hand.
@MainActor @inline(never)
func declareNumberedBaseline(_ fixture: DeclarationFixture, count: Int) {
  var edges = 0
  var patterns = 0
  for _ in 0..<count {
    let graph = declareNumberedGraphByHand(fixture)
    let links = declareLinksByHand(fixture.patterns)
    edges += graph.edgeCount
    patterns += links.count
  }
  fixture.measuredEdges = edges
  fixture.measuredPatterns = patterns
  fixture.declarations = count
}

// MARK: - Restore: `count` snapshots restored

/// Restores the fixture's two snapshots in turn, starting with the second.
@MainActor @inline(never)
func restoreOurs(_ fixture: RestoreFixture, count: Int) {
  let (navigator, snapshots, fallback) = (fixture.navigator, fixture.snapshots, fixture.fallback)
  for index in 0..<count {
    navigator.restore(from: snapshots[(index + 1) % 2], orStartAt: fallback)
  }
}

/// The same snapshots by hand: decoded with a mirror of their JSON, a screen from the factory
/// for each destination (with the `screen(_:isShowing:)` call the navigator makes), then one
/// `apply(.setStack)`, the change the navigator makes from one snapshot to the other.
@MainActor @inline(never)
func restoreBaseline(_ fixture: RestoreFixture, count: Int) {
  let (container, factory, navigator) = (fixture.container, fixture.factory, fixture.areaNavigator)
  let (snapshots, area) = (fixture.snapshots, fixture.areaName)
  for index in 0..<count {
    let snapshot: HandSnapshot
    do {
      snapshot = try JSONDecoder().decode(HandSnapshot.self, from: snapshots[(index + 1) % 2])
    } catch {
      fatalError("the snapshot does not decode: \(error)")
    }
    guard snapshot.version == 2, snapshot.state.modals.isEmpty else {
      fatalError("a snapshot of another version or with modals")
    }
    let stack = snapshot.state.root.stack
    var screens: [BenchScreen] = []
    screens.reserveCapacity(stack.count)
    for entry in stack {
      guard entry.area == area else { fatalError("a destination of the area \(entry.area)") }
      let screen = factory.makeViewController(for: entry.destination, navigator: navigator)
      container.screen(screen, isShowing: AnyDestination(entry.destination))
      screens.append(screen)
    }
    container.apply(.setStack(screens, at: .root), animated: false) { _ in }
  }
}
