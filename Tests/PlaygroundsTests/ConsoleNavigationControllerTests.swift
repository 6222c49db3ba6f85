import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct ConsoleNavigationControllerTests {
  @Test func printsEachChangeWithTitlesPayloadsAndOutcomesRootFirst() {
    var lines: [String] = []
    let navigation = ConsoleNavigationController { lines.append($0) }
    let root = AppScreen(title: "Root")
    let chat = AppScreen(title: "Chat")
    let signUp = AppScreen(title: "SignUp")
    let form = AppScreen(title: "NewMessage")
    navigation.apply(.setStack([root]), animated: false) { _ in }
    navigation.screen(chat, isShowing: MessagesDestination.chat(.grace))
    navigation.apply(.push(chat), animated: true) { _ in }
    navigation.screen(signUp, isShowing: LoginDestination.signUp(prefilledEmail: nil))
    navigation.apply(.push(signUp), animated: true) { _ in }
    navigation.screen(form, isShowing: MessagesDestination.newMessage)
    navigation.apply(.present(form, withNavigationBar: true), animated: true) { _ in }

    #expect(
      lines == [
        "  replace stack with [Root] (not animated) → finished",
        "  stack: [Root]",
        "  push [Chat: Grace] → finished",
        "  stack: [Root] › [Chat: Grace]",
        "  push [SignUp] → finished",
        "  stack: [Root] › [Chat: Grace] › [SignUp]",
        "  present [NewMessage] with a navigation bar → finished",
        "  stack: [Root] › [Chat: Grace] › [SignUp]",
        "  modal: [NewMessage] (with a navigation bar)",
      ])
  }

  @Test func reportsTheOutcomeItPrintsToTheCompletion() {
    let navigation = ConsoleNavigationController { _ in }
    var outcomes: [TransitionOutcome] = []
    navigation.apply(.setStack([AppScreen(title: "Root")]), animated: false) { outcomes.append($0) }
    navigation.apply(.dismiss, animated: true) { outcomes.append($0) }

    #expect(outcomes == [.finished, .refused(reason: "nothing is presented")])
  }

  @Test func refusesWhatDoesNotFitAndChangesNothing() {
    var lines: [String] = []
    let navigation = ConsoleNavigationController { lines.append($0) }
    let root = AppScreen(title: "Root")
    let sheet = AppScreen(title: "Sheet")
    let second = AppScreen(title: "Second")
    navigation.apply(.setStack([root]), animated: false) { _ in }
    navigation.apply(.present(sheet, withNavigationBar: false), animated: true) { _ in }
    lines.removeAll()

    navigation.apply(.pop, animated: true) { _ in }
    navigation.apply(.popTo(second), animated: true) { _ in }
    navigation.apply(.push(root), animated: true) { _ in }
    navigation.screen(second, isShowing: MessagesDestination.chat(.linus))
    navigation.apply(.present(second, withNavigationBar: false), animated: true) { _ in }

    #expect(
      lines == [
        "  pop [Root] → refused: only the root screen is on the stack",
        "  stack: [Root]",
        "  modal: [Sheet]",
        "  pop to [Second] → refused: the screen is not on the stack",
        "  stack: [Root]",
        "  modal: [Sheet]",
        "  push [Root] → refused: the screen is already shown",
        "  stack: [Root]",
        "  modal: [Sheet]",
        "  present [Second: Linus] → refused: another screen is already presented",
        "  stack: [Root]",
        "  modal: [Sheet]",
      ])
    #expect(navigation.screens.count == 1)
    #expect(navigation.presentedScreen === sheet)
    #expect(navigation.label(of: second) == "[Second]")
    #expect(navigation.departedScreenCount == 0)
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
    navigation.apply(.setStack([root]), animated: false) { _ in }
    navigation.apply(.push(kept), animated: true) { _ in }
    navigation.apply(.pop, animated: true) { _ in }

    #expect(navigation.leakedScreens.map(navigation.label(of:)) == ["[Kept]"])
    #expect(navigation.departedScreenCount == 1)
  }
}
