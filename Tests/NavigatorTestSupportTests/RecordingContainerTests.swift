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
    app.perform(.selectTab("cart", stack: [cart, product]))
    app.navigate(to: ShopDestination.checkout)
    app.perform(.dismissAll)

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
      ], in: container)
    #expect(
      container.events.last?.description == "dismiss from modal 0"
        && container.events.first?.description
          == "set root: tab shop (selected): ShopDestination.product(id: 1); tab cart: ShopDestination.cart (not animated)"
    )
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

  @Test func aScreenNoNavigatorNamedIsNamedByItsType() {
    let container = RecordingContainer<Page>()
    #expect(container.name(of: Page()).description == "<Page>")
  }
}
