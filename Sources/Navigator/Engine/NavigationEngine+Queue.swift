// MARK: - The queue

/// The engine runs the one queue of its window or navigation controller: every navigator that
/// drives it (``StackNavigator``s, an ``AppNavigator`` and the navigators of its areas) puts its
/// requests here, and they are carried out in the order asked, one at a time.
///
/// A request is started by the engine that carries it out (this one, or the engine of a
/// ``StackNavigator`` whose navigation controller is in this engine's window), which plans it
/// and makes its screens, and is then made of steps (a push, a dismissal, a new root) applied
/// one after the other, each once the one before has ended. Which request waits, is planned,
/// runs, asks its guards or waits for the user is kept by an ``EngineMachine``, a value; the
/// engine performs the actions it returns (call a carrier, ask the guards, arm a timer) in one
/// loop: a step whose transition ends at once (as UIKit's unanimated changes do) lets the loop go
/// on to the next step or request instead of calling into it. User code (a factory, a
/// completion, a failure handler, an observer, a `deinit`) only ever runs while the machine's
/// state is whole, and a request it makes waits its turn at the end.
///
/// Nothing waits forever: a step whose completion does not come within the carrier's
/// `transitionTimeout`, or whose completion is dropped, fails its request and the queue goes on;
/// a transition the user started that lasts longer fails the next request instead of blocking it.
/// A completion that comes after its request was given up is ignored; one that comes twice is
/// reported (``TransitionTicket``).
extension NavigationEngine {
  private typealias Action = EngineMachine.Action

  /// Whether no request waits or runs in this engine's queue.
  var queueIsIdle: Bool { machine.isIdle }

  /// Puts one request of `carrier` (this engine, or a stack navigator's engine of a navigation
  /// controller in this engine's window) at the end of the queue and carries out what can start
  /// now.
  func enqueue(_ carrier: NavigationEngine) {
    let number = machine.waiting.upperBound
    changeCarriers { $0.append(carrier, toTheQueueOf: self, numbered: number) }
    run(tell { $0.enqueued() })
  }

  // MARK: - Transitions

  /// The transition numbered `number` ended with `outcome`.
  func transition(_ number: UInt64, endedWith outcome: TransitionOutcome) {
    run(tell { $0.transitionEnded(ticket: number, outcome) })
  }

  /// The ticket of the transition numbered `number` was released without being punched.
  func transitionWasAbandoned(_ number: UInt64) {
    run(tell { $0.ticketAbandoned(number) })
  }

  /// The timer of the step or wait numbered `number` fired, `delay` after it was armed.
  private func transitionTimedOut(_ number: UInt64, after delay: Duration) {
    run(tell { $0.timedOut(ticket: number, after: delay) })
  }

  // MARK: - The queue's values, changed out of the engine

  // Swift checks each access to a class's stored property for exclusivity at run time (about 80
  // instructions), unless the optimizer proves that no access to it ever overlaps another, which
  // it does for a property whose every access in the library is instantaneous. The queue's
  // values are changed out of the engine, then put back, so that each of their accesses is
  // one: the machine on a copy (its state copies as plain bits), the others moved out by swaps.
  // What a change lets go of leaves it first, so that no code runs while a value is out.

  /// Changes the carriers of the queue with `change`, moved out of the engine and back.
  // NB: a change of an array of engines calls the standard library's code that may release
  // one, which the optimizer takes for code that may read the engine: a change made in place
  // would keep a check of exclusive access at run time on every access to the carriers. Moved
  // out and back by swaps, each access is instantaneous, and checked when the library is
  // compiled. No change of the carriers releases one (each is handed out first), so no code
  // runs while they are out.
  private func changeCarriers<Result>(_ change: (inout QueuedCarriers) -> Result) -> Result {
    var moved = QueuedCarriers()
    swap(&moved, &carriers)
    let result = change(&moved)
    swap(&moved, &carriers)
    return result
  }

  /// Tells the machine of an event, on a copy of it written back, and returns its answer.
  // NB: the machine's events call code the optimizer cannot see through (the clock's
  // arithmetic, an error's sentence): an event called on the stored machine would keep a check
  // at run time on every access to it, six a request.
  private func tell(_ event: (inout EngineMachine) -> Action) -> Action {
    var copy = machine
    let action = event(&copy)
    machine = copy
    return action
  }

  // MARK: - Running the machine's actions

  /// Performs `action` and the ones the machine answers with, in one loop, until it has
  /// nothing to do.
  ///
  /// An event that comes while the loop is in a carrier's code (a request asked for from a
  /// completion, a step's completion called at once) finds the machine busy and returns
  /// ``EngineMachine/Action/none``: the loop never runs inside itself.
  private func run(_ first: Action) {
    perform(first)
    // NB: the queue holds this engine only once the loop has returned with its requests still
    // waiting or running, not for each request from its start: whoever called into the queue
    // holds the engine until then, and a request that ends within the loop (a transition that
    // ends at once) is spared the retain and the release of the engine, both on the runtime's
    // slow path as the engine is referred to weakly (about 170 instructions a push).
    if carriers.mustHoldEngine { changeCarriers { $0.hold(self) } }
  }

  /// Performs `first` and the actions the machine answers with (``run(_:)``).
  private func perform(_ first: Action) {
    if case .none = first { return }
    // NB: any action but `.none` leaves the state whose timer was armed.
    if let timer = queueTimer.take() { timer.cancel() }
    var action = first
    while true {
      // NB: switched on as it is handed over, not copied: an action may hold an error, and each
      // copy of it is a call of its outlined copy (about 85 instructions a push).
      switch consume action {
      case .none:
        return
      case .check(let number):
        let timeout = on(carriers.carrier(numbered: number)) {
          $0.container.isTransitioning ? $0.transitionTimeout.bounded : nil
        }
        if let timeout {
          action = tell { $0.carrierIsTransitioning(now: .now, timeout: timeout) }
        } else {
          action = tell { $0.carrierIsIdle() }
        }
      case .start(let number):
        let carrier = changeCarriers { $0.take(numbered: number) }
        action = started(carrier, on(carrier) { $0.startNextRequest() })
      case .apply(let number):
        action = applyNextStep(ticketNumber: number)
      case .askGuards(let number):
        action = askGuards(ticketNumber: number)
      case .awaitGuards(let number, let deadline):
        action = awaitGuards(ticketNumber: number, until: deadline)
      case .planAgain(let number):
        var ticket = issueTicket(number)
        let replan = onRunning { $0.planAgain(ticket: ticket) }
        if replan != .tookDialogsAway { ticket.disarm() }
        let outcome = ticket.outcome
        recycle(&ticket)
        action = tell { $0.replanned(replan, endedWith: outcome) }
      case .finish:
        let carrier = takeRunningCarrier()
        on(carrier) { $0.finishStartedRequest(.success(())) }
        requestLeft(of: carrier)
        action = tell { $0.delivered() }
      case .finishFailing(_, let error):
        let carrier = takeRunningCarrier()
        on(carrier) { $0.finishStartedRequest(.failure(error)) }
        requestLeft(of: carrier)
        action = tell { $0.delivered() }
      case .fail(let number, let error):
        let carrier = changeCarriers { $0.take(numbered: number) }
        on(carrier) { $0.failNextRequest(error) }
        requestLeft(of: carrier)
        action = tell { $0.delivered() }
      case .waitForTransition(let number, let ticketNumber):
        var ticket = issueTicket(ticketNumber)
        on(carriers.carrier(numbered: number)) {
          $0.container.afterTransition { [ticket] in ticket.punch(.finished) }
        }
        recycle(&ticket)
        action = tell { $0.askedAfterTransition(now: .now) }
      case .armTimer(let number, let delay):
        armTimer(number, after: delay)
        return
      case .armTransitionTimer(let number):
        armTimer(number, after: onRunning { $0.transitionTimeout.bounded })
        return
      }
    }
  }

  /// Arms the queue's timer, which reports the step or wait numbered `number` timed out after
  /// `delay`.
  private func armTimer(_ number: UInt64, after delay: Duration) {
    queueTimer = Task { [weak self] in
      guard (try? await Task.sleep(for: delay)) != nil else { return }
      self?.transitionTimedOut(number, after: delay)
    }
  }

  /// Tells the machine how the start of a request of `carrier` went, keeping the carrier while
  /// the request runs.
  private func started(_ carrier: QueuedCarriers.Carrier, _ start: EngineMachine.Start) -> Action {
    guard start != .ended else {
      requestLeft(of: carrier)
      return tell { $0.finishedAtStart() }
    }
    runningCarrier = carrier
    return tell { $0.started(mustAskGuards: start == .mustAskGuards) }
  }

  /// Tells the queue that a request of `carrier` is done.
  private func requestLeft(of carrier: QueuedCarriers.Carrier) {
    // NB: this engine, after its last request, is handed out of the change of `carriers` and
    // let go of here, once that change has ended: no `deinit` runs inside it. Whoever called
    // into the queue holds the engine until the loop returns. Not `withExtendedLifetime`, whose
    // closure checks at run time that it runs on the main actor (about 55 instructions).
    _ = changeCarriers { $0.requestLeft(of: carrier) }
  }

  /// Calls `body` with the engine `carrier` names: this one, which is not retained for it (a
  /// reference to an engine that is referred to weakly is counted on the runtime's slow path), or
  /// another.
  private func on<Result>(
    _ carrier: QueuedCarriers.Carrier, _ body: (NavigationEngine) -> Result
  ) -> Result {
    switch carrier {
    case .this: body(self)
    case .other(let engine): body(engine)
    }
  }

  /// Calls `body` with the engine that carries out the request that runs.
  private func onRunning<Result>(_ body: (NavigationEngine) -> Result) -> Result {
    guard let carrier = runningCarrier else {
      preconditionFailure("the machine calls on a request's carrier only while it runs")
    }
    return on(carrier, body)
  }

  /// Takes the carrier of the request that runs, which is ending.
  private func takeRunningCarrier() -> QueuedCarriers.Carrier {
    guard let carrier = runningCarrier.take() else {
      preconditionFailure("the machine ends only a request that runs")
    }
    return carrier
  }

  /// Applies the running request's next step with a ticket numbered `ticketNumber`.
  private func applyNextStep(ticketNumber: UInt64) -> Action {
    var ticket = issueTicket(ticketNumber)
    ticket.ownerAwaitsReturn = true
    let step = onRunning { $0.applyNextStep { [ticket] outcome in ticket.punch(outcome) } }
    ticket.ownerAwaitsReturn = false
    return stepApplied(step, ticket: &ticket)
  }

  /// Asks the running request's guards, with a ticket numbered `ticketNumber` that wakes the
  /// machine for a dialog they ask.
  private func askGuards(ticketNumber: UInt64) -> Action {
    var ticket = issueTicket(ticketNumber)
    let timeout = onRunning { carrier in
      carrier.askGuards(wake: ticket) { [weak self] in
        guard let self else { return }
        run(tell { $0.guardsAnswered() })
      }
    }
    let outcome = ticket.outcome
    recycle(&ticket)
    return tell { $0.guardsAsked(now: .now, timeout: timeout.bounded, endedWith: outcome) }
  }

  /// Shows the next dialog the running request's guards asked, or waits for their answers
  /// until `deadline`, with a ticket numbered `ticketNumber`.
  private func awaitGuards(ticketNumber: UInt64, until deadline: Deadline)
    -> Action
  {
    var ticket = issueTicket(ticketNumber)
    ticket.ownerAwaitsReturn = true
    let step = onRunning { $0.awaitGuards(until: deadline, ticket: ticket) }
    ticket.ownerAwaitsReturn = false
    return stepApplied(step, ticket: &ticket)
  }

  /// Tells the machine what the running request's carrier did at a step with `ticket`, and how
  /// its transition ended if it ended meanwhile (the ticket was punched).
  private func stepApplied(_ step: TransitionStep, ticket: inout TransitionTicket) -> Action {
    switch step {
    case .applied, .appliedLast, .showedDialog, .waiting: break
    case .done, .failed: ticket.disarm()
    }
    let outcome = ticket.outcome
    recycle(&ticket)
    return tell { $0.stepApplied(step, endedWith: outcome) }
  }

  // MARK: - Tickets

  /// A ticket armed for the transition numbered `number`, the spare one when there is one.
  private func issueTicket(_ number: UInt64) -> TransitionTicket {
    let ticket = spareTicket.take() ?? TransitionTicket(owner: self)
    ticket.arm(number)
    return ticket
  }

  /// Keeps `ticket` for the next transition when it was punched and nothing else holds it; a
  /// ticket still held elsewhere may yet be called, and is left to report that.
  private func recycle(_ ticket: inout TransitionTicket) {
    if !ticket.isArmed, spareTicket == nil, isKnownUniquelyReferenced(&ticket) {
      spareTicket = ticket
    }
  }
}

/// The engines that carry out the requests waiting in an engine's queue, one entry per request,
/// in the order asked, taken from the front in constant time: the engine itself, or the engine
/// of a stack navigator whose navigation controller is in the engine's window.
///
/// The queue keeps every carrier alive until its requests are done, the engine itself included:
/// the engine holds itself once, while it has requests waiting or running after its loop has
/// returned, rather than once per request.
struct QueuedCarriers {
  /// The engine that carries out a request.
  enum Carrier {
    /// The engine whose queue it is.
    case this
    /// A stack navigator's engine of a navigation controller in the window of the engine whose
    /// queue it is, held by the queue until its request is done.
    case other(NavigationEngine)
  }

  /// The entries; those before `head` have been taken.
  private var carriers: [Carrier?] = []
  /// The index in `carriers` of the oldest request not yet taken.
  private var head = 0
  /// The number of the request whose carrier is `carriers[0]`.
  private var firstNumber: EngineMachine.RequestNumber = 0
  /// How many requests of the engine whose queue it is wait or run.
  private var ownRequests = 0
  /// The engine whose queue it is, while `ownRequests` is not zero once the engine's loop has
  /// returned (``NavigationEngine/run(_:)``, which holds it then).
  // NB: held once, not by each request: the engine is referred to weakly elsewhere, so each
  // retain and release of it takes the runtime's slow path.
  private var engine: NavigationEngine?

  /// Adds the carrier of the request numbered `number`, the next after those waiting, to the
  /// queue of `queue`.
  mutating func append(
    _ carrier: NavigationEngine, toTheQueueOf queue: NavigationEngine,
    numbered number: EngineMachine.RequestNumber
  ) {
    if head == carriers.count { firstNumber = number }
    guard carrier === queue else {
      carriers.append(.other(carrier))
      return
    }
    ownRequests += 1
    carriers.append(.this)
  }

  /// The carrier of the waiting request numbered `number`.
  func carrier(numbered number: EngineMachine.RequestNumber) -> Carrier {
    guard let carrier = carriers[Int(number - firstNumber)] else {
      preconditionFailure("the machine asks only about requests that wait")
    }
    return carrier
  }

  /// Takes the carrier of the waiting request numbered `number`, the oldest.
  mutating func take(numbered number: EngineMachine.RequestNumber) -> Carrier {
    let index = Int(number - firstNumber)
    // NB: requests are taken in order; the entry is moved out, never released inside a
    // mutation of `carriers`.
    assert(index == head)
    guard let carrier = carriers[index].take() else {
      preconditionFailure("the machine takes each waiting request once")
    }
    head += 1
    if head == carriers.count {
      // NB: emptied one by one, as `PendingRequests` is; the entries are taken.
      while !carriers.isEmpty { carriers.removeLast() }
      head = 0
    }
    return carrier
  }

  /// Whether the engine whose queue it is has requests waiting or running, and is not held for
  /// them yet.
  var mustHoldEngine: Bool { ownRequests > 0 && engine == nil }

  /// Holds `queue`, the engine whose queue it is, until its last request is done.
  mutating func hold(_ queue: NavigationEngine) {
    engine = queue
  }

  /// A request of `carrier` that was taken is done.
  ///
  /// - Returns: The engine whose queue it is, when it was its last request: the caller lets go
  ///   of it once this mutation has ended.
  mutating func requestLeft(of carrier: Carrier) -> NavigationEngine? {
    guard case .this = carrier else { return nil }
    ownRequests -= 1
    return ownRequests == 0 ? engine.take() : nil
  }
}
