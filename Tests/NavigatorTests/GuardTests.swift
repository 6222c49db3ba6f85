import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The login area of the guard tests: what a redirect shows.
enum GuardLogin: Destination, Codable {
  case login

  var presentation: Presentation { .modalWithNavigationBar }
}

/// A screen that guards its own leaving, as a compose screen with a draft does.
@MainActor
final class DraftScreen: AppScreen, LeaveGuard {
  var decision: LeaveDecision = .allow
  private(set) var told: [Leaving] = []

  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    told.append(leaving)
    return decision
  }
}

/// A draft whose leave decision a test changes.
@MainActor
final class Draft {
  var decision: LeaveDecision = .allow
}

/// The signed-in user of the guard tests.
@MainActor
final class Session {
  var isSignedIn = false
}

/// An app with the chats and settings tabs, the login area, routes and links, started at
/// `state` unless it is `nil`.
@MainActor
func makeGuardedApp(
  at state: NavigationState? = tabs(), log: ScreenLog = ScreenLog(),
  draft: DraftScreen? = nil
) throws -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
  let (app, container) = makeApp(log: log)
  app.register(appFactory(GuardLogin.self, log: log))
  if let draft {
    app.register(
      ScreenFactory<DraftDestination, AppScreen> { _, _ in draft })
  }
  app.routes = makeRoutes()
  app.links = try DeepLinks { links in
    links.area(ChatsDestination.self) { chats in
      chats.link("chats://contact/{name}") { (name: String) in
        .contact(name)
      } parts: {
        if case .contact(let name) = $0 { name } else { nil }
      }
    }
  }
  if let state { app.start(at: state) }
  return (app, container)
}

/// What a request's completion got, synchronously.
@MainActor
final class Outcome {
  var result: Result<Void, NavigationError>?
  var failure: NavigationError? {
    if case .failure(let error) = result { error } else { nil }
  }
  var completion: @MainActor (Result<Void, NavigationError>) -> Void {
    { [self] in result = $0 }
  }
}

/// Whether `error` is of the kind of `kind`.
func isA(_ error: NavigationError?, _ kind: NavigationError) -> Bool {
  error.map { kind ~= $0 } ?? false
}

@MainActor
@Suite("Guards", .serialized)
struct GuardTests {
  // MARK: - Entry guards at every entry point

  /// An entry point of a request, named for the failure message.
  struct EntryPoint {
    let name: String
    var state: NavigationState = tabs()
    let ask:
      @MainActor (
        AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>, Outcome
      ) -> Void
  }

  static let entryPoints: [EntryPoint] = [
    EntryPoint(name: "navigate(to:) of the app navigator") { app, _, outcome in
      app.perform(.navigate(to: SettingsDestination.account), completion: outcome.completion)
    },
    EntryPoint(name: "an area's navigator") { app, _, outcome in
      app.navigator(for: SettingsDestination.self)?.perform(
        .navigate(to: .account), completion: outcome.completion)
    },
    EntryPoint(name: "requests from anywhere") { app, _, outcome in
      app.requests.send(.navigate(to: SettingsDestination.account), completion: outcome.completion)
    },
    EntryPoint(name: "setStack") { app, _, outcome in
      app.perform(
        .setStack(settings(.root, .account), tab: "settings"), completion: outcome.completion)
    },
    EntryPoint(name: "reset(to:)") { app, _, outcome in
      app.perform(
        .reset(to: tabs(chats(.inbox), settings(.root, .account))), completion: outcome.completion)
    },
    EntryPoint(name: "selectTab with a stack") { app, _, outcome in
      app.perform(
        .selectTab("settings", stack: settings(.root, .account)), completion: outcome.completion)
    },
    EntryPoint(
      name: "selectTab of a tab showing a guarded screen",
      state: tabs(chats(.inbox), settings(.root, .account))
    ) { app, _, outcome in
      app.perform(.selectTab("settings"), completion: outcome.completion)
    },
    EntryPoint(name: "present") { app, _, outcome in
      app.perform(.present(settings(.account)), completion: outcome.completion)
    },
    EntryPoint(name: "go(to:) through a guarded screen on the way") { app, _, outcome in
      app.perform(.go(to: ChatsDestination.contact("ada")), completion: outcome.completion)
    },
    EntryPoint(name: "open a link through a guarded screen") { app, _, outcome in
      app.perform(.open("chats://contact/ada"), completion: outcome.completion)
    },
    EntryPoint(name: "a lead's change") { app, _, outcome in
      app.handleNavigation(to: ChatsDestination.self) { destination in
        destination == .logout ? .selectTab("settings", stack: settings(.root, .account)) : nil
      }
      app.perform(.navigate(to: ChatsDestination.logout), completion: outcome.completion)
    },
    EntryPoint(name: "a custom change") { app, _, outcome in
      app.perform(
        NavigationChange.setStack(chats(.inbox, .chat("ada"), .profile("ada"))),
        completion: outcome.completion)
    },
  ]

  @Test("Every entry point asks the entry guard of each screen it would newly show")
  func everyEntryPointAsksTheEntryGuard() throws {
    for entryPoint in Self.entryPoints {
      let log = ScreenLog()
      let (app, container) = try makeGuardedApp(at: entryPoint.state, log: log)
      var asked: [AnyDestination] = []
      app.guardEntry(to: SettingsDestination.self) { destination in
        asked.append(AnyDestination(destination))
        return destination == .account ? .deny("the account is locked") : .allow
      }
      app.guardEntry(to: ChatsDestination.self) { destination in
        if case .profile = destination { .deny("profiles are hidden") } else { .allow }
      }
      let before = app.state
      let made = log.made.count
      let outcome = Outcome()
      entryPoint.ask(app, container, outcome)
      #expect(isA(outcome.failure, .entryDenied), "\(entryPoint.name)")
      #expect(app.state == before, "\(entryPoint.name)")
      #expect(
        !log.made.dropFirst(made).contains { $0 == AnyDestination(SettingsDestination.account) },
        "\(entryPoint.name)")
      let sentence = outcome.failure?.description ?? ""
      #expect(
        sentence.contains("the account is locked") || sentence.contains("profiles are hidden"),
        "\(entryPoint.name): \(sentence)")
      #expect(!sentence.contains("ada"), "\(entryPoint.name): the payload is never printed")
    }
  }

  @Test("A tab the user taps is asked before it shows")
  func aTappedTabIsAskedBeforeItShows() throws {
    let (app, container) = try makeGuardedApp(at: tabs(chats(.inbox), settings(.root, .account)))
    app.guardEntry(to: SettingsDestination.self) { $0 == .account ? .deny("locked") : .allow }
    #expect(!container.simulateUserSelectTab(1))
    #expect(app.state == tabs(chats(.inbox), settings(.root, .account)))
    app.guardEntry(to: ChatsDestination.self) { _ in .allow }
    let (other, otherContainer) = try makeGuardedApp(at: tabs())
    other.guardEntry(to: SettingsDestination.self) { _ in .allow }
    #expect(otherContainer.simulateUserSelectTab(1))
    #expect(other.state.selectedTab == "settings")
  }

  @Test("A restore leaves out a screen its guard no longer allows, with those above, and says so")
  func aRestoreStopsBeforeADeniedScreen() throws {
    let (saved, _) = try makeGuardedApp(
      at: tabs(chats(.inbox, .chat("ada"), .profile("ada")), settings(.root)))
    let data = try saved.snapshot()
    let (app, _) = makeApp()
    var reported: [NavigationError] = []
    app.onFailure = { reported.append($0) }
    app.guardEntry(to: ChatsDestination.self) { destination in
      if case .profile = destination { .deny("profiles are hidden") } else { .allow }
    }
    let outcome = Outcome()
    app.restore(from: data, orStartAt: tabs(), completion: outcome.completion)
    #expect(outcome.failure == nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada")), settings(.root)))
    #expect(reported.count == 1)
    #expect(isA(reported.first, .entryDenied))
    #expect(reported.first?.description.contains("left out of the restored state") == true)
  }

  @Test("A route avoids an edge the app closes, and takes another while one leads there")
  func aRouteAvoidsAClosedEdge() throws {
    let shortcut = Session()
    shortcut.isSignedIn = true
    let (app, _) = try makeGuardedApp(at: NavigationState(stack: chats(.inbox)))
    app.routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root(.inbox)
        chats.edge(.inbox, .compose, .modalWithNavigationBar, when: { shortcut.isSignedIn })
        chats.edge(.inbox, .chat)
        chats.edge(.chat, .compose, .modalWithNavigationBar)
        chats.make(.compose)
        chats.make(.chat) { _ in .chat("ada") }
      }
    }
    let sheet = NavigationState.Modal(stack: chats(.compose), hasNavigationBar: true)
    app.perform(.go(to: ChatsDestination.compose), completion: nil)
    #expect(app.state == NavigationState(stack: chats(.inbox), modals: [sheet]))

    app.perform(.dismissTop, completion: nil)
    shortcut.isSignedIn = false
    app.perform(.go(to: ChatsDestination.compose), completion: nil)
    #expect(app.state == NavigationState(stack: chats(.inbox, .chat("ada")), modals: [sheet]))

    app.perform(.reset(to: NavigationState(stack: chats(.inbox))), completion: nil)
    shortcut.isSignedIn = true
    app.perform(.go(to: ChatsDestination.compose), completion: nil)
    #expect(app.state == NavigationState(stack: chats(.inbox), modals: [sheet]))
  }

  // MARK: - Redirect and resume

  @Test("A redirect shows the login first, and the request resumes once the login is gone")
  func aRedirectResumesTheRequest() async throws {
    let session = Session()
    let (app, container) = try makeGuardedApp()
    app.guardEntry(to: ChatsDestination.self) { [session] destination in
      guard case .chat = destination, !session.isSignedIn else { return .allow }
      return .redirect(.present([AnyDestination(GuardLogin.login)]))
    }
    let outcome = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: outcome.completion)
    #expect(outcome.result == nil)
    #expect(app.state.modals.first?.stack == [AnyDestination(GuardLogin.login)])
    session.isSignedIn = true
    app.perform(.dismissTop, completion: nil)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
    let events = container.events.map { "\($0)" }
    #expect(events.contains { $0.contains("present") })
  }

  @Test("A redirect the user abandons fails the request with its own error, and shows nothing")
  func anAbandonedRedirectFailsTheRequest() throws {
    let (app, container) = try makeGuardedApp()
    app.guardEntry(to: ChatsDestination.self) { destination in
      guard case .chat = destination else { return .allow }
      return .redirect(.present([AnyDestination(GuardLogin.login)]))
    }
    let outcome = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: outcome.completion)
    #expect(container.simulateUserSwipeDown())
    #expect(isA(outcome.failure, .redirectAbandoned))
    #expect(outcome.failure?.description.contains("ChatsDestination.chat") == true)
    #expect(app.state == tabs())
  }

  @Test("A redirect that cannot be made fails the request as abandoned, with the redirect's error")
  func aRedirectThatFailsAbandonsTheRequest() throws {
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: ChatsDestination.self) { destination in
      guard case .chat = destination else { return .allow }
      return .redirect(.present([AnyDestination(UnregisteredDestination.somewhere)]))
    }
    let outcome = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: outcome.completion)
    #expect(isA(outcome.failure, .redirectAbandoned))
    #expect(isA((outcome.failure?.underlyingError as? NavigationError), .areaNotRegistered))
    #expect(app.state == tabs())
  }

  @Test("Redirects that keep redirecting end after a limit")
  func redirectsEndAfterALimit() throws {
    let (app, _) = try makeGuardedApp()
    // NB: each redirect shows nothing new, so each ends at once and the request resumes.
    app.guardEntry(to: ChatsDestination.self) { destination in
      guard case .chat = destination else { return .allow }
      return .redirect(.selectTab("chats"))
    }
    let outcome = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: outcome.completion)
    #expect(isA(outcome.failure, .redirectAbandoned))
  }

  // MARK: - Answers given later

  @Test("While a guard is pending nothing changes and later requests wait; then it is followed")
  func aPendingGuardHoldsTheQueue() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    let first = Outcome()
    let second = Outcome()
    app.perform(
      .selectTab("settings", stack: settings(.root, .account)), completion: first.completion)
    app.perform(.navigate(to: ChatsDestination.compose), completion: second.completion)
    await scripted.settle()
    #expect(scripted.waitingCount == 1)
    #expect(app.state == tabs())
    #expect(app.pendingRequestCount == 1)
    #expect(await scripted.answer(.allow))
    // NB: each screen of the tab is asked about, one after the other.
    while await scripted.answer(.allow) {}
    #expect(first.failure == nil && first.result != nil)
    #expect(second.result != nil)
    #expect(app.state.selectedTab == "settings")
  }

  @Test("A guard that denies later fails the request and the queue goes on")
  func aLaterDenialFailsTheRequest() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    let first = Outcome()
    let second = Outcome()
    app.perform(.present(settings(.account)), completion: first.completion)
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: second.completion)
    await scripted.answer(.refuse("the account is locked"))
    #expect(isA(first.failure, .entryDenied))
    #expect(second.failure == nil && second.result != nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test("A guard that throws fails the request with its error")
  func aGuardThatThrowsFailsTheRequest() async throws {
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: SettingsDestination.self) { _ in .later { throw ScreenNotBuilt() } }
    let outcome = Outcome()
    app.perform(.present(settings(.account)), completion: outcome.completion)
    try await eventually { outcome.result != nil }
    #expect(isA(outcome.failure, .guardFailed))
    #expect(outcome.failure?.underlyingError is ScreenNotBuilt)
    #expect(app.state == tabs())
  }

  @Test("A guard that does not answer in time fails the request and the queue goes on")
  func aGuardThatDoesNotAnswerTimesOut() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    app.guardTimeout = .milliseconds(20)
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    let first = Outcome()
    let second = Outcome()
    app.perform(.present(settings(.account)), completion: first.completion)
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: second.completion)
    try await eventually { second.result != nil }
    #expect(isA(first.failure, .guardTimedOut))
    #expect(first.failure?.description.contains("guardTimeout") == true)
    #expect(second.failure == nil && second.result != nil)
    // NB: an answer after the timeout changes nothing.
    await scripted.answer(.allow)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test("A guard that navigates has its request carried out after the one it guards")
  func aGuardThatNavigatesWaitsItsTurn() throws {
    let (app, _) = try makeGuardedApp()
    var order: [String] = []
    app.guardEntry(to: SettingsDestination.self) { [unowned app] _ in
      order.append("guard")
      app.perform(.navigate(to: ChatsDestination.chat("ada"))) { _ in order.append("re-entrant") }
      return .allow
    }
    app.perform(.present(settings(.account))) { _ in order.append("guarded") }
    #expect(order == ["guard", "guarded", "re-entrant"])
  }

  // MARK: - Leave guards

  @Test("A leave guard is asked by back, dismiss, dismiss all, reset, a route and a tab switch")
  func leaveGuardsAreAskedByEveryRequestThatLeaves() throws {
    let changes: [(String, NavigationChange)] = [
      ("back", .back),
      ("back to root", .backToRoot),
      ("dismiss", .dismissTop),
      ("dismiss all", .dismissAll),
      ("reset", .reset(to: tabs())),
      ("go elsewhere", .go(to: SettingsDestination.account)),
      ("a tab switch", .selectTab("settings")),
      ("setStack", .setStack(chats(.inbox))),
    ]
    for (name, change) in changes {
      let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
      draft.decision = .stay("the draft is not sent")
      let draftStack = [AnyDestination(DraftDestination.draft(1))]
      let start = tabs(chats(.inbox, .chat("ada")) + draftStack)
      let sheet = NavigationState.Modal(stack: chats(.compose) + draftStack, hasNavigationBar: true)
      let state = name.hasPrefix("dismiss") ? tabs(modals: [sheet]) : start
      let (app, _) = try makeGuardedApp(at: state, draft: draft)
      let outcome = Outcome()
      app.perform(change, completion: outcome.completion)
      #expect(isA(outcome.failure, .leaveRefused), "\(name)")
      #expect(app.state == state, "\(name)")
      #expect(draft.told.last?.mayRefuse == true, "\(name)")
      #expect(outcome.failure?.description.contains("the draft is not sent") == true, "\(name)")
    }
  }

  @Test("An unstoppable change leaves a guarded screen, and its guard is told")
  func anUnstoppableChangeLeavesAnyway() throws {
    let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
    draft.decision = .stay("the draft is not sent")
    let (app, _) = try makeGuardedApp(
      at: tabs(chats(.inbox) + [AnyDestination(DraftDestination.draft(1))]), draft: draft)
    let outcome = Outcome()
    app.perform(.reset(to: tabs()).unstoppable, completion: outcome.completion)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs())
    #expect(draft.told.last?.mayRefuse == false)
  }

  @Test("An area's leave guard is asked with the destination, and a tab switch only hides")
  func anAreasLeaveGuardIsAsked() throws {
    let (app, _) = try makeGuardedApp(at: tabs(chats(.inbox, .chat("ada"))))
    var told: [Leaving] = []
    app.guardLeaving(ChatsDestination.self) { destination, leaving in
      told.append(leaving)
      return destination == .chat("ada") && leaving.isRemoved ? .stay("typing") : .allow
    }
    let switched = Outcome()
    app.perform(.selectTab("settings"), completion: switched.completion)
    #expect(switched.failure == nil)
    #expect(told.last?.isRemoved == false)
    let back = Outcome()
    app.send(.selectTab("chats"))
    app.perform(.back, completion: back.completion)
    #expect(isA(back.failure, .leaveRefused))
    #expect(told.last?.destination == AnyDestination(ChatsDestination.chat("ada")))
  }

  @Test("A gesture is stopped by a leave guard, or carried out once a later answer allows it")
  func gesturesAskTheLeaveGuards() async throws {
    let scripted = ScriptedGuard()
    let (app, container) = try makeGuardedApp(
      at: tabs(
        chats(.inbox, .chat("ada")), modals: [.init(stack: chats(.compose), hasNavigationBar: true)]
      ))
    let draft = Draft()
    draft.decision = .stay("typing")
    app.guardLeaving(ChatsDestination.self) { [draft] _, leaving in
      #expect(leaving.byGesture)
      // NB: a tab switch only hides the screen, which this guard allows.
      return leaving.isRemoved ? draft.decision : .allow
    }
    #expect(!container.simulateUserSwipeDown())
    #expect(app.state.modals.count == 1)
    draft.decision = .allow
    #expect(container.simulateUserSwipeDown())
    #expect(app.state.modals.isEmpty)
    draft.decision = scripted.leave()
    #expect(!container.simulateUserPop())
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
    await scripted.answer(.allow)
    #expect(app.state == tabs(chats(.inbox)))
    draft.decision = .stay("typing")
    #expect(container.simulateUserSelectTab(1))
    #expect(app.state.selectedTab == "settings")
  }

  // MARK: - Guards that follow the app's state

  @Test("guardsChanged leaves the screens no longer allowed as one change, past leave guards")
  func guardsChangedLeavesWhatIsNoLongerAllowed() throws {
    let session = Session()
    session.isSignedIn = true
    let (app, container) = try makeGuardedApp(
      at: tabs(chats(.inbox, .chat("ada"), .profile("ada")), settings(.root, .account)))
    app.guardEntry(to: ChatsDestination.self) { [session] destination in
      if case .chat = destination, !session.isSignedIn { .deny("signed out") } else { .allow }
    }
    app.guardLeaving(ChatsDestination.self) { _, _ in .stay("typing") }
    session.isSignedIn = false
    container.removeAllEvents()
    let outcome = Outcome()
    app.guardsChanged(completion: outcome.completion)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox), settings(.root, .account)))
    #expect(container.events.count == 1)
  }

  @Test("guardsChanged replaces a root screen whose guard redirects with the redirect")
  func guardsChangedFollowsARootRedirect() throws {
    let session = Session()
    session.isSignedIn = true
    let (app, _) = try makeGuardedApp(at: NavigationState(stack: chats(.inbox)))
    app.guardEntry(to: ChatsDestination.self) { [session] _ in
      session.isSignedIn
        ? .allow : .redirect(.reset(to: NavigationState(stack: [AnyDestination(GuardLogin.login)])))
    }
    session.isSignedIn = false
    app.guardsChanged()
    #expect(app.state == NavigationState(stack: [AnyDestination(GuardLogin.login)]))
  }

  // MARK: - Leads with an after

  @Test("A lead's then runs after its change was applied, and only if it was")
  func aLeadsThenRunsOnlyAfterSuccess() throws {
    let (app, _) = try makeGuardedApp()
    var loaded: [String] = []
    app.handleNavigation(to: ChatsDestination.self) { destination in
      guard destination == .logout else { return nil }
      return .selectTab("settings").then { loaded.append("after") }
    }
    app.send(.navigate(to: ChatsDestination.logout))
    #expect(loaded == ["after"])
    #expect(app.state.selectedTab == "settings")
    app.guardEntry(to: SettingsDestination.self) { _ in .deny("closed") }
    app.send(.selectTab("chats"))
    app.onFailure = { _ in }
    app.send(.navigate(to: ChatsDestination.logout))
    #expect(loaded == ["after"])
  }
}

/// A screen of a stack navigator that guards its own leaving.
@MainActor
final class StackDraftScreen: LeaveGuard {
  var decision: LeaveDecision = .allow
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision { decision }
}

@MainActor
@Suite("Guards of a stack navigator", .serialized)
struct StackNavigatorGuardTests {
  let root = StackDraftScreen()
  let navigation: RecordingNavigationController<StackDraftScreen>
  let navigator:
    StackNavigator<
      ScreenFactory<LoginDestination, StackDraftScreen>,
      RecordingNavigationController<StackDraftScreen>
    >

  init() {
    navigation = RecordingNavigationController(screens: [root])
    navigator = StackNavigator(
      navigationController: navigation,
      factory: ScreenFactory { _, _ in StackDraftScreen() })
  }

  @Test("An entry guard that denies fails the push, and nothing is pushed")
  func aDeniedPushChangesNothing() {
    navigator.guardEntry { $0 == .terms ? .deny("closed") : .allow }
    let outcome = Outcome()
    navigator.perform(.navigate(to: .terms), completion: outcome.completion)
    #expect(isA(outcome.failure, .entryDenied))
    #expect(navigation.events.isEmpty)
    navigator.perform(.navigate(to: .help), completion: outcome.completion)
    #expect(outcome.failure == nil)
  }

  @Test("An entry guard that answers later holds the push until it allows it")
  func aLaterAnswerHoldsThePush() async {
    let scripted = ScriptedGuard()
    navigator.guardEntry { _ in scripted.entry() }
    let outcome = Outcome()
    navigator.perform(.navigate(to: .forgotPassword), completion: outcome.completion)
    await scripted.settle()
    #expect(navigation.screens.count == 1)
    #expect(outcome.result == nil)
    await scripted.answer(.allow)
    #expect(navigation.screens.count == 2)
    #expect(outcome.failure == nil && outcome.result != nil)
  }

  @Test("A stack navigator's guard cannot redirect, and says so")
  func aRedirectIsDenied() {
    navigator.guardEntry { _ in .redirect(.dismissTop) }
    let outcome = Outcome()
    navigator.perform(.navigate(to: .forgotPassword), completion: outcome.completion)
    #expect(isA(outcome.failure, .entryDenied))
    #expect(outcome.failure?.description.contains("AppNavigator") == true)
  }

  @Test("A guarded stack records the same operations as one without guards")
  func aGuardedStackRecordsTheSameOperations() {
    let plain = RecordingNavigationController<StackDraftScreen>(screens: [StackDraftScreen()])
    let plainNavigator = StackNavigator(
      navigationController: plain,
      factory: ScreenFactory<LoginDestination, StackDraftScreen> { _, _ in StackDraftScreen() })
    // NB: a guard that allows sends each request through the engine's whole-state path, and
    // none through the one-step path that the navigator without guards takes.
    navigator.guardEntry { _ in .allow }
    let requests: [NavigationRequest<LoginDestination>] = [
      .navigate(to: .forgotPassword), .backToRoot, .navigate(to: .chat(.ada)),
      .navigate(to: .signUp(prefilledEmail: nil)), .navigate(to: .chat(.ada)),
      .navigate(to: .forgotPassword), .back, .backToRoot,
    ]
    for request in requests {
      navigator.perform(request, completion: nil)
      plainNavigator.perform(request, completion: nil)
    }
    #expect(navigation.events.map(\.description) == plain.events.map(\.description))
    #expect(
      plain.events.map(\.description).filter { !$0.hasPrefix("push") } == [
        "pop to root", "pop to LoginDestination.chat(Ada)", "pop", "pop to root",
      ])
  }

  @Test("A screen that refuses to be left stops back, back to root and a new stack")
  func aScreenThatRefusesStopsThePop() {
    navigator.perform(.navigate(to: .forgotPassword), completion: nil)
    let draft = navigation.screens.last
    draft?.decision = .stay("a draft")
    for request: NavigationRequest<LoginDestination> in [
      .back, .backToRoot, .navigate(to: .logout),
    ] {
      let outcome = Outcome()
      navigator.perform(request, completion: outcome.completion)
      #expect(isA(outcome.failure, .leaveRefused))
      #expect(navigation.screens.count == 2)
    }
    draft?.decision = .allow
    navigator.perform(.back, completion: nil)
    #expect(navigation.screens.count == 1)
  }

  @Test("Every screen of a class that guards its leaving is asked, not only the first one made")
  func everyScreenOfAGuardingClassIsAsked() {
    navigator.perform(.navigate(to: .forgotPassword), completion: nil)
    navigator.perform(.navigate(to: .signUp(prefilledEmail: nil)), completion: nil)
    navigation.screens.last?.decision = .stay("a draft")
    let outcome = Outcome()
    navigator.perform(.back, completion: outcome.completion)
    #expect(isA(outcome.failure, .leaveRefused))
    #expect(navigation.screens.count == 3)
  }

  @Test(
    "A leave guard that answers while its dialog is presented has the dialog taken away, then pops")
  func aLeaveGuardThatAnswersBeforeItsDialogIsAnswered() async throws {
    navigator.perform(.navigate(to: .forgotPassword), completion: nil)
    navigation.makeDialogScreen = { _ in StackDraftScreen() }
    let discard = Dialog<Bool>(
      "discard", actions: [.destructive("Discard", answer: true), .cancel("Keep", answer: false)])
    let answers = Answers<Bool>()
    navigation.screens.last?.decision = .later { @MainActor [navigator] in
      // NB: asks, and answers before the user does.
      navigator.ask(discard, completion: answers.completion)
      return .allow
    }
    navigation.finishesTransitionsImmediately = false
    navigation.removeAllEvents()
    let outcome = Outcome()
    navigator.perform(.back, completion: outcome.completion)
    try await eventually { navigation.isTransitioning }
    for _ in 0..<20 { await Task.yield() }
    #expect(navigation.events.count == 1, "nothing else happens while the dialog is presented")
    try await eventually {
      navigation.finishTransition()
      return outcome.result != nil
    }
    #expect(outcome.failure == nil)
    #expect(navigation.screens.count == 1, "the screen the request pops is gone")
    #expect(navigation.dialog == nil)
    #expect(answers.results.count == 1, "the dialog's asker is told once")
  }

  @Test("The user's back swipe asks the top screen's leave guard: stay stops it, later pops after")
  func aBackSwipeAsksTheLeaveGuard() async {
    navigator.perform(.navigate(to: .forgotPassword), completion: nil)
    let draft = navigation.screens.last
    draft?.decision = .stay("a draft")
    #expect(!navigation.simulateUserPop())
    #expect(navigation.screens.count == 2)
    let scripted = ScriptedGuard()
    draft?.decision = scripted.leave()
    #expect(!navigation.simulateUserPop())
    #expect(navigation.screens.count == 2)
    #expect(await scripted.answer(.allow))
    #expect(navigation.screens.count == 1)
  }
}
