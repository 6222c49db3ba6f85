import Foundation
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

    let navigation = tour.navigationController
    #expect(navigation.departedScreenCount == 13)
    #expect(navigation.leakedScreens.map(navigation.label(of:)) == [])
    #expect(navigation.screens.count == 1)
    #expect(navigation.screens.first is LoginScreen)
  }

  @Test func aPoppedChatAndItsProfileAreReleased() throws {
    let navigation = ConsoleNavigationController { _ in }
    let screens = AppScreens(navigationController: navigation, idiom: .phone) { _ in }
    let inbox = try #require(try screens.makeInbox(for: .ada) as? any InboxScreen)
    navigation.apply(.setStack([inbox]), animated: false) { _ in }

    weak var chat: ChatScreen?
    weak var profile: ProfileScreen?
    inbox.didSelectConversation(with: .grace)
    chat = navigation.screens.last as? ChatScreen
    chat?.didTapTitle()
    profile = navigation.screens.last as? ProfileScreen
    #expect(chat != nil)
    #expect(profile != nil)

    navigation.screens.last.flatMap { $0 as? ProfileScreen }?.didTapBack()
    navigation.screens.last.flatMap { $0 as? ChatScreen }?.didTapBack()

    #expect(profile == nil)
    #expect(chat == nil)
    #expect(navigation.screens.count == 1)
  }
}
