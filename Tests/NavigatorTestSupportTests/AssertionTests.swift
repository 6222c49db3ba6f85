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

  @Test func assertPushesFailsAndReportsADiffAtTheCaller() {
    withKnownIssue {
      assertPushes([ShopDestination.product(id: 2), .cart], on: navigation)
    } matching: { issue in
      issue.sourceLocation?.fileName == "AssertionTests.swift"
        && "\(issue)".contains("− ShopDestination.product(id: 2)")
        && "\(issue)".contains("+ ShopDestination.product(id: 1)")
    }
  }

  @Test func assertEventsComparesEveryEvent() {
    #expect(
      assertEvents(
        [
          .push(ShopDestination.product(id: 1)),
          .push(ShopDestination.cart),
          .present(ShopDestination.checkout),
        ], on: navigation))
    withKnownIssue {
      assertEvents([], on: navigation)
    }
  }

  @Test func assertRequestsFailsOnADifferentRequest() {
    let navigator = RecordingNavigator<ShopDestination>()
    navigator.goBack()
    withKnownIssue {
      assertRequests([.dismiss], on: navigator)
    }
  }

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
