import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct RecordingNavigationControllerTests {
  let root = Page()

  @Test func behavesLikeAStackAndRecordsEveryOperation() {
    let navigation = RecordingNavigationController(screens: [root])
    let (a, b, c) = (Page(), Page(), Page())
    navigation.apply(.push(a), animated: true) {}
    navigation.apply(.push(b), animated: false) {}
    navigation.apply(.popTo(a), animated: true) {}
    navigation.apply(.push(c), animated: true) {}
    navigation.apply(.pop, animated: true) {}
    navigation.apply(.popToRoot, animated: true) {}
    navigation.apply(.present(b, inNavigationStack: true), animated: true) {}
    #expect(navigation.presentedInNavigationStack)
    navigation.apply(.dismiss, animated: false) {}
    navigation.apply(.setStack([c, a]), animated: true) {}

    #expect(navigation.screens.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
    #expect(navigation.presentedScreen == nil)
    #expect(
      navigation.events.map(\.description) == [
        "push <Page>", "push <Page> (not animated)", "pop to <Page>", "push <Page>", "pop",
        "pop to root", "present <Page> in navigation stack", "dismiss (not animated)",
        "set stack [<Page>, <Page>]",
      ])
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

  @Test func forgetsTheNameOfAScreenThatLeft() {
    let navigation = RecordingNavigationController(screens: [root])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .cart)
    let cart = navigation.screens[1]
    navigator.goBack()

    #expect(navigation.name(of: cart) == ScreenName(unnamed: cart))
  }

  @Test func finishesTransitionsOnDemand() {
    let navigation = RecordingNavigationController(
      screens: [root], finishesTransitionsImmediately: false)
    var finished = false
    var afterwards = false
    navigation.apply(.push(Page()), animated: true) { finished = true }
    navigation.afterTransition { afterwards = true }

    #expect(navigation.isTransitioning)
    #expect(!finished && !afterwards)

    #expect(navigation.finishTransition())
    #expect(finished && afterwards)
    #expect(!navigation.isTransitioning)
    #expect(!navigation.finishTransition())
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
    navigation.apply(.push(Page()), animated: true) {}
    navigation.removeAllEvents()
    #expect(navigation.events.isEmpty)
    #expect(navigation.screens.count == 2)
  }
}
