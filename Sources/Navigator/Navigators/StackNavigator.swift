/// The navigator most areas need: it makes screens with a ``ViewControllerFactory`` and shows them
/// on a ``NavigationController`` that it holds weakly.
///
/// ```swift
/// let navigator = StackNavigator(navigationController: navigationController, factory: LoginScreens())
/// navigator.navigate(to: .signUp(prefilledEmail: nil))
/// ```
///
/// Requests that arrive while a transition is animating (one of this navigator's, another
/// navigator's or the user's back swipe) wait and are carried out in order once it has finished;
/// none is dropped. Each request is checked against the stack as it is when its turn comes, and a
/// request that no longer fits fails with a ``NavigationError`` without changing anything.
///
/// The navigator never keeps the navigation controller alive; once it is gone, requests fail with
/// ``NavigationError/navigationControllerReleased``, and so do a request whose transition was
/// still animating and those waiting behind it, as soon as the next request arrives.
@MainActor
public final class StackNavigator<
  Factory: ViewControllerFactory,
  Controller: NavigationController
>: Navigator where Factory.ViewController == Controller.Screen {
  /// The destinations of the area, those the factory makes screens for.
  public typealias Destination = Factory.Destination
  @usableFromInline typealias Screen = Controller.Screen
  @usableFromInline typealias Completion = @MainActor (Result<Void, NavigationError>) -> Void

  /// The navigation controller this navigator shows screens on, or `nil` once it is released.
  ///
  /// ```swift
  /// navigator.navigationController?.screens.count
  /// ```
  @exclusivity(unchecked) public private(set) weak var navigationController: Controller?

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
  /// final class OnboardingFlow: Navigator {
  ///   private let stack: StackNavigator<OnboardingScreens, UINavigationController>
  ///   init(navigationController: UINavigationController) {
  ///     stack = StackNavigator(navigationController: navigationController, factory: OnboardingScreens())
  ///     stack.screensNavigator = self
  ///   }
  ///   // func perform(_:completion:) handles what the flow decides and forwards the rest to `stack`
  /// }
  /// ```
  public weak var screensNavigator: (any Navigator<Destination>)? {
    didSet { injectsScreensNavigator = screensNavigator != nil }
  }

  /// Where failures of fire-and-forget calls go; `nil` sends them to
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// navigator.onFailure = { error in failures.append(error) }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)?

  // NB: the request path is `@inlinable`, with the state it touches `@usableFromInline`, so that
  // an app's calls are specialized for its destination and controller types. Unspecialized, every
  // request spent most of its time looking up generic type metadata (Benchmarks/README.md).

  /// Requests waiting for a transition; those before `pendingHead` have started already.
  // NB: all of it is only touched on the main actor, never while another access to the same
  // property is under way, so dynamic exclusivity checks would only cost time on every request.
  @usableFromInline @exclusivity(unchecked) var pending: [PendingRequest] = []
  @usableFromInline @exclusivity(unchecked) var pendingHead = 0
  @usableFromInline @exclusivity(unchecked) var inFlight: InFlight?
  @usableFromInline @exclusivity(unchecked) var isWaitingForTransition = false
  // NB: only screens made for `.popToExistingOrPush` destinations are remembered, weakly, so that
  // ordinary pushes pay nothing for the lookup and no screen is kept alive by the navigator.
  @usableFromInline @exclusivity(unchecked) var reusableScreens: [ReusableScreen] = []
  // NB: spares the common request a weak load of `screensNavigator`, which is a runtime call.
  @usableFromInline @exclusivity(unchecked) var injectsScreensNavigator = false

  /// A navigator that shows the screens `factory` makes on `navigationController`.
  ///
  /// ```swift
  /// let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  /// ```
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to drive; held weakly.
  ///   - factory: Makes the screen for each destination.
  ///   - onFailure: Where failures of fire-and-forget calls go; `nil` for
  ///     ``NavigationFailureHandler/current``.
  public init(
    navigationController: Controller, factory: Factory,
    onFailure: (@MainActor (NavigationError) -> Void)? = nil
  ) {
    self.navigationController = navigationController
    self.factory = factory
    self.onFailure = onFailure
  }

  /// Carries out `request` once the transitions before it have finished.
  ///
  /// ```swift
  /// navigator.perform(.navigate(to: .forgotPassword)) { result in print(result) }
  /// ```
  ///
  /// - Parameters:
  ///   - request: What to do.
  ///   - completion: Called when the transition has finished or the request has failed; when
  ///     `nil`, failures go to ``onFailure``.
  @inlinable
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    guard let controller = navigationController else {
      if inFlight != nil || pendingHead < pending.count {
        failEverythingAfterRelease()
      }
      return fail(.navigationControllerReleased, completion)
    }
    if pendingHead == pending.count, inFlight == nil, !controller.isTransitioning {
      start(request, completion: completion, on: controller)
    } else {
      pending.append(PendingRequest(request: request, completion: completion))
      performPending()
    }
  }

  /// The number of requests waiting for a transition to finish.
  ///
  /// ```swift
  /// navigator.pendingRequestCount  // 2 while a push animates and two more were asked for
  /// ```
  public var pendingRequestCount: Int { pending.count - pendingHead }

  // MARK: - Queue

  /// A request waiting for a transition to finish.
  @usableFromInline
  struct PendingRequest {
    @usableFromInline let request: NavigationRequest<Destination>
    @usableFromInline let completion: Completion?

    @inlinable
    init(request: NavigationRequest<Destination>, completion: Completion?) {
      self.request = request
      self.completion = completion
    }
  }

  /// The request whose transition is animating.
  @usableFromInline
  struct InFlight {
    @usableFromInline let completion: Completion?
    /// The operation still to apply once the current one has finished.
    @usableFromInline var then: NavigationOperation<Screen>?
    @usableFromInline let animated: Bool

    @inlinable
    init(completion: Completion?, then: NavigationOperation<Screen>?, animated: Bool) {
      self.completion = completion
      self.then = then
      self.animated = animated
    }
  }

  @inlinable
  func performPending() {
    while inFlight == nil, pendingHead < pending.count {
      guard let controller = navigationController else {
        return failEverythingAfterRelease()
      }
      if controller.isTransitioning {
        waitForTransition(of: controller)
        return
      }
      let next = pending[pendingHead]
      pendingHead += 1
      if pendingHead == pending.count {
        // NB: a head index instead of `removeFirst()`, which shifts the whole queue each time.
        pending.removeAll(keepingCapacity: true)
        pendingHead = 0
      }
      start(next.request, completion: next.completion, on: controller)
    }
  }

  @inlinable
  func waitForTransition(of controller: Controller) {
    guard !isWaitingForTransition else { return }
    isWaitingForTransition = true
    controller.afterTransition { [weak self] in
      guard let self else { return }
      isWaitingForTransition = false
      performPending()
    }
  }

  @inlinable
  func start(
    _ request: NavigationRequest<Destination>, completion: Completion?, on controller: Controller
  ) {
    let plan: Plan
    do {
      plan = try makePlan(for: request.action, on: controller)
    } catch {
      return fail(error, completion)
    }
    guard let first = plan.operation else {
      completion?(.success(()))
      return
    }
    inFlight = InFlight(completion: completion, then: plan.then, animated: request.animated)
    // NB: the closure captures `self` alone, so it needs no allocation of its own.
    controller.apply(first, animated: request.animated) { [self] in operationDidFinish() }
  }

  @inlinable
  func operationDidFinish() {
    // NB: a completion that arrives after the request was failed for a released navigation
    // controller finds nothing in flight; no new request can start once the controller is gone.
    guard var finished = inFlight.take() else { return }
    if let then = finished.then, let controller = navigationController {
      finished.then = nil
      inFlight = finished
      controller.apply(then, animated: finished.animated) { [self] in operationDidFinish() }
      return
    }
    finished.completion?(.success(()))
    if pendingHead < pending.count {
      performPending()
    }
  }

  /// Fails the request in flight and every waiting one: with the navigation controller gone, no
  /// transition will ever finish them.
  @usableFromInline
  func failEverythingAfterRelease() {
    let stranded =
      (inFlight.map { [$0.completion] } ?? []) + pending[pendingHead...].map(\.completion)
    inFlight = nil
    pending.removeAll()
    pendingHead = 0
    isWaitingForTransition = false
    for completion in stranded {
      fail(.navigationControllerReleased, completion)
    }
  }

  /// Hands `error` to `completion`, or to the failure handler when there is none.
  @usableFromInline
  func fail(_ error: NavigationError, _ completion: Completion?) {
    if let completion {
      completion(.failure(error))
    } else if let onFailure {
      onFailure(error)
    } else {
      NavigationFailureHandler.current.report(error)
    }
  }

  // MARK: - Planning

  /// The operations a request turns into: at most two, the second applied after the first.
  @usableFromInline
  struct Plan {
    @usableFromInline var operation: NavigationOperation<Screen>?
    @usableFromInline var then: NavigationOperation<Screen>?

    @inlinable
    init(operation: NavigationOperation<Screen>? = nil, then: NavigationOperation<Screen>? = nil) {
      self.operation = operation
      self.then = then
    }
  }

  /// A screen made for a `.popToExistingOrPush` destination.
  @usableFromInline
  struct ReusableScreen {
    @usableFromInline weak var screen: Screen?
    @usableFromInline let destination: Destination

    @inlinable
    init(screen: Screen, destination: Destination) {
      self.screen = screen
      self.destination = destination
    }
  }

  @inlinable
  func makePlan(
    for action: NavigationRequest<Destination>.Action, on controller: Controller
  ) throws(NavigationError) -> Plan {
    switch action {
    case .navigate(let destination):
      return try makePlan(for: destination, on: controller)
    case .back:
      guard controller.screens.count > 1 else { throw .nothingToPop }
      return Plan(operation: .pop)
    case .backToRoot:
      let count = controller.screens.count
      guard count > 0 else { throw .nothingToPop }
      // NB: already at the root is the state asked for, so it succeeds without a transition.
      return Plan(operation: count > 1 ? .popToRoot : nil)
    case .dismiss:
      guard controller.presentedScreen != nil else { throw .nothingToDismiss }
      return Plan(operation: .dismiss)
    }
  }

  @inlinable
  func makePlan(for destination: Destination, on controller: Controller)
    throws(NavigationError) -> Plan
  {
    let presentation = destination.presentation
    switch presentation {
    case .push:
      return Plan(operation: .push(try makeScreen(for: destination, on: controller)))
    case .modal, .modalInNavigationStack:
      guard controller.presentedScreen == nil else {
        throw .alreadyPresenting(AnyDestination(destination))
      }
      let screen = try makeScreen(for: destination, on: controller)
      return Plan(
        operation: .present(screen, inNavigationStack: presentation == .modalInNavigationStack))
    case .replaceStack:
      let screen = try makeScreen(for: destination, on: controller)
      return Plan(
        operation: .setStack([screen]),
        then: controller.presentedScreen == nil ? nil : .dismiss)
    case .popToExistingOrPush:
      if let existing = existingScreen(showing: destination, on: controller) {
        guard existing !== controller.screens.last else { return Plan() }
        return Plan(operation: .popTo(existing))
      }
      let screen = try makeScreen(for: destination, on: controller)
      reusableScreens.removeAll { $0.screen == nil }
      reusableScreens.append(ReusableScreen(screen: screen, destination: destination))
      return Plan(operation: .push(screen))
    }
  }

  @inlinable
  func existingScreen(showing destination: Destination, on controller: Controller) -> Screen? {
    for entry in reusableScreens.reversed() where entry.destination == destination {
      if let screen = entry.screen, controller.screens.contains(where: { $0 === screen }) {
        return screen
      }
    }
    return nil
  }

  @inlinable
  func makeScreen(for destination: Destination, on controller: Controller)
    throws(NavigationError) -> Screen
  {
    let screen: Screen
    do {
      let navigator = injectsScreensNavigator ? screensNavigator ?? self : self
      screen = try factory.makeViewController(for: destination, navigator: navigator)
    } catch {
      throw .screenUnavailable(AnyDestination(destination), reason: "\(error)")
    }
    controller.screen(screen, isShowing: destination)
    return screen
  }
}
