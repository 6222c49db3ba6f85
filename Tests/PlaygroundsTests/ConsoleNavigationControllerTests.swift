import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct ConsoleNavigationControllerTests {
  @Test func printsEachChangeWithTitlesAndPayloadsRootFirst() {
    var lines: [String] = []
    let navigation = ConsoleNavigationController { lines.append($0) }
    let root = AppScreen(title: "Root")
    let chat = AppScreen(title: "Chat")
    let signUp = AppScreen(title: "SignUp")
    let form = AppScreen(title: "NewMessage")
    navigation.apply(.setStack([root]), animated: false) {}
    navigation.screen(chat, isShowing: MessagesDestination.chat(.grace))
    navigation.apply(.push(chat), animated: true) {}
    navigation.screen(signUp, isShowing: LoginDestination.signUp(prefilledEmail: nil))
    navigation.apply(.push(signUp), animated: true) {}
    navigation.screen(form, isShowing: MessagesDestination.newMessage)
    navigation.apply(.present(form, inNavigationStack: true), animated: true) {}

    #expect(
      lines == [
        "  replace stack with [Root]",
        "  stack: [Root]",
        "  push [Chat: Grace]",
        "  stack: [Root] › [Chat: Grace]",
        "  push [SignUp]",
        "  stack: [Root] › [Chat: Grace] › [SignUp]",
        "  present [NewMessage] in its own navigation stack",
        "  stack: [Root] › [Chat: Grace] › [SignUp]",
        "  modal: [NewMessage] (in its own navigation stack)",
      ])
  }

  @Test func describesPayloadsOfEveryShape() {
    #expect(DestinationPayload.text(of: MessagesDestination.chat(.grace)) == "Grace")
    #expect(DestinationPayload.text(of: MessagesDestination.newMessage) == nil)
    #expect(
      DestinationPayload.text(of: LoginDestination.signUp(prefilledEmail: "a@b.c")) == "a@b.c")
    #expect(DestinationPayload.text(of: LoginDestination.signUp(prefilledEmail: nil)) == nil)
    #expect(DestinationPayload.text(of: LoginDestination.loginCompleted(user: .ada)) == "Ada")
  }

  @Test func aScreenKeptAliveAfterLeavingIsReportedAsLeaked() {
    let navigation = ConsoleNavigationController { _ in }
    let root = AppScreen(title: "Root")
    let kept = AppScreen(title: "Kept")
    navigation.apply(.setStack([root]), animated: false) {}
    navigation.apply(.push(kept), animated: true) {}
    navigation.apply(.pop, animated: true) {}

    #expect(navigation.leakedScreens.map(navigation.label(of:)) == ["[Kept]"])
    #expect(navigation.departedScreenCount == 1)
  }
}
