import Foundation
import Navigator
import Testing
import UIKit

/// The adapter itself: each operation reaches the matching UIKit call, and its completion reports
/// how the transition ended, once.
@MainActor
@Suite("UIKitNavigationController")
struct UIKitNavigationControllerTests {
  let harness = Harness()
  let outcomes = Log<TransitionOutcome>()

  var navigationController: RecordingUINavigationController { harness.navigationController }
  var adapter: UIKitNavigationController { harness.adapter }

  private func apply(_ operation: NavigationOperation<UIViewController>, animated: Bool) {
    adapter.apply(operation, animated: animated) { [outcomes] in outcomes.append($0) }
  }

  @Test("Each operation makes the matching UIKit call, animated or not", arguments: [false, true])
  func mapsOperationsToUIKitCalls(animated: Bool) throws {
    let root = try #require(navigationController.viewControllers.first)
    let one = PlaceViewController(.detail(1))
    let two = PlaceViewController(.detail(2))
    let three = PlaceViewController(.detail(3))
    let steps: [(NavigationOperation<UIViewController>, [UIViewController], Place?)] = [
      (.setStack([root, one, two]), [root, one, two], nil),
      (.push(three), [root, one, two, three], nil),
      (.pop, [root, one, two], nil),
      (.popTo(one), [root, one], nil),
      (.popToRoot, [root], nil),
      (.present(PlaceViewController(.settings), withNavigationBar: false), [root], .settings),
      (.dismiss, [root], nil),
      (.present(PlaceViewController(.compose), withNavigationBar: true), [root], .compose),
      (.dismiss, [root], nil),
    ]

    for (index, (operation, stack, presented)) in steps.enumerated() {
      apply(operation, animated: animated)
      if animated {
        #expect(outcomes.values.count == index, "waits for the transition of step \(index)")
        #expect(adapter.isTransitioning)
        harness.finishTransition()
      }
      #expect(outcomes.values.count == index + 1, "step \(index)")
      #expect(navigationController.transitionCoordinator == nil)
      #expect(navigationController.viewControllers == stack, "step \(index)")
      #expect(harness.presented == presented, "step \(index)")
    }

    #expect(
      harness.calls == [
        .setViewControllers([.list, .detail(1), .detail(2)], animated: animated),
        .push(.detail(3), animated: animated),
        .pop(animated: animated),
        .popTo(.detail(1), animated: animated),
        .popToRoot(animated: animated),
        .present(.settings, withNavigationBar: false, animated: animated),
        .dismiss(animated: animated),
        .present(.compose, withNavigationBar: true, animated: animated),
        .dismiss(animated: animated),
      ])
    #expect(outcomes.values == Array(repeating: .finished, count: steps.count))
    #expect(harness.warnings.isEmpty)
  }

  @Test("screens, presentedScreen and isTransitioning read UIKit's state")
  func readsUIKitState() throws {
    let root = try #require(navigationController.viewControllers.first)
    let detail = PlaceViewController(.detail(1))
    #expect(adapter.uiNavigationController === navigationController)
    #expect(adapter.screens == [root])
    #expect(adapter.presentedScreen == nil)
    #expect(!adapter.isTransitioning)

    navigationController.pushViewController(detail, animated: true)
    #expect(adapter.screens == [root, detail])
    #expect(adapter.isTransitioning)
    harness.finishTransition()
    #expect(!adapter.isTransitioning)

    let settings = PlaceViewController(.settings)
    navigationController.present(settings, animated: false)
    #expect(adapter.presentedScreen === settings)
  }

  @Test("A screen presented with a navigation bar is the root of a new UINavigationController")
  func presentsWithNavigationBar() throws {
    let compose = PlaceViewController(.compose)
    apply(.present(compose, withNavigationBar: true), animated: true)

    let wrapper = try #require(
      navigationController.presentedViewController as? UINavigationController)
    #expect(wrapper !== navigationController)
    #expect(wrapper.viewControllers == [compose])
    #expect(compose.navigationController === wrapper)
    #expect(wrapper.presentingViewController === navigationController)
    #expect(wrapper.isBeingPresented)
    #expect(adapter.presentedScreen === wrapper)
    #expect(outcomes.values.isEmpty)

    harness.finishTransition()
    #expect(outcomes.values == [.finished])
    #expect(!wrapper.isBeingPresented)
  }

  // MARK: - Outcomes

  @Test("An animated push finishes when its transition coordinator finishes")
  func animatedPushFinishesWithCoordinator() {
    apply(.push(PlaceViewController(.detail(1))), animated: true)
    #expect(outcomes.values.isEmpty)
    #expect(harness.delegate.didShow.isEmpty)

    harness.finishTransition()
    #expect(outcomes.values == [.finished])
    #expect(harness.delegate.didShow == [.detail(1)])
  }

  @Test(
    "A transition whose coordinator is cancelled reports cancelled, and UIKit restores the stack",
    arguments: ["push", "pop", "popTo", "popToRoot", "setStack"])
  func cancelledTransitionReportsCancelled(operationName: String) throws {
    let root = try #require(navigationController.viewControllers.first)
    let one = PlaceViewController(.detail(1))
    let two = PlaceViewController(.detail(2))
    navigationController.setViewControllers([root, one, two], animated: false)
    let operation: NavigationOperation<UIViewController> =
      switch operationName {
      case "push": .push(PlaceViewController(.detail(3)))
      case "pop": .pop
      case "popTo": .popTo(one)
      case "popToRoot": .popToRoot
      default: .setStack([PlaceViewController(.login)])
      }

    apply(operation, animated: true)
    #expect(navigationController.viewControllers != [root, one, two])
    harness.cancelTransition()

    #expect(outcomes.values == [.cancelled])
    #expect(navigationController.viewControllers == [root, one, two])
    #expect(harness.warnings.isEmpty)
  }

  // MARK: - Refused presentations

  @Test(
    "Presenting off-window is refused at once, without asking UIKit", arguments: [false, true])
  func presentingOffWindowIsRefused(animated: Bool) throws {
    let harness = Harness(inWindow: false)
    let outcomes = Log<TransitionOutcome>()
    #expect(harness.navigationController.viewIfLoaded?.window == nil)

    harness.adapter.apply(
      .present(PlaceViewController(.settings), withNavigationBar: false), animated: animated
    ) { outcomes.append($0) }

    let outcome = try #require(outcomes.values.first)
    #expect(outcomes.values.count == 1)
    guard case .refused(let reason) = outcome else {
      Issue.record("Expected a refusal, got \(outcome)")
      return
    }
    #expect(reason.contains("window"))
    #expect(harness.calls.isEmpty)
    #expect(harness.presented == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("Presenting is refused once the navigation controller has left its window")
  func presentingAfterLeavingTheWindowIsRefused() {
    #expect(navigationController.viewIfLoaded?.window === harness.window)
    harness.window.rootViewController = UIViewController()
    #expect(navigationController.viewIfLoaded?.window == nil)

    apply(.present(PlaceViewController(.settings), withNavigationBar: true), animated: true)

    #expect(outcomes.values.count == 1)
    #expect(outcomes.values.allSatisfy { if case .refused = $0 { true } else { false } })
    #expect(harness.calls.isEmpty)
  }

  @Test(
    "Presenting is refused while the navigation controller is being presented or dismissed",
    arguments: [false, true])
  func presentingDuringItsOwnPresentationIsRefused(dismissing: Bool) throws {
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    let modal = UINavigationController(rootViewController: PlaceViewController(.compose))
    let navigator = PlaceNavigator(navigationController: modal, factory: ScreenMaker().factory)
    let adapter = try #require(navigator.navigationController)
    root.present(modal, animated: !dismissing)
    if dismissing {
      root.dismiss(animated: true)
    }
    #expect(modal.isBeingPresented == !dismissing)
    #expect(modal.isBeingDismissed == dismissing)
    let outcomes = Log<TransitionOutcome>()

    let settings = PlaceViewController(.settings)
    adapter.apply(.present(settings, withNavigationBar: false), animated: true) {
      outcomes.append($0)
    }

    #expect(outcomes.values == [.refused(reason: "it is being presented or dismissed")])
    #expect(modal.presentedViewController == nil)
    (root.transitionCoordinator as? StubTransitionCoordinator)?.finish()
    #expect(!modal.isBeingPresented)
    #expect(!modal.isBeingDismissed)
    #expect(root.stubWarnings.isEmpty)
    #expect(modal.stubWarnings.isEmpty)
  }

  @Test("Presenting over a presented screen, or dismissing none, is refused without asking UIKit")
  func presentingTwiceAndDismissingNothingAreRefused() {
    apply(.dismiss, animated: true)
    apply(.present(PlaceViewController(.settings), withNavigationBar: false), animated: false)
    apply(.present(PlaceViewController(.compose), withNavigationBar: true), animated: false)

    #expect(
      outcomes.values == [
        .refused(reason: "it presents no screen"), .finished,
        .refused(reason: "it already presents a screen"),
      ])
    #expect(harness.calls == [.present(.settings, withNavigationBar: false, animated: false)])
    #expect(harness.presented == .settings)
    #expect(harness.warnings.isEmpty)
  }

  // MARK: - Quirks of the transition coordinator

  @Test(
    "A completion is reported exactly once, whatever the coordinator's quirks",
    arguments: [
      StubTransitionCoordinator.Quirks.clearsAfterCompletions, .animateReturnsFalse,
      [.clearsAfterCompletions, .animateReturnsFalse],
    ], ["push", "pop", "present"])
  func completionIsReportedOnce(
    quirks: StubTransitionCoordinator.Quirks, operationName: String
  ) async {
    navigationController.pushViewController(PlaceViewController(.detail(1)), animated: false)
    navigationController.stubTransitionQuirks = quirks
    let operation: NavigationOperation<UIViewController> =
      switch operationName {
      case "push": .push(PlaceViewController(.detail(2)))
      case "pop": .pop
      default: .present(PlaceViewController(.settings), withNavigationBar: false)
      }

    apply(operation, animated: true)
    await settle()
    #expect(outcomes.values.count <= 1)
    harness.finishTransition()
    await settle()

    #expect(outcomes.values == [.finished])
    #expect(navigationController.transitionCoordinator == nil)
    #expect(harness.warnings.isEmpty)
  }

  // MARK: - afterTransition

  /// How the transition that `afterTransition` waits for goes.
  enum Ordering: String, CaseIterable, Sendable {
    /// No transition runs.
    case noTransition
    /// The transition finishes.
    case finished
    /// The user lets go of a back swipe.
    case cancelledBackSwipe
    /// `afterTransition` is called from a completion of the transition, which the navigation
    /// controller still reports.
    case calledWhileCompletionsRun
    /// The coordinator says it queued nothing, yet runs the completion when it finishes.
    case animateReturnsFalse
    /// The navigation controller reports a coordinator whose transition has ended.
    case coordinatorAlreadyEnded
  }

  @Test(
    "afterTransition runs its body exactly once, after the transition", arguments: Ordering.allCases
  )
  func afterTransitionRunsOnce(ordering: Ordering) async throws {
    let runs = Log<Bool>()
    let adapter: UIKitNavigationController
    let navigationController: UINavigationController
    if ordering == .coordinatorAlreadyEnded {
      let other = UINavigationController(rootViewController: PlaceViewController(.list))
      other.pushViewController(PlaceViewController(.detail(1)), animated: true)
      let ended = try #require(other.transitionCoordinator as? StubTransitionCoordinator)
      ended.finish()
      navigationController = StaleCoordinatorNavigationController(coordinator: ended)
      let navigator = PlaceNavigator(
        navigationController: navigationController, factory: ScreenMaker().factory)
      adapter = try #require(navigator.navigationController)
    } else {
      navigationController = self.navigationController
      adapter = self.adapter
    }
    let body: @MainActor @Sendable () -> Void = { [weak navigationController] in
      runs.append(navigationController?.transitionCoordinator != nil)
    }

    switch ordering {
    case .noTransition:
      adapter.afterTransition(body)
      #expect(runs.values == [false])
    case .finished:
      navigationController.pushViewController(PlaceViewController(.detail(1)), animated: true)
      adapter.afterTransition(body)
      #expect(runs.values.isEmpty)
      harness.finishTransition()
      #expect(runs.values == [false])
    case .cancelledBackSwipe:
      navigationController.pushViewController(PlaceViewController(.detail(1)), animated: false)
      let swipe = try #require(navigationController.simulateInteractivePop())
      adapter.afterTransition(body)
      #expect(runs.values.isEmpty)
      swipe.cancel()
      #expect(runs.values == [false])
    case .calledWhileCompletionsRun:
      navigationController.stubTransitionQuirks = .clearsAfterCompletions
      navigationController.pushViewController(PlaceViewController(.detail(1)), animated: true)
      let transition = try #require(harness.transition)
      transition.animate(alongsideTransition: nil) { _ in adapter.afterTransition(body) }
      transition.finish()
      #expect(runs.values.isEmpty, "not while the ended transition is still reported")
    case .animateReturnsFalse:
      navigationController.stubTransitionQuirks = .animateReturnsFalse
      navigationController.pushViewController(PlaceViewController(.detail(1)), animated: true)
      adapter.afterTransition(body)
      #expect(runs.values.isEmpty)
      await settle()
      harness.finishTransition()
    case .coordinatorAlreadyEnded:
      adapter.afterTransition(body)
      #expect(runs.values.isEmpty, "not now: a navigator would wait on the ended coordinator again")
    }
    #expect(await eventually { !runs.values.isEmpty })
    await settle()

    #expect(runs.values.count == 1)
    if ordering != .coordinatorAlreadyEnded && ordering != .animateReturnsFalse {
      #expect(runs.values == [false], "the body runs once the transition is no longer reported")
    }
  }
}

/// A navigation controller that reports a transition coordinator that has already ended.
private final class StaleCoordinatorNavigationController: UINavigationController {
  let coordinator: StubTransitionCoordinator

  init(coordinator: StubTransitionCoordinator) {
    self.coordinator = coordinator
    super.init(rootViewController: PlaceViewController(.list))
  }

  required init?(coder aDecoder: NSCoder) {
    nil
  }

  override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    coordinator
  }
}
