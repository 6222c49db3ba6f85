import Foundation
import Navigator
import Testing
import UIKit

/// A tab tapped (`tabBarController(_:shouldSelect:)`) and a sheet swiped down
/// (`presentationControllerShouldDismiss(_:)`, then `presentationControllerDidAttemptToDismiss(_:)`)
/// in a `UIKitWindowContainer`, under an `AppNavigator`'s guards.
@MainActor
@Suite("Tab taps and swipes down under guards")
struct TabAndSheetGuardTests {
  let window = UIWindow()
  let navigator: AppNavigator<UIKitWindowContainer>

  init() {
    navigator = AppNavigator(container: UIKitWindowContainer(window: window))
    navigator.register(
      ScreenFactory<Place, UIViewController> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })
    navigator.register(
      ScreenFactory<Account, UIViewController> { account, _ in AccountViewController(account) })
  }

  private static let tabList: [NavigationState.Tab] = [
    .init("places", [any(.list)]), .init("account", [any(.profile), any(.security)]),
  ]
  private static let tabs = NavigationState(tabs: tabList, selected: "places")

  private func start(at state: NavigationState) async throws {
    navigator.start(at: state)
    await finishTransitions(in: window)
    try #require(navigator.state == state)
  }

  private var tabBarController: UITabBarController? {
    window.rootViewController as? UITabBarController
  }

  @Test("An entry guard is asked before a tapped tab shows, and can stop it")
  func aTabTapAsksTheEntryGuard() async throws {
    try await start(at: Self.tabs)
    let asked = Log<Account>()
    navigator.guardEntry(to: Account.self) { account in
      asked.append(account)
      return account == .security ? .deny("locked") : .allow
    }
    let tabs = try #require(tabBarController)

    #expect(!tabs.simulateUserTapTab(1))
    await settle()
    #expect(tabs.selectedIndex == 0)
    #expect(navigator.state == Self.tabs)
    #expect(asked.values.contains(.security))
  }

  @Test("A leave guard of the selected tab's top screen hears a tap on another tab as hiding it")
  func aTabTapOnlyHides() async throws {
    try await start(at: Self.tabs)
    let told = Log<Leaving>()
    navigator.guardLeaving(Place.self) { _, leaving in
      told.append(leaving)
      return leaving.isRemoved ? .stay("a draft") : .allow
    }
    let tabs = try #require(tabBarController)

    #expect(tabs.simulateUserTapTab(1))
    await settle()
    #expect(navigator.state.selectedTab == "account")
    #expect(told.values.map(\.isRemoved) == [false])
  }

  @Test("A leave guard stops a sheet's swipe down; one that answers later dismisses it itself")
  func aSwipeDownAsksTheLeaveGuard() async throws {
    let sheet = NavigationState.Modal(stack: [any(.compose)], hasNavigationBar: true)
    let state = NavigationState(tabs: Self.tabList, selected: "places", modals: [sheet])
    try await start(at: state)
    let decision = Log<Bool>()
    navigator.guardLeaving(Place.self) { place, _ in
      guard place == .compose else { return .allow }
      return decision.values.last == true ? .later { .allow } : .stay("a draft")
    }
    let presented = try #require(tabBarController?.presentedViewController)

    #expect(presented.simulateUserSwipeDown() == nil, "the swipe down is refused")
    await settle()
    #expect(navigator.state == state)

    decision.append(true)
    #expect(presented.simulateUserSwipeDown() == nil, "refused, then made once allowed")
    for _ in 0..<20 where !navigator.state.modals.isEmpty {
      await finishTransitions(in: window)
    }
    #expect(navigator.state == Self.tabs)
  }
}
