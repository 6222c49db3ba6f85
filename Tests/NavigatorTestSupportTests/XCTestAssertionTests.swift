import Navigator
import NavigatorTestSupport
import XCTest

/// The assertions report through XCTest when called from an XCTest test.
///
/// NB: XCTest with `@MainActor` crashes on Linux unless the test method is `async`.
final class XCTestAssertionTests: XCTestCase {
  private var capturedFailures: [(description: String, line: Int)]?

  // NB: swift-corelibs-xctest has no XCTExpectFailure; capturing the failure here checks that it
  // reached XCTest, with the caller's line, without failing this test.
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturedFailures != nil {
      capturedFailures?.append((description, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  @MainActor
  func testAssertPushesPassesUnderXCTest() async {
    let navigation = RecordingNavigationController(screens: [Page()])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .cart)

    XCTAssertTrue(assertPushes([ShopDestination.cart], on: navigation))
  }

  @MainActor
  func testAssertNavigationFailsUnderXCTestWithALineDiffAndPayloads() async {
    let container = RecordingContainer<Page>()
    let app = AppNavigator(container: container)
    app.register(Pages())
    app.start(at: NavigationState(stack: [AnyDestination(ShopDestination.product(id: 7))]))
    app.navigate(to: ShopDestination.cart)

    capturedFailures = []
    let line = #line + 1
    let passed = assertNavigation(
      app, equals: NavigationState(stack: [AnyDestination(ShopDestination.product(id: 8))]))
    let failures = capturedFailures ?? []
    capturedFailures = nil

    XCTAssertFalse(passed)
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(
      failures.first?.description.contains("− root: ShopDestination.product(id: 8)") == true)
    XCTAssertTrue(
      failures.first?.description.contains(
        "+ root: ShopDestination.product(id: 7) › ShopDestination.cart")
        == true, failures.first?.description ?? "")
    XCTAssertTrue(
      assertNavigation(
        app,
        equals: NavigationState(stack: [
          AnyDestination(ShopDestination.product(id: 7)), AnyDestination(ShopDestination.cart),
        ])))
  }

  func testAssertScreenGraphListsEachProblemUnderXCTest() {
    let sound = ScreenGraph<String>(roots: ["shop"], edges: [.init("shop", "cart")])
    let broken = ScreenGraph<String>(
      roots: ["shop"],
      edges: [
        .init("shop", "cart"), .init("shop", "deals"), .init("deals", "checkout"),
        .init("cart", "checkout"), .init("help", "shop"),
      ])

    capturedFailures = []
    let passed = assertScreenGraph(broken)
    let failures = capturedFailures ?? []
    capturedFailures = nil

    XCTAssertTrue(assertScreenGraph(sound))
    XCTAssertFalse(passed)
    let message = failures.first?.description ?? ""
    XCTAssertTrue(message.contains("the screen graph has 2 problem(s):"), message)
    XCTAssertTrue(message.contains("- checkout can be reached as soon from deals, cart"), message)
    XCTAssertTrue(message.contains("- help cannot be reached from the roots"), message)
  }

  @MainActor
  func testAssertPushesFailsUnderXCTest() async {
    let navigation = RecordingNavigationController(screens: [Page()])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .cart)

    capturedFailures = []
    let line = #line + 1
    let passed = assertPushes([ShopDestination.checkout], on: navigation)
    let failures = capturedFailures ?? []
    capturedFailures = nil

    XCTAssertFalse(passed)
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.description.contains("− ShopDestination.checkout") == true)
  }

  @MainActor
  func testAssertEventsReportsEveryDifferingEvent() async {
    let navigation = RecordingNavigationController(screens: [Page()])
    let navigator = StackNavigator(navigationController: navigation, factory: Pages())
    navigator.navigate(to: .product(id: 1))
    navigator.navigate(to: .checkout)

    capturedFailures = []
    let passed = assertEvents([.push(ShopDestination.product(id: 1))], on: navigation)
    let failures = capturedFailures ?? []
    capturedFailures = nil

    XCTAssertFalse(passed)
    XCTAssertEqual(
      failures.map(\.description),
      [
        "failed - events differ (− expected, + actual):\n  push ShopDestination.product(id: 1)\n"
          + "+ present ShopDestination.checkout"
      ])
  }

  @MainActor
  func testAssertRequestsShowsPayloadsSoRequestsCanBeToldApart() async {
    let navigator = RecordingNavigator<ShopDestination>()
    navigator.navigate(to: .product(id: 1))

    capturedFailures = []
    let passed = assertRequests([.navigate(to: .product(id: 2))], on: navigator)
    let failures = capturedFailures ?? []
    capturedFailures = nil

    XCTAssertFalse(passed)
    XCTAssertEqual(
      failures.map(\.description),
      [
        "failed - requests differ (− expected, + actual):\n− navigate to .product(id: 2)\n"
          + "+ navigate to .product(id: 1)"
      ])
  }
}
