import Foundation

/// The whole app's navigation in one place: the areas of the app, how one area leads into
/// another, and one queue through which every change of the window passes.
///
/// Register each area's factory once; its screens then get an `any Navigator<TheirArea>` that
/// forwards to this navigator, and any registered area's destination can be shown from any
/// screen. One handler says where an area's exits lead, so areas never learn each other's
/// types:
///
/// ```swift
/// let navigator = AppNavigator(container: UIKitWindowContainer(window: window))
/// navigator.register(LoginScreens())
/// navigator.register(HomeScreens())
/// navigator.handleExits(from: LoginDestination.self) { exit in
///   switch exit {
///   case .loggedIn(let user): .reset(to: .home(user))
///   }
/// }
/// navigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
/// ```
///
/// Every request (from an area's navigator or ``perform(_:completion:)``) waits its turn in one
/// queue and is carried out as one transaction: the state it asks for is computed from the state
/// at its turn, every new screen is made before anything on screen changes, the smallest change
/// is applied with only its last step animated, and its completion is called once. A request
/// that cannot be carried out fails with a ``NavigationError`` and changes nothing.
///
/// ``state`` always equals what is on screen, including after the user swipes back, swipes a
/// sheet down or taps a tab; ``observe(_:)`` watches it change.
@MainActor
public final class AppNavigator<Container: NavigationContainer> {
  /// The type of the screens, `UIViewController` with UIKit.
  public typealias Screen = Container.Screen

  /// The container this navigator drives: the window, or a recording container in tests.
  public let container: Container

  /// How long to wait for the container to report the end of a transition before failing the
  /// request and going on with the next. 10 seconds by default.
  public var transitionTimeout: Duration {
    get { engine.defaultTransitionTimeout }
    set { engine.defaultTransitionTimeout = newValue }
  }

  /// Called with the failure of a request made without a completion, instead of
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// appNavigator.onFailure = { error in logger.error("\(error)") }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)? {
    get { engine.onFailure }
    set { engine.onFailure = newValue }
  }

  /// The graph that ``NavigationChange/go(to:through:animated:)`` finds routes over; `nil` until
  /// the app declares one, and `go` fails with ``NavigationError/noRoute`` until then.
  ///
  /// ```swift
  /// appNavigator.routes = AppRoutes.graph()
  /// ```
  public var routes: DestinationGraph? {
    get { engine.routes }
    set { engine.routes = newValue }
  }

  /// The deep links ``NavigationChange/open(_:animated:)`` reads; `nil` until the app declares
  /// them, and opening a link fails with ``NavigationError/invalidLink`` until then.
  ///
  /// ```swift
  /// appNavigator.links = try AppLinks.make()
  /// ```
  public var links: DeepLinks? {
    get { engine.links }
    set { engine.links = newValue }
  }

  /// The engine that carries out every request: not generic over the screen type.
  let engine: NavigationEngine

  /// How long a guard's ``EntryDecision/later(_:)`` or ``LeaveDecision/later(_:)`` answer may
  /// take before its request fails with ``NavigationError/guardTimedOut``. 5 minutes by
  /// default, as a guard may wait for the user's answer to a dialog.
  ///
  /// ```swift
  /// appNavigator.guardTimeout = .seconds(30)
  /// ```
  public var guardTimeout: Duration {
    get { engine.defaultGuardTimeout }
    set { engine.defaultGuardTimeout = newValue }
  }

  /// Makes a navigator for `container`; nothing is shown until ``start(at:completion:)`` or
  /// ``restore(from:orStartAt:completion:)``, and requests made before wait for it.
  ///
  /// ```swift
  /// let navigator = AppNavigator(container: RecordingContainer<UIViewController>())
  /// ```
  public init(container: Container) {
    self.container = container
    let engine = NavigationEngine(container: container)
    self.engine = engine
    container.userDidChangeLayout = { [weak engine] in engine?.stateDidChange() }
    container.userMayChangeLayout = { [weak engine] layout, attempt in
      engine?.userMayChangeLayout(to: layout.map { $0 as AnyObject }, attempt: attempt) ?? true
    }
  }

  // MARK: - Areas

  /// Registers an area: its factory makes the screens of its destinations, and its screens get
  /// a navigator that forwards here. Registering an area again replaces its factory.
  ///
  /// In snapshots the area is named by `identifier`, or by its destination type's full name
  /// (`MyApp.MessagesDestination`) when `nil`; give one to keep snapshots readable across a
  /// rename of the type. An identifier that another area has is refused: the failure goes to
  /// ``onFailure`` or ``NavigationFailureHandler/current``, and the area is not registered.
  ///
  /// ```swift
  /// navigator.register(HomeScreens())
  /// navigator.register(SettingsScreens(), identifier: "settings")
  /// ```
  public func register<Factory: ViewControllerFactory>(
    _ factory: Factory, identifier: String? = nil
  ) where Factory.ViewController == Screen {
    let type = Factory.Destination.self
    let navigator = AreaNavigator<Factory.Destination, Container>(engine: engine)
    do {
      try engine.areas.register(
        FactoryArea(factory: factory, areaNavigator: navigator), for: type,
        identity: identifier ?? AreaIdentities.fullName(of: type))
    } catch {
      engine.report(error)
    }
  }

  /// Registers an area whose factory is a closure: for a small area, one `switch`, or one
  /// screen, with no type of its own. The same as registering a ``ScreenFactory``.
  ///
  /// ```swift
  /// navigator.register(SettingsDestination.self) { _, navigator in
  ///   SettingsViewController(navigator: navigator)
  /// }
  /// ```
  public func register<D: Destination>(
    _ area: D.Type, identifier: String? = nil,
    makeScreen: @escaping @MainActor (D, any Navigator<D>) throws -> Screen
  ) {
    register(ScreenFactory(makeScreen), identifier: identifier)
  }

  /// Handles the navigation to some destinations of `area` itself: when `change` returns a
  /// change for a destination asked for, that change is made instead of showing it; when it
  /// returns `nil`, the destination is shown as its presentation says. Handlers are followed
  /// once; the first one registered that returns a change wins. Where an area hands over to
  /// another every time (logged in, logged out), an exit says it better
  /// (``handleExits(from:_:)``).
  ///
  /// ```swift
  /// navigator.handleNavigation(to: MessagesDestination.self) { destination in
  ///   guard case .chat(let user) = destination, blocked.contains(user) else { return nil }
  ///   return .navigate(to: MessagesDestination.profile(user))
  /// }
  /// ```
  public func handleNavigation<D: Destination>(
    to area: D.Type, _ change: @escaping @MainActor (D) -> NavigationChange?
  ) {
    engine.areas.addLead(from: area, change)
  }

  /// Handles the navigation to some destinations of `area` itself.
  @available(*, deprecated, renamed: "handleNavigation(to:_:)")
  public func lead<D: Destination>(
    from area: D.Type, to change: @escaping @MainActor (D) -> NavigationChange?
  ) {
    handleNavigation(to: area, change)
  }

  /// Says where the exits of `area` lead: each time one of its screens asks for an exit
  /// (``Navigator/exit(_:)``), `change` gives the change made instead, in the exit's turn in the
  /// queue, checked by the guards as any change. Replaces the handler set for the area before.
  /// An exit without a handler fails with ``NavigationError/exitNotHandled``.
  ///
  /// ```swift
  /// appNavigator.handleExits(from: LoginDestination.self) { exit in
  ///   switch exit {
  ///   case .loggedIn(let user): .reset(to: .home(user))
  ///   }
  /// }
  /// ```
  public func handleExits<D: Destination>(
    from area: D.Type, _ change: @escaping @MainActor (D.Exit) -> NavigationChange
  ) {
    engine.areas.handleExits(from: area, change)
  }

  /// The navigator that the screens of `area` get.
  ///
  /// ```swift
  /// let messages = appNavigator.navigator(for: MessagesDestination.self)
  /// ```
  ///
  /// - Returns: `nil` when the area is not registered.
  public func navigator<D: Destination>(for area: D.Type) -> (any Navigator<D>)? {
    engine.areas.navigator(for: area) as? any Navigator<D>
  }

  // MARK: - State

  /// What is on screen, as destinations: always equal to what the container shows, including
  /// after the user changed it. Screens this navigator did not make are left out.
  ///
  /// ```swift
  /// print(appNavigator.state)  // root: LoginDestination.login
  /// ```
  public var state: NavigationState { engine.state }

  /// The number of requests waiting for their turn, not counting the one being carried out.
  public var pendingRequestCount: Int { engine.waitingRequests.count }

  /// Calls `body` with the new state each time ``state`` changes: after each request, and after
  /// the user changes what is on screen. Kept until the returned observation is cancelled or
  /// released.
  ///
  /// An observer that navigates is called again with the state its request leads to, and so is
  /// every other observer: the last state each one is given is the one on show.
  ///
  /// ```swift
  /// let screenViews = appNavigator.observe { state in
  ///   analytics.log(screen: state.topStack?.last?.caseName)
  /// }
  /// ```
  public func observe(_ body: @escaping @MainActor (NavigationState) -> Void)
    -> NavigationObservation
  {
    engine.observers.add(body, state: state)
  }
}
