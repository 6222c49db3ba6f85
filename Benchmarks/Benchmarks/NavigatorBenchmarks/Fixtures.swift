import Navigator
import NavigatorTestSupport

/// The destinations the benchmarks navigate to: pushed, with a small payload, as most are;
/// `Codable`, for snapshots.
enum BenchDestination: Destination, Codable {
  case detail(Int)
}

/// A screen as an app would have: it keeps what it shows and the navigator it was given.
final class BenchScreen {
  let destination: BenchDestination?
  let navigator: (any Navigator<BenchDestination>)?

  init(destination: BenchDestination?, navigator: (any Navigator<BenchDestination>)?) {
    self.destination = destination
    self.navigator = navigator
  }
}

/// The factory both the navigator and the hand-written baselines call.
struct BenchScreens: ViewControllerFactory {
  func makeViewController(
    for destination: BenchDestination, navigator: any Navigator<BenchDestination>
  ) -> BenchScreen {
    BenchScreen(destination: destination, navigator: navigator)
  }
}

/// The smallest navigation controller there is: an array that grows and shrinks, transitions that
/// finish at once, and the protocol's no-op `screen(_:isShowing:)`. Measuring with it leaves little
/// besides the navigator's own cost.
@MainActor
final class MinimalNavigationController: NavigationController {
  private(set) var screens: [BenchScreen]
  private(set) var presentedScreen: BenchScreen?
  var isTransitioning: Bool { false }

  init(screens: [BenchScreen]) {
    self.screens = screens
  }

  func apply(
    _ operation: NavigationOperation<BenchScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    switch operation {
    case .push(let screen): screens.append(screen)
    case .pop: screens.removeLast()
    case .popToRoot: screens.removeSubrange(1...)
    case .popTo(let screen):
      if let index = screens.lastIndex(where: { $0 === screen }) {
        screens.removeSubrange((index + 1)...)
      }
    case .setStack(let newScreens): screens = newScreens
    case .present(let screen, _): presentedScreen = screen
    case .dismiss: presentedScreen = nil
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }
}

/// `count` screens that no navigator made, to fill a stack before measuring.
func prefilledStack(depth count: Int) -> [BenchScreen] {
  (0..<count).map { _ in BenchScreen(destination: nil, navigator: nil) }
}

/// A controller and the navigator that drives it. The baselines get one too and pass its navigator
/// to the factory, so both sides make identical screens.
@MainActor
final class NavigationFixture<Controller: NavigationController>
where Controller.Screen == BenchScreen {
  let controller: Controller
  let factory = BenchScreens()
  let navigator: StackNavigator<BenchScreens, Controller>

  init(controller: Controller) {
    self.controller = controller
    self.navigator = StackNavigator(
      navigationController: controller, factory: factory,
      onFailure: { error in fatalError("navigation failed while measuring: \(error)") })
  }
}

/// NavigatorTestSupport's recording controller, holding the benchmarks' screens.
typealias RecordingController = RecordingNavigationController<BenchScreen>

/// A controller the loops run against, which can be put back in its starting state between
/// measured calls.
@MainActor
protocol BenchController: NavigationController where Screen == BenchScreen {
  /// Back to the first `depth` screens of the stack, with nothing recorded.
  func reset(toDepth depth: Int)
}

extension MinimalNavigationController: BenchController {
  func reset(toDepth depth: Int) {
    apply(.popTo(screens[depth - 1]), animated: false) { _ in }
  }
}

extension RecordingNavigationController: BenchController where Screen == BenchScreen {
  /// Also when transitions wait for `finishTransition()`.
  func reset(toDepth depth: Int) {
    apply(.popTo(screens[depth - 1]), animated: false) { _ in }
    finishTransition()
    removeAllEvents()
  }
}

// MARK: - Whole-path fixtures

/// The smallest navigation container there is: a layout that takes each change as asked and
/// counts its changes (`layoutVersion`, as `RecordingContainer` does), transitions that finish
/// at once, and the protocol's no-op `screen(_:isShowing:)`. Measuring
/// with it leaves little besides the app navigator's own cost, as `MinimalNavigationController`
/// does for a stack navigator.
@MainActor
final class MinimalContainer: NavigationContainer {
  private(set) var layout = NavigationTree<BenchScreen>(stack: []) { didSet { changes &+= 1 } }
  /// Counts the changes of the layout, as `RecordingContainer` does.
  var layoutVersion: UInt64? { changes }
  private var changes: UInt64 = 0
  var isTransitioning: Bool { false }
  var userDidChangeLayout: (@MainActor () -> Void)?

  func apply(
    _ change: ContainerChange<BenchScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    switch change {
    case .setRoot(let root): layout = NavigationTree(root: root)
    case .setStack(let screens, let location): layout.setStack(screens, at: location)
    case .push, .pop: layout.apply(change)
    case .selectTab(let index):
      if case .tabs(let tabs, _) = layout.root { layout.root = .tabs(tabs, selectedIndex: index) }
    case .present(let modal): layout.modals.append(modal)
    case .dismiss(let level): layout.modals.removeSubrange(level...)
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }
}

/// A minimal container showing one stack of `depth` screens, and an app navigator for it with
/// the benchmarks' factory registered. `ours` sets the stack through the navigator, which it
/// starts; the baseline sets it by hand and passes the navigator's area navigator to the factory,
/// so both sides make identical screens.
@MainActor
final class WholePathFixture {
  let container = MinimalContainer()
  let navigator: AppNavigator<MinimalContainer>
  let factory = BenchScreens()
  /// The navigator the app navigator gives the screens it makes; the baseline gives it too.
  let areaNavigator: any Navigator<BenchDestination>
  /// The two stacks the loops alternate between, starting from the first: `depth` destinations
  /// each, the first half equal, so that each change pops half of the stack and pushes as many.
  let paths: [[BenchDestination]]
  /// `paths` as the app navigator takes them.
  let erasedPaths: [[AnyDestination]]
  /// The destinations the push-and-pop rows push, none of them on the stack.
  let pushed = (0..<16).map { BenchDestination.detail(-1 - $0) }
  /// `pushed` as the app navigator takes them.
  let pushedDestinations = (0..<16).map { AnyDestination(BenchDestination.detail(-1 - $0)) }
  /// The destinations of the screens the baseline shows: its own record of the stack, as code
  /// that drives a container by hand keeps one.
  var shownByHand: [BenchDestination]
  /// The screens of the shared half, which every change keeps.
  private let keptScreens: [ObjectIdentifier]

  /// - Parameters:
  ///   - startsNavigator: `true` for ours (the navigator shows the first path), `false` for the
  ///     baseline (the first path's screens are put in the container by hand).
  ///   - guarded: Whether the app navigator has an entry and a leave guard on the area, both of
  ///     which allow every screen, so that each change asks them about every screen it shows or
  ///     removes.
  init(depth: Int, startsNavigator: Bool, guarded: Bool = false) {
    let shared = depth / 2
    paths = [
      (0..<depth).map { BenchDestination.detail($0) },
      (0..<depth).map { BenchDestination.detail($0 < shared ? $0 : depth + $0) },
    ]
    erasedPaths = paths.map { $0.map(AnyDestination.init) }
    shownByHand = paths[0]
    navigator = AppNavigator(container: container)
    navigator.onFailure = { error in fatalError("navigation failed while measuring: \(error)") }
    navigator.register(factory)
    if guarded {
      navigator.guardEntry(to: BenchDestination.self) { _ in .allow }
      navigator.guardLeaving(BenchDestination.self) { _, _ in .allow }
    }
    guard let areaNavigator = navigator.navigator(for: BenchDestination.self) else {
      fatalError("the benchmarks' area is not registered")
    }
    self.areaNavigator = areaNavigator
    if startsNavigator {
      navigator.start(at: NavigationState(stack: erasedPaths[0]))
    } else {
      let factory = factory
      let screens = paths[0].map { destination in
        factory.makeViewController(for: destination, navigator: areaNavigator)
      }
      container.apply(.setRoot(.stack(screens)), animated: false) { _ in }
    }
    let screens = container.layout.stack(at: .root) ?? []
    keptScreens = screens.prefix(shared).map(ObjectIdentifier.init)
  }

  /// What is wrong after a measured call: `nil` when the container shows the first path again,
  /// with the shared half's screens those it showed at first, and no request is left pending.
  func mismatch() -> String? {
    let screens = container.layout.stack(at: .root) ?? []
    let shown = screens.map(\.destination)
    let expected = paths[0].map(Optional.some)
    guard shown == expected else {
      return "expected the stack \(expected), found \(shown)"
    }
    guard screens.prefix(keptScreens.count).map(ObjectIdentifier.init) == keptScreens else {
      return "the screens of the shared half were not kept"
    }
    let pending = navigator.pendingRequestCount
    guard pending == 0 else { return "\(pending) requests left pending" }
    return nil
  }
}

// MARK: - Route fixtures

/// A small seeded generator, as the tests use, so every run builds the same graphs and queries.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

/// One query of a route row: from a stack of one screen to a screen that can be reached from it.
struct RouteQuery {
  /// `[source]`, the stack ours routes from, made once here as an app's stack already exists.
  let stack: [Int]
  let target: Int
  /// The same screens as the baseline's ids.
  let source32: Int32
  let target32: Int32
}

/// A graph of `screens` screens and a fixed list of queries on it, for both sides of a route row.
///
/// The graph is a 3-ary tree (screen `i` leads to `3i + 1`, `3i + 2` and `3i + 3` while they are
/// below `screens`; the root is 0) with `screens / 10` extra edges between random screens (no edge
/// to itself, none twice), declared after the tree's. Ours is a `ScreenGraph<Int>` of it, the
/// baseline a ``HandRouter`` over the same edges in the same order. Each query starts from a
/// random screen that leads somewhere and goes to a random screen a reference search reaches
/// from it. Making the fixture checks that both sides find a route of the same length for every
/// query, and stops the process if they do not.
@MainActor
final class RouteFixture {
  let graph: ScreenGraph<Int>
  /// The baseline: a breadth-first search over the same edges, by hand.
  var handRouter: HandRouter
  let queries: [RouteQuery]
  /// The sum of the route lengths (screens shown) over the queries, which both sides find.
  let expectedLength: Int
  /// The sum a loop found in its last call; the check compares it with `expectedLength`.
  var measuredLength = 0

  init(screens: Int, queries count: Int) {
    var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(screens))
    var edges: [(from: Int, to: Int)] = []
    var declared = Set<Int>()
    for node in 0..<screens {
      for child in (3 * node + 1)...(3 * node + 3) where child < screens {
        edges.append((node, child))
        declared.insert(node * screens + child)
      }
    }
    var crossEdges = 0
    while crossEdges < screens / 10 {
      let from = random.below(screens)
      let to = random.below(screens)
      guard from != to, declared.insert(from * screens + to).inserted else { continue }
      edges.append((from, to))
      crossEdges += 1
    }
    graph = ScreenGraph(roots: [0], edges: edges.map { ScreenEdge($0.from, $0.to) })
    handRouter = HandRouter(
      screens: screens, edges: edges.map { (Int32($0.from), Int32($0.to)) })

    var queries: [RouteQuery] = []
    while queries.count < count {
      let source = random.below(screens)
      let reachable = Self.reachable(from: source, in: handRouter).filter { $0 != source }
      guard !reachable.isEmpty else { continue }
      let target = reachable[random.below(reachable.count)]
      queries.append(
        RouteQuery(
          stack: [source], target: target, source32: Int32(source), target32: Int32(target)))
    }
    self.queries = queries

    var expectedLength = 0
    for (index, query) in queries.enumerated() {
      let ours: Route<Int>
      do {
        ours = try graph.route(from: query.stack, to: query.target)
      } catch {
        fatalError(
          "route \(screens) screens: query \(index) \(query.stack) to \(query.target): \(error)")
      }
      guard let hand = handRouter.path(from: query.source32, to: query.target32) else {
        fatalError("route \(screens) screens: the baseline found no route for query \(index)")
      }
      guard ours.popCount == 0, ours.steps.count == hand.count else {
        fatalError(
          "route \(screens) screens: query \(index) from \(query.stack) to \(query.target): "
            + "ours pops \(ours.popCount) and shows \(ours.steps.map(\.node)), the baseline "
            + "shows \(hand)")
      }
      expectedLength += hand.count
    }
    self.expectedLength = expectedLength
  }

  /// Every screen reachable from `source`, by a plain breadth-first search of its own.
  private static func reachable(from source: Int, in router: HandRouter) -> [Int] {
    var seen = [Bool](repeating: false, count: router.offsets.count - 1)
    var found = [source]
    seen[source] = true
    var head = 0
    while head < found.count {
      let node = found[head]
      head += 1
      for edge in Int(router.offsets[node])..<Int(router.offsets[node + 1]) {
        let next = Int(router.targets[edge])
        if !seen[next] {
          seen[next] = true
          found.append(next)
        }
      }
    }
    return found
  }

  /// What is wrong after a measured call: `nil` when the loop found routes of the expected
  /// lengths. Also clears the sum for the next call.
  func mismatch() -> String? {
    defer { measuredLength = 0 }
    guard measuredLength == expectedLength else {
      return "expected routes of \(expectedLength) screens in all, found \(measuredLength)"
    }
    return nil
  }
}

// MARK: - Rows

/// A row of both harnesses' tables: the same operations through a `StackNavigator` (`ours`) and
/// by hand (`baseline`), each a loop of `Loops.swift` run on a fixture of its own.
struct BenchRow: Sendable {
  /// One side of a row, ready to run.
  struct Side: Sendable {
    /// `ours` or `baseline`.
    let label: String
    /// The name of the loop's function; callgrind counts only while it runs.
    let loopFunction: String
    /// Makes a fixture and returns its measured call, of the row's ``BenchRow/operationsPerCall``
    /// operations.
    let prepare: @MainActor @Sendable () -> MeasuredCall
  }

  /// The operations of one measured call of the stack navigator's rows and the route rows.
  static let operations = 1_000

  /// The destinations that one measured call of a whole-path row sets, whatever the depth: a
  /// call of `whole path <N>` makes `wholePathDestinations / N` changes. `results_table.py`
  /// follows the same rule.
  static let wholePathDestinations = 10_000

  /// The pairs of one measured call of `app push+pop depth <N>` for N over 10.
  /// `results_table.py` follows the same rule.
  static let appPushPopDeepPairs = 100

  /// How the tables name the row, e.g. `navigate(to:) minimal`.
  let name: String
  /// The operations of one measured call: per-operation figures are per call divided by this.
  let operationsPerCall: Int
  let ours: Side
  let baseline: Side

  /// A row whose loops take `count` on a stack of `depth` screens of `controller`'s, and leave
  /// `depthAfter` screens and no pending request. Between calls the stack goes back to `depth`.
  init<Controller: BenchController>(
    _ name: String, count: Int, depth: Int, depthAfter: Int,
    controller: @escaping @MainActor @Sendable ([BenchScreen]) -> Controller,
    ours: Loop<Controller>, baseline: Loop<Controller>
  ) {
    func side(_ label: String, _ loop: Loop<Controller>) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = NavigationFixture(controller: controller(prefilledStack(depth: depth)))
        return (
          call: { loop.body(fixture, count) },
          checkAndReset: {
            defer { fixture.controller.reset(toDepth: depth) }
            return fixture.mismatch(expectingDepth: depthAfter)
          }
        )
      }
    }
    self.name = name
    self.operationsPerCall = Self.operations
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }

  /// The row `whole path <depth>`: changes that each set a stack of `depth` destinations over
  /// one sharing its first half, alternating between the two stacks of a ``WholePathFixture``.
  /// A call makes an even number of changes, so it leaves the stack as it found it.
  ///
  /// With `guarded`, the row `whole path <depth> guarded`: the same, through an app navigator
  /// whose guards (an entry and a leave guard that allow) are asked about every screen.
  init(wholePath depth: Int, guarded: Bool = false, ours: WholePathLoop, baseline: WholePathLoop) {
    let changes = Self.wholePathDestinations / depth
    precondition(changes % 2 == 0, "a call must end on the stack it started from")
    func side(_ label: String, _ loop: WholePathLoop, startsNavigator: Bool) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = WholePathFixture(
          depth: depth, startsNavigator: startsNavigator, guarded: guarded)
        return (call: { loop.body(fixture, changes) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "whole path \(depth)" + (guarded ? " guarded" : "")
    self.operationsPerCall = changes
    self.ours = side("ours", ours, startsNavigator: true)
    self.baseline = side("baseline", baseline, startsNavigator: false)
  }

  /// The row `app push+pop depth <depth>`: a new screen pushed through an app navigator and
  /// popped, on the first stack of a ``WholePathFixture``: ``operations`` times at depth 10,
  /// ``appPushPopDeepPairs`` times deeper, where a pair costs millions of instructions.
  init(appPushPop depth: Int, ours: WholePathLoop, baseline: WholePathLoop) {
    let pairs = depth > 10 ? Self.appPushPopDeepPairs : Self.operations
    func side(_ label: String, _ loop: WholePathLoop, startsNavigator: Bool) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = WholePathFixture(depth: depth, startsNavigator: startsNavigator)
        return (call: { loop.body(fixture, pairs) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "app push+pop depth \(depth)"
    self.operationsPerCall = pairs
    self.ours = side("ours", ours, startsNavigator: true)
    self.baseline = side("baseline", baseline, startsNavigator: false)
  }

  /// The row `route <screens> screens`: queries for the shortest route from a stack of one
  /// screen to another, on the graph of a ``RouteFixture``. A call answers ``operations``
  /// queries at every size: the searches reach about as many screens whatever the graph's size
  /// (see Benchmarks/README.md), so that every size does about as much work a call.
  init(route screens: Int, ours: RouteLoop, baseline: RouteLoop) {
    let queries = Self.operations
    func side(_ label: String, _ loop: RouteLoop) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = RouteFixture(screens: screens, queries: queries)
        return (call: { loop.body(fixture, queries) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "route \(screens) screens"
    self.operationsPerCall = queries
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }
}

/// A measured call of a row's loop on its fixture, and the check to make after each call, which
/// also puts the fixture back as it was: it returns what is wrong, or `nil`.
typealias MeasuredCall = (call: @MainActor () -> Void, checkAndReset: @MainActor () -> String?)

/// A loop of `Loops.swift` and its function's name. Its `Int` is how many times to go round.
typealias Loop<Controller: BenchController> = (
  name: String, body: @MainActor @Sendable (NavigationFixture<Controller>, Int) -> Void
)

/// A whole-path loop of `Loops.swift` and its function's name. Its `Int` is how many changes to
/// make.
typealias WholePathLoop = (name: String, body: @MainActor @Sendable (WholePathFixture, Int) -> Void)

/// A route loop of `Loops.swift` and its function's name. Its `Int` is how many of the fixture's
/// queries to answer.
typealias RouteLoop = (name: String, body: @MainActor @Sendable (RouteFixture, Int) -> Void)

extension NavigationFixture {
  /// What is wrong after a measured call: `nil` when the stack holds `depth` screens and no
  /// request is left pending.
  func mismatch(expectingDepth depth: Int) -> String? {
    let found = controller.screens.count
    let pending = navigator.pendingRequestCount
    guard found != depth || pending != 0 else { return nil }
    return "expected \(depth) screens and no pending request, found \(found) screens and "
      + "\(pending) pending requests"
  }
}
