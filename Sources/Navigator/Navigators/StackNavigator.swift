/// The navigator most areas need: it makes screens with a ``ViewControllerFactory`` and shows them
/// on a ``NavigationController`` that it holds weakly.
///
/// ```swift
/// let navigator = StackNavigator(navigationController: navigationController, factory: LoginScreens())
/// navigator.navigate(to: .signUp(prefilledEmail: nil))
/// ```
///
/// Every navigator of the same navigation controller puts its requests on one queue: they are
/// carried out in the order asked, one transition at a time, each checked against the stack as it
/// is when its turn comes. A request made while a transition runs (from a factory, a completion,
/// a `deinit` or a button) waits its turn; none is dropped. A request that no longer fits fails
/// with a ``NavigationError`` without changing anything, and so does one whose transition does
/// not end within ``transitionTimeout``.
///
/// The navigator never keeps the navigation controller alive; once it is gone, requests fail with
/// ``NavigationError/navigationControllerReleased``.
@MainActor
public final class StackNavigator<
  Factory: ViewControllerFactory,
  Controller: NavigationController
>: Navigator where Factory.ViewController == Controller.Screen {
  /// The destinations of the area, those the factory makes screens for.
  public typealias Destination = Factory.Destination
  typealias Screen = Controller.Screen

  /// The factory that makes a screen for each destination.
  ///
  /// ```swift
  /// let screens = navigator.factory
  /// ```
  public let factory: Factory

  /// The navigator injected into the screens the factory makes: this navigator while `nil`.
  ///
  /// A coordinator that wraps a `StackNavigator` sets itself here, so that the screens' requests
  /// go through the coordinator instead of around it. Held weakly, as the coordinator owns the
  /// stack navigator.
  ///
  /// ```swift
  /// stack.screensNavigator = self  // in the coordinator's init
  /// ```
  public weak var screensNavigator: (any Navigator<Destination>)?

  /// Where failures of requests made without a completion go; `nil` sends them to
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// navigator.onFailure = { error in failures.append(error) }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)?

  /// How long a transition may take before its request fails with
  /// ``NavigationError/transitionTimedOut`` and the requests behind it go on; 10 seconds unless
  /// set.
  ///
  /// It bounds a navigation controller that never reports the end of a transition, or that
  /// reports a transition in progress that never ends.
  ///
  /// ```swift
  /// navigator.transitionTimeout = .seconds(30)
  /// ```
  public var transitionTimeout: Duration = .seconds(10)

  /// The navigation controller, its queue and its screens, shared with its other navigators.
  let shared: SharedNavigationController<Controller>
  /// How long a guard's ``EntryDecision/later(_:)`` or ``LeaveDecision/later(_:)`` answer may
  /// take before its request fails with ``NavigationError/guardTimedOut``; 5 minutes unless set.
  ///
  /// ```swift
  /// navigator.guardTimeout = .seconds(30)
  /// ```
  public var guardTimeout: Duration = .seconds(300)

  /// This navigator's requests waiting for their turn, oldest first.
  private var requests = PendingRequests<QueuedRequest>()
  /// The request whose transition runs, or whose guards are asked.
  private var startedRequest: QueuedRequest?
  /// The operations of the started request not yet applied; `nil` until its guards allowed it.
  private var startedSteps: StackSteps<Screen>?
  /// The entry guards of the area.
  var guards = NavigationGuards()
  /// What the guards answered about the started request so far.
  var guardAnswers = GuardAnswers()
  /// Whether the started request waits for its guards: they are asked, or answered and the
  /// request is to be planned again.
  private var waitsForGuards = false
  /// The guards to ask about the started request before planning it again.
  private var guardQuestions: [GuardQuestion]?
  /// The guards being asked.
  private var guardTask: Task<Void, Never>?

  /// A navigator that shows the screens `factory` makes on `navigationController`.
  ///
  /// ```swift
  /// let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  /// ```
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to drive; held weakly.
  ///   - factory: Makes the screen for each destination.
  ///   - onFailure: Where failures of requests made without a completion go; `nil` for
  ///     ``NavigationFailureHandler/current``.
  public convenience init(
    navigationController: Controller, factory: Factory,
    onFailure: (@MainActor (NavigationError) -> Void)? = nil
  ) {
    let shared = SharedNavigationController.shared(
      navigationController, anchor: navigationController, retainsController: false)
    self.init(shared: shared, factory: factory, onFailure: onFailure)
  }

  init(
    shared: SharedNavigationController<Controller>, factory: Factory,
    onFailure: (@MainActor (NavigationError) -> Void)?
  ) {
    self.shared = shared
    self.factory = factory
    self.onFailure = onFailure
    shared.controller?.userMayPop = { [weak self] attempt in
      self?.userMayPop(attempt: attempt) ?? true
    }
  }

  /// The navigation controller this navigator shows screens on, or `nil` once it is released.
  ///
  /// ```swift
  /// navigator.navigationController?.screens.count
  /// ```
  public var navigationController: Controller? { shared.controller }

  /// The number of this navigator's requests waiting for their turn.
  ///
  /// ```swift
  /// navigator.pendingRequestCount  // 2 while a push animates and two more were asked for
  /// ```
  public var pendingRequestCount: Int { requests.count }

  /// Carries out `request` once the requests asked before it, of any navigator of the same
  /// navigation controller, are done.
  ///
  /// ```swift
  /// navigator.perform(.navigate(to: .forgotPassword)) { result in print(result) }
  /// ```
  ///
  /// - Parameters:
  ///   - request: What to do.
  ///   - completion: Called exactly once, when the transition has finished or the request has
  ///     failed; when `nil`, failures go to ``onFailure``.
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    let queued = QueuedRequest(request: request, completion: completion)
    let queue = shared.queue
    // NB: a request of this navigator may wait on another queue (its window's, or its own before
    // the window was driven); then this one waits its turn behind it.
    if requests.count == 0, queue.startAtOnce(for: self, { start(queued) }) { return }
    requests.append(queued)
    queue.enqueue(self)
  }

  // MARK: - Requests

  /// A request waiting for its turn, or running.
  private struct QueuedRequest {
    let request: NavigationRequest<Destination>
    let completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  }

  private func finish(_ queued: QueuedRequest, _ result: Result<Void, NavigationError>) {
    NavigationFailureHandler.deliver(
      result, askingFor: queued.request.destination,
      to: queued.completion, orTo: onFailure)
  }

  // MARK: - Planning

  /// Plans `request` on the stack as it is, asks the guards, and makes its screen, which it
  /// keeps in `startedSteps` when it is ready.
  private func prepare(_ request: NavigationRequest<Destination>) -> PreparedRequest {
    guard let controller = shared.controller else { return .failed(.navigationControllerReleased) }
    do {
      let screens = controller.screens
      let stack = StackPlanner.Stack(
        depth: screens.count, isPresenting: controller.presentedScreen != nil)
      let plan = try StackPlanner.plan(request.action, on: stack) { destination in
        shared.shownScreens.index(ofScreenShowing: destination, in: screens)
      }
      if guards.guardsEntry || (shared.shownScreens.holdsLeaveGuards && plan.removesScreens) {
        let crossings = self.crossings(of: plan, screens: screens, on: controller)
        switch guards.verdict(
          on: crossings, answers: guardAnswers, mayRefuse: true, byGesture: false)
        {
        case .pass: break
        case .ask(let questions): return .ask(questions)
        case .fail(let error): return .failed(error)
        case .redirect(_, let guarded): return .failed(.cannotRedirect(guarded))
        }
      }
      let animated = request.animated
      switch plan {
      case .nothing:
        return .done
      case .push(let destination):
        let screen = try makeScreen(for: destination, on: controller)
        if destination.presentation == .popToExistingOrPush {
          shared.shownScreens.remember(screen, showing: destination)
        }
        startedSteps = StackSteps(.push(screen), animated: animated)
        return .ready
      case .pop:
        startedSteps = StackSteps(.pop, animated: animated)
        return .ready
      case .popToRoot:
        startedSteps = StackSteps(.popToRoot, animated: animated)
        return .ready
      case .popTo(let index):
        startedSteps = StackSteps(.popTo(controller.screens[index]), animated: animated)
        return .ready
      case .replaceStack(let destination, let thenDismiss):
        let screen = try makeScreen(for: destination, on: controller, mayBeOnStack: true)
        startedSteps = StackSteps(
          .setStack([screen]), then: thenDismiss ? .dismiss : nil, animated: animated)
        return .ready
      case .present(let destination, let withNavigationBar):
        let screen = try makeScreen(for: destination, on: controller)
        startedSteps = StackSteps(
          .present(screen, withNavigationBar: withNavigationBar), animated: animated)
        return .ready
      case .dismiss:
        startedSteps = StackSteps(.dismiss, animated: animated)
        return .ready
      }
    } catch {
      return .failed(error)
    }
  }

  /// Makes the screen for `destination`, which must not be shown already: UIKit raises an
  /// exception for a view controller pushed or presented twice. A new root may be on the stack.
  private func makeScreen(
    for destination: Destination, on controller: Controller, mayBeOnStack: Bool = false
  ) throws(NavigationError) -> Screen {
    var screen: Screen
    do {
      screen = try factory.makeViewController(
        for: destination, navigator: screensNavigator ?? self)
    } catch {
      throw NavigationError(
        .screenUnavailable, destination: AnyDestination(destination), underlyingError: error)
    }
    // NB: a screen that nothing else holds is on no stack, so a new screen costs no scan of the
    // stack, whatever its depth; UIKit's view controllers are held elsewhere too, and scanned.
    let isShown =
      controller.presentedScreen === screen
      || (!mayBeOnStack && !isKnownUniquelyReferenced(&screen)
        && isOnStack(screen, controller.screens))
    guard !isShown else {
      throw NavigationError(.screenAlreadyShown, destination: AnyDestination(destination))
    }
    if screen is any LeaveGuard {
      // NB: its leave guard is told which destination it is leaving.
      shared.shownScreens.remember(screen, showing: destination)
      shared.shownScreens.holdsLeaveGuards = true
    }
    controller.screen(screen, isShowing: destination)
    return screen
  }
}

/// Whether `screen` is one of `stack`, by identity.
// NB: a plain loop over the array's buffer: `contains(where:)`, and even a `for` loop over the
// array, run unspecialized from the standard library here, checking each index; the buffer's
// loop costs half as many instructions per screen.
private func isOnStack<Screen: AnyObject>(_ screen: Screen, _ stack: [Screen]) -> Bool {
  stack.withUnsafeBufferPointer { shown in
    for index in shown.indices where shown[index] === screen { return true }
    return false
  }
}

// MARK: - TransitionQueueClient

extension StackNavigator: TransitionQueueClient {
  var isTransitioning: Bool { shared.controller?.isTransitioning ?? false }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard let controller = shared.controller else { return body() }
    controller.afterTransition(body)
  }

  func startNextRequest() -> Bool {
    guard let next = requests.takeFirst() else { return false }
    return start(next)
  }

  /// Plans `next`, asks its guards and makes its screens; returns whether it has operations to
  /// apply or guards to wait for, or `false` after finishing it.
  private func start(_ next: QueuedRequest) -> Bool {
    if guardAnswers.isUsed { guardAnswers = GuardAnswers() }
    switch prepare(next.request) {
    case .ready:
      startedRequest = next
      return true
    case .ask(let questions):
      startedRequest = next
      guardQuestions = questions
      waitsForGuards = true
      return true
    case .done:
      finish(next, .success(()))
      return false
    case .failed(let error):
      finish(next, .failure(error))
      return false
    }
  }

  func applyNextStep(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> TransitionStep {
    if waitsForGuards, let step = planAfterGuards(completion: completion) { return step }
    guard let operation = startedSteps?.takeNext() else {
      startedSteps = nil
      return .done
    }
    guard let controller = shared.controller else {
      startedSteps = nil
      return .failed(.navigationControllerReleased)
    }
    controller.apply(operation, animated: startedSteps?.animated ?? false, completion: completion)
    return .applied
  }

  /// Asks the started request's guards, or plans it again once they answered.
  ///
  /// - Returns: What the queue waits for, or `nil` when its operations are ready to apply.
  // NB: apart from `applyNextStep`, whose requests without guards then look up no generic type.
  private func planAfterGuards(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> TransitionStep? {
    guard let started = startedRequest else { return nil }
    if guardQuestions == nil {
      switch prepare(started.request) {
      case .ready:
        waitsForGuards = false
        return nil
      case .ask(let questions): guardQuestions = questions
      case .done: return .done
      case .failed(let error): return .failed(error)
      }
    }
    guard let questions = guardQuestions.take() else { return nil }
    guardTask = Task { [weak self] in
      let answers = await GuardQuestion.ask(questions)
      guard !Task.isCancelled, let self, waitsForGuards else { return }
      for answer in answers { guardAnswers.record(answer) }
      completion(.finished)
    }
    return .waiting(guardTimeout)
  }

  func finishStartedRequest(_ result: Result<Void, NavigationError>) {
    let wasAsking = waitsForGuards
    startedSteps = nil
    if waitsForGuards {
      waitsForGuards = false
      guardQuestions = nil
      guardTask.take()?.cancel()
    }
    guard let started = startedRequest.take() else { return }
    var result = result
    if case .failure(.transitionAbandoned) = result, shared.controller == nil {
      result = .failure(.navigationControllerReleased)
    }
    if case .failure(.transitionTimedOut) = result, wasAsking {
      let detail = NavigationError.Detail.waited(seconds: guardTimeout.bounded.seconds)
      result = .failure(NavigationError(.guardTimedOut, detail: detail))
    }
    finish(started, result)
  }

  func failNextRequest(_ error: NavigationError) {
    guard let next = requests.takeFirst() else { return }
    finish(next, .failure(error))
  }
}
