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
  private typealias Screen = Controller.Screen
  private typealias Completion = @MainActor (Result<Void, NavigationError>) -> Void

  /// The navigation controller this navigator shows screens on, or `nil` once it is released.
  ///
  /// ```swift
  /// navigator.navigationController?.screens.count
  /// ```
  public private(set) weak var navigationController: Controller?

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
  public weak var screensNavigator: (any Navigator<Destination>)?

  /// Where failures of fire-and-forget calls go; `nil` sends them to
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// navigator.onFailure = { error in failures.append(error) }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)?

  private var pending: [(request: NavigationRequest<Destination>, completion: Completion?)] = []
  private var inFlight: InFlight?
  private var isWaitingForTransition = false
  // NB: only screens made for `.popToExistingOrPush` destinations are remembered, weakly, so that
  // ordinary pushes pay nothing for the lookup and no screen is kept alive by the navigator.
  private var reusableScreens: [ReusableScreen] = []

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
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    if navigationController == nil, inFlight != nil || !pending.isEmpty {
      failEverythingAfterRelease()
    }
    if pending.isEmpty, inFlight == nil, navigationController?.isTransitioning != true {
      start(request, completion: completion)
    } else {
      pending.append((request, completion))
      performPending()
    }
  }

  /// The number of requests waiting for a transition to finish.
  ///
  /// ```swift
  /// navigator.pendingRequestCount  // 2 while a push animates and two more were asked for
  /// ```
  public var pendingRequestCount: Int { pending.count }

  // MARK: - Queue

  private func performPending() {
    while inFlight == nil, !pending.isEmpty {
      if let controller = navigationController, controller.isTransitioning {
        waitForTransition(of: controller)
        return
      }
      let (request, completion) = pending.removeFirst()
      start(request, completion: completion)
    }
  }

  private func waitForTransition(of controller: Controller) {
    guard !isWaitingForTransition else { return }
    isWaitingForTransition = true
    controller.afterTransition { [weak self] in
      guard let self else { return }
      isWaitingForTransition = false
      performPending()
    }
  }

  private func start(_ request: NavigationRequest<Destination>, completion: Completion?) {
    guard let controller = navigationController else {
      return finish(.failure(.navigationControllerReleased), completion)
    }
    let plan: Plan
    do {
      plan = try makePlan(for: request.action, on: controller)
    } catch {
      return finish(.failure(error), completion)
    }
    guard let first = plan.operation else {
      return finish(.success(()), completion)
    }
    inFlight = InFlight(completion: completion, then: plan.then, animated: request.animated)
    // NB: the closure captures `self` alone, so it needs no allocation of its own.
    controller.apply(first, animated: request.animated) { [self] in operationDidFinish() }
  }

  private func operationDidFinish() {
    // NB: a completion that arrives after the request was failed for a released navigation
    // controller finds nothing in flight; no new request can start once the controller is gone.
    guard var inFlight else { return }
    if let then = inFlight.then, let controller = navigationController {
      inFlight.then = nil
      self.inFlight = inFlight
      controller.apply(then, animated: inFlight.animated) { [self] in operationDidFinish() }
      return
    }
    self.inFlight = nil
    finish(.success(()), inFlight.completion)
    performPending()
  }

  /// Fails the request in flight and every waiting one: with the navigation controller gone, no
  /// transition will ever finish them.
  private func failEverythingAfterRelease() {
    let stranded = (inFlight.map { [$0.completion] } ?? []) + pending.map(\.completion)
    inFlight = nil
    pending.removeAll()
    isWaitingForTransition = false
    for completion in stranded {
      finish(.failure(.navigationControllerReleased), completion)
    }
  }

  private func finish(_ result: Result<Void, NavigationError>, _ completion: Completion?) {
    if let completion {
      completion(result)
    } else if case .failure(let error) = result {
      if let onFailure {
        onFailure(error)
      } else {
        NavigationFailureHandler.current.report(error)
      }
    }
  }

  // MARK: - Planning

  /// The operations a request turns into: at most two, the second applied after the first.
  private struct Plan {
    var operation: NavigationOperation<Screen>?
    var then: NavigationOperation<Screen>?
  }

  /// The request whose transition is animating.
  private struct InFlight {
    let completion: Completion?
    /// The operation still to apply once the current one has finished.
    var then: NavigationOperation<Screen>?
    let animated: Bool
  }

  private struct ReusableScreen {
    weak var screen: Screen?
    let destination: Destination
  }

  private func makePlan(
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

  private func makePlan(for destination: Destination, on controller: Controller)
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

  private func existingScreen(showing destination: Destination, on controller: Controller)
    -> Screen?
  {
    for entry in reusableScreens.reversed() where entry.destination == destination {
      if let screen = entry.screen, controller.screens.contains(where: { $0 === screen }) {
        return screen
      }
    }
    return nil
  }

  private func makeScreen(for destination: Destination, on controller: Controller)
    throws(NavigationError) -> Screen
  {
    let screen: Screen
    do {
      screen = try factory.makeViewController(
        for: destination, navigator: screensNavigator ?? self)
    } catch {
      throw .screenUnavailable(AnyDestination(destination), reason: "\(error)")
    }
    controller.screen(screen, isShowing: destination)
    return screen
  }
}
