import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct GoAnywhereTests {
  /// An app navigator with the test routes, started at `state`, its events cleared.
  private func start(
    at state: NavigationState, routes: DestinationGraph? = makeRoutes(),
    log: ScreenLog = ScreenLog()
  ) -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
    let (app, container) = makeApp(log: log)
    app.routes = routes
    app.start(at: state)
    container.removeAllEvents()
    log.made.removeAll()
    return (app, container)
  }

  private func go(
    _ app: AppNavigator<RecordingContainer<AppScreen>>, _ change: NavigationChange
  ) -> [Result<Void, NavigationError>] {
    var results: [Result<Void, NavigationError>] = []
    app.perform(change) { results.append($0) }
    return results
  }

  // MARK: - Routes

  @Test func theScreensOnTheWayGetTheirPayloadFromTheNextOne() {
    let log = ScreenLog()
    let (app, container) = start(at: tabs(), log: log)

    let results = go(app, .go(to: ChatsDestination.profile("ada")))

    #expect(results.count == 1)
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
    assertEvents(
      [.setStack(names(chats(.inbox, .chat("ada"), .profile("ada"))), at: .tab(0), animated: true)],
      on: container)
    #expect(log.made == chats(.chat("ada"), .profile("ada")))
  }

  @Test func eachScreenOnTheWayIsMadeFromTheOneAfterIt() {
    let (app, _) = start(at: tabs())

    _ = go(app, .go(to: ChatsDestination.contact("ada")))

    assertNavigation(
      app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"), .contact("ada"))))
  }

  @Test func aStackWhoseFirstScreenCannotStayStartsAgainFromARoot() {
    let (app, _) = start(at: NavigationState(stack: chats(.chat("grace"))))

    _ = go(app, .go(to: ChatsDestination.chat("ada")))

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
  }

  @Test func aScreenKeptThatTheRouteDoesNotMatchIsReplaced() {
    let (app, _) = start(at: tabs(chats(.inbox, .chat("grace"))))

    _ = go(app, .go(to: ChatsDestination.profile("ada")))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
  }

  @Test func aScreenKeptThatMatchesIsKept() {
    let log = ScreenLog()
    let (app, _) = start(at: tabs(chats(.inbox, .chat("ada"))), log: log)

    _ = go(app, .go(to: ChatsDestination.profile("ada")))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
    #expect(log.made == chats(.profile("ada")))
  }

  @Test func theTargetOnShowIsGoneBackTo() {
    let (app, container) = start(
      at: tabs(chats(.inbox, .chat("ada"), .profile("ada")), modals: [.stack(chats(.compose))]))

    _ = go(app, .go(to: ChatsDestination.chat("ada")))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
    assertEvents(
      [
        .dismiss(fromLevel: 0, animated: false),
        .setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: true),
      ], on: container)
  }

  @Test func theTargetNearestTheTopIsTheOneGoneBackTo() {
    let stack = chats(.inbox, .chat("ada"), .profile("ada"), .chat("ada"))
    let (app, container) = start(at: tabs(stack))

    let results = go(app, .go(to: ChatsDestination.chat("ada")))

    #expect(results.count == 1)
    assertNavigation(app, equals: tabs(stack))
    #expect(container.events.isEmpty)
  }

  @Test func aTabEdgeDismissesTheSheets() {
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .compose, .modalWithNavigationBar)
        chats.edge(.compose, DestinationCase(SettingsDestination.self, .root), .tab)
        chats.make(.compose)
      }
    }
    let (app, _) = start(at: tabs(modals: [.stack(chats(.compose))]), routes: routes)

    _ = go(app, .go(to: SettingsDestination.root))

    assertNavigation(app, equals: tabs(selected: "settings"))
  }

  @Test func aScreenOfTheTargetsCaseWithAnotherPayloadIsNotGoneBackTo() {
    let (app, _) = start(at: tabs(chats(.inbox, .chat("grace"), .profile("grace"))))

    _ = go(app, .go(to: ChatsDestination.chat("ada")))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
  }

  @Test func aTargetInAnotherTabSwitchesTabAndDismissesTheSheets() {
    let log = ScreenLog()
    let (app, container) = start(
      at: tabs(selected: "settings", modals: [.stack(chats(.compose, .audience))]), log: log)

    let results = go(app, .go(to: ChatsDestination.chat("ada")))

    #expect(results.count == 1)
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
    #expect(log.made == chats(.chat("ada")))
    #expect(container.events.filter { $0.isAnimated == true }.count == 1)
    #expect(container.events.last?.isAnimated == true)
  }

  @Test func theShortestStartWinsOverTheTabOfTheTarget() {
    let (app, _) = start(at: tabs(selected: "settings"))

    _ = go(app, .go(to: ChatsDestination.profile("ada")))

    // NB: root › account › profile is 2 steps; switching to chats and showing chat › profile, 3.
    assertNavigation(
      app,
      equals: tabs(
        chats(.inbox),
        [AnyDestination(SettingsDestination.root), .init(SettingsDestination.account)]
          + chats(.profile("ada")), selected: "settings"))
  }

  @Test func onATieTheScreensOnShowWinOverAnotherTab() {
    let (app, _) = start(at: tabs(chats(.inbox, .chat("ada")), selected: "settings"))

    _ = go(app, .go(to: ChatsDestination.profile("ada")))

    // NB: account › profile is 2 steps here; the chats tab's profile is 1, plus 1 for the switch.
    assertNavigation(
      app,
      equals: tabs(
        chats(.inbox, .chat("ada")), settings(.root, .account) + chats(.profile("ada")),
        selected: "settings"))
  }

  @Test func aRouteInsideASheetPushesInIt() {
    let (app, _) = start(at: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))]))

    _ = go(app, .go(to: ChatsDestination.audience))

    assertNavigation(
      app, equals: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose, .audience))]))
  }

  @Test func breadcrumbsGiveTheirOwnPayloads() {
    let (app, _) = start(at: tabs(), routes: makeRoutes(chatMaker: false))

    _ = go(app, .go(to: ChatsDestination.profile("ada"), through: [ChatsDestination.chat("ada")]))

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
  }

  @Test func breadcrumbsMakeTheRoutePassThroughTheirScreens() {
    let (app, _) = start(at: tabs())

    _ = go(app, .go(to: ChatsDestination.profile("ada"), through: [SettingsDestination.account]))

    assertNavigation(
      app,
      equals: tabs(
        chats(.inbox), settings(.root, .account) + chats(.profile("ada")), selected: "settings"))
  }

  @Test func aModalOnTheWayIsPresented() {
    let (app, _) = start(at: tabs())

    _ = go(app, .go(to: ChatsDestination.photo))

    assertNavigation(
      app,
      equals: tabs(chats(.inbox, .chat("photos")), modals: [.screen(.init(ChatsDestination.photo))])
    )
  }

  @Test func aRouteTakesNoTabEdgeButStartsFromTheOtherTabsStack() {
    let routes = DestinationGraph { graph in
      graph.area(SettingsDestination.self) { settings in
        settings.root(.root)
        settings.edge(.root, DestinationCase(ChatsDestination.self, .inbox), .tab)
      }
      graph.area(ChatsDestination.self) { chats in
        chats.edge(.inbox, .compose, .modalWithNavigationBar)
        chats.make(.inbox)
      }
    }
    let (app, _) = start(
      at: NavigationState(
        tabs: [.init("settings", settings(.root)), .init("chats", chats(.inbox, .chat("ada")))]),
      routes: routes)

    _ = go(app, .go(to: ChatsDestination.compose))

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: [.init("settings", settings(.root)), .init("chats", chats(.inbox))],
        selected: "chats",
        modals: [.stack(chats(.compose))]))
  }

  @Test func aSingleStackAppPopsBackToWhereTheTargetCanBeReached() {
    let (app, container) = start(at: NavigationState(stack: chats(.inbox, .chat("grace"))))

    _ = go(app, .go(to: ChatsDestination.compose))

    // NB: only the inbox leads to the compose sheet.
    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox), modals: [.stack(chats(.compose))]))
    assertEvents(
      [
        .setStack(names(chats(.inbox)), at: .root, animated: false),
        .present(names(chats(.compose)), withNavigationBar: true, animated: true),
      ], on: container)
  }

  @Test func aMakerThatNavigatesIsQueuedAfterTheRouteItMakes() {
    final class Box { weak var app: AppNavigator<RecordingContainer<AppScreen>>? }
    let box = Box()
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .chat)
        chats.edge(.chat, .profile)
        chats.make(.chat) { context in
          box.app?.send(.back)
          guard case .profile(let name)? = context.next(as: ChatsDestination.self) else {
            return nil
          }
          return .chat(name)
        }
      }
    }
    let (app, _) = start(at: NavigationState(stack: chats(.inbox)), routes: routes)
    box.app = app
    var order: [String] = []

    app.perform(.go(to: ChatsDestination.profile("ada"))) { _ in order.append("go") }

    #expect(order == ["go"])
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
  }

  // MARK: - Failures

  @Test func aPayloadNobodyGivesFailsBeforeAnythingChanges() throws {
    let log = ScreenLog()
    let (app, container) = start(
      at: NavigationState(stack: chats(.inbox)), routes: makeRoutes(chatMaker: false), log: log)

    let results = go(app, .go(to: ChatsDestination.profile("ada")))

    let error = try #require(results.first?.failure)
    #expect(error ~= .payloadUnavailable)
    #expect(
      error.description
        == "The route to ChatsDestination.profile shows ChatsDestination.chat before "
        + "ChatsDestination.profile, but nothing gives its payload. Declare make(.chat) for it in "
        + "the destination graph, taking the payload from the next screen, the target or the "
        + "app's model; nothing changed.")
    #expect(!error.description.contains("ada"))
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
    #expect(container.events.isEmpty)
    #expect(log.made.isEmpty)
  }

  @Test func aMakerThatGivesNothingFailsWithItsOwnSentence() throws {
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .chat)
        chats.edge(.chat, .profile)
        chats.make(.chat) { _ in nil }
      }
    }
    let (app, _) = start(at: tabs(), routes: routes)

    let results = go(app, .go(to: ChatsDestination.profile("ada")))

    let error = try #require(results.first?.failure)
    #expect(error ~= .payloadUnavailable)
    #expect(
      error.description
        == "The route to ChatsDestination.profile shows ChatsDestination.chat before "
        + "ChatsDestination.profile, but its maker gave no payload from this state; nothing "
        + "changed. Ask once the data it needs is on show or in the app's model, or make the maker "
        + "take it from the next screen or the target.")
  }

  @Test func aTabsFirstScreenIsNeverReplaced() throws {
    let (app, _) = start(at: tabs(chats(.chat("grace"))))

    let results = go(app, .go(to: ChatsDestination.chat("ada")))

    #expect(try #require(results.first?.failure) ~= .noRoute)
    assertNavigation(app, equals: tabs(chats(.chat("grace"))))
  }

  @Test func aDestinationNoEdgeReachesFailsWithNoRoute() throws {
    let (app, container) = start(at: tabs())

    let results = go(app, .go(to: ChatsDestination.logout))

    let error = try #require(results.first?.failure)
    #expect(error ~= .noRoute)
    #expect(error.description.hasPrefix("No route leads to ChatsDestination.logout"))
    assertNavigation(app, equals: tabs())
    #expect(container.events.isEmpty)
  }

  // MARK: - Screens the graph does not name

  /// A chats area whose inbox leads only to a sheet, and whose chat leads to a profile.
  private func routesFromTheChatOnly() -> DestinationGraph {
    DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .compose, .modalWithNavigationBar)
        chats.edge(.chat, .profile)
        chats.make(.inbox)
        chats.make(.compose)
      }
    }
  }

  @Test func aScreenTheGraphDoesNotNameNeverCutsOffAScreenAboveItThatLeadsThere() {
    // Root › First › Second › Third, with edges from Root and from Third only.
    let shown = NavigationState(stack: chats(.inbox, .logout, .audience, .chat("ada")))
    let (app, container) = start(at: shown, routes: routesFromTheChatOnly())

    let results = go(app, .go(to: ChatsDestination.profile("ada")))

    #expect(results.count == 1)
    #expect(results.first?.failure == nil)
    assertNavigation(
      app,
      equals: NavigationState(
        stack: chats(.inbox, .logout, .audience, .chat("ada"), .profile("ada"))))
    assertEvents(
      [
        .setStack(
          names(chats(.inbox, .logout, .audience, .chat("ada"), .profile("ada"))), at: .root,
          animated: true)
      ], on: container)
  }

  @Test func aScreenTheGraphDoesNotNameStaysUnderTheRoute() {
    let shown = NavigationState(stack: chats(.inbox, .logout, .chat("photos")))
    let (app, _) = start(at: shown)

    _ = go(app, .go(to: ChatsDestination.photo))

    assertNavigation(
      app,
      equals: NavigationState(
        stack: chats(.inbox, .logout, .chat("photos")),
        modals: [.screen(AnyDestination(ChatsDestination.photo))]))
  }

  @Test func aScreenTheGraphDoesNotNameOnTopIsPoppedToRouteFromTheOneUnderIt() {
    let shown = NavigationState(stack: chats(.inbox, .chat("ada"), .logout))
    let (app, _) = start(at: shown)

    _ = go(app, .go(to: ChatsDestination.profile("ada")))

    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))))
  }

  // MARK: - Breadcrumbs of the target's case

  @Test func aBreadcrumbEqualToTheTargetIsHonouredByTheTarget() {
    let (app, _) = start(at: tabs())

    let results = go(
      app, .go(to: ChatsDestination.profile("ada"), through: [ChatsDestination.profile("ada")]))

    #expect(results.first?.failure == nil)
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))
  }

  @Test func aBreadcrumbOfTheTargetsCaseWithAnotherPayloadIsRefusedNotDropped() throws {
    let (app, container) = start(at: tabs())

    let results = go(
      app, .go(to: ChatsDestination.profile("ada"), through: [ChatsDestination.profile("grace")]))

    let error = try #require(results.first?.failure)
    #expect(error ~= .noRoute)
    #expect(
      error.description.contains("the breadcrumb ChatsDestination.profile is of the target's case"),
      "\(error)")
    #expect(!error.description.contains("grace"))
    assertNavigation(app, equals: tabs())
    #expect(container.events.isEmpty)
  }

  @Test func goingWithoutRoutesSaysToDeclareThem() throws {
    let (app, _) = start(at: tabs(), routes: nil)

    let results = go(app, .go(to: ChatsDestination.chat("ada")))

    let error = try #require(results.first?.failure)
    #expect(error ~= .noRoute)
    #expect(error.description.contains("has no destination graph"))
  }

  @Test func aMakerThatGivesAnotherCaseFails() throws {
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .chat)
        chats.edge(.chat, .profile)
        chats.make(.chat) { _ in .inbox }
      }
    }
    let (app, _) = start(at: tabs(), routes: routes)

    let results = go(app, .go(to: ChatsDestination.profile("ada")))

    let error = try #require(results.first?.failure)
    #expect(error ~= .noRoute)
    #expect(
      error.description
        == "No route leads to ChatsDestination.profile: the maker for ChatsDestination.chat gave "
        + "ChatsDestination.inbox. Nothing changed.")
    assertNavigation(app, equals: tabs())
  }

  @Test func aPushOverAModalWithoutNavigationBarFails() throws {
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .photo, .modal)
        chats.edge(.photo, .audience)
        chats.make(.photo)
      }
    }
    let (app, _) = start(at: tabs(), routes: routes)

    let results = go(app, .go(to: ChatsDestination.audience))

    let error = try #require(results.first?.failure)
    #expect(error ~= .noRoute)
    #expect(error.description.contains("declare the edge to that modal as modalWithNavigationBar"))
    assertNavigation(app, equals: tabs())
  }

  // MARK: - Clearing the back stack

  @Test func clearingTheBackStackKeepsTheTopScreenOnly() {
    let (app, _) = start(at: tabs(chats(.inbox, .chat("ada"), .profile("ada"))))

    _ = go(app, .clearBackStack)

    assertNavigation(app, equals: tabs(chats(.profile("ada"))))
  }

  @Test func clearingTheBackStackUnderAScreenModalFails() throws {
    let state = tabs(modals: [.screen(.init(ChatsDestination.photo))])
    let (app, _) = start(at: state)

    let results = go(app, .clearBackStack)

    #expect(try #require(results.first?.failure) ~= .invalidState)
    assertNavigation(app, equals: state)
  }

  // MARK: - Validation and maps

  @Test func problemsNameTheCasesWithoutMakers() {
    let problems = makeRoutes(chatMaker: false).problems()

    #expect(
      problems == [
        .payloadGap(
          DestinationCase(ChatsDestination.self, .chat),
          before: DestinationCase(ChatsDestination.self, .profile))
      ])
    #expect(
      problems.first?.description
        == "ChatsDestination.chat may be shown on the way to ChatsDestination.profile, but nothing "
        + "makes its payload: declare make for it, taking the payload from the next screen, the "
        + "target or the app's model.")
    #expect(makeRoutes().problems().isEmpty)
  }

  @Test func aTabSwitchToAScreenThatIsNotARootIsAProblem() {
    let routes = DestinationGraph { graph in
      graph.area(SettingsDestination.self) { settings in
        settings.root(.root)
        settings.edge(.root, DestinationCase(ChatsDestination.self, .chat), .tab)
      }
    }

    #expect(
      routes.problems().map(\.description) == [
        "SettingsDestination.root switches tab to ChatsDestination.chat, which is not a root: a "
          + "tab switch shows a tab's first screen. Declare ChatsDestination.chat a root, or lead "
          + "there with a push or a modal."
      ])
  }

  @Test func aTabsFirstScreenNeedsNoMaker() {
    let routes = DestinationGraph { graph in
      graph.area(SettingsDestination.self) { settings in
        settings.root(.root)
        settings.edge(.root, DestinationCase(ChatsDestination.self, .inbox), .tab)
      }
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .chat)
      }
    }

    #expect(routes.problems().isEmpty)
  }

  @Test func theMapsNameEveryCase() {
    let routes = makeRoutes()

    #expect(routes.mermaid().contains("[\"ChatsDestination.chat\"]"))
    #expect(
      routes.dot().contains("\"SettingsDestination.account\" -> \"ChatsDestination.profile\""))
  }

  @Test func aDestinationCaseNamesItsAreaAndCase() {
    let chat = DestinationCase(of: ChatsDestination.chat("ada"))

    #expect(chat == DestinationCase(ChatsDestination.self, .chat))
    #expect(chat != DestinationCase(ChatsDestination.self, .profile))
    #expect(chat != DestinationCase(SettingsDestination.self, .root))
    #expect(chat.description == "ChatsDestination.chat")
    #expect(Set([chat, DestinationCase(ChatsDestination.self, .chat)]).count == 1)
  }

  // MARK: - Requests from anywhere

  @Test func requestsFromAnywhereGoThroughTheQueue() async throws {
    let (app, _) = start(at: tabs())
    let requests = app.requests

    try await Task.detached { try await requests.perform(.go(to: ChatsDestination.chat("ada"))) }
      .value

    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
  }

  @Test func requestsWaitForTheTransitionOnScreen() {
    let container = RecordingContainer<AppScreen>(finishesTransitionsImmediately: false)
    let app = AppNavigator(container: container)
    app.register(appFactory(ChatsDestination.self, log: ScreenLog()))
    app.routes = makeRoutes()
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.finishTransition()

    app.send(.go(to: ChatsDestination.chat("ada")))
    app.requests.send(.back)
    #expect(app.pendingRequestCount == 1)
    container.finishTransition()
    container.finishTransition()

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
  }

  @Test func requestsToAReleasedAppNavigatorFailWithASentence() throws {
    var requests: NavigationRequests?
    do {
      let (app, _) = start(at: tabs())
      requests = app.requests
    }
    var results: [Result<Void, NavigationError>] = []

    requests?.send(.backToRoot) { results.append($0) }

    #expect(try #require(results.first?.failure) ~= .appNavigatorReleased)
  }

  @Test func routesRequestsAndScreensMadeOnTheWayKeepNothingAlive() {
    let log = ScreenLog()
    var app: AppNavigator<RecordingContainer<AppScreen>>? = start(at: tabs(), log: log).0
    let requests = app?.requests
    app?.send(.go(to: ChatsDestination.contact("ada")))
    let screen = Weak(app?.container.layout.topStack?.last)
    #expect(screen.object?.destination == AnyDestination(ChatsDestination.contact("ada")))
    let graph = Weak(app?.routes)
    let released = Weak(app)

    app = nil

    #expect(released.object == nil)
    #expect(graph.object == nil)
    #expect(screen.object == nil)
    _ = requests
  }

  @Test func aComponentsRequestsCanBeRecorded() async throws {
    var asked: [String] = []
    let requests = NavigationRequests { change, completion in
      asked.append("\(change)")
      completion?(.success(()))
    }

    requests.send(.go(to: ChatsDestination.profile("ada"), through: [SettingsDestination.account]))
    try await requests.perform(.dismissAll)

    #expect(
      asked == [
        "go to ChatsDestination.profile through [SettingsDestination.account]", "dismiss all",
      ])
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
