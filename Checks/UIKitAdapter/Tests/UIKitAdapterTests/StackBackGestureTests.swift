import Foundation
import Navigator
import Testing
import UIKit

/// A view controller whose leave guard a test sets.
@MainActor
final class GuardedPlaceViewController: UIViewController, LeaveGuard {
  let place: Place
  var decision: @MainActor () -> LeaveDecision = { .allow }
  private(set) var asked: [Leaving] = []

  init(_ place: Place) {
    self.place = place
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    asked.append(leaving)
    return decision()
  }
}

/// The back swipe and the back button of a `UINavigationController` that a `StackNavigator`
/// drives, under the top screen's `LeaveGuard`: stay stops both, allow lets UIKit pop, and an
/// answer given later stops the gesture, then the navigator pops once the guard allows it.
@MainActor
@Suite("StackNavigator: back swipe and back button under a leave guard")
struct StackBackGestureTests {
  let window = UIWindow()
  let navigationController = UINavigationController(
    rootViewController: GuardedPlaceViewController(.list))
  let navigator: StackNavigator<ScreenFactory<Place, UIViewController>, UIKitNavigationController>
  let detail = GuardedPlaceViewController(.detail(1))

  init() async {
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    let detail = detail
    navigator = StackNavigator(
      navigationController: navigationController,
      factory: ScreenFactory { place, _ in place == .detail(1) ? detail : UIViewController() })
    navigator.navigate(to: .detail(1))
    await finishTransitions(in: window)
  }

  @Test("A guard that says stay stops the back swipe and the back button")
  func stayStopsBoth() async throws {
    detail.decision = { .stay("a draft is not sent") }
    #expect(navigationController.simulateInteractivePop() == nil, "the swipe does not begin")
    #expect(navigationController.simulateUserTapBack(), "the back button is there")
    await settle()
    #expect(navigationController.viewControllers.count == 2)
    #expect(detail.asked.count == 2)
    #expect(detail.asked.allSatisfy { $0.byGesture && $0.mayRefuse })
    #expect(navigationController.stubWarnings.isEmpty)
  }

  @Test("A guard that allows lets the back swipe pop")
  func allowLetsTheSwipePop() async throws {
    try #require(navigationController.simulateInteractivePop()).finish()
    await settle()
    #expect(navigationController.viewControllers.count == 1)
    #expect(navigationController.viewControllers[0].navigationItem.backAction == nil)
  }

  @Test("A guard that answers later stops the swipe, then the navigator pops once it allows")
  func laterPopsOnceAllowed() async throws {
    let answer = Log<CheckedContinuation<Void, Never>>()
    detail.decision = {
      .later {
        await withCheckedContinuation { answer.append($0) }
        return .allow
      }
    }
    #expect(navigationController.simulateInteractivePop() == nil)
    await settle()
    #expect(navigationController.viewControllers.count == 2)
    #expect(await eventually { !answer.values.isEmpty })
    answer.values.last?.resume()
    #expect(await eventually { navigationController.transitionCoordinator != nil })
    await finishTransitions(in: window)
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test("In a window an AppNavigator drives, the screen's guard is asked once, not in a loop")
  func windowAndStackNavigatorBothAsk() async throws {
    let window = UIWindow()
    let app = AppNavigator(container: UIKitWindowContainer(window: window))
    app.register(
      ScreenFactory<Place, UIViewController> { place, _ in GuardedPlaceViewController(place) })
    app.start(at: NavigationState(stack: [AnyDestination(Place.list)]))
    await finishTransitions(in: window)
    let root = try #require(window.rootViewController as? UINavigationController)
    let detail = GuardedPlaceViewController(.detail(1))
    let stack = StackNavigator(
      navigationController: root, factory: ScreenFactory<Place, UIViewController> { _, _ in detail }
    )
    stack.navigate(to: .detail(1))
    await finishTransitions(in: window)
    try #require(root.viewControllers.count == 2)

    // NB: both adapters took the swipe over, one after the other; each asks the other once.
    detail.decision = { .stay("a draft is not sent") }
    #expect(root.simulateInteractivePop() == nil, "the screen's own guard stops the swipe")
    #expect(detail.asked.count == 1)
    detail.decision = { .allow }
    try #require(root.simulateInteractivePop()).finish()
    await settle()
    #expect(root.viewControllers.count == 1)
    #expect(detail.asked.count == 2)
    #expect(root.stubWarnings.isEmpty)
  }
}
