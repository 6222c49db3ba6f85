/// The one queue of a window or of a navigation controller: every navigator that drives it
/// (``StackNavigator``s, an ``AppNavigator`` and the navigators of its areas) puts its requests
/// here, and they are carried out in the order asked, one at a time.
///
/// A request is started by its client, which plans it and makes its screens, and is then made of
/// steps (a push, a dismissal, a new root) that the queue applies one after the other, each once
/// the one before has ended. Draining is a loop: a step whose transition ends at once (as UIKit's
/// unanimated changes do) lets the loop go on to the next step or request instead of calling into
/// it. User code (a factory, a completion, a failure handler, an observer, a `deinit`) only ever
/// runs while the queue's state is whole, and a request it makes waits its turn at the end.
///
/// Nothing waits forever: a step whose completion does not come within the client's
/// `transitionTimeout`, or whose completion is dropped, fails its request and the queue goes on;
/// a transition the user started that lasts longer fails the next request instead of blocking it.
/// A completion that comes after its request was given up is ignored; one that comes twice is
/// reported (``TransitionTicket``).
@MainActor
final class TransitionQueue: TransitionTicketOwner {
  typealias Client = any TransitionQueueClient

  /// The request being carried out.
  private struct Running {
    let client: Client
    let timeout: Duration
    /// The number of the step in flight, or 0 between steps.
    var ticket: UInt64 = 0
    var timer: Task<Void, Never>?
  }

  /// A wait for a transition that no request here started (the user's back swipe).
  private struct Wait {
    let ticket: UInt64
    var timer: Task<Void, Never>?
  }

  /// Clients with a waiting request, one entry per request, in the order asked; entries before
  /// `head` have been taken.
  private var waiting: [Client?] = []
  private var head = 0
  private var running: Running?
  private var wait: Wait?
  /// When the wait for a transition the user started gives up on the next request.
  private var waitDeadline: ContinuousClock.Instant?
  private var isDraining = false
  private var isApplying = false
  private var lastTicketNumber: UInt64 = 0
  private var spareTicket: TransitionTicket?

  /// Whether no request waits or runs.
  var isIdle: Bool { running == nil && wait == nil && head == waiting.count }

  /// Puts one request of `client` at the end of the queue and carries out what can start now.
  func enqueue(_ client: Client) {
    waiting.append(client)
    drain()
  }

  /// Starts a request of `client` at once when nothing is queued, running or waiting and the
  /// client's container is idle: `start` plans it (as ``TransitionQueueClient/startNextRequest()``
  /// would) and returns whether it has steps to apply. Returns `false`, calling nothing, when the
  /// request must wait its turn instead (``enqueue(_:)``).
  ///
  /// The same as ``enqueue(_:)`` on an idle queue, without keeping the request in a list first.
  func startAtOnce(for client: Client, _ start: () -> Bool) -> Bool {
    guard !isDraining, running == nil, wait == nil, head == waiting.count,
      !client.isTransitioning
    else { return false }
    isDraining = true
    waitDeadline = nil
    if start() { begin(client) }
    isDraining = false
    drain()
    return true
  }

  // MARK: - Draining

  /// The drain loop: starts the waiting requests in order while nothing runs.
  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while running == nil, wait == nil, head < waiting.count, let client = waiting[head] {
      if client.isTransitioning {
        waitForTransition(before: client)
        continue
      }
      waitDeadline = nil
      takeNextClient()
      if client.startNextRequest() { begin(client) }
    }
  }

  private func begin(_ client: Client) {
    running = Running(client: client, timeout: client.transitionTimeout.bounded)
    applySteps()
  }

  private func takeNextClient() {
    // NB: the entry is moved out, never released inside a mutation of `waiting`.
    _ = waiting[head].take()
    head += 1
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: true)
      head = 0
    }
  }

  /// Applies the running request's steps in order while their transitions end at once; the
  /// completion of a step that ends later comes back here.
  private func applySteps() {
    while !isApplying, let current = running, current.ticket == 0 {
      var ticket = issueTicket()
      running?.ticket = ticket.number
      isApplying = true
      let step = current.client.applyNextStep { [ticket] outcome in ticket.punch(outcome) }
      isApplying = false
      switch step {
      case .applied, .waiting:
        if ticket.isArmed, running?.ticket == ticket.number, let timeout = running?.timeout {
          let waits = if case .waiting(let duration) = step { duration.bounded } else { timeout }
          running?.timer = timer(for: ticket.number, after: waits)
        }
        recycle(&ticket)
      case .done, .failed:
        ticket.disarm()
        recycle(&ticket)
        guard running?.ticket == ticket.number else { return }
        if case .failed(let error) = step {
          finishRunning(.failure(error))
        } else {
          finishRunning(.success(()))
        }
        return
      }
    }
  }

  private func finishRunning(_ result: Result<Void, NavigationError>) {
    guard let finished = running.take() else { return }
    finished.timer?.cancel()
    finished.client.finishStartedRequest(result)
    drain()
  }

  // MARK: - Transitions

  func transition(_ number: UInt64, endedWith outcome: TransitionOutcome) {
    if endWait(numbered: number) { return }
    // NB: a completion of a step that was given up (it timed out) is expected, and ignored.
    guard let current = running, current.ticket == number else { return }
    current.timer?.cancel()
    running?.timer = nil
    running?.ticket = 0
    guard outcome == .finished else {
      return finishRunning(.failure(NavigationError(outcome)))
    }
    applySteps()
  }

  func transitionWasAbandoned(_ number: UInt64) {
    if !endWait(numbered: number), running?.ticket == number {
      finishRunning(.failure(.transitionAbandoned))
    }
  }

  private func transitionTimedOut(_ number: UInt64) {
    if endWait(numbered: number) { return }
    if let current = running, current.ticket == number {
      let detail = NavigationError.Detail.waited(seconds: current.timeout.seconds)
      finishRunning(.failure(NavigationError(.transitionTimedOut, detail: detail)))
    }
  }

  // MARK: - Waiting for the user's transitions

  private func waitForTransition(before client: Client) {
    let now = ContinuousClock.now
    let timeout = client.transitionTimeout.bounded
    let deadline = waitDeadline ?? now.advanced(by: timeout)
    waitDeadline = deadline
    guard now < deadline else {
      waitDeadline = nil
      takeNextClient()
      let detail = NavigationError.Detail.stuckTransition(seconds: timeout.seconds)
      client.failNextRequest(NavigationError(.transitionTimedOut, detail: detail))
      return
    }
    var ticket = issueTicket()
    wait = Wait(ticket: ticket.number)
    client.afterTransition { [ticket] in ticket.punch(.finished) }
    if wait?.ticket == ticket.number {
      wait?.timer = timer(for: ticket.number, after: now.duration(to: deadline))
    }
    recycle(&ticket)
  }

  /// Ends the wait numbered `number`, if it is the one under way, and goes on.
  ///
  /// - Returns: Whether it was.
  private func endWait(numbered number: UInt64) -> Bool {
    guard let ended = wait, ended.ticket == number else { return false }
    wait = nil
    ended.timer?.cancel()
    if head < waiting.count, let next = waiting[head], next.isTransitioning,
      let deadline = waitDeadline, ContinuousClock.now < deadline
    {
      // NB: the wait ended though the transition goes on (a container whose `afterTransition`
      // does not wait); asking again at once would spin, so look again a frame later.
      let poll = nextTicketNumber()
      wait = Wait(ticket: poll, timer: timer(for: poll, after: .milliseconds(16)))
      return true
    }
    drain()
    return true
  }

  // MARK: - Tickets and timers

  private func issueTicket() -> TransitionTicket {
    let ticket = spareTicket.take() ?? TransitionTicket(owner: self)
    ticket.arm(nextTicketNumber())
    return ticket
  }

  private func nextTicketNumber() -> UInt64 {
    lastTicketNumber += 1
    return lastTicketNumber
  }

  /// Keeps `ticket` for the next transition when it was punched and nothing else holds it; a
  /// ticket still held elsewhere may yet be called, and is left to report that.
  private func recycle(_ ticket: inout TransitionTicket) {
    if !ticket.isArmed, spareTicket == nil, isKnownUniquelyReferenced(&ticket) {
      spareTicket = ticket
    }
  }

  private func timer(for number: UInt64, after delay: Duration) -> Task<Void, Never> {
    Task { [weak self] in
      guard (try? await Task.sleep(for: delay)) != nil else { return }
      self?.transitionTimedOut(number)
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
