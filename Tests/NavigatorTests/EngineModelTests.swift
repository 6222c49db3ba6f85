import Foundation
import Navigator
import Testing

// Seeded random sequences through the one queue, with everything that can go wrong around it:
// changes that end at once, later, twice, refused or never (their completion dropped); the
// user's gestures while a change is in flight; payloads whose `deinit` navigates; requests made
// from completions; the navigator released midway. Each sequence is one of three kinds:
//
// - synchronous (changes end at once, or twice): the state and every request's ending are
//   compared with a plain reference model after each step;
// - late (changes also end on a later turn): compared whenever every transition has ended;
// - chaotic (everything): only the promises are checked.
//
// Whatever the kind, each request's ending and the state it leaves are compared, as it ends, with
// the reference model applied to the state it started from (unless the user changed the layout
// while it was applying its changes): a success shows what the model shows, a failure before
// any change is the model's and changes nothing, a change refused or lost midway is one the model
// makes. After each step no completion was called twice and the state equals what the container
// shows, no screen shown twice; whenever every transition has ended, every request's completion
// was called exactly once and no request is left pending; at the end the navigator still carries
// out a request, and is released once its requests are done.
//
// 200 sequences of each navigator; `NAVIGATOR_ENGINE_MODEL_SEQUENCES` runs that many more, from
// seed 1,000,000 (`NAVIGATOR_ENGINE_MODEL_SEED` sets the first).
extension EngineFaultTests {
  // NB: in this serialized suite, whose tests install failure handlers, since a completion called
  // twice is reported to the global handler.
  @Test func theAppNavigatorKeepsItsPromisesOnRandomScriptedSequences() async {
    let stats = await EngineModel.run(seeds: 1..<201) {
      await AppSequence(seed: $0, logs: $1).run()
    }
    for kind in [
      "synchronous", "late", "chaotic", "transitionRefused", "transitionAbandoned", "deinit",
      "gesture in flight", "released with work left", "followUp", "nothingToPop",
      "invalidState", "screenUnavailable", "oracle",
    ] {
      #expect(stats?[kind, default: 0] ?? 1 > 0, "no sequence had \(kind): \(stats ?? [:])")
    }
  }

  @Test func aStackNavigatorKeepsItsPromisesOnRandomScriptedSequences() async {
    let stats = await EngineModel.run(seeds: 1..<201) {
      await StackSequence(seed: $0, logs: $1).run()
    }
    for kind in [
      "synchronous", "late", "chaotic", "transitionRefused", "transitionAbandoned", "deinit",
      "gesture in flight", "released with work left", "controller released", "followUp",
      "alreadyPresenting", "blockedByModal", "screenUnavailable", "oracle",
    ] {
      #expect(stats?[kind, default: 0] ?? 1 > 0, "no sequence had \(kind): \(stats ?? [:])")
    }
  }
}

/// The long run: `NAVIGATOR_ENGINE_MODEL_SEQUENCES=100000 swift test --filter EngineModelLongRun`;
/// `NAVIGATOR_ENGINE_MODEL_MINUTES` bounds each of its two tests.
@MainActor
@Suite(.serialized, .enabled(if: EngineModel.longRunCount != nil)) struct EngineModelLongRun {
  @Test func appNavigator() async {
    let seeds = EngineModel.longRunSeeds
    let clock = ContinuousClock()
    let start = clock.now
    let stats = await EngineModel.run(
      seeds: seeds, reportsProgress: true, budget: EngineModel.longRunBudget
    ) {
      await AppSequence(seed: $0, logs: $1).run()
    }
    print("AppNavigator: seeds \(seeds) in \(clock.now - start): \(stats.map(sorted) ?? "failed")")
  }

  @Test func stackNavigator() async {
    let seeds = EngineModel.longRunSeeds
    let clock = ContinuousClock()
    let start = clock.now
    let stats = await EngineModel.run(
      seeds: seeds, reportsProgress: true, budget: EngineModel.longRunBudget
    ) {
      await StackSequence(seed: $0, logs: $1).run()
    }
    print(
      "StackNavigator: seeds \(seeds) in \(clock.now - start): \(stats.map(sorted) ?? "failed")")
  }

  private func sorted(_ stats: [String: Int]) -> String {
    stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }
}

@MainActor
enum EngineModel {
  nonisolated static let longRunCount = ProcessInfo.processInfo
    .environment["NAVIGATOR_ENGINE_MODEL_SEQUENCES"].flatMap { UInt64($0) }
  static var longRunSeeds: Range<UInt64> {
    let first = ModelBasedTests.environment("NAVIGATOR_ENGINE_MODEL_SEED") ?? 1_000_000
    return first..<(first + (longRunCount ?? 0))
  }
  /// How long each long run may take, when `NAVIGATOR_ENGINE_MODEL_MINUTES` says; it stops
  /// after the sequence that goes past it.
  static var longRunBudget: Duration? {
    ModelBasedTests.environment("NAVIGATOR_ENGINE_MODEL_MINUTES").map { .seconds($0 * 60) }
  }
  static let stepsPerSequence = 40
  /// The first id of the requests no sequence model is told of: starts, requests made from a
  /// `deinit`, the last request of a sequence.
  static let firstUnmodelledID = 1_000_000

  /// Runs `sequence` for each seed, without its log, recording the first failure with the log
  /// of a second run of its seed; returns what the sequences did, or `nil` after a failure.
  static func run(
    seeds: Range<UInt64>, reportsProgress: Bool = false, budget: Duration? = nil,
    _ sequence: (UInt64, Bool) async -> Result<[String: Int], Failure>
  ) async -> [String: Int]? {
    let deadline = budget.map { ContinuousClock.now + $0 }
    // NB: completions called twice are reported in debug builds; the sequences expect them.
    let previous = NavigationFailureHandler.current
    NavigationFailureHandler.current = NavigationFailureHandler { error in
      if !(.unexpectedCompletion ~= error) { previous.report(error) }
    }
    defer { NavigationFailureHandler.current = previous }
    var total: [String: Int] = [:]
    for seed in seeds {
      switch await sequence(seed, false) {
      case .failure(let failure):
        // NB: a sequence is replayed from its seed; logging every step would slow every run.
        guard case .failure(let logged) = await sequence(seed, true) else {
          Issue.record(Comment(rawValue: failure.message + "\n(a second run, logged, passed)"))
          return nil
        }
        Issue.record(Comment(rawValue: logged.message))
        return nil
      case .success(let stats):
        total.merge(stats, uniquingKeysWith: +)
      }
      let count = seed - seeds.lowerBound + 1
      if reportsProgress, count % 10_000 == 0 { print("\(count) sequences passed at \(Date())") }
      if let deadline, ContinuousClock.now > deadline {
        total["sequences"] = Int(count)
        print("out of time after \(count) sequences, seeds \(seeds.lowerBound)...\(seed)")
        return total
      }
    }
    total["sequences"] = seeds.count
    return total
  }

  struct Failure: Error {
    let message: String
  }
}

/// The steps of a sequence, kept only when asked for.
struct SequenceLog {
  let isOn: Bool
  private(set) var lines: [String] = []

  init(isOn: Bool) {
    self.isOn = isOn
  }

  mutating func add(_ line: @autoclosure () -> String) {
    if isOn { lines.append(line()) }
  }
}

/// Every request's completion calls, by request id.
@MainActor
final class CompletionLedger {
  private(set) var calls: [Int: Int] = [:]
  private(set) var endings: [Int: String] = [:]
  private(set) var calledTwice: Int?
  private var lastUnmodelledID = EngineModel.firstUnmodelledID

  /// A new id for a request no model knows of.
  func unmodelledID() -> Int {
    lastUnmodelledID += 1
    return lastUnmodelledID
  }

  /// The completion of request `id`, which is expected to be called once; the first call then
  /// calls `next`.
  func completion(
    for id: Int, then next: (@MainActor () -> Void)? = nil
  ) -> @MainActor (Result<Void, NavigationError>) -> Void {
    calls[id] = 0
    return { [self] result in
      let count = calls[id, default: 0] + 1
      calls[id] = count
      if count > 1 {
        calledTwice = calledTwice ?? id
      } else {
        endings[id] = AppStep.ending(result)
        next?()
      }
    }
  }

  /// The requests whose completion has not been called, in order.
  var unfinished: [Int] { calls.filter { $0.value == 0 }.map(\.key).sorted() }

  /// The endings of the requests a model knows of.
  var modelledEndings: [Int: String] {
    endings.filter { $0.key < EngineModel.firstUnmodelledID }
  }

  /// How many requests ended in each way, by the ending's first word.
  func count(into stats: inout [String: Int]) {
    for ending in endings.values { stats[String(ending.prefix { $0 != " " }), default: 0] += 1 }
  }
}

/// How a request's ending and the state after it disagree with what a model says of the request
/// from the state before it started; `nil` when they agree. A change that failed midway (refused,
/// or its completion lost) must be one that could be made; the state it leaves is not checked.
func disagreement<State: Equatable>(
  ending: String, before: State, after: State, expected: String, expectedState: State
) -> String? {
  switch ending.prefix(while: { $0 != " " }) {
  case "success":
    if expected != "success" { return "succeeded, model says \(expected)" }
    if after != expectedState {
      return
        "succeeded at\n\(String(reflecting: after))\nmodel says\n\(String(reflecting: expectedState))"
    }
  case "transitionRefused", "transitionAbandoned":
    if expected != "success" { return "ended \(ending), model says \(expected)" }
  default:
    if ending != expected { return "ended \(ending), model says \(expected)" }
    if after != before {
      return "failed with \(ending) but changed the state to\n\(String(reflecting: after))"
    }
  }
  return nil
}

/// The first id that differs between two sets of endings, with both endings.
func firstDifference(_ actual: [Int: String], _ expected: [Int: String]) -> String {
  let id = Set(actual.keys).union(expected.keys).sorted().first { actual[$0] != expected[$0] }
  guard let id else { return "no difference" }
  return "request \(id) ended \(actual[id] ?? "not yet"), model says \(expected[id] ?? "not yet")"
}

/// How each change of a sequence ends, drawn from the sequence's kind.
@MainActor
final class EndingScript {
  enum Kind: String {
    case synchronous, late, chaotic
  }

  let kind: Kind
  private var random: SplitMix64
  /// Ends every change at once, for the last request of a sequence.
  var atOnceOnly = false

  init(kind: Kind, seed: UInt64) {
    self.kind = kind
    random = SplitMix64(seed: seed ^ 0x5EED_0FE4_D146_55AA)
  }

  func next() -> ScriptedContainer.Ending {
    if atOnceOnly { return .atOnce }
    let roll = random.next() % 100
    switch kind {
    case .synchronous: return roll < 85 ? .atOnce : .twice
    case .late: return roll < 45 ? .atOnce : roll < 90 ? .later : .twice
    case .chaotic:
      return roll < 40
        ? .atOnce : roll < 65 ? .later : roll < 75 ? .twice : roll < 88 ? .refused : .dropped
    }
  }
}

/// A step of a sequence.
enum EngineStep<Request> {
  case request(Request, followUps: [Request])
  case finishOne
  case dropOne
  case settle
  case gesture(ScriptedContainer.Gesture)
  case beginUserTransition
  case endUserTransition(ScriptedContainer.Gesture?)
  case release

  /// A random step of a sequence of `kind`, whose requests `request` makes.
  static func random(
    _ kind: EndingScript.Kind, using random: inout SplitMix64,
    request: (inout SplitMix64) -> Request
  ) -> EngineStep {
    func gesture() -> ScriptedContainer.Gesture {
      switch random.next() % 3 {
      case 0: .pop
      case 1: .swipeDown
      default: .selectTab(Int(random.next() % 3))
      }
    }
    var roll = random.next() % 100
    // NB: synchronous sequences have no transition to finish, and request more instead.
    if kind == .synchronous, (50..<60).contains(roll) { roll -= 50 }
    switch roll {
    case 0..<50:
      let followUps = roll % 6 == 0 ? (0...(random.next() % 2)).map { _ in request(&random) } : []
      return .request(request(&random), followUps: followUps)
    case 50..<60: return .finishOne
    case 60..<64: return kind == .chaotic ? .dropOne : .settle
    case 64..<70: return .settle
    case 70..<82: return .gesture(gesture())
    case 82..<88: return .beginUserTransition
    case 88..<97: return .endUserTransition(random.next() % 4 == 0 ? nil : gesture())
    default: return .release
    }
  }
}
