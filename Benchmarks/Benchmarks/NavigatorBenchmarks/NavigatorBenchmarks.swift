// Each benchmark named "… | ours" goes through a StackNavigator; the one named "… | baseline" does
// the same controller work by hand (calls the same factory, then `apply` on the same kind of
// controller). `Benchmarks/run` pairs them up into a Markdown table.
//
// Every benchmark runs on the main actor. The measured region is opened and closed with
// `startMeasurement()`/`stopMeasurement()` on the main actor, so neither the hop from the benchmark
// runner's thread nor the reset that keeps the stack from growing is measured.
//
// NB: the baselines spell their push out in each loop, as hand-written code would. Moving those
// three lines into a shared helper changed the code the compiler made for the loops: the
// instruction-count twin of the minimal push+pop baseline went from 581 to 720 per pair.
//
// NAVIGATOR_BENCH_SMOKE=1 runs each benchmark for a handful of iterations (used by `run --smoke`).

import Benchmark
import Foundation
import Navigator
import NavigatorTestSupport

let benchmarks: @Sendable () -> Void = {
  let smoke =
    ProcessInfo.processInfo.environment["NAVIGATOR_BENCH_SMOKE"].map { !$0.isEmpty && $0 != "0" }
    ?? false
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: smoke ? 1 : 10,
    scalingFactor: .kilo,
    maxDuration: smoke ? .milliseconds(20) : .seconds(3),
    maxIterations: smoke ? 3 : 1_000_000
  )

  navigateBenchmarks()
  depthBenchmarks()
  burstBenchmarks()
}

// MARK: - navigate(to:)

/// 1,000 `navigate(to:)` calls per iteration against 1,000 hand-written pushes, onto a stack that is
/// reset to its root screen after each iteration, outside the measurement.
///
/// With the recording controller both sides tell it which destination each screen shows
/// (`screen(_:isShowing:)`, which the navigator always calls), so it does the same work on both.
private func navigateBenchmarks() {
  navigateBenchmarks("recording") { RecordingController(screens: $0) }
  navigateBenchmarks("minimal") { MinimalNavigationController(screens: $0) }
}

private func navigateBenchmarks<Controller: BenchController>(
  _ kind: String, makeController: @escaping @MainActor ([BenchScreen]) -> Controller
) {
  let pushes = 1_000  // == scalingFactor .kilo
  registerPair(
    "navigate(to:) \(kind)",
    makeFixture: { NavigationFixture(controller: makeController(prefilledStack(depth: 1))) },
    ours: { fixture in
      let navigator = fixture.navigator
      for index in 0..<pushes {
        navigator.navigate(to: .detail(index))
      }
    },
    baseline: { fixture in
      let (controller, factory, navigator) = (
        fixture.controller, fixture.factory, fixture.navigator
      )
      for index in 0..<pushes {
        let destination = BenchDestination.detail(index)
        let screen = factory.makeViewController(for: destination, navigator: navigator)
        controller.screen(screen, isShowing: destination)
        controller.apply(.push(screen), animated: true) {}
      }
    },
    reset: { fixture, benchmark in
      fixture.expectDepth(1 + pushes, benchmark)
      fixture.controller.resetToRoot()
    })
}

// MARK: - Push and pop at depth

/// 1,000 push+pop pairs per iteration on a stack pre-filled to `depth`: `navigate(to:)` then
/// `goBack()` against `apply(.push)` then `apply(.pop)`.
private func depthBenchmarks() {
  for depth in [10, 100, 1_000] {
    depthBenchmarks("recording", depth: depth) { RecordingController(screens: $0) }
    depthBenchmarks("minimal", depth: depth) { MinimalNavigationController(screens: $0) }
  }
}

private func depthBenchmarks<Controller: BenchController>(
  _ kind: String, depth: Int, makeController: @escaping @MainActor ([BenchScreen]) -> Controller
) {
  let pairs = 1_000  // == scalingFactor .kilo
  registerPair(
    "push+pop depth \(depth) \(kind)",
    makeFixture: { NavigationFixture(controller: makeController(prefilledStack(depth: depth))) },
    ours: { fixture in
      let navigator = fixture.navigator
      for index in 0..<pairs {
        navigator.navigate(to: .detail(index))
        navigator.goBack()
      }
    },
    baseline: { fixture in
      let (controller, factory, navigator) = (
        fixture.controller, fixture.factory, fixture.navigator
      )
      for index in 0..<pairs {
        let destination = BenchDestination.detail(index)
        let screen = factory.makeViewController(for: destination, navigator: navigator)
        controller.screen(screen, isShowing: destination)
        controller.apply(.push(screen), animated: true) {}
        controller.apply(.pop, animated: true) {}
      }
    },
    reset: { fixture, benchmark in
      fixture.expectDepth(depth, benchmark)
      fixture.controller.forgetEvents()
    })
}

// MARK: - Queued burst

/// One push starts a transition that does not finish by itself, 100 more requests arrive while it
/// is in flight, then transitions are finished one by one until the controller is idle: 101 pushes
/// per burst. The baseline applies the same 101 pushes directly, finishing each transition before
/// the next push. 10 bursts per iteration; the stack is reset to its root after each iteration.
private func burstBenchmarks() {
  let queued = 100
  let bursts = 10
  // Not a power of 1,000, so the per-operation figures are worked out by `run`: 1,010 pushes
  // per iteration.
  let configuration = Benchmark.Configuration(scalingFactor: .one)

  register("queued burst 1+100 recording | ours", configuration: configuration) {
    () -> NavigationFixture<RecordingController> in
    NavigationFixture(
      controller: RecordingController(
        screens: prefilledStack(depth: 1), finishesTransitionsImmediately: false))
  } measure: { fixture in
    let (controller, navigator) = (fixture.controller, fixture.navigator)
    var next = 0
    for _ in 0..<bursts {
      navigator.navigate(to: .detail(next))  // starts a transition that stays in flight
      next += 1
      for _ in 0..<queued {
        navigator.navigate(to: .detail(next))  // waits for it
        next += 1
      }
      while controller.finishTransition() {}
    }
  } reset: { fixture, benchmark in
    fixture.expectDepth(1 + bursts * (1 + queued), benchmark)
    if fixture.navigator.pendingRequestCount != 0 { fail(benchmark, "requests left pending") }
    fixture.controller.resetToRoot()
  }

  register("queued burst 1+100 recording | baseline", configuration: configuration) {
    () -> NavigationFixture<RecordingController> in
    NavigationFixture(
      controller: RecordingController(
        screens: prefilledStack(depth: 1), finishesTransitionsImmediately: false))
  } measure: { fixture in
    let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
    var next = 0
    for _ in 0..<bursts {
      for _ in 0...queued {
        let destination = BenchDestination.detail(next)
        let screen = factory.makeViewController(for: destination, navigator: navigator)
        controller.screen(screen, isShowing: destination)
        controller.apply(.push(screen), animated: true) {}
        next += 1
        while controller.finishTransition() {}
      }
    }
  } reset: { fixture, benchmark in
    fixture.expectDepth(1 + bursts * (1 + queued), benchmark)
    fixture.controller.resetToRoot()
  }
}

// MARK: - Support

extension NavigationFixture {
  func expectDepth(_ depth: Int, _ benchmark: Benchmark) {
    if controller.screens.count != depth {
      fail(benchmark, "expected \(depth) screens on the stack, found \(controller.screens.count)")
    }
  }
}

/// A controller the benchmarks can put back in its starting state between iterations.
@MainActor
protocol BenchController: ResettableController {
  /// Drops what was recorded, keeping the stack.
  func forgetEvents()
}

extension RecordingNavigationController: BenchController where Screen == BenchScreen {
  func forgetEvents() {
    removeAllEvents()
  }
}

extension MinimalNavigationController: BenchController {
  func forgetEvents() {}
}

/// Fails `benchmark` with a message `Benchmarks/run` looks for: the benchmark tool prints a
/// failure but still exits with 0.
func fail(_ benchmark: Benchmark, _ message: String) {
  benchmark.error("NavigatorBenchmarks check failed: \(message)")
}

/// Holds a benchmark's fixture, made on the main actor the first time the benchmark runs.
private final class FixtureBox<Fixture>: @unchecked Sendable {
  var fixture: Fixture?
}

/// Registers `name | ours` and `name | baseline` with the same kind of fixture.
private func registerPair<Fixture>(
  _ name: String,
  makeFixture: @escaping @MainActor () -> Fixture,
  ours: @escaping @MainActor (Fixture) -> Void,
  baseline: @escaping @MainActor (Fixture) -> Void,
  reset: @escaping @MainActor (Fixture, Benchmark) -> Void
) {
  register("\(name) | ours", makeFixture: makeFixture, measure: ours, reset: reset)
  register("\(name) | baseline", makeFixture: makeFixture, measure: baseline, reset: reset)
}

/// Registers a benchmark that runs on the main actor: `measure` runs between `startMeasurement()`
/// and `stopMeasurement()`, `reset` after, unmeasured.
private func register<Fixture>(
  _ name: String,
  configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  makeFixture: @escaping @MainActor () -> Fixture,
  measure: @escaping @MainActor (Fixture) -> Void,
  reset: @escaping @MainActor (Fixture, Benchmark) -> Void
) {
  let box = FixtureBox<Fixture>()
  Benchmark(name, configuration: configuration) { @MainActor benchmark async in
    let fixture: Fixture
    if let existing = box.fixture {
      fixture = existing
    } else {
      fixture = makeFixture()
      box.fixture = fixture
    }
    benchmark.startMeasurement()
    measure(fixture)
    benchmark.stopMeasurement()
    reset(fixture, benchmark)
  }
}
