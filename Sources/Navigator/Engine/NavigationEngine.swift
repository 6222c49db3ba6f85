/// The engine under an ``AppNavigator``: one queue for the window's requests, the turn being
/// carried out, the guards, the flows and dialogs on show, and the screens the areas made.
///
/// Not generic: the container's screens are erased to `AnyObject` where the engine meets the
/// container (`NavigationContainer+Erased.swift`), so that none of this code runs unspecialized
/// in an app. The navigator over it keeps the container's type and its public API.
@MainActor
final class NavigationEngine {
  /// The screens, as the engine holds them.
  typealias Screen = AnyObject

  /// The container this engine drives.
  let container: any NavigationContainer
  /// How long to wait for the container to report the end of a transition
  /// (``AppNavigator/transitionTimeout``), for a request that brings no timeout of its own.
  var defaultTransitionTimeout: Duration = .seconds(10)
  /// Where failures of requests made without a completion go (``AppNavigator/onFailure``).
  var onFailure: (@MainActor (NavigationError) -> Void)?
  /// The graph routes are found over (``AppNavigator/routes``).
  var routes: DestinationGraph?
  /// The deep links (``AppNavigator/links``).
  var links: DeepLinks?

  let areas = AppAreas()
  let shownScreens: ShownScreens<HeldScreen>
  /// What the engine knows of the container's layout between requests.
  let model = EngineModel()
  let observers = NavigationObservers()
  /// Where the queue of the window's requests is: every request's lifecycle, as a value
  /// (`NavigationEngine+Queue.swift` runs it).
  // NB: one value, read or changed in one access: each access to a stored property of this
  // class is checked for exclusivity at run time, about a hundred instructions each.
  var machine = EngineMachine()
  /// The engines that carry out the waiting requests of the queue, in the order asked.
  var carriers = QueuedCarriers()
  /// The engine that carries out the request that runs.
  var runningCarrier: QueuedCarriers.Carrier?
  /// The timer the machine armed last, until its next action.
  var queueTimer: Task<Void, Never>?
  /// A punched ticket nothing else holds, kept for the next transition.
  var spareTicket: TransitionTicket?

  /// This navigator's requests waiting for their turn, oldest first. Before the app starts, they
  /// wait here, out of the queue (the list is not open).
  var waitingRequests = PendingRequests<Request>()
  /// The request being carried out: its guards' answers, and what is left of it to apply.
  var turn: RequestTurn?
  /// The entry and leave guards of the areas.
  var guards = NavigationGuards()
  /// Requests whose guard redirected them, waiting for the redirect's screens to go.
  var redirected: [RedirectedRequest] = []
  /// The flows and dialogs on show, each until its first screen leaves, and the dialogs waiting.
  let flows = OpenFlows()
  /// The engines of the windows that app navigators drive (``WindowQueues``).
  let windows = WindowQueues.shared
  /// The state a change leads to while the container applies it (``state``).
  var stateWhileApplying: NavigationState?

  /// How long a guard's answer may take (``AppNavigator/guardTimeout``), for a request that
  /// brings no timeout of its own.
  var defaultGuardTimeout: Duration = .seconds(300)

  /// How long the transition of the request being carried out, or of the next one, may take:
  /// its navigator's, or this engine's.
  // NB: only a stack navigator's requests bring their own, so only its engine looks at them.
  var transitionTimeout: Duration {
    guard rules != nil else { return defaultTransitionTimeout }
    let origin =
      turn?.request.origin ?? stackEditRequest?.origin ?? hostedOrigin
      ?? waitingRequests.readFirst { $0.origin }
    return origin?.transitionTimeout ?? defaultTransitionTimeout
  }

  /// How long the guards of the request being carried out may take to answer.
  var guardTimeout: Duration { guardTimeout(of: turn?.request) }

  /// How long the guards of `request` may take to answer: its navigator's, or this engine's.
  func guardTimeout(of request: Request?) -> Duration {
    request?.origin?.guardTimeout ?? defaultGuardTimeout
  }

  /// The rules of a navigation controller, when a ``StackNavigator`` drives `container`.
  let rules: StackRules?
  /// `container`, when it is a navigation controller's (``StackNavigator``).
  let stack: (any StackContainerHooks)?
  /// The one edit of the navigation controller's stack that the request being carried out
  /// makes, when it was planned from the stack's depth instead of the whole state, with the
  /// controller it was planned from, until it is applied, which it is at once
  /// (``startStackEdit(_:)``); or the window's engine that carries it out,
  /// until it is finished (``startHosted(on:)``).
  // NB: here, not in the turn: every turn is copied several times on its way, an app's too.
  // One property for both, so that the stack's path checks one access.
  var stackStep: StackStep?
  /// The request being carried out as one edit of the navigation controller's stack
  /// (``startStackEdit(_:)``), which has no turn, until it ends.
  var stackEditRequest: Request?

  /// An engine that drives `container`; the navigator over it wires the container's gestures.
  /// With `rules`, it carries out a ``StackNavigator``'s requests, which need no start, on a
  /// navigation controller (`container` is then one of ``StackContainerHooks``).
  init(container: any NavigationContainer, rules: StackRules? = nil) {
    self.container = container
    self.rules = rules
    stack = rules == nil ? nil : container as? any StackContainerHooks
    shownScreens = ShownScreens(refersWeakly: rules != nil, namesUnknownScreens: rules != nil)
    if rules != nil {
      waitingRequests.isOpen = true
    }
    if rules == nil {
      // NB: the container is the window of the navigation controllers it hands out itself.
      windows.register(self, for: container)
      (container as? any WindowQueueSharing)?.share(self)
    }
    let dialogs = DialogArea(container: container) { [weak self] id, reply in
      self?.dialog(id, didReply: reply)
    }
    // NB: the identity is the library's own, which no type of an app can have.
    try? areas.register(dialogs, for: DialogContent.self, identity: DialogArea.identity)
  }

  deinit {
    // NB: once started, every request is in the queue, which keeps this engine alive until
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

  // MARK: - State

  /// What is on screen, as destinations (``AppNavigator/state``).
  var state: NavigationState {
    if let stateWhileApplying { return stateWhileApplying }
    return shownScreens.tree(of: container.erasedLayout).map { $0.destination }
  }

  func notifyObservers() {
    // NB: only an app navigator's engine has observers (``AppNavigator/observe(_:)``); a
    // navigation controller's skips the read of the list, checked for exclusivity at run time.
    guard rules == nil else { return }
    observers.notify { state }
  }

  /// Follows a change of what is on screen: the screens that left are forgotten, observers are
  /// told, flows whose first screen left end, and requests whose redirect's screens are gone
  /// take their turn again.
  func stateDidChange() {
    // NB: the model would find the change itself, screen by screen; dropping it costs less.
    model.invalidate()
    turn?.layoutChangedMeanwhile = true
    forgetScreensOffTheLayout()
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
