import Navigator

enum ShopDestination: Destination {
  case product(id: Int)
  case cart
  case checkout

  var presentation: Presentation { self == .checkout ? .modal : .push }
}

@MainActor
final class Page {}

struct Pages: ViewControllerFactory {
  func makeViewController(
    for destination: ShopDestination, navigator: any Navigator<ShopDestination>
  ) -> Page {
    Page()
  }
}

/// A screen that only talks to its navigator, as app screens do.
@MainActor
final class ProductPage {
  let navigator: any Navigator<ShopDestination>
  init(navigator: any Navigator<ShopDestination>) { self.navigator = navigator }
  func didTapAddToCart() { navigator.navigate(to: .cart) }
  func didTapClose() { navigator.goBack() }
}
