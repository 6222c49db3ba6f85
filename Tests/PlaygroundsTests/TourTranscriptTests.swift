import Foundation
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct TourTranscriptTests {
  /// `Playgrounds/Messenger/tour.expected.txt`, found from this file's path.
  private static let expectedTranscriptURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // PlaygroundsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("Playgrounds/Messenger/tour.expected.txt")

  /// Set `UPDATE_TOUR_TRANSCRIPT=1` to write the transcript instead of comparing it, after a
  /// deliberate change to the tour; then review the file's diff before committing it.
  @Test func tourPrintsTheCommittedTranscript() async throws {
    var lines: [String] = []
    await MessengerTour { lines.append($0) }.run()

    let url = Self.expectedTranscriptURL
    if ProcessInfo.processInfo.environment["UPDATE_TOUR_TRANSCRIPT"] == "1" {
      try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expectedText = try String(contentsOf: url, encoding: .utf8)
    var expected = expectedText.components(separatedBy: "\n")
    if expected.last == "" { expected.removeLast() }
    if lines != expected {
      Issue.record(
        Comment(rawValue: LineDiff.message(expected: expected, actual: lines)),
        sourceLocation: #_sourceLocation)
    }
  }

  @Test func everyScreenThatLeftDuringTheTourIsReleased() async {
    let tour = MessengerTour { _ in }
    await tour.run()

    let container = tour.container
    // NB: 7 before the guards' scenes, then a new message, two login sheets, seven dialogs, the
    // deleted chat, and the three screens of the two new-group flows.
    #expect(container.departedScreenCount == 21)
    #expect(container.leakedScreens.map(container.label(of:)) == [])
    assertNavigation(tour.appNavigator, equals: .loggedOut)
  }

  @Test func aPoppedChatAndItsProfileAreReleased() throws {
    let container = ConsoleContainer { _ in }
    let app = makeAppNavigator(container: container, idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))
    let inbox = try #require(container.layout.rootStack.first as? any InboxScreen)

    weak var chat: ChatScreen?
    weak var profile: ProfileScreen?
    inbox.didSelectConversation(with: .grace)
    chat = container.layout.rootStack.last as? ChatScreen
    chat?.didTapTitle()
    profile = container.layout.rootStack.last as? ProfileScreen
    #expect(chat != nil)
    #expect(profile != nil)

    (container.layout.rootStack.last as? ProfileScreen)?.didTapBack()
    (container.layout.rootStack.last as? ChatScreen)?.didTapBack()

    #expect(profile == nil)
    #expect(chat == nil)
    #expect(container.layout.rootStack.count == 1)
  }
}
