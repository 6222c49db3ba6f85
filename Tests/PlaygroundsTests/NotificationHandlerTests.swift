import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct NotificationHandlerTests {
  // MARK: - Alone

  @Test func asksForTheChatOrTheProfileWithoutANavigatorOrAScreen() async throws {
    let recorder = Recorder()
    let handler = NotificationHandler(
      navigation: NavigationRequests { change, completion in
        recorder.changes.append(change)
        completion?(.success(()))
      })

    handler.userOpened(messageFrom: .grace)
    handler.userOpened(newProfilePhotoOf: .linus)

    // NB: a change's description names cases without payloads; the app shows which person.
    #expect(
      recorder.changes.map(\.description) == [
        "go to MessagesDestination.chat", "go to MessagesDestination.profile",
      ])
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))
    try await app.perform(recorder.changes[0])
    #expect(app.state.topStack?.last == AnyDestination(MessagesDestination.chat(.grace)))
  }

  // MARK: - With the app

  @Test func closesTheSheetSwitchesTabAndBuildsTheProfileOverItsChatInOneChange() {
    let container = RecordingContainer<AppScreen>()
    let app = makeAppNavigator(container: container, idiom: .phone, isFirstLaunch: false)
    app.start(
      at: NavigationState(
        tabs: tabs(contacts: [contacts, AnyDestination(ContactsDestination.card(.grace))]),
        selected: "contacts", modals: [.stack([AnyDestination(newMessage)])]))
    container.removeAllEvents()

    NotificationHandler(navigation: app.requests).userOpened(newProfilePhotoOf: .linus)

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(
          chats: [inbox, AnyDestination(chat(.linus)), AnyDestination(profile(.linus))],
          contacts: [contacts, AnyDestination(ContactsDestination.card(.grace))])))
    assertEvents(
      [
        .dismiss(fromLevel: 0, animated: false), .selectTab(0, animated: false),
        .setStack(
          [
            ScreenName(MessagesDestination.inbox(.ada)), ScreenName(chat(.linus)),
            ScreenName(profile(.linus)),
          ], at: .tab(0), animated: true),
      ], on: container)
  }

  @Test func aMessageFromSomeoneWhoseChatIsOnTheStackGoesBackToIt() {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(
      at: NavigationState(
        tabs: tabs(chats: [inbox, AnyDestination(chat(.linus)), AnyDestination(profile(.linus))])))

    NotificationHandler(navigation: app.requests).userOpened(messageFrom: .linus)

    assertNavigation(
      app, equals: NavigationState(tabs: tabs(chats: [inbox, AnyDestination(chat(.linus))])))
  }

  @Test func whileLoggedOutNoRouteLeadsToAChatAndNothingChanges() {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }
    app.start(at: .loggedOut)

    NotificationHandler(navigation: app.requests).userOpened(messageFrom: .grace)

    assertNavigation(app, equals: .loggedOut)
    #expect(failures == [NavigationError.noRoute.asking(for: chat(.grace))])
    #expect(
      failures.first?.description.hasPrefix(
        "No route leads to MessagesDestination.chat from LoginDestination.login") == true)
  }

  // MARK: - Helpers

  /// The changes a handler asked for.
  @MainActor
  private final class Recorder {
    var changes: [NavigationChange] = []
  }

  private let inbox = AnyDestination(MessagesDestination.inbox(.ada))
  private let contacts = AnyDestination(ContactsDestination.contacts(of: .ada))
  private let newMessage = MessagesDestination.newMessage(from: .ada)

  private func chat(_ person: User) -> MessagesDestination { .chat(person) }
  private func profile(_ person: User) -> MessagesDestination { .profile(person) }

  /// Ada's tabs, with the stacks given.
  private func tabs(
    chats: [AnyDestination]? = nil, contacts: [AnyDestination]? = nil
  ) -> [NavigationState.Tab] {
    [
      .init("chats", chats ?? [inbox]), .init("contacts", contacts ?? [self.contacts]),
      .init("settings", [AnyDestination(SettingsDestination.settings)]),
    ]
  }
}
