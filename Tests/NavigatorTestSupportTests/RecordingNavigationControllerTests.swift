import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct RecordingNavigationControllerTests {
  let root = Page()

  @Test func behavesLikeAStackAndRecordsEveryOperation() {
    let navigation = RecordingNavigationController(screens: [root])
    let (a, b, c) = (Page(), Page(), Page())
    navigation.apply(.push(a), animated: true) { _ in }
    navigation.apply(.push(b), animated: false) { _ in }
    navigation.apply(.popTo(a), animated: true) { _ in }
    navigation.apply(.push(c), animated: true) { _ in }
    navigation.apply(.pop, animated: true) { _ in }
    navigation.apply(.popToRoot, animated: true) { _ in }
    navigation.apply(.present(b, withNavigationBar: true), animated: true) { _ in }
    #expect(navigation.presentedWithNavigationBar)
    navigation.apply(.dismiss, animated: false) { _ in }
    navigation.apply(.setStack([c, a]), animated: true) { _ in }

    #expect(navigation.screens.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
    #expect(navigation.presentedScreen == nil)
    #expect(
      navigation.events.map(\.description) == [
        "push <Page>", "push <Page> (not animated)", "pop to <Page>", "push <Page>", "pop",
        "pop to root", "present <Page> with navigation bar", "dismiss (not animated)",
        "set stack [<Page>, <Page>]",
      ])
  }

  @Test func refusesWhatUIKitRefusesAndChangesNothing() {
    let navigation = RecordingNavigationController(screens: [root])
    let (a, b) = (Page(), Page())
    var outcomes: [TransitionOutcome] = []
    let operations: [NavigationOperation<Page>] = [
      .pop, .dismiss, .popTo(a), .push(root), .setStack([]), .setStack([a, a]),
    ]
    for operation in operations {
      navigation.apply(operation, animated: true) { outcomes.append($0) }
    }
    navigation.apply(.present(b, withNavigationBar: false), animated: false) { _ in }
    navigation.apply(.present(a, withNavigationBar: false), animated: false) {
      outcomes.append($0)
    }
    navigation.apply(.push(b), animated: false) { outcomes.append($0) }

    #expect(
      outcomes == [
        .refused(reason: "the stack holds no screen above its root"),
        .refused(reason: "it presents no screen"),
        .refused(reason: "the screen to pop to is not on the stack"),
        .refused(reason: "the screen pushed is already shown, and a screen is shown once"),
        .refused(reason: "the stack would be empty"),
        .refused(reason: "the screen at index 1 is already in the stack below it"),
        .refused(reason: "it already presents a screen"),
        .refused(reason: "the screen pushed is already shown, and a screen is shown once"),
      ])
    #expect(navigation.screens.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(navigation.presentedScreen === b)
    #expect(navigation.events.filter { if case .refused = $0 { true } else { false } }.count == 8)
  }

  @Test func namesScreensByTheDestinationTheyWereMadeFor() {
    let navigation = RecordingNavigationController(screens: [root])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .product(id: 7))
    navigator.navigate(to: .checkout)

    #expect(
      navigation.stack == [ScreenName(unnamed: root), ScreenName(ShopDestination.product(id: 7))])
    #expect(
      navigation.events.map(\.description) == [
        "push ShopDestination.product(id: 7)", "present ShopDestination.checkout",
      ])
  }

  @Test func namesAScreenForAsLongAsItLivesOnly() {
    let navigation = RecordingNavigationController(screens: [root])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .cart)
    let cart = navigation.screens[1]
    navigator.goBack()

    #expect(navigation.name(of: cart) == ScreenName(ShopDestination.cart))
    #expect(navigation.name(of: Page()) == ScreenName(unnamed: root))
  }

  @Test func finishesTransitionsOnDemand() {
    let navigation = RecordingNavigationController(
      screens: [root], finishesTransitionsImmediately: false)
    var finished = false
    var afterwards = false
    navigation.apply(.push(Page()), animated: true) { finished = $0 == .finished }
    navigation.afterTransition { afterwards = true }

    #expect(navigation.isTransitioning)
    #expect(!finished && !afterwards)

    #expect(navigation.finishTransition())
    #expect(finished && afterwards)
    #expect(!navigation.isTransitioning)
    #expect(!navigation.finishTransition())
  }

  @Test func aCancelledTransitionRestoresTheStackAndTheModalScreen() {
    let navigation = RecordingNavigationController(
      screens: [root], finishesTransitionsImmediately: false)
    let pushed = Page()
    var outcomes: [TransitionOutcome] = []
    navigation.apply(.push(pushed), animated: true) { outcomes.append($0) }
    #expect(navigation.screens.count == 2)

    navigation.finishTransition(.cancelled)

    #expect(outcomes == [.cancelled])
    #expect(navigation.screens.map { $0 === root } == [true])
    #expect(navigation.events == [.push(ScreenName(unnamed: pushed)), .cancelled])

    navigation.apply(.present(pushed, withNavigationBar: false), animated: true) { _ in }
    navigation.finishTransition(.refused(reason: "not in a window"))
    #expect(navigation.presentedScreen == nil)
  }

  @Test func afterTransitionRunsAtOnceWhenIdle() {
    let navigation = RecordingNavigationController<Page>()
    var ran = false
    navigation.afterTransition { ran = true }
    #expect(ran)
  }

  @Test func simulatesTheUserPoppingUnlessOnlyTheRootIsLeft() {
    let navigation = RecordingNavigationController(screens: [root, Page()])

    #expect(navigation.simulateUserPop())
    #expect(!navigation.simulateUserPop())
    #expect(navigation.events == [.userPop])
    #expect(navigation.screens.count == 1)
  }

  @Test func theUserCannotPopDuringATransition() {
    let navigation = RecordingNavigationController(
      screens: [root, Page(), Page()], finishesTransitionsImmediately: false)
    #expect(navigation.simulateUserPop())
    #expect(!navigation.simulateUserPop())
    navigation.finishTransition()
    #expect(navigation.simulateUserPop(finishing: true))
    #expect(!navigation.isTransitioning)
  }

  @Test func removeAllEventsKeepsTheStack() {
    let navigation = RecordingNavigationController(screens: [root])
    navigation.apply(.push(Page()), animated: true) { _ in }
    navigation.removeAllEvents()
    #expect(navigation.events.isEmpty)
    #expect(navigation.screens.count == 2)
  }

  // MARK: - The one-stack view of a RecordingContainer

  @Test func popToKeepsTheStackUpToTheScreenAndPopToRootKeepsTheRoot() {
    let (a, b, c) = (Page(), Page(), Page())
    let navigation = RecordingNavigationController(screens: [root, a, b, c])
    func stack() -> [ObjectIdentifier] { navigation.screens.map(ObjectIdentifier.init) }

    navigation.apply(.popTo(b), animated: true) { _ in }
    #expect(stack() == [root, a, b].map(ObjectIdentifier.init))
    navigation.apply(.popTo(b), animated: false) { _ in }
    #expect(stack() == [root, a, b].map(ObjectIdentifier.init))
    navigation.apply(.popToRoot, animated: true) { _ in }
    #expect(stack() == [ObjectIdentifier(root)])
    navigation.apply(.popToRoot, animated: true) { _ in }
    #expect(stack() == [ObjectIdentifier(root)])
    #expect(
      navigation.events.map(\.description) == [
        "pop to <Page>", "pop to <Page> (not animated)", "pop to root", "pop to root",
      ])
  }

  @Test func aCancelledPopToPutsBackTheScreensAboveIt() {
    let (a, b) = (Page(), Page())
    let navigation = RecordingNavigationController(
      screens: [root, a, b], finishesTransitionsImmediately: false)
    navigation.apply(.popTo(a), animated: true) { _ in }
    #expect(navigation.screens.count == 2)

    navigation.finishTransition(.cancelled)

    #expect(
      navigation.screens.map(ObjectIdentifier.init) == [root, a, b].map(ObjectIdentifier.init))
    #expect(navigation.events == [.popTo(ScreenName(unnamed: a)), .cancelled])
  }

  @Test func aCancelledDismissalPutsBackTheScreenWithItsNavigationBar() {
    let navigation = RecordingNavigationController(screens: [root])
    let sheet = Page()
    navigation.apply(.present(sheet, withNavigationBar: true), animated: true) { _ in }
    navigation.finishesTransitionsImmediately = false
    var outcome: TransitionOutcome?
    navigation.apply(.dismiss, animated: true) { outcome = $0 }
    #expect(navigation.presentedScreen == nil && !navigation.presentedWithNavigationBar)

    navigation.finishTransition(.cancelled)

    #expect(outcome == .cancelled)
    #expect(navigation.presentedScreen === sheet && navigation.presentedWithNavigationBar)
    #expect(navigation.events.suffix(2) == [.dismiss(), .cancelled])
  }

  @Test func aCancelledUserPopPutsTheScreenBack() {
    let top = Page()
    let navigation = RecordingNavigationController(screens: [root, top])

    #expect(navigation.simulateUserPop(finishing: false))
    #expect(navigation.isTransitioning && navigation.screens.count == 1)
    navigation.finishTransition(.cancelled)

    #expect(navigation.screens.last === top)
    #expect(navigation.events == [.userPop, .cancelled])
  }

  @Test func anEmptyStackTakesAPushAndAPresentationAsANavigationControllerDoes() {
    // NB: a window container refuses both without a root; a navigation controller does not.
    let navigation = RecordingNavigationController<Page>()
    let (a, b) = (Page(), Page())
    var outcomes: [TransitionOutcome] = []
    navigation.apply(.present(a, withNavigationBar: false), animated: true) { outcomes.append($0) }
    navigation.apply(.push(b), animated: true) { outcomes.append($0) }

    #expect(outcomes == [.finished, .finished])
    #expect(navigation.screens.first === b && navigation.presentedScreen === a)
  }
}
