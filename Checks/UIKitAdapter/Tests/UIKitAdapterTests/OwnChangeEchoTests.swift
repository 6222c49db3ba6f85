import Foundation
import Navigator
import Testing
import UIKit

/// UIKit calls `navigationController(_:didShow:animated:)` at the end of every change of a stack,
/// the container's own animated ones too: the container's change must end once, with its
/// completion, and never come back as the user's (`userDidChangeLayout`), while the user's back
/// swipe still reports once.
@MainActor
@Suite("UIKitWindowContainer: its own change is not the user's")
struct OwnChangeEchoTests {
  let harness = WindowHarness()

  var container: UIKitWindowContainer { harness.container }

  /// The window's root navigation controller, holding `list` then `detail(1)`, set without
  /// animation.
  private func startWithStack() throws -> UINavigationController {
    harness.apply(.setRoot(.stack([PlaceViewController(.list), PlaceViewController(.detail(1))])))
    return try #require(harness.window.rootViewController as? UINavigationController)
  }

  /// Applies an animated `setStack` at the root, as an app navigator's push or pop does, and
  /// returns its transition, in progress.
  private func setStackAnimated(_ screens: [UIViewController]) throws -> StubTransitionCoordinator {
    harness.apply(.setStack(screens, at: .root), animated: true)
    #expect(container.isTransitioning)
    return try #require(transitions(in: harness.window).first)
  }

  @Test(
    "An animated push or pop the container makes ends with its completion only",
    arguments: [
      "push", "pop",
    ])
  func ownAnimatedChangeIsNotTheUsers(change: String) async throws {
    let navigation = try startWithStack()
    let screens =
      change == "push"
      ? navigation.viewControllers + [PlaceViewController(.detail(2))]
      : Array(navigation.viewControllers.prefix(1))

    let transition = try setStackAnimated(screens)
    #expect(harness.outcomes.values == [.finished], "the change waits for its transition")
    transition.finish()
    await settle()

    #expect(harness.outcomes.values == [.finished, .finished])
    #expect(harness.userChanges.values.isEmpty, "the container's own change is not the user's")
    #expect(navigation.viewControllers == screens)
  }

  @Test("A back swipe right after the container's animated push reports once; a cancelled one not")
  func backSwipeAfterOwnPushReportsOnce() async throws {
    let navigation = try startWithStack()
    try setStackAnimated(navigation.viewControllers + [PlaceViewController(.detail(2))]).finish()
    await settle()
    #expect(harness.userChanges.values.isEmpty)

    try #require(navigation.simulateInteractivePop()).cancel()
    await settle()
    #expect(harness.userChanges.values.isEmpty, "a cancelled swipe changes nothing")

    try #require(navigation.simulateInteractivePop()).finish()
    await settle()
    #expect(harness.userChanges.values.count == 1)
    #expect(harness.lines == ["root: list › detail(1)"])

    // NB: the next change of the container is its own again.
    try setStackAnimated(navigation.viewControllers + [PlaceViewController(.detail(3))]).finish()
    await settle()
    #expect(harness.userChanges.values.count == 1)
    #expect(navigation.stubWarnings.isEmpty)
  }

  @Test(
    "A back swipe that lands during the container's animated push reports once, whichever ends first",
    arguments: [true, false])
  func backSwipeDuringOwnPushReportsOnce(pushEndsFirst: Bool) async throws {
    let navigation = try startWithStack()
    let push = try setStackAnimated(navigation.viewControllers + [PlaceViewController(.detail(2))])

    // NB: the stub lets the swipe begin during the push, popping the pushed screen; whether
    // UIKit does is not documented, and the container must not lose the user's pop if it does.
    let pop = try #require(navigation.simulateInteractivePop())
    if pushEndsFirst {
      push.finish()
      await settle()
      pop.finish()
    } else {
      pop.finish()
      await settle()
      push.finish()
    }
    await settle()

    #expect(harness.userChanges.values.count == 1, "the user's pop, once; the push, never")
    #expect(harness.lines == ["root: list › detail(1)"])
    #expect(
      harness.outcomes.values == [.finished, .finished], "the push ended with its completion")
  }
}

/// The same, end to end: an app navigator's animated push reaches its observers once, and the
/// container does not tell the navigator again that the layout changed.
@MainActor
@Suite("AppNavigator over UIKitWindowContainer: no echo of its own push")
struct AppNavigatorOwnPushTests {
  let window = UIWindow()
  let container: UIKitWindowContainer
  let navigator: AppNavigator<UIKitWindowContainer>
  let layoutChanges = Log<Void>()
  let observed = Log<NavigationState>()
  let observation: NavigationObservation

  init() {
    container = UIKitWindowContainer(window: window)
    navigator = AppNavigator(container: container)
    navigator.register(
      ScreenFactory<Place, UIViewController> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })
    // NB: counts what reaches the navigator's `stateDidChange()`, then lets it through.
    let toNavigator = container.userDidChangeLayout
    container.userDidChangeLayout = { [layoutChanges] in
      layoutChanges.append(())
      toNavigator?()
    }
    observation = navigator.observe { [observed] in observed.append($0) }
  }

  @Test("One animated push: the observers hear it once, and no user change follows")
  func animatedPushEndsOnce() async throws {
    let outcomes = Log<Outcome>()
    navigator.start(at: NavigationState(stack: [any(.list)])) { outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)
    let observedBefore = observed.values.count

    navigator.perform(.navigate(to: Place.detail(1))) { outcomes.append(Outcome($0)) }
    #expect(container.isTransitioning, "the push animates")
    #expect(await finishTransitions(in: window) == 1)

    let pushed = NavigationState(stack: [any(.list), any(.detail(1))])
    #expect(outcomes.values == [.success, .success])
    #expect(navigator.state == pushed)
    #expect(observed.values.dropFirst(observedBefore) == [pushed])
    #expect(layoutChanges.values.isEmpty, "the push came back as the user's")

    // The user's back swipe still reaches the navigator, once.
    let navigation = try #require(window.rootViewController as? UINavigationController)
    try #require(navigation.simulateInteractivePop()).finish()
    await settle()
    #expect(layoutChanges.values.count == 1)
    #expect(navigator.state == NavigationState(stack: [any(.list)]))
    #expect(observed.values.last == NavigationState(stack: [any(.list)]))
    #expect(observed.values.count == observedBefore + 2)
  }
}
