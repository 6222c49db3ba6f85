import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct RecordingNavigatorTests {
  @Test func recordsWhatAScreenAsksFor() {
    let navigator = RecordingNavigator<ShopDestination>()
    let page = ProductPage(navigator: navigator)

    page.didTapAddToCart()
    page.didTapClose()

    #expect(navigator.requests == [.navigate(to: .cart), .back])
    #expect(navigator.destinations == [.cart])
    assertRequests([.navigate(to: .cart), .back], on: navigator)
  }

  @Test func answersWithTheConfiguredResult() async {
    let navigator = RecordingNavigator<ShopDestination>()
    navigator.result = .failure(.nothingToPop)

    await #expect(throws: NavigationError.nothingToPop) { try await navigator.perform(.back) }
    navigator.goBack()

    #expect(navigator.unhandledFailures == [.nothingToPop])
  }

  @Test func succeedsByDefault() async throws {
    let navigator = RecordingNavigator<ShopDestination>()
    try await navigator.perform(.navigate(to: .checkout, animated: false))
    #expect(navigator.requests == [.navigate(to: .checkout, animated: false)])
    #expect(navigator.unhandledFailures.isEmpty)
  }
}
