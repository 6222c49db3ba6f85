// The ```swift blocks of Sources/Navigator/Navigator.docc/MovingToNavigator.md. The "before" code
// uses the stand-ins of MigrationStandIns.swift for the other libraries' types.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// MovingToNavigator: destination
enum ProductDestination: Destination {
  case list
  case product(id: Int)
  case cart

  var presentation: Presentation {
    switch self {
    case .list, .product: .push
    case .cart: .modalWithNavigationBar
    }
  }
}
// MovingToNavigator: end

// MovingToNavigator: screen
final class ProductListViewController: UIViewController {
  private let navigator: any Navigator<ProductDestination>

  init(navigator: any Navigator<ProductDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didSelectProduct(id: Int) { navigator.navigate(to: .product(id: id)) }
  func didTapCart() { navigator.navigate(to: .cart) }
}
// MovingToNavigator: end

// MovingToNavigator: factory
struct ProductScreens: ViewControllerFactory {
  func makeViewController(
    for destination: ProductDestination, navigator: any Navigator<ProductDestination>
  ) -> UIViewController {
    switch destination {
    case .list: ProductListViewController(navigator: navigator)
    case .product(let id): ProductViewController(productID: id)
    case .cart: CartViewController()
    }
  }
}

@MainActor func startShop(in window: UIWindow) -> AppNavigator<UIKitWindowContainer> {
  let navigation = AppNavigator(container: UIKitWindowContainer(window: window))
  navigation.register(ProductScreens())
  navigation.start(at: NavigationState(stack: [AnyDestination(ProductDestination.list)]))
  return navigation  // kept by the scene delegate, as long as the window
}
// MovingToNavigator: end

// MovingToNavigator: coordinator
enum ProductRoute: CoordinatorRoute {
  case list
  case product(id: Int)
  case cart
}

final class ProductCoordinator: NavigationCoordinator<ProductRoute> {
  init() {
    super.init(initialRoute: .list)
  }

  override func prepareTransition(for route: ProductRoute) -> CoordinatorTransition {
    switch route {
    case .list: .push(ProductsViewController(router: unownedRouter))
    case .product(let id): .push(ProductViewController(productID: id))
    case .cart: .present(UINavigationController(rootViewController: CartViewController()))
    }
  }
}

final class ProductsViewController: UIViewController {
  private let router: UnownedRouter<ProductRoute>

  init(router: UnownedRouter<ProductRoute>) {
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didSelectProduct(id: Int) { router.trigger(.product(id: id)) }
  func didTapCart() { router.trigger(.cart) }
}
// MovingToNavigator: end

// MovingToNavigator: flow
@MainActor func orderFromTheCart(with navigator: any Navigator<ProductDestination>) async throws {
  guard let orderNumber = try await navigator.result(of: .cart, as: Int.self) else {
    return  // the user closed the cart
  }
  print("order \(orderNumber) placed")
}

@MainActor func didPlaceOrder(
  _ orderNumber: Int, with navigator: any Navigator<ProductDestination>
) {
  navigator.finishFlow(returning: orderNumber)  // from any screen of the cart's flow
}
// MovingToNavigator: end

// MovingToNavigator: router
@MainActor func registerProductURLs(in router: URLRouter) {
  router.register("myshop://products") { _, _ in
    CatalogViewController(router: router)
  }
  router.register("myshop://products/<int:id>") { _, values in
    guard let id = values["id"] as? Int else { return nil }
    return ProductViewController(productID: id)
  }
  router.register("myshop://cart") { _, _ in
    CartViewController()
  }
}

final class CatalogViewController: UIViewController {
  private let router: URLRouter

  init(router: URLRouter) {
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didSelectProduct(id: Int) { router.push("myshop://products/\(id)") }
  func didTapCart() { router.present("myshop://cart", wrap: UINavigationController.self) }
}
// MovingToNavigator: end

// MovingToNavigator: links
enum ProductLinks {
  static func make() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(ProductDestination.self) { products in
        products.link("myshop://products", .list)
        products.link("myshop://products/{id}") { (id: Int) in
          .product(id: id)
        } parts: {
          if case .product(let id) = $0 { id } else { nil }
        }
        products.link("myshop://cart", .cart)
      }
    }
  }
}
// MovingToNavigator: end

// MovingToNavigator: open
@MainActor func openShopLink(
  _ url: URL, in navigation: AppNavigator<UIKitWindowContainer>
) throws {
  navigation.links = try ProductLinks.make()  // once, where the app navigator is made
  navigation.send(.open(url.absoluteString))  // myshop://products/42 pushes product 42
}
// MovingToNavigator: end

// MovingToNavigator: plain
final class ShopViewController: UIViewController {
  func didSelectProduct(id: Int) {
    let product = ProductViewController(productID: id)
    navigationController?.pushViewController(product, animated: true)
  }

  func didTapCart() {
    let cart = UINavigationController(rootViewController: CartViewController())
    present(cart, animated: true)
  }
}
// MovingToNavigator: end

// MovingToNavigator: screenTest
@Test @MainActor func theListAsksForTheProductTappedThenTheCart() {
  let navigator = RecordingNavigator<ProductDestination>()
  let list = ProductListViewController(navigator: navigator)

  list.didSelectProduct(id: 42)
  list.didTapCart()

  assertRequests([.navigate(to: .product(id: 42)), .navigate(to: .cart)], on: navigator)
}
// MovingToNavigator: end

// MovingToNavigator: appTest
@Test @MainActor func aLinkPushesTheProductAndTheCartIsASheetAboveIt() throws {
  let list = AnyDestination(ProductDestination.list)
  let product = AnyDestination(ProductDestination.product(id: 42))
  let cart = AnyDestination(ProductDestination.cart)
  let navigation = AppNavigator(container: RecordingContainer<UIViewController>())
  navigation.register(ProductScreens())
  navigation.links = try ProductLinks.make()
  navigation.start(at: NavigationState(stack: [list]))

  navigation.send(.open("myshop://products/42"))
  navigation.navigate(to: ProductDestination.cart)

  assertNavigation(
    navigation, equals: NavigationState(stack: [list, product], modals: [.stack([cart])]))
}
// MovingToNavigator: end
