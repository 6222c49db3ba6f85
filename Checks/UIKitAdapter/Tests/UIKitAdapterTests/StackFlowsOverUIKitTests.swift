import Foundation
import Navigator
import Testing
import UIKit

/// Flows and dialogs of a `StackNavigator` over a (stub) `UINavigationController`: the user's
/// back button ends a flow, and a dialog is a `UIAlertController` the adapter makes, whose answer
/// arrives once it is gone.
@MainActor
@Suite("StackNavigator flows and dialogs over UINavigationController")
struct StackFlowsOverUIKitTests {
  let harness = Harness()
  /// A plain navigation controller in a window, for dialogs: the harness's records only places.
  let window = UIWindow()
  let navigation = UINavigationController(rootViewController: PlaceViewController(.list))
  let screens = ScreenMaker()
  let navigator: PlaceNavigator

  init() {
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigator = StackNavigator(navigationController: navigation, factory: screens.factory)
  }

  private static let archiveChat = Dialog<Int>(
    "archiveChat", title: "Archive this chat?", message: "You can find it in Archived.",
    actions: [.init("Archive", answer: 1), .cancel(answer: 0)])

  private static let deleteChat = Dialog<Int>(
    "deleteChat", title: "Delete this chat?", style: .actionSheet,
    actions: [.destructive("Delete", answer: 2), .cancel("Keep", answer: 0)])

  /// Finishes the transitions of both windows until `condition` holds.
  private func finishUntil(_ condition: () -> Bool) async {
    for _ in 0..<10 where !condition() {
      await finishTransitions(in: harness.window)
      await finishTransitions(in: window)
    }
  }

  @Test("The user's back button ends the flow whose first screen it pops, with nil, once")
  func backButtonCancelsTheFlow() async throws {
    let started = Log<String?>()
    harness.navigator.result(of: .detail(1), as: String.self) { result in
      if case .success(let value) = result { started.append(value) }
    }
    await finishTransitions(in: harness.window)
    #expect(harness.stack == [.list, .detail(1)])
    #expect(harness.navigationController.simulateUserTapBack())
    await finishUntil { !started.values.isEmpty }
    #expect(harness.stack == [.list])
    #expect(started.values.count == 1)
    #expect(started.values.first == .some(nil))
  }

  @Test("A flow's finish pops back to the screen that started it")
  func finishPopsTheFlow() async throws {
    let started = Log<String?>()
    harness.navigator.result(of: .detail(1), as: String.self) { result in
      if case .success(let value) = result { started.append(value) }
    }
    await finishTransitions(in: harness.window)
    harness.navigator.navigate(to: .detail(2))
    await finishTransitions(in: harness.window)
    harness.navigator.finishFlow(returning: "done")
    await finishUntil { !started.values.isEmpty }
    #expect(started.values == ["done"])
    #expect(harness.stack == [.list])
  }

  @Test(
    "A dialog is a UIAlertController whose tapped action answers once it is gone",
    arguments: [UIAlertController.StubHandlerTiming.afterDismissal, .beforeDismissal])
  func aDialogAnswersOnce(timing: UIAlertController.StubHandlerTiming) async throws {
    let answers = Log<Int>()
    navigator.ask(Self.archiveChat) { result in
      if case .success(let answer) = result { answers.append(answer) }
    }
    await finishTransitions(in: window)
    let alert = try #require(
      navigation.presentedViewController as? UIAlertController)
    #expect(alert.title == "Archive this chat?")
    #expect(alert.actions.map(\.title) == ["Archive", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])

    alert.stubHandlerTiming = timing
    #expect(alert.simulateUserTap("Archive"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [1])
    #expect(navigation.presentedViewController == nil)

    // The next dialog shows: the first one ended.
    navigator.ask(Self.archiveChat) { result in
      if case .success(let answer) = result { answers.append(answer) }
    }
    await finishTransitions(in: window)
    let second = try #require(
      navigation.presentedViewController as? UIAlertController)
    #expect(second.simulateUserTap("Cancel"))
    await finishUntil { answers.values.count == 2 }
    #expect(answers.values == [1, 0])
    #expect(alert.stubExceptions.isEmpty)
  }

  @Test("An action sheet on iPad gets an anchor for its popover")
  func actionSheetIsAnchoredOnIPad() async throws {
    window.stubTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    navigation.view.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let answers = Log<Int>()
    navigator.ask(Self.deleteChat) { result in
      if case .success(let answer) = result { answers.append(answer) }
    }
    await finishTransitions(in: window)
    let sheet = try #require(
      navigation.presentedViewController as? UIAlertController)
    #expect(sheet.popoverPresentationController?.sourceView === navigation.view)
    #expect(window.stubExceptions.isEmpty)
    #expect(sheet.simulateUserTap("Delete"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [2])
  }
}
