// The ```swift blocks of Sources/Navigator/Navigator.docc/FlowsAndDialogs.md.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// FlowsAndDialogs: areas
enum CheckoutDestination: Destination {
  case cart
  case address
  case payment(total: Int)

  var presentation: Presentation {
    switch self {
    case .cart: .modalWithNavigationBar
    case .address: .push
    case .payment: .modal
    }
  }
}

struct Order: Sendable, Equatable {
  let id: Int
}

enum CheckoutResult: Sendable, Equatable {
  case placed(Order)
  case cancelled
}
// FlowsAndDialogs: end

// FlowsAndDialogs: start
@MainActor func checkOut(with navigator: any Navigator<StoreDestination>) async throws {
  let result = try await navigator.result(of: .checkout, as: CheckoutResult.self) ?? .cancelled
  if case .placed(let order) = result {
    print("placed order \(order.id)")
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: finish
final class AddressViewController: UIViewController {
  private let navigator: any Navigator<CheckoutDestination>

  init(navigator: any Navigator<CheckoutDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapPay(total: Int) async throws {
    // A flow inside the flow: the payment sheet returns a receipt number, or nil if closed.
    guard let receipt = try await navigator.result(of: .payment(total: total), as: Int.self)
    else { return }
    navigator.finishFlow(returning: CheckoutResult.placed(Order(id: receipt)))
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: dialog
enum RemoveAnswer: Sendable {
  case remove, keep
}

extension Dialog where Answer == RemoveAnswer {
  static var removeItem: Self {
    Dialog(
      "removeItem", title: "Remove this item?", style: .actionSheet,
      actions: [.destructive("Remove", answer: .remove), .cancel("Keep", answer: .keep)])
  }
}

extension Dialog where Answer == String? {
  static var coupon: Self {
    Dialog(
      "coupon", title: "Enter a coupon", textFields: [DialogTextField(placeholder: "Code")],
      actions: [.init("Apply") { texts in texts.first }, .cancel(answer: nil)])
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: ask
@MainActor func removeItem(with navigator: any Navigator<CheckoutDestination>) async throws {
  if try await navigator.ask(.removeItem) == .remove {
    print("removed")
  }
  if let code = try await navigator.ask(.coupon) {
    print("coupon \(code.count) characters long")
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: coordinator
@MainActor final class CheckoutCoordinator {
  private let navigator: any Navigator<StoreDestination>
  private(set) var orders: [Order] = []

  init(navigator: any Navigator<StoreDestination>) {
    self.navigator = navigator
  }

  /// Runs checkouts until the user cancels one; the coordinator is released when it returns.
  func run() async throws {
    while case .placed(let order)? = try await navigator.result(
      of: .checkout, as: CheckoutResult.self)
    {
      orders.append(order)
    }
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: restore
@MainActor func handleRestoredCheckouts(in navigation: AppNavigator<UIKitWindowContainer>) {
  navigation.handleRestoredFlows(returning: CheckoutResult.self) { result in
    if case .placed(let order) = result {
      print("placed order \(order.id) after a relaunch")
    }
  }
}
// FlowsAndDialogs: end

// FlowsAndDialogs: test
@Test @MainActor func theCheckoutReturnsItsOrderAndTheDialogItsAnswer() async throws {
  let container = RecordingContainer<UIViewController>(makeDialogScreen: { _ in
    UIViewController()
  })
  let navigation = AppNavigator(container: container)
  navigation.register(
    ScreenFactory<StoreDestination, UIViewController> { _, _ in UIViewController() })
  navigation.register(
    ScreenFactory<CheckoutDestination, UIViewController> { _, _ in UIViewController() })
  navigation.start(at: NavigationState(stack: [AnyDestination(StoreDestination.catalog)]))

  var result: Result<CheckoutResult?, NavigationError>?
  navigation.result(of: CheckoutDestination.cart, as: CheckoutResult.self) { result = $0 }
  navigation.navigate(to: CheckoutDestination.address)
  navigation.finishFlow(returning: CheckoutResult.placed(Order(id: 7)))
  #expect(try result?.get() == .placed(Order(id: 7)))
  #expect(navigation.state == NavigationState(stack: [AnyDestination(StoreDestination.catalog)]))

  var answer: RemoveAnswer?
  navigation.ask(.removeItem) { answer = try? $0.get() }
  #expect(container.dialog?.name == "removeItem")
  try container.answerDialog("Remove")
  #expect(answer == .remove)
}
// FlowsAndDialogs: end
