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
/// navigator.register(MessagesScreens())
/// navigator.handleExits(from: LoginDestination.self) { exit in
///   switch exit {
///   case .loggedIn(let user): .reset(to: .messages(user))
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
  public var transitionTimeout: Duration = .seconds(10)

  /// Called with the failure of a request made without a completion, instead of
  /// ``NavigationFailureHandler/current``.
  ///
  /// ```swift
  /// appNavigator.onFailure = { error in logger.error("\(error)") }
  /// ```
  public var onFailure: (@MainActor (NavigationError) -> Void)?

  /// The graph that ``NavigationChange/go(to:through:animated:)`` finds routes over; `nil` until
  /// the app declares one, and `go` fails with ``NavigationError/noRoute`` until then.
  ///
  /// ```swift
  /// appNavigator.routes = DestinationGraph { graph in ... }
  /// ```
  public var routes: DestinationGraph?

  /// The deep links ``NavigationChange/open(_:animated:)`` reads; `nil` until the app declares
  /// them, and opening a link fails with ``NavigationError/invalidLink`` until then.
  ///
  /// ```swift
  /// appNavigator.links = try DeepLinks { links in ... }
  /// ```
  public var links: DeepLinks?

  var areas = AppAreas<Screen>()
  let shownScreens = ShownScreens<AnyObject>()
  let observers = NavigationObservers()
  /// The queue of the window's requests.
  let queue = TransitionQueue()

  /// This navigator's requests waiting for their turn, oldest first. Before the app starts, they
  /// wait here, out of the queue.
  var waitingRequests = PendingRequests<Request>()
  /// How many of `waitingRequests` are in the queue.
  var queuedCount = 0
  var isStarted = false
  /// The request being carried out: its guards' answers, and what is left of it to apply.
  var turn: RequestTurn<Request, Screen>?
  /// Whether the request being carried out waits for its guards: they are asked, or answered
  /// and it is to be planned again.
  var turnWaitsForGuards = false
  /// The entry and leave guards of the areas.
  var guards = NavigationGuards()
  /// Requests whose guard redirected them, waiting for the redirect's screens to go.
  var redirected: [RedirectedRequest<Request>] = []
  /// The flows and dialogs on show, each until its first screen leaves, and the dialogs waiting.
  let flows = OpenFlows()
  /// The state a change leads to while the container applies it (``state``).
  var stateWhileApplying: NavigationState?

  /// How long a guard's ``EntryDecision/later(_:)`` or ``LeaveDecision/later(_:)`` answer may
  /// take before its request fails with ``NavigationError/guardTimedOut``. 5 minutes by
  /// default, as a guard may wait for the user's answer to a dialog.
  ///
  /// ```swift
  /// appNavigator.guardTimeout = .seconds(30)
  /// ```
  public var guardTimeout: Duration = .seconds(300)

  /// Makes a navigator for `container`; nothing is shown until ``start(at:completion:)`` or
  /// ``restore(from:orStartAt:completion:)``, and requests made before wait for it.
  ///
  /// ```swift
  /// let navigator = AppNavigator(container: RecordingContainer<UIViewController>())
  /// ```
  public init(container: Container) {
    self.container = container
    container.userDidChangeLayout = { [weak self] in self?.stateDidChange() }
    container.userMayChangeLayout = { [weak self] layout, attempt in
      self?.userMayChangeLayout(to: layout, attempt: attempt) ?? true
    }
    (container as? any WindowQueueSharing)?.shareQueue(queue)
    let dialogs = DialogArea(container: container) { [weak self] id, reply in
      self?.dialog(id, didReply: reply)
    }
    // NB: the identity is the library's own, which no type of an app can have.
    try? areas.register(dialogs, for: DialogContent.self, identity: DialogArea<Container>.identity)
  }

  deinit {
    // NB: once started, every request is in the queue, which keeps this navigator alive until
    // it has finished them; only requests made before a start that never came are left, those
    // a guard redirected, and the flows and dialogs on show or waiting to show.
    let left = UncheckedSendable(waitingRequests.all + redirected.map { $0.request })
    let openFlows = UncheckedSendable(flows)
    let onFailure = UncheckedSendable(onFailure)
    Task { @MainActor in
      // NB: a flow whose navigator is gone is cancelled; a dialog waiting its turn fails.
      for (flow, _) in openFlows.value.takeAll() { flow.end(.cancelled) }
      for ask in openFlows.value.waitingDialogs { ask() }
      for request in left.value {
        NavigationFailureHandler.deliver(
          .failure(.appNavigatorReleased), askingFor: request.change.destination,
          to: request.completion, orTo: onFailure.value)
      }
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
  /// navigator.register(MessagesScreens())
  /// navigator.register(SettingsScreens(), identifier: "settings")
  /// ```
  public func register<Factory: ViewControllerFactory>(
    _ factory: Factory, identifier: String? = nil
  ) where Factory.ViewController == Screen {
    let type = Factory.Destination.self
    let navigator = AreaNavigator<Factory.Destination, Container>(appNavigator: self)
    do {
      try areas.register(
        FactoryArea(factory: factory, areaNavigator: navigator), for: type,
        identity: identifier ?? AreaIdentities.fullName(of: type))
    } catch {
      report(error)
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
  ///   guard case .chat(let user) = destination, user.isBlocked else { return nil }
  ///   return .navigate(to: MessagesDestination.blocked(user))
  /// }
  /// ```
  public func handleNavigation<D: Destination>(
    to area: D.Type, _ change: @escaping @MainActor (D) -> NavigationChange?
  ) {
    areas.addLead(from: area, change)
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
    areas.handleExits(from: area, change)
  }

  /// The navigator that the screens of `area` get.
  ///
  /// ```swift
  /// let messages = appNavigator.navigator(for: MessagesDestination.self)
  /// ```
  ///
  /// - Returns: `nil` when the area is not registered.
  public func navigator<D: Destination>(for area: D.Type) -> (any Navigator<D>)? {
    areas.navigator(for: area) as? any Navigator<D>
  }

  // MARK: - State

  /// What is on screen, as destinations: always equal to what the container shows, including
  /// after the user changed it. Screens this navigator did not make are left out.
  ///
  /// ```swift
  /// print(appNavigator.state)  // root: LoginDestination.login
  /// ```
  public var state: NavigationState {
    if let stateWhileApplying { return stateWhileApplying }
    return shownScreens.tree(of: container.layout).map { $0.destination }
  }

  /// The number of requests waiting for their turn, not counting the one being carried out.
  public var pendingRequestCount: Int { waitingRequests.count }

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
    observers.add(body, state: state)
  }

  func notifyObservers() {
    observers.notify { state }
  }

  /// Follows a change of what is on screen: observers are told, flows whose first screen left
  /// end, and requests whose redirect's screens are gone take their turn again.
  func stateDidChange() {
    observers.stateMayHaveChanged()
    notifyObservers()
    endFlowsThatLeft()
    resumeRedirectedRequests()
  }
}

/// A value handed to the main actor from a `deinit`, which no other code can reach any more.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
