import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// Plays seeded random sequences of whole-app requests (area navigators' and whole-path
/// changes), user gestures (back swipe, sheet swipe-down, tab tap), transitions finished on demand
/// and restorations from snapshots against an `AppNavigator` over a `RecordingContainer`, and
/// the same sequences against `ReferenceApp`, a plain model. After every step it compares the
/// state, how each request ended, how often its completion was called, and that every screen
/// a request makes exactly the screens it adds. Fails on the first divergence and prints the seed and the sequence.
@MainActor
@Suite struct AppModelBasedTests {
  /// 2,000 sequences by default; `NAVIGATOR_APP_MODEL_SEQUENCES` sets the count.
  static let sequenceCount = ModelBasedTests.environment("NAVIGATOR_APP_MODEL_SEQUENCES") ?? 2_000
  /// The first seed, 1 by default; `NAVIGATOR_APP_MODEL_SEED` sets it.
  static let firstSeed = ModelBasedTests.environment("NAVIGATOR_APP_MODEL_SEED") ?? 1
  static let stepsPerSequence = 30

  @Test func appNavigatorAgreesWithTheReferenceModelOnRandomSequences() async {
    var endings: [String: Int] = [:]
    for seed in Self.firstSeed..<(Self.firstSeed + Self.sequenceCount) {
      // NB: lets the tests that await run between sequences, so that they keep to their limits.
      if seed % 50 == 0 { await Task.yield() }
      switch Self.run(seed: seed) {
      case .failure(let failure):
        Issue.record(Comment(rawValue: failure.message))
        return
      case .success(let ended):
        for ending in ended.values { endings[String(ending.prefix { $0 != " " }), default: 0] += 1 }
      }
    }
    // NB: sequences that mostly fail, or never fail in some way, would test little.
    let total = endings.values.reduce(0, +)
    #expect(endings["success", default: 0] * 2 > total, "\(endings)")
    for kind in [
      "nothingToPop", "nothingToDismiss", "blockedByModal", "invalidState", "screenUnavailable",
    ] {
      #expect(endings[kind, default: 0] > 0, "no request ended with \(kind): \(endings)")
    }
  }

  struct Divergence: Error {
    let message: String
  }

  /// Runs one sequence; returns how each request ended, or the first divergence.
  static func run(seed: UInt64) -> Result<[Int: String], Divergence> {
    var random = SplitMix64(seed: seed)
    let immediate = random.next() % 2 == 0
    let log = ScreenLog()
    log.failing = AnyDestination(ChatsDestination.profile("zed"))
    var (app, container) = makeApp(finishesTransitionsImmediately: immediate, log: log)
    let start = randomState(using: &random)
    let model = ReferenceApp(state: start)
    var ended: [Int: String] = [:]
    var calledTwice: [Int] = []
    var lines = [
      "seed \(seed), transitions \(immediate ? "immediate" : "on demand")", "start: \(start)",
    ]
    app.start(at: start)
    container.finishAllTransitions()

    func finishAll() {
      container.finishAllTransitions()
      model.drain()
    }

    for id in 0..<stepsPerSequence {
      let step = AppStep.random(using: &random)
      lines.append("\(id): \(step)")
      switch step {
      case .request(let request):
        let before = Set(container.layout.elements.map(\.serial))
        log.madeSerials.removeAll()
        let record: @MainActor (Result<Void, NavigationError>) -> Void = { result in
          if ended.updateValue(AppStep.ending(result), forKey: id) != nil { calledTwice.append(id) }
        }
        request.perform(on: app, completion: record)
        model.enqueue(request, id: id)
        if immediate {
          model.drain()
          // NB: a request that succeeds makes exactly the screens it adds: none thrown away,
          // none made again for a destination that stays.
          let added = Set(container.layout.elements.map(\.serial)).subtracting(before)
          if ended[id] == "success",
            Set(log.madeSerials) != added || log.madeSerials.count != added.count
          {
            return divergence(
              "made \(log.madeSerials.count) screens for \(added.count) new ones", lines)
          }
        }
      case .finishAll:
        finishAll()
      case .userPop, .userSwipeDown, .userSelectTab:
        finishAll()
        let real: Bool
        switch step {
        case .userPop: real = container.simulateUserPop()
        case .userSwipeDown: real = container.simulateUserSwipeDown()
        case .userSelectTab(let index): real = container.simulateUserSelectTab(index)
        default: real = false
        }
        let expected = model.gesture(step)
        if real != expected { return divergence("the gesture returned \(real)", lines) }
      case .restore:
        finishAll()
        let data: Data
        do { data = try app.snapshot() } catch { return divergence("no snapshot: \(error)", lines) }
        (app, container) = makeApp(finishesTransitionsImmediately: immediate, log: log)
        app.restore(from: data, orStartAt: NavigationState(stack: settings(.root))) { result in
          if case .failure(let error) = result { lines.append("restore failed: \(error)") }
        }
        container.finishAllTransitions()
      }
      if immediate || step.isIdle {
        if let difference = compare(app, container, log, ended, model) {
          return divergence(difference, lines)
        }
      }
      if let id = calledTwice.first {
        return divergence("the completion of request \(id) was called twice", lines)
      }
    }
    finishAll()
    if let difference = compare(app, container, log, ended, model) {
      return divergence(difference, lines + ["(finishing every transition)"])
    }
    return .success(ended)
  }

  static func compare(
    _ app: AppNavigator<RecordingContainer<AppScreen>>, _ container: RecordingContainer<AppScreen>,
    _ log: ScreenLog, _ ended: [Int: String], _ model: ReferenceApp
  ) -> String? {
    if app.state != model.state {
      return "state is\n\(app.state.debugDescription)\nmodel says\n\(model.state.debugDescription)"
    }
    if container.layout.elements.count != app.state.elements.count {
      return "the container shows screens the navigator did not make"
    }
    if ended != model.ended {
      let ids = Set(ended.keys).union(model.ended.keys).sorted()
      let id = ids.first { ended[$0] != model.ended[$0] } ?? 0
      return
        "request \(id) ended \(ended[id] ?? "not yet"), model says \(model.ended[id] ?? "not yet")"
    }
    return nil
  }

  static func divergence(_ what: String, _ lines: [String]) -> Result<[Int: String], Divergence> {
    let message =
      (["AppNavigator diverged from the reference model: \(what)", "Sequence:"] + lines)
      .joined(separator: "\n")
    return .failure(Divergence(message: message))
  }
}

/// One random step of an app sequence.
enum AppStep: CustomStringConvertible {
  case request(AppRequest)
  case finishAll
  case userPop
  case userSwipeDown
  case userSelectTab(Int)
  case restore

  /// A request, from an area's navigator or to the app navigator.
  enum AppRequest: CustomStringConvertible {
    case area(NavigationRequest<ChatsDestination>)
    case app(NavigationChange)

    @MainActor
    func perform(
      on app: AppNavigator<RecordingContainer<AppScreen>>,
      completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
      switch self {
      case .area(let request):
        app.navigator(for: ChatsDestination.self)!.perform(request, completion: completion)
      case .app(let change):
        app.perform(change, completion: completion)
      }
    }

    var description: String {
      switch self {
      case .area(let request): "area: \(request.debugDescription)"
      case .app(let change): "app: \(change)"
      }
    }
  }

  var isIdle: Bool {
    switch self {
    case .request: false
    default: true
    }
  }

  var description: String {
    switch self {
    case .request(let request): "\(request)"
    case .finishAll: "finish every transition"
    case .userPop: "user pops"
    case .userSwipeDown: "user swipes down"
    case .userSelectTab(let index): "user selects tab \(index)"
    case .restore: "snapshot and restore"
    }
  }

  static func ending(_ result: Result<Void, NavigationError>) -> String {
    switch result {
    case .success: "success"
    case .failure(let error):
      error.caseOfKind + (error.destination.map { " \($0.debugDescription)" } ?? "")
    }
  }

  static let chatDestinations: [ChatsDestination] = [
    .inbox, .chat("ada"), .chat("bob"), .profile("ada"), .profile("zed"), .compose, .audience,
    .photo, .logout,
  ]

  static func random(using random: inout SplitMix64) -> AppStep {
    let animated = random.next() % 3 != 0
    switch random.next() % 24 {
    case 0..<7:
      let destination = chatDestinations.randomElement(using: &random)!
      return .request(.area(.navigate(to: destination, animated: animated)))
    case 7: return .request(.area(NavigationRequest(.back, animated: animated)))
    case 8: return .request(.area(NavigationRequest(.backToRoot, animated: animated)))
    case 9: return .request(.area(NavigationRequest(.dismiss, animated: animated)))
    case 10: return .request(.app(.navigate(to: SettingsDestination.account, animated: animated)))
    case 11: return .request(.app(.dismissAll))
    case 12:
      let stack = randomStack(using: &random, allowsEmpty: true)
      let tab = ["chats", "settings", "contacts", nil].randomElement(using: &random)!
      return .request(.app(.setStack(stack, tab: tab, animated: animated)))
    case 13:
      let tab = ["chats", "settings", "contacts"].randomElement(using: &random)!
      let stack = random.next() % 2 == 0 ? nil : randomStack(using: &random, allowsEmpty: false)
      return .request(.app(.selectTab(tab, stack: stack, animated: animated)))
    case 14:
      let stack = randomStack(using: &random, allowsEmpty: true)
      return .request(
        .app(.present(stack, withNavigationBar: random.next() % 3 != 0, animated: animated)))
    case 15: return .request(.app(.reset(to: randomState(using: &random), animated: animated)))
    case 16, 17: return .finishAll
    case 18: return .userPop
    case 19: return .userSwipeDown
    case 20: return .userSelectTab(Int(random.next() % 3))
    case 21: return .restore
    default: return .finishAll
    }
  }
}

/// A random stack of chats and settings destinations, never holding the one that fails.
func randomStack(using random: inout SplitMix64, allowsEmpty: Bool) -> [AnyDestination] {
  let pool =
    AppStep.chatDestinations.filter { $0 != .profile("zed") }.map(AnyDestination.init)
    + settings(.root, .account)
  let count = Int(random.next() % 4) + (allowsEmpty ? 0 : 1)
  return (0..<count).map { _ in pool.randomElement(using: &random)! }
}

/// A random state that can be shown: one stack or two or three tabs, and up to three modals.
func randomState(using random: inout SplitMix64) -> NavigationState {
  let modals: [NavigationState.Modal] = (0..<Int(random.next() % 4)).map { _ in
    random.next() % 3 == 0
      ? .screen(randomStack(using: &random, allowsEmpty: false)[0])
      : .stack(randomStack(using: &random, allowsEmpty: false))
  }
  if random.next() % 3 == 0 {
    return NavigationState(stack: randomStack(using: &random, allowsEmpty: false), modals: modals)
  }
  let ids = random.next() % 2 == 0 ? ["chats", "settings"] : ["chats", "settings", "contacts"]
  let tabs = ids.map { NavigationState.Tab($0, randomStack(using: &random, allowsEmpty: false)) }
  return NavigationState(tabs: tabs, selected: ids.randomElement(using: &random), modals: modals)
}

extension NavigationError {
  /// The kind's static name, from the description's first words, for comparing endings.
  var caseOfKind: String {
    let kinds: [(NavigationError, String)] = [
      (.nothingToPop, "nothingToPop"), (.nothingToDismiss, "nothingToDismiss"),
      (.blockedByModal, "blockedByModal"), (.screenUnavailable, "screenUnavailable"),
      (.invalidState, "invalidState"), (.transitionRefused, "transitionRefused"),
      (.transitionCancelled, "transitionCancelled"), (.areaNotRegistered, "areaNotRegistered"),
      (.alreadyPresenting, "alreadyPresenting"), (.transitionAbandoned, "transitionAbandoned"),
      (.transitionTimedOut, "transitionTimedOut"), (.screenAlreadyShown, "screenAlreadyShown"),
      (.appNavigatorReleased, "appNavigatorReleased"),
      (.navigationControllerReleased, "navigationControllerReleased"),
    ]
    return kinds.first { $0.0 ~= self }?.1 ?? "\(self)"
  }
}
