import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The promises the docs make that broke at the seams between the engine's parts, each through
/// the public API.
@MainActor
@Suite("Engine promises", .serialized)
struct EnginePromiseTests {
  /// The guard of the Guards article: a chat needs a signed-in user, and the login comes first.
  private func requireLogin(
    _ app: AppNavigator<RecordingContainer<AppScreen>>, session: Session
  ) {
    app.guardEntry(to: ChatsDestination.self) { [session] destination in
      guard case .chat = destination, !session.isSignedIn else { return .allow }
      return .redirect(.present([AnyDestination(GuardLogin.login)]))
    }
  }

  @Test("A snapshot restored while signed out goes through the redirect and lands on its screen")
  func aRestoreGoesThroughARedirect() throws {
    let session = Session()
    session.isSignedIn = true
    let (saving, _) = try makeGuardedApp(at: tabs(chats(.inbox, .chat("ada"))))
    let data = try saving.snapshot()
    session.isSignedIn = false
    let (app, _) = try makeGuardedApp(at: nil)
    requireLogin(app, session: session)
    let outcome = Outcome()
    app.restore(from: data, orStartAt: tabs(), completion: outcome.completion)
    #expect(app.state.modals.first?.stack == [AnyDestination(GuardLogin.login)])
    #expect(outcome.result == nil)
    session.isSignedIn = true
    app.send(.dismissTop)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test("start(at:) with a screen whose guard redirects shows the redirect, then the screen")
  func aStartGoesThroughARedirect() throws {
    let session = Session()
    let (app, _) = try makeGuardedApp(at: nil)
    requireLogin(app, session: session)
    let outcome = Outcome()
    app.start(at: tabs(chats(.inbox, .chat("ada"))), completion: outcome.completion)
    #expect(app.state.modals.first?.stack == [AnyDestination(GuardLogin.login)])
    #expect(app.state.rootStack == chats(.inbox))
    session.isSignedIn = true
    app.send(.dismissTop)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test("A redirect's then runs once its change was applied")
  func aRedirectsThenRuns() throws {
    let (app, _) = try makeGuardedApp()
    var ran = 0
    app.guardEntry(to: ChatsDestination.self) { destination in
      guard case .chat = destination else { return .allow }
      return .redirect(.present([AnyDestination(GuardLogin.login)]).then { ran += 1 })
    }
    app.send(.navigate(to: ChatsDestination.chat("ada")))
    #expect(app.state.modals.count == 1)
    #expect(ran == 1)
  }

  @Test("An exit whose handler's change a guard redirects runs the handler once")
  func anExitsHandlerRunsOnceThroughARedirect() throws {
    let session = Session()
    let (app, _) = try makeGuardedApp()
    requireLogin(app, session: session)
    var handled = 0
    app.handleExits(from: SettingsDestination.self) { _ in
      handled += 1
      return .setStack(chats(.inbox, .chat("ada")), tab: "chats")
    }
    app.navigator(for: SettingsDestination.self)?.exit(.signedOut("ada"))
    #expect(app.state.modals.first?.stack == [AnyDestination(GuardLogin.login)])
    session.isSignedIn = true
    app.send(.dismissTop)
    #expect(app.state.rootStack == chats(.inbox, .chat("ada")))
    #expect(handled == 1)
  }

  @Test("A redirect that selects another tab shows it and resumes once the user comes back")
  func aRedirectToAnotherTabWaitsForTheUser() throws {
    let session = Session()
    let (app, container) = try makeGuardedApp()
    app.guardEntry(to: ChatsDestination.self) { [session] destination in
      guard case .chat = destination, !session.isSignedIn else { return .allow }
      return .redirect(.selectTab("settings"))
    }
    let outcome = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: outcome.completion)
    #expect(app.state.selectedTab == "settings")
    #expect(outcome.result == nil)
    session.isSignedIn = true
    #expect(container.simulateUserSelectTab(0))
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test("A restore whose transition the user cancels fails as cancelled, not unreadable")
  func aCancelledRestoreIsReportedAsCancelled() throws {
    let (saving, _) = try makeGuardedApp(at: tabs(chats(.inbox, .chat("ada"))))
    let data = try saving.snapshot()
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    let outcome = Outcome()
    app.restore(from: data, orStartAt: tabs(), completion: outcome.completion)
    #expect(container.finishTransition(.cancelled))
    container.finishAllTransitions()
    #expect(isA(outcome.failure, .transitionCancelled))
  }

  @Test("Releasing the app navigator mid-transition fails the request queued behind it")
  func releasingTheAppNavigatorEndsEveryRequest() async throws {
    let container = RecordingContainer<AppScreen>(finishesTransitionsImmediately: false)
    let queued = Outcome()
    do {
      let app = AppNavigator(container: container)
      app.register(appFactory(ChatsDestination.self, log: ScreenLog()))
      app.start(at: NavigationState(stack: chats(.inbox)))
      app.send(.navigate(to: ChatsDestination.profile("ada")), completion: queued.completion)
    }
    for _ in 0..<5 { await Task.yield() }
    while container.finishTransition() { await Task.yield() }
    for _ in 0..<5 { await Task.yield() }
    #expect(queued.result != nil)
  }

  @Test("A selectTab with a stack asks the entry guard once about each new screen")
  func aSelectTabWithAStackAsksOncePerScreen() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    var asked: [AnyDestination] = []
    app.guardEntry(to: SettingsDestination.self) { destination in
      asked.append(AnyDestination(destination))
      return scripted.entry()
    }
    let outcome = Outcome()
    app.perform(
      .selectTab("settings", stack: settings(.root, .account)), completion: outcome.completion)
    while await scripted.answer(.allow) {}
    #expect(asked == settings(.account, .root))
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(app.state == tabs(chats(.inbox), settings(.root, .account), selected: "settings"))
  }

  @Test("Leave guards tell screens apart by identity: a hidden tab's twin of a sheet's screen")
  func leaveGuardsTellEqualScreensApart() throws {
    let (app, _) = try makeGuardedApp(
      at: tabs(
        chats(.inbox, .profile("ada")),
        modals: [.stack(chats(.profile("ada")))]))
    var told: [Bool] = []
    app.guardLeaving(ChatsDestination.self) { destination, leaving in
      if case .profile = destination { told.append(leaving.isRemoved) }
      return .allow
    }
    app.send(.selectTab("settings"))
    #expect(told.filter { $0 }.count == 1 && told.count == 2)
    #expect(app.state.selectedTab == "settings")
  }

  // MARK: - Flows

  @Test("A flow whose screen the user pops during its own push ends, and finishes nothing else")
  func aFlowPoppedDuringItsPushEnds() throws {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.onFailure = { _ in }
    app.start(at: tabs())
    container.finishAllTransitions()
    let flow = Answers<String?>()
    app.result(of: ChatsDestination.profile("ada"), as: String.self, completion: flow.completion)
    #expect(container.simulateUserPop(duringTransition: true))
    container.finishAllTransitions()
    #expect(flow.results.count == 1 && flow.value == .some(nil))
    let finished = Answers<Void>()
    app.finishFlow(returning: "sent", completion: finished.completion)
    container.finishAllTransitions()
    #expect(isA(finished.failure, .flowNotFound))
    #expect(app.state == tabs())
  }

  @Test("A flow whose sheet the user swipes down during its presentation ends as cancelled")
  func aFlowSwipedDownDuringItsPresentationEnds() throws {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.onFailure = { _ in }
    app.start(at: tabs(chats(.inbox, .profile("ada"))))
    container.finishAllTransitions()
    let flow = Answers<String?>()
    app.result(of: ChatsDestination.photo, as: String.self, completion: flow.completion)
    #expect(container.simulateUserSwipeDown(duringTransition: true))
    container.finishAllTransitions()
    #expect(flow.results.count == 1 && flow.value == .some(nil))
    #expect(app.state == tabs(chats(.inbox, .profile("ada"))))
  }

  @Test("finishFlow while the flow's sheet is still presenting waits for it and returns the value")
  func finishingAFlowStillPresentingReturnsItsValue() throws {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.onFailure = { _ in }
    app.start(at: tabs())
    container.finishAllTransitions()
    let flow = Answers<String?>()
    app.result(of: ChatsDestination.photo, as: String.self, completion: flow.completion)
    let finished = Answers<Void>()
    app.finishFlow(returning: "picked", completion: finished.completion)
    container.finishAllTransitions()
    #expect(finished.failure == nil && finished.results.count == 1)
    #expect(flow.value == "picked")
    #expect(app.state == tabs())
  }

  @Test("Two flows of one type in two tabs of two areas: each area's screen finishes its own")
  func eachScreenFinishesItsOwnFlow() throws {
    let (app, _) = makeFlowApp()
    var accountNavigator: (any Navigator<SettingsDestination>)?
    app.register(
      ScreenFactory<SettingsDestination, AppScreen> { destination, navigator in
        if destination == .account { accountNavigator = navigator }
        return AppScreen(AnyDestination(destination), navigator: app)
      })
    app.send(.selectTab("settings"))
    let hidden = Answers<String?>()
    app.result(of: SettingsDestination.account, as: String.self, completion: hidden.completion)
    app.send(.selectTab("chats"))
    let shown = Answers<String?>()
    app.result(of: ChatsDestination.profile("ada"), as: String.self, completion: shown.completion)
    // NB: both tabs' flows return a String; the hidden tab's screen finishes its own.
    app.send(.selectTab("settings"))
    app.send(.selectTab("chats"))
    accountNavigator?.finishFlow(returning: "account", completion: nil)
    #expect(hidden.value == "account")
    #expect(shown.results.isEmpty)
    #expect(app.state == tabs(chats(.inbox, .profile("ada")), settings(.root)))
  }

  // MARK: - Dialogs

  @Test("A guard that times out while its dialog is on show takes the dialog away")
  func aGuardThatTimesOutTakesItsDialogAway() async throws {
    let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
    let (app, container) = try makeGuardedApp(draft: draft)
    container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
    // NB: long enough for the guard to run first while other tests keep the main actor busy.
    app.guardTimeout = .milliseconds(500)
    let discard = Dialog<Bool>(
      "discardChanges", actions: [.destructive("Discard", answer: true), .cancel(answer: false)])
    draft.decision = .later { @MainActor in try await app.ask(discard) ? .allow : .stay("kept") }
    app.send(.present([AnyDestination(DraftDestination.draft(1))], withNavigationBar: true))
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "discardChanges")
    try await eventually { back.result != nil }
    #expect(isA(back.failure, .guardTimedOut))
    try await eventually { container.dialog == nil }
    #expect(container.dialog == nil)
    let next = Outcome()
    app.perform(.navigate(to: ChatsDestination.audience), completion: next.completion)
    #expect(next.failure == nil && next.result != nil)
    #expect(app.state.modals.count == 1)
  }

  @Test("A dialog other code asks while a guard's answer is pending waits its turn in the queue")
  func aDialogOfOtherCodeWaitsBehindAPendingGuard() async throws {
    let scripted = ScriptedGuard()
    let (app, container) = try makeGuardedApp()
    container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    let guarded = Outcome()
    app.perform(.selectTab("settings"), completion: guarded.completion)
    let queued = Outcome()
    app.perform(.navigate(to: SettingsDestination.account), completion: queued.completion)
    await scripted.settle()
    let answer = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: answer.completion)
    #expect(container.dialog == nil)
    while await scripted.answer(.allow) {}
    #expect(guarded.failure == nil && guarded.result != nil)
    #expect(queued.failure == nil && queued.result != nil)
    #expect(container.dialog?.name == "deleteChat")
    try container.answerDialog("Delete")
    #expect(answer.value == .delete)
  }

  // MARK: - Guards changed

  @Test("guardsChanged never reports success while a root screen its guard denies stays")
  func guardsChangedReportsADeniedRoot() throws {
    let session = Session()
    session.isSignedIn = true
    let (app, _) = try makeGuardedApp(at: tabs(chats(.inbox, .profile("ada"))))
    app.guardEntry(to: ChatsDestination.self) { [session] _ in
      session.isSignedIn ? .allow : .deny("signed out")
    }
    session.isSignedIn = false
    let outcome = Outcome()
    app.guardsChanged(completion: outcome.completion)
    #expect(isA(outcome.failure, .entryDenied))
    #expect(outcome.failure?.description.contains("ChatsDestination.inbox") == true)
    #expect(app.state == tabs(chats(.inbox)))
  }

  @Test("guardsChanged covers a root screen whose guard redirects to a sheet with the sheet")
  func guardsChangedCoversARootWithARedirectsSheet() throws {
    let session = Session()
    session.isSignedIn = true
    let (app, _) = try makeGuardedApp(at: NavigationState(stack: chats(.inbox)))
    requireLoginForEveryChat(app, session: session)
    session.isSignedIn = false
    let outcome = Outcome()
    app.guardsChanged(completion: outcome.completion)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(
      app.state
        == NavigationState(
          stack: chats(.inbox), modals: [.stack([AnyDestination(GuardLogin.login)])]))
  }

  private func requireLoginForEveryChat(
    _ app: AppNavigator<RecordingContainer<AppScreen>>, session: Session
  ) {
    app.guardEntry(to: ChatsDestination.self) { [session] _ in
      session.isSignedIn ? .allow : .redirect(.present([AnyDestination(GuardLogin.login)]))
    }
  }

  // MARK: - Custom containers

  @Test("A container that sets its layout in apply survives a deinit that reads the state")
  func aNaturalContainerSurvivesADeinitThatReadsTheState() throws {
    let container = NaturalContainer()
    let app = AppNavigator(container: container)
    var seen: [NavigationState] = []
    app.register(
      ScreenFactory<ChatsDestination, ReportingScreen> { destination, _ in
        ReportingScreen { [weak app] in if let app { seen.append(app.state) } }
      })
    app.start(at: NavigationState(stack: chats(.inbox, .profile("ada"))))
    let outcome = Outcome()
    app.perform(.back, completion: outcome.completion)
    #expect(outcome.failure == nil && outcome.result != nil)
    #expect(seen == [NavigationState(stack: chats(.inbox))])
    #expect(app.state == NavigationState(stack: chats(.inbox)))
  }
}

/// A screen that runs `onDeinit` when it is released.
@MainActor
final class ReportingScreen {
  let onDeinit: @MainActor () -> Void

  init(onDeinit: @escaping @MainActor () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit {
    let body = onDeinit
    MainActor.assumeIsolated { body() }
  }
}

/// A container written the way its documentation reads: `apply` sets the layout in place.
@MainActor
final class NaturalContainer: NavigationContainer {
  var layout = NavigationTree<ReportingScreen>(stack: [])
  var isTransitioning: Bool { false }
  var userDidChangeLayout: (@MainActor () -> Void)?

  func apply(
    _ change: ContainerChange<ReportingScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    switch change {
    case .setRoot(let root): layout = NavigationTree(root: root)
    case .setStack(let screens, let location): layout.setStack(screens, at: location)
    case .push, .pop: layout.apply(change)
    case .selectTab(let index):
      if case .tabs(let tabs, _) = layout.root { layout.root = .tabs(tabs, selectedIndex: index) }
    case .present(let modal): layout.modals.append(modal)
    case .dismiss(let level): layout.modals.removeSubrange(level...)
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }
}
