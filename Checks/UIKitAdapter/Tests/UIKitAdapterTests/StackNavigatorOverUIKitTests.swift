import Navigator
import Testing
import UIKit

/// A `StackNavigator` driving a real (stub) `UINavigationController` with view controllers made
/// by a `UIKitScreenFactory`.
@MainActor
@Suite("StackNavigator over UINavigationController")
struct StackNavigatorOverUIKitTests {
  let harness = Harness()

  @Test("A push completes only once its transition has finished")
  func pushCompletesAfterTransition() {
    harness.perform(.navigate(to: .detail(1)))
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.outcomes.isEmpty)
    #expect(harness.delegate.willShow == [.detail(1)])
    #expect(harness.delegate.didShow.isEmpty)

    harness.finishTransition()
    #expect(harness.outcomes == [.success])
    #expect(harness.delegate.didShow == [.detail(1)])
    #expect(harness.warnings.isEmpty)
  }

  @Test("A request without animation completes at once")
  func unanimatedPushCompletesAtOnce() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.outcomes == [.success])
    #expect(harness.transition == nil)
  }

  @Test("Requests made during an animated push wait for it, then run in order")
  func requestsDuringPushAreQueued() {
    harness.perform(.navigate(to: .detail(1)))
    harness.perform(.navigate(to: .detail(2)))
    harness.perform(.back)
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.navigator.pendingRequestCount == 2)

    harness.finishTransition()
    #expect(harness.stack == [.list, .detail(1), .detail(2)])
    #expect(harness.outcomes == [.success])

    harness.finishTransition()
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.outcomes == [.success, .success])

    harness.finishTransition()
    #expect(harness.outcomes == [.success, .success, .success])
    #expect(harness.navigator.pendingRequestCount == 0)
    #expect(harness.transition == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("Going back pops the top view controller and releases it")
  func backReleasesPoppedScreen() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    weak let detail = harness.navigationController.topViewController

    harness.perform(.back)
    #expect(harness.stack == [.list])
    #expect(detail != nil, "UIKit keeps the popped screen until the transition ends")
    harness.finishTransition()

    #expect(harness.outcomes == [.success, .success])
    #expect(detail == nil)
  }

  @Test("Going back to the root pops and releases every screen above it")
  func backToRootReleasesScreens() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    weak let first = harness.navigationController.topViewController
    harness.perform(.navigate(to: .detail(2), animated: false))
    weak let second = harness.navigationController.topViewController

    harness.perform(.backToRoot)
    harness.finishTransition()

    #expect(harness.stack == [.list])
    #expect(harness.outcomes == [.success, .success, .success])
    #expect(first == nil)
    #expect(second == nil)
  }

  @Test("A popToExistingOrPush destination pops back to the screen already showing it")
  func popsToExistingScreen() {
    harness.perform(.navigate(to: .chat("ada"), animated: false))
    weak let chat = harness.navigationController.topViewController
    harness.perform(.navigate(to: .detail(1), animated: false))
    weak let detail = harness.navigationController.topViewController

    harness.perform(.navigate(to: .chat("ada")))
    #expect(harness.stack == [.list, .chat("ada")])
    harness.finishTransition()

    #expect(harness.navigationController.topViewController === chat)
    #expect(detail == nil)
    #expect(harness.outcomes == [.success, .success, .success])
  }

  @Test("A modal destination is presented over the navigation controller")
  func presentsModal() throws {
    harness.perform(.navigate(to: .settings))
    let settings = try #require(
      harness.navigationController.presentedViewController as? PlaceViewController)
    #expect(settings.place == .settings)
    #expect(settings.presentingViewController === harness.navigationController)
    #expect(harness.outcomes.isEmpty)

    harness.finishTransition()
    #expect(harness.outcomes == [.success])
    #expect(harness.stack == [.list])
  }

  @Test("A modalInNavigationStack destination is presented inside a navigation controller")
  func presentsModalInNavigationStack() throws {
    harness.perform(.navigate(to: .compose))
    let wrapper = try #require(
      harness.navigationController.presentedViewController as? UINavigationController)
    let compose = try #require(wrapper.topViewController as? PlaceViewController)
    #expect(compose.place == .compose)
    #expect(compose.navigationController === wrapper)

    harness.finishTransition()
    #expect(harness.outcomes == [.success])
  }

  @Test("Dismissing completes after the dismissal and releases the modal screen")
  func dismissesModal() {
    harness.perform(.navigate(to: .compose, animated: false))
    weak let wrapper = harness.navigationController.presentedViewController
    weak let compose = (wrapper as? UINavigationController)?.topViewController

    harness.perform(.dismiss)
    #expect(harness.outcomes == [.success])
    harness.finishTransition()

    #expect(harness.outcomes == [.success, .success])
    #expect(harness.navigationController.presentedViewController == nil)
    #expect(wrapper == nil)
    #expect(compose == nil)
  }

  @Test("A second modal fails with alreadyPresenting, without UIKit ever seeing it")
  func secondModalFails() {
    harness.perform(.navigate(to: .settings, animated: false))
    harness.perform(.navigate(to: .compose))

    #expect(
      harness.outcomes == [.success, .failure(.alreadyPresenting(AnyDestination(Place.compose)))])
    #expect(harness.presented == .settings)
    #expect(harness.warnings.isEmpty)
  }

  @Test("Back at the root and dismiss without a modal fail with typed errors")
  func typedFailures() {
    harness.perform(.back)
    harness.perform(.dismiss)
    harness.perform(.backToRoot)

    #expect(harness.outcomes == [.failure(.nothingToPop), .failure(.nothingToDismiss), .success])
    #expect(harness.transition == nil)
  }

  @Test("replaceStack sets a new root, dismisses the modal, and releases the old screens")
  func replacesStack() {
    harness.perform(.navigate(to: .detail(1), animated: false))
    weak let detail = harness.navigationController.topViewController
    weak let root = harness.navigationController.viewControllers.first
    harness.perform(.navigate(to: .settings, animated: false))
    weak let settings = harness.navigationController.presentedViewController

    harness.perform(.navigate(to: .login))
    #expect(harness.stack == [.login])
    harness.finishTransition()  // the new stack
    #expect(harness.presented == .settings)
    #expect(harness.outcomes.count == 2)
    harness.finishTransition()  // the dismissal

    #expect(harness.outcomes == [.success, .success, .success])
    #expect(harness.presented == nil)
    #expect(detail == nil)
    #expect(root == nil)
    #expect(settings == nil)
    #expect(harness.warnings.isEmpty)
  }

  @Test("A request made during the user's back swipe waits for it, even if cancelled")
  func requestDuringBackSwipeWaits() throws {
    harness.perform(.navigate(to: .detail(1), animated: false))
    let swipe = try #require(harness.navigationController.simulateInteractivePop())

    harness.perform(.navigate(to: .detail(2)))
    #expect(harness.navigator.pendingRequestCount == 1)
    swipe.cancel()
    #expect(harness.stack == [.list, .detail(1), .detail(2)])
    harness.finishTransition()

    #expect(harness.outcomes == [.success, .success])
    #expect(harness.warnings.isEmpty)
  }

  @Test("The async API returns once the transition has finished and throws typed errors")
  func asyncAPI() async {
    do {
      try await harness.navigator.perform(.navigate(to: .detail(1), animated: false))
    } catch {
      Issue.record("Unexpected \(error)")
    }
    #expect(harness.stack == [.list, .detail(1)])

    await #expect(throws: NavigationError.nothingToDismiss) {
      try await harness.navigator.perform(.dismiss)
    }
  }
}

/// The navigator keeps neither the navigation controller nor the screens alive.
@MainActor
@Suite("Memory")
struct UIKitMemoryTests {
  @Test("The navigator holds the navigation controller weakly")
  func navigatorHoldsNavigationControllerWeakly() {
    weak var weakNavigationController: UINavigationController?
    let navigator: StackNavigator<UIKitScreenFactory<Place>, UINavigationController>
    do {
      let navigationController = UINavigationController(
        rootViewController: PlaceViewController(.list))
      weakNavigationController = navigationController
      navigator = StackNavigator(
        navigationController: navigationController,
        factory: UIKitScreenFactory { place, _ in PlaceViewController(place) })
      navigator.perform(.navigate(to: .detail(1), animated: false)) { _ in }
    }
    #expect(weakNavigationController == nil)
    #expect(navigator.navigationController == nil)

    var outcomes: [Outcome] = []
    navigator.perform(.navigate(to: .detail(2))) { outcomes.append(Outcome($0)) }
    #expect(outcomes == [.failure(.navigationControllerReleased)])
  }

  @Test("Screens made for popToExistingOrPush are released once popped")
  func reusableScreensAreNotRetained() {
    let harness = Harness()
    harness.perform(.navigate(to: .chat("ada"), animated: false))
    weak let chat = harness.navigationController.topViewController

    harness.perform(.back(animated: false))
    #expect(chat == nil)

    harness.perform(.navigate(to: .chat("ada"), animated: false))
    #expect(harness.stack == [.list, .chat("ada")])
    #expect(harness.outcomes == [.success, .success, .success])
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
  func screenFactoryExample() throws {
    let navigationController = UINavigationController(
      rootViewController: SettingsViewController())
    let factory = UIKitScreenFactory<ProfileDestination> { destination, _ in
      switch destination {
      case .profile: ProfileViewController()
      case .settings: SettingsViewController()
      }
    }
    let navigator = StackNavigator(navigationController: navigationController, factory: factory)
    navigator.navigate(to: .profile("ada"), animated: false)

    #expect(navigationController.topViewController is ProfileViewController)
  }
}
