/// The life of every request of an engine's queue, as a value: which request waits, which is
/// being planned, which runs, whether its guards are being asked or have answered, which step of
/// it is in flight, and whether the next one waits for a transition the user started.
///
/// Each event (a request arrives, a carrier answers, a step ends, the guards answer, a timer
/// fires) is a `mutating` function that returns the one ``Action`` the engine performs next. An
/// action that calls the engine that carries out the request (its carrier: the engine itself,
/// or a stack navigator's engine in its window) is answered by the event named for it, which
/// returns the next action, until ``Action/none``: the engine's loop is
/// `action = machine.answer(...)` until there is nothing to do. While the engine is in a
/// carrier's code the state says so (`checking`, `starting` while planning, `running` while
/// applying, asking the guards or planning again, `finishing`, `failing`, `waitingForUser`
/// while asking), and an event that comes in then (a request asked for from a completion, a
/// step completed at once) is only recorded: it returns ``Action/none`` and the answer picks
/// it up.
///
/// ```text
/// idle ─▶ checking ─▶ starting ─▶ running ─▶ finishing ─▶ idle, or checking the next
///            │  ▲         │        ▲   │
///            ▼  │         └ ended ─┼───┼─▶ checking the next, or idle
///      waitingForUser              └───┘ each step: apply a change, ask the guards, show
///            │                           a dialog they ask or wait for their answers, plan
///            ▼                           again (``Guards``)
///         failing
/// ```
///
/// The machine is pure: it reads no clock (instants come in with the events), starts no task and
/// never calls a carrier. Requests are known by their numbers only; the engine keeps the
/// carriers, and the turn of the running request (its plan, its guards' questions and answers,
/// the dialogs they asked).
struct EngineMachine {
  /// The number of a request, issued in the order requests are asked for, from 1.
  typealias RequestNumber = UInt64

  /// How long the queue waits before it looks again at a transition the user started, when the
  /// carrier's `afterTransition` came back before the transition ended.
  static let pollInterval: Duration = .milliseconds(16)

  /// Where the queue is.
  private(set) var state = State.idle
  /// The requests asked for and not yet taken, oldest first.
  private(set) var waiting: Range<RequestNumber> = 1..<1
  /// The number of the last step or wait.
  private(set) var lastTicket: UInt64 = 0
  /// Whether the guards of the running request are to be asked, being asked or answered before
  /// its changes apply; read only while a request runs (each start sets it).
  // NB: beside the state, not in its running case: the states every request goes through then
  // copy without the guards' deadline.
  private(set) var guards = Guards.none

  /// Whether no request waits, runs or waits for the user (one being started or told of its end
  /// is no longer waiting, and not yet, or no longer, running).
  var isIdle: Bool {
    guard waiting.isEmpty else { return false }
    switch state {
    case .running, .waitingForUser: return false
    case .idle, .checking, .checkingAfterWait, .starting, .finishing, .failing: return true
    }
  }

  // MARK: - Requests

  /// A request was asked for: it waits its turn at the end.
  mutating func enqueued() -> Action {
    waiting = waiting.lowerBound..<waiting.upperBound + 1
    guard case .idle = state else { return .none }
    return checkNext()
  }

  /// The carrier of the checked request says its container is not transitioning.
  mutating func carrierIsIdle() -> Action {
    let request: RequestNumber
    switch state {
    case .checking(let checked), .checkingAfterWait(let checked, _): request = checked
    default: return .none
    }
    takeWaiting(request)
    state = .starting(request)
    return .start(request)
  }

  /// The carrier of the checked request says its container is transitioning, which it allows to
  /// take `timeout` from the first time it is asked.
  mutating func carrierIsTransitioning(
    now: ContinuousClock.Instant, timeout: Duration
  ) -> Action {
    let request: RequestNumber
    let deadline: Deadline
    let afterWait: Bool
    switch state {
    case .checking(let checked):
      (request, deadline, afterWait) = (checked, Deadline(now.advanced(by: timeout)), false)
    case .checkingAfterWait(let checked, let waitDeadline):
      (request, deadline, afterWait) = (checked, waitDeadline, true)
    default:
      return .none
    }
    guard now < deadline.instant else {
      takeWaiting(request)
      state = .failing(request)
      let detail = NavigationError.Detail.stuckTransition(seconds: timeout.seconds)
      return .fail(request, NavigationError(.transitionTimedOut, detail: detail))
    }
    let ticket = nextTicket()
    if afterWait {
      // NB: the wait ended though the transition goes on (a container whose `afterTransition`
      // does not wait); asking again at once would spin, so look again a frame later.
      state = .waitingForUser(
        UserWait(request: request, ticket: ticket, deadline: deadline, phase: .waiting))
      return .armTimer(ticket: ticket, after: Self.pollInterval)
    }
    state = .waitingForUser(
      UserWait(request: request, ticket: ticket, deadline: deadline, phase: .asking))
    return .waitForTransition(request, ticket: ticket)
  }

  /// The carrier's `afterTransition` came back.
  mutating func askedAfterTransition(now: ContinuousClock.Instant) -> Action {
    guard case .waitingForUser(var wait) = state else { return .none }
    switch wait.phase {
    case .asking:
      wait.phase = .waiting
      state = .waitingForUser(wait)
      return .armTimer(ticket: wait.ticket, after: now.duration(to: wait.deadline.instant))
    case .endedWhileAsking:
      return checkAgain(wait)
    case .waiting:
      return .none
    }
  }

  /// The started request has steps to apply, each within its carrier's transition timeout,
  /// after asking its guards when `mustAskGuards`.
  mutating func started(mustAskGuards: Bool = false) -> Action {
    guard case .starting(let request) = state else { return .none }
    guards = mustAskGuards ? .mustAsk : .none
    return applyNext(Running(request: request, ticket: 0, phase: .inFlight(isLast: false)))
  }

  /// The started request has ended already: its carrier finished it.
  mutating func finishedAtStart() -> Action {
    guard case .starting = state else { return .none }
    return next()
  }

  /// The carrier of the request that ran, or of the one failed, was told.
  mutating func delivered() -> Action {
    switch state {
    case .finishing, .failing: return next()
    default: return .none
    }
  }

  // MARK: - Steps

  /// The carrier's `applyNextStep` came back with `step`, whose transition ended meanwhile with
  /// `outcome`, if it did.
  ///
  /// The end of a step that comes while the engine is in the carrier's code is told here, not
  /// as an event of its own: the state never holds an outcome, which may hold a text, so that
  /// it copies as plain bits. (A completion released without being called is heard of on a
  /// later turn, never meanwhile.)
  mutating func stepApplied(
    _ step: TransitionStep, endedWith outcome: TransitionOutcome? = nil
  ) -> Action {
    guard case .running(var running) = state, case .applying = running.phase else {
      return .none
    }
    if let outcome, outcome != .finished {
      return finish(running.request, NavigationError(outcome))
    }
    let endedAtOnce = outcome != nil
    // NB: `step` is switched on in place, never copied: it may hold an error.
    switch step {
    case .applied where !endedAtOnce, .appliedLast where !endedAtOnce:
      let isLast = if case .appliedLast = step { true } else { false }
      running.phase = .inFlight(isLast: isLast)
      state = .running(running)
      return .armTransitionTimer(ticket: running.ticket)
    case .showedDialog(let duration) where !endedAtOnce:
      let guardTimeout = if case .asking(_, let timeout) = guards { timeout } else { duration }
      running.phase = .showingDialog(guardTimeout: guardTimeout)
      state = .running(running)
      return .armTimer(ticket: running.ticket, after: duration.bounded)
    case .waiting(let duration) where !endedAtOnce && guards != .answered:
      running.phase = .awaitingAnswers
      state = .running(running)
      return .armTimer(ticket: running.ticket, after: duration.bounded)
    case .applied, .showedDialog, .waiting:
      return applyNext(running)
    case .appliedLast, .done:
      return finish(running.request, nil)
    case .failed(let error):
      return finish(running.request, error)
    }
  }

  // MARK: - Guards

  /// The carrier started asking the running request's guards, which may take `timeout` from
  /// `now`; a dialog they asked meanwhile ended with `outcome`, if it did.
  mutating func guardsAsked(
    now: ContinuousClock.Instant, timeout: Duration, endedWith outcome: TransitionOutcome? = nil
  ) -> Action {
    guard case .running = state, guards == .mustAsk else { return .none }
    guards = .asking(until: Deadline(now.advanced(by: timeout)), timeout: timeout)
    return stepApplied(.waiting(timeout), endedWith: outcome)
  }

  /// The guards of the running request answered: it is planned again once no dialog they asked
  /// is on its way.
  mutating func guardsAnswered() -> Action {
    guard case .running(let running) = state, case .asking = guards else {
      // NB: answers that come after the request moved on are not the ones awaited.
      return .none
    }
    guards = .answered
    // NB: a dialog's step in flight, or the carrier's code being run, moves on when it ends.
    guard running.phase == .awaitingAnswers else { return .none }
    return applyNext(running)
  }

  /// The carrier planned the running request again, with its guards' answers; the dialogs it
  /// took away meanwhile went with `outcome`, if they did.
  mutating func replanned(_ replan: Replan, endedWith outcome: TransitionOutcome? = nil) -> Action {
    guard case .running(let running) = state, guards == .answered,
      case .applying = running.phase
    else { return .none }
    switch replan {
    case .tookDialogsAway:
      return stepApplied(.applied, endedWith: outcome)
    case .ready:
      guards = .none
      return applyNext(running)
    case .mustAskGuards:
      guards = .mustAsk
      return applyNext(running)
    case .done:
      return finish(running.request, nil)
    case .failed(let error):
      return finish(running.request, error)
    }
  }

  // MARK: - Transitions

  /// The transition of the step or wait numbered `ticket` ended with `outcome`.
  mutating func transitionEnded(ticket: UInt64, _ outcome: TransitionOutcome) -> Action {
    ended(ticket: ticket, .ended(outcome))
  }

  /// The completion of the step or wait numbered `ticket` was released without being called.
  mutating func ticketAbandoned(_ ticket: UInt64) -> Action {
    ended(ticket: ticket, .abandoned)
  }

  /// The timer of the step or wait numbered `ticket` fired, `waited` after it was armed.
  mutating func timedOut(ticket: UInt64, after waited: Duration) -> Action {
    switch state {
    case .running(let running) where running.ticket == ticket:
      let guardTimeout: Duration
      switch running.phase {
      case .applying:
        return .none
      case .inFlight:
        let detail = NavigationError.Detail.waited(seconds: waited.seconds)
        return finish(running.request, NavigationError(.transitionTimedOut, detail: detail))
      case .awaitingAnswers:
        guard case .asking(_, let timeout) = guards else {
          preconditionFailure("the machine waits for answers only while the guards are asked")
        }
        guardTimeout = timeout
      case .showingDialog(let timeout):
        guardTimeout = timeout
      }
      // NB: the guards' time ran out, whether a dialog they asked is on its way or not, and
      // whether they answered meanwhile.
      let detail = NavigationError.Detail.waited(seconds: guardTimeout.seconds)
      return finish(running.request, NavigationError(.guardTimedOut, detail: detail))
    case .waitingForUser(let wait) where wait.ticket == ticket && wait.phase == .waiting:
      return checkAgain(wait)
    default:
      // NB: a timer of a step that ended, or of a state left since, fires late; it is ignored.
      return .none
    }
  }

  // MARK: - Moving on

  private mutating func ended(ticket: UInt64, _ end: StepEnd) -> Action {
    switch state {
    case .running(let running) where running.ticket == ticket:
      switch running.phase {
      case .applying:
        // NB: the step's end comes with it (``stepApplied(_:endedWith:)``).
        return .none
      case .inFlight(let isLast):
        switch end {
        case .ended(.finished): return isLast ? finish(running.request, nil) : applyNext(running)
        case .ended(let outcome): return finish(running.request, NavigationError(outcome))
        case .abandoned: return finish(running.request, .transitionAbandoned)
        }
      case .awaitingAnswers, .showingDialog:
        switch end {
        case .ended(.finished): return applyNext(running)
        case .ended(let outcome): return finish(running.request, NavigationError(outcome))
        case .abandoned: return finish(running.request, .transitionAbandoned)
        }
      }
    case .waitingForUser(var wait) where wait.ticket == ticket:
      switch wait.phase {
      case .asking:
        wait.phase = .endedWhileAsking
        state = .waitingForUser(wait)
        return .none
      case .endedWhileAsking:
        return .none
      case .waiting:
        return checkAgain(wait)
      }
    default:
      // NB: a completion of a step that was given up (it timed out) is expected, and ignored.
      return .none
    }
  }

  /// Moves the running request on to its next step: applying a change, asking its guards,
  /// waiting for them, or planning it again, as its guards say.
  private mutating func applyNext(_ running: Running) -> Action {
    var running = running
    running.ticket = nextTicket()
    running.phase = .applying
    state = .running(running)
    switch guards {
    case .none: return .apply(ticket: running.ticket)
    case .mustAsk: return .askGuards(ticket: running.ticket)
    case .asking(let deadline, _): return .awaitGuards(ticket: running.ticket, until: deadline)
    case .answered: return .planAgain(ticket: running.ticket)
    }
  }

  private mutating func finish(_ request: RequestNumber, _ failure: NavigationError?) -> Action {
    state = .finishing(request)
    guard let failure else { return .finish(request) }
    return .finishFailing(request, failure)
  }

  /// Looks at the oldest waiting request, or rests.
  private mutating func next() -> Action {
    guard !waiting.isEmpty else {
      state = .idle
      return .none
    }
    return checkNext()
  }

  /// Looks at the oldest waiting request for the first time.
  private mutating func checkNext() -> Action {
    let request = waiting.lowerBound
    state = .checking(request)
    return .check(request)
  }

  /// Looks again at the request that waited for the user's transition, once the wait ended.
  private mutating func checkAgain(_ wait: UserWait) -> Action {
    state = .checkingAfterWait(wait.request, deadline: wait.deadline)
    return .check(wait.request)
  }

  private mutating func takeWaiting(_ request: RequestNumber) {
    // NB: only the oldest waiting request is ever checked, started or failed.
    assert(request == waiting.lowerBound)
    waiting = request + 1..<waiting.upperBound
  }

  private mutating func nextTicket() -> UInt64 {
    lastTicket += 1
    return lastTicket
  }
}
