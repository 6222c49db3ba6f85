// The ```swift blocks of Sources/Navigator/Navigator.docc/Guards.md.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// Guards: areas
enum StoreDestination: Destination {
  case catalog
  case product(Int)
  case checkout

  var presentation: Presentation { .push }
}

enum AccountDestination: Destination {
  case login

  var presentation: Presentation { .modalWithNavigationBar }

  enum Exit: Equatable, Sendable {
    case loggedIn(User)
  }
}

@MainActor final class StoreSession {
  var user: User?
}
// Guards: end

// Guards: login
@MainActor func requireLogin(
  in navigation: AppNavigator<UIKitWindowContainer>, session: StoreSession
) {
  navigation.guardEntry(to: StoreDestination.self) { destination in
    guard destination == .checkout, session.user == nil else { return .allow }
    return .redirect(.present([AnyDestination(AccountDestination.login)]))
  }
  navigation.handleExits(from: AccountDestination.self) { exit in
    switch exit {
    case .loggedIn(let user): session.user = user
    }
    return .dismissTop
  }
}
// Guards: end

// Guards: discard
extension Dialog where Answer == Bool {
  static var discardChanges: Self {
    Dialog(
      "discardChanges", title: "Discard your changes?",
      actions: [.destructive("Discard", answer: true), .cancel("Keep Editing", answer: false)])
  }
}

final class ReviewViewController: UIViewController, LeaveGuard {
  var hasChanges = false
  private let navigator: any Navigator<StoreDestination>

  init(navigator: any Navigator<StoreDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    guard hasChanges, leaving.isRemoved, leaving.mayRefuse else { return .allow }
    return .later { [navigator] in
      try await navigator.ask(.discardChanges) ? .allow : .stay("the review is not saved")
    }
  }
}
// Guards: end

// Guards: logOut
@MainActor func logOut(of navigation: AppNavigator<UIKitWindowContainer>, session: StoreSession) {
  session.user = nil
  navigation.send(
    .reset(to: NavigationState(stack: [AnyDestination(StoreDestination.catalog)])).unstoppable)
}
// Guards: end

// Guards: sessionEnded
@MainActor func sessionEnded(
  in navigation: AppNavigator<UIKitWindowContainer>, session: StoreSession
) {
  session.user = nil
  navigation.guardsChanged()  // screens the guards no longer allow leave, as one change
}
// Guards: end

// Guards: test
@Test @MainActor func checkoutResumesAfterTheLogin() async {
  let session = StoreSession()
  let navigation = AppNavigator(container: RecordingContainer<UIViewController>())
  navigation.register(
    ScreenFactory<StoreDestination, UIViewController> { _, _ in UIViewController() })
  navigation.register(
    ScreenFactory<AccountDestination, UIViewController> { _, _ in UIViewController() })
  let login = ScriptedGuard()
  navigation.guardEntry(to: StoreDestination.self) { destination in
    destination == .checkout && session.user == nil ? login.entry() : .allow
  }
  navigation.start(at: NavigationState(stack: [AnyDestination(StoreDestination.catalog)]))
  navigation.navigate(to: StoreDestination.checkout)

  await login.answer(.redirect(.present([AnyDestination(AccountDestination.login)])))
  #expect(navigation.state.modals.count == 1)  // the login sheet, and checkout waits

  session.user = .named("Ada")
  navigation.perform(.dismissTop, completion: nil)
  await login.settle()

  #expect(
    navigation.state
      == NavigationState(stack: [
        AnyDestination(StoreDestination.catalog), AnyDestination(StoreDestination.checkout),
      ]))
}
// Guards: end
