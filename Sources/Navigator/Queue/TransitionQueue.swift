/// The one queue of a navigation controller: every navigator that drives it puts its requests
/// here, and they are carried out in the order asked, one transition at a time.
///
/// Draining is a loop: a request whose transition completes at once (as UIKit's unanimated
/// changes do) lets the loop go on to the next one instead of calling into it. User code (a
/// factory, a completion, a failure handler, a `deinit`) only ever runs while the queue's state
/// is whole, and a request it makes waits its turn at the end of the queue.
///
/// Nothing waits forever: a transition whose completion does not come within the request's
/// `transitionTimeout`, or whose completion is dropped, fails its request and the queue goes on.
@MainActor
final class TransitionQueue<Controller: NavigationController>: TransitionTicketOwner {
  typealias Screen = Controller.Screen
  typealias Client = any TransitionQueueClient<Controller>

  /// The transition of a started request.
  private struct Running {
    let client: Client
    var then: NavigationOperation<Screen>?
    let animated: Bool
    let timeout: Duration
    var ticket: UInt64 = 0
    var timer: Task<Void, Never>?
  }

  /// A wait for a transition the navigation controller reports and no request here started.
  private struct Wait {
    let ticket: UInt64
    var timer: Task<Void, Never>?
  }

  // NB: the navigation controller is held weakly. `anchor` is the object whose lifetime counts:
  // the controller itself, or the UIKit navigation controller that a retained wrapper stands for.
  private weak var anchor: AnyObject?
  private weak var weakController: Controller?
  private let retainedController: Controller?

  /// Clients with a waiting request, one entry per request, in the order asked; entries before
  /// `head` have been taken.
  private var waiting: [Client?] = []
  private var head = 0
  private var running: Running?
  private var wait: Wait?
  /// When the wait for the navigation controller's own transition gives up on the next request.
  private var waitDeadline: ContinuousClock.Instant?
  private var isDraining = false
  private var lastTicketNumber: UInt64 = 0
  private var spareTicket: TransitionTicket?
  /// The screens navigators made for ``Presentation/popToExistingOrPush`` destinations, shared
  /// by every navigator of the navigation controller.
  var shownScreens = ShownScreens<Screen>()

  init(controller: Controller, anchor: AnyObject, retainsController: Bool) {
    self.anchor = anchor
    self.weakController = controller
    self.retainedController = retainsController ? controller : nil
  }

  /// The navigation controller, or `nil` once it is released.
  var controller: Controller? {
    guard anchor != nil else { return nil }
    return retainedController ?? weakController
  }

  /// Whether `object` is what this queue's navigation controller stands for.
  func isAnchored(to object: AnyObject) -> Bool { anchor === object }

  /// Puts one request of `client` at the end of the queue and carries out what can start now.
  func enqueue(_ client: Client) {
    waiting.append(client)
    drain()
  }

  /// Starts a request of `client` at once when nothing is queued, running or waiting and the
  /// navigation controller is idle: `start` plans it and returns its changes. Returns `false`,
  /// calling nothing, when the request must wait its turn instead (``enqueue(_:)``).
  ///
  /// The same as ``enqueue(_:)`` on an idle queue, without keeping the request in a list first.
  func startAtOnce(
    for client: Client, _ start: (Controller) -> TransitionSteps<Screen>?
  ) -> Bool {
    guard !isDraining, running == nil, wait == nil, head == waiting.count, let controller,
      !controller.isTransitioning
    else { return false }
    isDraining = true
    waitDeadline = nil
    if let steps = start(controller) {
      begin(steps, for: client, on: controller)
    }
    isDraining = false
    drain()
    return true
  }

  // MARK: - Draining

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while running == nil, wait == nil, head < waiting.count, let client = waiting[head] {
      guard let controller else {
        failEverything(.navigationControllerReleased)
        return
      }
      if controller.isTransitioning {
        waitForTransition(of: controller, before: client)
        continue
      }
      waitDeadline = nil
      takeNextClient()
      guard let steps = client.startNextRequest(on: controller) else { continue }
      begin(steps, for: client, on: controller)
    }
  }

  private func begin(
    _ steps: TransitionSteps<Screen>, for client: Client, on controller: Controller
  ) {
    running = Running(
      client: client, then: steps.then, animated: steps.animated,
      timeout: client.transitionTimeout)
    apply(steps.first, on: controller)
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

  private func failEverything(_ error: NavigationError) {
    while head < waiting.count, let client = waiting[head] {
      takeNextClient()
      client.failNextRequest(error)
    }
  }

  // MARK: - Transitions

  private func apply(_ operation: NavigationOperation<Screen>, on controller: Controller) {
    guard let animated = running?.animated else { return }
    var ticket = issueTicket()
    running?.ticket = ticket.number
    controller.apply(operation, animated: animated) { [ticket] outcome in ticket.punch(outcome) }
    if ticket.isArmed, running?.ticket == ticket.number, let timeout = running?.timeout {
      running?.timer = timer(for: ticket.number, after: timeout)
    }
    recycle(&ticket)
  }

  func transition(_ number: UInt64, endedWith outcome: TransitionOutcome) {
    if endWait(numbered: number) { return }
    guard var current = running, current.ticket == number else {
      TransitionTicket.reportUnexpectedCompletion()
      return
    }
    current.timer?.cancel()
    guard outcome == .finished else {
      return finishRunning(.failure(NavigationError(outcome)))
    }
    guard let then = current.then else {
      return finishRunning(.success(()))
    }
    guard let controller else {
      return finishRunning(.failure(.navigationControllerReleased))
    }
    current.then = nil
    current.timer = nil
    running = current
    apply(then, on: controller)
  }

  func transitionWasAbandoned(_ number: UInt64) {
    let error =
      controller == nil ? NavigationError.navigationControllerReleased : .transitionAbandoned
    if !endWait(numbered: number), running?.ticket == number {
      finishRunning(.failure(error))
    }
  }

  private func transitionTimedOut(_ number: UInt64) {
    if !endWait(numbered: number), let current = running, current.ticket == number {
      let detail = NavigationError.Detail.waited(seconds: current.timeout.seconds)
      finishRunning(.failure(NavigationError(.transitionTimedOut, detail: detail)))
    }
  }

  private func finishRunning(_ result: Result<Void, NavigationError>) {
    guard let finished = running.take() else { return }
    finished.timer?.cancel()
    finished.client.finishStartedRequest(result)
    drain()
  }

  // MARK: - Waiting for the navigation controller

  private func waitForTransition(of controller: Controller, before client: Client) {
    let now = ContinuousClock.now
    let deadline = waitDeadline ?? now.advanced(by: client.transitionTimeout)
    waitDeadline = deadline
    guard now < deadline else {
      waitDeadline = nil
      takeNextClient()
      let detail = NavigationError.Detail.stuckTransition(seconds: client.transitionTimeout.seconds)
      client.failNextRequest(NavigationError(.transitionTimedOut, detail: detail))
      return
    }
    var ticket = issueTicket()
    wait = Wait(ticket: ticket.number)
    controller.afterTransition { [ticket] in ticket.punch(.finished) }
    if wait?.ticket == ticket.number {
      wait?.timer = timer(for: ticket.number, after: now.duration(to: deadline))
    }
    recycle(&ticket)
  }

  /// Ends the wait numbered `number`, if it is the one under way.
  ///
  /// - Returns: Whether it was.
  private func endWait(numbered number: UInt64) -> Bool {
    guard let ended = wait, ended.ticket == number else { return false }
    wait = nil
    ended.timer?.cancel()
    if let controller, controller.isTransitioning, let deadline = waitDeadline,
      ContinuousClock.now < deadline
    {
      // NB: the wait ended though the transition goes on (a controller whose `afterTransition`
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
}
