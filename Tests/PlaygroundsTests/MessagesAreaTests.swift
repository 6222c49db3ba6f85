import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct MessagesAreaTests {
  let navigation = RecordingNavigationController<AppScreen>()
  let factory = MessagesScreens(user: .ada, idiom: .phone) {
    LoginScreen(navigator: RecordingNavigator())
  }
  let navigator: StackNavigator<MessagesScreens, RecordingNavigationController<AppScreen>>
  let inbox: any InboxScreen

  init() {
    navigator = StackNavigator(navigationController: navigation, factory: factory)
    inbox = factory.makeInbox(navigator: navigator)
    navigation.apply(.setStack([inbox]), animated: false) { _ in }
    navigation.removeAllEvents()
  }

  @Test func aTabletGetsTheSplitInbox() {
    let tablet = MessagesScreens(user: .ada, idiom: .tablet) { AppScreen(title: "Login") }

    let inbox = tablet.makeInbox(navigator: RecordingNavigator())

    #expect(inbox is MessagesSplitScreen)
    #expect(inbox.title == "MessagesSplit")
    #expect(inbox.user == .ada)
  }

  @Test func aPhoneGetsTheListInbox() {
    #expect(inbox is MessagesListScreen)
    #expect(inbox.title == "MessagesList")
  }

  @Test func reopeningAChatGoesBackToItInsteadOfPushingACycle() {
    inbox.didSelectConversation(with: .grace)
    (navigation.screens.last as? ChatScreen)?.didTapTitle()
    (navigation.screens.last as? ProfileScreen)?.didTapSendMessage()

    assertPushes([MessagesDestination.chat(.grace), .profile(.grace)], on: navigation)
    #expect(navigation.events.last == .popTo(MessagesDestination.chat(.grace)))
    #expect(navigation.screens.count == 2)
  }

  @Test func pickingSomeoneClosesTheFormThenOpensTheChat() {
    inbox.didTapNewMessage()
    (navigation.presentedScreen as? NewMessageScreen)?.didPick(.linus)

    assertEvents(
      [
        .present(MessagesDestination.newMessage, withNavigationBar: true),
        .dismiss(),
        .push(MessagesDestination.chat(.linus)),
      ], on: navigation)
  }

  @Test func aBannerTappedWhileTheFormIsUpLeavesTheFormAndReportsTheBlockedPush() throws {
    var failures: [NavigationError] = []
    navigator.onFailure = { failures.append($0) }
    inbox.didTapNewMessage()
    navigation.removeAllEvents()

    inbox.didTapBanner(from: .grace)

    assertEvents([], on: navigation)
    #expect(navigation.presentedScreen is NewMessageScreen)
    #expect(failures == [.blockedByModal.asking(for: MessagesDestination.chat(.grace))])
    let message = try #require(failures.first).description
    #expect(message.hasPrefix("Cannot change the navigation stack for MessagesDestination.chat:"))
    #expect(!message.contains("Grace"))
  }

  @Test func aBannerTappedWithNoFormUpOpensTheChat() {
    inbox.didTapBanner(from: .grace)

    assertPushes([MessagesDestination.chat(.grace)], on: navigation)
  }

  @Test func theNewMessageFormOffersEveryoneButTheUser() {
    inbox.didTapNewMessage()

    #expect((navigation.presentedScreen as? NewMessageScreen)?.contacts == [.grace, .linus])
  }

  @Test func logOutClearsTheBackStackAndClosesTheForm() {
    inbox.didSelectConversation(with: .grace)
    inbox.didTapNewMessage()
    navigation.removeAllEvents()

    inbox.didTapLogOut()

    assertEvents([.setStack([MessagesDestination.logout]), .dismiss()], on: navigation)
    #expect(navigation.screens.count == 1)
    #expect(navigation.screens.first is LoginScreen)
    #expect(navigation.presentedScreen == nil)
  }
}
