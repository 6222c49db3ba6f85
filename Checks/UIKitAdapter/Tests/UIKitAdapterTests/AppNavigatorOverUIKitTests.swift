import Foundation
import Navigator
import Testing
import UIKit

/// An `AppNavigator` over a `UIKitWindowContainer`, end to end: requests become UIKit calls, and
/// the user's gestures show in the navigator's state.
@MainActor
@Suite("AppNavigator over UIKitWindowContainer")
struct AppNavigatorOverUIKitTests {
  let window = UIWindow()
  let navigator: AppNavigator<UIKitWindowContainer>
  let observed = Log<NavigationState>()
  let observation: NavigationObservation
  let outcomes = Log<Outcome>()

  init() {
    navigator = AppNavigator(container: UIKitWindowContainer(window: window))
    navigator.register(
      ScreenFactory<Place, UIViewController> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })
    navigator.register(
      ScreenFactory<Account, UIViewController> { account, _ in AccountViewController(account) })
    observation = navigator.observe { [observed] in observed.append($0) }
  }

  static let tabs = NavigationState(
    tabs: [.init("places", [any(.list)]), .init("account", [any(.profile)])], selected: "places")

  /// Performs `change`, recording its outcome, then finishes the transitions it starts.
  private func perform(_ change: NavigationChange) async {
    navigator.perform(change) { [outcomes] in outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)
  }

  private func start() async {
    navigator.start(at: Self.tabs) { [outcomes] in outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)
  }

  private var tabBarController: UITabBarController? {
    window.rootViewController as? UITabBarController
  }

  private func presented(_ level: Int) -> UIViewController? {
    var presenter = window.rootViewController
    for _ in 0...level { presenter = presenter?.presentedViewController }
    return presenter
  }

  @Test(
    "Starts with tabs, pushes in a tab, presents a stack and pushes in it, then a modal over it")
  func navigatesAcrossTabsAndModals() async throws {
    await start()
    #expect(navigator.state == Self.tabs)
    #expect(tabBarController?.viewControllers?.count == 2)
    #expect(window.isKeyWindow)

    await perform(.navigate(to: Place.detail(1)))
    await perform(.navigate(to: Place.compose))
    await perform(.navigate(to: Place.detail(2)))
    await perform(.navigate(to: Place.settings))

    let expected = NavigationState(
      tabs: [.init("places", [any(.list), any(.detail(1))]), .init("account", [any(.profile)])],
      selected: "places",
      modals: [.stack([any(.compose), any(.detail(2))]), .screen(any(.settings))])
    #expect(navigator.state == expected)
    #expect(outcomes.values == Array(repeating: .success, count: 5))
    let compose = try #require(presented(0) as? UINavigationController)
    #expect(compose.viewControllers.map(place(of:)) == [.compose, .detail(2)])
    #expect((presented(1) as? PlaceViewController)?.place == .settings)
    #expect(presented(1)?.presentingViewController === compose)
    #expect(observed.values.last == expected)
  }

  @Test("Starting at one stack in a fresh window shows the stack (issue 15)")
  func startsAtOneStack() async throws {
    let state = NavigationState(stack: [any(.list), any(.detail(1))])
    navigator.start(at: state) { [outcomes] in outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)

    #expect(outcomes.values == [.success])
    #expect(navigator.state == state)
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map(place(of:)) == [.list, .detail(1)])
    #expect(window.isKeyWindow)
    #expect(navigation.stubWarnings.isEmpty)

    await perform(.navigate(to: Place.detail(2)))
    #expect(navigation.viewControllers.map(place(of:)) == [.list, .detail(1), .detail(2)])
    #expect(outcomes.values == [.success, .success])
  }

  @Test("A whole-path reset dismisses the modals, selects the tab and sets its stack")
  func resetsWholePath() async throws {
    await start()
    await perform(.navigate(to: Place.compose))
    await perform(.navigate(to: Place.settings))

    let target = NavigationState(
      tabs: [.init("places", [any(.list)]), .init("account", [any(.profile), any(.security)])],
      selected: "account")
    await perform(.reset(to: target))

    #expect(navigator.state == target)
    #expect(presented(0) == nil)
    #expect(tabBarController?.selectedIndex == 1)
    #expect(outcomes.values == Array(repeating: .success, count: 4))
    #expect(transitions(in: window).isEmpty)
  }

  @Test("The user's back swipe, swipe down and tab tap show in the state and reach observers")
  func followsTheUser() async throws {
    await start()
    await perform(.navigate(to: Place.detail(1)))
    await perform(.navigate(to: Place.compose))

    let sheet = try #require(presented(0))
    try #require(sheet.simulateUserSwipeDown()).finish()
    await settle()
    let afterSwipe = NavigationState(
      tabs: [.init("places", [any(.list), any(.detail(1))]), .init("account", [any(.profile)])],
      selected: "places")
    #expect(navigator.state == afterSwipe)
    #expect(observed.values.last == afterSwipe)

    let places = try #require(tabBarController?.viewControllers?[0] as? UINavigationController)
    try #require(places.simulateInteractivePop()).finish()
    await settle()
    #expect(navigator.state == Self.tabs)
    #expect(observed.values.last == Self.tabs)

    #expect(tabBarController?.simulateUserTapTab(1) == true)
    await settle()
    #expect(navigator.state.selectedTab == "account")
    #expect(observed.values.last?.selectedTab == "account")

    // The navigator goes on from what the user left.
    await perform(.navigate(to: Account.security))
    #expect(
      navigator.state
        == NavigationState(
          tabs: [
            .init("places", [any(.list)]), .init("account", [any(.profile), any(.security)]),
          ],
          selected: "account"))
  }

  @Test("Dismissing a modal that sets isModalInPresentation fails, and leaves it up")
  func keepsModalInPresentation() async throws {
    await start()
    await perform(.navigate(to: Place.compose))
    let compose = try #require(presented(0) as? UINavigationController)
    compose.viewControllers[0].isModalInPresentation = true

    await perform(.dismissAll)

    #expect(outcomes.values.count == 3)
    guard case .failure(let error) = outcomes.values.last else {
      Issue.record("dismissing succeeded")
      return
    }
    #expect(error == .transitionRefused)
    #expect(navigator.state.modals == [.stack([any(.compose)])])
  }

  @Test("A dismissed modal stack's screens and a replaced root are released")
  func releasesScreens() async throws {
    await start()
    await perform(.navigate(to: Place.compose))
    await perform(.navigate(to: Place.detail(5)))
    let modalScreens: [Weak<UIViewController>]
    let modalNavigation: Weak<UIViewController>
    let oldTabScreens: [Weak<UIViewController>]
    do {
      let compose = try #require(presented(0) as? UINavigationController)
      modalScreens = compose.viewControllers.map { Weak($0) }
      modalNavigation = Weak(compose)
      let tabs = try #require(tabBarController?.viewControllers as? [UINavigationController])
      oldTabScreens = tabs.map { Weak($0) } + tabs.flatMap(\.viewControllers).map { Weak($0) }
    }
    let oldRoot = Weak(window.rootViewController)
    #expect(modalScreens.count == 2)
    #expect(oldTabScreens.count == 4)

    await perform(.dismissAll)
    #expect(modalScreens.allSatisfy { $0.object == nil })
    #expect(modalNavigation.object == nil)

    await perform(.reset(to: NavigationState(stack: [any(.login)])))
    #expect(navigator.state == NavigationState(stack: [any(.login)]))
    #expect(oldRoot.object == nil)
    #expect(oldTabScreens.allSatisfy { $0.object == nil })
    #expect(outcomes.values == Array(repeating: .success, count: 5))
  }

  @Test("A stack navigator of a tab waits behind the app navigator's request on the same window")
  func sharesTheWindowsQueueWithStackNavigators() async throws {
    await start()
    let places = try #require(tabBarController?.viewControllers?.first as? UINavigationController)
    let stack = StackNavigator(
      navigationController: places,
      factory: UIKitScreenFactory<Place> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })
    var order: [String] = []

    navigator.perform(.navigate(to: Place.compose)) { _ in order.append("app presents") }
    stack.perform(.navigate(to: .detail(2))) { result in
      order.append(
        Outcome(result) == .failure(.blockedByModal, asking: .detail(2)) ? "push blocked" : "pushed"
      )
    }
    #expect(places.viewControllers.count == 1, "the push waits for the app navigator's request")
    await finishTransitions(in: window)

    // NB: in its turn, the push sees the sheet the app navigator presented, and refuses to
    // change the stack out of sight.
    #expect(order == ["app presents", "push blocked"])
    #expect(places.viewControllers.map(place(of:)) == [.list])
  }

  @Test("A stack navigator of a navigation controller in the window is an area of the window")
  func carriesOutAStackNavigatorsRequestsAsTheWindowsChanges() async throws {
    await start()
    let places = try #require(tabBarController?.viewControllers?.first as? UINavigationController)
    let stack = StackNavigator(
      navigationController: places,
      factory: UIKitScreenFactory<Place> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })

    stack.perform(.navigate(to: .detail(2))) { [outcomes] in outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)

    // NB: the app navigator made the change, so its state names the stack navigator's screen.
    #expect(places.viewControllers.map(place(of:)) == [.list, .detail(2)])
    let expected = NavigationState(
      tabs: [.init("places", [any(.list), any(.detail(2))]), .init("account", [any(.profile)])],
      selected: "places")
    #expect(navigator.state == expected)
    #expect(outcomes.values == [.success, .success])
  }
}
