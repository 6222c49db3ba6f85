import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The sample's deep links: the table, both ways, and what opening them does to the whole app.
@MainActor
@Suite struct MessengerLinksTests {
  // MARK: - The table

  @Test func theTableBuildsAndTheAppNavigatorHasIt() throws {
    let links = try MessengerLinks.make()
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)

    #expect(
      app.links?.url(for: SettingsDestination.settings) == "https://messenger.example/settings")
    #expect(links.url(for: SettingsDestination.settings) == "https://messenger.example/settings")
  }

  @Test func eachLinkGivesItsDestinationsUnderBothSchemes() throws {
    let links = try MessengerLinks.make()
    let cases: [(String, [AnyDestination])] = [
      ("inbox?account=Ada", [AnyDestination(MessagesDestination.inbox(.ada))]),
      ("chat/Grace", [AnyDestination(MessagesDestination.chat(.grace))]),
      ("profile/Linus", [AnyDestination(MessagesDestination.profile(.linus))]),
      (
        "contacts/Linus/profile",
        [
          AnyDestination(ContactsDestination.card(.linus)),
          AnyDestination(MessagesDestination.profile(.linus)),
        ]
      ),
      ("compose?from=Ada", [AnyDestination(MessagesDestination.newMessage(from: .ada))]),
      (
        "compose/recipients?from=Ada",
        [AnyDestination(MessagesDestination.recipients(of: .ada))]
      ),
      ("compose/photo", [AnyDestination(MessagesDestination.photoPicker)]),
      ("contacts?account=Ada", [AnyDestination(ContactsDestination.contacts(of: .ada))]),
      ("contacts/Grace", [AnyDestination(ContactsDestination.card(.grace))]),
      (
        "contacts/Joan%20Clarke?email=joan%40example.com",
        [
          AnyDestination(
            ContactsDestination.card(User(name: "Joan Clarke", email: "joan@example.com")))
        ]
      ),
      ("contacts/Joan", [AnyDestination(ContactsDestination.card(User(name: "Joan", email: "")))]),
      ("settings", [AnyDestination(SettingsDestination.settings)]),
    ]
    for (path, destinations) in cases {
      #expect(try links.destinations(for: "https://messenger.example/" + path) == destinations)
      #expect(try links.destinations(for: "messenger://" + path) == destinations, "\(path)")
    }
  }

  @Test func everyScreenOfTheSignedInAreasSharesAsAUniversalLinkAndLoggingOutHasNone() throws {
    let links = try MessengerLinks.make()
    let shared: [(AnyDestination, String)] = [
      (AnyDestination(MessagesDestination.inbox(.ada)), "inbox?account=Ada"),
      (AnyDestination(MessagesDestination.chat(.grace)), "chat/Grace"),
      (AnyDestination(MessagesDestination.profile(.linus)), "profile/Linus"),
      (AnyDestination(MessagesDestination.newMessage(from: .ada)), "compose?from=Ada"),
      (AnyDestination(MessagesDestination.recipients(of: .ada)), "compose/recipients?from=Ada"),
      (AnyDestination(MessagesDestination.photoPicker), "compose/photo"),
      (AnyDestination(ContactsDestination.contacts(of: .ada)), "contacts?account=Ada"),
      (AnyDestination(ContactsDestination.card(.grace)), "contacts/Grace"),
      (
        AnyDestination(
          ContactsDestination.card(User(name: "Joan Clarke", email: "j+c@example.com"))),
        "contacts/Joan%20Clarke?email=j%2Bc%40example.com"
      ),
      (AnyDestination(SettingsDestination.settings), "settings"),
    ]
    for (destination, path) in shared {
      #expect(links.url(for: destination) == "https://messenger.example/" + path)
    }
    #expect(links.url(for: LoginDestination.login) == nil)
  }

  @Test func linksThatCannotBeReadSayWhyWithoutTheirValues() throws {
    let links = try MessengerLinks.make()
    let cases: [(String, String)] = [
      (
        "messenger://chat/Grace/photos",
        "no pattern matches its path; the nearest is messenger://chat/{user}"
      ),
      (
        "https://messenger.example/chat/Grace/photos",
        "no pattern matches its path; the nearest is https://messenger.example/chat/{user}"
      ),
      (
        "https://messenger.example/inbox?account=%20",
        "{account} of https://messenger.example/inbox?account={account} is not a valid User"
      ),
      (
        "messenger://inbox",
        "it has no account query item, which messenger://inbox?account={account} requires"
      ),
      ("messenger://logout", "no link of messenger is declared for its host"),
      ("https://messenger.example.org/chat/Grace", "no link of https is declared for its host"),
    ]
    for (url, reason) in cases {
      #expect {
        _ = try links.destinations(for: url)
      } throws: { error in
        let description = (error as? NavigationError)?.description ?? ""
        return description == "The link could not be read: \(reason). Nothing changed."
          && !description.contains("Grace")
      }
    }
  }

  // MARK: - Both ways, generated

  /// Reads back the link of each generated destination of the signed-in areas, under both
  /// schemes: names of any characters, with spaces, slashes, `%`, `+`, `&`, `=`, `?`, `#`,
  /// accents, combining marks, CJK and emoji, for known accounts and people the app does not
  /// know, with and without an email. A name with a control character has no link, as links
  /// with one are refused.
  @Test func aDestinationsLinkReadsBackAsTheDestination() throws {
    let links = try MessengerLinks.make()
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("aZ09 -._~/%+&=?#@:;,'\"é日本🙂\u{301}")
    func randomText(_ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
    }
    var read = 0
    for _ in 0..<1500 {
      let name =
        Bool.random(using: &generator)
        ? randomText(1...14)
        : ["Ada", "Grace", "Linus"]
          .randomElement(using: &generator)!
      guard let person = User(linkText: name) else {
        #expect(name.allSatisfy { $0.isWhitespace }, "\(name)")
        continue
      }
      let someoneNew = User(name: name, email: randomText(0...10))
      let destinations: [AnyDestination] = [
        AnyDestination(MessagesDestination.inbox(person)),
        AnyDestination(MessagesDestination.chat(person)),
        AnyDestination(MessagesDestination.profile(person)),
        AnyDestination(MessagesDestination.newMessage(from: person)),
        AnyDestination(MessagesDestination.recipients(of: person)),
        AnyDestination(MessagesDestination.photoPicker),
        AnyDestination(ContactsDestination.contacts(of: person)),
        AnyDestination(ContactsDestination.card(person)),
        AnyDestination(ContactsDestination.card(someoneNew)),
        AnyDestination(SettingsDestination.settings),
      ]
      for destination in destinations {
        let url = try #require(links.url(for: destination), "\(destination)")
        let universal = "https://messenger.example/"
        #expect(url.hasPrefix(universal), "\(url)")
        let custom = "messenger://" + url.dropFirst(universal.count)
        #expect(try links.destinations(for: url) == [destination], "\(url)")
        #expect(try links.destinations(for: custom) == [destination], "\(custom)")
        read += 2
      }
    }
    #expect(read > 20_000)
    let tabbed = try #require(User(linkText: "Ada\tLovelace"))
    #expect(links.url(for: MessagesDestination.chat(tabbed)) == nil)
    #expect(throws: NavigationError.invalidLink) {
      try links.destinations(for: "messenger://chat/Ada%09Lovelace")
    }
  }

  // MARK: - Opening links in the app

  @Test func aPathLinkBuildsTheProfileOverTheCardInAnotherTabInOneChange() throws {
    let (app, container) = signedIn()

    app.send(.open("messenger://contacts/Linus/profile"))

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(contacts: [contacts, card(.linus), profile(.linus)]), selected: "contacts"))
    assertEvents(
      [
        .selectTab(1, animated: false),
        .setStack(
          [
            ScreenName(ContactsDestination.contacts(of: .ada)),
            ScreenName(ContactsDestination.card(.linus)),
            ScreenName(MessagesDestination.profile(.linus)),
          ], at: .tab(1), animated: true),
      ], on: container)
  }

  @Test func aLinkBuildsASheetsStackInAnotherTabInOneChange() throws {
    let (app, container) = signedIn(selected: "contacts")

    app.send(.open("https://messenger.example/compose/recipients?from=Ada"))

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(),
        modals: [
          .stack([
            AnyDestination(MessagesDestination.newMessage(from: .ada)),
            AnyDestination(MessagesDestination.recipients(of: .ada)),
          ])
        ]))
    assertEvents(
      [
        .selectTab(0, animated: false),
        .present(
          [
            ScreenName(MessagesDestination.newMessage(from: .ada)),
            ScreenName(MessagesDestination.recipients(of: .ada)),
          ], withNavigationBar: true, animated: true),
      ], on: container)
  }

  @Test func aLinkUnderASheetClosesItAndBuildsTheStackInOneChange() throws {
    let (app, container) = signedIn(
      modals: [.stack([AnyDestination(MessagesDestination.newMessage(from: .ada))])])

    app.send(.open("messenger://profile/Grace"))

    assertNavigation(
      app, equals: NavigationState(tabs: tabs(chats: [inbox, chat(.grace), profile(.grace)])))
    assertEvents(
      [
        .dismiss(fromLevel: 0, animated: false),
        .setStack(
          [
            ScreenName(MessagesDestination.inbox(.ada)),
            ScreenName(MessagesDestination.chat(.grace)),
            ScreenName(MessagesDestination.profile(.grace)),
          ], at: .tab(0), animated: true),
      ], on: container)
  }

  @Test func anInboxLinkGoesBackToTheInbox() throws {
    let (app, _) = signedIn(chats: [inbox, chat(.grace), profile(.grace)])

    app.send(.open("messenger://inbox?account=Ada"))

    assertNavigation(app, equals: NavigationState(tabs: tabs()))
  }

  @Test func linksThatFailChangeNothing() throws {
    let (app, container) = signedIn(
      contacts: [contacts, card(.linus)], selected: "contacts",
      modals: [.stack([AnyDestination(MessagesDestination.newMessage(from: .ada))])])
    let before = app.state
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }

    app.send(.open("messenger://chat/Grace/photos"))
    app.send(.open("https://messenger.example/inbox?account=%20"))
    // NB: read, but for an account nobody on show is signed in to: no route.
    app.send(.open("messenger://inbox?account=Grace"))

    #expect(failures.count == 3)
    #expect(failures.prefix(2).allSatisfy { $0 ~= .invalidLink })
    #expect(failures.last.map { $0 ~= .noRoute } == true)
    #expect(app.state == before)
    #expect(container.events.isEmpty)
  }

  @Test func whileLoggedOutALinkFindsNoRouteAndChangesNothing() {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedOut)
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }

    app.send(.open("messenger://chat/Grace"))

    #expect(failures.count == 1)
    #expect(failures.first.map { $0 ~= .invalidLink } == false)
    assertNavigation(app, equals: .loggedOut)
  }

  @Test func aLinkBeforeTheFirstScreenWaitsForIt() {
    let app = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)

    app.send(.open("https://messenger.example/chat/Grace"))
    #expect(app.pendingRequestCount == 1)
    app.start(at: .loggedIn(.ada))

    assertNavigation(app, equals: NavigationState(tabs: tabs(chats: [inbox, chat(.grace)])))
  }

  @Test func aLinkDuringATransitionWaitsForIt() {
    let container = RecordingContainer<AppScreen>(finishesTransitionsImmediately: false)
    let app = makeAppNavigator(container: container, idiom: .phone, isFirstLaunch: false)
    app.start(at: .loggedIn(.ada))
    container.finishTransition()
    app.navigate(to: MessagesDestination.newMessage(from: .ada))
    #expect(container.isTransitioning)

    app.send(.open("messenger://contacts/Grace"))
    #expect(app.pendingRequestCount == 1)
    while container.isTransitioning { container.finishTransition() }

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(contacts: [contacts, card(.grace)]), selected: "contacts"))
  }

  @Test func theSharedLinkOfTheScreenOnTopOpensIt() throws {
    let (app, _) = signedIn(
      contacts: [contacts, card(.linus), profile(.linus)], selected: "contacts")
    let top = try #require(app.state.topStack?.last)
    let url = try #require(app.links?.url(for: top))
    #expect(url == "https://messenger.example/profile/Linus")
    let (other, _) = signedIn()

    other.send(.open(url))

    // NB: the link names the profile alone, which goes over the chat, the preferred way.
    assertNavigation(
      other, equals: NavigationState(tabs: tabs(chats: [inbox, chat(.linus), profile(.linus)])))
  }

  // MARK: - Helpers

  private let inbox = AnyDestination(MessagesDestination.inbox(.ada))
  private let contacts = AnyDestination(ContactsDestination.contacts(of: .ada))

  private func chat(_ person: User) -> AnyDestination {
    AnyDestination(MessagesDestination.chat(person))
  }

  private func profile(_ person: User) -> AnyDestination {
    AnyDestination(MessagesDestination.profile(person))
  }

  private func card(_ person: User) -> AnyDestination {
    AnyDestination(ContactsDestination.card(person))
  }

  /// Ada's tabs, with the stacks given.
  private func tabs(
    chats: [AnyDestination]? = nil, contacts: [AnyDestination]? = nil
  ) -> [NavigationState.Tab] {
    [
      .init("chats", chats ?? [inbox]), .init("contacts", contacts ?? [self.contacts]),
      .init("settings", [AnyDestination(SettingsDestination.settings)]),
    ]
  }

  /// The app as `makeAppNavigator` wires it, signed in as Ada with the stacks given, its events
  /// cleared.
  private func signedIn(
    chats: [AnyDestination]? = nil, contacts: [AnyDestination]? = nil,
    selected: String = "chats", modals: [NavigationState.Modal] = []
  ) -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
    let container = RecordingContainer<AppScreen>()
    let app = makeAppNavigator(container: container, idiom: .phone, isFirstLaunch: false)
    app.start(
      at: NavigationState(
        tabs: tabs(chats: chats, contacts: contacts), selected: selected, modals: modals))
    container.removeAllEvents()
    return (app, container)
  }
}

/// A small seeded generator (SplitMix64), so that a failing case can be replayed from its seed.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
