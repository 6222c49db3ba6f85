import Navigator
import NavigatorTestSupport
import Testing

typealias ChatsStack = StackNavigator<
  ScreenFactory<ChatsDestination, AppScreen>, RecordingNavigationController<AppScreen>
>

/// A stack navigator of the chats area on a recording navigation controller showing the inbox.
@MainActor
func makeChatsStack(
  log: ScreenLog = ScreenLog(), finishesTransitionsImmediately: Bool = true
) -> (ChatsStack, RecordingNavigationController<AppScreen>) {
  let controller = RecordingNavigationController<AppScreen>()
  let navigator = StackNavigator(
    navigationController: controller, factory: appFactory(ChatsDestination.self, log: log))
  // NB: failures stay here, out of the global handler that other suites watch.
  navigator.onFailure = { _ in }
  navigator.navigate(to: .inbox)
  controller.finishesTransitionsImmediately = finishesTransitionsImmediately
  controller.removeAllEvents()
  return (navigator, controller)
}

@MainActor
@Suite("Flows on a stack navigator", .timeLimit(.minutes(1)))
struct StackFlowTests {
  @Test func aPushedFlowPopsBackToTheScreenThatStartedItAndReturnsItsValue() {
    let (navigator, controller) = makeChatsStack()
    let started = Answers<Int?>()
    navigator.result(of: .audience, as: Int.self, completion: started.completion)
    navigator.navigate(to: .profile("ada"))  // pushed inside the flow
    #expect(controller.stack == names(chats(.inbox, .audience, .profile("ada"))))
    #expect(started.results.isEmpty)

    let finished = Outcome()
    navigator.finishFlow(returning: 3, completion: finished.completion)
    #expect(started.value == 3)
    #expect(throws: Never.self) { try finished.result?.get() }
    #expect(controller.stack == names(chats(.inbox)))
    #expect(
      controller.events == [
        .push(ChatsDestination.audience), .push(ChatsDestination.profile("ada")),
        .popToRoot(),
      ])
  }

  @Test func aModalFlowIsDismissedWhenItFinishes() async throws {
    let (navigator, controller) = makeChatsStack()
    let awaited = Answers<String?>()
    // NB: awaited in a task, so that a flow that never ends fails the test instead of hanging it.
    Task { @MainActor in
      do throws(NavigationError) {
        awaited.completion(.success(try await navigator.result(of: .compose, as: String.self)))
      } catch {
        awaited.completion(.failure(error))
      }
    }
    try await eventually { controller.presentedScreen != nil }
    navigator.finishFlow(returning: "sent")
    try await eventually { !awaited.results.isEmpty }
    #expect(awaited.value == "sent")
    #expect(controller.presentedScreen == nil)
    #expect(
      controller.events == [
        .present(ChatsDestination.compose, withNavigationBar: true), .dismiss(animated: true),
      ])
  }

  @Test func theUsersPopOfAFlowsFirstScreenCancelsItOnce() async throws {
    let (navigator, controller) = makeChatsStack()
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    #expect(controller.simulateUserPop())
    try await eventually { !started.results.isEmpty }
    #expect(started.value == .some(nil), "cancelled, so nil")

    let finished = Outcome()
    navigator.finishFlow(returning: "late", completion: finished.completion)
    #expect(isA(finished.failure, .flowNotFound))
    navigator.navigate(to: .profile("ada"))
    #expect(started.results.count == 1, "never twice")
  }

  @Test func aUsersPopAboveTheFlowsFirstScreenLeavesTheFlowOn() async throws {
    let (navigator, controller) = makeChatsStack()
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    navigator.navigate(to: .profile("ada"))
    #expect(controller.simulateUserPop())
    try await Task.sleep(for: .milliseconds(50))
    #expect(started.results.isEmpty)
    navigator.finishFlow(returning: "picked")
    #expect(started.value == "picked")
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func aUsersPopThatIsCancelledLeavesTheFlowOn() async throws {
    let (navigator, controller) = makeChatsStack(finishesTransitionsImmediately: false)
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    controller.finishTransition()
    #expect(controller.simulateUserPop())
    try await Task.sleep(for: .milliseconds(50))
    #expect(started.results.isEmpty, "ends only once the pop is over")
    controller.finishTransition(.cancelled)
    try await Task.sleep(for: .milliseconds(50))
    #expect(started.results.isEmpty)
    navigator.finishFlow(returning: "kept")
    controller.finishTransition()
    #expect(started.value == "kept")
  }

  @Test func aFlowIsKeptFromTheMomentItsFirstScreenIsMade() {
    let (navigator, controller) = makeChatsStack(finishesTransitionsImmediately: false)
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    #expect(controller.isTransitioning, "the flow's first screen animates in")
    let finished = Outcome()
    navigator.finishFlow(returning: "early", completion: finished.completion)
    #expect(finished.result == nil, "the finish waits for the push, not flowNotFound")
    controller.finishTransition()
    controller.finishTransition()
    #expect(started.value == "early")
    #expect(throws: Never.self) { try finished.result?.get() }
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func aPopTheControllerDoesNotAskAboutEndsTheFlowAtTheNextRequest() {
    let (navigator, controller) = makeChatsStack()
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    // A controller that does not ask before the user's pop, as one that ignores the hook.
    controller.userMayPop = nil
    #expect(controller.simulateUserPop())
    #expect(started.results.isEmpty)
    navigator.navigate(to: .profile("ada"))
    #expect(started.value == .some(nil))
    #expect(controller.stack == names(chats(.inbox, .profile("ada"))))
  }

  @Test func aFinishAfterAPopNotAskedAboutCancelsTheFlowInsteadOfFinishingIt() {
    let (navigator, controller) = makeChatsStack()
    let outer = Answers<String?>()
    let inner = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: outer.completion)
    navigator.result(of: .profile("ada"), as: String.self, completion: inner.completion)
    controller.userMayPop = nil
    #expect(controller.simulateUserPop())
    // The inner flow's screen is gone: the value finishes the outer one.
    navigator.finishFlow(returning: "outer")
    #expect(inner.value == .some(nil))
    #expect(outer.value == "outer")
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func everyRequestThatTakesTheFlowsFirstScreenAwayCancelsItOnce() {
    let ways: [(String, ChatsDestination, NavigationRequest<ChatsDestination>)] = [
      ("back", .audience, .back),
      ("back to root", .audience, .backToRoot),
      ("a new stack", .audience, .navigate(to: .logout)),
      ("a pop to an existing screen", .audience, .navigate(to: .contact("inbox"))),
      ("dismiss", .compose, .dismiss),
    ]
    for (way, destination, request) in ways {
      let (navigator, controller) = makeChatsStack()
      if way == "a pop to an existing screen" {
        // NB: the contact screen under the flow, which a later request pops back to.
        navigator.navigate(to: .contact("inbox"))
      }
      let started = Answers<String?>()
      navigator.result(of: destination, as: String.self, completion: started.completion)
      #expect(started.results.isEmpty, "\(way)")
      let done = Outcome()
      navigator.perform(request, completion: done.completion)
      #expect(throws: Never.self, "\(way)") { try done.result?.get() }
      #expect(started.value == .some(nil), "\(way): cancelled, so nil")
      navigator.goBackToRoot()
      #expect(started.results.count == 1, "\(way): never twice")
      withExtendedLifetime(controller) {}
    }
  }

  @Test func flowsNestAndTheOuterFinishCancelsTheInner() {
    let (navigator, controller) = makeChatsStack()
    var order: [String] = []
    let checkout = Answers<String?>()
    let payment = Answers<Int?>()
    navigator.result(of: .audience, as: String.self) {
      order.append("checkout")
      checkout.completion($0)
    }
    navigator.result(of: .photo, as: Int.self) {
      order.append("payment")
      payment.completion($0)
    }
    navigator.finishFlow(returning: 42)
    #expect(payment.value == 42)
    #expect(checkout.results.isEmpty)
    #expect(controller.stack == names(chats(.inbox, .audience)))
    #expect(controller.presentedScreen == nil)

    navigator.result(of: .profile("ada"), as: Int.self, completion: payment.completion)
    navigator.finishFlow(returning: "placed")
    #expect(payment.results.count == 2)
    if case .success(let second) = payment.results.last { #expect(second == nil) }
    #expect(checkout.value == "placed")
    #expect(order == ["payment", "checkout"])
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func theNavigatorsOfOneControllerShareItsFlows() {
    let (chatsNavigator, controller) = makeChatsStack()
    let settingsNavigator = StackNavigator(
      navigationController: controller,
      factory: appFactory(SettingsDestination.self, log: ScreenLog()))
    let started = Answers<Int?>()
    chatsNavigator.result(of: .audience, as: Int.self, completion: started.completion)
    settingsNavigator.navigate(to: .account)
    settingsNavigator.finishFlow(returning: 7)
    #expect(started.value == 7)
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func aFlowThatCannotStartFailsOnceAndChangesNothing() {
    let log = ScreenLog()
    log.failing = AnyDestination(ChatsDestination.audience)
    let (navigator, controller) = makeChatsStack(log: log)
    let started = Answers<String?>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    #expect(isA(started.failure, .screenUnavailable))
    navigator.navigate(to: .photo)
    navigator.result(of: .profile("ada"), as: String.self, completion: started.completion)
    #expect(started.results.count == 2)
    if case .failure(let error) = started.results.last { #expect(isA(error, .blockedByModal)) }
    #expect(controller.stack == names(chats(.inbox)))

    let finished = Outcome()
    navigator.finishFlow(returning: "nobody asked", completion: finished.completion)
    #expect(isA(finished.failure, .flowNotFound))
  }

  @Test func aFlowFailureWithoutACompletionGoesToTheNavigatorsOnFailure() {
    let (navigator, _) = makeChatsStack()
    var failures: [NavigationError] = []
    navigator.onFailure = { failures.append($0) }
    navigator.finishFlow(returning: 1)
    #expect(failures.count == 1)
    #expect(isA(failures.first, .flowNotFound))
  }

  @Test func releasingTheNavigationControllerAndItsNavigatorsCancelsTheirFlows() async throws {
    let started = Answers<String?>()
    weak var released: RecordingNavigationController<AppScreen>?
    do {
      let (navigator, controller) = makeChatsStack()
      navigator.result(of: .audience, as: String.self, completion: started.completion)
      released = controller
    }
    #expect(released == nil)
    try await eventually { !started.results.isEmpty }
    #expect(started.value == .some(nil))
  }

  @Test func aFlowsFirstScreenIsReleasedOnceTheUserPopsIt() async throws {
    let (navigator, controller) = makeChatsStack()
    weak var flowScreen: AppScreen?
    let started = Answers<String?>()
    do {
      navigator.result(of: .audience, as: String.self, completion: started.completion)
      flowScreen = controller.screens.last
      #expect(flowScreen != nil)
      #expect(controller.simulateUserPop())
    }
    #expect(flowScreen == nil, "the engine holds a flow's screens weakly")
    try await eventually { !started.results.isEmpty }
    #expect(started.value == .some(nil))
  }

  @Test func aFinishedFlowsScreensAndWhatAwaitsItAreReleased() {
    final class Coordinator {
      var results: [String] = []
    }
    let (navigator, controller) = makeChatsStack()
    weak var flowScreen: AppScreen?
    weak var coordinator: Coordinator?
    do {
      let strong = Coordinator()
      coordinator = strong
      navigator.result(of: .compose, as: String.self) { result in
        strong.results.append((try? result.get() ?? nil) ?? "cancelled")
      }
      flowScreen = controller.presentedScreen
      #expect(flowScreen != nil)
      navigator.finishFlow(returning: "done")
    }
    #expect(flowScreen == nil)
    #expect(coordinator == nil)
  }
}

/// A navigation controller of an app's own that implements no dialog screens.
@MainActor
final class PlainNavigationController: NavigationController {
  private(set) var screens: [AppScreen] = []
  private(set) var presentedScreen: AppScreen?
  var isTransitioning: Bool { false }

  func apply(
    _ operation: NavigationOperation<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    switch operation {
    case .push(let screen): screens.append(screen)
    case .present(let screen, _): presentedScreen = screen
    default: break
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
}

/// A type that is both a navigation controller and a container, and makes no dialog screens: it
/// compiles with one default of both protocols' `makeScreen(for:reply:)`, which throws.
@MainActor
final class PlainControllerAndContainer: NavigationController, NavigationContainer {
  typealias Screen = AppScreen
  private(set) var screens: [AppScreen] = []
  var presentedScreen: AppScreen? { nil }
  var isTransitioning: Bool { false }
  var layout: NavigationTree<AppScreen> { NavigationTree(stack: screens) }
  var userDidChangeLayout: (@MainActor () -> Void)?

  func apply(
    _ operation: NavigationOperation<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    if case .push(let screen) = operation { screens.append(screen) }
    completion(.finished)
  }

  func apply(
    _ change: ContainerChange<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) { completion(.finished) }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
}

@MainActor
@Suite("Dialogs on a stack navigator", .timeLimit(.minutes(1)))
struct StackDialogTests {
  /// A stack navigator whose recording controller makes dialog screens.
  func makeDialogStack() -> (ChatsStack, RecordingNavigationController<AppScreen>) {
    let (navigator, controller) = makeChatsStack()
    controller.makeDialogScreen = { [unowned controller] in
      AppScreen(AnyDestination($0), navigator: controller)
    }
    return (navigator, controller)
  }

  @Test func aDialogAnswersWithTheActionTappedOnceItIsGone() throws {
    let (navigator, controller) = makeDialogStack()
    let asked = Answers<DeleteAnswer>()
    navigator.ask(deleteChat, completion: asked.completion)
    #expect(controller.dialog?.name == "deleteChat")
    #expect(controller.presentedWithNavigationBar == false)
    #expect(asked.results.isEmpty)
    try controller.answerDialog("Delete")
    #expect(asked.value == .delete)
    #expect(controller.presentedScreen == nil)
    #expect(controller.stack == names(chats(.inbox)))
  }

  @Test func aDialogsTextFieldsReachItsAnswer() async throws {
    let (navigator, controller) = makeDialogStack()
    let awaited = Answers<RenameAnswer>()
    // NB: awaited in a task, so that a dialog that never ends fails the test instead of hanging it.
    Task { @MainActor in
      do throws(NavigationError) {
        awaited.completion(.success(try await navigator.ask(renameGroup)))
      } catch {
        awaited.completion(.failure(error))
      }
    }
    try await eventually { controller.dialog != nil }
    try controller.answerDialog("Rename", texts: ["Climbers"])
    try await eventually { !awaited.results.isEmpty }
    #expect(awaited.value == .rename("Climbers"))
  }

  @Test func oneDialogAtATime() throws {
    let (navigator, controller) = makeDialogStack()
    let first = Answers<DeleteAnswer>()
    let second = Answers<RenameAnswer>()
    navigator.ask(deleteChat, completion: first.completion)
    navigator.ask(renameGroup, completion: second.completion)
    #expect(controller.dialog?.name == "deleteChat")
    try controller.answerDialog("Keep")
    #expect(first.value == .keep)
    #expect(controller.dialog?.name == "renameGroup")
    try controller.answerDialog("Rename")
    #expect(second.value == .rename("Old"))
  }

  @Test func aDialogTakenAwayByALaterRequestAnswersWithItsCancelAction() {
    let (navigator, controller) = makeDialogStack()
    let asked = Answers<DeleteAnswer>()
    navigator.ask(deleteChat, completion: asked.completion)
    navigator.dismiss()
    #expect(asked.value == .keep)
    #expect(controller.presentedScreen == nil)
  }

  @Test func aDialogInsideAFlowLeavesTheFlowOn() throws {
    let (navigator, controller) = makeDialogStack()
    let started = Answers<String?>()
    let asked = Answers<DeleteAnswer>()
    navigator.result(of: .audience, as: String.self, completion: started.completion)
    navigator.ask(deleteChat, completion: asked.completion)
    try controller.answerDialog("Delete")
    #expect(asked.value == .delete)
    #expect(started.results.isEmpty)
    navigator.finishFlow(returning: "deleted")
    #expect(started.value == "deleted")
  }

  @Test func aDialogOverAPresentedScreenFailsAndChangesNothing() {
    let (navigator, controller) = makeDialogStack()
    navigator.navigate(to: .photo)
    controller.removeAllEvents()
    let asked = Answers<DeleteAnswer>()
    navigator.ask(deleteChat, completion: asked.completion)
    #expect(isA(asked.failure, .alreadyPresenting))
    #expect(controller.events.isEmpty)
  }

  @Test func aControllerWithoutDialogScreensFailsTheDialog() {
    let (navigator, controller) = makeChatsStack()
    let asked = Answers<DeleteAnswer>()
    navigator.ask(deleteChat, completion: asked.completion)
    #expect(isA(asked.failure, .dialogUnavailable))
    #expect(asked.failure?.description.contains("Dialog.deleteChat") == true)
    #expect(controller.events.isEmpty)

    let plain = PlainNavigationController()
    let plainNavigator = StackNavigator(
      navigationController: plain, factory: appFactory(ChatsDestination.self, log: ScreenLog()))
    let refused = Answers<DeleteAnswer>()
    plainNavigator.ask(deleteChat, completion: refused.completion)
    #expect(isA(refused.failure, .dialogUnavailable))
    #expect(plain.presentedScreen == nil)

    let both = PlainControllerAndContainer()
    let bothNavigator = StackNavigator(
      navigationController: both, factory: appFactory(ChatsDestination.self, log: ScreenLog()))
    let refusedToo = Answers<DeleteAnswer>()
    bothNavigator.ask(deleteChat, completion: refusedToo.completion)
    #expect(isA(refusedToo.failure, .dialogUnavailable))
    #expect(both.screens.isEmpty)
  }

  @Test func aDialogsScreenIsReleasedOnceAnswered() throws {
    let (navigator, controller) = makeDialogStack()
    weak var dialogScreen: AppScreen?
    let asked = Answers<DeleteAnswer>()
    do {
      navigator.ask(deleteChat, completion: asked.completion)
      dialogScreen = controller.presentedScreen
      #expect(dialogScreen != nil)
      try controller.answerDialog("Keep")
    }
    #expect(asked.value == .keep)
    #expect(dialogScreen == nil)
  }
}
