import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct ConsoleContainerTests {
  @Test func printsEachChangeWithLabelsPayloadsAndOutcomes() {
    var lines: [String] = []
    let container = ConsoleContainer { lines.append($0) }
    let inbox = AppScreen(title: "Inbox")
    let chat = AppScreen(title: "Chat")
    let sheet = AppScreen(title: "NewMessage")
    container.screen(chat, isShowing: AnyDestination(MessagesDestination.chat(.grace)))
    container.screen(sheet, isShowing: AnyDestination(MessagesDestination.newMessage(from: .ada)))

    container.apply(.setRoot(.tabs([.init("chats", [inbox])], selectedIndex: 0)), animated: false) {
      _ in
    }
    container.apply(.setStack([inbox, chat], at: .tab(0)), animated: true) { _ in }
    container.apply(.present(.stack([sheet])), animated: true) { _ in }
    container.apply(.dismiss(fromLevel: 0), animated: true) { _ in }

    #expect(
      lines == [
        "  set root: tab chats (selected): [Inbox] (not animated) → finished",
        "  set stack of tab 0: [Inbox] › [Chat: Grace] → finished",
        "  present [NewMessage: Ada] with navigation bar → finished",
        "  dismiss from modal 0 → finished",
      ])
    #expect(container.layout.rootStack.count == 2)
    #expect(container.layout.modals.isEmpty)
  }

  @Test func refusesWhatDoesNotFitAndReportsItToTheCompletion() {
    var lines: [String] = []
    let container = ConsoleContainer { lines.append($0) }
    let root = AppScreen(title: "Root")
    var outcomes: [TransitionOutcome] = []
    container.apply(.setRoot(.stack([root])), animated: false) { outcomes.append($0) }
    lines.removeAll()

    container.apply(.dismiss(fromLevel: 0), animated: true) { outcomes.append($0) }
    container.apply(.selectTab(1), animated: true) { outcomes.append($0) }
    container.apply(.setStack([root], at: .modal(0)), animated: true) { outcomes.append($0) }

    #expect(
      outcomes == [
        .finished, .refused(reason: "no modal is presented at level 0"),
        .refused(reason: "there is no tab 1"),
        .refused(reason: "there is no stack at modal 0 or the new one is empty"),
      ])
    #expect(lines.count == 3)
    #expect(container.layout.rootStack.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(container.layout.modals.isEmpty)
  }

  @Test func theUsersGesturesChangeTheLayoutAndTellTheNavigator() {
    var lines: [String] = []
    let container = ConsoleContainer { lines.append($0) }
    var changes = 0
    container.userDidChangeLayout = { changes += 1 }
    let inbox = AppScreen(title: "Inbox")
    let chat = AppScreen(title: "Chat")
    let contacts = AppScreen(title: "Contacts")
    let sheet = AppScreen(title: "Sheet")
    container.apply(
      .setRoot(
        .tabs([.init("chats", [inbox, chat]), .init("contacts", [contacts])], selectedIndex: 0)),
      animated: false
    ) { _ in }
    container.apply(.present(.screen(sheet)), animated: false) { _ in }
    lines.removeAll()

    #expect(!container.userTapsTab("contacts"))  // the sheet covers the tab bar
    #expect(!container.userSwipesBack())  // the sheet has no stack
    #expect(container.userSwipesDown())
    #expect(container.userSwipesBack())
    #expect(container.userTapsTab("contacts"))

    #expect(
      lines == [
        "  user swipes down modal 0",
        "  user swipes back on tab 0: [Chat] leaves",
        "  user taps tab 1 (contacts)",
      ])
    #expect(changes == 3)
    #expect(container.layout.selectedTab == "contacts")
    #expect(container.layout.modals.isEmpty)
  }

  @Test func aScreenKeptAliveAfterLeavingIsReportedAsLeaked() {
    let container = ConsoleContainer { _ in }
    let root = AppScreen(title: "Root")
    let kept = AppScreen(title: "Kept")
    container.apply(.setRoot(.stack([root, kept])), animated: false) { _ in }
    container.apply(.setStack([root], at: .root), animated: true) { _ in }

    #expect(container.leakedScreens.map(container.label(of:)) == ["[Kept]"])
    #expect(container.departedScreenCount == 1)
  }

  @Test func labelsDestinationsOfEveryShape() {
    func label(_ destination: some Destination) -> String {
      ScreenLabel(AnyDestination(destination)).description
    }
    #expect(label(MessagesDestination.chat(.grace)) == "[Chat: Grace]")
    #expect(label(MessagesDestination.photoPicker) == "[PhotoPicker]")
    #expect(label(LoginDestination.signUp(prefilledEmail: "a@b.c")) == "[SignUp: a@b.c]")
    #expect(label(LoginDestination.signUp(prefilledEmail: nil)) == "[SignUp]")
    #expect(label(ContactsDestination.contacts(of: .ada)) == "[Contacts: Ada]")
    #expect(label(OnboardingDestination.page(2)) == "[Page: 2]")
  }
}
