import Foundation
import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The sample's destination graph, and the routes the app navigator finds over it.
@MainActor
@Suite struct MessengerMapTests {
  let graph = MessengerMap.makeGraph()

  // MARK: - The map

  @Test func everyScreenCanBeReachedWithItsPayloadAndNoneIsAmbiguous() {
    assertScreenGraph(graph)
    #expect(Set(graph.screens.nodes) == Self.screens)
  }

  @Test func aProfileLeadsToTheRecipientsByWayOfTheInboxAndTheComposeSheet() throws {
    let route = try graph.screens.route(
      from: [Self.messages("inbox"), Self.messages("chat"), Self.messages("profile")],
      to: Self.messages("recipients"))

    #expect(
      route
        == Route(
          popCount: 2,
          steps: [
            .init(Self.messages("newMessage"), .modalWithNavigationBar),
            .init(Self.messages("recipients"), .push),
          ]))
  }

  @Test func theCommittedMapIsTheSamplesGraph() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Docs/messenger-map.dot"), encoding: .utf8)

    #expect(committed == graph.dot(name: "Messenger"), "run bash scripts/render-map")
  }

  // MARK: - Routes over the app

  @Test(arguments: [
    AnyDestination(MessagesDestination.chat(.grace)),
    AnyDestination(MessagesDestination.profile(.grace)),
    AnyDestination(MessagesDestination.newMessage(from: .ada)),
    AnyDestination(MessagesDestination.recipients(of: .ada)),
    AnyDestination(MessagesDestination.photoPicker),
    AnyDestination(ContactsDestination.card(.grace)),
    AnyDestination(SettingsDestination.settings),
  ])
  func everyScreenOfTheSignedInAppCanBeGoneToFromTheInbox(target: AnyDestination) async throws {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))

    try await app.perform(try Self.go(to: target))

    let state = app.state
    #expect(state.modals.last?.stack.last ?? state.topStack?.last == target)
  }

  @Test func aProfileGoesOverItsChatMadeOnTheWay() async throws {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))

    try await app.perform(.go(to: MessagesDestination.profile(.grace)))

    assertNavigation(
      app,
      equals: Self.loggedIn(chats: [
        Self.inbox, AnyDestination(MessagesDestination.chat(.grace)),
        AnyDestination(MessagesDestination.profile(.grace)),
      ]))
  }

  @Test func aCardGivenAsABreadcrumbShowsTheProfileInContactsInsteadOfOverItsChat() async throws {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))

    try await app.perform(
      .go(to: MessagesDestination.profile(.grace), through: [ContactsDestination.card(.grace)]))

    assertNavigation(
      app,
      equals: Self.loggedIn(
        contacts: [
          Self.contacts, AnyDestination(ContactsDestination.card(.grace)),
          AnyDestination(MessagesDestination.profile(.grace)),
        ], selected: "contacts"))
  }

  @Test func theChatOfSomeoneElseIsPoppedRatherThanKeptUnderAProfile() async throws {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(
      at: Self.loggedIn(chats: [Self.inbox, AnyDestination(MessagesDestination.chat(.grace))]))

    try await app.perform(.go(to: MessagesDestination.profile(.linus)))

    assertNavigation(
      app,
      equals: Self.loggedIn(chats: [
        Self.inbox, AnyDestination(MessagesDestination.chat(.linus)),
        AnyDestination(MessagesDestination.profile(.linus)),
      ]))
  }

  // MARK: - Helpers

  /// Every case of the sample's destinations.
  private static let screens: Set<DestinationCase> = [
    DestinationCase(SplashDestination.self, "splash"),
    DestinationCase(OnboardingDestination.self, "page"),
    DestinationCase(LoginDestination.self, "login"),
    DestinationCase(LoginDestination.self, "forgotPassword"),
    DestinationCase(LoginDestination.self, "signUp"),
    messages("inbox"), messages("chat"), messages("profile"), messages("newMessage"),
    messages("recipients"), messages("photoPicker"), messages("newGroup"), messages("nameGroup"),
    DestinationCase(ContactsDestination.self, "contacts"),
    DestinationCase(ContactsDestination.self, "card"),
    DestinationCase(SettingsDestination.self, "settings"),
  ]

  private static func messages(_ screen: MessagesDestination.Screen) -> DestinationCase {
    DestinationCase(MessagesDestination.self, screen)
  }

  private static let inbox = AnyDestination(MessagesDestination.inbox(.ada))
  private static let contacts = AnyDestination(ContactsDestination.contacts(of: .ada))

  /// Ada's tabs, with the stacks given.
  private static func loggedIn(
    chats: [AnyDestination] = [inbox], contacts: [AnyDestination] = [contacts],
    selected: String = "chats"
  ) -> NavigationState {
    NavigationState(
      tabs: [
        .init("chats", chats), .init("contacts", contacts),
        .init("settings", [AnyDestination(SettingsDestination.settings)]),
      ], selected: selected)
  }

  /// `.go(to:)` for a destination of the sample's routable areas.
  private static func go(to destination: AnyDestination) throws -> NavigationChange {
    let routable = try #require(destination.base as? any RoutableDestination)
    return .go(to: routable)
  }
}
