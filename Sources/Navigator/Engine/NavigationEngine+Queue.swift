// MARK: - The queue

/// The engine runs the one queue of its window or navigation controller: every navigator that
/// drives it (``StackNavigator``s, an ``AppNavigator`` and the navigators of its areas) puts its
/// requests here, and they are carried out in the order asked, one at a time.
///
/// A request is started by the engine that carries it out (this one, or the engine of a
/// ``StackNavigator`` whose navigation controller is in this engine's window), which plans it
/// and makes its screens, and is then made of steps (a push, a dismissal, a new root) applied
/// one after the other, each once the one before has ended. Which request waits, runs or waits
/// for the user is kept by a ``EngineMachine``, a value; the engine performs the actions it
/// returns (call a carrier, arm a timer) in one loop: a step whose transition ends at once (as
/// UIKit's unanimated changes do) lets the loop go on to the next step or request instead of
/// calling into it. User code (a factory, a completion, a failure handler, an observer, a
/// `deinit`) only ever runs while the machine's state is whole, and a request it makes waits its
/// turn at the end.
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
    carriers.append(carrier, numbered: number)
    run(machine.enqueued())
  }

  // MARK: - Transitions

  /// The transition numbered `number` ended with `outcome`.
  func transition(_ number: UInt64, endedWith outcome: TransitionOutcome) {
    run(machine.transitionEnded(ticket: number, outcome))
  }

  /// The ticket of the transition numbered `number` was released without being punched.
  func transitionWasAbandoned(_ number: UInt64) {
    run(machine.ticketAbandoned(number))
  }

  /// The timer of the step or wait numbered `number` fired.
  private func transitionTimedOut(_ number: UInt64) {
    run(machine.timedOut(ticket: number))
  }

  // MARK: - Running the machine's actions

  /// Performs `action` and the ones the machine answers with, in one loop, until it has
  /// nothing to do.
  ///
  /// An event that comes while the loop is in a carrier's code (a request asked for from a
  /// completion, a step's completion called at once) finds the machine busy and returns
  /// ``EngineMachine/Action/none``: the loop never runs inside itself.
  private func run(_ first: Action) {
    if case .none = first { return }
    // NB: any action but `.none` leaves the state whose timer was armed.
    if let timer = queueTimer.take() { timer.cancel() }
    var action = first
    while true {
      switch action {
      case .none:
        return
      case .check(let number):
        let carrier = carriers.carrier(numbered: number)
        if carrier.container.isTransitioning {
          let timeout = carrier.transitionTimeout.bounded
          action = machine.carrierIsTransitioning(now: .now, timeout: timeout)
        } else {
          action = machine.carrierIsIdle()
        }
      case .start(let number):
        let carrier = carriers.take(numbered: number)
        action = started(carrier, carrier.startNextRequest())
      case .apply(let number):
        action = applyNextStep(ticketNumber: number)
      case .askGuards(let number):
        action = askGuards(ticketNumber: number)
      case .awaitGuards(let number, let deadline):
        action = awaitGuards(ticketNumber: number, until: deadline)
      case .planAgain:
        action = machine.replanned(running.planAgain())
      case .finish:
        runningCarrier.take()?.finishStartedRequest(.success(()))
        action = machine.delivered()
      case .finishFailing(_, let error):
        runningCarrier.take()?.finishStartedRequest(.failure(error))
        action = machine.delivered()
      case .fail(let number, let error):
        carriers.take(numbered: number).failNextRequest(error)
        action = machine.delivered()
      case .waitForTransition(let number, let ticketNumber):
        var ticket = issueTicket(ticketNumber)
        carriers.carrier(numbered: number).container.afterTransition {
          [ticket] in ticket.punch(.finished)
        }
        recycle(&ticket)
        action = machine.askedAfterTransition(now: .now)
      case .armTimer(let number, let delay):
        queueTimer = Task { [weak self] in
          guard (try? await Task.sleep(for: delay)) != nil else { return }
          self?.transitionTimedOut(number)
        }
        return
      }
    }
  }

  /// Tells the machine how the start of a request of `carrier` went, keeping the carrier while
  /// the request runs.
  private func started(_ carrier: NavigationEngine, _ start: EngineMachine.Start) -> Action {
    guard start != .ended else { return machine.finishedAtStart() }
    runningCarrier = carrier
    return machine.started(
      timeout: carrier.transitionTimeout.bounded, mustAskGuards: start == .mustAskGuards)
  }

  /// The engine that carries out the request that runs.
  private var running: NavigationEngine {
    guard let carrier = runningCarrier else {
      preconditionFailure("the machine calls on a request's carrier only while it runs")
    }
    return carrier
  }

  /// Applies the running request's next step with a ticket numbered `ticketNumber`.
  private func applyNextStep(ticketNumber: UInt64) -> Action {
    var ticket = issueTicket(ticketNumber)
    let step = running.applyNextStep { [ticket] outcome in ticket.punch(outcome) }
    return stepApplied(step, ticket: &ticket)
  }

  /// Asks the running request's guards, with a ticket numbered `ticketNumber` that wakes the
  /// machine for a dialog they ask.
  private func askGuards(ticketNumber: UInt64) -> Action {
    var ticket = issueTicket(ticketNumber)
    let timeout = running.askGuards(
      wake: { [ticket] outcome in ticket.punch(outcome) },
      answered: { [weak self] in
        guard let self else { return }
        run(machine.guardsAnswered())
      })
    recycle(&ticket)
    return machine.guardsAsked(now: .now, timeout: timeout.bounded)
  }

  /// Shows the next dialog the running request's guards asked, or waits for their answers
  /// until `deadline`, with a ticket numbered `ticketNumber`.
  private func awaitGuards(ticketNumber: UInt64, until deadline: Deadline)
    -> Action
  {
    var ticket = issueTicket(ticketNumber)
    let step = running.awaitGuards(until: deadline) { [ticket] outcome in ticket.punch(outcome) }
    return stepApplied(step, ticket: &ticket)
  }

  /// Tells the machine what the running request's carrier did at a step with `ticket`.
  private func stepApplied(_ step: TransitionStep, ticket: inout TransitionTicket) -> Action {
    switch step {
    case .applied, .showedDialog, .waiting: break
    case .done, .failed: ticket.disarm()
    }
    recycle(&ticket)
    return machine.stepApplied(step)
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
struct QueuedCarriers {
  /// The entries; those before `head` have been taken.
  private var carriers: [NavigationEngine?] = []
  /// The index in `carriers` of the oldest request not yet taken.
  private var head = 0
  /// The number of the request whose carrier is `carriers[0]`.
  private var firstNumber: EngineMachine.RequestNumber = 0

  /// Adds the carrier of the request numbered `number`, the next after those waiting.
  mutating func append(_ carrier: NavigationEngine, numbered number: EngineMachine.RequestNumber) {
    if head == carriers.count { firstNumber = number }
    carriers.append(carrier)
  }

  /// The carrier of the waiting request numbered `number`.
  func carrier(numbered number: EngineMachine.RequestNumber) -> NavigationEngine {
    guard let carrier = carriers[Int(number - firstNumber)] else {
      preconditionFailure("the machine asks only about requests that wait")
    }
    return carrier
  }

  /// Takes the carrier of the waiting request numbered `number`, the oldest.
  mutating func take(numbered number: EngineMachine.RequestNumber) -> NavigationEngine {
    let index = Int(number - firstNumber)
    // NB: requests are taken in order; the entry is moved out, never released inside a
    // mutation of `carriers`.
    assert(index == head)
    guard let carrier = carriers[index].take() else {
      preconditionFailure("the machine takes each waiting request once")
    }
    head += 1
    if head == carriers.count {
      carriers.removeAll(keepingCapacity: true)
      head = 0
    }
    return carrier
  }
}
