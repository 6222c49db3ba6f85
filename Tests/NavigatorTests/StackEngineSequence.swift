import Navigator
import Testing

/// The sequences of `EngineModelTests.swift` for a `StackNavigator` over a
/// `ScriptedNavigationController`: requests of every kind, operations that end at once, later,
/// twice, refused or never; the user's back swipes and swipe-downs, also while an operation is
/// in flight; payloads whose `deinit` navigates, through a second navigator of the same
/// controller; the navigators released midway, and the controller released at the end.
@MainActor
final class StackSequence {
  typealias Main = StackNavigator<ModelScreens, ScriptedNavigationController>
  typealias Tracked = StackNavigator<TrackedScreens, ScriptedNavigationController>

  /// A request of the navigator of the sequence's destinations, or of the one whose payloads
  /// navigate when released.
  enum Request {
    case main(NavigationRequest<LoginDestination>)
    case tracked(NavigationRequest<TrackedDestination>)
  }

  /// The navigators, held weakly by what outlives the test's references.
  final class Box {
    weak var main: Main?
    weak var tracked: Tracked?
  }

  static let destinations: [LoginDestination] = [
    .forgotPassword, .signUp(prefilledEmail: nil), .signUp(prefilledEmail: ModelScreens.failing),
    .loginCompleted(user: .ada), .chat(.ada), .chat(.grace), .terms, .help, .logout,
  ]

  private var random: SplitMix64
  private let script: EndingScript
  private let ledger = CompletionLedger()
  private var navigation: ScriptedNavigationController? = ScriptedNavigationController()
  private var main: Main?
  private var tracked: Tracked?
  private var box = Box()
  private var model: StackModel?
  private var nextID = 0
  private var trackers = 0
  private var log: SequenceLog
  private var stats: [String: Int] = [:]
  /// The screens the navigators of now remember, as `ModelScreens` made them.
  private var made = MadeScreens()
  /// The stack the next request starts from, as far as the test knows: `nil` after the user
  /// changed it while a request was applying its operations.
  private var knownShown: StackModel.Shown?
  /// Whether a request applied an operation and has not ended.
  private var isApplying = false
  /// The first request whose ending disagrees with the model's, from the stack it started from.
  private var oracleFailure: String?

  init(seed: UInt64, logs: Bool) {
    random = SplitMix64(seed: seed)
    let kinds: [EndingScript.Kind] = [.synchronous, .late, .chaotic, .chaotic]
    script = EndingScript(kind: kinds[Int(random.next() % 4)], seed: seed)
    log = SequenceLog(isOn: logs)
    log.add("seed \(seed), \(script.kind.rawValue)")
    stats[script.kind.rawValue] = 1
    if script.kind != .chaotic { model = StackModel() }
    navigation?.script = { [script, weak self] _ in
      self?.isApplying = true
      return switch script.next() {
      case .atOnce: .finishes
      case .later: .neverEnds
      case .twice: .finishesTwice
      case .refused: .refuses
      case .dropped: .dropsTheCompletion
      }
    }
    makeNavigators()
  }

  func run() async -> Result<[String: Int], EngineModel.Failure> {
    for index in 0..<EngineModel.stepsPerSequence {
      let step = EngineStep<Request>.random(script.kind, using: &random) {
        randomRequest(using: &$0)
      }
      log.add("\(index): \(describe(step))")
      if let failure = await take(step) ?? check() { return fail(failure) }
    }
    if script.kind == .chaotic, random.next() % 4 == 0 {
      log.add("release the navigation controller")
      if navigation?.kept.isEmpty == false { stats["released with work left", default: 0] += 1 }
      stats["controller released", default: 0] += 1
      navigation = nil
    }
    if let failure = await settle() { return fail(failure + " (settling at the end)") }
    model = nil
    if let navigation {
      // NB: whatever happened, the navigator still carries out a request.
      script.atOnceOnly = true
      let id = ledger.unmodelledID()
      var stack: [LoginDestination?] = []
      // NB: the stack when the request ends, before the requests of deinits it led to.
      main?.perform(
        .navigate(to: .logout),
        completion: completion(for: id, asking: .navigate(to: .logout)) {
          stack = navigation.presentedScreen == nil ? navigation.screens.map(\.destination) : []
        })
      if ledger.endings[id] != "success" || stack != [.logout] {
        return fail("a last new stack ended \(ledger.endings[id] ?? "not yet"), stack is \(stack)")
      }
    }
    (main, tracked) = (nil, nil)
    if let failure = await settle() { return fail(failure) }
    if box.main != nil || box.tracked != nil { return fail("a navigator outlived its requests") }
    ledger.count(into: &stats)
    return .success(stats)
  }

  private func fail(_ what: String) -> Result<[String: Int], EngineModel.Failure> {
    let message = ["StackNavigator broke a promise: \(what)", "Sequence:"] + log.lines
    return .failure(EngineModel.Failure(message: message.joined(separator: "\n")))
  }

  private func makeNavigators() {
    guard let navigation else { return }
    made = MadeScreens()
    let main = Main(navigationController: navigation, factory: ModelScreens(made: made))
    let tracked = Tracked(navigationController: navigation, factory: TrackedScreens())
    (self.main, self.tracked) = (main, tracked)
    box = Box()
    (box.main, box.tracked) = (main, tracked)
    (knownShown, isApplying) = (shown(), false)
  }

  // MARK: - Steps

  private func take(_ step: EngineStep<Request>) async -> String? {
    guard let navigation else { return nil }
    switch step {
    case .request(let request, let followUps):
      let id = nextID
      nextID += 8
      if !followUps.isEmpty { stats["followUp", default: 0] += 1 }
      perform(request, id: id, then: followUps[...])
    case .finishOne:
      navigation.finishKept()
    case .dropOne:
      navigation.dropKept()
    case .settle:
      return await settle()
    case .gesture(let gesture):
      if navigation.isTransitioning { return await take(.endUserTransition(gesture)) }
      if model != nil, let failure = await settle() { return failure }
      if !navigation.kept.isEmpty { stats["gesture in flight", default: 0] += 1 }
      let real = self.gesture(gesture, on: navigation)
      if let expected = model?.gesture(gesture), expected != real {
        return "the gesture returned \(real), model says \(expected)"
      }
    case .beginUserTransition:
      guard !navigation.isTransitioning else { return nil }
      if model != nil, let failure = await settle() { return failure }
      if !navigation.kept.isEmpty { stats["gesture in flight", default: 0] += 1 }
      navigation.isTransitioning = true
    case .endUserTransition(let gesture):
      guard navigation.isTransitioning else { return nil }
      endUserTransition(with: gesture)
    case .release:
      let pending = (main?.pendingRequestCount ?? 0) + (tracked?.pendingRequestCount ?? 0)
      if !navigation.kept.isEmpty || pending > 0 {
        stats["released with work left", default: 0] += 1
      }
      (main, tracked) = (nil, nil)
      if let failure = await settle() { return failure }
      if box.main != nil || box.tracked != nil { return "a navigator outlived its requests" }
      // NB: the new navigators share nothing with the old ones, which no longer exist.
      model?.forgetScreens()
      makeNavigators()
    }
    return nil
  }

  private func gesture(
    _ gesture: ScriptedContainer.Gesture, on navigation: ScriptedNavigationController
  ) -> Bool {
    let changed =
      if case .swipeDown = gesture { navigation.userDismisses() } else { navigation.userPops() }
    // NB: the next request starts from it, unless one is applying its operations, whose start is
    // then unknown.
    if changed { knownShown = isApplying ? nil : shown() }
    return changed
  }

  private func endUserTransition(with gesture: ScriptedContainer.Gesture?) {
    guard let navigation else { return }
    if let gesture {
      _ = model?.gesture(gesture)
      _ = self.gesture(gesture, on: navigation)
    }
    navigation.endReportedTransition()
    model?.drain()
  }

  /// Makes `request` as request `id`, and the first of `followUps` from its completion as
  /// request `id + 1`, queued then, after the requests made before.
  private func perform(_ request: Request, id: Int, then followUps: ArraySlice<Request>) {
    var next: (@MainActor () -> Void)?
    if let followUp = followUps.first {
      next = { [weak self] in
        self?.perform(followUp, id: id + 1, then: followUps.dropFirst())
      }
    }
    // NB: a follow-up of a navigator released since is not made.
    switch request {
    case .main(let request):
      guard let main = box.main else { return }
      // NB: the model first, since a completion called at once makes its follow-up at once.
      model?.enqueue(request, id: id)
      if navigation?.isTransitioning == false { model?.drain() }
      main.perform(request, completion: completion(for: id, asking: request, then: next))
    case .tracked(let request):
      guard let tracked = box.tracked else { return }
      tracked.perform(request, completion: completion(for: id, asking: nil, then: next))
    }
  }

  /// The completion of request `id`, asking for `request` (`nil` for the tracked navigator's):
  /// recorded in the ledger, compared with a model of `request` from the stack the request
  /// started from, then calls `next`.
  private func completion(
    for id: Int, asking request: NavigationRequest<LoginDestination>?,
    then next: (@MainActor () -> Void)? = nil
  ) -> @MainActor (Result<Void, NavigationError>) -> Void {
    ledger.completion(for: id) { [weak self] in
      self?.compareWithOracle(request, id: id)
      next?()
    }
  }

  /// Compares how request `id` ended and the stack it left with what `StackModel` says of
  /// `request` from the stack it started from: requests run one at a time, each completion being
  /// called before the next starts.
  private func compareWithOracle(_ request: NavigationRequest<LoginDestination>?, id: Int) {
    let after = shown()
    defer { (knownShown, isApplying) = (after, false) }
    guard oracleFailure == nil, let request, let before = knownShown, let after,
      let ending = ledger.endings[id]
    else { return }
    let oracle = StackModel(shown: before)
    oracle.enqueue(request, id: 0)
    oracle.drain()
    stats["oracle", default: 0] += 1
    if let disagreement = disagreement(
      ending: ending, before: before, after: after, expected: oracle.ended[0] ?? "",
      expectedState: oracle.shown)
    {
      oracleFailure = "request \(id), \(request.debugDescription), from \(before)\n\(disagreement)"
    }
  }

  /// What the navigation controller shows, with the screens the navigators remember.
  private func shown() -> StackModel.Shown? {
    guard let navigation else { return nil }
    let stack = navigation.screens.map { screen in
      StackModel.Entry(destination: screen.destination, isRemembered: made.remembers(screen))
    }
    return StackModel.Shown(stack: stack, presented: navigation.presentedScreen?.destination)
  }

  // MARK: - Checks

  /// Ends every transition and waits for dropped completions to be reported, then checks that
  /// every request ended once and none is pending, and compares with the model.
  private func settle() async -> String? {
    if navigation?.isTransitioning == true { endUserTransition(with: nil) }
    var rounds = 0
    while true {
      while navigation?.finishKept() == true {}
      let pending = (box.main?.pendingRequestCount ?? 0) + (box.tracked?.pendingRequestCount ?? 0)
      if ledger.unfinished.isEmpty, pending == 0 { break }
      rounds += 1
      if rounds > 300 { return "requests \(ledger.unfinished) never ended, \(pending) are pending" }
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
    guard let navigation else { return nil }
    let screens = navigation.screens
    let identities = Set(screens.map(ObjectIdentifier.init))
    if identities.count != screens.count
      || navigation.presentedScreen.map({ identities.contains(ObjectIdentifier($0)) }) == true
    {
      return "a screen is shown twice"
    }
    guard let model, script.kind == .synchronous || settled else { return nil }
    let stack = screens.map(\.destination)
    let presented = navigation.presentedScreen?.destination
    if stack != model.stack.map(\.destination) || presented != model.presented {
      return "stack is \(stack), presented \(presented.map { "\($0)" } ?? "nothing"); "
        + "model says \(model.stack.map(\.destination)), "
        + "presented \(model.presented.map { "\($0)" } ?? "nothing")"
    }
    if ledger.modelledEndings != model.ended {
      return firstDifference(ledger.modelledEndings, model.ended)
    }
    return nil
  }

  // MARK: - Random requests

  private func randomRequest(using random: inout SplitMix64) -> Request {
    let animated = random.next() % 3 != 0
    if script.kind == .chaotic, random.next() % 5 == 0 {
      trackers += 1
      let change: NavigationRequest<LoginDestination> =
        [.back, .dismiss, .navigate(to: .forgotPassword)][Int(random.next() % 3)]
      let tracker = Tracker(trackers) { [box, weak self] in
        guard let self, let main = box.main else { return }
        stats["deinit", default: 0] += 1
        main.perform(change, completion: completion(for: ledger.unmodelledID(), asking: change))
      }
      let destination: TrackedDestination =
        random.next() % 2 == 0 ? .held(tracker) : .page(tracker)
      return .tracked(.navigate(to: destination, animated: animated))
    }
    switch random.next() % 12 {
    case 0..<6:
      return .main(
        .navigate(to: Self.destinations.randomElement(using: &random)!, animated: animated))
    case 6, 7: return .main(.back(animated: animated))
    case 8: return .main(.backToRoot(animated: animated))
    default: return .main(.dismiss(animated: animated))
    }
  }

  private func describe(_ step: EngineStep<Request>) -> String {
    func describe(_ request: Request) -> String {
      switch request {
      case .main(let request): request.debugDescription
      case .tracked(let request): "tracked: \(request.debugDescription)"
      }
    }
    switch step {
    case .request(let request, let followUps):
      return "request \(nextID): \(describe(request))"
        + followUps.map { ", then \(describe($0))" }.joined()
    case .finishOne: return "finish the oldest transition"
    case .dropOne: return "drop the oldest transition's completion"
    case .settle: return "finish every transition"
    case .gesture(let gesture): return "user: \(gesture)"
    case .beginUserTransition: return "user begins a transition"
    case .endUserTransition(let gesture):
      return "user ends the transition: \(gesture?.description ?? "cancelled")"
    case .release: return "release the navigators"
    }
  }
}
