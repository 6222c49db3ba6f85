/// The navigator most areas need: it makes screens with a ``ViewControllerFactory`` and shows them
/// on a ``NavigationController`` that it holds weakly.
///
/// ```swift
/// let navigator = StackNavigator(
///   navigationController: navigationController, factory: LoginScreens())
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
  /// stack.screensNavigator = coordinator  // the coordinator that wraps stack
  /// ```
  public var screensNavigator: (any Navigator<Destination>)? {
    get { screensNavigatorReference?.navigator }
    set {
      guard let newValue else {
        screensNavigatorReference = nil
        return
      }
      screensNavigatorReference = WeakNavigator(newValue)
    }
  }
  /// ``screensNavigator``, in a box that exists only while one is set.
  // NB: a weak `any Navigator<Destination>?` of its own, read in the code that is generic over
  // the destination, asks the runtime for the metadata of that optional on every screen made
  // (about 450 instructions); a box is one pointer, `nil` most often.
  private var screensNavigatorReference: WeakNavigator<Destination>?

  /// Where failures of requests made without a completion go; `nil` sends them to
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// navigator.onFailure = { error in failures.append(error) }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)? {
    get { failures.handler }
    set { failures.handler = newValue }
  }
  /// ``onFailure``, in a box the engine refers to weakly.
  // NB: a weakly referenced object gets a side table, and then every retain and release of it
  // takes the runtime's slow path; the navigator, retained by each copy of its requests, is
  // spared that (about 1,400 instructions a request).
  private let failures: FailureRoute

  /// This navigator as the factory takes it, referred to without being kept alive.
  // NB: converted once, in `init`: `self` as `any Navigator<Destination>` looks up the witness
  // table of this generic class's conformance at each screen made (about 100 instructions).
  // Unowned, not weak: a weakly referenced object gets a side table, and every retain and
  // release of the navigator would then take the runtime's slow path.
  private var erasedSelf: UnownedNavigator<Destination>?

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

  /// The engine of the navigation controller, shared with its other navigators.
  let engine: NavigationEngine
  /// The navigation controller as the engine sees it.
  let container: StackContainer<Controller>

  /// How long a guard's ``EntryDecision/later(_:)`` or ``LeaveDecision/later(_:)`` answer may
  /// take before its request fails with ``NavigationError/guardTimedOut``; 5 minutes unless set.
  ///
  /// ```swift
  /// navigator.guardTimeout = .seconds(30)
  /// ```
  public var guardTimeout: Duration = .seconds(300)

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
    let (engine, container) = StackEngines.engine(
      of: navigationController, anchor: navigationController, retainsController: false)
    self.init(engine: engine, container: container, factory: factory, onFailure: onFailure)
  }

  /// A navigator over `engine`, the engine of the navigation controller `container` stands for,
  /// which every navigator of that controller shares (``StackEngines``).
  init(
    engine: NavigationEngine, container: StackContainer<Controller>, factory: Factory,
    onFailure: (@MainActor (NavigationError) -> Void)?
  ) {
    self.engine = engine
    self.container = container
    self.factory = factory
    let failures = FailureRoute(handler: onFailure)
    self.failures = failures
    erasedSelf = UnownedNavigator(self)
    // NB: the failures of the user's pops that a guard held go to the newest navigator, as the
    // pop hook did.
    engine.onFailure = { [weak failures] error in
      if let handler = failures?.handler {
        handler(error)
      } else {
        NavigationFailureHandler.current.report(error)
      }
    }
  }

  /// The navigation controller this navigator shows screens on, or `nil` once it is released.
  ///
  /// ```swift
  /// let depth = navigator.navigationController?.screens.count
  /// ```
  public var navigationController: Controller? { container.controller }

  /// The number of this navigator's requests waiting for their turn.
  ///
  /// ```swift
  /// let pending = navigator.pendingRequestCount  // 2: two requests wait for a push
  /// ```
  public var pendingRequestCount: Int {
    engine.waitingRequests.all.reduce(0) { $0 + ($1.origin === self ? 1 : 0) }
  }

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
    let animated = request.animated
    let change: NavigationChange
    switch request.action {
    case .navigate(let destination):
      change = .navigate(to: destination, animated: animated)
    case .back:
      change = NavigationChange(.back, animated: animated)
    case .backToRoot:
      change = NavigationChange(.backToRoot, animated: animated)
    case .dismiss:
      change = NavigationChange(.dismissTop, animated: animated)
    case .exit(let exit):
      change = NavigationChange(.exit(AnyExit(exit, of: Destination.self)), animated: animated)
    }
    send(change, completion: completion)
  }

  /// Puts `change` in the engine's queue, as this navigator's request.
  private func send(
    _ change: consuming NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    // NB: the engine ends it as a stack navigator's (``NavigationEngine/finish(_:_:)``).
    engine.send(NavigationEngine.Request(change: change, completion: completion, origin: self))
  }

  // MARK: - Shortcuts

  // NB: the changes themselves, without a `NavigationRequest`: this generic code would look up
  // the metadata of `NavigationRequest<Destination>` and of its action at each call, about 650
  // instructions.

  /// Navigates to `destination`, animated, as `perform(.navigate(to: destination))` with no
  /// completion does; failures go to the failure handler.
  public func navigate(to destination: Destination) {
    send(.navigate(to: destination, animated: true), completion: nil)
  }

  /// Pops the top screen, animated, as `perform(.back)` with no completion does.
  public func goBack() {
    send(NavigationChange(.back, animated: true), completion: nil)
  }

  /// Pops to the root screen, animated, as `perform(.backToRoot)` with no completion does.
  public func goBackToRoot() {
    send(NavigationChange(.backToRoot, animated: true), completion: nil)
  }

  /// Dismisses the top modal, animated, as `perform(.dismiss)` with no completion does.
  public func dismiss() {
    send(NavigationChange(.dismissTop, animated: true), completion: nil)
  }

  /// Makes the screen of `destination` with the factory, for the screens navigator.
  ///
  /// - Throws: What the factory threw, or ``NavigationError/screenAlreadyShown`` for a screen
  ///   on show: UIKit raises an exception for a view controller pushed or presented twice. A
  ///   new root may be one of the stack it replaces.
  func makeScreen(for destination: Destination) throws -> Screen {
    let navigator: any Navigator<Destination> =
      if let screensNavigator = screensNavigatorReference?.navigator {
        screensNavigator
      } else if let erasedSelf {
        erasedSelf.navigator
      } else {
        self
      }
    var screen = try factory.makeViewController(for: destination, navigator: navigator)
    // NB: checked here, where the screen has its type: a screen that nothing else holds is
    // neither presented nor on a stack, so a new screen costs no read of the controller and no
    // scan of its stack, whatever its depth; UIKit's view controllers are held elsewhere too,
    // and checked.
    guard !isKnownUniquelyReferenced(&screen), let controller = container.controller else {
      return screen
    }
    let isShown =
      controller.presentedScreen === screen
      || (destination.presentation != .replaceStack && isOnStack(screen, controller.screens))
    guard !isShown else {
      throw NavigationError(.screenAlreadyShown, destination: AnyDestination(destination))
    }
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

/// A navigator referred to weakly: the ``StackNavigator/screensNavigator`` of a navigator.
private final class WeakNavigator<Area: Destination> {
  weak var navigator: (any Navigator<Area>)?

  init(_ navigator: any Navigator<Area>) {
    self.navigator = navigator
  }
}

/// A navigator referred to without being kept alive: a ``StackNavigator`` itself, as its
/// factory takes it.
private final class UnownedNavigator<Area: Destination> {
  unowned let navigator: any Navigator<Area>

  init(_ navigator: any Navigator<Area>) {
    self.navigator = navigator
  }
}

/// Where a navigator's failures go: its ``StackNavigator/onFailure``, held by the navigator alone.
@MainActor
private final class FailureRoute {
  var handler: (@MainActor (NavigationError) -> Void)?

  init(handler: (@MainActor (NavigationError) -> Void)?) {
    self.handler = handler
  }
}

extension StackNavigator: RequestOrigin {
  var destinationType: ObjectIdentifier { ObjectIdentifier(Destination.self) }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    try makeScreen(for: destination.base, of: destination)
  }

  /// The screen of `base`, the destination that `destination` wraps, opened.
  // NB: the engine hands this navigator only destinations of its type: opened, the wrapped
  // destination is the navigator's without a cast, nor the `Optional` of it whose metadata this
  // generic code would look up at each screen (about 330 instructions), as in `FactoryArea`.
  private func makeScreen<Wrapped>(
    for base: Wrapped, of destination: AnyDestination
  ) throws -> AnyObject {
    guard Wrapped.self == Destination.self else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try makeScreen(for: unsafeBitCast(base, to: Destination.self))
  }
}
