import Foundation
import Navigator

// MARK: - Restore fixtures

/// Two snapshots of a stack of `depth` destinations with none in common, made by an app
/// navigator's `snapshot()`, and a minimal container to restore them on. `ours` restores them
/// through an `AppNavigator`; the baseline decodes the same bytes with a hand-written mirror of
/// the snapshot's JSON and sets the stack by hand, making the screens with the same factory and
/// (area) navigator.
@MainActor
final class RestoreFixture {
  let container = MinimalContainer()
  let navigator: AppNavigator<MinimalContainer>
  let factory = BenchScreens()
  /// The navigator the app navigator gives the screens it makes; the baseline gives it too.
  let areaNavigator: any Navigator<BenchDestination>
  /// The stacks of the two snapshots: `detail(0)…detail(depth - 1)`, then the next `depth`.
  let paths: [[BenchDestination]]
  /// `snapshot()` of each path, restored in turn, starting with the second.
  let snapshots: [Data]
  /// The name the snapshots give the benchmarks' area.
  let areaName: String
  /// What `restore(from:orStartAt:)` falls back to; never used, as every snapshot reads.
  let fallback = NavigationState(stack: [AnyDestination(BenchDestination.detail(-1))])

  /// - Parameter startsNavigator: `true` for ours (the navigator shows the first path), `false`
  ///   for the baseline (the first path's screens are put in the container by hand).
  init(depth: Int, startsNavigator: Bool) {
    paths = [
      (0..<depth).map { BenchDestination.detail($0) },
      (depth..<(2 * depth)).map { BenchDestination.detail($0) },
    ]
    navigator = AppNavigator(container: container)
    navigator.onFailure = { error in fatalError("navigation failed while measuring: \(error)") }
    navigator.register(factory)
    guard let areaNavigator = navigator.navigator(for: BenchDestination.self) else {
      fatalError("the benchmarks' area is not registered")
    }
    self.areaNavigator = areaNavigator
    // NB: made on a navigator of their own, so that the baseline's container is only ever set
    // by hand.
    let maker = AppNavigator(container: MinimalContainer())
    maker.register(factory)
    snapshots = paths.map { path in
      maker.start(at: NavigationState(stack: path.map(AnyDestination.init)))
      do {
        return try maker.snapshot()
      } catch {
        fatalError("no snapshot: \(error)")
      }
    }
    do {
      areaName = try JSONDecoder().decode(HandSnapshot.self, from: snapshots[0]).state.root
        .stack[0].area
    } catch {
      fatalError("the snapshot does not decode by hand: \(error)")
    }
    if startsNavigator {
      navigator.start(at: NavigationState(stack: paths[0].map(AnyDestination.init)))
    } else {
      let factory = factory
      let screens = paths[0].map { destination in
        factory.makeViewController(for: destination, navigator: areaNavigator)
      }
      container.apply(.setRoot(.stack(screens)), animated: false) { _ in }
    }
    guard shown() == paths[0] else {
      fatalError("the fixture does not start on the first path: \(shown())")
    }
  }

  /// The destinations of the screens on the container's root stack.
  func shown() -> [BenchDestination?] {
    (container.layout.stack(at: .root) ?? []).map(\.destination)
  }

  /// What is wrong after a measured call: `nil` when the container shows the first path again
  /// and no request is left pending.
  func mismatch() -> String? {
    let shown = shown()
    guard shown == paths[0] else { return "expected the stack \(paths[0]), found \(shown)" }
    let pending = navigator.pendingRequestCount
    guard pending == 0 else { return "\(pending) requests left pending" }
    return nil
  }
}

/// The snapshot's JSON as an app would decode it by hand:
/// `{"state":{"modals":[],"root":{"stack":[{"area":"NavigatorBenchmarks.BenchDestination",`
/// `"destination":{…}}]}},"version":2}`.
struct HandSnapshot: Decodable {
  struct State: Decodable {
    let root: Root
    let modals: [Modal]
  }

  struct Root: Decodable {
    let stack: [Entry]
  }

  /// A modal; none in these snapshots.
  struct Modal: Decodable {}

  struct Entry: Decodable {
    let area: String
    let destination: BenchDestination
  }

  let version: Int
  let state: State
}

/// A restore loop of `Loops.swift` and its function's name. Its `Int` is how many snapshots to
/// restore.
typealias RestoreLoop = (name: String, body: @MainActor @Sendable (RestoreFixture, Int) -> Void)

extension BenchRow {
  /// The row `restore <depth> screens`: `count` restores a call, of the fixture's two snapshots
  /// in turn. `count` is even, so a call leaves the stack as it found it.
  init(restoring depth: Int, count: Int, ours: RestoreLoop, baseline: RestoreLoop) {
    precondition(count % 2 == 0, "a call must end on the stack it started from")
    func side(_ label: String, _ loop: RestoreLoop, startsNavigator: Bool) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = RestoreFixture(depth: depth, startsNavigator: startsNavigator)
        return (call: { loop.body(fixture, count) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name = "restore \(depth) screens"
    self.operationsPerCall = count
    self.ours = side("ours", ours, startsNavigator: true)
    self.baseline = side("baseline", baseline, startsNavigator: false)
  }
}
