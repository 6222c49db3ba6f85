import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The Chats tab's screens and factory, each screen with a recording navigator.
@MainActor
@Suite struct MessagesAreaTests {
  let navigator = RecordingNavigator<MessagesDestination>()

  @Test func aTabletGetsTheSplitInbox() throws {
    let tablet = MessagesScreens(idiom: .tablet)

    let inbox = try #require(
      tablet.makeViewController(for: .inbox(.ada), navigator: navigator) as? any InboxScreen)

    #expect(inbox is MessagesSplitScreen)
    #expect(inbox.title == "MessagesSplit")
    #expect(inbox.user == .ada)
  }

  @Test func aPhoneGetsTheListInbox() {
    let inbox = MessagesScreens(idiom: .phone).makeInbox(for: .ada, navigator: navigator)

    #expect(inbox is MessagesListScreen)
    #expect(inbox.title == "MessagesList")
  }

  @Test func theInboxOpensChatsAndANewMessageFromItsUser() {
    let inbox = MessagesListScreen(user: .ada, navigator: navigator)

    inbox.didSelectConversation(with: .grace)
    inbox.didTapNewMessage()

    assertRequests(
      [.navigate(to: .chat(.grace)), .navigate(to: .newMessage(from: .ada))], on: navigator)
  }

  @Test func theNewMessageSheetAsksForRecipientsAPhotoOrToClose() {
    let newMessage = NewMessageScreen(user: .ada, navigator: navigator)

    newMessage.didTapTo()
    newMessage.didTapAttachPhoto()
    newMessage.didTapCancel()

    assertRequests(
      [.navigate(to: .recipients(of: .ada)), .navigate(to: .photoPicker), .dismiss], on: navigator)
  }

  @Test func theRecipientsAreEveryoneButTheUser() throws {
    let recipients = try #require(
      MessagesScreens(idiom: .phone).makeViewController(
        for: .recipients(of: .ada), navigator: navigator) as? RecipientsScreen)

    #expect(recipients.contacts == [.grace, .linus])
  }

  @Test func pickingSomeoneClosesTheSheetThenOpensTheChat() {
    RecipientsScreen(contacts: User.ada.contacts, navigator: navigator).didPick(.linus)

    assertRequests([.dismiss, .navigate(to: .chat(.linus))], on: navigator)
  }

  @Test func eachDestinationIsShownAsItsScreenSays() {
    #expect(MessagesDestination.chat(.grace).presentation == .popToExistingOrPush)
    #expect(MessagesDestination.newMessage(from: .ada).presentation == .modalWithNavigationBar)
    #expect(MessagesDestination.recipients(of: .ada).presentation == .push)
    #expect(MessagesDestination.photoPicker.presentation == .modal)
  }
}
