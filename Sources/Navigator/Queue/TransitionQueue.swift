/// The one queue of a window or of a navigation controller: every navigator that drives it
/// (``StackNavigator``s, an ``AppNavigator`` and the navigators of its areas) puts its requests
/// here, and they are carried out in the order asked, one at a time.
///
/// A request is started by its client, which plans it and makes its screens, and is then made of
/// steps (a push, a dismissal, a new root) that the queue applies one after the other, each once
/// the one before has ended. Which request waits, runs or waits for the user is kept by a
/// ``QueueMachine``, a value; the queue performs the actions it returns (call a client, arm a
/// timer) in one loop: a step whose transition ends at once (as UIKit's unanimated changes do)
/// lets the loop go on to the next step or request instead of calling into it. User code (a
/// factory, a completion, a failure handler, an observer, a `deinit`) only ever runs while the
/// machine's state is whole, and a request it makes waits its turn at the end.
///
/// Nothing waits forever: a step whose completion does not come within the client's
/// `transitionTimeout`, or whose completion is dropped, fails its request and the queue goes on;
/// a transition the user started that lasts longer fails the next request instead of blocking it.
/// A completion that comes after its request was given up is ignored; one that comes twice is
/// reported (``TransitionTicket``).
@MainActor
final class TransitionQueue: TransitionTicketOwner {
  typealias Client = any TransitionQueueClient
  private typealias Action = QueueMachine.Action

  /// Where the queue is: every request's lifecycle, as a value.
  private var machine = QueueMachine()
  /// The clients of the waiting requests, in the order asked.
  // NB: one value, read or changed in one access: each access to a stored property of this
  // class is checked for exclusivity at run time, about a hundred instructions each.
  private var waiting = WaitingClients()
  /// The client of the request that runs.
  private var running: Client?
  /// The timer the machine armed last, until its next action.
  private var timer: Task<Void, Never>?
  /// A punched ticket nothing else holds, kept for the next transition.
  private var spareTicket: TransitionTicket?

  /// Whether no request waits or runs.
  var isIdle: Bool { machine.isIdle }

  /// Puts one request of `client` at the end of the queue and carries out what can start now.
  func enqueue(_ client: Client) {
    let number = machine.waiting.upperBound
    waiting.append(client, numbered: number)
    run(machine.enqueued())
  }

  /// Starts a request of `client` at once when nothing is queued, running or waiting and the
  /// client's container is idle: `start` plans it (as ``TransitionQueueClient/startNextRequest()``
  /// would) and returns whether it has steps to apply. Returns `false`, calling nothing, when the
  /// request must wait its turn instead (``enqueue(_:)``).
  ///
  /// The same as ``enqueue(_:)`` on an idle queue, without keeping the request in a list first.
  func startAtOnce(for client: Client, _ start: () -> Bool) -> Bool {
    guard machine.canStartAtOnce, !client.isTransitioning, machine.startingAtOnce() != nil
    else { return false }
    run(started(client, hasSteps: start()))
    return true
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
  /// An event that comes while the loop is in a client's code (a request asked for from a
  /// completion, a step's completion called at once) finds the machine busy and returns
  /// ``QueueMachine/Action/none``: the loop never runs inside itself.
  private func run(_ first: Action) {
    if case .none = first { return }
    // NB: any action but `.none` leaves the state whose timer was armed.
    if let timer = timer.take() { timer.cancel() }
    var action = first
    while true {
      switch action {
      case .none:
        return
      case .check(let number):
        let client = waitingClient(number)
        if client.isTransitioning {
          let timeout = client.transitionTimeout.bounded
          action = machine.clientIsTransitioning(now: .now, timeout: timeout)
        } else {
          action = machine.clientIsIdle()
        }
      case .start(let number):
        let client = takeWaitingClient(number)
        action = started(client, hasSteps: client.startNextRequest())
      case .apply(let number):
        action = applyNextStep(ticketNumber: number)
      case .finish:
        running.take()?.finishStartedRequest(.success(()))
        action = machine.delivered()
      case .finishFailing(_, let error):
        running.take()?.finishStartedRequest(.failure(error))
        action = machine.delivered()
      case .fail(let number, let error):
        takeWaitingClient(number).failNextRequest(error)
        action = machine.delivered()
      case .waitForTransition(let number, let ticketNumber):
        var ticket = issueTicket(ticketNumber)
        waitingClient(number).afterTransition { [ticket] in ticket.punch(.finished) }
        recycle(&ticket)
        action = machine.askedAfterTransition(now: .now)
      case .armTimer(let number, let delay):
        timer = Task { [weak self] in
          guard (try? await Task.sleep(for: delay)) != nil else { return }
          self?.transitionTimedOut(number)
        }
        return
      }
    }
  }

  /// Tells the machine how the start of a request of `client` went, keeping the client while
  /// the request runs.
  private func started(_ client: Client, hasSteps: Bool) -> Action {
    guard hasSteps else { return machine.finishedAtStart() }
    running = client
    return machine.started(timeout: client.transitionTimeout.bounded)
  }

  /// Applies the running request's next step with a ticket numbered `ticketNumber`.
  private func applyNextStep(ticketNumber: UInt64) -> Action {
    guard let client = running else {
      preconditionFailure("the machine applies a step only while a request runs")
    }
    var ticket = issueTicket(ticketNumber)
    let step = client.applyNextStep { [ticket] outcome in ticket.punch(outcome) }
    switch step {
    case .applied, .waiting: break
    case .done, .failed: ticket.disarm()
    }
    recycle(&ticket)
    return machine.stepApplied(step)
  }

  // MARK: - Waiting clients

  /// The client of the waiting request numbered `number`.
  private func waitingClient(_ number: QueueMachine.RequestNumber) -> Client {
    waiting.client(numbered: number)
  }

  /// Takes the client of the waiting request numbered `number`, the oldest.
  private func takeWaitingClient(_ number: QueueMachine.RequestNumber) -> Client {
    waiting.take(numbered: number)
  }

  /// The clients of the waiting requests, one entry per request, in the order asked, taken from
  /// the front in constant time.
  private struct WaitingClients {
    /// The entries; those before `head` have been taken.
    private var clients: [Client?] = []
    /// The index in `clients` of the oldest request not yet taken.
    private var head = 0
    /// The number of the request whose client is `clients[0]`.
    private var firstNumber: QueueMachine.RequestNumber = 0

    /// Adds the client of the request numbered `number`, the next after those waiting.
    mutating func append(_ client: Client, numbered number: QueueMachine.RequestNumber) {
      if head == clients.count { firstNumber = number }
      clients.append(client)
    }

    /// The client of the waiting request numbered `number`.
    func client(numbered number: QueueMachine.RequestNumber) -> Client {
      guard let client = clients[Int(number - firstNumber)] else {
        preconditionFailure("the machine asks only about requests that wait")
      }
      return client
    }

    /// Takes the client of the waiting request numbered `number`, the oldest.
    mutating func take(numbered number: QueueMachine.RequestNumber) -> Client {
      let index = Int(number - firstNumber)
      // NB: requests are taken in order; the entry is moved out, never released inside a
      // mutation of `clients`.
      assert(index == head)
      guard let client = clients[index].take() else {
        preconditionFailure("the machine takes each waiting request once")
      }
      head += 1
      if head == clients.count {
        clients.removeAll(keepingCapacity: true)
        head = 0
      }
      return client
    }
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

// MARK: - Errors

extension NavigationError {
  /// The error for a transition that did not finish.
  init(_ outcome: TransitionOutcome) {
    switch outcome {
    case .finished: self.init(.unexpectedCompletion)
    case .cancelled: self.init(.transitionCancelled)
    case .refused(let reason): self.init(.transitionRefused, detail: .reason(reason))
    }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The duration kept between zero and a year, so that a clock or a sleep given it cannot
  /// overflow: a timeout of `.seconds(Int64.max)` waits a year.
  var bounded: Duration {
    min(max(self, .zero), .seconds(365 * 24 * 3600))
  }
}
