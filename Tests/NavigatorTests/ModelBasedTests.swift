import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// Plays thousands of seeded random request sequences against a `StackNavigator` over a
/// `RecordingNavigationController`, and the same sequences against `ReferenceStack`, a plain
/// model of what the stack should be. Fails on the first divergence and prints the sequence.
@MainActor
@Suite struct ModelBasedTests {
  /// 3,000 by default; set `NAVIGATOR_MODEL_SEQUENCES` for a longer run.
  static let sequenceCount =
    ProcessInfo.processInfo.environment["NAVIGATOR_MODEL_SEQUENCES"].flatMap(Int.init) ?? 3_000
  static let stepsPerSequence = 40

  @Test func navigatorAgreesWithTheReferenceModelOnRandomSequences() {
    for seed in 1...UInt64(Self.sequenceCount) {
      if let failure = Self.run(seed: seed) {
        Issue.record(Comment(rawValue: failure))
        return
      }
    }
  }

  /// Runs one sequence; returns a description of the first divergence, or `nil`.
  static func run(seed: UInt64) -> String? {
    var random = SplitMix64(seed: seed)
    let immediate = random.next() % 2 == 0
    let root = TestScreen()
    let navigation = RecordingNavigationController(
      screens: [root], finishesTransitionsImmediately: immediate)
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    let model = ReferenceStack(root: ScreenName(unnamed: root), immediate: immediate)
    var results: [Int: String] = [:]
    var log: [String] = ["seed \(seed), transitions \(immediate ? "immediate" : "on demand")"]

    for id in 0..<stepsPerSequence {
      let step = Step.random(using: &random, immediate: immediate)
      log.append("\(id): \(step)")
      switch step {
      case .request(let request):
        navigator.perform(request) { results[id] = ReferenceStack.describe($0) }
        model.perform(request, id: id)
      case .finishTransition:
        let real = navigation.finishTransition()
        let expected = model.finishTransition()
        if real != expected { return divergence("finishTransition returned \(real)", log) }
      case .userPop(let finishing):
        let real = navigation.simulateUserPop(finishing: finishing)
        let expected = model.userPop(finishing: finishing ?? immediate)
        if real != expected { return divergence("simulateUserPop returned \(real)", log) }
      }
      if let difference = compare(navigation, navigator, results, model) {
        return divergence(difference, log)
      }
    }
    while navigation.finishTransition() { _ = model.finishTransition() }
    if let difference = compare(navigation, navigator, results, model) {
      return divergence(difference, log + ["(draining)"])
    }
    return nil
  }

  static func compare(
    _ navigation: RecordingNavigationController<TestScreen>,
    _ navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>,
    _ results: [Int: String], _ model: ReferenceStack
  ) -> String? {
    if navigation.stack != model.stack {
      return "stack is \(navigation.stack), model says \(model.stack)"
    }
    let presented = navigation.presentedScreen.map(navigation.name(of:))
    if presented != model.presented {
      return
        "presented is \(String(describing: presented)), model says \(String(describing: model.presented))"
    }
    if let id = Set(results.keys).union(model.results.keys).sorted().first(where: {
      results[$0] != model.results[$0]
    }) {
      return "request \(id) ended with \(results[id] ?? "nothing yet"), model says "
        + "\(model.results[id] ?? "nothing yet")"
    }
    if navigator.pendingRequestCount != model.pending.count {
      return "\(navigator.pendingRequestCount) requests wait, model says \(model.pending.count)"
    }
    return nil
  }

  static func divergence(_ what: String, _ log: [String]) -> String {
    (["Navigator diverged from the reference model: \(what)", "Sequence:"] + log)
      .joined(separator: "\n")
  }
}

/// One random step of a sequence.
enum Step: CustomStringConvertible {
  case request(NavigationRequest<LoginDestination>)
  case finishTransition
  case userPop(finishing: Bool?)

  static let destinations: [LoginDestination] = [
    .forgotPassword, .signUp(prefilledEmail: nil), .signUp(prefilledEmail: "ada@example.com"),
    .loginCompleted(user: .ada), .chat(.ada), .chat(.grace), .terms, .help, .logout,
  ]

  static func random(using random: inout SplitMix64, immediate: Bool) -> Step {
    let animated = random.next() % 4 != 0
    switch random.next() % 20 {
    case 0..<9:
      let destination = destinations[Int(random.next() % UInt64(destinations.count))]
      return .request(.navigate(to: destination, animated: animated))
    case 9, 10: return .request(.back(animated: animated))
    case 11: return .request(.backToRoot(animated: animated))
    case 12, 13: return .request(.dismiss(animated: animated))
    case 14, 15: return .userPop(finishing: immediate ? nil : random.next() % 2 == 0)
    default: return immediate ? .request(.back(animated: animated)) : .finishTransition
    }
  }

  var description: String {
    switch self {
    case .request(let request): "request \(request)"
    case .finishTransition: "finish transition"
    case .userPop(let finishing):
      "user pops\(finishing == false ? " (transition left running)" : "")"
    }
  }
}

/// A deliberately plain model of what a navigator over a navigation controller should do, written
/// from the documented behaviour rather than from `StackNavigator`'s code.
@MainActor
final class ReferenceStack {
  enum Transition {
    case navigator(id: Int, thenDismiss: Bool)
    case user
  }

  private(set) var stack: [ScreenName]
  private(set) var presented: ScreenName?
  private(set) var pending: [(NavigationRequest<LoginDestination>, Int)] = []
  private(set) var results: [Int: String] = [:]
  private var transition: Transition?
  private var inFlight: Int?
  private let immediate: Bool

  init(root: ScreenName, immediate: Bool) {
    stack = [root]
    self.immediate = immediate
  }

  static func describe(_ result: Result<Void, NavigationError>) -> String {
    switch result {
    case .success: "ok"
    case .failure(let error): "\(error)"
    }
  }

  func perform(_ request: NavigationRequest<LoginDestination>, id: Int) {
    pending.append((request, id))
    startPending()
  }

  private func startPending() {
    while inFlight == nil, transition == nil, !pending.isEmpty {
      let (request, id) = pending.removeFirst()
      start(request, id: id)
    }
  }

  private func start(_ request: NavigationRequest<LoginDestination>, id: Int) {
    func fail(_ error: NavigationError) { results[id] = Self.describe(.failure(error)) }
    func begin(thenDismiss: Bool = false) {
      inFlight = id
      transition = .navigator(id: id, thenDismiss: thenDismiss)
      if immediate { _ = finishTransition() }
    }
    switch request.action {
    case .back:
      guard stack.count > 1 else { return fail(.nothingToPop) }
      stack.removeLast()
      begin()
    case .backToRoot:
      guard !stack.isEmpty else { return fail(.nothingToPop) }
      guard stack.count > 1 else {
        results[id] = "ok"
        return
      }
      stack = [stack[0]]
      begin()
    case .dismiss:
      guard presented != nil else { return fail(.nothingToDismiss) }
      presented = nil
      begin()
    case .navigate(let destination):
      let name = ScreenName(destination)
      switch destination.presentation {
      case .push:
        stack.append(name)
        begin()
      case .modal, .modalInNavigationStack:
        guard presented == nil else { return fail(.alreadyPresenting(AnyDestination(destination))) }
        presented = name
        begin()
      case .replaceStack:
        stack = [name]
        begin(thenDismiss: presented != nil)
      case .popToExistingOrPush:
        if let index = stack.lastIndex(of: name) {
          guard index != stack.count - 1 else {
            results[id] = "ok"
            return
          }
          stack.removeSubrange((index + 1)...)
        } else {
          stack.append(name)
        }
        begin()
      }
    }
  }

  func finishTransition() -> Bool {
    guard let finished = transition else { return false }
    transition = nil
    switch finished {
    case .navigator(let id, thenDismiss: true):
      presented = nil
      transition = .navigator(id: id, thenDismiss: false)
      if immediate { _ = finishTransition() }
      return true
    case .navigator(let id, thenDismiss: false):
      inFlight = nil
      results[id] = "ok"
    case .user:
      break
    }
    startPending()
    return true
  }

  func userPop(finishing: Bool) -> Bool {
    guard stack.count > 1, transition == nil else { return false }
    stack.removeLast()
    transition = .user
    if finishing { _ = finishTransition() }
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
