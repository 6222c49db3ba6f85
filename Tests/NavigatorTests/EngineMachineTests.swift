import Testing

@testable import Navigator

/// The queue's state machine driven event by event, with no task, no carrier and no clock: each
/// event is answered with the action the engine would perform, and instants are passed in.
@Suite struct EngineMachineTests {
  // NB: one reading of the clock, as an origin; every instant in the tests is measured from it.
  let start = ContinuousClock.now
  let second = Duration.seconds(1)

  /// A machine that runs request 1 with its first step, ticket 1, in flight.
  func machineWithAStepInFlight() -> EngineMachine {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    _ = machine.stepApplied(.applied)
    return machine
  }

  // MARK: - A request's life

  @Test func aRequestIsCheckedStartedAppliedStepByStepAndFinished() {
    var machine = EngineMachine()
    #expect(machine.enqueued() == .check(1))
    #expect(machine.carrierIsIdle() == .start(1))
    #expect(machine.started() == .apply(ticket: 1))
    #expect(machine.stepApplied(.applied) == .armTransitionTimer(ticket: 1))
    #expect(machine.transitionEnded(ticket: 1, .finished) == .apply(ticket: 2))
    #expect(machine.stepApplied(.done) == .finish(1))
    #expect(machine.state == .finishing(1))
    #expect(machine.delivered() == .none)
    #expect(machine.state == .idle)
    #expect(machine.isIdle)
  }

  @Test func aStepCompletedWhileItIsAppliedLeadsToTheNextStepWithoutATimer() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    #expect(machine.started() == .apply(ticket: 1))
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
    #expect(machine.stepApplied(.applied, endedWith: .finished) == .apply(ticket: 2))
  }

  @Test func aLastStepThatEndsAtOnceFinishesItsRequestWithoutAskingForAnother() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    #expect(machine.started() == .apply(ticket: 1))
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
    #expect(machine.stepApplied(.appliedLast, endedWith: .finished) == .finish(1))
    #expect(machine.delivered() == .none)
    #expect(machine.isIdle)
  }

  @Test func aLastStepInFlightFinishesItsRequestWhenItEnds() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    #expect(machine.stepApplied(.appliedLast) == .armTransitionTimer(ticket: 1))
    #expect(machine.transitionEnded(ticket: 1, .finished) == .finish(1))
  }

  @Test func aLastStepThatIsCancelledStillFailsItsRequest() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    #expect(machine.stepApplied(.appliedLast) == .armTransitionTimer(ticket: 1))
    #expect(
      machine.transitionEnded(ticket: 1, .cancelled)
        == .finishFailing(1, NavigationError(.cancelled)))
  }

  @Test func aStepCancelledWhileItIsAppliedFailsTheRequestOnceTheClientReturns() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    #expect(machine.transitionEnded(ticket: 1, .cancelled) == .none)
    #expect(machine.state == .running(.init(request: 1, ticket: 1, phase: .applying)))
    #expect(
      machine.stepApplied(.applied, endedWith: .cancelled)
        == .finishFailing(1, NavigationError(.cancelled)))
  }

  @Test func aRequestThatEndsAtItsStartLetsTheNextOneBeChecked() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    #expect(machine.enqueued() == .none)
    #expect(machine.finishedAtStart() == .check(2))
  }

  @Test func aStepThatFailsFailsItsRequestWithTheStepsError() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    let error = NavigationError(.navigationControllerReleased)
    #expect(machine.stepApplied(.failed(error)) == .finishFailing(1, error))
  }

  @Test func aCancelledOrRefusedTransitionFailsItsRequest() {
    var machine = machineWithAStepInFlight()
    let refused = TransitionOutcome.refused(reason: "not in a window")
    #expect(machine.transitionEnded(ticket: 1, refused) == .finishFailing(1, .init(refused)))
  }

  // MARK: - Guards

  /// A machine whose running request, numbered 1, has its guards asked from `start` for ten
  /// seconds, its wait for their answers armed with ticket 1.
  func machineAskingGuards(at start: ContinuousClock.Instant) -> EngineMachine {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    #expect(machine.started(mustAskGuards: true) == .askGuards(ticket: 1))
    let asked = machine.guardsAsked(now: start, timeout: .seconds(10))
    #expect(asked == .armTimer(ticket: 1, after: .seconds(10)))
    return machine
  }

  @Test func aRequestWhoseGuardsMustBeAskedAppliesNothingUntilTheyAnswerAndItIsPlannedAgain() {
    let start = ContinuousClock.now
    var machine = machineAskingGuards(at: start)
    #expect(machine.guardsAnswered() == .planAgain(ticket: 2))
    #expect(machine.replanned(.ready) == .apply(ticket: 3))
    #expect(machine.stepApplied(.done) == .finish(1))
  }

  @Test func dialogsStillOnShowAreTakenAwayBeforeTheRequestIsPlannedAgain() {
    var machine = machineAskingGuards(at: .now)
    #expect(machine.guardsAnswered() == .planAgain(ticket: 2))
    #expect(machine.replanned(.tookDialogsAway) == .armTransitionTimer(ticket: 2))
    #expect(machine.transitionEnded(ticket: 2, .finished) == .planAgain(ticket: 3))
    #expect(machine.replanned(.ready) == .apply(ticket: 4))
  }

  /// Dialogs taken away without an animation end while the carrier still plans: the end comes
  /// with its answer, and the request is planned again at once, or fails as the dialogs did.
  @Test func dialogsTakenAwayAtOnceAreToldWithThePlanAndNeedNoTimer() {
    var machine = machineAskingGuards(at: .now)
    #expect(machine.guardsAnswered() == .planAgain(ticket: 2))
    #expect(machine.transitionEnded(ticket: 2, .finished) == .none)
    #expect(machine.replanned(.tookDialogsAway, endedWith: .finished) == .planAgain(ticket: 3))
    var refused = machineAskingGuards(at: .now)
    _ = refused.guardsAnswered()
    let outcome = TransitionOutcome.refused(reason: "the sheet is being dismissed")
    #expect(
      refused.replanned(.tookDialogsAway, endedWith: outcome)
        == .finishFailing(1, NavigationError(outcome)))
  }

  /// A dialog a guard asks that is shown and dismissed while the guards are still being asked
  /// ends with their asking: the request moves on to its next step without waiting.
  @Test func aWakeThatEndedWhileTheGuardsWereAskedIsToldWithTheirAsking() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    #expect(machine.started(mustAskGuards: true) == .askGuards(ticket: 1))
    let start = ContinuousClock.now
    let asked = machine.guardsAsked(now: start, timeout: .seconds(10), endedWith: .finished)
    #expect(asked == .awaitGuards(ticket: 2, until: Deadline(start.advanced(by: .seconds(10)))))
  }

  @Test func aRequestPlannedAgainMayAskMoreGuardsOrEnd() {
    let start = ContinuousClock.now
    var asking = machineAskingGuards(at: start)
    _ = asking.guardsAnswered()
    #expect(asking.replanned(.mustAskGuards) == .askGuards(ticket: 3))
    var done = machineAskingGuards(at: start)
    _ = done.guardsAnswered()
    #expect(done.replanned(.done) == .finish(1))
    var failed = machineAskingGuards(at: start)
    _ = failed.guardsAnswered()
    let error = NavigationError(.entryDenied)
    #expect(failed.replanned(.failed(error)) == .finishFailing(1, error))
  }

  @Test func aDialogTheGuardsAskIsShownWithinTheirTimeAndAnswersWaitForItsEnd() {
    let start = ContinuousClock.now
    var machine = machineAskingGuards(at: start)
    // NB: the wait's ticket is called to show a dialog a guard asks.
    let deadline = start.advanced(by: .seconds(10))
    #expect(
      machine.transitionEnded(ticket: 1, .finished)
        == .awaitGuards(ticket: 2, until: Deadline(deadline)))
    #expect(
      machine.stepApplied(.showedDialog(.seconds(6))) == .armTimer(ticket: 2, after: .seconds(6)))
    #expect(machine.guardsAnswered() == .none)
    #expect(machine.transitionEnded(ticket: 2, .finished) == .planAgain(ticket: 3))
  }

  @Test func theGuardsTimeRunsOutWhetherADialogIsOnShowOrNot() {
    let start = ContinuousClock.now
    let timedOut = NavigationError(.guardTimedOut, detail: .waited(seconds: 10))
    var waiting = machineAskingGuards(at: start)
    #expect(waiting.timedOut(ticket: 1, after: second) == .finishFailing(1, timedOut))
    var showing = machineAskingGuards(at: start)
    _ = showing.transitionEnded(ticket: 1, .finished)
    _ = showing.stepApplied(.showedDialog(.seconds(6)))
    #expect(showing.timedOut(ticket: 2, after: second) == .finishFailing(1, timedOut))
  }

  @Test func aGuardsDialogThatOutlastsTheirTimeFailsTheRequestAsTheGuardsEvenOnceTheyAnswered() {
    var machine = machineAskingGuards(at: start)
    _ = machine.transitionEnded(ticket: 1, .finished)
    _ = machine.stepApplied(.showedDialog(.seconds(6)))
    #expect(machine.guardsAnswered() == .none)
    let timedOut = NavigationError(.guardTimedOut, detail: .waited(seconds: 10))
    #expect(machine.timedOut(ticket: 2, after: second) == .finishFailing(1, timedOut))
  }

  @Test func answersNoRequestAwaitsAreIgnored() {
    var machine = machineWithAStepInFlight()
    #expect(machine.guardsAnswered() == .none)
    #expect(machine.replanned(.ready) == .none)
    var late = machineAskingGuards(at: .now)
    _ = late.timedOut(ticket: 1, after: second)
    #expect(late.guardsAnswered() == .none)
  }

  // MARK: - Timeouts and late events

  @Test func aStepWhoseTimerFiresFailsItsRequestSayingHowLongItWaited() {
    var machine = machineWithAStepInFlight()
    let timedOut = NavigationError(.transitionTimedOut, detail: .waited(seconds: 1))
    #expect(machine.timedOut(ticket: 1, after: second) == .finishFailing(1, timedOut))
  }

  @Test func aCompletionAfterItsStepTimedOutIsIgnored() {
    var machine = machineWithAStepInFlight()
    _ = machine.timedOut(ticket: 1, after: second)
    _ = machine.delivered()
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
    #expect(machine.ticketAbandoned(1) == .none)
    #expect(machine.state == .idle)
  }

  @Test func aSecondCompletionOfAStepIsIgnored() {
    var machine = machineWithAStepInFlight()
    #expect(machine.transitionEnded(ticket: 1, .finished) == .apply(ticket: 2))
    _ = machine.stepApplied(.applied)
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
    #expect(machine.transitionEnded(ticket: 1, .cancelled) == .none)
  }

  @Test func aTimerThatFiresAfterItsStepEndedIsIgnored() {
    var machine = machineWithAStepInFlight()
    _ = machine.transitionEnded(ticket: 1, .finished)
    #expect(machine.timedOut(ticket: 1, after: second) == .none)
    _ = machine.stepApplied(.applied)
    #expect(machine.timedOut(ticket: 1, after: second) == .none)
    #expect(machine.timedOut(ticket: 2, after: second) != .none)
  }

  @Test func aTimerOfAStepStillBeingAppliedIsIgnored() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    #expect(machine.timedOut(ticket: 1, after: second) == .none)
    #expect(machine.stepApplied(.applied) == .armTransitionTimer(ticket: 1))
  }

  @Test func aCompletionReleasedUncalledFailsItsRequest() {
    var machine = machineWithAStepInFlight()
    #expect(machine.ticketAbandoned(1) == .finishFailing(1, .transitionAbandoned))
  }

  @Test func answersThatNoActionAskedForAreIgnored() {
    var machine = EngineMachine()
    #expect(machine.carrierIsIdle() == .none)
    #expect(machine.carrierIsTransitioning(now: start, timeout: second) == .none)
    #expect(machine.started() == .none)
    #expect(machine.finishedAtStart() == .none)
    #expect(machine.stepApplied(.done) == .none)
    #expect(machine.delivered() == .none)
    #expect(machine.askedAfterTransition(now: start) == .none)
    #expect(machine.state == .idle)
  }

  // MARK: - Order and re-entry

  @Test func aRequestAskedForWhileAStepIsAppliedWaitsUntilTheRunningOneIsDelivered() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsIdle()
    _ = machine.started()
    #expect(machine.enqueued() == .none)
    #expect(machine.stepApplied(.done) == .finish(1))
    #expect(machine.enqueued() == .none)
    #expect(machine.delivered() == .check(2))
  }

  @Test func requestsStartInTheOrderAsked() {
    var machine = machineWithAStepInFlight()
    for _ in 0..<3 { #expect(machine.enqueued() == .none) }
    #expect(machine.waiting == 2..<5)
    _ = machine.transitionEnded(ticket: 1, .finished)
    _ = machine.stepApplied(.done)
    var next = machine.delivered()
    for request: EngineMachine.RequestNumber in 2...4 {
      #expect(next == .check(request))
      #expect(machine.carrierIsIdle() == .start(request))
      _ = machine.started()
      #expect(machine.stepApplied(.done) == .finish(request))
      next = machine.delivered()
    }
    #expect(next == .none)
  }

  @Test func theQueueIsIdleWhileARequestIsStartedOrToldItEndedAndNothingWaits() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    #expect(!machine.isIdle)
    _ = machine.carrierIsIdle()
    #expect(machine.isIdle)
    _ = machine.started()
    #expect(!machine.isIdle)
    _ = machine.stepApplied(.done)
    #expect(machine.isIdle)
  }

  // MARK: - Waiting for the user's transitions

  @Test func aRequestBehindTheUsersTransitionStartsWhenItEnds() {
    var machine = EngineMachine()
    #expect(machine.enqueued() == .check(1))
    #expect(
      machine.carrierIsTransitioning(now: start, timeout: second)
        == .waitForTransition(1, ticket: 1))
    #expect(machine.askedAfterTransition(now: start) == .armTimer(ticket: 1, after: second))
    #expect(!machine.isIdle)
    #expect(machine.transitionEnded(ticket: 1, .finished) == .check(1))
    #expect(machine.carrierIsIdle() == .start(1))
  }

  @Test func aUsersTransitionThatOutlastsTheTimeoutFailsTheNextRequest() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsTransitioning(now: start, timeout: second)
    _ = machine.askedAfterTransition(now: start)
    #expect(machine.enqueued() == .none)
    #expect(machine.timedOut(ticket: 1, after: second) == .check(1))
    let stuck = NavigationError(.transitionTimedOut, detail: .stuckTransition(seconds: 1))
    let later = start.advanced(by: second)
    #expect(machine.carrierIsTransitioning(now: later, timeout: second) == .fail(1, stuck))
    #expect(machine.state == .failing(1))
    #expect(machine.delivered() == .check(2))
    #expect(
      machine.carrierIsTransitioning(now: later, timeout: second)
        == .waitForTransition(2, ticket: 2))
  }

  @Test func aWaitThatEndsWhileTheTransitionGoesOnLooksAgainAFrameLaterUntilTheDeadline() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsTransitioning(now: start, timeout: second)
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
    #expect(machine.askedAfterTransition(now: start) == .check(1))
    let poll = EngineMachine.pollInterval
    #expect(
      machine.carrierIsTransitioning(now: start, timeout: second)
        == .armTimer(ticket: 2, after: poll))
    #expect(machine.timedOut(ticket: 2, after: second) == .check(1))
    // NB: the deadline is the one set when the request first waited, whatever the timeout now.
    let late = start.advanced(by: second)
    #expect(
      machine.carrierIsTransitioning(now: late, timeout: .seconds(60))
        == .fail(
          1,
          NavigationError(.transitionTimedOut, detail: .stuckTransition(seconds: 60))))
  }

  @Test func aWaitWhoseCallBackIsReleasedUncalledLooksAgain() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsTransitioning(now: start, timeout: second)
    _ = machine.askedAfterTransition(now: start.advanced(by: .milliseconds(250)))
    #expect(machine.ticketAbandoned(1) == .check(1))
  }

  @Test func aWaitsTimerArmedLateOnlyWaitsUntilTheDeadline() {
    var machine = EngineMachine()
    _ = machine.enqueued()
    _ = machine.carrierIsTransitioning(now: start, timeout: second)
    #expect(
      machine.askedAfterTransition(now: start.advanced(by: .milliseconds(250)))
        == .armTimer(ticket: 1, after: .milliseconds(750)))
    #expect(machine.timedOut(ticket: 1, after: second) == .check(1))
    #expect(machine.timedOut(ticket: 1, after: second) == .none)
    #expect(machine.transitionEnded(ticket: 1, .finished) == .none)
  }
}
