import Foundation
import Navigator

/// One sequence of `EngineModelTests.swift` for an app navigator over a scripted container,
/// checked against `ReferenceApp`.
@MainActor
final class AppSequence {
  typealias App = AppNavigator<ScriptedContainer>

  /// The app navigator, held weakly by what outlives the test's reference.
  final class Box {
    weak var app: App?
  }

  private var random: SplitMix64
  private let script: EndingScript
  private let ledger = CompletionLedger()
  private let screenLog = ScreenLog()
  private var container = ScriptedContainer()
  private var app: App?
  private var box = Box()
  private var model: ReferenceApp?
  private var earlierModelsEnded: [Int: String] = [:]
  private var nextID = 0
  private var log: SequenceLog
  private var stats: [String: Int] = [:]
  /// The state the next request starts from, as far as the test knows: `nil` after the user
  /// changed the layout while a request was applying its changes.
  private var knownState: NavigationState?
  /// Whether a request applied a change and has not ended.
  private var isApplying = false
  /// The first request whose ending disagrees with the model's, from the state it started from.
  private var oracleFailure: String?

  init(seed: UInt64, logs: Bool) {
    random = SplitMix64(seed: seed)
    let kinds: [EndingScript.Kind] = [.synchronous, .late, .chaotic, .chaotic]
    script = EndingScript(kind: kinds[Int(random.next() % 4)], seed: seed)
    log = SequenceLog(isOn: logs)
    log.add("seed \(seed), \(script.kind.rawValue)")
    screenLog.failing = AnyDestination(ChatsDestination.profile("zed"))
    stats[script.kind.rawValue] = 1
  }

  private var isModelled: Bool { script.kind != .chaotic }

  func run() async -> Result<[String: Int], EngineModel.Failure> {
    startApp()
    if let failure = check() { return fail(failure) }
    for index in 0..<EngineModel.stepsPerSequence {
      let step = EngineStep<NavigationChange>.random(script.kind, using: &random) {
        randomChange(using: &$0)
      }
      log.add("\(index): \(describe(step))")
      if let failure = await take(step) ?? check() { return fail(failure) }
    }
    if let failure = await settle() { return fail(failure + " (settling at the end)") }
    if let model { earlierModelsEnded.merge(model.ended) { $1 } }
    model = nil
    // NB: whatever happened, the navigator still carries out a request, and shows what it asks.
    script.atOnceOnly = true
    let target = randomState(using: &random)
    let id = ledger.unmodelledID()
    var reached: NavigationState?
    // NB: the state when the request ends, before the requests of deinits it led to.
    app?.perform(
      .reset(to: target),
      completion: completion(for: id, asking: .reset(to: target)) { [box] in
        reached = box.app?.state
      })
    if ledger.endings[id] != "success" || reached != target {
      return fail(
        "a last reset ended \(ledger.endings[id] ?? "not yet") at\n"
          + "\(reached?.debugDescription ?? "no state")\ninstead of\n\(target.debugDescription)")
    }
    app = nil
    if let failure = await settle() { return fail(failure) }
    if box.app != nil { return fail("the app navigator outlived its requests") }
    stats["misfit", default: 0] += container.misfits
    ledger.count(into: &stats)
    return .success(stats)
  }

  private func fail(_ what: String) -> Result<[String: Int], EngineModel.Failure> {
    let message = ["AppNavigator broke a promise: \(what)", "Sequence:"] + log.lines
    return .failure(EngineModel.Failure(message: message.joined(separator: "\n")))
  }

  // MARK: - Steps

  private func take(_ step: EngineStep<NavigationChange>) async -> String? {
    switch step {
    case .request(let change, let followUps):
      request(change, followUps: followUps)
    case .finishOne:
      container.finishKept()
    case .dropOne:
      container.dropKept()
    case .settle:
      return await settle()
    case .gesture(let gesture):
      if container.isUserTransitioning { return await take(.endUserTransition(gesture)) }
      if isModelled, let failure = await settle() { return failure }
      if container.keptCount > 0 { stats["gesture in flight", default: 0] += 1 }
      let real = container.perform(gesture)
      if let expected = model?.gesture(appStep(gesture)), expected != real {
        return "the gesture returned \(real), model says \(expected)"
      }
    case .beginUserTransition:
      guard !container.isUserTransitioning else { return nil }
      if isModelled, let failure = await settle() { return failure }
      if container.keptCount > 0 { stats["gesture in flight", default: 0] += 1 }
      container.beginUserTransition()
    case .endUserTransition(let gesture):
      guard container.isUserTransitioning else { return nil }
      endUserTransition(with: gesture)
    case .release:
      if container.isTransitioning || app?.pendingRequestCount ?? 0 > 0 {
        stats["released with work left", default: 0] += 1
      }
      app = nil
      if let failure = await settle() { return failure }
      if box.app != nil { return "the app navigator outlived its requests" }
      startApp()
    }
    return nil
  }

  private func endUserTransition(with gesture: ScriptedContainer.Gesture?) {
    if let gesture { _ = model?.gesture(appStep(gesture)) }
    container.endUserTransition(with: gesture)
    model?.drain()
  }

  private func request(_ change: NavigationChange, followUps: [NavigationChange]) {
    let id = nextID
    nextID += 8
    if !followUps.isEmpty { stats["followUp", default: 0] += 1 }
    // NB: the model first, since a completion called at once makes its follow-up at once.
    enqueueInModel(change, id: id)
    app?.perform(change, completion: completion(for: id, asking: change, then: followUps[...]))
  }

  /// Puts a request in the model's queue, and carries it out unless the user's transition runs.
  private func enqueueInModel(_ change: NavigationChange, id: Int) {
    model?.enqueue(.app(change), id: id)
    if !container.isUserTransitioning { model?.drain() }
  }

  /// The completion of request `id`, which makes the first of `followUps` as request `id + 1`:
  /// queued when the completion is called, after the requests made before.
  private func completion(
    for id: Int, asking change: NavigationChange, then followUps: ArraySlice<NavigationChange>
  ) -> @MainActor (Result<Void, NavigationError>) -> Void {
    guard let next = followUps.first else { return completion(for: id, asking: change) }
    return completion(for: id, asking: change) { [box, weak self] in
      guard let self, let app = box.app else { return }
      enqueueInModel(next, id: id + 1)
      app.perform(
        next, completion: completion(for: id + 1, asking: next, then: followUps.dropFirst()))
    }
  }

  /// The completion of request `id`, asking for `change`: recorded in the ledger, compared with
  /// a model of `change` from the state the request started from, then calls `next`.
  private func completion(
    for id: Int, asking change: NavigationChange, then next: (@MainActor () -> Void)? = nil
  ) -> @MainActor (Result<Void, NavigationError>) -> Void {
    ledger.completion(for: id) { [weak self] in
      self?.compareWithOracle(change, id: id)
      next?()
    }
  }

  /// Compares how request `id` ended and the state it left with what `ReferenceApp` says of
  /// `change` from the state it started from. Requests run one at a time, each completion being
  /// called before the next starts, so the state a request leaves is the next one's start.
  private func compareWithOracle(_ change: NavigationChange, id: Int) {
    guard let app = box.app else { return }
    let after = app.state
    defer { (knownState, isApplying) = (after, false) }
    guard oracleFailure == nil, let before = knownState, let ending = ledger.endings[id] else {
      return
    }
    let oracle = ReferenceApp(state: before)
    oracle.enqueue(.app(change), id: 0)
    oracle.drain()
    stats["oracle", default: 0] += 1
    if let disagreement = disagreement(
      ending: ending, before: before, after: after, expected: oracle.ended[0] ?? "",
      expectedState: oracle.state)
    {
      oracleFailure =
        "request \(id), \(change.debugDescription), from\n"
        + "\(before.debugDescription)\n\(disagreement)"
    }
  }

  /// Follows a change the user made: the next request starts from it, unless one is applying
  /// its changes, whose start is then unknown.
  private func userChangedLayout() {
    knownState = isApplying ? nil : box.app?.state
  }

  private func startApp() {
    stats["misfit", default: 0] += container.misfits
    container = ScriptedContainer()
    container.ending = { [script, weak self] _ in
      self?.isApplying = true
      return script.next()
    }
    let app = App(container: container)
    let notifyApp = container.userDidChangeLayout
    container.userDidChangeLayout = { [weak self] in
      // NB: before the app hears of it, since requests waiting for the user's transition then start.
      self?.userChangedLayout()
      notifyApp?()
    }
    (knownState, isApplying) = (app.state, false)
    app.register(appFactory(ChatsDestination.self, log: screenLog))
    app.register(appFactory(SettingsDestination.self, log: screenLog))
    app.register(
      ScreenFactory { (destination: Tokened, navigator) in
        AppScreen(AnyDestination(destination), navigator: navigator)
      })
    self.app = app
    box = Box()
    box.app = app
    let state = randomState(using: &random)
    log.add("start at \(state.debugDescription.replacingOccurrences(of: "\n", with: "; "))")
    if let model { earlierModelsEnded.merge(model.ended) { $1 } }
    if isModelled {
      model = ReferenceApp(state: state)
    }
    // NB: requests made before the start wait for it.
    for _ in 0..<(random.next() % 3) {
      let change = randomChange(using: &random)
      log.add("before the start: \(change.debugDescription)")
      request(change, followUps: [])
    }
    let start = NavigationChange.reset(to: state, animated: false)
    app.start(at: state, completion: completion(for: ledger.unmodelledID(), asking: start))
  }

  // MARK: - Checks

  /// Ends every transition and waits for dropped completions to be reported, then checks that
  /// every request ended once and none is pending, and compares with the model.
  private func settle() async -> String? {
    if container.isUserTransitioning { endUserTransition(with: nil) }
    var rounds = 0
    while true {
      container.finishAllKept()
      if ledger.unfinished.isEmpty, box.app?.pendingRequestCount ?? 0 == 0,
        !container.isTransitioning
      {
        break
      }
      rounds += 1
      if rounds > 300 {
        return "requests \(ledger.unfinished) never ended, "
          + "\(box.app?.pendingRequestCount ?? 0) are pending"
      }
      // NB: a dropped completion is reported on a later turn of the main actor.
      stats["settle round", default: 0] += 1
      if rounds == 100 { stats["slow settle", default: 0] += 1 }
      if rounds < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(2)) }
    }
    return check(settled: true)
  }

  private func check(settled: Bool = false) -> String? {
    if let id = ledger.calledTwice { return "the completion of request \(id) was called twice" }
    if let oracleFailure { return oracleFailure }
    let layout = container.layout
    let shown = layout.map { $0.destination }
    if let app = box.app, app.state != shown {
      return "state is\n\(app.state.debugDescription)\ncontainer shows\n\(shown.debugDescription)"
    }
    let screens = layout.elements.map(ObjectIdentifier.init)
    if Set(screens).count != screens.count { return "a screen is shown twice" }
    if isModelled, container.misfits > 0 { return "a change did not fit the layout" }
    guard let model, script.kind == .synchronous || settled else { return nil }
    if shown != model.state {
      return "state is\n\(shown.debugDescription)\nmodel says\n\(model.state.debugDescription)"
    }
    let expected = earlierModelsEnded.merging(model.ended) { $1 }
    if ledger.modelledEndings != expected {
      return firstDifference(ledger.modelledEndings, expected)
    }
    return nil
  }

  // MARK: - Random changes

  /// A random change of any kind that needs no routes or links; in chaotic sequences, some
  /// show a destination whose payload navigates when released.
  private func randomChange(using random: inout SplitMix64) -> NavigationChange {
    func stack(allowsEmpty: Bool) -> [AnyDestination] {
      var stack = randomStack(using: &random, allowsEmpty: allowsEmpty)
      if script.kind == .chaotic, random.next() % 3 == 0 {
        stack.append(AnyDestination(token(using: &random)))
      }
      return stack
    }
    var change: NavigationChange
    switch random.next() % 16 {
    case 0..<4: change = .navigate(to: AppStep.chatDestinations.randomElement(using: &random)!)
    case 4: change = .navigate(to: SettingsDestination.account)
    case 5: change = .back
    case 6: change = .backToRoot
    case 7: change = .dismissTop
    case 8: change = .dismissAll
    case 9: change = .reset(to: randomState(using: &random))
    case 10:
      let tab = ["chats", "settings", "contacts", nil].randomElement(using: &random)!
      change = .setStack(stack(allowsEmpty: true), tab: tab)
    case 11:
      let tab = ["chats", "settings", "contacts"].randomElement(using: &random)!
      change = .selectTab(tab, stack: random.next() % 2 == 0 ? nil : stack(allowsEmpty: false))
    case 12:
      change = .present(stack(allowsEmpty: true), withNavigationBar: random.next() % 3 != 0)
    case 13: change = .clearBackStack
    default:
      change =
        script.kind == .chaotic
        ? .navigate(to: token(using: &random)) : .navigate(to: ChatsDestination.chat("ada"))
    }
    change.animated = random.next() % 3 != 0
    return change
  }

  /// A destination whose payload, when released, reads the state and navigates.
  private func token(using random: inout SplitMix64) -> Tokened {
    let change: NavigationChange = [
      .back, .dismissAll, .navigate(to: SettingsDestination.account),
    ][
      Int(random.next() % 3)]
    return Tokened(
      token: DeinitAction { [box, weak self] in
        guard let self, let app = box.app else { return }
        _ = app.state
        stats["deinit", default: 0] += 1
        app.perform(change, completion: completion(for: ledger.unmodelledID(), asking: change))
      })
  }

  private func appStep(_ gesture: ScriptedContainer.Gesture) -> AppStep {
    switch gesture {
    case .pop: .userPop
    case .swipeDown: .userSwipeDown
    case .selectTab(let index): .userSelectTab(index)
    }
  }

  private func describe(_ step: EngineStep<NavigationChange>) -> String {
    switch step {
    case .request(let change, let followUps):
      "request \(nextID): \(change.debugDescription)"
        + followUps.map { ", then \($0.debugDescription)" }.joined()
    case .finishOne: "finish the oldest transition"
    case .dropOne: "drop the oldest transition's completion"
    case .settle: "finish every transition"
    case .gesture(let gesture): "user: \(gesture)"
    case .beginUserTransition: "user begins a transition"
    case .endUserTransition(let gesture):
      "user ends the transition: \(gesture?.description ?? "cancelled")"
    case .release: "release the app navigator"
    }
  }
}
