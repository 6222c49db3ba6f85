import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TransitionQueueTests {
  let navigation = RecordingNavigationController(
    screens: [TestScreen()], finishesTransitionsImmediately: false)
  let navigator: StackNavigator<TestScreens, RecordingNavigationController<TestScreen>>
  let failures = FailureLog()

  init() {
    navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.onFailure = { [failures] in failures.errors.append($0) }
  }

  @Test func queuesRequestsMadeDuringATransitionAndAppliesThemInOrder() {
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .signUp(prefilledEmail: "ada@example.com"))
    navigator.navigate(to: .chat(.ada))

    #expect(navigation.events.count == 1)
    #expect(navigator.pendingRequestCount == 2)

    navigation.finishAllTransitions()

    assertPushes(
      [
        LoginDestination.forgotPassword, .signUp(prefilledEmail: "ada@example.com"),
        .chat(.ada),
      ], on: navigation)
    #expect(navigator.pendingRequestCount == 0)
  }

  @Test func startsOnlyOneTransitionAtATime() {
    navigator.navigate(to: .forgotPassword)
    navigator.navigate(to: .terms)
    navigator.dismiss()

    navigation.finishTransition()
    #expect(navigation.events.count == 2)
    navigation.finishTransition()
    #expect(navigation.events.count == 3)
    #expect(navigation.finishTransition())
    #expect(!navigation.finishTransition())
  }

  @Test func waitsForTheUsersBackSwipeBeforeNavigating() {
    navigation.finishesTransitionsImmediately = true
    navigator.navigate(to: .forgotPassword)
    navigation.simulateUserPop(finishing: false)

    navigator.navigate(to: .signUp(prefilledEmail: nil))
    #expect(navigation.events.count == 2)

    navigation.finishTransition()
    #expect(
      navigation.events.last == .push(LoginDestination.signUp(prefilledEmail: nil)))
  }

  @Test func checksAQueuedRequestAgainstTheStackAsItIsWhenItsTurnComes() {
    navigation.finishesTransitionsImmediately = true
    navigator.navigate(to: .forgotPassword)
    navigation.simulateUserPop(finishing: false)

    navigator.goBack()  // was valid when asked; the user's pop left only the root
    navigation.finishTransition()

    #expect(failures.errors == [.nothingToPop])
    #expect(navigation.screens.count == 1)
  }

  @Test func aFailedQueuedRequestDoesNotStopTheOnesAfterIt() {
    navigator.navigate(to: .terms)
    navigator.navigate(to: .terms)
    navigator.dismiss()
    navigator.navigate(to: .forgotPassword)

    navigation.finishAllTransitions()

    #expect(
      failures.errors == [NavigationError.alreadyPresenting.asking(for: LoginDestination.terms)])
    assertPushes([LoginDestination.forgotPassword], on: navigation)
  }

  @Test func failsStrandedRequestsOnceTheNavigationControllerIsReleased() async {
    var navigation: RecordingNavigationController<TestScreen>? = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation!, factory: TestScreens())
    var results: [Result<Void, NavigationError>] = []
    navigator.perform(.navigate(to: .forgotPassword)) { results.append($0) }
    navigator.perform(.navigate(to: .signUp(prefilledEmail: nil))) { results.append($0) }

    navigation?.finishTransition()
    navigation = nil
    navigator.perform(.back) { results.append($0) }
    await Task.yield()

    #expect(results.count == 3)
    guard results.count == 3 else { return }
    #expect((try? results[0].get()) != nil)
    #expect(
      results.dropFirst().map { ReferenceStack.Ending($0) } == [
        .failed(
          NavigationError.navigationControllerReleased.asking(
            for: LoginDestination.signUp(prefilledEmail: nil))),
        .failed(.navigationControllerReleased),
      ])
  }

  @Test func failsEachStrandedRequestOnceWhenNothingWasInFlight() async {
    var navigation: RecordingNavigationController<TestScreen>? = RecordingNavigationController(
      screens: [TestScreen(), TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation!, factory: TestScreens())
    navigator.onFailure = { [failures] in failures.errors.append($0) }
    navigation?.simulateUserPop()
    navigator.navigate(to: .forgotPassword)  // waits for the user's pop

    navigation = nil
    navigator.navigate(to: .help)
    await Task.yield()

    #expect(
      failures.errors == [
        NavigationError.navigationControllerReleased.asking(for: LoginDestination.forgotPassword),
        NavigationError.navigationControllerReleased.asking(for: LoginDestination.help),
      ])
    #expect(navigator.pendingRequestCount == 0)
  }

  @Test func asyncPerformReturnsOnlyAfterTheTransitionHasFinished() async throws {
    let task = Task { try await navigator.perform(.navigate(to: .forgotPassword)) }
    while navigation.events.isEmpty { await Task.yield() }
    #expect(navigation.isTransitioning)

    navigation.finishTransition()
    try await task.value

    #expect(!navigation.isTransitioning)
    #expect(navigation.screens.last?.destination == .forgotPassword)
  }
}
