import Foundation

/// The whole app's navigation in one place: the areas of the app, how one area leads into
/// another, and one queue through which every change of the window passes.
///
/// Register each area's factory once; its screens then get an `any Navigator<TheirArea>` that
/// forwards to this navigator, and any registered area's destination can be shown from any
/// screen. One line maps an area's exit into another area, so areas never learn each other's
/// types:
///
/// ```swift
/// let navigator = AppNavigator(container: UIKitWindowContainer(window: window))
/// navigator.register(LoginScreens())
/// navigator.register(MessagesScreens())
/// navigator.lead(from: LoginDestination.self) { destination in
///   if case .loginCompleted(let user) = destination { .reset(to: .messages(user)) } else { nil }
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

  private var areas: [ObjectIdentifier: any RegisteredArea<Screen>] = [:]
  private var leads: [ObjectIdentifier: [@MainActor (AnyDestination) -> NavigationChange?]] = [:]
  private var destinationAreas = DestinationAreas()
  private var shownScreens = ShownScreens<AnyObject>()
  private var observers: [Observer] = []
  private var lastObservedState: NavigationState?

  private var waiting: [Request?] = []
  private var head = 0
  private var running: Running?
  private var wait: Wait?
  private var waitDeadline: ContinuousClock.Instant?
  private var isStarted = false
  private var isDraining = false
  private var isApplying = false
  private var lastTicketNumber: UInt64 = 0

  /// Makes a navigator for `container`; nothing is shown until ``start(at:completion:)`` or
  /// ``restore(from:orStartAt:completion:)``, and requests made before wait for it.
  ///
  /// ```swift
  /// let navigator = AppNavigator(container: RecordingContainer<UIViewController>())
  /// ```
  public init(container: Container) {
    self.container = container
    container.userDidChangeLayout = { [weak self] in self?.notifyObservers() }
  }

  // MARK: - Areas

  /// Registers an area: its factory makes the screens of its destinations, and its screens get
  /// a navigator that forwards here. Registering an area again replaces its factory.
  ///
  /// ```swift
  /// navigator.register(MessagesScreens())
  /// ```
  public func register<Factory: ViewControllerFactory>(_ factory: Factory)
  where Factory.ViewController == Screen {
    let navigator = AreaNavigator<Factory.Destination, Container>(appNavigator: self)
    areas[ObjectIdentifier(Factory.Destination.self)] = Area(
      factory: factory, areaNavigator: navigator)
    destinationAreas.add(Factory.Destination.self)
  }

  /// Makes a destination of `area` lead into another area: when `change` returns a change for
  /// it, that change is made instead of showing the destination. Leads are followed once; the
  /// first one registered that returns a change wins.
  ///
  /// ```swift
  /// navigator.lead(from: LoginDestination.self) { destination in
  ///   if case .loginCompleted(let user) = destination { .reset(to: .messages(user)) } else { nil }
  /// }
  /// ```
  public func lead<D: Destination>(
    from area: D.Type, to change: @escaping @MainActor (D) -> NavigationChange?
  ) {
    leads[ObjectIdentifier(D.self), default: []].append { destination in
      destination.as(D.self).flatMap(change)
    }
  }

  /// The navigator that the screens of `area` get.
  ///
  /// ```swift
  /// let messages = appNavigator.navigator(for: MessagesDestination.self)
  /// ```
  ///
  /// - Returns: `nil` when the area is not registered.
  public func navigator<D: Destination>(for area: D.Type) -> (any Navigator<D>)? {
    areas[ObjectIdentifier(D.self)]?.navigator as? any Navigator<D>
  }

  // MARK: - State

  /// What is on screen, as destinations: always equal to what the container shows, including
  /// after the user changed it. Screens this navigator did not make are left out.
  ///
  /// ```swift
  /// print(appNavigator.state)  // root: LoginDestination.login
  /// ```
  public var state: NavigationState {
    shownTree().shown.map { $0.destination }
  }

  /// The number of requests waiting for their turn, not counting the one being carried out.
  public var pendingRequestCount: Int { waiting.count - head }

  /// Calls `body` with the new state each time ``state`` changes: after each request, and after
  /// the user changes what is on screen. Kept until the returned observation is cancelled or
  /// released.
  ///
  /// ```swift
  /// let screenViews = appNavigator.observe { state in
  ///   analytics.log(screen: state.topStack?.last?.caseName)
  /// }
  /// ```
  public func observe(_ body: @escaping @MainActor (NavigationState) -> Void)
    -> NavigationObservation
  {
    let observation = NavigationObservation()
    observers.append(Observer(observation: observation, body: body))
    if lastObservedState == nil { lastObservedState = state }
    return observation
  }

  // MARK: - Requests

  /// Shows `state` as the app's first screens, then carries out the requests made before.
  ///
  /// ```swift
  /// appNavigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
  /// ```
  public func start(
    at state: NavigationState,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    startFirst(Request(change: .reset(to: state, animated: false), completion: completion))
  }

  /// Carries out `change` in its turn, as one transaction, and calls `completion` once with how
  /// it ended.
  ///
  /// ```swift
  /// appNavigator.perform(.selectTab("chats", stack: [inbox, chat])) { result in ... }
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change, computed from the state at its turn.
  ///   - completion: Called once; without one, a failure goes to ``onFailure`` or
  ///     ``NavigationFailureHandler/current``.
  public func perform(
    _ change: NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    waiting.append(Request(change: change, completion: completion))
    drain()
  }

  /// Carries out `change` in its turn and returns once it ended.
  ///
  /// ```swift
  /// try await appNavigator.perform(.dismissAll)
  /// ```
  public func perform(_ change: NavigationChange) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      perform(change) { continuation.resume(returning: $0) }
    }
    try result.get()
  }

  /// Shows `destination` of any registered area from anywhere, as its presentation says.
  ///
  /// ```swift
  /// appNavigator.navigate(to: MessagesDestination.chat(.ada))
  /// ```
  public func navigate(to destination: some Destination) {
    perform(.navigate(to: destination))
  }

  // MARK: - Snapshots

  /// The state as a versioned snapshot, to save and give to
  /// ``restore(from:orStartAt:completion:)`` after a relaunch.
  ///
  /// ```swift
  /// UserDefaults.standard.set(try appNavigator.snapshot(), forKey: "navigation")
  /// ```
  ///
  /// - Throws: ``NavigationError/snapshotUnavailable`` when a destination on screen is not
  ///   `Codable`.
  public func snapshot() throws(NavigationError) -> Data {
    let state = state
    do {
      return try NavigationSnapshot(state: state).encoded()
    } catch {
      let notCodable = state.elements.first { !($0.base is any Encodable) }
      throw NavigationError(.snapshotUnavailable, destination: notCodable, underlyingError: error)
    }
  }

  /// Restores a snapshot made by ``snapshot()``: every screen is made through the factories and
  /// shown in one transaction, in the queue's turn, like ``start(at:completion:)``.
  ///
  /// When the data is corrupt, its version unknown, or a destination can no longer be decoded
  /// or made, the app starts at `fallback` instead and `completion` gets
  /// ``NavigationError/snapshotUnreadable``; nothing half-built is shown.
  ///
  /// ```swift
  /// appNavigator.restore(from: saved, orStartAt: loginState) { result in
  ///   if case .failure(let error) = result { logger.notice("\(error)") }
  /// }
  /// ```
  public func restore(
    from data: Data, orStartAt fallback: NavigationState,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    let restored: NavigationState
    do {
      restored = try NavigationSnapshot.decode(data, areas: destinationAreas).state
    } catch {
      let unreadable = NavigationError(
        .snapshotUnreadable, detail: .reason(error.reason), underlyingError: error)
      startFirst(
        Request(change: .reset(to: fallback, animated: false)) { [weak self] result in
          self?.finish(completion, .failure(unreadable), orIfFailed: result)
        })
      return
    }
    startFirst(
      Request(change: .reset(to: restored, animated: false)) { [weak self] result in
        guard case .failure(let error) = result, let self else {
          self?.finish(completion, result)
          return
        }
        let unreadable = NavigationError(
          .snapshotUnreadable, destination: error.destination,
          detail: .reason("a destination's screen could not be made"), underlyingError: error)
        self.startFirst(
          Request(change: .reset(to: fallback, animated: false)) { [weak self] fallbackResult in
            self?.finish(completion, .failure(unreadable), orIfFailed: fallbackResult)
          })
      })
  }

  // MARK: - Queue

  private struct Request {
    let change: NavigationChange
    let completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  }

  /// The request being carried out, and the container changes it is made of.
  private struct Running {
    let request: Request
    let changes: [ContainerChange<Screen>]
    var next = 0
    var ticket: UInt64 = 0
    var timer: Task<Void, Never>?
  }

  /// A wait for a transition the container reports and no request started.
  private struct Wait {
    let ticket: UInt64
    var timer: Task<Void, Never>?
  }

  private func startFirst(_ request: Request) {
    isStarted = true
    waiting.insert(request, at: head)
    drain()
  }

  private func drain() {
    guard isStarted, !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while running == nil, wait == nil, head < waiting.count {
      if container.isTransitioning {
        waitForTransition()
        continue
      }
      waitDeadline = nil
      guard let request = takeNextRequest() else { continue }
      start(request)
    }
  }

  private func takeNextRequest() -> Request? {
    // NB: moved out, so that nothing of the request is released inside a mutation of `waiting`.
    let next = waiting[head].take()
    head += 1
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: true)
      head = 0
    }
    return next
  }

  private func start(_ request: Request) {
    let (shown, layout) = shownTree()
    let changes: [ContainerChange<Screen>]
    do {
      let target = try request.change.target(
        from: shown.map { $0.destination }, routes: routes, links: links
      ) { destination in
        leadingChange(for: destination)
      }
      let steps = try PathPlanner.plan(from: shown, to: target) { $0.destination }
      changes = try makeScreens(for: steps, layout: layout)
    } catch {
      finish(request, .failure(error))
      return
    }
    guard !changes.isEmpty else {
      finish(request, .success(()))
      return
    }
    running = Running(request: request, changes: changes)
    applySteps()
  }

  private func leadingChange(for destination: AnyDestination) -> NavigationChange? {
    for lead in leads[ObjectIdentifier(type(of: destination.base))] ?? [] {
      if let change = lead(destination) { return change }
    }
    return nil
  }

  /// Applies the running request's changes in order while their transitions end at once.
  private func applySteps() {
    while let current = running, current.next < current.changes.count, !isApplying {
      let index = current.next
      let isLast = index == current.changes.count - 1
      lastTicketNumber += 1
      let ticket = TransitionTicket(owner: self)
      ticket.arm(lastTicketNumber)
      running?.next = index + 1
      running?.ticket = ticket.number
      isApplying = true
      container.apply(
        current.changes[index], animated: isLast && current.request.change.animated
      ) { [ticket] outcome in ticket.punch(outcome) }
      isApplying = false
      guard let after = running, after.ticket == ticket.number else { return }
      if ticket.isArmed {
        running?.timer = timer(for: ticket.number, after: transitionTimeout)
        return
      }
    }
  }

  private func finishRunning(_ result: Result<Void, NavigationError>) {
    guard let finished = running.take() else { return }
    finished.timer?.cancel()
    notifyObservers()
    finish(finished.request, result)
    drain()
  }

  private func finish(_ request: Request, _ result: Result<Void, NavigationError>) {
    NavigationFailureHandler.deliver(
      result, askingFor: request.change.destination, to: request.completion, orTo: onFailure)
  }

  /// Ends a restore: its own result, or the fallback's failure when the fallback failed too.
  private func finish(
    _ completion: (@MainActor (Result<Void, NavigationError>) -> Void)?,
    _ result: Result<Void, NavigationError>,
    orIfFailed fallbackResult: Result<Void, NavigationError>? = nil
  ) {
    var result = result
    if case .failure(let fallbackError) = fallbackResult { result = .failure(fallbackError) }
    NavigationFailureHandler.deliver(
      result, askingFor: AnyDestination?.none, to: completion, orTo: onFailure)
  }

  // MARK: - Screens

  /// The container's layout, and the same tree with the destination of each screen and where
  /// it is; screens this navigator did not make are left out, and so is every modal above a modal
  /// presenting one of them.
  private func shownTree() -> (shown: NavigationTree<Shown>, layout: NavigationTree<Screen>) {
    let layout = container.layout
    // NB: `Shown` is not generic, so this loop looks up no generic type at run time per screen.
    func shown(_ stack: [Screen], at location: StackLocation) -> [Shown] {
      // NB: a loop over the array's buffer, since the standard library's iterators run
      // unspecialized here.
      var shown: [Shown] = []
      shown.reserveCapacity(stack.count)
      stack.withUnsafeBufferPointer { screens in
        for index in screens.indices {
          if let destination = shownScreens.destination(of: screens[index]) {
            shown.append(Shown(location: location, index: index, destination: destination))
          }
        }
      }
      return shown
    }
    var tree = NavigationTree<Shown>(stack: [])
    switch layout.root {
    case .stack(let stack):
      tree.root = .stack(shown(stack, at: .root))
    case .tabs(let tabs, let selected):
      var shownTabs: [NavigationTree<Shown>.Tab] = []
      for (index, tab) in tabs.enumerated() {
        shownTabs.append(.init(tab.id, shown(tab.stack, at: .tab(index))))
      }
      tree.root = .tabs(shownTabs, selectedIndex: selected)
    }
    for (level, modal) in layout.modals.enumerated() {
      // NB: a modal the app presented itself hides what is above it from the state.
      guard let first = modal.stack.first, shownScreens.destination(of: first) != nil else { break }
      tree.modals.append(
        .init(
          stack: shown(modal.stack, at: .modal(level)), hasNavigationBar: modal.hasNavigationBar))
    }
    return (tree, layout)
  }

  /// Makes every new screen of `steps`, then turns them into container changes. Nothing is
  /// remembered or shown if a screen cannot be made.
  private func makeScreens(
    for steps: [PathPlanner.Step<Shown>], layout: NavigationTree<Screen>
  ) throws(NavigationError) -> [ContainerChange<Screen>] {
    var made: [(screen: Screen, destination: AnyDestination)] = []
    // NB: the screens on show and those made so far, so that each check is constant-time.
    var taken = Set(layout.elements.map(ObjectIdentifier.init))
    var keptFrom: (location: StackLocation, stack: [Screen])?
    func make(_ slots: [PathPlanner.Slot<Shown>]) throws(NavigationError) -> [Screen] {
      var screens: [Screen] = []
      screens.reserveCapacity(slots.count)
      for slot in slots {
        switch slot {
        case .kept(let kept):
          if keptFrom?.location != kept.location {
            keptFrom = (kept.location, layout.stack(at: kept.location) ?? [])
          }
          screens.append(keptFrom!.stack[kept.index])
        case .new(let destination):
          let screen = try makeScreen(for: destination)
          guard taken.insert(ObjectIdentifier(screen)).inserted else {
            throw NavigationError(.screenAlreadyShown, destination: destination)
          }
          made.append((screen, destination))
          screens.append(screen)
        }
      }
      return screens
    }
    var changes: [ContainerChange<Screen>] = []
    for step in steps {
      switch step {
      case .setRoot(let root):
        switch root {
        case .stack(let slots):
          changes.append(.setRoot(.stack(try make(slots))))
        case .tabs(let tabs, let index):
          var madeTabs: [NavigationTree<Screen>.Tab] = []
          for tab in tabs { madeTabs.append(.init(tab.id, try make(tab.stack))) }
          changes.append(.setRoot(.tabs(madeTabs, selectedIndex: index)))
        }
      case .setStack(let slots, let location):
        changes.append(.setStack(try make(slots), at: location))
      case .selectTab(let index):
        changes.append(.selectTab(index))
      case .present(let modal):
        changes.append(
          .present(.init(stack: try make(modal.stack), hasNavigationBar: modal.hasNavigationBar)))
      case .dismiss(let level):
        changes.append(.dismiss(fromLevel: level))
      }
    }
    for (screen, destination) in made {
      shownScreens.remember(screen, showing: destination)
      container.screen(screen, isShowing: destination)
    }
    return changes
  }

  private func makeScreen(for destination: AnyDestination) throws(NavigationError) -> Screen {
    guard let area = areas[ObjectIdentifier(type(of: destination.base))] else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    do {
      return try area.makeScreen(for: destination)
    } catch {
      throw NavigationError(
        .screenUnavailable, destination: destination, underlyingError: error)
    }
  }

  // MARK: - Observers

  private func notifyObservers() {
    observers.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
    guard !observers.isEmpty else {
      lastObservedState = nil
      return
    }
    let current = state
    guard current != lastObservedState else { return }
    lastObservedState = current
    for observer in observers where observer.observation?.isCancelled == false {
      observer.body(current)
    }
  }

  private struct Observer {
    weak var observation: NavigationObservation?
    let body: @MainActor (NavigationState) -> Void
  }

  // MARK: - Waiting for the container

  private func waitForTransition() {
    let now = ContinuousClock.now
    let deadline = waitDeadline ?? now.advanced(by: transitionTimeout)
    waitDeadline = deadline
    guard now < deadline else {
      waitDeadline = nil
      if let request = takeNextRequest() {
        let detail = NavigationError.Detail.stuckTransition(seconds: transitionTimeout.seconds)
        finish(request, .failure(NavigationError(.transitionTimedOut, detail: detail)))
      }
      return
    }
    lastTicketNumber += 1
    let ticket = TransitionTicket(owner: self)
    ticket.arm(lastTicketNumber)
    wait = Wait(ticket: ticket.number)
    container.afterTransition { [ticket] in ticket.punch(.finished) }
    if wait?.ticket == ticket.number {
      wait?.timer = timer(for: ticket.number, after: now.duration(to: deadline))
    }
  }

  /// Ends the wait numbered `number`, if it is the one under way.
  private func endWait(numbered number: UInt64) -> Bool {
    guard let ended = wait, ended.ticket == number else { return false }
    wait = nil
    ended.timer?.cancel()
    if container.isTransitioning, let deadline = waitDeadline, ContinuousClock.now < deadline {
      // NB: the wait ended though the transition goes on; look again a frame later.
      lastTicketNumber += 1
      wait = Wait(
        ticket: lastTicketNumber, timer: timer(for: lastTicketNumber, after: .milliseconds(16)))
      return true
    }
    drain()
    return true
  }

  private func timer(for number: UInt64, after delay: Duration) -> Task<Void, Never> {
    Task { [weak self] in
      guard (try? await Task.sleep(for: delay)) != nil else { return }
      self?.transitionTimedOut(number)
    }
  }

  private func transitionTimedOut(_ number: UInt64) {
    if !endWait(numbered: number), running?.ticket == number {
      let detail = NavigationError.Detail.waited(seconds: transitionTimeout.seconds)
      finishRunning(.failure(NavigationError(.transitionTimedOut, detail: detail)))
    }
  }
}

// MARK: - TransitionTicketOwner

extension AppNavigator: TransitionTicketOwner {
  func transition(_ number: UInt64, endedWith outcome: TransitionOutcome) {
    if endWait(numbered: number) { return }
    guard let current = running, current.ticket == number else {
      TransitionTicket.reportUnexpectedCompletion()
      return
    }
    current.timer?.cancel()
    running?.timer = nil
    guard outcome == .finished else {
      return finishRunning(.failure(NavigationError(outcome)))
    }
    guard current.next < current.changes.count else {
      return finishRunning(.success(()))
    }
    if !isApplying { applySteps() }
  }

  func transitionWasAbandoned(_ number: UInt64) {
    if !endWait(numbered: number), running?.ticket == number {
      finishRunning(.failure(.transitionAbandoned))
    }
  }
}

// MARK: - Areas

/// A screen on show: where it is in the container's layout, and the destination it was made for.
struct Shown {
  let location: StackLocation
  let index: Int
  let destination: AnyDestination
}

/// A registered area: its factory, behind the destination type.
@MainActor
protocol RegisteredArea<Screen> {
  associatedtype Screen: AnyObject
  var navigator: AnyObject { get }
  func makeScreen(for destination: AnyDestination) throws -> Screen
}

private struct Area<Factory: ViewControllerFactory, Container: NavigationContainer>: RegisteredArea
where Factory.ViewController == Container.Screen {
  let factory: Factory
  let areaNavigator: AreaNavigator<Factory.Destination, Container>

  var navigator: AnyObject { areaNavigator }

  func makeScreen(for destination: AnyDestination) throws -> Container.Screen {
    // NB: areas are looked up by their destinations' type, so the cast always succeeds.
    guard let typed = destination.as(Factory.Destination.self) else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try factory.makeViewController(for: typed, navigator: areaNavigator)
  }
}

extension Error {
  /// Why a snapshot could not be read, in a sentence without the snapshot's values.
  fileprivate var reason: String {
    switch self {
    case let unknown as DestinationAreas.UnknownArea:
      return "it names the area \(unknown.name), which is not registered"
    case let version as NavigationSnapshot.UnknownVersion:
      return "its version \(version.version) is not one this library reads (up to "
        + "\(NavigationSnapshot.currentVersion))"
    case let decoding as DecodingError:
      switch decoding {
      case .dataCorrupted(let context) where context.codingPath.isEmpty:
        return "its data is not a snapshot"
      case .keyNotFound(let key, let context):
        let path = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
        return "it has no \(path)"
      case .dataCorrupted(let context), .typeMismatch(_, let context),
        .valueNotFound(_, let context):
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return "it cannot be decoded at \(path.isEmpty ? "its top" : path)"
      @unknown default:
        return "it cannot be decoded"
      }
    default:
      return "it cannot be decoded"
    }
  }
}
