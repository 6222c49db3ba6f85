import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The dialogs a guard asks while its request waits: steps of that request's turn, shown one at
/// a time, each asker told once, and none left behind when the turn ends.
@MainActor
@Suite("Guard dialogs in their turn", .serialized)
struct GuardDialogTurnTests {
  let first = Dialog<Bool>(
    "first", actions: [.destructive("Discard", answer: true), .cancel("Keep", answer: false)])
  let second = Dialog<Bool>(
    "second", actions: [.destructive("Discard", answer: true), .cancel("Keep", answer: false)])

  /// An app whose draft sheet is on show, its leave guard set by `decide`.
  func appWithADraft(
    _ decide:
      @escaping @MainActor (AppNavigator<RecordingContainer<AppScreen>>) ->
      LeaveDecision
  ) throws -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
    let draft = DraftScreen(AnyDestination(DraftDestination.draft(1)), navigator: Session())
    let (app, container) = try makeGuardedApp(draft: draft)
    container.makeDialogScreen = { AppScreen(AnyDestination($0), navigator: container) }
    draft.decision = decide(app)
    app.perform(
      .present([AnyDestination(DraftDestination.draft(1))], withNavigationBar: true),
      completion: nil)
    return (app, container)
  }

  @Test func twoDialogsOfAGuardShowOneAtATime() async throws {
    let firstAnswers = Answers<Bool>()
    let secondAnswers = Answers<Bool>()
    let (app, container) = try appWithADraft { [first, second] app in
      .later { @MainActor in
        app.ask(first, completion: firstAnswers.completion)
        app.ask(second, completion: secondAnswers.completion)
        try await Task.sleep(for: .seconds(3600))
        return .allow
      }
    }
    app.guardTimeout = .seconds(3600)
    app.perform(.dismissTop, completion: nil)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "first")
    #expect(app.state.modals.count == 2, "the second dialog waits for the first to go")
    try container.answerDialog("Keep")
    try await eventually { container.dialog?.name == "second" }
    #expect(container.dialog?.name == "second")
    #expect(app.state.modals.count == 2)
    #expect(firstAnswers.value == false)
    try container.answerDialog("Discard")
    try await eventually { !secondAnswers.results.isEmpty }
    #expect(secondAnswers.value == true)
  }

  @Test func aDialogStillWaitingWhenItsTurnEndsIsToldOnceAndBlocksNoOtherDialog() async throws {
    let firstAnswers = Answers<Bool>()
    let secondAnswers = Answers<Bool>()
    let gate = Gate()
    let (app, container) = try appWithADraft { [first, second] app in
      .later { @MainActor in
        app.ask(first, completion: firstAnswers.completion)
        app.ask(second, completion: secondAnswers.completion)
        try await gate.opened()
        throw GuardGaveUp()
      }
    }
    // NB: the turn ends by the guard's failure, on cue: a short guard time would end it before
    // the guard even runs while other tests keep the main actor busy.
    app.guardTimeout = .seconds(3600)
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "first")
    gate.open()
    try await eventually { back.result != nil }
    #expect(isA(back.failure, .guardFailed))
    #expect(secondAnswers.results.count == 1, "the waiting dialog's asker is told once")
    #expect(secondAnswers.failure != nil)
    // NB: the turn's dialog on show is taken away, and another dialog can be asked.
    try await eventually { container.dialog == nil }
    #expect(container.dialog == nil)
    #expect(firstAnswers.results.count == 1)
    let later = Answers<DeleteAnswer>()
    app.ask(deleteChat, completion: later.completion)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "deleteChat")
  }

  @Test func aDialogATaskOfTheGuardAsksOnceTheGuardAnsweredWaitsItsTurnInTheQueue() async throws {
    let answers = Answers<Bool>()
    let gate = Gate()
    let asked = Gate()
    let (app, container) = try appWithADraft { [first] app in
      .later { @MainActor in
        // NB: a task the guard starts runs with the guard's task locals, after its answer.
        Task { @MainActor in
          try await gate.opened()
          app.ask(first, completion: answers.completion)
          asked.open()
        }
        return .allow
      }
    }
    app.guardTimeout = .seconds(3600)
    container.finishesTransitionsImmediately = false
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    // NB: the guard answered; the dismissal is in flight, its turn not over.
    try await eventually { container.isTransitioning }
    gate.open()
    try await asked.opened()
    #expect(container.finishTransition())
    try await eventually { back.result != nil }
    #expect(back.failure == nil)
    try await eventually { container.isTransitioning }
    #expect(container.finishTransition())
    #expect(container.dialog?.name == "first", "the dialog is shown as a request of its own")
    try container.answerDialog("Keep")
    #expect(answers.value == false)
  }

  @Test func aGuardThatAnswersBeforeItsDialogIsAnsweredHasTheDialogTakenAwayFirst()
    async throws
  {
    let answers = Answers<Bool>()
    let (app, container) = try appWithADraft { [first] app in
      .later { @MainActor in
        // NB: asks, and answers before the user does.
        app.ask(first, completion: answers.completion)
        return .allow
      }
    }
    app.guardTimeout = .seconds(3600)
    container.finishesTransitionsImmediately = false
    container.removeAllEvents()
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    // NB: the dialog's presentation is in flight when the guard answers; the request waits for
    // it, takes the dialog away, and then dismisses the draft the user asked to dismiss.
    try await eventually { container.isTransitioning }
    for _ in 0..<20 { await Task.yield() }
    #expect(container.events.count == 1, "nothing else happens while the dialog is presented")
    try await eventually {
      container.finishTransition()
      return back.result != nil
    }
    #expect(back.failure == nil)
    #expect(app.state.modals.isEmpty, "the draft the request dismisses is gone")
    #expect(container.events.count == 3, "\(container.events)")
    #expect(answers.results.count == 1, "the dialog's asker is told once")
  }

  /// The dialog a guard answered before the user did is taken away as its request asks: an
  /// unanimated request takes it away without animation.
  @Test func aGuardsDialogTakenAwayForAnUnanimatedRequestGoesWithoutAnimation() async throws {
    let (app, container) = try appWithADraft { [first] app in
      .later { @MainActor in
        app.ask(first) { _ in }
        return .allow
      }
    }
    app.guardTimeout = .seconds(3600)
    container.finishesTransitionsImmediately = false
    container.removeAllEvents()
    let back = Outcome()
    var dismissal = NavigationChange.dismissTop
    dismissal.animated = false
    app.perform(dismissal, completion: back.completion)
    try await eventually { container.isTransitioning }
    try await eventually {
      container.finishTransition()
      return back.result != nil
    }
    #expect(back.failure == nil)
    #expect(container.events.count == 3, "\(container.events)")
    #expect(
      Array(container.events.dropFirst())
        == [.dismiss(fromLevel: 1, animated: false), .dismiss(fromLevel: 0, animated: false)],
      "the dialog, then the draft, both without animation")
  }

  @Test func aDialogWhosePresentationNeverEndsCostsTheGuardsTimeNotTheTurn() async throws {
    let firstAnswers = Answers<Bool>()
    let (app, container) = try appWithADraft { [first] app in
      .later { @MainActor in
        app.ask(first, completion: firstAnswers.completion)
        try await Task.sleep(for: .seconds(3600))
        return .allow
      }
    }
    app.transitionTimeout = .milliseconds(50)
    app.guardTimeout = .seconds(1)
    container.finishesTransitionsImmediately = false
    let back = Outcome()
    app.perform(.dismissTop, completion: back.completion)
    try await eventually { container.dialog != nil }
    #expect(container.dialog?.name == "first")
    // NB: past the transition's time, the dialog still animating: the request waits on.
    try await Task.sleep(for: .milliseconds(120))
    #expect(back.result == nil)
    try await eventually { back.result != nil }
    #expect(isA(back.failure, .guardTimedOut))
    #expect(firstAnswers.results.count == 1)
    container.finishesTransitionsImmediately = true
    _ = container.finishTransition()
    for _ in 0..<50 { await Task.yield() }
    #expect(firstAnswers.results.count == 1, "told once, even when the step ends after its turn")
  }
}

/// What a guard throws when it gives up.
struct GuardGaveUp: Error {}

/// A gate a test opens when it is ready for a guard to go on.
@MainActor
final class Gate {
  private var isOpen = false

  func open() { isOpen = true }

  /// Returns once the gate is open, looking every 5 ms.
  func opened() async throws {
    while !isOpen { try await Task.sleep(for: .milliseconds(5)) }
  }
}
