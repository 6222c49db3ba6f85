import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct RecordingContainerTests {
  private func makeApp(
    finishing: Bool = true
  ) -> (AppNavigator<RecordingContainer<Page>>, RecordingContainer<Page>) {
    let container = RecordingContainer<Page>(finishesTransitionsImmediately: finishing)
    let app = AppNavigator(container: container)
    app.register(Pages())
    return (app, container)
  }

  private let cart = AnyDestination(ShopDestination.cart)
  private let product = AnyDestination(ShopDestination.product(id: 1))
  private let checkout = AnyDestination(ShopDestination.checkout)

  @Test func itRecordsEachChangeWithTheScreensNamed() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(tabs: [.init("shop", [product]), .init("cart", [cart])]))
    app.send(.selectTab("cart", stack: [cart, product]))
    app.navigate(to: ShopDestination.checkout)
    app.send(.dismissAll)

    assertEvents(
      [
        .setRoot(
          .tabs(
            [.init("shop", [ScreenName(product)]), .init("cart", [ScreenName(cart)])],
            selectedIndex: 0), animated: false),
        .selectTab(1, animated: false),
        .setStack([ScreenName(cart), ScreenName(product)], at: .tab(1), animated: true),
        .present([ScreenName(checkout)], withNavigationBar: false, animated: true),
        .dismiss(fromLevel: 0, animated: true),
      ], on: container)
    #expect(
      container.events.last?.description == "dismiss from modal 0"
        && container.events.first?.description
          == "set root: tab shop (selected): ShopDestination.product(id: 1); tab cart: ShopDestination.cart (not animated)"
    )
  }

  @Test func aStackRootPrintsItsScreensOnce() {
    let event = RecordingContainer<Page>.Event.setRoot(
      .stack([ScreenName(ShopDestination.cart)]), animated: true)

    #expect(event.description == "set root: ShopDestination.cart")
  }

  @Test func aCancelledChangePutsTheLayoutBack() {
    let (app, container) = makeApp(finishing: false)
    app.start(at: NavigationState(stack: [product]))
    container.finishTransition()
    app.navigate(to: ShopDestination.cart)
    #expect(container.isTransitioning)
    var ran = false
    container.afterTransition { ran = true }

    #expect(container.finishTransition(.cancelled))

    #expect(ran)
    #expect(container.events.last == .cancelled)
    #expect(app.state == NavigationState(stack: [product]))
    #expect(!container.finishTransition())
  }

  @Test func gesturesAreRefusedWhenTheyCannotHappen() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: [product]))

    #expect(!container.simulateUserPop())
    #expect(!container.simulateUserSwipeDown())
    #expect(!container.simulateUserSelectTab(0))
    app.navigate(to: ShopDestination.checkout)
    container.setModalInPresentation(true, atLevel: 0)
    #expect(!container.simulateUserSwipeDown())
    container.setModalInPresentation(false, atLevel: 0)
    #expect(container.simulateUserSwipeDown())
    #expect(container.events.last == .userSwipeDown(level: 0))
  }

  @Test func aChangeThatDoesNotFitTheLayoutIsRefusedAsUIKitRefusesIt() {
    let container = RecordingContainer<Page>()
    var outcomes: [TransitionOutcome] = []
    let page = Page()

    container.apply(.setStack([page], at: .root), animated: false) { outcomes.append($0) }
    container.apply(.present(.screen(page)), animated: true) { outcomes.append($0) }
    container.apply(.setRoot(.stack([page])), animated: false) { outcomes.append($0) }
    container.apply(.selectTab(1), animated: false) { outcomes.append($0) }
    container.apply(.present(.stack([page])), animated: true) { outcomes.append($0) }
    container.apply(.dismiss(fromLevel: 0), animated: true) { outcomes.append($0) }

    let noRoot = "the window has no root to set a stack in; set a root first"
    let noTab = "the window's root has no tab at index 1"
    let shownTwice = "the screen at index 0 is already shown elsewhere in the window"
    let noModal = "there is no modal at level 0"
    #expect(
      outcomes == [
        .refused(reason: noRoot), .refused(reason: "the window has no root view controller"),
        .finished, .refused(reason: noTab), .refused(reason: shownTwice),
        .refused(reason: noModal),
      ])
    #expect(
      container.events == [
        .refused(reason: noRoot), .refused(reason: "the window has no root view controller"),
        .setRoot(.stack([container.name(of: page)]), animated: false), .refused(reason: noTab),
        .refused(reason: shownTwice), .refused(reason: noModal),
      ])
    #expect(container.events.last?.description == "refused: \(noModal)")
    #expect(container.layout.rootStack.count == 1)
    #expect(container.layout.modals.isEmpty)
  }

  @Test func aGestureDuringAChangeLandsOnWhatTheChangeShowsBeforeItsCompletion() {
    let (app, container) = makeApp(finishing: false)
    app.start(at: NavigationState(tabs: [.init("shop", [product]), .init("cart", [cart])]))
    container.finishTransition()
    var results: [Result<Void, NavigationError>] = []
    app.perform(.navigate(to: ShopDestination.checkout)) { results.append($0) }
    #expect(container.isTransitioning)

    #expect(!container.simulateUserSwipeDown(), "refused during a change by default")
    #expect(container.simulateUserSwipeDown(duringTransition: true))
    #expect(container.isTransitioning, "the change is still in progress")
    #expect(results.isEmpty)
    #expect(container.simulateUserSelectTab(1, duringTransition: true))
    #expect(container.finishTransition())

    #expect(results.count == 1)
    #expect(throws: Never.self) { try results.first?.get() }
    #expect(
      container.events.suffix(3) == [
        .present([ScreenName(checkout)], withNavigationBar: false, animated: true),
        .userSwipeDown(level: 0), .userSelectTab(1),
      ])
    #expect(
      app.state
        == NavigationState(
          tabs: [.init("shop", [product]), .init("cart", [cart])], selected: "cart"))
  }

  @Test func aChangeCancelledAfterAGestureLeavesTheLayoutAsTheUserLeftIt() {
    let (app, container) = makeApp(finishing: false)
    app.start(at: NavigationState(tabs: [.init("shop", [product]), .init("cart", [cart])]))
    container.finishTransition()
    app.perform(.selectTab("shop", stack: [product, cart])) { _ in }

    #expect(container.simulateUserSelectTab(1, duringTransition: true))
    #expect(container.finishTransition(.cancelled))

    #expect(container.events.last == .cancelled)
    #expect(
      app.state
        == NavigationState(
          tabs: [.init("shop", [product, cart]), .init("cart", [cart])], selected: "cart"))
  }

  @Test func aScreenNoNavigatorNamedIsNamedByItsType() {
    let container = RecordingContainer<Page>()
    #expect(container.name(of: Page()).description == "<Page>")
  }
}
