import Testing

@testable import Navigator

/// The rules a stack navigator's requests are checked against before its engine plans them: a
/// request and the stack's shape in, a typed error or nothing out. (They were
/// `StackPlannerTests`, before the engine planned a stack navigator's requests.)
@Suite struct StackRulesTests {
  static func change(_ action: NavigationRequest<LoginDestination>.Action) -> NavigationChange {
    switch action {
    case .navigate(let destination): .navigate(to: destination)
    case .back: NavigationChange(.back)
    case .backToRoot: NavigationChange(.backToRoot)
    case .dismiss: NavigationChange(.dismissTop)
    case .exit(let exit): NavigationChange(.exit(AnyExit(exit, of: LoginDestination.self)))
    }
  }

  static func failure(
    _ action: NavigationRequest<LoginDestination>.Action, depth: Int = 2,
    presenting: Bool = false
  ) -> NavigationError? {
    do throws(NavigationError) {
      try StackRules().check(change(action), depth: depth, isPresenting: presenting)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyPresentationFitsAStackWithoutAModal() {
    for destination in [LoginDestination.forgotPassword, .help, .terms, .logout, .chat(.ada)] {
      #expect(Self.failure(.navigate(to: destination)) == nil, "\(destination)")
    }
    #expect(Self.failure(.navigate(to: .logout), presenting: true) == nil)
  }

  @Test func backAndBackToRootNeedSomethingToPop() {
    #expect(Self.failure(.back, depth: 2) == nil)
    #expect(Self.failure(.back, depth: 1) == .nothingToPop)
    #expect(Self.failure(.back, depth: 0) == .nothingToPop)
    #expect(Self.failure(.backToRoot, depth: 3) == nil)
    #expect(Self.failure(.backToRoot, depth: 1) == nil)
    #expect(Self.failure(.backToRoot, depth: 0) == .nothingToPop)
  }

  @Test func nothingToPopSaysWhetherTheStackWasEmpty() {
    let rootOnly = Self.failure(.back, depth: 1)?.description ?? ""
    let empty = Self.failure(.back, depth: 0)?.description ?? ""
    #expect(rootOnly.contains("holds only its root screen"))
    #expect(empty.contains("holds no screen"))
  }

  @Test func dismissNeedsAModal() {
    #expect(Self.failure(.dismiss, presenting: true) == nil)
    #expect(Self.failure(.dismiss) == .nothingToDismiss)
  }

  @Test func backAtTheRootUnderAModalHasNothingToPopRatherThanBeingBlocked() {
    #expect(Self.failure(.back, depth: 1, presenting: true) == .nothingToPop)
    #expect(Self.failure(.backToRoot, depth: 0, presenting: true) == .nothingToPop)
  }

  @Test func nothingChangesOutOfSightBehindAModal() {
    let blocked: [NavigationRequest<LoginDestination>.Action] = [
      .navigate(to: .forgotPassword), .navigate(to: .chat(.ada)), .back, .backToRoot,
    ]
    for action in blocked {
      #expect(
        Self.failure(action, presenting: true).map { .blockedByModal ~= $0 } == true,
        "\(action)")
    }
    #expect(
      Self.failure(.navigate(to: .help), presenting: true)
        == NavigationError.alreadyPresenting.asking(for: LoginDestination.help))
  }

  @Test func aNewStackUnderAModalIsSetBeforeTheModalGoes() {
    let steps: [PathPlanner.Step<Shown>] = [.dismiss(fromLevel: 0), .setStack([], at: .root)]
    let ordered = StackRules().ordered(steps)
    guard case .setStack = ordered.first, case .dismiss = ordered.last else {
      Issue.record("\(ordered)")
      return
    }
  }
}
