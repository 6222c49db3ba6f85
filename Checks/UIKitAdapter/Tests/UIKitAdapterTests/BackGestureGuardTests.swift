import Foundation
import Navigator
import Testing
import UIKit

/// The back swipe (`interactivePopGestureRecognizer`) and the back button (`backAction`) of the
/// navigation controllers a `UIKitWindowContainer` drives, under an `AppNavigator`'s leave
/// guards: a guard that refuses stops them, one that allows lets them pop, and one that answers
/// later stops them, then the navigator pops by itself once it allows it.
@MainActor
@Suite("Back swipe and back button under leave guards")
struct BackGestureGuardTests {
  let window = UIWindow()
  let navigator: AppNavigator<UIKitWindowContainer>
  /// The places whose own back action (`.detail(7)` has one) the user tapped.
  let appBackTaps = Log<Place>()
  /// What the leave guard was told, each time it was asked.
  let asked = Log<Leaving>()

  init() {
    self.init(makeNavigationController: { UINavigationController() })
  }

  init(makeNavigationController: @escaping @MainActor () -> UINavigationController) {
    navigator = AppNavigator(
      container: UIKitWindowContainer(
        window: window, makeNavigationController: makeNavigationController))
    let appBackTaps = appBackTaps
    navigator.register(
      ScreenFactory<Place, UIViewController> { place, navigator in
        let screen = PlaceViewController(place, navigator: navigator)
        if place == .detail(7) {
          screen.navigationItem.backAction = UIAction(identifier: Self.appBack) { _ in
            appBackTaps.append(place)
          }
        }
        return screen
      })
    navigator.register(
      ScreenFactory<Account, UIViewController> { account, _ in AccountViewController(account) })
  }

  static let appBack = UIAction.Identifier("app.back")

  /// Tabs whose places tab shows `places`, selected.
  static func tabs(_ places: Place...) -> NavigationState {
    NavigationState(
      tabs: [.init("places", places.map(any)), .init("account", [any(.profile)])],
      selected: "places")
  }

  private func start(at state: NavigationState) async throws {
    navigator.start(at: state)
    await finishTransitions(in: window)
    try #require(navigator.state == state)
  }

  /// Guards leaving places with `decide`, recording what the guard is told.
  private func guardPlaces(_ decide: @escaping @MainActor @Sendable (Place) -> LeaveDecision) {
    navigator.guardLeaving(Place.self) { [asked] place, leaving in
      asked.append(leaving)
      return decide(place)
    }
  }

  private var places: UINavigationController? {
    (window.rootViewController as? UITabBarController)?.viewControllers?.first
      as? UINavigationController
  }

  private var placesStack: [Place] {
    places?.viewControllers.map(place(of:)) ?? []
  }

  /// Finishes the transitions in the window until the navigator's state is `state`, a bounded
  /// number of times.
  private func waitForState(_ state: NavigationState) async {
    for _ in 0..<20 where navigator.state != state {
      await finishTransitions(in: window)
    }
  }

  // MARK: - Tests

  @Test("A guard that says stay stops the back swipe and the back button; stack and state stay")
  func stayStopsBoth() async throws {
    try await start(at: Self.tabs(.list, .detail(1)))
    guardPlaces { $0 == .detail(1) ? .stay("a draft is not sent") : .allow }
    let places = try #require(places)

    #expect(places.simulateInteractivePop() == nil, "the swipe does not begin")
    await settle()
    #expect(placesStack == [.list, .detail(1)])
    #expect(navigator.state == Self.tabs(.list, .detail(1)))
    #expect(transitions(in: window).isEmpty)

    #expect(places.simulateUserTapBack(), "the back button is there")
    await settle()
    #expect(placesStack == [.list, .detail(1)])
    #expect(navigator.state == Self.tabs(.list, .detail(1)))
    #expect(transitions(in: window).isEmpty)

    #expect(asked.values.count == 2)
    #expect(asked.values.allSatisfy { $0.byGesture && $0.isRemoved && $0.mayRefuse })
    #expect(asked.values.map(\.destination) == [any(.detail(1)), any(.detail(1))])
    #expect(places.stubWarnings.isEmpty)
  }

  @Test("A guard that allows lets the back swipe and the back button pop; the state follows")
  func allowPopsBoth() async throws {
    try await start(at: Self.tabs(.list, .detail(1), .detail(2)))
    guardPlaces { _ in .allow }
    let places = try #require(places)

    try #require(places.simulateInteractivePop()).finish()
    await settle()
    #expect(placesStack == [.list, .detail(1)])
    #expect(navigator.state == Self.tabs(.list, .detail(1)))

    #expect(places.simulateUserTapBack())
    #expect(placesStack == [.list], "popped at once, animated")
    #expect(transitions(in: window).count == 1)
    await finishTransitions(in: window)
    #expect(navigator.state == Self.tabs(.list))

    #expect(asked.values.map(\.destination) == [any(.detail(2)), any(.detail(1))])
    #expect(places.stubWarnings.isEmpty)
  }

  @Test("A guard that answers later stops the gesture, then the navigator pops once it allows")
  func laterPopsByItself() async throws {
    try await start(at: Self.tabs(.list, .detail(1), .detail(2)))
    let answers = Log<Place>()
    guardPlaces { place in
      .later {
        answers.append(place)
        return .allow
      }
    }
    let places = try #require(places)

    #expect(places.simulateInteractivePop() == nil, "the swipe does not begin")
    #expect(placesStack == [.list, .detail(1), .detail(2)])
    await waitForState(Self.tabs(.list, .detail(1)))
    #expect(placesStack == [.list, .detail(1)])
    #expect(navigator.state == Self.tabs(.list, .detail(1)))
    #expect(answers.values == [.detail(2)])

    #expect(places.simulateUserTapBack())
    #expect(placesStack == [.list, .detail(1)], "the back button does not pop at once")
    await waitForState(Self.tabs(.list))
    #expect(placesStack == [.list])
    #expect(navigator.state == Self.tabs(.list))
    #expect(answers.values == [.detail(2), .detail(1)])
    #expect(places.stubWarnings.isEmpty)
  }

  @Test("An app's own back action is kept and decides alone; a root screen gets none")
  func keepsTheAppsBackAction() async throws {
    try await start(at: Self.tabs(.list, .detail(1)))
    guardPlaces { _ in .stay("never asked for detail 7") }
    let places = try #require(places)
    #expect(places.viewControllers[0].navigationItem.backAction == nil)
    let containers = try #require(places.viewControllers[1].navigationItem.backAction)
    #expect(containers.identifier != Self.appBack)

    navigator.perform(.navigate(to: Place.detail(7))) { _ in }
    await finishTransitions(in: window)
    #expect(placesStack == [.list, .detail(1), .detail(7)])
    let top = try #require(places.topViewController)
    #expect(top.navigationItem.backAction?.identifier == Self.appBack)

    #expect(places.simulateUserTapBack())
    await settle()
    #expect(appBackTaps.values == [.detail(7)])
    #expect(placesStack == [.list, .detail(1), .detail(7)], "the app's action does not pop")
    #expect(asked.values.isEmpty)
  }

  @Test("A screen that becomes a stack's root loses the container's back action")
  func rootLosesBackAction() throws {
    let harness = WindowHarness()
    let list = PlaceViewController(.list)
    let detail = PlaceViewController(.detail(1))
    harness.apply(.setRoot(.stack([list, detail])))
    #expect(detail.navigationItem.backAction != nil)

    harness.apply(.setStack([detail], at: .root))
    #expect(harness.outcomes.values == [.finished, .finished])
    #expect(detail.navigationItem.backAction == nil)
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    #expect(!navigation.simulateUserTapBack(), "no back button on the root")
  }

  @Test("The back swipe never begins on a stack's root, even once the app cleared its delegate")
  func neverSwipesTheRoot() async throws {
    let suite = BackGestureGuardTests(makeNavigationController: {
      let navigationController = UINavigationController()
      // NB: what apps do to get the swipe back with a custom back button.
      navigationController.interactivePopGestureRecognizer?.delegate = nil
      return navigationController
    })
    try await suite.start(at: Self.tabs(.list))
    let places = try #require(suite.places)

    #expect(places.simulateInteractivePop() == nil)
    #expect(places.stubWarnings.isEmpty, "the container refused, so UIKit never began")

    suite.navigator.perform(.navigate(to: Place.detail(1))) { _ in }
    await finishTransitions(in: suite.window)
    try #require(places.simulateInteractivePop()).finish()
    await settle()
    #expect(suite.navigator.state == Self.tabs(.list))
  }

  @Test("The recognizer's previous delegate is still asked first, and may refuse")
  func asksThePreviousDelegate() async throws {
    let spy = GestureDelegateSpy()
    let suite = BackGestureGuardTests(makeNavigationController: {
      let navigationController = UINavigationController()
      navigationController.interactivePopGestureRecognizer?.delegate = spy
      return navigationController
    })
    try await suite.start(at: Self.tabs(.list, .detail(1)))
    suite.guardPlaces { _ in .allow }
    let places = try #require(suite.places)
    #expect(places.interactivePopGestureRecognizer?.delegate !== spy, "the container took it")

    spy.allows = false
    #expect(places.simulateInteractivePop() == nil)
    #expect(spy.asked == 1)
    #expect(suite.asked.values.isEmpty, "the guards are not asked about a refused swipe")

    spy.allows = true
    try #require(places.simulateInteractivePop()).finish()
    await settle()
    #expect(spy.asked == 2)
    #expect(suite.asked.values.count == 1)
    #expect(suite.navigator.state == Self.tabs(.list))
  }
}

/// A gesture recognizer delegate of the app's own, counting the questions it answers.
@MainActor
final class GestureDelegateSpy: NSObject, UIGestureRecognizerDelegate {
  var allows = true
  private(set) var asked = 0

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    return allows
  }
}
