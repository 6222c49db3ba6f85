import Navigator
import NavigatorTestSupport
import Testing

/// A stack navigator of a navigation controller in a window an app navigator drives is an area
/// of that window's engine: the app navigator carries out its requests as changes of that
/// controller's stack, in the window's queue, asking both navigators' guards, and its state
/// names the stack navigator's screens.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WindowAreaTests {
  typealias Stack = StackNavigator<
    ScreenFactory<LoginDestination, AppScreen>, RecordingNavigationController<AppScreen>
  >

  let log = ScreenLog()
  let app: AppNavigator<RecordingContainer<AppScreen>>
  let container: RecordingContainer<AppScreen>
  let navigation: RecordingNavigationController<AppScreen>
  let stack: Stack

  init() {
    (app, container) = makeApp(finishesTransitionsImmediately: false, log: log)
    navigation = container.navigationController(at: .tab(0))
    stack = StackNavigator(
      navigationController: navigation, factory: appFactory(LoginDestination.self, log: log))
  }

  /// Guards the login area in the app navigator: a redirect to the compose sheet until the
  /// session returned is signed in.
  private func redirectLoginToComposeUntilSignedIn() -> Session {
    let session = Session()
    app.guardEntry(to: LoginDestination.self) { [session] _ in
      session.isSignedIn ? .allow : .redirect(.present([AnyDestination(ChatsDestination.compose)]))
    }
    return session
  }

  private func start(_ state: NavigationState = tabs()) {
    app.start(at: state)
    container.finishAllTransitions()
    container.removeAllEvents()
  }

  private func perform(
    _ request: NavigationRequest<LoginDestination>
  ) -> Result<Void, NavigationError>? {
    var outcome: Result<Void, NavigationError>?
    stack.perform(request) { outcome = $0 }
    container.finishAllTransitions()
    return outcome
  }

  private func login(_ destinations: LoginDestination...) -> [AnyDestination] {
    destinations.map(AnyDestination.init)
  }

  @Test func theAppsStateNamesTheStackNavigatorsPush() throws {
    start()

    #expect(try perform(.navigate(to: .forgotPassword))?.get() != nil)

    #expect(app.state == tabs(chats(.inbox) + login(.forgotPassword)))
    #expect(navigation.stack == names(chats(.inbox) + login(.forgotPassword)))
    // NB: made by the stack navigator's factory, for the stack navigator.
    let top = try #require(navigation.screens.last)
    let madeFor = ObjectIdentifier(top.navigator)
    #expect(madeFor == ObjectIdentifier(stack))
    #expect(navigation.events.isEmpty)
  }

  @Test func anUnanimatedRequestIsAppliedWithoutAnimation() throws {
    start()

    #expect(try perform(.navigate(to: .forgotPassword, animated: false))?.get() != nil)

    #expect(container.events.count == 1)
    #expect(container.events.last?.description.hasSuffix("(not animated)") == true)
  }

  @Test func popToExistingOfTheTopScreenChangesNothing() throws {
    start()
    #expect(try perform(.navigate(to: .chat(.ada)))?.get() != nil)
    container.removeAllEvents()

    #expect(try perform(.navigate(to: .chat(.ada)))?.get() != nil)

    #expect(container.events.isEmpty)
    #expect(app.state == tabs(chats(.inbox) + login(.chat(.ada))))
  }

  @Test func theStackNavigatorsPopAsksTheAppsLeaveGuard() {
    start(tabs(chats(.inbox, .profile("ada"))))
    var asked: [ChatsDestination] = []
    app.guardLeaving(ChatsDestination.self) { destination, _ in
      MainActor.assumeIsolated { asked.append(destination) }
      return .stay("unsaved")
    }

    let outcome = perform(.back)

    #expect(asked == [.profile("ada")])
    guard case .failure(let error) = outcome else {
      Issue.record("the pop was not refused: \(String(describing: outcome))")
      return
    }
    #expect(.leaveRefused ~= error)
    #expect(app.state == tabs(chats(.inbox, .profile("ada"))))
    #expect(container.events.isEmpty)
  }

  @Test func theStackNavigatorsOwnEntryGuardIsAsked() {
    start()
    stack.guardEntry { $0 == .forgotPassword ? .deny("not yet") : .allow }

    let outcome = perform(.navigate(to: .forgotPassword))

    guard case .failure(let error) = outcome else {
      Issue.record("the push was not denied: \(String(describing: outcome))")
      return
    }
    #expect(.entryDenied ~= error)
    #expect(app.state == tabs())
  }

  @Test func aRedirectOfTheAppsGuardIsFollowedAndThePushResumesOnceItsScreensLeave() throws {
    start()
    let session = redirectLoginToComposeUntilSignedIn()
    var outcome: Result<Void, NavigationError>?

    stack.perform(.navigate(to: .forgotPassword)) { outcome = $0 }
    container.finishAllTransitions()

    // NB: the redirect's sheet is on show; the push waits for it to leave.
    #expect(outcome == nil)
    #expect(app.state == tabs(modals: [.stack(chats(.compose))]))

    session.isSignedIn = true
    app.perform(.dismissTop, completion: nil)
    container.finishAllTransitions()

    #expect(try outcome?.get() != nil)
    #expect(app.state == tabs(chats(.inbox) + login(.forgotPassword)))
    #expect(navigation.screens.count == 2)
  }

  @Test func aRedirectedPushWhoseNavigationControllerLeftTheWindowFailsWhenItResumes() throws {
    start()
    let session = redirectLoginToComposeUntilSignedIn()
    var outcome: Result<Void, NavigationError>?
    stack.perform(.navigate(to: .forgotPassword)) { outcome = $0 }
    container.finishAllTransitions()

    // NB: the app leaves the tabs, and the stack navigator's navigation controller with them.
    session.isSignedIn = true
    app.perform(.reset(to: NavigationState(stack: settings(.root))), completion: nil)
    container.finishAllTransitions()

    guard case .failure(let error) = outcome else {
      Issue.record("the push did not fail: \(String(describing: outcome))")
      return
    }
    // NB: the controller's stack is gone from the window: a typed failure, not a push elsewhere.
    #expect(.navigationControllerReleased ~= error)
    #expect(app.state == NavigationState(stack: settings(.root)))
  }

  @Test func aRedirectThatComesBackToTheSamePushIsAbandonedWithASentence() {
    start()
    app.guardEntry(to: LoginDestination.self) { _ in
      .redirect(.present([AnyDestination(ChatsDestination.compose)]))
    }
    var outcome: Result<Void, NavigationError>?

    stack.perform(.navigate(to: .forgotPassword)) { outcome = $0 }
    container.finishAllTransitions()
    app.perform(.dismissTop, completion: nil)
    container.finishAllTransitions()

    guard case .failure(let error) = outcome else {
      Issue.record("the push was not abandoned: \(String(describing: outcome))")
      return
    }
    #expect(.redirectAbandoned ~= error)
    #expect(app.state == tabs())
  }

  @Test func anExitTheAppHandlesIsCarriedOutByTheWindowsEngine() throws {
    start()
    let settings = container.navigationController(at: .tab(1))
    let settingsStack = StackNavigator(
      navigationController: settings, factory: appFactory(SettingsDestination.self, log: log))
    app.handleExits(from: SettingsDestination.self) { _ in
      .reset(to: tabs(chats(.inbox, .profile("ada"))))
    }
    var outcome: Result<Void, NavigationError>?

    settingsStack.perform(.exit(.signedOut("ada"))) { outcome = $0 }
    container.finishAllTransitions()

    #expect(try outcome?.get() != nil)
    #expect(app.state == tabs(chats(.inbox, .profile("ada"))))
    withExtendedLifetime(settings) {}
  }

  @Test func anExitTheAppDoesNotHandleFailsAndChangesNothing() {
    start()
    let settings = container.navigationController(at: .tab(1))
    let settingsStack = StackNavigator(
      navigationController: settings, factory: appFactory(SettingsDestination.self, log: log))
    var outcome: Result<Void, NavigationError>?

    settingsStack.perform(.exit(.signedOut("ada"))) { outcome = $0 }
    container.finishAllTransitions()

    guard case .failure(let error) = outcome else {
      Issue.record("the exit did not fail: \(String(describing: outcome))")
      return
    }
    #expect(.exitNotHandled ~= error)
    #expect(app.state == tabs())
    #expect(container.events.isEmpty)
    withExtendedLifetime(settings) {}
  }

  @Test func theStackNavigatorsRequestWaitsBehindTheAppsInOrder() {
    start()

    app.navigate(to: ChatsDestination.profile("ada"))
    stack.navigate(to: .forgotPassword)
    app.navigate(to: ChatsDestination.audience)
    container.finishAllTransitions()

    #expect(
      app.state
        == tabs(chats(.inbox, .profile("ada")) + login(.forgotPassword) + chats(.audience)))
  }

  @Test func aPushUnderAModalFailsWithBlockedByModalChangingNothing() {
    start(tabs(modals: [.screen(AnyDestination(ChatsDestination.photo))]))

    let outcome = perform(.navigate(to: .forgotPassword))

    guard case .failure(let error) = outcome else {
      Issue.record("the push was not refused: \(String(describing: outcome))")
      return
    }
    #expect(.blockedByModal ~= error)
    #expect(error.destination == AnyDestination(LoginDestination.forgotPassword))
    #expect(container.events.isEmpty)
    #expect(app.state == tabs(modals: [.screen(AnyDestination(ChatsDestination.photo))]))
  }

  @Test func backOnTheRootFailsWithNothingToPop() {
    start()

    let outcome = perform(.back)

    guard case .failure(let error) = outcome else {
      Issue.record("the pop did not fail: \(String(describing: outcome))")
      return
    }
    #expect(.nothingToPop ~= error)
    // NB: the sentence a stack navigator of a controller outside any window gives.
    let alone = RecordingNavigationController(screens: [AppScreen(chats(.inbox)[0], navigator: app)]
    )
    var aloneOutcome: Result<Void, NavigationError>?
    StackNavigator(
      navigationController: alone, factory: appFactory(LoginDestination.self, log: log)
    )
    .perform(.back) { aloneOutcome = $0 }
    guard case .failure(let aloneError) = aloneOutcome else {
      Issue.record("the lone pop did not fail")
      return
    }
    #expect(error.description == aloneError.description)
    #expect(container.events.isEmpty)
  }

  @Test func popToExistingOrPushFindsTheScreenTheWindowsEngineMade() {
    start()

    _ = perform(.navigate(to: .chat(.ada)))
    _ = perform(.navigate(to: .forgotPassword))
    _ = perform(.navigate(to: .chat(.ada)))

    #expect(app.state == tabs(chats(.inbox) + login(.chat(.ada))))
    #expect(log.made.filter { $0 == AnyDestination(LoginDestination.chat(.ada)) }.count == 1)
  }

  @Test func aModalOverTheTopStackIsPresentedAndDismissed() throws {
    start()

    #expect(try perform(.navigate(to: .help))?.get() != nil)
    #expect(app.state == tabs(modals: [.screen(AnyDestination(LoginDestination.help))]))

    #expect(try perform(.dismiss)?.get() != nil)
    #expect(app.state == tabs())
  }

  @Test func backToRootKeepsTheAppsRoot() throws {
    start(tabs(chats(.inbox, .profile("ada"))))
    _ = perform(.navigate(to: .forgotPassword))

    #expect(try perform(.backToRoot)?.get() != nil)

    #expect(app.state == tabs())
  }

  @Test func aStackOfAnotherTabIsChangedWhereItIs() throws {
    let settingsNavigation = container.navigationController(at: .tab(1))
    let settingsStack = StackNavigator(
      navigationController: settingsNavigation,
      factory: appFactory(LoginDestination.self, log: log))
    start()

    var outcome: Result<Void, NavigationError>?
    settingsStack.perform(.navigate(to: .forgotPassword)) { outcome = $0 }
    container.finishAllTransitions()

    #expect(try outcome?.get() != nil)
    #expect(app.state == tabs(chats(.inbox), settings(.root) + login(.forgotPassword)))
  }

  @Test func aNewStackReplacesTheAppsStackOfThatTab() throws {
    start(tabs(chats(.inbox, .profile("ada"))))

    #expect(try perform(.navigate(to: .logout))?.get() != nil)

    #expect(app.state == tabs(login(.logout)))
  }

  @Test func aControllerThatJoinsTheWindowLaterIsAnAreaOnceItIsThere() {
    // NB: the app's first layout, which has the tab, is still on its way when the stack
    // navigator asks: its request is decided at its turn.
    app.start(at: tabs())
    stack.navigate(to: .forgotPassword)
    container.finishAllTransitions()

    #expect(app.state == tabs(chats(.inbox) + login(.forgotPassword)))
  }

  @Test func aSnapshotLeavesOutTheStackNavigatorsScreens() throws {
    start(tabs(chats(.inbox, .profile("ada"))))
    _ = perform(.navigate(to: .forgotPassword))
    _ = perform(.navigate(to: .help))

    let saved = try app.snapshot()
    let (restored, _) = makeApp()
    var outcome: Result<Void, NavigationError>?
    restored.restore(from: saved, orStartAt: tabs()) { outcome = $0 }

    #expect(try outcome?.get() != nil)
    #expect(restored.state == tabs(chats(.inbox, .profile("ada"))))
  }

  @Test func theStackNavigatorsTransitionTimeoutBoundsItsRequest() async throws {
    start()
    app.transitionTimeout = .seconds(60)
    stack.transitionTimeout = .milliseconds(20)

    // NB: the container never finishes the push.
    let outcome = try await completion {
      stack.perform(.navigate(to: .forgotPassword), completion: $0)
    }

    guard case .failure(let error) = outcome else {
      Issue.record("the push did not time out")
      return
    }
    #expect(.transitionTimedOut ~= error)
  }

  @Test func theAppsObserversSeeTheStackNavigatorsPush() {
    start()
    var seen: [NavigationState] = []
    let observation = app.observe { seen.append($0) }

    _ = perform(.navigate(to: .forgotPassword))

    #expect(seen.last == tabs(chats(.inbox) + login(.forgotPassword)))
    observation.cancel()
  }

  @Test func aFlowStartedInTheWindowReturnsItsValueAndPopsBack() {
    start()
    let started = Answers<Int?>()

    // NB: the flow's start and finish stay with the stack navigator's engine, which keeps its
    // flows; the push inside the flow is carried out by the window's.
    stack.result(of: .forgotPassword, as: Int.self, completion: started.completion)
    container.finishAllTransitions()
    _ = perform(.navigate(to: .signUp(prefilledEmail: nil)))
    let finished = Outcome()
    stack.finishFlow(returning: 3, completion: finished.completion)
    container.finishAllTransitions()

    #expect(started.value == 3)
    #expect(throws: Never.self) { try finished.result?.get() }
    #expect(navigation.stack == names(chats(.inbox)))
    #expect(app.state == tabs())
  }

  @Test func aPopOfAFlowsFirstScreenInTheWindowEndsTheFlowWithNil() {
    start()
    let started = Answers<Int?>()
    stack.result(of: .forgotPassword, as: Int.self, completion: started.completion)
    container.finishAllTransitions()

    _ = perform(.back)
    // NB: the stack navigator's engine, which keeps the flow, ends it once the window's engine
    // has made the pop.
    _ = perform(.navigate(to: .help))

    #expect(started.results.count == 1)
    #expect(started.value.flatMap { $0 } == nil)
    #expect(app.state == tabs(modals: [.screen(AnyDestination(LoginDestination.help))]))
  }

  @Test func outsideAnAppNavigatorsWindowTheStackNavigatorDrivesItsController() {
    let lone = RecordingContainer<AppScreen>()
    let navigation = lone.navigationController(at: .root)
    let stack = StackNavigator(
      navigationController: navigation, factory: appFactory(LoginDestination.self, log: log))

    stack.navigate(to: .forgotPassword)

    #expect(navigation.events == [.push(LoginDestination.forgotPassword)])
    #expect(navigation.stack == names(login(.forgotPassword)))
  }
}
