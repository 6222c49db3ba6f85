import Foundation
import Navigator
import Testing
import UIKit

/// The window container applied directly: each container change reaches the matching UIKit
/// calls, its completion reports how it ended once, and what UIKit shows reads back as the
/// layout.
@MainActor
@Suite("UIKitWindowContainer")
struct UIKitWindowContainerTests {
  let harness = WindowHarness()

  var container: UIKitWindowContainer { harness.container }

  private func screens(_ places: Place...) -> [UIViewController] {
    places.map { PlaceViewController($0) }
  }

  private func startWithTabs(selected: Int = 0) {
    harness.apply(
      .setRoot(
        .tabs(
          [.init("chats", screens(.list)), .init("settings", screens(.settings, .detail(9)))],
          selectedIndex: selected)))
  }

  // MARK: - Root

  @Test("setRoot with one stack makes a navigation controller the key window's root")
  func setsStackRoot() throws {
    let stack = screens(.list, .detail(1))
    harness.apply(.setRoot(.stack(stack)))

    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers == stack)
    #expect(navigation.delegate != nil)
    #expect(harness.window.isKeyWindow)
    #expect(harness.outcomes.values == [.finished])
    #expect(container.layout == NavigationTree(stack: stack))
    #expect(!container.isTransitioning)
  }

  @Test("setRoot with tabs makes a tab bar controller of navigation controllers, configured by id")
  func setsTabsRoot() throws {
    startWithTabs(selected: 1)

    let tabBarController = try #require(harness.tabBarController)
    #expect(tabBarController.viewControllers?.count == 2)
    #expect(tabBarController.selectedIndex == 1)
    #expect(tabBarController.delegate != nil)
    #expect(harness.tab(0)?.tabBarItem.title == "chats")
    #expect(harness.configuredTabs.values == ["chats", "settings"])
    #expect(harness.lines == ["tab chats: list", "tab settings (selected): settings › detail(9)"])
    #expect(harness.outcomes.values == [.finished])
    // NB: only the selected tab's view is in the window.
    #expect(harness.tab(1)?.viewIfLoaded?.window === harness.window)
    #expect(harness.tab(0)?.viewIfLoaded?.window == nil)
  }

  @Test("setRoot replaces a root that presents modals, dismissing them")
  func replacesRootWithModals() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.screen(PlaceViewController(.settings))))
    #expect(harness.presented.count == 1)
    let oldRoot = Weak(harness.window.rootViewController)

    harness.apply(.setRoot(.stack(screens(.login))))

    #expect(harness.lines == ["root: login"])
    #expect(oldRoot.object == nil)
    #expect(harness.outcomes.values == [.finished, .finished, .finished])
  }

  @Test("setRoot and setStack refuse an empty stack, and a missing window")
  func refusesEmptyStacksAndMissingWindow() {
    harness.apply(.setRoot(.stack([])))
    #expect(harness.window.rootViewController == nil)
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.setStack([], at: .root))
    #expect(harness.lines == ["root: list"])

    var window: UIWindow? = UIWindow()
    let orphan = UIKitWindowContainer(window: window!)
    window = nil
    let outcomes = Log<TransitionOutcome>()
    orphan.apply(.setRoot(.stack(screens(.list))), animated: false) { outcomes.append($0) }
    orphan.apply(.present(.screen(PlaceViewController(.settings))), animated: false) {
      outcomes.append($0)
    }

    #expect(
      harness.outcomes.values.map(\.isRefused) == [true, false, true], "\(harness.outcomes.values)")
    #expect(outcomes.values.map(\.isRefused) == [true, true])
    #expect(orphan.layout == NavigationTree(stack: []))
  }

  @Test("A change that does not fit the layout is refused by the rule RecordingContainer follows")
  func refusesWhatTheRuleRefuses() throws {
    let list = PlaceViewController(.list)
    harness.apply(.setStack([list], at: .root))
    #expect(harness.window.rootViewController == nil)

    harness.apply(.setRoot(.stack([list])))
    let settings = PlaceViewController(.settings)
    harness.apply(.present(.stack([settings])))
    harness.apply(.present(.screen(list)))
    harness.apply(.setStack([list, settings], at: .root))
    harness.apply(.setStack([list], at: .modal(0)))
    harness.apply(.dismiss(fromLevel: 1))

    let layout = NavigationTree<UIViewController>(stack: [list], modals: [.stack([settings])])
    let expected: [TransitionOutcome] = [
      .refused(reason: "the window has no root to set a stack in; set a root first"), .finished,
      .finished,
      .refused(reason: "the screen at index 0 is already shown elsewhere in the window"),
      .refused(reason: "the screen at index 1 is already shown elsewhere in the window"),
      .refused(reason: "the screen at index 0 is already shown elsewhere in the window"),
      .refused(reason: "there is no modal at level 1"),
    ]
    #expect(harness.outcomes.values == expected)
    #expect(container.layout == layout)
    #expect(harness.lines == ["root: list", "modal 0 with navigation bar: settings"])
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    #expect(navigation.stubWarnings.isEmpty, "UIKit was never asked")
  }

  // MARK: - Stacks

  @Test("setStack animates only when asked, and completes when the transition ends")
  func setsStack() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    let root = navigation.viewControllers[0]

    harness.apply(.setStack([root, PlaceViewController(.detail(1))], at: .root))
    #expect(harness.outcomes.values.count == 2)
    #expect(navigation.transitionCoordinator == nil)

    harness.apply(.setStack([root, PlaceViewController(.detail(2))], at: .root), animated: true)
    #expect(harness.outcomes.values.count == 2, "waits for the push")
    #expect(container.isTransitioning)
    let transition = try #require(navigation.transitionCoordinator as? StubTransitionCoordinator)
    transition.finish()

    #expect(harness.outcomes.values == [.finished, .finished, .finished])
    #expect(harness.lines == ["root: list › detail(2)"])
    #expect(!container.isTransitioning)
  }

  @Test("A cancelled stack transition reports cancelled")
  func reportsCancelledStackChange() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)

    harness.apply(
      .setStack([navigation.viewControllers[0], PlaceViewController(.detail(1))], at: .root),
      animated: true)
    try #require(navigation.transitionCoordinator as? StubTransitionCoordinator).cancel()

    #expect(harness.lastOutcome == .cancelled)
    #expect(harness.lines == ["root: list"])
  }

  @Test("A stack out of the window (a tab not selected) changes without animation")
  func setsOffWindowStackUnanimated() throws {
    startWithTabs(selected: 0)
    let settings = try #require(harness.tab(1))

    harness.apply(
      .setStack([settings.viewControllers[0], PlaceViewController(.detail(3))], at: .tab(1)),
      animated: true)

    #expect(settings.transitionCoordinator == nil)
    #expect(harness.lastOutcome == .finished)
    #expect(harness.lines == ["tab chats (selected): list", "tab settings: settings › detail(3)"])
  }

  @Test("A stack covered by a modal changes without animation; a modal's stack animates")
  func setsCoveredStackUnanimated() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.stack(screens(.compose))))
    let root = try #require(harness.window.rootViewController as? UINavigationController)
    let modal = try #require(harness.presented.first as? UINavigationController)

    harness.apply(
      .setStack([root.viewControllers[0], PlaceViewController(.detail(1))], at: .root),
      animated: true)
    #expect(root.transitionCoordinator == nil)
    harness.apply(
      .setStack([modal.viewControllers[0], PlaceViewController(.detail(2))], at: .modal(0)),
      animated: true)
    #expect(modal.transitionCoordinator != nil)
    finish(modal)

    #expect(harness.outcomes.values == [.finished, .finished, .finished, .finished])
    #expect(
      harness.lines == [
        "root: list › detail(1)", "modal 0 with navigation bar: compose › detail(2)",
      ])
  }

  private func finish(_ controller: UIViewController) {
    (controller.transitionCoordinator as? StubTransitionCoordinator)?.finish()
  }

  @Test("setStack where there is no navigation controller is refused")
  func refusesMissingStack() {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.screen(PlaceViewController(.settings))))

    harness.apply(.setStack(screens(.detail(1)), at: .tab(0)))
    harness.apply(.setStack(screens(.detail(1)), at: .modal(0)))
    harness.apply(.setStack(screens(.detail(1)), at: .modal(3)))

    let refused = harness.outcomes.values.map(\.isRefused)
    #expect(refused == [false, false, true, true, true])
    #expect(harness.lines == ["root: list", "modal 0: settings"])
  }

  // MARK: - Tabs

  @Test("selectTab selects in code, which does not count as the user's change")
  func selectsTab() async throws {
    startWithTabs(selected: 0)

    harness.apply(.selectTab(1), animated: true)
    harness.apply(.selectTab(5))
    await settle()

    #expect(harness.tabBarController?.selectedIndex == 1)
    #expect(harness.outcomes.values.map(\.isRefused) == [false, false, true])
    #expect(harness.userChanges.values.isEmpty)
    #expect(container.layout.selectedTab == "settings")
  }

  // MARK: - Modals

  @Test("present shows a screen, or a stack in a new navigation controller, over the top modal")
  func presentsModals() throws {
    startWithTabs()
    let compose = screens(.compose, .detail(1))

    harness.apply(.present(.stack(compose)), animated: true)
    #expect(harness.outcomes.values.count == 1, "waits for the presentation")
    #expect(container.isTransitioning)
    let first = try #require(harness.presented.first as? UINavigationController)
    try #require(first.transitionCoordinator as? StubTransitionCoordinator).finish()
    #expect(harness.lastOutcome == .finished)
    #expect(first.viewControllers == compose)
    #expect(first.delegate != nil)
    #expect(first.presentationController?.delegate != nil)

    let settings = PlaceViewController(.settings)
    harness.apply(.present(.screen(settings)))

    #expect(settings.presentingViewController === first)
    #expect(settings.presentationController?.delegate != nil)
    #expect(harness.outcomes.values == [.finished, .finished, .finished])
    #expect(
      harness.lines == [
        "tab chats (selected): list", "tab settings: settings › detail(9)",
        "modal 0 with navigation bar: compose › detail(1)", "modal 1: settings",
      ])
    #expect(!container.isTransitioning)
  }

  @Test("present refuses a window without a root, and a presenter still dismissing")
  func refusesPresenting() throws {
    harness.apply(.present(.screen(PlaceViewController(.settings))))
    #expect(harness.lastOutcome?.isRefused == true)

    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.screen(PlaceViewController(.settings))))
    harness.apply(.dismiss(fromLevel: 0), animated: true)
    #expect(harness.lines == ["root: list"], "a modal being dismissed is left out")
    #expect(container.isTransitioning)

    harness.apply(.present(.screen(PlaceViewController(.compose))))
    #expect(harness.lastOutcome?.isRefused == true)
    #expect(harness.outcomes.values.count == 4)

    let transition = try #require(transitions(in: harness.window).first)
    transition.finish()
    #expect(harness.outcomes.values.last == .finished)
    #expect(harness.presented.isEmpty)
  }

  @Test("A modal without a navigation bar holds one screen")
  func refusesManyScreensWithoutBar() {
    harness.apply(.setRoot(.stack(screens(.list))))
    var modal = NavigationTree<UIViewController>.Modal.screen(PlaceViewController(.settings))
    modal.stack.append(PlaceViewController(.detail(1)))
    harness.apply(.present(modal))
    #expect(harness.lastOutcome?.isRefused == true)
    #expect(harness.presented.isEmpty)
  }

  @Test("A cancelled presentation reports cancelled")
  func reportsCancelledPresentation() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.screen(PlaceViewController(.settings))), animated: true)
    try #require(transitions(in: harness.window).first).cancel()

    #expect(harness.outcomes.values == [.finished, .cancelled])
    #expect(harness.presented.isEmpty)
  }

  @Test(
    "dismiss(fromLevel:) dismisses that modal and every one above it", arguments: [false, true])
  func dismissesFromLevel(animated: Bool) throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.stack(screens(.compose))))
    harness.apply(.present(.screen(PlaceViewController(.settings))))
    harness.apply(.present(.stack(screens(.detail(1)))))

    harness.apply(.dismiss(fromLevel: 1), animated: animated)
    if animated {
      #expect(harness.outcomes.values.count == 4)
      #expect(container.isTransitioning)
      try #require(transitions(in: harness.window).first).finish()
    }

    #expect(harness.outcomes.values == Array(repeating: .finished, count: 5))
    #expect(harness.lines == ["root: list", "modal 0 with navigation bar: compose"])
    #expect(harness.window.rootViewController?.stubWarnings == [])
  }

  @Test(
    "dismiss is refused, changing nothing, when a modal it would remove is modal in presentation")
  func refusesDismissingModalInPresentation() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.stack(screens(.compose, .detail(1)))))
    harness.apply(.present(.screen(PlaceViewController(.settings))))
    let compose = try #require(harness.presented.first as? UINavigationController)
    compose.viewControllers[1].isModalInPresentation = true

    harness.apply(.dismiss(fromLevel: 0))
    #expect(harness.lastOutcome?.isRefused == true)
    harness.apply(.dismiss(fromLevel: 1))
    #expect(harness.lastOutcome == .finished, "the level above it may go")
    harness.apply(.dismiss(fromLevel: 3))
    #expect(harness.lastOutcome?.isRefused == true)

    #expect(harness.lines == ["root: list", "modal 0 with navigation bar: compose › detail(1)"])
    compose.viewControllers[1].isModalInPresentation = false
    harness.apply(.dismiss(fromLevel: 0))
    #expect(harness.lastOutcome == .finished)
    #expect(harness.presented.isEmpty)
  }

  @Test("A presented navigation controller that is modal in presentation refuses dismissal too")
  func refusesDismissingModalNavigationController() throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.stack(screens(.compose))))
    let compose = try #require(harness.presented.first as? UINavigationController)
    compose.isModalInPresentation = true

    harness.apply(.dismiss(fromLevel: 0), animated: true)

    #expect(harness.lastOutcome?.isRefused == true)
    #expect(!container.isTransitioning)
    #expect(harness.presented.count == 1)
  }

  // MARK: - Transitions

  @Test("afterTransition runs at once without a transition, else when it ends, once")
  func runsAfterTransition() throws {
    let ran = Log<Int>()
    container.afterTransition { ran.append(0) }
    #expect(ran.values == [0])

    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.screen(PlaceViewController(.settings))), animated: true)
    container.afterTransition { ran.append(1) }
    #expect(ran.values == [0])
    try #require(transitions(in: harness.window).first).finish()
    #expect(ran.values == [0, 1])
  }

  @Test("isTransitioning sees a push in a tab and a swipe down")
  func seesUserTransitions() throws {
    startWithTabs(selected: 1)
    let settings = try #require(harness.tab(1))
    let pop = try #require(settings.simulateInteractivePop())
    #expect(container.isTransitioning)
    pop.cancel()
    #expect(!container.isTransitioning)

    harness.apply(.present(.screen(PlaceViewController(.compose))))
    let swipe = try #require(harness.presented.first?.simulateUserSwipeDown())
    #expect(container.isTransitioning)
    #expect(harness.lines.count == 2, "the sheet being swiped away is left out")
    swipe.cancel()
    #expect(harness.lines.count == 3)
    #expect(!container.isTransitioning)
  }

  // MARK: - The user's changes

  @Test("A back swipe tells the navigator once it finished, on a later turn; a cancelled one not")
  func reportsBackSwipe() async throws {
    startWithTabs(selected: 1)
    let settings = try #require(harness.tab(1))

    try #require(settings.simulateInteractivePop()).cancel()
    await settle()
    #expect(harness.userChanges.values.isEmpty)

    try #require(settings.simulateInteractivePop()).finish()
    #expect(harness.userChanges.values.isEmpty, "not inside UIKit's callback")
    await settle()
    #expect(harness.userChanges.values.count == 1)
    #expect(harness.lines[1] == "tab settings (selected): settings")
  }

  @Test("A tab tap tells the navigator; a re-tap pops the tab to its root")
  func reportsTabTaps() async throws {
    startWithTabs(selected: 0)
    let tabBarController = try #require(harness.tabBarController)

    #expect(tabBarController.simulateUserTapTab(1))
    await settle()
    #expect(harness.userChanges.values.count == 1)
    #expect(container.layout.selectedTab == "settings")

    #expect(tabBarController.simulateUserTapTab(1))
    #expect(await finishTransitions(in: harness.window) == 1)
    // NB: once for didSelect, once for the pop's didShow; the navigator ignores the repeat.
    #expect(harness.userChanges.values.count == 3)
    #expect(harness.lines[1] == "tab settings (selected): settings")
  }

  @Test("A swipe down tells the navigator; a modal in presentation refuses it")
  func reportsSwipeDown() async throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    harness.apply(.present(.stack(screens(.compose))))
    let compose = try #require(harness.presented.first as? UINavigationController)

    compose.viewControllers[0].isModalInPresentation = true
    #expect(compose.simulateUserSwipeDown() == nil)
    await settle()
    #expect(harness.userChanges.values.isEmpty)
    #expect(harness.presented.count == 1)

    compose.viewControllers[0].isModalInPresentation = false
    try #require(compose.simulateUserSwipeDown()).finish()
    await settle()
    #expect(harness.userChanges.values.count == 1)
    #expect(harness.presented.isEmpty)
    #expect(harness.lines == ["root: list"])
  }

  @Test("A screen's own presentation delegate keeps hearing the sheet's calls")
  func forwardsToThePresentationDelegate() async throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    let spy = SheetDelegateSpy()
    let settings = PlaceViewController(.settings)
    settings.presentationController?.delegate = spy

    harness.apply(.present(.screen(settings)))
    spy.allowsDismissal = false
    #expect(settings.simulateUserSwipeDown() == nil)
    spy.allowsDismissal = true
    try #require(settings.simulateUserSwipeDown()).finish()
    await settle()

    #expect(spy.events == ["should", "attempt", "should", "will", "did"])
    #expect(harness.userChanges.values.count == 1)
    #expect(harness.presented.isEmpty)
  }

  @Test("Changes made without animation do not count as the user's")
  func ignoresOwnChanges() async throws {
    harness.apply(.setRoot(.stack(screens(.list))))
    let navigation = try #require(harness.window.rootViewController as? UINavigationController)
    harness.apply(
      .setStack([navigation.viewControllers[0], PlaceViewController(.detail(1))], at: .root))
    harness.apply(.present(.stack(screens(.compose))))
    harness.apply(.dismiss(fromLevel: 0))
    await settle()

    #expect(harness.userChanges.values.isEmpty)
    #expect(harness.outcomes.values == Array(repeating: .finished, count: 4))
  }
}

extension TransitionOutcome {
  /// Whether the change was refused, whatever the reason.
  var isRefused: Bool {
    if case .refused = self { return true }
    return false
  }
}
