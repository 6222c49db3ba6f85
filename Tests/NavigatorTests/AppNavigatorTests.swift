import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AppNavigatorTests {
  // MARK: - Starting

  @Test func startShowsTheStateAsOneUnanimatedRootChange() {
    let (app, container) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada")), settings(.root)))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada")), settings(.root)))
    assertEvents(
      [
        .setRoot(
          .tabs(
            [
              .init("chats", names(chats(.inbox, .chat("ada")))),
              .init("settings", names(settings(.root))),
            ], selectedIndex: 0), animated: false)
      ], on: container)
  }

  @Test func startAtOneStackSetsANewRootInAnEmptyContainer() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"))))

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
    assertEvents(
      [.setRoot(.stack(names(chats(.inbox, .chat("ada")))), animated: false)], on: container)
  }

  @Test func restoringOneStackSetsANewRootInAnEmptyContainer() throws {
    let (saved, _) = makeApp()
    saved.start(at: NavigationState(stack: chats(.inbox, .chat("ada"))))
    let data = try saved.snapshot()
    let (app, container) = makeApp()
    var result: Result<Void, NavigationError>?

    app.restore(from: data, orStartAt: NavigationState(stack: settings(.root))) { result = $0 }

    #expect(throws: Never.self) { try result?.get() }
    #expect(result != nil)
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
    assertEvents(
      [.setRoot(.stack(names(chats(.inbox, .chat("ada")))), animated: false)], on: container)
  }

  @Test func requestsMadeBeforeTheStartWaitForIt() {
    let (app, _) = makeApp()
    let chatsNavigator = app.navigator(for: ChatsDestination.self)!
    chatsNavigator.navigate(to: .chat("ada"))
    #expect(app.pendingRequestCount == 1)
    #expect(app.state == NavigationState(stack: []))

    app.start(at: NavigationState(stack: chats(.inbox)))

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
  }

  // MARK: - Area navigators

  @Test func anAreaNavigatorPushesOntoTheSelectedTab() {
    let (app, container) = makeApp()
    app.start(at: tabs())
    container.removeAllEvents()

    app.navigator(for: ChatsDestination.self)!.navigate(to: .chat("ada"))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
    assertEvents(
      [.setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: true)], on: container)
  }

  @Test func aDestinationOfAnotherAreaIsPushedFromAnyScreen() {
    let (app, _) = makeApp()
    app.start(at: tabs())

    app.navigator(for: ChatsDestination.self)!.perform(.navigate(to: .inbox), completion: nil)
    app.navigate(to: SettingsDestination.account)

    assertNavigation(
      app,
      equals: tabs([AnyDestination(ChatsDestination.inbox)] + chats(.inbox) + settings(.account)))
  }

  @Test func aModalStackPushesInsideItselfAndAModalGoesOverIt() {
    let (app, container) = makeApp()
    app.start(at: tabs())
    let navigator = app.navigator(for: ChatsDestination.self)!

    navigator.navigate(to: .compose)
    navigator.navigate(to: .audience)
    navigator.navigate(to: .photo)

    assertNavigation(
      app,
      equals: tabs(modals: [
        .stack(chats(.compose, .audience)), .screen(.init(ChatsDestination.photo)),
      ]))
    #expect(container.layout.modals.count == 2)

    navigator.dismiss()
    navigator.goBack()
    assertNavigation(app, equals: tabs(modals: [.stack(chats(.compose))]))
  }

  @Test func aPushOverAModalWithoutNavigationBarFailsAndChangesNothing() async {
    let (app, container) = makeApp()
    app.start(at: tabs(modals: [.screen(.init(ChatsDestination.photo))]))
    container.removeAllEvents()

    await expectFailure(.blockedByModal) {
      try await app.navigator(for: ChatsDestination.self)!.perform(.navigate(to: .profile("ada")))
    }
    #expect(container.events.isEmpty)
  }

  @Test func backAndBackToRootApplyToTheTopStack() async throws {
    let (app, _) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose, .audience))]))
    let navigator = app.navigator(for: ChatsDestination.self)!

    try await navigator.perform(.backToRoot)
    assertNavigation(
      app, equals: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))]))
    await expectFailure(.nothingToPop) { try await navigator.perform(.back) }

    try await navigator.perform(.dismiss)
    try await navigator.perform(.back)
    assertNavigation(app, equals: tabs())
    await expectFailure(.nothingToDismiss) { try await navigator.perform(.dismiss) }
  }

  @Test func popToExistingOrPushGoesBackToAnEqualDestination() {
    let (app, _) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))))

    app.navigate(to: ChatsDestination.chat("ada"))
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))

    app.navigate(to: ChatsDestination.chat("grace"))
    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox, .chat("ada"), .chat("grace"))))
  }

  @Test func replaceStackDismissesTheModalsAndReplacesTheSelectedStack() {
    let (app, _) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))]))

    app.navigate(to: ChatsDestination.logout)

    assertNavigation(app, equals: tabs(chats(.logout)))
  }

  @Test func anUnregisteredAreaIsATypedErrorNamingTheArea() async {
    let (app, container) = makeApp()
    app.start(at: tabs())
    container.removeAllEvents()

    do {
      try await app.perform(.navigate(to: UnregisteredDestination.somewhere))
      Issue.record("succeeded")
    } catch {
      #expect(
        error == NavigationError.areaNotRegistered.asking(for: UnregisteredDestination.somewhere))
      #expect("\(error)".contains("UnregisteredDestination is not registered"))
    }
    #expect(container.events.isEmpty)
  }

  // MARK: - Areas made by a closure

  @Test func anAreaRegisteredWithAClosureMakesItsScreensWithItAndKeepsItsIdentifier() {
    let (app, _) = makeApp()
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }
    var made: [DraftDestination] = []
    app.register(DraftDestination.self, identifier: "drafts") { destination, navigator in
      made.append(destination)
      return AppScreen(AnyDestination(destination), navigator: navigator)
    }
    app.start(at: NavigationState(stack: [AnyDestination(DraftDestination.draft(1))]))

    app.navigator(for: DraftDestination.self)?.navigate(to: .draft(2))

    #expect(made == [.draft(1), .draft(2)])
    assertNavigation(
      app,
      equals: NavigationState(stack: [
        AnyDestination(DraftDestination.draft(1)), AnyDestination(DraftDestination.draft(2)),
      ]))
    app.register(UnregisteredDestination.self, identifier: "drafts") { destination, navigator in
      AppScreen(AnyDestination(destination), navigator: navigator)
    }
    #expect(failures == [.areaIdentifierTaken])
  }

  // MARK: - Leads

  @Test func aLeadTurnsOneAreasExitIntoAnotherAreasRoot() {
    let log = ScreenLog()
    let (app, _) = makeApp(log: log)
    app.register(appFactory(LoginDestination.self, log: log))
    app.handleNavigation(to: LoginDestination.self) { destination in
      if case .loginCompleted(let user) = destination {
        .reset(to: tabs(chats(.chat(user.name))))
      } else {
        nil
      }
    }
    app.start(
      at: NavigationState(stack: [AnyDestination(LoginDestination.signUp(prefilledEmail: nil))]))

    app.navigator(for: LoginDestination.self)!.navigate(to: .loginCompleted(user: .ada))

    assertNavigation(app, equals: tabs(chats(.chat("Ada"))))
    // The lead's destination itself is never made.
    #expect(!log.made.contains(AnyDestination(LoginDestination.loginCompleted(user: .ada))))
  }

  @Test func aLeadThatReturnsNilLetsTheDestinationShowAsItSays() {
    let (app, _) = makeApp()
    app.handleNavigation(to: ChatsDestination.self) { destination in
      destination == .logout ? .reset(to: NavigationState(stack: settings(.root))) : nil
    }
    app.start(at: NavigationState(stack: chats(.inbox)))

    app.navigate(to: ChatsDestination.profile("ada"))
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .profile("ada"))))
    app.navigate(to: ChatsDestination.logout)
    assertNavigation(app, equals: NavigationState(stack: settings(.root)))
  }

  // MARK: - Whole-path changes

  @Test func settingAStackKeepsTheCommonPrefixAndMakesOnlyTheRest() {
    let log = ScreenLog()
    let (app, container) = makeApp(log: log)
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))))
    let kept = container.layout.rootStack[1]
    log.made.removeAll()
    container.removeAllEvents()

    app.send(.setStack(chats(.inbox, .chat("ada"), .chat("grace"), .profile("grace"))))

    #expect(log.made == chats(.chat("grace"), .profile("grace")))
    #expect(container.layout.rootStack[1] === kept)
    assertEvents(
      [
        .setStack(
          names(chats(.inbox, .chat("ada"), .chat("grace"), .profile("grace"))), at: .root,
          animated: true)
      ],
      on: container)
  }

  @Test func onlyTheLastStepIsAnimated() {
    let (app, container) = makeApp()
    app.start(
      at: tabs(
        chats(.inbox), settings(.root, .account), selected: "settings",
        modals: [.screen(.init(ChatsDestination.photo))]))
    container.removeAllEvents()

    app.send(.selectTab("chats", stack: chats(.inbox, .chat("ada"))))

    assertEvents(
      [
        .dismiss(fromLevel: 0, animated: false),
        .selectTab(0, animated: false),
        .setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: true),
      ], on: container)
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada")), settings(.root, .account)))
  }

  @Test func hiddenTabsChangeBeforeTheSelectionAndTheModalsLast() {
    let (app, container) = makeApp()
    app.start(at: tabs())
    container.removeAllEvents()

    app.send(
      .reset(
        to: tabs(
          chats(.inbox, .chat("ada")), settings(.root, .account), selected: "settings",
          modals: [.stack(chats(.compose, .audience))]), animated: false))

    assertEvents(
      [
        .setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: false),
        .selectTab(1, animated: false),
        .setStack(names(settings(.root, .account)), at: .tab(1), animated: false),
        .present(names(chats(.compose, .audience)), withNavigationBar: true, animated: false),
      ], on: container)
  }

  @Test func aKeptModalStackIsChangedInPlace() {
    let (app, container) = makeApp()
    app.start(at: tabs(modals: [.stack(chats(.compose)), .screen(.init(ChatsDestination.photo))]))
    container.removeAllEvents()

    app.send(.reset(to: tabs(modals: [.stack(chats(.compose, .audience))])))

    assertEvents(
      [
        .dismiss(fromLevel: 1, animated: false),
        .setStack(names(chats(.compose, .audience)), at: .modal(0), animated: true),
      ], on: container)
  }

  @Test func aScreenThatCannotBeMadeFailsTheWholeChangeBeforeAnythingChanges() async {
    let log = ScreenLog()
    let (app, container) = makeApp(log: log)
    app.start(
      at: tabs(chats(.inbox, .chat("ada")), modals: [.screen(.init(ChatsDestination.photo))]))
    container.removeAllEvents()
    log.failing = AnyDestination(ChatsDestination.profile("grace"))

    await expectFailure(.screenUnavailable) {
      try await app.perform(
        .selectTab("settings", stack: settings(.root, .account) + chats(.profile("grace"))))
    }

    #expect(container.events.isEmpty)
    assertNavigation(
      app,
      equals: tabs(chats(.inbox, .chat("ada")), modals: [.screen(.init(ChatsDestination.photo))]))
  }

  @Test func aStateThatCannotBeShownIsATypedError() async {
    let (app, container) = makeApp()
    app.start(at: tabs())
    container.removeAllEvents()

    await expectFailure(.invalidState) { try await app.perform(.setStack([])) }
    await expectFailure(.invalidState) { try await app.perform(.selectTab("contacts")) }
    await expectFailure(.invalidState) {
      try await app.perform(.present(chats(.photo, .photo), withNavigationBar: false))
    }
    await expectFailure(.invalidState) {
      try await app.perform(
        .reset(to: NavigationState(tabs: [.init("a", chats(.inbox)), .init("a", chats(.inbox))])))
    }
    #expect(container.events.isEmpty)
  }

  @Test func aChangeToTheStateShownSucceedsWithoutATransition() async throws {
    let (app, container) = makeApp()
    app.start(at: tabs())
    container.removeAllEvents()

    try await app.perform(.reset(to: tabs()))
    try await app.perform(.dismissAll)

    #expect(container.events.isEmpty)
  }

  @Test func aCustomChangeIsComputedFromTheStateAtItsTurn() {
    let (app, _) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox)))

    app.navigate(to: ChatsDestination.chat("ada"))
    app.send(
      .custom("double the stack") { state in
        NavigationState(stack: state.rootStack + state.rootStack)
      })

    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox, .chat("ada"), .inbox, .chat("ada"))))
  }

  // MARK: - One queue

  @Test func requestsWaitForTheRunningTransactionAndEachCompletesOnce() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs())
    #expect(container.finishTransition())
    var results: [String] = []

    app.perform(.selectTab("settings", stack: settings(.root, .account))) {
      results.append("a \($0)")
    }
    app.perform(.present(chats(.compose))) { results.append("b \($0)") }
    #expect(app.pendingRequestCount == 1)

    #expect(container.finishTransition())  // select tab
    #expect(results.isEmpty)
    #expect(container.finishTransition())  // set stack
    #expect(results == ["a success()"])
    #expect(container.finishTransition())  // present
    #expect(results == ["a success()", "b success()"])
    assertNavigation(
      app,
      equals: tabs(
        chats(.inbox), settings(.root, .account), selected: "settings",
        modals: [.stack(chats(.compose))]))
  }

  @Test func aCancelledStepFailsTheTransaction() async {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs())
    container.finishTransition()
    var result: Result<Void, NavigationError>?

    app.navigate(to: ChatsDestination.chat("ada"))
    app.perform(.back) { result = $0 }
    container.finishTransition(.cancelled)
    container.finishTransition()

    #expect(result.map { if case .failure(.nothingToPop) = $0 { true } else { false } } == true)
    assertNavigation(app, equals: tabs())
  }

  @Test func aTransitionThatNeverEndsTimesOutAndTheQueueGoesOn() async throws {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.transitionTimeout = .milliseconds(50)
    app.start(at: tabs())
    container.finishTransition()
    var results: [Bool] = []

    app.navigate(to: ChatsDestination.chat("ada"))
    app.onFailure = { error in results.append(NavigationError.transitionTimedOut ~= error) }
    // NB: the container still reports its transition, so the next request waits for it, up to
    // the same timeout, and fails too instead of waiting forever.
    app.perform(.dismissAll) { results.append(NavigationError.transitionTimedOut ~= $0.error) }
    try await eventually { results.count == 2 }
    #expect(results == [true, true])

    container.finishTransition()
    try await app.perform(.dismissAll)
  }

  @Test func aRefusedDismissalIsReportedAndChangesNothing() async {
    let (app, container) = makeApp()
    app.start(at: tabs(modals: [.stack(chats(.compose))]))
    container.setModalInPresentation(true, atLevel: 0)

    await expectFailure(.transitionRefused) { try await app.perform(.dismissAll) }
    #expect(!container.simulateUserSwipeDown())
    assertNavigation(app, equals: tabs(modals: [.stack(chats(.compose))]))
  }

  // MARK: - Following the user

  @Test func theStateFollowsTheUsersGesturesAndObserversSeeEachChange() {
    let (app, container) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))]))
    var seen: [NavigationState] = []
    let observation = app.observe { seen.append($0) }

    #expect(container.simulateUserSwipeDown())
    #expect(container.simulateUserPop())
    #expect(container.simulateUserSelectTab(1))
    app.navigate(to: SettingsDestination.account)

    #expect(
      seen == [
        tabs(chats(.inbox, .chat("ada"))), tabs(), tabs(selected: "settings"),
        tabs(chats(.inbox), settings(.root, .account), selected: "settings"),
      ])
    observation.cancel()
    container.simulateUserPop()
    #expect(seen.count == 4)
  }

  @Test func aReleasedObservationIsNoLongerCalled() {
    let (app, container) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada"))))
    var calls = 0
    _ = app.observe { _ in calls += 1 }

    container.simulateUserPop()

    #expect(calls == 0)
  }

  @Test func anObserverThatNavigatesWaitsItsTurn() {
    let (app, _) = makeApp()
    app.start(at: tabs())
    var seen: [NavigationState] = []
    let observation = app.observe { state in
      seen.append(state)
      if state.rootStack.count == 2 { app.navigate(to: ChatsDestination.profile("ada")) }
    }

    app.navigate(to: ChatsDestination.chat("ada"))

    #expect(
      seen == [
        tabs(chats(.inbox, .chat("ada"))), tabs(chats(.inbox, .chat("ada"), .profile("ada"))),
      ])
    _ = observation
  }

  @Test func screensTheNavigatorDidNotMakeAreLeftOutOfTheState() {
    let (app, container) = makeApp()
    app.start(
      at: NavigationState(stack: chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))]))
    let inbox = container.layout.rootStack[0]
    let chat = container.layout.rootStack[1]
    // NB: a screen the navigator made, shown again below above an alert; a screen is shown once.
    container.apply(.setStack([inbox], at: .root), animated: false) { _ in }
    let pushed = AppScreen(AnyDestination(ChatsDestination.photo), navigator: container)
    let alert = AppScreen(AnyDestination(ChatsDestination.photo), navigator: container)
    let mixed = container.layout.modals[0].stack + [pushed]
    // An alert the app presents itself, over a modal stack into which it pushed a screen too.
    container.apply(.setStack(mixed, at: .modal(0)), animated: false) { _ in }
    container.apply(.present(.screen(alert)), animated: false) { _ in }
    container.apply(.present(.stack([chat])), animated: false) { _ in }

    #expect(container.layout.modals.count == 3)
    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox), modals: [.stack(chats(.compose))]))
  }

  // MARK: - Re-entry

  @Test func aFactoryAndACompletionThatNavigateWaitTheirTurn() {
    let log = ScreenLog()
    let (app, _) = makeApp(log: log)
    log.onMake = { destination in
      if destination == AnyDestination(ChatsDestination.chat("ada")) {
        app.navigate(to: ChatsDestination.profile("ada"))
      }
    }
    app.start(at: NavigationState(stack: chats(.inbox)))

    app.perform(.navigate(to: ChatsDestination.chat("ada"))) { _ in
      app.navigate(to: SettingsDestination.account)
    }

    assertNavigation(
      app,
      equals: NavigationState(
        stack: chats(.inbox, .chat("ada"), .profile("ada")) + settings(.account)))
  }

  @Test func aScreenAlreadyShownIsRefusedBeforeAnythingChanges() async {
    let container = RecordingContainer<AppScreen>()
    let app = AppNavigator(container: container)
    var shared: AppScreen?
    app.register(
      ScreenFactory<ChatsDestination, AppScreen> { destination, navigator in
        if let shared { return shared }
        let screen = AppScreen(AnyDestination(destination), navigator: navigator)
        shared = screen
        return screen
      })
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.removeAllEvents()

    await expectFailure(.screenAlreadyShown) {
      try await app.perform(.setStack(chats(.chat("ada"), .profile("ada"))))
    }
    #expect(container.events.isEmpty)
  }

  @Test func aNewScreenMadeTwiceInOneRequestIsRefusedBeforeAnythingChanges() async {
    let container = RecordingContainer<AppScreen>()
    let app = AppNavigator(container: container)
    // NB: unretained, so that in an optimized build the first screen is held by nothing but the
    // request that made it, which must then find it among the screens it made (a debug build's
    // temporaries hold it too, and it is looked for among every screen on show).
    var last: Unmanaged<AppScreen>?
    app.register(
      ScreenFactory<ChatsDestination, AppScreen> { destination, navigator in
        if case .profile = destination, let last { return last.takeUnretainedValue() }
        let screen = AppScreen(AnyDestination(destination), navigator: navigator)
        last = .passUnretained(screen)
        return screen
      })
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.removeAllEvents()

    await expectFailure(.screenAlreadyShown) {
      try await app.perform(.setStack(chats(.inbox, .chat("ada"), .profile("ada"))))
    }
    #expect(container.events.isEmpty)
    #expect(app.state == NavigationState(stack: chats(.inbox)))
  }

  // MARK: - Lifetimes

  @Test func popsDismissalsAndReplacedTabsReleaseTheirScreens() {
    let (app, container) = makeApp()
    app.start(at: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose, .audience))]))
    let popped = Weak(container.layout.rootStack[1])
    let dismissed = container.layout.modals[0].stack.map { Weak($0) }
    let replacedTab = Weak(container.layout.stack(at: .tab(1))?[0])

    app.send(.dismissAll)
    app.send(.back)
    app.send(.reset(to: NavigationState(stack: chats(.inbox))))

    #expect(popped.object == nil)
    #expect(dismissed.allSatisfy { $0.object == nil })
    #expect(replacedTab.object == nil)
  }

  /// The screens a user's gesture takes away are released at once, not at the next request:
  /// the app navigator holds the screens it remembers only while they are on show.
  @Test func screensTheUserTakesAwayAreReleasedAtOnce() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada")), modals: []))
    app.send(.navigate(to: ChatsDestination.photo, animated: false))
    let swiped = container.layout.modals.map { Weak($0.stack[0]) }
    let popped = Weak(container.layout.rootStack[1])

    #expect(container.simulateUserSwipeDown())
    #expect(container.simulateUserPop())

    #expect(swiped.count == 1 && swiped.allSatisfy { $0.object == nil })
    #expect(popped.object == nil)
    #expect(app.state == NavigationState(stack: chats(.inbox)))
  }

  @Test func screensDoNotKeepTheAppNavigatorAlive() async {
    let container = RecordingContainer<AppScreen>()
    var app: AppNavigator<RecordingContainer<AppScreen>>? = AppNavigator(container: container)
    app?.register(appFactory(ChatsDestination.self, log: ScreenLog()))
    app?.start(at: NavigationState(stack: chats(.inbox)))
    let released = Weak(app)
    let navigator = app?.navigator(for: ChatsDestination.self)

    app = nil

    #expect(released.object == nil)
    await expectFailure(.appNavigatorReleased) {
      try await navigator?.perform(.navigate(to: .inbox))
    }
  }
}

extension Result {
  /// The failure's error, or `nil`.
  var error: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
