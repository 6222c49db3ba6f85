import Foundation
import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The Chats tab's guard and the screens that ask before an unsent message is discarded, as
/// `makeAppNavigator` wires them, on a recording container.
@MainActor
@Suite struct SessionGuardTests {
  let container = RecordingContainer<AppScreen>(makeDialogScreen: { _ in AppScreen(title: "Dialog")
  })
  let session = Session()
  let app: AppNavigator<RecordingContainer<AppScreen>>

  init() {
    app = makeAppNavigator(
      container: container, idiom: .phone, isFirstLaunch: false, session: session)
    session.signIn(.ada)
    app.start(at: .loggedIn(.ada))
  }

  @Test func aChatAfterTheSessionExpiredAsksForTheLoginSheetThenOpens() async throws {
    session.expire()
    let opened = Task { try await app.perform(.open("https://messenger.example/chat/Grace")) }
    await Task.yield()
    #expect(app.state.modals.first?.stack == [AnyDestination(LoginDestination.login)])

    let login = try #require(app.navigator(for: LoginDestination.self))
    try await login.perform(.exit(.loggedIn(.ada)))
    try await opened.value

    #expect(
      app.state.topStack == [
        AnyDestination(MessagesDestination.inbox(.ada)),
        AnyDestination(MessagesDestination.chat(.grace)),
      ])
    #expect(session.user == .ada)
  }

  @Test func closingTheLoginSheetGivesUpTheChat() async {
    session.expire()
    var result: Result<Void, NavigationError>?
    app.perform(.open("https://messenger.example/chat/Grace")) { result = $0 }

    container.simulateUserSwipeDown()

    #expect(isRedirectAbandoned(result))
    #expect(app.state == .loggedIn(.ada))
  }

  @Test func logOutDiscardsAnUnsentMessageWithoutAsking() throws {
    app.perform(.navigate(to: MessagesDestination.chat(.grace)), completion: nil)
    (container.layout.topStack?.last as? ChatScreen)?.didType("See you at 6")

    app.navigator(for: SettingsDestination.self)?.exit(.logOut)

    #expect(app.state == .loggedOut)
    #expect(container.events.allSatisfy { !"\($0)".contains("Dialog") }, "nothing asked")
  }

  private func isRedirectAbandoned(_ result: Result<Void, NavigationError>?) -> Bool {
    guard case .failure(let error) = result else { return false }
    return NavigationError.redirectAbandoned ~= error
  }

  @Test func anUnsentMessageAsksBeforeBackAndStaysWhenKept() async throws {
    app.perform(.navigate(to: MessagesDestination.chat(.grace)), completion: nil)
    let chat = try #require(container.layout.topStack?.last as? ChatScreen)
    chat.didType("See you at 6")
    var result: Result<Void, NavigationError>?
    app.perform(.navigate(to: MessagesDestination.inbox(.ada))) { result = $0 }
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "discardMessage")
    try container.answerDialog("Keep Editing")
    try await eventually { result != nil }
    #expect(app.state.topStack?.last == AnyDestination(MessagesDestination.chat(.grace)))
    guard case .failure(let error) = result else {
      Issue.record("not refused")
      return
    }
    #expect(NavigationError.leaveRefused ~= error)
  }

  @Test func deletingAChatAsksWithADestructiveAction() async throws {
    app.perform(.navigate(to: MessagesDestination.chat(.grace)), completion: nil)
    let chat = try #require(container.layout.topStack?.last as? ChatScreen)
    let deleting = Task { await chat.didTapDelete() }
    try await eventually { container.dialog != nil }
    let dialog = try #require(container.dialog)
    #expect(dialog.style == .actionSheet)
    #expect(dialog.actions.map(\.role) == [.destructive, .cancel])
    try container.answerDialog("Keep")
    await deleting.value
    #expect(!chat.isDeleted)
    #expect(app.state.topStack?.last == AnyDestination(MessagesDestination.chat(.grace)))

    let again = Task { await chat.didTapDelete() }
    try await eventually { container.dialog != nil }
    try container.answerDialog("Delete")
    await again.value
    #expect(chat.isDeleted)
    #expect(app.state == .loggedIn(.ada))
  }

  @Test func theNewGroupFlowReturnsTheGroupToTheInbox() async throws {
    let inbox = try #require(container.layout.rootStack.first as? any InboxScreen)
    let creating = Task { try await inbox.didTapNewGroup() }
    try await eventually { !app.state.modals.isEmpty }
    let newGroup = try #require(container.layout.modals.first?.stack.first as? NewGroupScreen)
    newGroup.didPick(.grace)
    newGroup.didTapNext()
    let name = try #require(container.layout.modals.first?.stack.last as? NameGroupScreen)
    name.didTapCreate(named: "Climbers")
    try await creating.value
    #expect(inbox.groups == [Group(name: "Climbers", members: [.grace])])
    #expect(app.state == .loggedIn(.ada))
  }

  @Test func aNewGroupSwipedDownReturnsNothing() async throws {
    let inbox = try #require(container.layout.rootStack.first as? any InboxScreen)
    let creating = Task { try await inbox.didTapNewGroup() }
    try await eventually { !app.state.modals.isEmpty }
    container.simulateUserSwipeDown()
    try await creating.value
    #expect(inbox.groups.isEmpty)
  }
}

/// Waits until `condition` holds, looking again up to 500 times, 10 ms apart: by condition, not
/// by a count of yields, since other tests may keep the main actor busy.
@MainActor
private func eventually(_ condition: () -> Bool) async throws {
  for _ in 0..<500 where !condition() {
    try await Task.sleep(for: .milliseconds(10))
  }
}
