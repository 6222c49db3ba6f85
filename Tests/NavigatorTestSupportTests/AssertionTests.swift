import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct AssertionTests {
  let navigation = RecordingNavigationController(screens: [Page()])

  init() {
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .product(id: 1))
    navigator.navigate(to: .cart)
    navigator.navigate(to: .checkout)
  }

  @Test func assertPushesPassesOnTheExactPushSequence() {
    #expect(assertPushes([ShopDestination.product(id: 1), .cart], on: navigation))
  }

  @Test func assertEventsComparesEveryEvent() {
    #expect(
      assertEvents(
        [
          .push(ShopDestination.product(id: 1)),
          .push(ShopDestination.cart),
          .present(ShopDestination.checkout),
        ], on: navigation))
  }

  @Test func assertRequestsPassesOnTheExactRequests() {
    let navigator = RecordingNavigator<ShopDestination>()
    navigator.goBack()
    #expect(assertRequests([.back], on: navigator))
  }

  // NB: the failing assertions are tested under XCTest (XCTestAssertionTests), where a failure can
  // be captured without the run reporting it as a known issue.

  @Test func diffMarksExpectedAndActualAfterTheCommonPrefix() {
    let message = NavigationDiff.message("pushes", actual: ["a", "b"], expected: ["a", "c", "d"])
    #expect(message == "pushes differ (− expected, + actual):\n  a\n− c\n− d\n+ b")
  }

  @Test func diffSaysWhenOneSideIsEmpty() {
    #expect(
      NavigationDiff.message("events", actual: [String](), expected: ["x"])
        == "events differ (− expected, + actual):\n− x\n+ (none)")
  }
}
