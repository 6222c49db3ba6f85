import Testing

@testable import Navigator

/// A turn's phases driven step by step, with no task, no engine and no clock: instants are
/// passed in, and each step is answered with what the engine would run.
@Suite struct TurnPhaseTests {
  // NB: one reading of the clock, as an origin; every instant in the tests is measured from it.
  let start = ContinuousClock.now
  let timeout = Duration.seconds(10)
  let question = GuardQuestion.entry(AnyDestination(LoginDestination.terms)) { .allow }

  @Test func aPlannedTurnAppliesItsChanges() {
    var phase = TurnPhase.applying
    guard case .applyNextChange = phase.step(now: start, guardTimeout: timeout) else {
      Issue.record("a planned turn applies its next change")
      return
    }
    #expect(!phase.waitsForGuards)
  }

  @Test func aTurnAsksItsGuardsOnceThenWaitsForTheirAnswers() {
    var phase = TurnPhase.mustAsk([question])
    #expect(phase.waitsForGuards)
    guard case .askGuards(let asked) = phase.step(now: start, guardTimeout: timeout) else {
      Issue.record("the first step asks the guards")
      return
    }
    #expect(asked.count == 1)
    #expect(phase.isAwaitingAnswers)
    // NB: a second step (back from a dialog the guard asked) waits for the rest of the time,
    // and asks no guard again.
    let later = start.advanced(by: .seconds(4))
    guard case .waitForAnswers(let left) = phase.step(now: later, guardTimeout: timeout) else {
      Issue.record("a step while the guards are asked waits for them")
      return
    }
    #expect(left == .seconds(6))
  }

  @Test func theGuardsTimeIsNeverExtendedByDialogs() {
    var phase = TurnPhase.mustAsk([question])
    _ = phase.step(now: start, guardTimeout: timeout)
    let pastTheDeadline = start.advanced(by: .seconds(12))
    guard case .waitForAnswers(let left) = phase.step(now: pastTheDeadline, guardTimeout: timeout)
    else {
      Issue.record("a step while the guards are asked waits for them")
      return
    }
    #expect(left == .zero)
  }

  @Test func answersPlanTheTurnAgain() {
    var phase = TurnPhase.mustAsk([question])
    _ = phase.step(now: start, guardTimeout: timeout)
    let isAwaited = phase.guardsAnswered()
    #expect(isAwaited)
    #expect(!phase.isAwaitingAnswers)
    guard case .planAgain = phase.step(now: start, guardTimeout: timeout) else {
      Issue.record("answered guards plan the turn again")
      return
    }
    #expect(phase.waitsForGuards)
  }

  @Test func answersThatComeLateAreNotTheOnesAwaited() {
    for phase in [TurnPhase.mustAsk([question]), .applying, .answered] {
      var phase = phase
      let isAwaited = phase.guardsAnswered()
      #expect(!isAwaited)
    }
  }
}
