import Testing

@testable import Navigator

/// The planner on its own: a request and the stack's shape in, a plan or a typed error out.
@Suite struct StackPlannerTests {
  typealias Plan = StackPlan<LoginDestination>

  static func plan(
    _ action: NavigationRequest<LoginDestination>.Action, depth: Int = 2,
    presenting: Bool = false, existingAt index: Int? = nil
  ) -> Result<Plan, NavigationError> {
    let stack = StackPlanner.Stack(depth: depth, isPresenting: presenting)
    return Result { () throws(NavigationError) in
      try StackPlanner.plan(action, on: stack) { _ in index }
    }
  }

  static func failure(_ result: Result<Plan, NavigationError>) -> NavigationError? {
    if case .failure(let error) = result { error } else { nil }
  }

  @Test func showsEachPresentationItsWay() throws {
    #expect(try Self.plan(.navigate(to: .forgotPassword)).get() == .push(.forgotPassword))
    #expect(try Self.plan(.navigate(to: .help)).get() == .present(.help, withNavigationBar: false))
    #expect(try Self.plan(.navigate(to: .terms)).get() == .present(.terms, withNavigationBar: true))
    #expect(
      try Self.plan(.navigate(to: .logout)).get() == .replaceStack(.logout, thenDismiss: false))
    #expect(
      try Self.plan(.navigate(to: .logout), presenting: true).get()
        == .replaceStack(.logout, thenDismiss: true))
  }

  @Test func goesBackToAnExistingScreenOrPushes() throws {
    #expect(try Self.plan(.navigate(to: .chat(.ada)), depth: 3).get() == .push(.chat(.ada)))
    #expect(
      try Self.plan(.navigate(to: .chat(.ada)), depth: 3, existingAt: 1).get() == .popTo(index: 1))
    #expect(try Self.plan(.navigate(to: .chat(.ada)), depth: 3, existingAt: 2).get() == .nothing)
  }

  @Test func backAndBackToRootNeedSomethingToPop() throws {
    #expect(try Self.plan(.back, depth: 2).get() == .pop)
    #expect(Self.failure(Self.plan(.back, depth: 1)) == .nothingToPop)
    #expect(Self.failure(Self.plan(.back, depth: 0)) == .nothingToPop)
    #expect(try Self.plan(.backToRoot, depth: 3).get() == .popToRoot)
    #expect(try Self.plan(.backToRoot, depth: 1).get() == .nothing)
    #expect(Self.failure(Self.plan(.backToRoot, depth: 0)) == .nothingToPop)
  }

  @Test func nothingToPopSaysWhetherTheStackWasEmpty() {
    let rootOnly = Self.failure(Self.plan(.back, depth: 1))?.description ?? ""
    let empty = Self.failure(Self.plan(.back, depth: 0))?.description ?? ""
    #expect(rootOnly.contains("holds only its root screen"))
    #expect(empty.contains("holds no screen"))
  }

  @Test func dismissNeedsAModal() throws {
    #expect(try Self.plan(.dismiss, presenting: true).get() == .dismiss)
    #expect(Self.failure(Self.plan(.dismiss)) == .nothingToDismiss)
  }

  @Test func backAtTheRootUnderAModalHasNothingToPopRatherThanBeingBlocked() {
    #expect(Self.failure(Self.plan(.back, depth: 1, presenting: true)) == .nothingToPop)
    #expect(Self.failure(Self.plan(.backToRoot, depth: 0, presenting: true)) == .nothingToPop)
  }

  @Test func nothingChangesOutOfSightBehindAModal() {
    let blocked: [NavigationRequest<LoginDestination>.Action] = [
      .navigate(to: .forgotPassword), .navigate(to: .chat(.ada)), .back, .backToRoot,
    ]
    for action in blocked {
      #expect(
        Self.failure(Self.plan(action, presenting: true)).map { .blockedByModal ~= $0 } == true,
        "\(action)")
    }
    #expect(
      Self.failure(Self.plan(.navigate(to: .help), presenting: true))
        == NavigationError.alreadyPresenting.asking(for: LoginDestination.help))
  }
}
