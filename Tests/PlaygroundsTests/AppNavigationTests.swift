import Foundation
import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The whole app's navigation as `makeAppNavigator` wires it, on a recording container.
@MainActor
@Suite struct AppNavigationTests {
  let container = RecordingContainer<AppScreen>()
  let app: AppNavigator<RecordingContainer<AppScreen>>

  init() {
    app = makeAppNavigator(container: container, idiom: .phone, isFirstLaunch: false)
  }

  // MARK: - Exits between areas

  @Test func theSplashLeadsIntoOnboardingOnTheFirstLaunch() {
    let firstLaunch = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: true)
    firstLaunch.start(at: NavigationState(stack: [AnyDestination(SplashDestination.splash)]))

    (firstLaunch.container.layout.rootStack.last as? SplashScreen)?.didFinishLoading()

    assertNavigation(firstLaunch, equals: .onboarding)
  }

  @Test func theSplashLeadsIntoLoginAfterTheFirstLaunch() {
    app.start(at: NavigationState(stack: [AnyDestination(SplashDestination.splash)]))

    top(SplashScreen.self)?.didFinishLoading()

    assertNavigation(app, equals: .loggedOut)
  }

  @Test func thePageAfterTheLastLeadsIntoLogin() {
    app.start(at: .onboarding)

    top(OnboardingPageScreen.self)?.didTapNext()
    top(OnboardingPageScreen.self)?.didTapNext()
    assertNavigation(
      app,
      equals: NavigationState(stack: [
        AnyDestination(OnboardingDestination.page(1)),
        AnyDestination(OnboardingDestination.page(2)),
        AnyDestination(OnboardingDestination.page(3)),
      ]))
    top(OnboardingPageScreen.self)?.didTapNext()

    assertNavigation(app, equals: .loggedOut)
  }

  @Test func loggingInLeadsIntoTheUsersTabsAndClosesTheForgotPasswordSheet() async throws {
    app.start(at: .loggedOut)
    let login = try #require(top(LoginScreen.self))
    login.didTapForgotPassword()
    #expect(top(ForgotPasswordScreen.self) != nil)

    login.didType(email: "grace@example.com")
    await login.didTapLogIn()

    assertNavigation(app, equals: .loggedIn(.grace))
    #expect(login.errorMessage == nil)
    #expect(container.layout.rootStack.first is MessagesListScreen)
  }

  @Test func loggingOutLeadsBackToLoginFromAnyTabWithSheetsUp() throws {
    app.start(
      at: NavigationState(
        tabs: [
          .init("chats", [inbox, chat(.grace)]),
          .init("contacts", [AnyDestination(ContactsDestination.contacts(of: .ada))]),
          .init("settings", [AnyDestination(SettingsDestination.settings)]),
        ], selected: "settings"))
    let settings = try #require(top(SettingsScreen.self))

    settings.didTapLogOut()

    assertNavigation(app, equals: .loggedOut)
    #expect(container.layout.rootStack.first is LoginScreen)
  }

  // MARK: - The new message sheet

  @Test func theNewMessageSheetPushesInsideItselfAndAPickerGoesOverIt() throws {
    app.start(at: .loggedIn(.ada))

    top((any InboxScreen).self)?.didTapNewMessage()
    top(NewMessageScreen.self)?.didTapTo()
    assertNavigation(
      app,
      equals: loggedIn(modals: [
        .stack([newMessage, AnyDestination(MessagesDestination.recipients(of: .ada))])
      ]))

    top(RecipientsScreen.self)?.didTapBack()
    top(NewMessageScreen.self)?.didTapAttachPhoto()
    assertNavigation(
      app,
      equals: loggedIn(modals: [
        .stack([newMessage]), .screen(AnyDestination(MessagesDestination.photoPicker)),
      ]))

    top(PhotoPickerScreen.self)?.didTapCancel()
    assertNavigation(app, equals: loggedIn(modals: [.stack([newMessage])]))
  }

  @Test func pickingARecipientClosesTheSheetThenOpensTheChatOnTheTab() throws {
    app.start(at: loggedIn(modals: [.stack([newMessage])]))
    top(NewMessageScreen.self)?.didTapTo()
    let recipients = try #require(top(RecipientsScreen.self))
    #expect(recipients.contacts == [.grace, .linus])

    recipients.didPick(.linus)

    assertNavigation(
      app, equals: NavigationState(tabs: tabs(chats: [inbox, chat(.linus)]), selected: "chats"))
  }

  @Test func reopeningAChatGoesBackToItInsteadOfPushingACycle() {
    app.start(at: .loggedIn(.ada))

    top((any InboxScreen).self)?.didSelectConversation(with: .grace)
    top(ChatScreen.self)?.didTapTitle()
    top(ProfileScreen.self)?.didTapSendMessage()

    assertNavigation(app, equals: NavigationState(tabs: tabs(chats: [inbox, chat(.grace)])))
  }

  @Test func aWholePathChangeSelectsATabWithItsStackAndClosesTheSheets() async throws {
    app.start(at: loggedIn(modals: [.stack([newMessage])], selected: "contacts"))

    try await app.perform(
      .selectTab(
        "chats", stack: [inbox, chat(.grace), AnyDestination(MessagesDestination.profile(.grace))]))

    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(chats: [
          inbox, chat(.grace), AnyDestination(MessagesDestination.profile(.grace)),
        ])))
  }

  // MARK: - The user's gestures

  @Test func aTabTapAndABackSwipeAreReflectedInTheState() {
    app.start(at: .loggedIn(.ada))
    container.simulateUserSelectTab(1)
    top(ContactsScreen.self)?.didSelect(.grace)
    assertNavigation(
      app,
      equals: NavigationState(
        tabs: tabs(contacts: [
          AnyDestination(ContactsDestination.contacts(of: .ada)),
          AnyDestination(ContactsDestination.card(.grace)),
        ]), selected: "contacts"))

    container.simulateUserPop()

    assertNavigation(app, equals: loggedIn(selected: "contacts"))
  }

  // MARK: - Snapshots

  @Test func aSnapshotRestoredInAFreshAppGivesTheSameState() async throws {
    let state = loggedIn(
      chats: [inbox, chat(.grace)],
      modals: [.stack([newMessage]), .screen(AnyDestination(MessagesDestination.photoPicker))],
      selected: "chats")
    app.start(at: state)
    let saved = try app.snapshot()

    let relaunched = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    var result: Result<Void, NavigationError>?
    relaunched.restore(from: saved, orStartAt: .loggedOut) { result = $0 }

    #expect(throws: Never.self) { try result?.get() }
    assertNavigation(relaunched, equals: state)
    #expect(relaunched.container.layout.modals.last?.stack.last is PhotoPickerScreen)
  }

  @Test func aSnapshotNamingAnAreaThatNoLongerExistsFallsBackToLogin() throws {
    app.start(at: .loggedIn(.ada))
    let json = String(decoding: try app.snapshot(), as: UTF8.self)
    let outdated = Data(
      json.replacingOccurrences(of: "ContactsDestination", with: "AddressBook").utf8)

    let relaunched = makeAppNavigator(
      container: RecordingContainer<AppScreen>(), idiom: .phone, isFirstLaunch: false)
    var failure: NavigationError?
    relaunched.restore(from: outdated, orStartAt: .loggedOut) { result in
      if case .failure(let error) = result { failure = error }
    }

    assertNavigation(relaunched, equals: .loggedOut)
    #expect(failure == .snapshotUnreadable)
    #expect(
      failure?.description.hasPrefix(
        "Cannot restore the navigation from this snapshot: it names the area "
          + "MessengerApp.AddressBook, which is not registered.") == true)
  }

  // MARK: - Exits

  @Test func withoutItsHandlerALogOutFailsAndChangesNothing() async throws {
    let unwired = AppNavigator(container: RecordingContainer<AppScreen>())
    unwired.register(SettingsDestination.self) { _, navigator in
      SettingsScreen(navigator: navigator)
    }
    unwired.start(at: NavigationState(stack: [AnyDestination(SettingsDestination.settings)]))
    let settings = try #require(unwired.navigator(for: SettingsDestination.self))

    let error = await #expect(throws: NavigationError.self) {
      try await settings.perform(.exit(.logOut))
    }
    #expect(error.map { NavigationError.exitNotHandled ~= $0 } == true)
    #expect(error?.description.contains("handleExits(from: SettingsDestination.self)") == true)
    assertNavigation(
      unwired, equals: NavigationState(stack: [AnyDestination(SettingsDestination.settings)]))
  }

  // MARK: - Helpers

  private let inbox = AnyDestination(MessagesDestination.inbox(.ada))
  private let newMessage = AnyDestination(MessagesDestination.newMessage(from: .ada))

  private func chat(_ contact: User) -> AnyDestination {
    AnyDestination(MessagesDestination.chat(contact))
  }

  /// Ada's tabs, with the stacks given.
  private func tabs(
    chats: [AnyDestination]? = nil, contacts: [AnyDestination]? = nil
  ) -> [NavigationState.Tab] {
    [
      .init("chats", chats ?? [inbox]),
      .init("contacts", contacts ?? [AnyDestination(ContactsDestination.contacts(of: .ada))]),
      .init("settings", [AnyDestination(SettingsDestination.settings)]),
    ]
  }

  /// Ada's tabs with `modals` over them.
  private func loggedIn(
    chats: [AnyDestination]? = nil, modals: [NavigationState.Modal] = [], selected: String = "chats"
  ) -> NavigationState {
    NavigationState(tabs: tabs(chats: chats), selected: selected, modals: modals)
  }

  /// The screen the user sees, if it is a `Screen`.
  private func top<Screen>(_ type: Screen.Type) -> Screen? {
    (container.layout.modals.last?.stack.last ?? container.layout.rootStack.last) as? Screen
  }
}
