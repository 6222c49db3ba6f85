import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The faults an app hit before the two engines became one, each kept out by the promise it
/// breaks.
// NB: serialized, as some tests install a global failure handler and others report to it.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct EngineFaultTests {
  // MARK: - Requests behind a whole-path change (fault 2)

  @Test func aRequestBehindAChangeMixingLateAndImmediateStepsRunsAndReturns() async throws {
    let (app, container) = makeScriptedApp()
    container.ending = ScriptedContainer.uiKitTiming
    app.start(at: tabs(modals: [.stack(chats(.compose))]))
    container.finishAllKept()
    var results: [String] = []

    // NB: a dismissal that ends later, then a tab selection and a stack that end at once.
    app.perform(.reset(to: tabs(chats(.inbox, .chat("ada")), selected: "settings"))) {
      results.append("reset \($0.isSuccess)")
    }
    app.perform(.navigate(to: SettingsDestination.account)) {
      results.append("account \($0.isSuccess)")
    }
    container.finishKept()

    #expect(results == ["reset true", "account true"])
    assertNavigation(
      app,
      equals: tabs(chats(.inbox, .chat("ada")), settings(.root, .account), selected: "settings"))
  }

  @Test(arguments: 0..<50) func randomMixesOfLateAndImmediateStepsFinishEveryRequestOnce(
    seed: UInt64
  ) {
    var random = SplitMix64(seed: seed)
    let (app, container) = makeScriptedApp()
    container.ending = { _ in Bool.random(using: &random) ? .later : .atOnce }
    app.start(at: tabs())
    let changes: [NavigationChange] = [
      .reset(to: tabs(modals: [.stack(chats(.compose))])),
      .reset(to: tabs(chats(.inbox, .chat("ada")), selected: "settings")),
      .navigate(to: ChatsDestination.photo), .dismissAll, .back,
      .navigate(to: SettingsDestination.account), .selectTab("chats", stack: nil),
    ]
    var finished = Array(repeating: 0, count: 12)
    for index in finished.indices {
      app.perform(changes.randomElement(using: &random)!) { _ in finished[index] += 1 }
      if Bool.random(using: &random) { container.finishKept() }
    }
    container.finishAllKept()

    #expect(finished == Array(repeating: 1, count: 12), "seed \(seed)")
    #expect(app.pendingRequestCount == 0)
  }

  // MARK: - Re-entry from deinits (fault 3)

  @Test func aPayloadWhoseDeinitNavigatesWhileScreensAreRecordedDoesNotCrash() {
    let (app, container) = makeScriptedApp()
    app.register(
      ScreenFactory { (destination: Tokened, navigator) in
        AppScreen(AnyDestination(destination), navigator: navigator)
      })
    app.start(at: NavigationState(stack: chats(.inbox)))
    var reads = 0
    // NB: each pushed screen is popped at once, so that the table of screens drops them as it
    // grows; their destinations' payloads are released then, and navigate.
    for round in 0..<40 {
      let token = DeinitAction {
        reads += app.state.elements.count
        app.navigate(to: ChatsDestination.profile("from deinit"))
      }
      app.send(
        .setStack([AnyDestination(ChatsDestination.inbox), AnyDestination(Tokened(token: token))]))
      app.send(.setStack(chats(.inbox)))
      _ = round
    }

    #expect(reads > 0)
    #expect(container.layout.elements.count >= 1)
  }

  @Test func anObserverWhoseReleaseNavigatesIsRemovedWithoutACrash() {
    let (app, _) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox)))
    var observation: NavigationObservation? = {
      let token = DeinitAction {
        _ = app.observe { _ in }
        app.navigate(to: ChatsDestination.profile("from deinit"))
      }
      return app.observe { _ in withExtendedLifetime(token) {} }
    }()
    let kept = app.observe { _ in }

    observation?.cancel()
    observation = nil
    app.navigate(to: ChatsDestination.chat("ada"))

    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox, .chat("ada"), .profile("from deinit"))))
    withExtendedLifetime(kept) {}
  }

  // MARK: - A released app navigator (fault 4)

  @Test func requestsWaitingWhenTheAppNavigatorIsReleasedAllFinishOnce() async {
    let container = RecordingContainer<AppScreen>(finishesTransitionsImmediately: false)
    var app: AppNavigator<RecordingContainer<AppScreen>>? = AppNavigator(container: container)
    app?.register(appFactory(ChatsDestination.self, log: ScreenLog()))
    app?.start(at: NavigationState(stack: chats(.inbox)))
    var results: [Bool] = []
    app?.navigate(to: ChatsDestination.chat("ada"))
    app?.perform(.navigate(to: ChatsDestination.profile("ada"))) { results.append($0.isSuccess) }
    app?.perform(.back) { results.append($0.isSuccess) }
    let released = Weak(app)

    app = nil
    container.finishAllTransitions()

    #expect(results == [true, true])
    #expect(released.object == nil, "the app navigator is released once its requests are done")
  }

  @Test func requestsMadeBeforeAStartThatNeverComesFailWhenTheAppNavigatorIsReleased() async throws
  {
    var app: AppNavigator<RecordingContainer<AppScreen>>? = AppNavigator(
      container: RecordingContainer())
    let result = try await completion {
      app?.perform(.navigate(to: ChatsDestination.inbox), completion: $0)
      app = nil
    }

    #expect(result?.error.map { .appNavigatorReleased ~= $0 } == true)
  }

  // MARK: - Area identities (fault 5)

  @Test func twoAreasWithTheSameShortTypeNameKeepTheirPlacesOnRestore() async throws {
    let (app, _) = makeApp()
    app.register(appFactory(Shop.Item.self, log: ScreenLog()))
    app.register(appFactory(Blog.Item.self, log: ScreenLog()))
    let saved = NavigationState(
      stack: [AnyDestination(Shop.Item.detail), AnyDestination(Blog.Item.detail)])
    app.start(at: saved)
    let data = try app.snapshot()

    let (relaunched, _) = makeApp()
    relaunched.register(appFactory(Blog.Item.self, log: ScreenLog()))
    relaunched.register(appFactory(Shop.Item.self, log: ScreenLog()))
    try await completion { relaunched.restore(from: data, orStartAt: tabs(), completion: $0) }?
      .get()

    assertNavigation(relaunched, equals: saved)
  }

  @Test func anAreaIdentifierAnotherAreaHasIsRefusedAtRegistration() {
    let (app, _) = makeApp()
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }

    app.register(appFactory(Shop.Item.self, log: ScreenLog()), identifier: "items")
    app.register(appFactory(Blog.Item.self, log: ScreenLog()), identifier: "items")

    #expect(failures == [.areaIdentifierTaken])
    #expect(failures.first?.description.contains("registered as items") == true)
    #expect(app.navigator(for: Shop.Item.self) != nil)
    #expect(app.navigator(for: Blog.Item.self) == nil)
  }

  @Test func anExplicitAreaIdentifierNamesTheAreaInSnapshots() throws {
    let (app, _) = makeApp()
    app.register(appFactory(Shop.Item.self, log: ScreenLog()), identifier: "shop.items")
    app.start(at: NavigationState(stack: [AnyDestination(Shop.Item.detail)]))

    let text = String(decoding: try app.snapshot(), as: UTF8.self)

    #expect(text.contains(#""area":"shop.items""#))
  }

  // MARK: - Observers that navigate (fault 6)

  @Test func everyObserversLastCallIsForTheStateOnShowWhenAnEarlierObserverNavigates() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))))
    // NB: after the user's back swipe, so that the observer's request runs during the
    // notification.
    let navigating = app.observe { state in
      if state.rootStack.last == AnyDestination(ChatsDestination.chat("ada")) {
        app.navigate(to: ChatsDestination.profile("grace"))
      }
    }
    var calls: [NavigationState] = []
    let later = app.observe { calls.append($0) }

    container.simulateUserPop()

    #expect(calls.last == app.state)
    #expect(calls.last == NavigationState(stack: chats(.inbox, .chat("ada"), .profile("grace"))))
    withExtendedLifetime((navigating, later)) {}
  }

  // MARK: - A change that fails midway (fault 7)

  @Test func aWholePathChangeThatFailsAfterSomeStepsSaysWhatStaysOnScreen() {
    let (app, container) = makeScriptedApp()
    app.start(at: tabs())
    container.ending = { change in
      if case .present = change { .refused } else { .atOnce }
    }
    var failure: NavigationError?

    app.perform(.reset(to: tabs(selected: "settings", modals: [.stack(chats(.compose))]))) {
      failure = $0.error
    }

    #expect(failure == .transitionRefused)
    let message = failure?.description ?? ""
    #expect(message.contains("already applied 1 of its 2 steps"), "\(message)")
    #expect(!message.contains("Nothing changed"), "\(message)")
    assertNavigation(app, equals: tabs(selected: "settings"))
  }

  @Test func aOneStepChangeThatFailsStillSaysNothingChanged() {
    let (app, container) = makeScriptedApp()
    app.start(at: tabs())
    container.ending = { _ in .refused }
    var failure: NavigationError?

    app.perform(.selectTab("settings", stack: nil)) { failure = $0.error }

    #expect(failure?.description.contains("Nothing changed") == true)
    #expect(failure?.description.contains("already applied") == false)
  }

  // MARK: - Timeouts (fault 8)

  @Test func aUsersTransitionLongerThanTheTimeoutIsNotReportedAsUnexpectedWhenItEnds() async throws
  {
    let reported = FailureLog.installed()
    defer { reported.uninstall() }
    let (app, container) = makeScriptedApp()
    app.transitionTimeout = .milliseconds(20)
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"))))
    container.beginUserTransition()

    let result = try await completion {
      app.perform(.navigate(to: ChatsDestination.profile("ada")), completion: $0)
    }
    container.endUserTransition(pops: true)

    #expect(result?.error.map { .transitionTimedOut ~= $0 } == true)
    #expect(reported.errors.isEmpty)
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
  }

  @Test func aStepThatEndsAfterItsTimeoutIsNotReportedAsUnexpected() async throws {
    let reported = FailureLog.installed()
    defer { reported.uninstall() }
    let (app, container) = makeScriptedApp()
    app.transitionTimeout = .milliseconds(20)
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.ending = { _ in .later }

    let result = try await completion {
      app.perform(.navigate(to: ChatsDestination.photo), completion: $0)
    }
    container.finishAllKept()

    #expect(result?.error.map { .transitionTimedOut ~= $0 } == true)
    #expect(reported.errors.isEmpty)
  }

  @Test func anEnormousTimeoutWaitsWithoutCrashing() async throws {
    let (app, container) = makeScriptedApp()
    app.transitionTimeout = .seconds(Int64.max)
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.ending = { _ in .later }
    var result: Result<Void, NavigationError>?

    app.perform(.navigate(to: ChatsDestination.photo)) { result = $0 }
    try await Task.sleep(for: .milliseconds(20))
    container.finishAllKept()

    #expect(result?.isSuccess == true)
  }

  // MARK: - Restore in its turn (fault 9)

  @Test func aRestoreAfterTheStartTakesItsTurnBehindTheRequestsBeforeIt() throws {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: NavigationState(stack: chats(.inbox)))
    let data = try {
      let (other, _) = makeApp()
      other.start(at: NavigationState(stack: settings(.root, .account)))
      return try other.snapshot()
    }()
    var order: [String] = []

    app.perform(.navigate(to: ChatsDestination.chat("ada"))) { _ in order.append("chat") }
    app.restore(from: data, orStartAt: tabs()) { _ in order.append("restore") }
    container.finishAllTransitions()

    #expect(order == ["chat", "restore"])
    assertNavigation(app, equals: NavigationState(stack: settings(.root, .account)))
  }

  // MARK: - Snapshot errors (fault 10)

  @Test func aSnapshotWhoseStateCannotBeShownSaysSo() {
    let (app, _) = makeApp()
    let data = Data(
      #"{"version":2,"state":{"modals":[],"root":{"tabs":[],"selectedIndex":0}}}"#.utf8)
    var failure: NavigationError?

    app.restore(from: data, orStartAt: tabs()) { failure = $0.error }

    #expect(failure == .snapshotUnreadable)
    #expect(failure?.description.contains("the state it holds cannot be shown") == true)
  }

  @Test func aSnapshotNamingAnAreaWhoseDestinationsAreNotDecodableSaysSo() {
    let (app, _) = makeApp()
    let data = Data(
      #"{"version":2,"state":{"modals":[],"root":{"stack":[{"area":"NavigatorTests.DraftDestination","destination":{}}]}}}"#
        .utf8)
    var failure: NavigationError?

    app.restore(from: data, orStartAt: tabs()) { failure = $0.error }

    let message = failure?.description ?? ""
    #expect(message.contains("whose destinations are not Decodable"), "\(message)")
  }

  @Test func aSnapshotErrorNeverPrintsThePayloadsKeys() {
    let (app, _) = makeApp()
    let data = Data(
      #"{"version":2,"state":{"modals":[],"root":{"stack":[{"area":"NavigatorTests.ChatsDestination","destination":{"chat":{"secret-user-key":1}}}]}}}"#
        .utf8)
    var failure: NavigationError?

    app.restore(from: data, orStartAt: tabs()) { failure = $0.error }

    let message = failure?.description ?? ""
    #expect(failure == .snapshotUnreadable)
    #expect(!message.contains("secret-user-key"), "\(message)")
    #expect(!message.contains("_0"), "\(message)")
  }

  // MARK: - Completions called twice (fault 11)

  @Test func aRequestsDoubleThatCompletesTwiceReturnsOnce() async throws {
    let requests = NavigationRequests { _, completion in
      completion?(.success(()))
      completion?(.success(()))
    }

    try await requests.perform(.back)
  }

  @Test func aContainerThatCompletesAStepTwiceFinishesItsRequestOnce() async throws {
    let (app, container) = makeScriptedApp()
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.ending = { _ in .twice }

    try await app.requests.perform(.navigate(to: ChatsDestination.photo))

    assertNavigation(
      app, equals: NavigationState(stack: chats(.inbox), modals: [.screen(chats(.photo)[0])]))
  }
}

// MARK: - Fixtures

extension FailureLog {
  /// A log that receives what is reported to `NavigationFailureHandler.current` until
  /// ``uninstall()``.
  static func installed() -> FailureLog {
    let log = FailureLog()
    log.previousHandler = NavigationFailureHandler.current
    NavigationFailureHandler.current = NavigationFailureHandler { log.errors.append($0) }
    return log
  }

  /// Puts back the handler there was before ``installed()``.
  func uninstall() {
    if let previousHandler { NavigationFailureHandler.current = previousHandler }
  }
}

/// Runs an action when released.
final class DeinitAction: @unchecked Sendable {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  deinit {
    MainActor.assumeIsolated { action() }
  }
}

/// A destination whose payload runs an action when released.
struct Tokened: Destination {
  let token: DeinitAction

  static func == (lhs: Tokened, rhs: Tokened) -> Bool { lhs.token === rhs.token }
}

/// Two areas whose destination types have the same name.
enum Shop {
  enum Item: Destination, Codable {
    case detail
  }
}

enum Blog {
  enum Item: Destination, Codable {
    case detail
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}
