// Registers both sides of every row of `BenchRow.all` (in `Loops.swift`): "<row> | ours" goes
// through a StackNavigator, "<row> | baseline" does the same controller work by hand.
// `Benchmarks/run` pairs them up into a Markdown table.
//
// Every benchmark runs on the main actor. The measured region is opened and closed with
// `startMeasurement()`/`stopMeasurement()` on the main actor, so neither the hop from the benchmark
// runner's thread nor the check and reset after each iteration is measured. An iteration is one
// measured call of the row's loop: `operationsPerCall` operations, 1,000 for most rows, hence
// `scalingFactor: .kilo`; the whole-path rows make fewer (10,000 destinations' worth), and use
// `.one`, so package-benchmark's own output shows them per call. `results_table.py` divides each
// row by its own operations.
//
// NAVIGATOR_BENCH_SMOKE=1 runs each benchmark for a handful of iterations (used by `run --smoke`).

import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
  let smoke =
    ProcessInfo.processInfo.environment["NAVIGATOR_BENCH_SMOKE"].map { !$0.isEmpty && $0 != "0" }
    ?? false
  precondition(BenchRow.operations == 1_000, "scalingFactor .kilo says 1,000 operations")
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    units: [.mallocCountTotal: .count],  // exported as counts, not rounded to thousands
    warmupIterations: smoke ? 1 : 10,
    scalingFactor: .kilo,
    maxDuration: smoke ? .milliseconds(20) : .seconds(3),
    maxIterations: smoke ? 3 : 1_000_000
  )
  for row in BenchRow.all {
    for side in [row.ours, row.baseline] {
      register("\(row.name) | \(side.label)", side, operations: row.operationsPerCall)
    }
  }
}

/// Holds a benchmark's fixture, made on the main actor the first time the benchmark runs.
private final class FixtureBox: @unchecked Sendable {
  var fixture: MeasuredCall?
}

/// Registers a benchmark that runs on the main actor: the side's call runs between
/// `startMeasurement()` and `stopMeasurement()`, its check after. A failed check is reported with
/// a message `run` looks for, as the benchmark tool still exits with 0.
private func register(_ name: String, _ side: BenchRow.Side, operations: Int) {
  let box = FixtureBox()
  let prepare = side.prepare
  var configuration = Benchmark.defaultConfiguration
  configuration.scalingFactor = operations == 1_000 ? .kilo : .one
  Benchmark(name, configuration: configuration) { @MainActor benchmark async in
    let fixture = box.fixture ?? prepare()
    box.fixture = fixture
    benchmark.startMeasurement()
    fixture.call()
    benchmark.stopMeasurement()
    if let mismatch = fixture.checkAndReset() {
      benchmark.error("NavigatorBenchmarks check failed: \(mismatch)")
    }
  }
}
