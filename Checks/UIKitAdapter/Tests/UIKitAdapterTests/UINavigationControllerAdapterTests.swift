import Foundation
import Navigator
import Testing
import UIKit

/// The conformance itself: each operation reaches the matching UIKit call, and completions wait
/// for the transition coordinator.
@MainActor
@Suite("UINavigationController as a NavigationController")
struct UINavigationControllerAdapterTests {
  let root = PlaceViewController(.list)
  let navigationController: UINavigationController

  init() {
    navigationController = UINavigationController(rootViewController: root)
  }

  @Test("screens, presentedScreen and isTransitioning read UIKit's state")
  func readsUIKitState() {
    let detail = PlaceViewController(.detail(1))
    #expect(navigationController.screens == [root])
    #expect(navigationController.presentedScreen == nil)
    #expect(!navigationController.isTransitioning)

    navigationController.pushViewController(detail, animated: true)
    #expect(navigationController.screens == [root, detail])
    #expect(navigationController.isTransitioning)

    (navigationController.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(!navigationController.isTransitioning)

    navigationController.present(PlaceViewController(.settings), animated: false)
    #expect(navigationController.presentedScreen === navigationController.presentedViewController)
    #expect(navigationController.presentedScreen != nil)
  }

  @Test("An animated push completes only when its transition finishes")
  func animatedPushWaitsForTransition() {
    let detail = PlaceViewController(.detail(1))
    var completions = 0

    navigationController.apply(.push(detail), animated: true) { completions += 1 }
    #expect(navigationController.viewControllers == [root, detail])
    #expect(completions == 0)

    (navigationController.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(completions == 1)
    #expect(navigationController.transitionCoordinator == nil)
  }

  @Test("A change without animation completes at once", arguments: [false, true])
  func unanimatedChangeCompletesAtOnce(presenting: Bool) {
    var completions = 0
    if presenting {
      navigationController.apply(
        .present(PlaceViewController(.settings), inNavigationStack: false), animated: false
      ) { completions += 1 }
    } else {
      navigationController.apply(.push(PlaceViewController(.detail(1))), animated: false) {
        completions += 1
      }
    }
    #expect(completions == 1)
    #expect(navigationController.transitionCoordinator == nil)
  }

  @Test("Each stack operation calls the matching UINavigationController method")
  func stackOperations() {
    let one = PlaceViewController(.detail(1))
    let two = PlaceViewController(.detail(2))
    let three = PlaceViewController(.detail(3))
    var completions = 0
    func apply(_ operation: NavigationOperation<UIViewController>) {
      navigationController.apply(operation, animated: false) { completions += 1 }
    }

    apply(.setStack([root, one, two, three]))
    #expect(navigationController.viewControllers == [root, one, two, three])
    apply(.pop)
    #expect(navigationController.viewControllers == [root, one, two])
    apply(.popTo(one))
    #expect(navigationController.viewControllers == [root, one])
    apply(.push(three))
    #expect(navigationController.viewControllers == [root, one, three])
    apply(.popToRoot)
    #expect(navigationController.viewControllers == [root])
    #expect(completions == 5)
    #expect(navigationController.stubWarnings.isEmpty)
  }

  @Test("present without a navigation stack presents the screen itself")
  func presentsScreen() {
    let settings = PlaceViewController(.settings)
    var completions = 0

    navigationController.apply(.present(settings, inNavigationStack: false), animated: true) {
      completions += 1
    }
    #expect(navigationController.presentedViewController === settings)
    #expect(settings.presentingViewController === navigationController)
    #expect(completions == 0)

    (settings.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(completions == 1)
  }

  @Test("present in a navigation stack wraps the screen in a new UINavigationController")
  func presentsScreenInNavigationStack() throws {
    let compose = PlaceViewController(.compose)
    var completions = 0

    navigationController.apply(.present(compose, inNavigationStack: true), animated: true) {
      completions += 1
    }
    let wrapper = try #require(
      navigationController.presentedViewController as? UINavigationController)
    #expect(wrapper !== navigationController)
    #expect(wrapper.viewControllers == [compose])
    #expect(compose.navigationController === wrapper)
    #expect(wrapper.presentingViewController === navigationController)
    #expect(navigationController.presentedScreen === wrapper)

    (wrapper.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(completions == 1)
  }

  @Test("dismiss completes when the dismissal finishes, and releases the presented screen")
  func dismisses() {
    var completions = 0
    weak var presented: UIViewController?
    do {
      let settings = PlaceViewController(.settings)
      presented = settings
      navigationController.apply(.present(settings, inNavigationStack: false), animated: false) {}
    }

    navigationController.apply(.dismiss, animated: true) { completions += 1 }
    #expect(navigationController.isTransitioning)
    #expect(completions == 0)

    (navigationController.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(completions == 1)
    #expect(navigationController.presentedScreen == nil)
    #expect(presented == nil)
  }

  @Test("afterTransition runs at once when nothing animates")
  func afterTransitionWhenIdle() {
    var runs = 0
    navigationController.afterTransition { runs += 1 }
    #expect(runs == 1)
  }

  @Test(
    "afterTransition waits for a back swipe, even one the user cancels", arguments: [false, true])
  func afterTransitionWaitsForBackSwipe(cancelled: Bool) throws {
    let detail = PlaceViewController(.detail(1))
    navigationController.pushViewController(detail, animated: false)
    var stacksSeen: [[UIViewController]] = []

    let swipe = try #require(navigationController.simulateInteractivePop())
    navigationController.afterTransition { stacksSeen.append(self.navigationController.screens) }
    #expect(stacksSeen.isEmpty)

    if cancelled { swipe.cancel() } else { swipe.finish() }
    #expect(stacksSeen == [cancelled ? [root, detail] : [root]])
  }

  @Test("afterTransition runs on a later turn when the coordinator will not queue the completion")
  func afterTransitionWhenCoordinatorRefuses() async throws {
    // A coordinator whose transition has ended refuses new completions, as UIKit documents.
    let other = UINavigationController(rootViewController: PlaceViewController(.list))
    other.pushViewController(PlaceViewController(.detail(1)), animated: true)
    let ended = try #require(other.transitionCoordinator as? StubTransitionCoordinator)
    ended.finish()
    let navigationController = StaleCoordinatorNavigationController(coordinator: ended)
    var runs = 0

    navigationController.afterTransition { runs += 1 }
    #expect(runs == 0, "not now: the stale coordinator could make a navigator wait on it again")
    for _ in 0..<100 where runs == 0 { await Task.yield() }
    #expect(runs == 1)
  }
}

/// A navigation controller that reports a transition coordinator that has already ended.
private final class StaleCoordinatorNavigationController: UINavigationController {
  let coordinator: StubTransitionCoordinator

  init(coordinator: StubTransitionCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    nil
  }

  override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    coordinator
  }
}
