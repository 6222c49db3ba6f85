import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// Plays thousands of seeded random sequences of requests, finished, cancelled and user-made
/// transitions against a `StackNavigator` over a `RecordingNavigationController`, and the same
/// sequences against `ReferenceStack`, a plain model of what should happen. Compares the stack,
/// the modal screen, every recorded event (with `animated`), how each request ended and how often
/// its completion was called. Fails on the first divergence and prints the seed and the sequence.
@MainActor
@Suite struct ModelBasedTests {
  /// 3,000 sequences by default; `NAVIGATOR_MODEL_SEQUENCES` sets the count.
  static let sequenceCount = environment("NAVIGATOR_MODEL_SEQUENCES") ?? 3_000
  /// The first seed, 1 by default; `NAVIGATOR_MODEL_SEED` sets it, so any run can be repeated.
  static let firstSeed = environment("NAVIGATOR_MODEL_SEED") ?? 1
  static let stepsPerSequence = 40

  static func environment(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  @Test func navigatorAgreesWithTheReferenceModelOnRandomSequences() async {
    var idleSteps = 0
    for seed in Self.firstSeed..<(Self.firstSeed + Self.sequenceCount) {
      // NB: lets the tests that await run between sequences, so that they keep to their limits.
      if seed % 50 == 0 { await Task.yield() }
      switch Self.run(seed: seed) {
      case .failure(let failure):
        Issue.record(Comment(rawValue: failure.message))
        return
      case .success(let idle):
        idleSteps += idle
      }
    }
    // NB: a queue that is rarely idle hides bugs in starting from idle; make sure it is often.
    #expect(idleSteps > Int(Self.sequenceCount) * Self.stepsPerSequence / 4)
  }

  struct Divergence: Error {
    let message: String
  }

  /// Runs one sequence; returns how many steps ended with nothing queued or running, or the
  /// first divergence.
  static func run(seed: UInt64) -> Result<Int, Divergence> {
    var random = SplitMix64(seed: seed)
    let immediate = random.next() % 3 == 0
    let root = TestScreen()
    let navigation = RecordingNavigationController(
      screens: [root], finishesTransitionsImmediately: immediate)
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let model = ReferenceStack(root: ScreenName(unnamed: root), immediate: immediate)
    var ended: [Int: ReferenceStack.Ending] = [:]
    var calledTwice: [Int] = []
    var log: [String] = ["seed \(seed), transitions \(immediate ? "immediate" : "on demand")"]
    var idleSteps = 0

    for id in 0..<stepsPerSequence {
      let step = Step.random(using: &random, immediate: immediate)
      log.append("\(id): \(step)")
      switch step {
      case .request(let request):
        navigator.perform(request) { result in
          if ended.updateValue(.init(result), forKey: id) != nil { calledTwice.append(id) }
        }
        model.perform(request, id: id)
      case .finishTransition(let outcome):
        let real = navigation.finishTransition(outcome)
        let expected = model.finishTransition(outcome)
        if real != expected { return divergence("finishTransition returned \(real)", log) }
      case .finishAll:
        while navigation.finishTransition() { _ = model.finishTransition(.finished) }
      case .userPop(let finishing):
        let real = navigation.simulateUserPop(finishing: finishing)
        let expected = model.userPop(finishing: finishing ?? immediate)
        if real != expected { return divergence("simulateUserPop returned \(real)", log) }
      }
      if let difference = compare(navigation, navigator, ended, model) {
        return divergence(difference, log)
      }
      if let id = calledTwice.first {
        return divergence("the completion of request \(id) was called twice", log)
      }
      if !navigation.isTransitioning, navigator.pendingRequestCount == 0 { idleSteps += 1 }
    }
    while navigation.finishTransition() { _ = model.finishTransition(.finished) }
    if let difference = compare(navigation, navigator, ended, model) {
      return divergence(difference, log + ["(finishing every transition)"])
    }
    return .success(idleSteps)
  }

  static func compare(
    _ navigation: RecordingNavigationController<TestScreen>,
    _ navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>,
    _ ended: [Int: ReferenceStack.Ending], _ model: ReferenceStack
  ) -> String? {
    if navigation.events != model.events {
      return NavigationDiff.message("events", actual: navigation.events, expected: model.events)
    }
    if navigation.stack != model.stack {
      return "stack is \(navigation.stack), model says \(model.stack)"
    }
    let presented = navigation.presentedScreen.map(navigation.name(of:))
    if presented != model.presented {
      return "presented is \(presented.map(\.description) ?? "nothing"), model says "
        + (model.presented.map(\.description) ?? "nothing")
    }
    if ended != model.ended {
      let ids = Set(ended.keys).union(model.ended.keys).sorted()
      let id = ids.first { ended[$0] != model.ended[$0] } ?? 0
      return "request \(id) ended \(ended[id]?.description ?? "not yet"), model says "
        + "\(model.ended[id]?.description ?? "not yet")"
    }
    if navigator.pendingRequestCount != model.pending.count {
      return "\(navigator.pendingRequestCount) requests wait, model says \(model.pending.count)"
    }
    return nil
  }

  static func divergence(_ what: String, _ log: [String]) -> Result<Int, Divergence> {
    let lines = ["Navigator diverged from the reference model: \(what)", "Sequence:"] + log
    return .failure(Divergence(message: lines.joined(separator: "\n")))
  }
}

/// One random step of a sequence.
enum Step: CustomStringConvertible {
  case request(NavigationRequest<LoginDestination>)
  case finishTransition(TransitionOutcome)
  case finishAll
  case userPop(finishing: Bool?)

  static let destinations: [LoginDestination] = [
    .forgotPassword, .signUp(prefilledEmail: nil), .signUp(prefilledEmail: "ada@example.com"),
    .loginCompleted(user: .ada), .chat(.ada), .chat(.grace), .terms, .help, .logout,
  ]

  static func random(using random: inout SplitMix64, immediate: Bool) -> Step {
    let animated = random.next() % 4 != 0
    switch random.next() % 20 {
    case 0..<8:
      let destination = destinations[Int(random.next() % UInt64(destinations.count))]
      return .request(.navigate(to: destination, animated: animated))
    case 8, 9: return .request(.back(animated: animated))
    case 10: return .request(.backToRoot(animated: animated))
    case 11, 12: return .request(.dismiss(animated: animated))
    case 13, 14: return .userPop(finishing: immediate ? nil : random.next() % 2 == 0)
    case 15: return immediate ? .request(.back(animated: animated)) : .finishAll
    case 16: return immediate ? .request(.dismiss) : .finishTransition(.cancelled)
    default: return immediate ? .request(.back(animated: animated)) : .finishTransition(.finished)
    }
  }

  var description: String {
    switch self {
    case .request(let request): "request \(String(reflecting: request))"
    case .finishTransition(let outcome): "end the transition: \(outcome)"
    case .finishAll: "finish every transition"
    case .userPop(let finishing):
      "user pops\(finishing == false ? " (transition left running)" : "")"
    }
  }
}

/// A deliberately plain model of what a navigator over a navigation controller should do, written
/// from the documented behaviour rather than from `StackNavigator`'s code.
@MainActor
final class ReferenceStack {
  typealias Event = RecordingNavigationController<TestScreen>.Event

  /// How a request ended, comparable.
  enum Ending: Equatable, CustomStringConvertible {
    case ok
    case failed(NavigationError)

    init(_ result: Result<Void, NavigationError>) {
      switch result {
      case .success: self = .ok
      case .failure(let error): self = .failed(error)
      }
    }

    var description: String {
      switch self {
      case .ok: "ok"
      case .failed(let error): "failed: \(error)"
      }
    }
  }

  /// What the running transition will do when it ends.
  private enum Transition {
    case navigator(id: Int, request: NavigationRequest<LoginDestination>, thenDismiss: Bool)
    case user
  }

  private(set) var stack: [ScreenName]
  private(set) var presented: ScreenName?
  private(set) var events: [Event] = []
  private(set) var pending: [(NavigationRequest<LoginDestination>, Int)] = []
  private(set) var ended: [Int: Ending] = [:]
  private var transition: Transition?
  private var before: (stack: [ScreenName], presented: ScreenName?)?
  private let immediate: Bool

  init(root: ScreenName, immediate: Bool) {
    stack = [root]
    self.immediate = immediate
  }

  func perform(_ request: NavigationRequest<LoginDestination>, id: Int) {
    pending.append((request, id))
    startPending()
  }

  private func startPending() {
    while transition == nil, !pending.isEmpty {
      let (request, id) = pending.removeFirst()
      start(request, id: id)
    }
  }

  private func end(
    _ id: Int, _ request: NavigationRequest<LoginDestination>, _ error: NavigationError?
  ) {
    guard var error else {
      ended[id] = .ok
      return
    }
    if error.destination == nil, let destination = request.destination {
      error = error.asking(for: destination)
    }
    ended[id] = .failed(error)
  }

  private func start(_ request: NavigationRequest<LoginDestination>, id: Int) {
    let animated = request.animated
    func fail(_ error: NavigationError) { end(id, request, error) }
    func begin(_ event: Event, thenDismiss: Bool = false, change: () -> Void) {
      before = (stack, presented)
      change()
      events.append(event)
      transition = .navigator(id: id, request: request, thenDismiss: thenDismiss)
      if immediate { _ = finishTransition(.finished) }
    }
    let blocked = presented != nil
    switch request.action {
    case .back:
      guard stack.count > 1 else { return fail(.nothingToPop) }
      guard !blocked else { return fail(.blockedByModal) }
      begin(.pop(animated: animated)) { stack.removeLast() }
    case .backToRoot:
      guard !stack.isEmpty else { return fail(.nothingToPop) }
      guard !blocked else { return fail(.blockedByModal) }
      guard stack.count > 1 else { return end(id, request, nil) }
      begin(.popToRoot(animated: animated)) { stack = [stack[0]] }
    case .dismiss:
      guard presented != nil else { return fail(.nothingToDismiss) }
      begin(.dismiss(animated: animated)) { presented = nil }
    case .navigate(let destination):
      let name = ScreenName(destination)
      switch destination.presentation {
      case .push:
        guard !blocked else { return fail(.blockedByModal) }
        begin(.push(name, animated: animated)) { stack.append(name) }
      case .modal, .modalWithNavigationBar:
        guard !blocked else { return fail(.alreadyPresenting) }
        let withBar = destination.presentation == .modalWithNavigationBar
        begin(.present(name, withNavigationBar: withBar, animated: animated)) { presented = name }
      case .replaceStack:
        begin(.setStack([name], animated: animated), thenDismiss: blocked) { stack = [name] }
      case .popToExistingOrPush:
        guard !blocked else { return fail(.blockedByModal) }
        guard let index = stack.lastIndex(of: name) else {
          return begin(.push(name, animated: animated)) { stack.append(name) }
        }
        guard index != stack.count - 1 else { return end(id, request, nil) }
        begin(.popTo(name, animated: animated)) { stack.removeSubrange((index + 1)...) }
      }
    }
  }

  func finishTransition(_ outcome: TransitionOutcome) -> Bool {
    guard let finished = transition else { return false }
    transition = nil
    if outcome != .finished, let before {
      (stack, presented) = before
      events.append(.cancelled)
    }
    before = nil
    switch finished {
    case .navigator(let id, let request, let thenDismiss):
      if outcome != .finished {
        end(id, request, NavigationError.transitionCancelled)
      } else if thenDismiss {
        before = (stack, presented)
        presented = nil
        events.append(.dismiss(animated: request.animated))
        transition = .navigator(id: id, request: request, thenDismiss: false)
        if immediate { _ = finishTransition(.finished) }
        return true
      } else {
        end(id, request, nil)
      }
    case .user:
      break
    }
    startPending()
    return true
  }

  func userPop(finishing: Bool) -> Bool {
    guard stack.count > 1, transition == nil else { return false }
    before = (stack, presented)
    stack.removeLast()
    events.append(.userPop)
    transition = .user
    if finishing { _ = finishTransition(.finished) }
    return true
  }
}

/// A small seeded generator, so a failing sequence can be replayed from its seed.
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
}
