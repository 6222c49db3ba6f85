import Foundation
import Navigator
import Testing
import UIKit

/// What the dialogs under test answer.
enum Choice: Sendable, Equatable {
  case archive
  case delete
  case keep
}

/// A screen the app makes itself as an action sheet, anchored to a bar button item, to check that
/// the container keeps the app's anchor.
enum Prompt: Destination {
  case share

  var presentation: Presentation { .modal }
}

/// Dialogs asked from an `AppNavigator` over a `UIKitWindowContainer`: the `UIAlertController` it
/// makes, the answer of the action the user taps, arriving once, and the navigator's state, which
/// follows the alert away.
@MainActor
@Suite("Dialogs as UIAlertControllers")
struct DialogTests {
  let window = UIWindow()
  let navigator: AppNavigator<UIKitWindowContainer>
  /// The app's own bar button item, which anchors ``Prompt/share``.
  let shareButton = UIBarButtonItem()

  init() {
    navigator = AppNavigator(container: UIKitWindowContainer(window: window))
    navigator.register(
      ScreenFactory<Place, UIViewController> { place, navigator in
        PlaceViewController(place, navigator: navigator)
      })
    let shareButton = shareButton
    navigator.register(
      ScreenFactory<Prompt, UIViewController> { _, _ in
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = shareButton
        return sheet
      })
  }

  private static let list = NavigationState(stack: [any(.list), any(.detail(1))])

  private static let archiveChat = Dialog<Choice>(
    "archiveChat", title: "Archive this chat?", message: "You can find it in Archived.",
    actions: [.init("Archive", answer: .archive), .cancel(answer: .keep)])

  private static let deleteChat = Dialog<Choice>(
    "deleteChat", title: "Delete this chat?", style: .actionSheet,
    actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)])

  private func start(at state: NavigationState = Self.list) async throws {
    navigator.start(at: state)
    await finishTransitions(in: window)
    try #require(navigator.state == state)
  }

  /// Plays a full-screen iPad: regular width, the root's view 1024 by 768 points.
  private func becomeIPad() {
    window.stubTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    window.rootViewController?.view.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
  }

  /// Asks `dialog`, recording its answers.
  private func ask<Answer>(_ dialog: Dialog<Answer>) -> Log<Answer> {
    let answers = Log<Answer>()
    navigator.ask(dialog) { result in
      switch result {
      case .success(let answer): answers.append(answer)
      case .failure(let error): Issue.record("\(dialog.name) failed: \(error)")
      }
    }
    return answers
  }

  /// The view controllers presented above the root, bottom first.
  private var presented: [UIViewController] {
    var chain: [UIViewController] = []
    var presenter = window.rootViewController
    while let next = presenter?.presentedViewController {
      chain.append(next)
      presenter = next
    }
    return chain
  }

  /// The alert on show: the top presented view controller, if it is one.
  private var alert: UIAlertController? { presented.last as? UIAlertController }

  /// Finishes transitions until `condition` holds, a bounded number of times.
  private func finishUntil(_ condition: () -> Bool) async {
    for _ in 0..<10 where !condition() {
      await finishTransitions(in: window)
    }
  }

  /// Expects the window to show `state` and nothing more, with no exception raised.
  private func expectShows(
    _ state: NavigationState, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(navigator.state == state, sourceLocation: sourceLocation)
    #expect(presented.count == state.modals.count, sourceLocation: sourceLocation)
    #expect(window.stubExceptions.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: - Tests

  @Test(
    "A tapped action answers once, then the state follows the alert away, handler first or last",
    arguments: [UIAlertController.StubHandlerTiming.afterDismissal, .beforeDismissal])
  func aTapAnswersOnce(timing: UIAlertController.StubHandlerTiming) async throws {
    try await start()
    let answers = ask(Self.archiveChat)
    await finishTransitions(in: window)
    let alert = try #require(alert)
    #expect(alert.title == "Archive this chat?")
    #expect(alert.message == "You can find it in Archived.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Archive", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])
    #expect(alert.textFields == nil)
    #expect(navigator.state.modals.count == 1)
    #expect(answers.values.isEmpty)

    alert.stubHandlerTiming = timing
    #expect(alert.simulateUserTap("Archive"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [.archive])
    expectShows(Self.list)

    await finishTransitions(in: window)
    #expect(answers.values == [.archive], "answered once")
    #expect(alert.stubExceptions.isEmpty)
  }

  @Test("A destructive action is styled so, and answers")
  func aDestructiveAction() async throws {
    try await start()
    let answers = ask(
      Dialog<Choice>(
        "deleteChat", title: "Delete this chat?",
        actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)]))
    await finishTransitions(in: window)
    let alert = try #require(alert)
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])

    #expect(alert.simulateUserTap("Delete"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [.delete])
    expectShows(Self.list)
  }

  @Test("An alert's text fields show the dialog's, and the answer gets what the user typed")
  func textFieldsAnswerWithTheTypedText() async throws {
    try await start()
    let rename = Dialog<String?>(
      "renameGroup", title: "Rename the group",
      textFields: [
        DialogTextField(placeholder: "Name", text: "Hikers"),
        DialogTextField(placeholder: "Password", isSecure: true),
      ],
      actions: [
        Dialog<String?>.Action("Rename") { texts in texts.joined(separator: "|") },
        .cancel(answer: nil),
      ])
    let answers = ask(rename)
    await finishTransitions(in: window)
    let alert = try #require(alert)
    let fields = try #require(alert.textFields)
    #expect(fields.map(\.placeholder) == ["Name", "Password"])
    #expect(fields.map(\.text) == ["Hikers", ""])
    #expect(fields.map(\.isSecureTextEntry) == [false, true])

    fields[0].text = "Climbers"
    fields[1].text = "s3cret"
    #expect(alert.simulateUserTap("Rename"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == ["Climbers|s3cret"])
    expectShows(Self.list)
  }

  @Test("An action sheet on iPad gets an anchor, at the bottom middle of the presenter's view")
  func anActionSheetOnIPadIsAnchored() async throws {
    try await start()
    becomeIPad()
    let answers = ask(Self.deleteChat)
    await finishTransitions(in: window)
    let sheet = try #require(alert, "presented, not refused")
    #expect(sheet.preferredStyle == .actionSheet)
    let popover = try #require(sheet.popoverPresentationController)
    #expect(popover.sourceView === window.rootViewController?.view)
    #expect(popover.sourceRect == CGRect(x: 512, y: 768, width: 0, height: 0))
    #expect(popover.permittedArrowDirections == [])
    #expect(window.stubExceptions.isEmpty)
    #expect(navigator.state.modals.count == 1)

    #expect(sheet.simulateUserTap("Delete"))
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [.delete])
    expectShows(Self.list)
  }

  @Test("An action sheet the app anchored keeps its anchor")
  func theAppsAnchorIsKept() async throws {
    try await start()
    becomeIPad()
    let outcomes = Log<Outcome>()
    navigator.perform(.navigate(to: Prompt.share)) { outcomes.append(Outcome($0)) }
    await finishTransitions(in: window)
    let sheet = try #require(alert, "presented, not refused")
    let popover = try #require(sheet.popoverPresentationController)
    #expect(popover.barButtonItem === shareButton)
    #expect(popover.sourceView == nil)
    #expect(popover.permittedArrowDirections == .any)
    #expect(window.stubExceptions.isEmpty)
    #expect(outcomes.values == [.success])
  }

  @Test("The stub refuses what UIKit raises for: an anchorless action sheet on iPad, two cancels")
  func theStubRefusesWhatUIKitRaisesFor() async throws {
    try await start()
    becomeIPad()
    let root = try #require(window.rootViewController)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Keep", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Also keep", style: .cancel))
    #expect(sheet.actions.map(\.title) == ["Keep"])
    #expect(sheet.stubExceptions.count == 1)

    root.present(sheet, animated: false)
    #expect(root.presentedViewController == nil)
    #expect(window.stubExceptions.count == 1)
  }

  @Test(
    "A dialog that a later request dismisses answers with its cancel action, once",
    arguments: [false, true])
  func aDismissalAnswersCancel(byReset: Bool) async throws {
    try await start()
    let answers = ask(Self.archiveChat)
    await finishTransitions(in: window)
    try #require(alert != nil)

    let after = byReset ? NavigationState(stack: [any(.list)]) : Self.list
    let outcomes = Log<Outcome>()
    navigator.perform(byReset ? .reset(to: after) : .dismissAll) { outcomes.append(Outcome($0)) }
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [.keep])
    expectShows(after)
    #expect(outcomes.values == [.success])

    await finishTransitions(in: window)
    #expect(answers.values == [.keep], "answered once")
  }

  @Test("A tap outside an action sheet's popover answers with its cancel action")
  func aTapOutsideAnswersCancel() async throws {
    try await start()
    becomeIPad()
    let answers = ask(Self.deleteChat)
    await finishTransitions(in: window)
    let sheet = try #require(alert)

    #expect(sheet.simulateUserTapOutside())
    await finishUntil { !answers.values.isEmpty }
    #expect(answers.values == [.keep])
    expectShows(Self.list)

    await finishTransitions(in: window)
    #expect(answers.values == [.keep], "answered once")
  }

  @Test("A dialog asked while another shows waits, and shows once the first is answered")
  func aSecondDialogWaits() async throws {
    try await start()
    let first = ask(Self.archiveChat)
    let second = ask(Self.deleteChat)
    await finishTransitions(in: window)
    let firstAlert = try #require(alert)
    #expect(presented.count == 1)
    #expect(firstAlert.title == "Archive this chat?")

    #expect(firstAlert.simulateUserTap("Archive"))
    await finishUntil { alert != nil && alert !== firstAlert }
    #expect(first.values == [.archive])
    #expect(second.values.isEmpty)
    let secondAlert = try #require(alert)
    #expect(secondAlert.title == "Delete this chat?")
    #expect(presented.count == 1)
    #expect(navigator.state.modals.count == 1)

    #expect(secondAlert.simulateUserTap("Delete"))
    await finishUntil { !second.values.isEmpty }
    #expect(first.values == [.archive])
    #expect(second.values == [.delete])
    expectShows(Self.list)
  }
}
