import Foundation
import Navigator
import Testing
import UIKit

/// A `StackNavigator` driving a (stub) `UINavigationController` through the adapter, with view
/// controllers made by a `UIKitScreenFactory`.
@MainActor
@Suite("StackNavigator over UINavigationController")
struct StackNavigatorOverUIKitTests {
  let harness = Harness()

  @Test("A push completes only once its transition has finished")
  func pushCompletesAfterTransition() {
    harness.perform(.navigate(to: .detail(1)))
    #expect(harness.calls == [.push(.detail(1), animated: true)])
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.outcomes.isEmpty)

    harness.finishTransition()
    #expect(harness.outcomes == [.success])
    #expect(harness.delegate.didShow == [.detail(1)])
    #expect(harness.warnings.isEmpty)
  }

  @Test("A request without animation makes the unanimated UIKit call and completes at once")
  func unanimatedRequestCompletesAtOnce() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    harness.perform(.back(animated: false))

    #expect(harness.calls == [.push(.detail(1), animated: false), .pop(animated: false)])
    #expect(harness.outcomes == [.success, .success])
    #expect(harness.transition == nil)
  }

  @Test("Requests made during an animated push wait for it, then run in order")
  func requestsDuringPushAreQueued() {
    harness.perform(.navigate(to: .detail(1)))
    harness.perform(.navigate(to: .detail(2)))
    harness.perform(.back)
    #expect(harness.calls == [.push(.detail(1), animated: true)])
    #expect(harness.navigator.pendingRequestCount == 2)

    harness.finishTransition()
    #expect(harness.stack == [.list, .detail(1), .detail(2)])
    #expect(harness.outcomes == [.success])
    harness.finishTransition()
    #expect(harness.stack == [.list, .detail(1)])
    harness.finishTransition()

    #expect(
      harness.calls == [
        .push(.detail(1), animated: true), .push(.detail(2), animated: true), .pop(animated: true),
      ])
    #expect(harness.outcomes == [.success, .success, .success])
    #expect(harness.navigator.pendingRequestCount == 0)
    #expect(harness.warnings.isEmpty)
  }

  @Test("Going back to the root, and to an existing popToExistingOrPush screen, pop in UIKit")
  func popsToRootAndToExistingScreen() {
    harness.perform(.navigate(to: .chat("ada"), animated: false))
    let chat = Weak(harness.navigationController.topViewController)
    harness.perform(.navigate(to: .detail(1), animated: false))
    let detail = Weak(harness.navigationController.topViewController)

    harness.perform(.navigate(to: .chat("ada")))
    harness.finishTransition()
    #expect(harness.navigationController.topViewController === chat.object)
    #expect(detail.object == nil)

    harness.perform(.backToRoot)
    harness.finishTransition()
    #expect(chat.object == nil)
    #expect(
      harness.calls == [
        .push(.chat("ada"), animated: false), .push(.detail(1), animated: false),
        .popTo(.chat("ada"), animated: true), .popToRoot(animated: true),
      ])
    #expect(harness.outcomes == Array(repeating: .success, count: 4))
  }

  @Test("replaceStack sets a new root, then dismisses the modal screen")
  func replacesStack() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    let detail = Weak(harness.navigationController.topViewController)
    let root = Weak(harness.navigationController.viewControllers.first)
    harness.perform(.navigate(to: .settings, animated: false))
    let settings = Weak(harness.navigationController.presentedViewController)

    harness.perform(.navigate(to: .login))
    #expect(harness.stack == [.login])
    harness.finishTransition()  // the new stack
    #expect(harness.presented == .settings)
    #expect(harness.outcomes.count == 2)
    harness.finishTransition()  // the dismissal

    #expect(
      harness.calls.suffix(2) == [
        .setViewControllers([.login], animated: true), .dismiss(animated: true),
      ])
    #expect(harness.outcomes == [.success, .success, .success])
    #expect(harness.presented == nil)
    #expect(detail.object == nil)
    #expect(root.object == nil)
    #expect(settings.object == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("A modalWithNavigationBar destination is the root of a presented UINavigationController")
  func presentsWithNavigationBar() throws {
    weak var weakWrapper: UINavigationController?
    weak var weakCompose: UIViewController?
    do {
      harness.perform(.navigate(to: .compose))
      let wrapper = try #require(
        harness.navigationController.presentedViewController as? UINavigationController)
      let compose = try #require(wrapper.viewControllers.first as? PlaceViewController)
      #expect(wrapper.viewControllers.count == 1)
      #expect(compose.place == .compose)
      #expect(compose.navigationController === wrapper)
      #expect(harness.calls == [.present(.compose, withNavigationBar: true, animated: true)])
      weakWrapper = wrapper
      weakCompose = compose
    }
    harness.finishTransition()
    #expect(harness.outcomes == [.success])

    harness.perform(.dismiss(animated: false))
    #expect(harness.outcomes == [.success, .success])
    #expect(weakWrapper == nil)
    #expect(weakCompose == nil)
  }

  // MARK: - Transitions that do not finish

  @Test("A request made during the user's back swipe waits, and runs once the swipe is cancelled")
  func requestWaitsForCancelledBackSwipe() throws {
    harness.perform(.navigate(to: .detail(1), animated: false))
    let swipe = try #require(harness.navigationController.simulateInteractivePop())

    harness.perform(.navigate(to: .detail(2)))
    #expect(harness.navigator.pendingRequestCount == 1)
    #expect(harness.calls == [.push(.detail(1), animated: false)])
    swipe.cancel()

    #expect(harness.stack == [.list, .detail(1), .detail(2)])
    #expect(
      harness.calls == [.push(.detail(1), animated: false), .push(.detail(2), animated: true)])
    harness.finishTransition()
    #expect(harness.outcomes == [.success, .success])
    #expect(harness.warnings.isEmpty)
  }

  @Test("A cancelled animated push fails with transitionCancelled, and the queue goes on")
  func cancelledPushFails() {
    harness.perform(.navigate(to: .detail(1)))
    let cancelled = Weak(harness.navigationController.topViewController)
    harness.perform(.navigate(to: .detail(2), animated: false))

    harness.cancelTransition()

    #expect(
      harness.outcomes == [.failure(.transitionCancelled, asking: .detail(1)), .success])
    #expect(harness.stack == [.list, .detail(2)])
    #expect(cancelled.object == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("A cancelled animated pop fails with transitionCancelled and leaves the stack intact")
  func cancelledPopFails() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    harness.perform(.back)
    #expect(harness.stack == [.list])

    harness.cancelTransition()

    #expect(harness.outcomes == [.success, .failure(.transitionCancelled)])
    #expect(harness.stack == [.list, .detail(1)])
  }

  @Test(
    "Presenting off-window fails at once with transitionRefused, changing nothing",
    arguments: [Place.settings, .compose])
  func presentingOffWindowFails(place: Place) throws {
    let harness = Harness(inWindow: false)

    harness.perform(.navigate(to: place))

    let outcome = try #require(harness.outcomes.first)
    #expect(harness.outcomes.count == 1)
    guard case .failure(let error) = outcome, case .transitionRefused = error else {
      Issue.record("Expected transitionRefused, got \(outcome)")
      return
    }
    #expect(error.destination == AnyDestination(place))
    #expect(harness.calls.isEmpty)
    #expect(harness.presented == nil)
    #expect(harness.warnings.isEmpty)

    harness.perform(.navigate(to: .detail(1), animated: false))
    #expect(harness.outcomes.last == .success, "the queue goes on")
  }

  // MARK: - Quirks of the transition coordinator

  @Test(
    "A request queued behind a push runs exactly once, whatever the coordinator's quirks",
    arguments: [
      StubTransitionCoordinator.Quirks.clearsAfterCompletions, .animateReturnsFalse,
      [.clearsAfterCompletions, .animateReturnsFalse],
    ])
  func queuedRequestRunsOnce(quirks: StubTransitionCoordinator.Quirks) async {
    let harness = Harness(quirks: quirks)
    harness.perform(.navigate(to: .detail(1)))
    harness.perform(.navigate(to: .detail(2)))
    await settle()
    #expect(harness.calls == [.push(.detail(1), animated: true)], "waits for the first push")

    harness.finishTransition()
    #expect(await eventually { harness.stack == [.list, .detail(1), .detail(2)] })
    await settle()
    harness.finishTransition()
    await settle()

    #expect(harness.screens.made == [.detail(1), .detail(2)])
    #expect(
      harness.calls == [.push(.detail(1), animated: true), .push(.detail(2), animated: true)])
    #expect(harness.outcomes == [.success, .success])
    #expect(harness.navigationController.transitionCoordinator == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("A request waiting on a coordinator whose animate returns false does not spin")
  func waitingOnAmbiguousCoordinatorDoesNotSpin() async throws {
    let harness = Harness(quirks: .animateReturnsFalse)
    harness.perform(.navigate(to: .detail(1)))
    harness.perform(.navigate(to: .detail(2)))
    let transition = try #require(harness.transition)

    try await Task.sleep(for: .milliseconds(200))
    // NB: a count, not a time: a spinning queue asks thousands of times in 200 ms.
    #expect(transition.animateCallCount < 50, "about once a frame, not once a turn")
    transition.finish()

    #expect(await eventually { harness.outcomes.count == 2 })
    #expect(harness.stack == [.list, .detail(1), .detail(2)])
  }

  // MARK: - Navigators sharing a navigation controller

  @Test("Two navigators of one navigation controller run their requests in the order asked")
  func navigatorsShareOneQueue() {
    let other = PlaceNavigator(
      navigationController: harness.navigationController, factory: harness.screens.factory)
    #expect(other.navigationController === harness.navigator.navigationController)
    let order = Log<String>()

    harness.navigator.perform(.navigate(to: .detail(1))) { _ in order.append("a1") }
    other.perform(.navigate(to: .detail(2))) { _ in order.append("b1") }
    harness.navigator.perform(.navigate(to: .detail(3))) { _ in order.append("a2") }
    #expect(harness.calls == [.push(.detail(1), animated: true)])
    harness.finishTransition()
    #expect(order.values == ["a1"])
    harness.finishTransition()
    #expect(order.values == ["a1", "b1"])
    harness.finishTransition()

    #expect(order.values == ["a1", "b1", "a2"])
    #expect(harness.stack == [.list, .detail(1), .detail(2), .detail(3)])
    #expect(harness.warnings.isEmpty)
  }

  @Test("Navigators of one navigation controller find each other's popToExistingOrPush screens")
  func navigatorsSharePopToExistingLookups() {
    let other = PlaceNavigator(
      navigationController: harness.navigationController, factory: harness.screens.factory)
    harness.perform(.navigate(to: .chat("ada"), animated: false))
    other.perform(.navigate(to: .detail(1), animated: false)) { _ in }
    let outcomes = Log<Outcome>()

    other.perform(.navigate(to: .chat("ada"), animated: false)) { outcomes.append(Outcome($0)) }
    other.perform(.navigate(to: .chat("ada"), animated: false)) { outcomes.append(Outcome($0)) }

    #expect(outcomes.values == [.success, .success])
    #expect(harness.screens.made == [.chat("ada"), .detail(1)])
    #expect(
      harness.calls == [
        .push(.chat("ada"), animated: false), .push(.detail(1), animated: false),
        .popTo(.chat("ada"), animated: false),
      ])
    #expect(harness.stack == [.list, .chat("ada")])
  }

  // MARK: - Requests that UIKit must never see

  @Test("A factory that returns a screen already shown fails with screenAlreadyShown")
  func screenAlreadyShownIsNeverShownAgain() throws {
    harness.perform(.navigate(to: .detail(1), animated: false))
    let shown = try #require(harness.navigationController.topViewController)
    harness.screens.substitute = { place in
      place == .detail(2) || place == .settings ? shown : nil
    }

    harness.perform(.navigate(to: .detail(2)))
    harness.perform(.navigate(to: .settings))
    harness.perform(.navigate(to: .settings, animated: false))
    harness.screens.substitute = nil
    harness.perform(.navigate(to: .settings, animated: false))
    let presented = try #require(harness.navigationController.presentedViewController)
    harness.screens.substitute = { _ in presented }
    harness.perform(.navigate(to: .login))

    #expect(
      harness.outcomes == [
        .success,
        .failure(.screenAlreadyShown, asking: .detail(2)),
        .failure(.screenAlreadyShown, asking: .settings),
        .failure(.screenAlreadyShown, asking: .settings),
        .success,
        .failure(.screenAlreadyShown, asking: .login),
      ])
    #expect(
      harness.calls == [
        .push(.detail(1), animated: false),
        .present(.settings, withNavigationBar: false, animated: false),
      ])
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.presented == .settings)
    #expect(harness.warnings.isEmpty)
  }

  @Test(
    "A push or a pop behind a modal screen fails with blockedByModal, changing nothing",
    arguments: [Place.settings, .compose])
  func stackChangesBehindModalFail(modal: Place) {
    harness.perform(.navigate(to: .detail(1), animated: false))
    harness.perform(.navigate(to: modal, animated: false))
    let callsBefore = harness.calls

    harness.perform(.navigate(to: .detail(2)))
    harness.perform(.navigate(to: .chat("ada")))
    harness.perform(.back)
    harness.perform(.backToRoot)

    #expect(
      harness.outcomes.dropFirst(2) == [
        .failure(.blockedByModal, asking: .detail(2)),
        .failure(.blockedByModal, asking: .chat("ada")),
        .failure(.blockedByModal), .failure(.blockedByModal),
      ])
    #expect(harness.calls == callsBefore)
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.presented == modal)
    #expect(harness.screens.made == [.detail(1), modal])
    #expect(harness.warnings.isEmpty)
  }

  @Test("The async API returns once the transition has finished and throws typed errors")
  func asyncAPI() async throws {
    let pushing = Task { try await harness.navigator.perform(.navigate(to: .detail(1))) }
    #expect(await eventually { harness.transition != nil })
    harness.finishTransition()
    try await pushing.value
    #expect(harness.stack == [.list, .detail(1)])

    await #expect(throws: NavigationError.nothingToDismiss) {
      try await harness.navigator.perform(.dismiss)
    }
  }
}

/// What happens once the UIKit navigation controller is gone.
@MainActor
@Suite("Released navigation controller")
struct ReleasedNavigationControllerTests {
  @Test("Requests made after the navigation controller is released fail")
  func requestsAfterReleaseFail() {
    let navigator: PlaceNavigator
    weak var weakNavigationController: UINavigationController?
    do {
      let harness = Harness()
      navigator = harness.navigator
      weakNavigationController = harness.navigationController
      harness.perform(.navigate(to: .detail(1), animated: false))
    }
    #expect(weakNavigationController == nil)
    #expect(navigator.navigationController == nil)
    let outcomes = Log<Outcome>()

    navigator.perform(.navigate(to: .detail(2))) { outcomes.append(Outcome($0)) }
    navigator.perform(.back) { outcomes.append(Outcome($0)) }

    #expect(
      outcomes.values == [
        .failure(.navigationControllerReleased, asking: .detail(2)),
        .failure(.navigationControllerReleased),
      ])
  }

  /// A transition under way when the navigation controller goes.
  enum InFlight: String, CaseIterable, Sendable {
    case push
    case pop
    case present
    case dismiss
  }

  @Test(
    "A request in flight returns promptly once the navigation controller is released",
    arguments: InFlight.allCases)
  func inFlightRequestReturnsPromptly(transition: InFlight) async {
    var window: UIWindow? = UIWindow()
    var navigationController: UINavigationController? = UINavigationController(
      rootViewController: PlaceViewController(.list))
    window?.rootViewController = navigationController
    let navigator = PlaceNavigator(
      navigationController: navigationController!, factory: ScreenMaker().factory)
    navigator.transitionTimeout = .seconds(1)
    let request: NavigationRequest<Place>
    switch transition {
    case .push:
      request = .navigate(to: .detail(1))
    case .pop:
      navigator.perform(.navigate(to: .detail(1), animated: false)) { _ in }
      request = .back
    case .present:
      request = .navigate(to: .settings)
    case .dismiss:
      navigator.perform(.navigate(to: .settings, animated: false)) { _ in }
      request = .dismiss
    }
    let running = Task { () async -> Outcome in
      do throws(NavigationError) {
        try await navigator.perform(request)
        return .success
      } catch {
        return .failure(error)
      }
    }
    #expect(await eventually { navigationController?.transitionCoordinator != nil })

    let released = Weak(navigationController)
    window = nil
    navigationController = nil
    let outcome = await running.value

    let expected: Outcome =
      request.destination.map { .failure(.navigationControllerReleased, asking: $0) }
      ?? .failure(.navigationControllerReleased)
    #expect(released.object == nil)
    #expect(outcome == expected)
  }
}

/// The navigator keeps neither the navigation controller nor the screens alive, and the adapter
/// keeps nothing alive either.
@MainActor
@Suite("Memory")
struct UIKitMemoryTests {
  @Test("The navigator, its adapter, the navigation controller and the screens are all released")
  func everythingIsReleased() throws {
    weak var weakNavigator: PlaceNavigator?
    weak var weakAdapter: UIKitNavigationController?
    weak var weakNavigationController: UINavigationController?
    weak var weakWindow: UIWindow?
    var weakScreens: [() -> UIViewController?] = []
    do {
      let harness = Harness()
      weakNavigator = harness.navigator
      weakAdapter = harness.adapter
      weakNavigationController = harness.navigationController
      weakWindow = harness.window
      harness.perform(.navigate(to: .detail(1)))
      harness.finishTransition()
      harness.perform(.navigate(to: .chat("ada"), animated: false))
      harness.perform(.navigate(to: .compose))
      harness.finishTransition()
      let presented = try #require(
        harness.navigationController.presentedViewController as? UINavigationController)
      for screen in harness.navigationController.viewControllers + presented.viewControllers {
        weakScreens.append { [weak screen] in screen }
      }
      #expect(harness.outcomes == [.success, .success, .success])
    }

    #expect(weakNavigator == nil)
    #expect(weakAdapter == nil)
    #expect(weakNavigationController == nil)
    #expect(weakWindow == nil)
    #expect(weakScreens.count == 4)
    #expect(weakScreens.allSatisfy { $0() == nil })
  }

  @Test("The adapter does not keep the UINavigationController alive")
  func adapterHoldsNavigationControllerWeakly() throws {
    let adapter: UIKitNavigationController
    weak var weakNavigationController: UINavigationController?
    do {
      let harness = Harness()
      adapter = harness.adapter
      weakNavigationController = harness.navigationController
      #expect(adapter.uiNavigationController === harness.navigationController)
    }

    #expect(weakNavigationController == nil)
    #expect(adapter.uiNavigationController == nil)
    #expect(adapter.screens.isEmpty)
    #expect(adapter.presentedScreen == nil)
    #expect(!adapter.isTransitioning)
    let outcomes = Log<TransitionOutcome>()
    adapter.apply(.push(PlaceViewController(.detail(1))), animated: true) { outcomes.append($0) }
    #expect(outcomes.values == [.refused(reason: "the navigation controller has been released")])
  }

  @Test("Popped screens are released once the transition has ended")
  func poppedScreensAreReleased() {
    let harness = Harness()
    harness.perform(.navigate(to: .detail(1), animated: false))
    let detail = Weak(harness.navigationController.topViewController)

    harness.perform(.back)
    #expect(detail.object != nil, "UIKit keeps the popped screen until the transition ends")
    harness.finishTransition()

    #expect(detail.object == nil)
    #expect(harness.outcomes == [.success, .success])
  }
}

/// The documentation's examples for the UIKit files compile as written.
@MainActor
@Suite("UIKit documentation examples")
struct UIKitDocumentationExampleTests {
  enum ProfileDestination: Destination {
    case profile(String)
    case settings
  }

  final class ProfileViewController: UIViewController {}
  final class SettingsViewController: UIViewController {}

  @Test("UIKitScreenFactory with a switch over the destinations")
  func screenFactoryExample() {
    let navigationController = UINavigationController(
      rootViewController: SettingsViewController())
    let factory = UIKitScreenFactory<ProfileDestination> { destination, _ in
      switch destination {
      case .profile: ProfileViewController()
      case .settings: SettingsViewController()
      }
    }
    let navigator = StackNavigator(navigationController: navigationController, factory: factory)
    navigator.navigate(to: .profile("ada"))

    #expect(navigator.navigationController?.uiNavigationController === navigationController)
    #expect(navigationController.topViewController is ProfileViewController)
  }
}
