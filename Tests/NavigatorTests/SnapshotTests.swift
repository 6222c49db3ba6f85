import Foundation
import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SnapshotTests {
  private let saved = tabs(
    chats(.inbox, .chat("ada")), settings(.root, .account), selected: "settings",
    modals: [.stack(chats(.compose, .audience)), .screen(.init(ChatsDestination.photo))])
  private let login = NavigationState(stack: settings(.root))

  private func snapshot(of state: NavigationState) throws -> Data {
    let (app, _) = makeApp()
    app.start(at: state)
    return try app.snapshot()
  }

  @Test func aSnapshotRestoresTheSameStateInOneUnanimatedTransaction() async throws {
    let data = try snapshot(of: saved)
    let (app, container) = makeApp()

    try await completion { app.restore(from: data, orStartAt: login, completion: $0) }?.get()

    assertNavigation(app, equals: saved)
    #expect(container.events.count == 3)
    #expect(container.events.allSatisfy { !"\($0)".hasSuffix("animated: true") })
  }

  @Test func aSnapshotIsVersionedJSONNamingEachAreaByItsFullTypeName() throws {
    let text = String(
      decoding: try snapshot(of: NavigationState(stack: chats(.inbox))), as: UTF8.self)

    #expect(text.contains(#""version":2"#))
    #expect(text.contains(#""area":"NavigatorTests.ChatsDestination""#))
  }

  @Test func aSnapshotOfVersionOneNamingAreasByTheirShortNameIsStillRestored() async throws {
    let data = Data(
      #"{"version":1,"state":{"modals":[],"root":{"stack":[{"area":"ChatsDestination","destination":{"inbox":{}}}]}}}"#
        .utf8)
    let (app, _) = makeApp()

    try await completion { app.restore(from: data, orStartAt: login, completion: $0) }?.get()

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
  }

  @Test(arguments: [
    ("corrupt", Data("{not json".utf8), "its data is not a snapshot"),
    ("future", Data(#"{"version":3,"state":{}}"#.utf8), "its version 3 is not one"),
    (
      "unknown area",
      Data(
        #"{"version":1,"state":{"modals":[],"root":{"stack":[{"area":"Gone","destination":{}}]}}}"#
          .utf8), "the area Gone, which is not registered"
    ),
    (
      "renamed case",
      Data(
        #"{"version":1,"state":{"modals":[],"root":{"stack":[{"area":"ChatsDestination","destination":{"archive":{}}}]}}}"#
          .utf8), "cannot be decoded at state.root.stack"
    ),
  ])
  func anUnreadableSnapshotStartsAtTheFallbackWithATypedError(
    name: String, data: Data, reason: String
  ) async {
    let (app, _) = makeApp()
    var result: Result<Void, NavigationError>?

    app.restore(from: data, orStartAt: login) { result = $0 }

    #expect(result?.error == NavigationError.snapshotUnreadable, "\(name)")
    let message = result?.error.map { "\($0)" } ?? ""
    #expect(message.contains(reason), "\(name): \(message)")
    assertNavigation(app, equals: login)
  }

  @Test func aSnapshotWhoseScreenCannotBeMadeStartsAtTheFallbackWithNothingHalfBuilt() throws {
    let data = try snapshot(of: saved)
    let log = ScreenLog()
    log.failing = AnyDestination(ChatsDestination.audience)
    let (app, container) = makeApp(log: log)
    var result: Result<Void, NavigationError>?

    app.restore(from: data, orStartAt: login) { result = $0 }

    #expect(
      result?.error == NavigationError.snapshotUnreadable.asking(for: ChatsDestination.audience))
    #expect(result?.error?.underlyingError is NavigationError)
    assertNavigation(app, equals: login)
    #expect(container.events.count == 1)
  }

  @Test func requestsMadeBeforeARestoreRunAfterIt() throws {
    let data = try snapshot(of: NavigationState(stack: chats(.inbox)))
    let (app, _) = makeApp()
    app.navigate(to: ChatsDestination.chat("ada"))

    app.restore(from: data, orStartAt: login)

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .chat("ada"))))
  }

  @Test func aDestinationThatIsNotCodableMakesNoSnapshot() {
    let (app, _) = makeApp()
    app.start(
      at: NavigationState(stack: chats(.inbox) + [AnyDestination(DraftDestination.draft(1))]))

    do {
      _ = try app.snapshot()
      Issue.record("made a snapshot")
    } catch {
      #expect(error == NavigationError.snapshotUnavailable.asking(for: DraftDestination.draft(1)))
      #expect(!"\(error)".contains("1"))
    }
  }

  @Test func aStateDecodedWithoutAnAppNavigatorSaysHowToDecodeIt() throws {
    let data = Data(#"{"area":"ChatsDestination","destination":{"inbox":{}}}"#.utf8)

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AnyDestination.self, from: data)
    }
  }

  /// Restoring a snapshot of a random state gives that state.
  @Test func restoringASnapshotOfARandomStateGivesThatState() throws {
    var generator = SplitMix64(
      seed: ModelBasedTests.environment("NAVIGATOR_APP_MODEL_SEED") ?? 7_777)
    for _ in 0..<300 {
      let state = randomState(using: &generator)
      let data = try snapshot(of: state)
      let (app, _) = makeApp()
      var result: Result<Void, NavigationError>?
      app.restore(from: data, orStartAt: login) { result = $0 }
      #expect(result?.error == nil)
      guard assertNavigation(app, equals: state) else { return }
    }
  }
}
