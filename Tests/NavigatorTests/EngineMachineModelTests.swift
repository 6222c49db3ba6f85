import Testing

@testable import Navigator

/// Plays seeded random sequences of events (requests asked for, re-entrant requests, guards
/// asked, their dialogs and answers, plans made again, completions, timers, abandoned
/// completions, time passing, and late or repeated events for tickets already over) against
/// ``EngineMachine`` and a plain reference of the queue: the requests in the order asked, one
/// running at a time, each ending exactly once, none applying a change while its guards are
/// asked or before it is planned again with their answers.
@Suite struct EngineMachineModelTests {
  @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func everyRequestEndsOnceInTheOrderAskedWhateverTheEvents(seed: UInt64) {
    var driver = QueueDriver(seed: seed)
    for _ in 0..<3000 { driver.step() }
    driver.settle()
    #expect(driver.ended == driver.asked, "seed \(seed)")
    #expect(driver.machine.state == .idle, "seed \(seed)")
    #expect(driver.machine.isIdle, "seed \(seed)")
    #expect(driver.asked.count > 300, "seed \(seed): too few requests to say much")
  }
}

/// Plays a machine's actions as the engine would, with random answers, and checks each action
/// against what the reference allows.
private struct QueueDriver {
  typealias Action = EngineMachine.Action

  var machine = EngineMachine()
  var random: SplitMix64
  var now = ContinuousClock.now
  let timeout = Duration.milliseconds(100)
  let guardTimeout = Duration.milliseconds(300)

  // The reference.
  /// Every request asked for, in order.
  var asked: [UInt64] = []
  /// The requests that ended, in the order they ended.
  var ended: [UInt64] = []
  /// The requests asked for and not yet started or failed.
  var waiting: [UInt64] = []
  /// The request whose steps run.
  var running: UInt64?
  /// The ticket the machine waits on (a step in flight, a wait), and whether its timer is armed.
  var live: (ticket: UInt64, isWait: Bool)?
  /// Tickets whose step or wait is over.
  var over: [UInt64] = []
  /// When the oldest waiting request gives up waiting for the user's transition.
  var deadline: ContinuousClock.Instant?
  /// Steps applied to the running request so far.
  var steps = 0
  /// Whether the events only settle what is under way now.
  var settling = false
  /// Where the running request's guards are.
  var guards = Guards.none
  /// When the guards being asked run out of time.
  var guardDeadline: ContinuousClock.Instant?
  /// Whether the live ticket is a dialog's step, rather than the wait for the guards' answers.
  var dialogInFlight = false
  /// Whether the live ticket is the running request's last step: its end finishes the request.
  var lastStepInFlight = false

  enum Guards { case none, mustAsk, asking, answered }

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  /// Plays one event from outside the loop.
  mutating func step() {
    switch random.next() % 10 {
    case 0, 1, 2:
      perform(enqueue())
    case 3:
      perform(answerGuards())
    case 4, 5, 6:
      guard let (ticket, isWait) = live else { return }
      let outcome: TransitionOutcome = chance(80) ? .finished : .cancelled
      let action = machine.transitionEnded(ticket: ticket, outcome)
      perform(expectEnd(action, ticket, isWait, outcome == .finished ? nil : .init(outcome)))
    case 7:
      guard let (ticket, isWait) = live else { return }
      perform(expectEnd(machine.ticketAbandoned(ticket), ticket, isWait, .transitionAbandoned))
    case 8:
      guard let (ticket, isWait) = live else { return }
      if isWait { now = now.advanced(by: .milliseconds(Int64(random.next() % 150))) }
      let waited =
        guards == .asking || (guards == .answered && dialogInFlight)
        ? NavigationError(.guardTimedOut, detail: .waited(seconds: guardTimeout.seconds))
        : NavigationError(.transitionTimedOut, detail: .waited(seconds: timeout.seconds))
      perform(expectEnd(machine.timedOut(ticket: ticket, after: timeout), ticket, isWait, waited))
    default:
      now = now.advanced(by: .milliseconds(Int64(random.next() % 40)))
      guard let ticket = over.randomElement(using: &random) else { return }
      #expect(machine.transitionEnded(ticket: ticket, .finished) == .none, "late \(ticket)")
      #expect(machine.timedOut(ticket: ticket, after: timeout) == .none, "late timer \(ticket)")
      #expect(machine.ticketAbandoned(ticket) == .none, "late abandonment \(ticket)")
    }
  }

  /// Ends what is under way and every waiting request, asking for no new request.
  mutating func settle() {
    settling = true
    var rounds = 0
    while let (ticket, isWait) = live, rounds < 10_000 {
      now = now.advanced(by: timeout)
      if guards == .asking, !dialogInFlight {
        perform(answerGuards())
        continue
      }
      perform(expectEnd(machine.transitionEnded(ticket: ticket, .finished), ticket, isWait, nil))
      rounds += 1
    }
    #expect(live == nil && waiting.isEmpty && running == nil)
  }

  mutating func enqueue() -> Action {
    asked.append(UInt64(asked.count + 1))
    waiting.append(UInt64(asked.count))
    return machine.enqueued()
  }

  /// Checks the action that followed the end of the live ticket.
  mutating func expectEnd(
    _ action: Action, _ ticket: UInt64, _ isWait: Bool, _ failure: NavigationError?
  ) -> Action {
    retire(ticket)
    if isWait {
      #expect(action == .check(waiting[0]), "a wait's end looks again at the oldest request")
    } else if let failure {
      #expect(action == .finishFailing(running!, failure))
    } else if lastStepInFlight {
      #expect(action == .finish(running!), "the end of the last step finishes the request")
    } else {
      #expect(action == nextStep(), "a finished step leads to the next, as its guards say")
    }
    dialogInFlight = false
    lastStepInFlight = false
    return action
  }

  /// The step the running request takes next, as its guards say.
  func nextStep() -> Action {
    switch guards {
    case .none: .apply(ticket: machine.lastTicket)
    case .mustAsk: .askGuards(ticket: machine.lastTicket)
    case .asking: .awaitGuards(ticket: machine.lastTicket, until: Deadline(guardDeadline!))
    case .answered: .planAgain(ticket: machine.lastTicket)
    }
  }

  /// The guards of the running request answer, if it asks any: it is planned again at once,
  /// or once the dialog they asked has ended.
  mutating func answerGuards() -> Action {
    let action = machine.guardsAnswered()
    guard guards == .asking else {
      #expect(action == .none, "answers that no request awaits")
      return .none
    }
    guards = .answered
    if dialogInFlight {
      #expect(action == .none, "answers wait for the guard's dialog to end")
    } else {
      #expect(action == .planAgain(ticket: machine.lastTicket), "answers plan it again")
      if let live { retire(live.ticket) }
    }
    return action
  }

  mutating func retire(_ ticket: UInt64) {
    if live?.ticket == ticket { live = nil }
    over.append(ticket)
  }

  /// Performs `first` and the actions that answer it, as the engine's loop does, checking each.
  mutating func perform(_ first: Action) {
    var action = first
    while true {
      switch action {
      case .none:
        return
      case .check(let request):
        #expect(request == waiting.first && running == nil && live == nil)
        if !settling, chance(25) {
          deadline = deadline ?? now.advanced(by: timeout)
          action = machine.carrierIsTransitioning(now: now, timeout: timeout)
          if let deadline, now >= deadline {
            let stuck = NavigationError(
              .transitionTimedOut, detail: .stuckTransition(seconds: timeout.seconds))
            #expect(action == .fail(request, stuck))
          }
        } else {
          action = machine.carrierIsIdle()
          #expect(action == .start(request))
        }
      case .start(let request):
        #expect(request == waiting.first && running == nil)
        waiting.removeFirst()
        deadline = nil
        if chance(10) { enqueueFromInside() }
        action = answerStart(request)
      case .apply(let ticket):
        #expect(running != nil && live == nil && ticket == machine.lastTicket)
        #expect(guards == .none, "a change is applied only once the request is planned")
        action = apply(ticket)
      case .askGuards(let ticket):
        #expect(running != nil && live == nil && ticket == machine.lastTicket)
        #expect(guards == .mustAsk)
        guards = .asking
        guardDeadline = now.advanced(by: guardTimeout)
        live = (ticket, false)
        action = machine.guardsAsked(now: now, timeout: guardTimeout)
        #expect(action == .armTimer(ticket: ticket, after: guardTimeout))
      case .awaitGuards(let ticket, let deadline):
        #expect(running != nil && live == nil && ticket == machine.lastTicket)
        #expect(guards == .asking && deadline == Deadline(guardDeadline!))
        live = (ticket, false)
        dialogInFlight = chance(40)
        let left = deadline.left(from: now)
        action = machine.stepApplied(dialogInFlight ? .showedDialog(left) : .waiting(left))
        #expect(action == .armTimer(ticket: ticket, after: left))
      case .planAgain(let ticket):
        #expect(running != nil && live == nil && guards == .answered)
        #expect(ticket == machine.lastTicket)
        let replan: EngineMachine.Replan
        switch settling ? 2 : random.next() % 5 {
        case 0: (replan, guards) = (.ready, .none)
        case 1: (replan, guards) = (.mustAskGuards, .mustAsk)
        case 2: replan = .done
        case 3: replan = .tookDialogsAway
        default: replan = .failed(.navigationControllerReleased)
        }
        action = machine.replanned(replan)
        switch replan {
        case .done: #expect(action == .finish(running!))
        case .failed(let error): #expect(action == .finishFailing(running!, error))
        case .tookDialogsAway:
          // NB: the dialogs' dismissal is a step in flight; its end plans the request again.
          live = (ticket, false)
          #expect(action == .armTransitionTimer(ticket: ticket))
        default: #expect(action == nextStep())
        }
      case .finish(let request), .finishFailing(let request, _):
        #expect(request == running)
        end(request)
        running = nil
        guards = .none
        dialogInFlight = false
        lastStepInFlight = false
        if chance(20) { enqueueFromInside() }
        action = machine.delivered()
      case .fail(let request, _):
        #expect(request == waiting.first && running == nil)
        waiting.removeFirst()
        deadline = nil
        end(request)
        action = machine.delivered()
      case .waitForTransition(let request, let ticket):
        #expect(request == waiting.first && live == nil && !over.contains(ticket))
        live = (ticket, true)
        if chance(20) {
          #expect(machine.transitionEnded(ticket: ticket, .finished) == .none)
          retire(ticket)
          action = machine.askedAfterTransition(now: now)
          #expect(action == .check(request))
        } else {
          action = machine.askedAfterTransition(now: now)
          #expect(action == .armTimer(ticket: ticket, after: now.duration(to: deadline!)))
        }
      case .armTimer(let ticket, _), .armTransitionTimer(let ticket):
        #expect(!over.contains(ticket), "a timer for a ticket that is over")
        #expect(ticket == machine.lastTicket)
        if live == nil { live = (ticket, true) }  // a poll: the wait is looked at again
        #expect(live?.ticket == ticket)
        return
      }
    }
  }

  /// Asks for a request from a carrier's code, which the loop picks up later; not once settling.
  mutating func enqueueFromInside() {
    guard !settling else { return }
    #expect(enqueue() == .none, "a request asked for from inside the loop waits")
  }

  mutating func answerStart(_ request: UInt64) -> Action {
    guard settling || chance(80) else {
      end(request)
      return machine.finishedAtStart()
    }
    running = request
    steps = 0
    let asks = !settling && chance(25)
    guards = asks ? .mustAsk : .none
    let action = machine.started(mustAskGuards: asks)
    #expect(action == nextStep())
    return action
  }

  /// Applies a step of the running request, at times completing it at once or asking for a
  /// request from inside, and answers.
  mutating func apply(_ ticket: UInt64) -> Action {
    steps += 1
    live = (ticket, false)
    var endedAtOnce: TransitionOutcome?
    if chance(30) {
      endedAtOnce = chance(85) ? .finished : .cancelled
      #expect(machine.transitionEnded(ticket: ticket, endedAtOnce!) == .none)
    }
    if chance(10) { enqueueFromInside() }
    let last = settling || steps >= 4 || chance(30)
    let step: TransitionStep =
      last
      ? (chance(30) ? .appliedLast : chance(80) ? .done : .failed(.navigationControllerReleased))
      : .applied
    let action = machine.stepApplied(step, endedWith: endedAtOnce)
    switch (endedAtOnce, step) {
    case (let outcome?, _) where outcome != .finished:
      retire(ticket)
      #expect(action == .finishFailing(running!, NavigationError(outcome)))
    case (_?, .appliedLast):
      retire(ticket)
      #expect(action == .finish(running!), "a last step that ended at once finishes the request")
    case (nil, .appliedLast):
      lastStepInFlight = true
      #expect(action == .armTransitionTimer(ticket: ticket))
    case (_, .done):
      retire(ticket)
      #expect(action == .finish(running!))
    case (_, .failed(let error)):
      retire(ticket)
      #expect(action == .finishFailing(running!, error))
    case (_?, _):
      retire(ticket)
      #expect(action == .apply(ticket: ticket + 1))
      #expect(guards == .none)
    case (nil, _):
      #expect(action == .armTransitionTimer(ticket: ticket))
    }
    return action
  }

  /// Ends `request` in the reference: once, and in the order asked.
  mutating func end(_ request: UInt64) {
    #expect(!ended.contains(request), "request \(request) ended twice")
    #expect(request == asked[ended.count], "request \(request) ended out of order")
    ended.append(request)
    if let live { retire(live.ticket) }
  }
}
