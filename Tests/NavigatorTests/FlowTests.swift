import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// What a flow's or a dialog's completion got, and how many times.
@MainActor
final class Answers<Value> {
  private(set) var results: [Result<Value, NavigationError>] = []

  var completion: @MainActor (Result<Value, NavigationError>) -> Void {
    { [self] in results.append($0) }
  }

  /// The one value received; `nil` while none, or when it was a failure.
  var value: Value? {
    guard results.count == 1, case .success(let value) = results[0] else { return nil }
    return value
  }

  var failure: NavigationError? {
    guard results.count == 1, case .failure(let error) = results[0] else { return nil }
    return error
  }
}

enum DeleteAnswer: Sendable, Equatable {
  case delete, keep
}

enum RenameAnswer: Sendable, Equatable {
  case rename(String)
  case cancel
}

let deleteChat = Dialog<DeleteAnswer>(
  "deleteChat", title: "Delete the chat with Ada?", style: .actionSheet,
  actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)])

let renameGroup = Dialog<RenameAnswer>(
  "renameGroup", title: "Rename", textFields: [DialogTextField(placeholder: "Name", text: "Old")],
  actions: [.init("Rename") { texts in .rename(texts[0]) }, .cancel(answer: .cancel)])

/// An app whose container makes dialog screens, started on two tabs.
@MainActor
func makeFlowApp(
  at state: NavigationState = tabs(), log: ScreenLog = ScreenLog()
) -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
  let (app, container) = makeApp(log: log)
  container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
  // NB: failures stay here, out of the global handler that other suites watch.
  app.onFailure = { _ in }
  app.start(at: state)
  return (app, container)
}

@MainActor
@Suite("Flows")
struct FlowTests {
  @Test func aModalFlowReturnsItsValueOnceItsScreensAreGone() throws {
    let (app, _) = makeFlowApp()
    let started = Answers<String?>()
    app.result(of: ChatsDestination.compose, as: String.self, completion: started.completion)
    app.navigate(to: ChatsDestination.audience)  // pushed inside the flow's sheet
    #expect(app.state.modals.first?.stack == chats(.compose, .audience))
    #expect(started.results.isEmpty)

    var finished: Result<Void, NavigationError>?
    let screens = try #require(app.navigator(for: ChatsDestination.self))
    screens.finishFlow(returning: "sent") { finished = $0 }

    #expect(started.value == "sent")
    #expect(app.state == tabs())
    #expect(throws: Never.self) { try finished?.get() }
  }

  @Test func flowsAndDialogsAskedWithoutAnimationShowWithout() throws {
    let (app, container) = makeFlowApp()
    let area = try #require(app.navigator(for: ChatsDestination.self))
    app.result(of: ChatsDestination.compose, as: String.self, animated: false) { _ in }
    #expect(
      container.events.last
        == .present(names(chats(.compose)), withNavigationBar: true, animated: false))
    area.result(of: .audience, as: Int.self, animated: false) { _ in }
    #expect(
      container.events.last
        == .setStack(names(chats(.compose, .audience)), at: .modal(0), animated: false))
    func presentedDialogWithoutAnimation() -> Bool {
      guard case .present(let screens, false, let animated) = container.events.last else {
        return false
      }
      return screens.map(\.description).first?.hasPrefix("DialogContent") == true && !animated
    }
    app.ask(deleteChat, animated: false) { _ in }
    #expect(presentedDialogWithoutAnimation())
    try container.answerDialog("Keep")
    area.ask(deleteChat, animated: false) { _ in }
    #expect(presentedDialogWithoutAnimation())
  }

  @Test func aPushedFlowPopsBackToTheScreenThatStartedIt() {
    let (app, _) = makeFlowApp(at: tabs(chats(.inbox, .chat("ada"))))
    let started = Answers<Int?>()
    app.result(of: ChatsDestination.audience, as: Int.self, completion: started.completion)
    app.navigate(to: ChatsDestination.profile("ada"))
    app.finishFlow(returning: 3)
    #expect(started.value == 3)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test func everyWayOfLeavingAFlowCancelsItOnce() throws {
    typealias Leave =
      @MainActor (
        AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>
      ) -> Void
    let ways: [(String, ChatsDestination, Leave)] = [
      ("swipe down", .compose, { _, container in container.simulateUserSwipeDown() }),
      ("back swipe", .audience, { _, container in container.simulateUserPop() }),
      ("dismiss", .compose, { app, _ in app.send(.dismissTop) }),
      ("back", .audience, { app, _ in app.send(.back) }),
      ("reset", .audience, { app, _ in app.send(.reset(to: tabs())) }),
      (
        "log out", .compose,
        { app, _ in app.send(NavigationChange.reset(to: tabs()).unstoppable) }
      ),
      (
        "tab tap", .compose,
        { app, container in
          app.send(.dismissAll)
        }
      ),
      (
        "a link elsewhere", .audience,
        { app, _ in
          app.send(.selectTab("settings", stack: settings(.root, .account)))
          app.send(.selectTab("chats", stack: chats(.inbox)))
        }
      ),
    ]
    for (way, destination, leave) in ways {
      let (app, container) = makeFlowApp()
      let started = Answers<String?>()
      app.result(of: destination, as: String.self, completion: started.completion)
      #expect(started.results.isEmpty, "\(way)")
      leave(app, container)
      #expect(started.results.count == 1, "\(way)")
      #expect(started.value == .some(nil), "\(way): cancelled, so nil")
      app.send(.dismissAll)
      #expect(started.results.count == 1, "\(way): never twice")
    }
  }

  @Test func aTabSwitchOnlyHidesAPushedFlow() {
    let (app, container) = makeFlowApp()
    let started = Answers<String?>()
    app.result(of: ChatsDestination.audience, as: String.self, completion: started.completion)
    container.simulateUserSelectTab(1)
    #expect(started.results.isEmpty)
    app.finishFlow(returning: "from the hidden tab")
    #expect(started.value == "from the hidden tab")
    #expect(app.state == tabs(selected: "settings"))
  }

  @Test func flowsNestAndEndInnermostFirst() {
    let (app, _) = makeFlowApp()
    let checkout = Answers<String?>()
    let payment = Answers<Int?>()
    var order: [String] = []
    app.result(of: ChatsDestination.compose, as: String.self) {
      order.append("checkout")
      checkout.completion($0)
    }
    app.result(of: ChatsDestination.photo, as: Int.self) {
      order.append("payment")
      payment.completion($0)
    }
    // NB: the inner flow ends first; the outer one goes on.
    app.finishFlow(returning: 42)
    #expect(payment.value == 42)
    #expect(checkout.results.isEmpty)
    #expect(app.state == tabs(modals: [.stack(chats(.compose))]))

    app.result(of: ChatsDestination.photo, as: Int.self, completion: payment.completion)
    // Finishing the outer flow takes the inner one away with it: cancelled, then finished.
    app.finishFlow(returning: "placed")
    #expect(payment.results.count == 2)
    if case .success(let second) = payment.results.last { #expect(second == nil) }
    #expect(checkout.value == "placed")
    #expect(order == ["payment", "checkout"])
    #expect(app.state == tabs())
  }

  @Test func aTearDownEndsNestedFlowsInnermostFirst() {
    let (app, _) = makeFlowApp()
    var order: [String] = []
    app.result(of: ChatsDestination.compose, as: String.self) { _ in order.append("outer") }
    app.result(of: ChatsDestination.photo, as: Int.self) { _ in order.append("inner") }
    app.send(.dismissAll)
    #expect(order == ["inner", "outer"])
  }

  @Test func finishingWithoutAFlowFailsAndChangesNothing() {
    let (app, _) = makeFlowApp(at: tabs(chats(.inbox, .chat("ada"))))
    let finished = Outcome()
    app.finishFlow(returning: "nobody asked", completion: finished.completion)
    #expect(isA(finished.failure, .flowNotFound))
    #expect(finished.failure?.description.contains("String") == true)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))

    // A flow of another type is not finished by this one's value.
    let started = Answers<Int?>()
    app.result(of: ChatsDestination.compose, as: Int.self, completion: started.completion)
    app.finishFlow(returning: "wrong type", completion: finished.completion)
    #expect(isA(finished.failure, .flowNotFound))
    #expect(started.results.isEmpty)
  }

  @Test func aFlowFinishedTwiceKeepsTheFirstValue() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs())
    container.finishTransition()
    let started = Answers<String?>()
    app.result(of: ChatsDestination.compose, as: String.self, completion: started.completion)
    container.finishTransition()
    let second = Outcome()
    app.finishFlow(returning: "first")
    app.finishFlow(returning: "second", completion: second.completion)
    #expect(isA(second.failure, .flowAlreadyFinishing))
    container.finishTransition()
    #expect(started.value == "first")
  }

  @Test func aFlowThatCannotStartFailsOnce() {
    let log = ScreenLog()
    log.failing = AnyDestination(ChatsDestination.compose)
    let (app, _) = makeFlowApp(log: log)
    let started = Answers<String?>()
    app.result(of: ChatsDestination.compose, as: String.self, completion: started.completion)
    #expect(isA(started.failure, .screenUnavailable))
    app.result(
      of: UnregisteredDestination.somewhere, as: String.self, completion: started.completion)
    #expect(started.results.count == 2)
    #expect(app.state == tabs())
  }

  @Test func aFlowThatReplacedTheRootKeepsItWhenItFinishes() {
    let (app, _) = makeFlowApp(at: NavigationState(stack: chats(.inbox)))
    let started = Answers<String?>()
    app.result(of: ChatsDestination.logout, as: String.self, completion: started.completion)
    app.navigate(to: ChatsDestination.audience)
    app.finishFlow(returning: "done")
    #expect(started.value == "done")
    #expect(app.state == NavigationState(stack: chats(.logout)))
  }

  @Test func aFlowsResultMayStartTheNextNavigation() {
    let (app, _) = makeFlowApp()
    app.result(of: ChatsDestination.compose, as: String.self) { result in
      if case .success(let name?) = result { app.navigate(to: ChatsDestination.chat(name)) }
    }
    app.finishFlow(returning: "ada")
    #expect(app.state == tabs(chats(.inbox, .chat("ada"))))
  }

  @Test func anAreasScreensStartAndFinishFlowsThroughTheirNavigator() async throws {
    let (app, _) = makeFlowApp()
    let navigator = try #require(app.navigator(for: ChatsDestination.self))
    Task { @MainActor in
      await Task.yield()
      navigator.finishFlow(returning: "from the picker")
    }
    let value = try await navigator.result(of: .contact("picker"), as: String.self)
    #expect(value == "from the picker")
    #expect(app.state == tabs())
  }

  @Test func aCustomNavigatorThatDoesNotForwardFlowsRunsNone() {
    // NB: the login flow forwards perform(_:completion:) to a stack navigator, not performFlow.
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = LoginFlow(navigation: navigation) { _ in }
    var failure: NavigationError?
    navigator.result(of: .forgotPassword, as: String.self) { result in
      if case .failure(let error) = result { failure = error }
    }
    #expect(isA(failure, .flowsUnavailable))
    #expect(navigation.events.isEmpty)
  }

  @Test func releasingTheAppNavigatorCancelsItsFlows() async throws {
    var app: AppNavigator<RecordingContainer<AppScreen>>? = makeFlowApp().0
    let started = Answers<String?>()
    let asked = Answers<DeleteAnswer>()
    app?.result(of: ChatsDestination.compose, as: String.self, completion: started.completion)
    let waiting = Answers<RenameAnswer>()
    app?.ask(deleteChat, completion: asked.completion)
    app?.ask(renameGroup, completion: waiting.completion)
    weak var released: AppNavigator<RecordingContainer<AppScreen>>?
    released = app
    app = nil
    #expect(released == nil)
    try await eventually { !started.results.isEmpty }
    #expect(started.value == .some(nil))
    #expect(asked.value == .keep)
    // NB: the second dialog waited for the first: it was never shown.
    #expect(isA(waiting.failure, .appNavigatorReleased))
  }

  @Test func whatAwaitsAFlowOrADialogIsReleasedOnceItEnds() throws {
    final class Coordinator {
      var results: [String] = []
    }
    let (app, container) = makeFlowApp()
    weak var coordinator: Coordinator?
    weak var dialogScreen: AppScreen?
    do {
      let strong = Coordinator()
      coordinator = strong
      app.result(of: ChatsDestination.compose, as: String.self) { result in
        strong.results.append((try? result.get() ?? nil) ?? "cancelled")
      }
      app.ask(deleteChat) { answer in strong.results.append("\(answer)") }
    }
    #expect(coordinator != nil, "held while the flow is on show")
    dialogScreen = container.dialog.flatMap { _ in container.layout.modals.last?.stack.first }
    try container.answerDialog("Keep")
    app.finishFlow(returning: "done")
    #expect(coordinator == nil, "released once both ended")
    #expect(dialogScreen == nil)
  }

  @Test func aFlowsScreensAndNavigatorAreReleasedOnceItEnds() throws {
    let (app, container) = makeFlowApp()
    weak var flowScreen: AppScreen?
    do {
      let started = Answers<String?>()
      app.result(of: ChatsDestination.compose, as: String.self, completion: started.completion)
      flowScreen = container.layout.modals.first?.stack.first
      #expect(flowScreen != nil)
      app.finishFlow(returning: "done")
      #expect(started.value == "done")
    }
    #expect(flowScreen == nil)
    #expect(app.state == tabs())
  }
}

@MainActor
@Suite("Flows in snapshots")
struct RestoredFlowTests {
  /// A snapshot of a pushed flow returning a `String` inside a sheet flow returning an `Int`,
  /// with a dialog on top.
  func savedFlows() throws -> Data {
    let (app, _) = makeFlowApp()
    app.result(of: ChatsDestination.compose, as: Int.self) { _ in }
    app.result(of: ChatsDestination.audience, as: String.self) { _ in }
    app.ask(deleteChat) { _ in }
    return try app.snapshot()
  }

  @Test func aRestoredFlowsValueGoesToTheHandlerTheAppDeclared() throws {
    let (app, _) = makeFlowApp()
    var strings: [String?] = []
    var ints: [Int?] = []
    app.handleRestoredFlows(returning: String.self) { strings.append($0) }
    app.handleRestoredFlows(returning: Int.self) { ints.append($0) }
    app.restore(from: try savedFlows(), orStartAt: tabs())
    // NB: the dialog is left out: no one could await its answer.
    #expect(app.state == tabs(modals: [.stack(chats(.compose, .audience))]))
    app.finishFlow(returning: "restored")
    #expect(strings == ["restored"])
    #expect(app.state == tabs(modals: [.stack(chats(.compose))]))
    container(of: app).simulateUserSwipeDown()
    #expect(ints == [nil])
  }

  @Test func aRestoredFlowWithoutAHandlerReportsItsValue() throws {
    let (app, _) = makeFlowApp()
    var failures: [NavigationError] = []
    app.onFailure = { failures.append($0) }
    app.restore(from: try savedFlows(), orStartAt: tabs())
    app.finishFlow(returning: "nobody waits")
    #expect(failures.count == 1)
    #expect(isA(failures.first, .flowNotFound))
    app.send(.dismissAll)
    #expect(failures.count == 1, "a cancelled flow has nothing to report")
  }

  private func container(
    of app: AppNavigator<RecordingContainer<AppScreen>>
  ) -> RecordingContainer<AppScreen> {
    app.container
  }
}

@MainActor
@Suite("Dialogs")
struct DialogTests {
  @Test func aDialogAnswersWithTheActionTapped() throws {
    let (app, container) = makeFlowApp()
    let asked = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: asked.completion)
    #expect(container.dialog?.name == "deleteChat")
    #expect(app.state.modals.first?.stack.first?.caseName == "Dialog.deleteChat")
    #expect(!app.state.description.contains("Ada"))
    try container.answerDialog("Delete")
    #expect(asked.value == .delete)
    #expect(app.state == tabs())
    #expect(container.events.last == .answered("deleteChat", action: "Delete"))
  }

  @Test func aDialogAnswersWithTheTextTyped() throws {
    let (app, container) = makeFlowApp()
    let asked = Answers<RenameAnswer>()
    app.ask(renameGroup, completion: asked.completion)
    try container.answerDialog("Rename", texts: ["Climbers"])
    #expect(asked.value == .rename("Climbers"))
  }

  @Test func aDialogDismissedByALaterRequestAnswersWithItsCancelAction() {
    for change in [
      NavigationChange.dismissAll, .dismissTop, .reset(to: tabs()),
      .selectTab("settings", stack: nil),
    ] {
      let (app, _) = makeFlowApp()
      let asked = Answers<DeleteAnswer>()
      app.ask(deleteChat, completion: asked.completion)
      app.send(change)
      #expect(asked.value == .keep, "\(change)")
      app.send(.dismissAll)
      #expect(asked.results.count == 1)
    }
  }

  @Test func aDialogCannotBeSwipedDown() {
    let (app, container) = makeFlowApp()
    let asked = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: asked.completion)
    #expect(!container.simulateUserSwipeDown())
    #expect(asked.results.isEmpty)
  }

  @Test func oneDialogAtATime() throws {
    let (app, container) = makeFlowApp()
    let first = Answers<DeleteAnswer>()
    let second = Answers<RenameAnswer>()
    app.ask(deleteChat, completion: first.completion)
    app.ask(renameGroup, completion: second.completion)
    #expect(app.state.modals.count == 1)
    try container.answerDialog("Keep")
    #expect(first.value == .keep)
    #expect(container.dialog?.name == "renameGroup")
    try container.answerDialog("Cancel")
    #expect(second.value == .cancel)
    #expect(app.state == tabs())
  }

  @Test func aDialogWithoutOneCancelActionIsRefused() {
    let (app, _) = makeFlowApp()
    let asked = Answers<Bool>()
    app.ask(
      Dialog<Bool>("noCancel", actions: [.init("OK", answer: true)]), completion: asked.completion)
    app.ask(
      Dialog<Bool>("twoCancels", actions: [.cancel(answer: true), .cancel(answer: false)]),
      completion: asked.completion)
    app.ask(
      Dialog<Bool>(
        "sheetWithText", style: .actionSheet, textFields: [DialogTextField()],
        actions: [.cancel(answer: false)]),
      completion: asked.completion)
    #expect(asked.results.count == 3)
    for result in asked.results {
      guard case .failure(let error) = result else {
        Issue.record("answered")
        continue
      }
      #expect(isA(error, .invalidDialog))
    }
    #expect(app.state == tabs())
  }

  @Test func aContainerWithoutDialogScreensFailsTheDialog() {
    let (app, _) = makeApp()
    app.start(at: tabs())
    let asked = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: asked.completion)
    #expect(isA(asked.failure, .dialogUnavailable))
    #expect(asked.failure?.description.contains("Dialog.deleteChat") == true)
    #expect(app.state == tabs())
  }

  @Test func answeringWithoutADialogSaysWhy() {
    let (app, container) = makeFlowApp()
    #expect(throws: DialogAnswerError.self) { try container.answerDialog("Delete") }
    app.ask(deleteChat) { _ in }
    #expect(throws: DialogAnswerError.self) { try container.answerDialog("Archive") }
    #expect(container.dialog != nil)
  }

  @Test func aGuardsDialogDoesNotWaitForADialogQueuedBehindItsRequest() async throws {
    let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
    let (app, container) = try makeGuardedApp(draft: draft)
    container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
    let discard = Dialog<Bool>(
      "discardChanges", actions: [.destructive("Discard", answer: true), .cancel(answer: false)])
    draft.decision = .later { @MainActor in try await app.ask(discard) ? .allow : .stay("kept") }
    app.perform(
      .present([AnyDestination(DraftDestination.draft(1))], withNavigationBar: true),
      completion: nil)
    // The dismissal and the dialog wait behind a push that animates.
    container.finishesTransitionsImmediately = false
    app.perform(.navigate(to: ChatsDestination.audience), completion: nil)
    app.perform(.dismissTop, completion: nil)
    let queued = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: queued.completion)
    container.finishesTransitionsImmediately = true
    container.finishTransition()
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "discardChanges")
    try container.answerDialog("Discard")
    try await eventually { container.dialog?.name == "deleteChat" }
    #expect(container.dialog?.name == "deleteChat")
    try container.answerDialog("Delete")
    #expect(queued.value == .delete)
    #expect(app.state == tabs())
  }

  @Test func aLeaveGuardAsksADialogWhileItsRequestWaits() async throws {
    let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
    let (app, container) = try makeGuardedApp(draft: draft)
    container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
    let discard = Dialog<Bool>(
      "discardChanges", title: "Discard your changes?",
      actions: [.destructive("Discard", answer: true), .cancel("Keep Editing", answer: false)])
    draft.decision = .later { @MainActor in
      try await app.ask(discard) ? .allow : .stay("the user keeps the draft")
    }
    app.perform(
      .present([AnyDestination(DraftDestination.draft(1))], withNavigationBar: true),
      completion: nil)
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "discardChanges")
    try container.answerDialog("Keep Editing")
    try await eventually { back.result != nil }
    #expect(isA(back.failure, .leaveRefused))
    #expect(app.state.modals.count == 1)

    app.perform(.dismissTop, completion: back.completion)
    try await eventually { container.dialog != nil }
    try container.answerDialog("Discard")
    try await eventually { app.state.modals.count != 1 }
    #expect(app.state == tabs())
  }
}
