import Testing

@testable import Navigator

/// The planner's direct path (a push, a pop, a present or a dismissal on top, a stack set anew)
/// gives the target and the steps the full planner gives, on random states and changes.
@Suite struct DirectPlanPropertyTests {
  private static let pool: [ChatsDestination] = [
    .inbox, .chat("ada"), .profile("ada"), .compose, .audience, .photo, .contact("bob"),
  ]

  private func randomStack(_ random: inout SplitMix64, allowsEmpty: Bool) -> [AnyDestination] {
    let count = Int.random(in: (allowsEmpty ? 0 : 1)...4, using: &random)
    return (0..<count).map { _ in AnyDestination(Self.pool.randomElement(using: &random)!) }
  }

  private func randomState(_ random: inout SplitMix64) -> NavigationState {
    // NB: now and then an empty stack or a modal of two screens without a bar, which the
    // full planner refuses or replaces.
    let odd = Int.random(in: 0..<8, using: &random) == 0
    var state: NavigationState
    if Bool.random(using: &random) {
      state = NavigationState(stack: randomStack(&random, allowsEmpty: odd))
    } else {
      let count = Int.random(in: 1...3, using: &random)
      let tabs = (0..<count).map { index in
        NavigationState.Tab("t\(index)", randomStack(&random, allowsEmpty: odd))
      }
      state = NavigationState(
        root: .tabs(tabs, selectedIndex: Int.random(in: 0..<count, using: &random)))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let bar = Bool.random(using: &random)
      let stack = randomStack(&random, allowsEmpty: odd)
      state.modals.append(
        .init(stack: bar || odd ? stack : Array(stack.prefix(1)), hasNavigationBar: bar))
    }
    return state
  }

  private func randomChange(
    _ random: inout SplitMix64, from state: NavigationState
  ) -> NavigationChange {
    switch Int.random(in: 0..<7, using: &random) {
    case 0, 1: return .navigate(to: Self.pool.randomElement(using: &random)!)
    case 2: return .back
    case 3: return .dismissTop
    case 4, 5:
      // NB: a tab by name now and then (one that may not exist), and mostly a stack that shares
      // a prefix of the one it replaces, which may be the whole of it.
      let tab =
        Int.random(in: 0..<4, using: &random) == 0
        ? "t\(Int.random(in: 0..<4, using: &random))" : nil
      let location =
        tab.map { .tab(Int($0.dropFirst())!) } ?? state.topStackLocation ?? .root
      let shown = state.stack(at: location) ?? []
      let kept = shown.prefix(Int.random(in: 0...shown.count, using: &random))
      let added = randomStack(&random, allowsEmpty: true).prefix(
        Int.random(in: 0...2, using: &random))
      return .setStack(Array(kept + added), tab: tab)
    default:
      let stack = randomStack(&random, allowsEmpty: true)
      return NavigationChange(.present(stack, withNavigationBar: Bool.random(using: &random)))
    }
  }

  private func describe(_ steps: [PathPlanner.Step<Shown>]) -> [String] {
    func slots(_ slots: [PathPlanner.Slot<Shown>]) -> String {
      slots.map { slot in
        switch slot {
        case .kept(let kept): "=\(kept.location)/\(kept.index)/\(kept.destination.debugDescription)"
        case .new(let new): "+\(new.debugDescription)"
        }
      }.joined(separator: " ")
    }
    return steps.map { step in
      switch step {
      case .setRoot(let root): "root \(NavigationTree(root: root).map { _ in "x" }.description)"
      case .setStack(let stack, let location): "\(location): \(slots(stack))"
      case .selectTab(let index): "select \(index)"
      case .present(let modal): "present \(modal.hasNavigationBar) \(slots(modal.stack))"
      case .dismiss(let level): "dismiss \(level)"
      }
    }
  }

  @Test @MainActor func theDirectPathPlansWhatTheFullPlannerPlans() throws {
    var random = SplitMix64(seed: 0x00D1_2EC7)
    var directs: [String: Int] = [:]
    for _ in 0..<5_000 {
      let state = randomState(&random)
      let change = randomChange(&random, from: state)
      guard let direct = PathPlanner.direct(change, from: state) else { continue }
      let target = direct.target(from: state)
      let kind = "\(direct)".prefix { $0 != "(" }
      directs[String(kind), default: 0] += 1
      let fullTarget = try change.target(from: state, routes: nil, links: nil)
      #expect(target == fullTarget, "\(change) from \(state)")
      let shown = NavigationTree(locating: state)
      let full = try PathPlanner.plan(from: shown, to: fullTarget) { $0.destination }
      #expect(
        describe(PathPlanner.steps(of: direct, from: shown)) == describe(full),
        "\(change) from \(state)")
      #expect(direct.mayLeave == PathPlanner.mayLeave(full, from: shown), "\(change) from \(state)")
    }
    for kind in ["push", "pop", "present", "dismissTop", "setStack"] {
      #expect(directs[kind, default: 0] > 200, "\(kind): \(directs)")
    }
  }
}
