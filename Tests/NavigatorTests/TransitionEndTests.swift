import Navigator
import NavigatorTestSupport
import Testing

/// Every request ends exactly once, whatever its navigation controller does with the completion:
/// calls it, never calls it, calls it twice, drops it, reports a cancellation or a transition that
/// never ends; and the requests behind it go on.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TransitionEndTests {
  let navigation = ScriptedNavigationController()
  let navigator: StackNavigator<TestScreens, ScriptedNavigationController>

  init() {
    navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    navigator.transitionTimeout = .milliseconds(20)
  }

  @Test func aCompletionThatNeverComesFailsTheRequestAndTheQueueMovesOn() async {
    navigation.ending = .neverEnds
    var first: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .forgotPassword)) { first = $0 }
    navigation.ending = .finishes

    #expect(first == nil)
    try? await navigator.perform(.navigate(to: .signUp(prefilledEmail: nil)))

    await expectFailure(.transitionTimedOut) { try first?.get() }
    #expect(navigation.applied.count == 2)
    #expect(navigation.screens.count == 3)
  }

  @Test func aTimedOutRequestSaysHowLongItWaited() async {
    navigation.ending = .neverEnds
    do {
      try await navigator.perform(.navigate(to: .forgotPassword))
    } catch {
      #expect(error.description.contains("0.02 seconds"))
      #expect(error.description.contains("LoginDestination.forgotPassword"))
    }
  }

  @Test func aCompletionCalledTwiceFinishesOneRequestOnlyAndIsReported() {
    let reported = FailureLog()
    let previous = NavigationFailureHandler.current
    NavigationFailureHandler.current = NavigationFailureHandler { [reported] in
      reported.errors.append($0)
    }
    defer { NavigationFailureHandler.current = previous }
    var calls: [String] = []

    navigation.ending = .finishesTwice
    navigator.perform(.navigate(to: .forgotPassword)) { _ in
      calls.append("forgot")
      navigation.ending = .neverEnds
    }
    navigator.perform(.navigate(to: .signUp(prefilledEmail: nil))) { _ in calls.append("sign up") }

    #expect(calls == ["forgot"])
    #expect(reported.errors == [.unexpectedCompletion])
    navigation.finishKept()
    #expect(calls == ["forgot", "sign up"])
  }

  @Test func aSecondCallOfACompletionDoesNotFinishTheNextRequestEarly() {
    var calls: [String] = []
    navigation.ending = .neverEnds
    navigator.perform(.navigate(to: .forgotPassword)) { _ in calls.append("forgot") }
    navigator.perform(.navigate(to: .signUp(prefilledEmail: nil))) { _ in calls.append("sign up") }

    let first = navigation.kept[0]
    first(.finished)
    first(.finished)

    #expect(calls == ["forgot"])
    navigation.kept[1](.finished)
    #expect(calls == ["forgot", "sign up"])
  }

  @Test func aLateCompletionAfterATimeoutIsIgnored() async {
    navigation.ending = .neverEnds
    await expectFailure(.transitionTimedOut) {
      try await navigator.perform(.navigate(to: .forgotPassword))
    }
    var second: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .terms)) { second = $0 }

    navigation.finishKept()  // the first, too late

    #expect(second == nil)
    navigation.finishKept()
    #expect(second.map { (try? $0.get()) != nil } == true)
  }

  @Test func aDroppedCompletionFailsTheRequestOnTheNextTurn() async {
    navigation.ending = .dropsTheCompletion
    await expectFailure(.transitionAbandoned) {
      try await navigator.perform(.navigate(to: .forgotPassword))
    }
    navigation.ending = .finishes
    try? await navigator.perform(.back)
    #expect(navigation.applied.count == 2)
  }

  @Test func aCancelledTransitionFailsWithATypedOutcomeNotSuccess() async {
    let navigation = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    var result: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .forgotPassword)) { result = $0 }

    navigation.finishTransition(.cancelled)

    #expect(
      result.map(ReferenceStack.Ending.init)
        == .failed(NavigationError.transitionCancelled.asking(for: LoginDestination.forgotPassword))
    )
    #expect(navigation.screens.count == 1)
  }

  @Test func aRefusedTransitionFailsWithTheControllersReason() {
    let navigation = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    var result: Result<Void, NavigationError>?
    navigator.perform(.navigate(to: .help)) { result = $0 }

    navigation.finishTransition(.refused(reason: "its view is not in a window"))

    guard case .failure(let error) = result else {
      Issue.record("the request did not fail")
      return
    }
    #expect(error == NavigationError.transitionRefused.asking(for: LoginDestination.help))
    #expect(error.description.contains("its view is not in a window"))
  }

  @Test func aTransitionReportedForeverWhoseAfterTransitionRunsAtOnceFailsInsteadOfSpinning()
    async
  {
    navigation.isTransitioning = true
    navigation.afterTransitionRunsAtOnce = true

    await expectFailure(.transitionTimedOut) {
      try await navigator.perform(.navigate(to: .forgotPassword))
    }
    #expect(navigation.applied.isEmpty)

    navigation.isTransitioning = false
    try? await navigator.perform(.navigate(to: .forgotPassword))
    #expect(navigation.applied.count == 1)
  }

  @Test func aRequestWaitingForTheControllersOwnTransitionStartsWhenItEnds() async throws {
    navigation.isTransitioning = true
    navigator.transitionTimeout = .seconds(10)
    let request = Task { try await navigator.perform(.navigate(to: .forgotPassword)) }
    await Task.yield()
    #expect(navigation.applied.isEmpty)

    navigation.endReportedTransition()
    try await request.value

    #expect(navigation.applied.count == 1)
  }

  @Test func anAwaitedRequestThrowsPromptlyWhenItsControllerIsReleasedMidTransition() async {
    var navigation: RecordingNavigationController<TestScreen>? = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation!, factory: TestScreens())
    navigator.transitionTimeout = .seconds(3_600)
    let request = Task { try await navigator.perform(.navigate(to: .forgotPassword)) }
    while navigation?.isTransitioning == false { await Task.yield() }

    navigation = nil

    await expectFailure(.navigationControllerReleased) { try await request.value }
  }
}
