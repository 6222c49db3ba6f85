import Navigator
import NavigatorTestSupport
import Testing

/// User code calls back into navigation: factories, completions, failure handlers and `deinit`s.
/// Each such request waits its turn, keeps its completion and never overlaps another transition.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReentryTests {
  @Test func aRequestFromAFactoryWaitsForTheTransitionOfTheRequestThatMadeIt() {
    let navigation = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    var results: [String] = []
    let factory = ScreenFactory<LoginDestination, TestScreen> { destination, navigator in
      if destination == .forgotPassword {
        navigator.perform(.navigate(to: .help)) { results.append("help: \($0)") }
      }
      return TestScreen(destination: destination, navigator: navigator)
    }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)

    navigator.perform(.navigate(to: .forgotPassword)) { results.append("forgot: \($0)") }
    #expect(navigation.events == [.push(LoginDestination.forgotPassword)])
    #expect(results.isEmpty)

    navigation.finishTransition()
    #expect(
      navigation.events == [
        .push(LoginDestination.forgotPassword), .present(LoginDestination.help),
      ])
    navigation.finishTransition()
    #expect(results == ["forgot: success()", "help: success()"])
  }

  @Test func aModalRequestedFromAModalsFactoryIsRefusedNotStackedOverIt() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    var result: Result<Void, NavigationError>?
    let factory = ScreenFactory<LoginDestination, TestScreen> { destination, navigator in
      if destination == .help {
        navigator.perform(.navigate(to: .terms)) { result = $0 }
      }
      return TestScreen(destination: destination, navigator: navigator)
    }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)

    navigator.navigate(to: .help)

    #expect(navigation.events == [.present(LoginDestination.help)])
    #expect(
      result.map(ReferenceStack.Ending.init)
        == .failed(NavigationError.alreadyPresenting.asking(for: LoginDestination.terms)))
  }

  @Test func requestsFromCompletionsAndFailureHandlersRunInTheOrderAsked() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    var order: [String] = []
    navigator.onFailure = { [navigator] error in
      order.append("failed")
      navigator.perform(.navigate(to: .signUp(prefilledEmail: nil))) { _ in order.append("sign up")
      }
    }

    navigator.perform(.navigate(to: .forgotPassword)) { _ in
      order.append("forgot")
      navigator.goBack()
      navigator.goBack()  // fails: the pop before it leaves the root only
    }

    #expect(order == ["forgot", "failed", "sign up"])
    #expect(
      navigation.events == [
        .push(LoginDestination.forgotPassword), .pop(),
        .push(LoginDestination.signUp(prefilledEmail: nil)),
      ])
  }

  @Test func aTransitionsCompletionRunsBeforeTheNextRequestStarts() {
    let navigation = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    var order: [String] = []
    let factory = ScreenFactory<LoginDestination, TestScreen> { destination, _ in
      order.append("make \(destination)")
      return TestScreen(destination: destination)
    }
    let navigator = StackNavigator(navigationController: navigation, factory: factory)
    navigator.perform(.navigate(to: .forgotPassword)) { _ in order.append("forgot done") }
    navigator.perform(.navigate(to: .terms)) { _ in order.append("terms done") }
    navigation.afterTransition { order.append("app waited") }

    navigation.finishTransition()

    #expect(order == ["make forgotPassword", "forgot done", "make terms", "app waited"])
  }

  @Test func aPayloadWhoseDeinitNavigatesIsReleasedOutsideTheQueuesWork() {
    // NB: a recording controller would keep every payload in its events; this one keeps none.
    let navigation = ScriptedNavigationController()
    let navigator = StackNavigator(navigationController: navigation, factory: TrackedScreens())
    var released = 0
    var results: [Result<Void, NavigationError>] = []
    // NB: each tracker's deinit asks for a destination the navigator remembers, while the
    // navigator drops the remembered destinations of popped screens from its table.
    for id in 0..<200 {
      navigator.navigate(
        to: .page(
          Tracker(id) {
            released += 1
            navigator.perform(.navigate(to: .page(Tracker(10_000 + id) {}), animated: false)) {
              results.append($0)
            }
          }))
      navigator.goBack()
    }
    for id in 0..<64 {
      navigator.navigate(to: .page(Tracker(1_000 + id) {}))
    }

    #expect(released > 0)
    #expect(released <= 200, "deinits ran \(released) times for 200 payloads")
    #expect(results.count == released)
    #expect(results.allSatisfy { (try? $0.get()) != nil })
  }

  @Test func aQueuedPayloadNavigatingFromItsDeinitWaitsItsTurn() {
    let navigation = ScriptedNavigationController()
    navigation.ending = .neverEnds
    let navigator = StackNavigator(navigationController: navigation, factory: TrackedScreens())
    var asked: [Result<Void, NavigationError>] = []
    navigator.perform(.navigate(to: .plain(0)), completion: nil)
    do {
      let tracker = Tracker(1) {
        navigator.perform(.navigate(to: .plain(7))) { asked.append($0) }
      }
      // NB: queued behind the first push, so released as the queue moves past it.
      navigator.perform(.navigate(to: .held(tracker)), completion: nil)
      navigator.goBack()
    }
    while navigation.finishKept() {}

    #expect(navigation.applied.count == 4)
    #expect(navigation.applied.dropFirst(2).first == "pop")
    #expect(navigation.applied.last?.hasPrefix("push") == true)
    #expect(asked.count == 1)
  }

  @Test func drainsAHundredThousandSynchronousRequestsWithoutRecursing() {
    let navigation = RecordingNavigationController(
      screens: [TestScreen()], finishesTransitionsImmediately: false)
    let navigator = StackNavigator(navigationController: navigation, factory: TestScreens())
    var completed = 0
    navigator.navigate(to: .forgotPassword)
    for index in 0..<100_000 {
      let request: NavigationRequest<LoginDestination> =
        index.isMultiple(of: 2)
        ? .navigate(to: .signUp(prefilledEmail: nil), animated: false) : .back(animated: false)
      navigator.perform(request) { _ in completed += 1 }
    }
    navigation.finishesTransitionsImmediately = true

    navigation.finishTransition()

    #expect(completed == 100_000)
    #expect(navigator.pendingRequestCount == 0)
    #expect(navigation.events.count == 100_001)
    #expect(navigation.stack.last == ScreenName(LoginDestination.forgotPassword))
  }
}
