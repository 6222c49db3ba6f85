import Navigator

/// A navigation controller for tests: it keeps a real stack and a modal screen, and records every
/// operation as a readable ``Event``.
///
/// It is the one-stack view of a ``RecordingContainer``: the container holds the stack, the
/// presented screen and the transition in progress, and each operation is made as the
/// container's change; the controller refuses what UIKit's navigation controller refuses
/// (`NavigationOperation.refusal(onStack:presenting:)`) and records its own events.
/// ``RecordingContainer/navigationController(at:)`` hands out a view of one stack of a container
/// that stands for a window instead: a `StackNavigator` of it is an area of the `AppNavigator`
/// that drives the container, which then makes the stack navigator's changes itself.
///
/// By default each transition finishes at once. Set ``finishesTransitionsImmediately`` to `false`
/// to end them on demand with ``finishTransition(_:)``, and test what happens to requests made
/// while a transition animates, or to a transition that is cancelled, refused or never ends.
/// ``simulateUserPop(finishing:)`` plays the user tapping the back button or swiping back.
///
/// ```swift
/// let navigation = RecordingNavigationController<UIViewController>()
/// let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
/// navigator.navigate(to: .signUp(prefilledEmail: nil))
/// #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
/// ```
@MainActor
public final class RecordingNavigationController<Screen: AnyObject>: NavigationController {
  /// Every operation applied so far, oldest first.
  ///
  /// ```swift
  /// #expect(navigation.events == [.setStack([LoginDestination.login])])
  /// ```
  public private(set) var events: [Event] = []

  /// The container this controller is the view of: a root stack and at most one modal of one
  /// screen, the transition in progress, and the screens' names. It records no event of its own.
  let container: RecordingContainer<Screen>
  /// The stack of `container` this controller shows, and whether the container is a window's
  /// that handed it out (``RecordingContainer/navigationController(at:)``).
  private let location: StackLocation
  private let isInContainersWindow: Bool
  /// The level of the first modal above the stack.
  private var levelAbove: Int {
    if case .modal(let level) = location { return level + 1 }
    return 0
  }

  /// The screens on the stack, root first.
  public var screens: [Screen] { container.layout.stack(at: location) ?? [] }

  /// The container that handed out this controller, which drives its window.
  public var containingWindow: AnyObject? { isInContainersWindow ? container : nil }

  /// Where this controller's stack is in `window`, when `window` handed it out.
  func location(in window: RecordingContainer<Screen>) -> StackLocation? {
    isInContainersWindow && window === container ? location : nil
  }

  /// Asked before ``simulateUserPop(finishing:)`` pops, as UIKit asks before the user's back
  /// swipe or back button: a `StackNavigator` sets it to ask the top screen's leave guard.
  public var userMayPop: (@MainActor (_ attempt: Bool) -> Bool)?

  /// The screen presented modally, if any.
  public var presentedScreen: Screen? {
    // NB: `count` and a subscript, not `first` or `isEmpty`: unspecialized, as a navigator calls
    // it, those look up the metadata of the modals' array at each read, and `count` does not.
    let modals = container.layout.modals
    return modals.count <= levelAbove ? nil : modals[levelAbove].stack.first
  }

  /// Whether the presented screen was wrapped in a navigation controller of its own, to show a
  /// navigation bar.
  ///
  /// ```swift
  /// #expect(navigation.presentedWithNavigationBar)
  /// ```
  public var presentedWithNavigationBar: Bool {
    let modals = container.layout.modals
    return modals.count > levelAbove && modals[levelAbove].hasNavigationBar
  }

  /// Whether a transition has started and not yet finished.
  public var isTransitioning: Bool { container.isTransitioning }

  /// Whether transitions finish as soon as they start (the default) or only when
  /// ``finishTransition(_:)`` is called.
  ///
  /// ```swift
  /// navigation.finishesTransitionsImmediately = false
  /// navigator.navigate(to: .chat(.ada))
  /// navigator.navigate(to: .profile(.ada))  // waits
  /// navigation.finishTransition()  // the second push starts now
  /// ```
  public var finishesTransitionsImmediately: Bool {
    get { container.finishesTransitionsImmediately }
    set { container.finishesTransitionsImmediately = newValue }
  }

  /// A controller with `screens` on its stack and nothing presented.
  ///
  /// ```swift
  /// let navigation = RecordingNavigationController(screens: [UIViewController()])
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The stack to start with, root first; not recorded as events.
  ///   - finishesTransitionsImmediately: Whether transitions finish as soon as they start.
  public init(screens: [Screen] = [], finishesTransitionsImmediately: Bool = true) {
    container = RecordingContainer(finishesTransitionsImmediately: finishesTransitionsImmediately)
    container.layout = NavigationTree(stack: screens)
    location = .root
    isInContainersWindow = false
    container.recordUndoneTransition = { [weak self] in self?.events.append(.cancelled) }
  }

  /// A controller that shows the stack at `location` of `container`, a window's.
  init(viewing container: RecordingContainer<Screen>, at location: StackLocation) {
    self.container = container
    self.location = location
    isInContainersWindow = true
  }

  // MARK: - NavigationController

  /// Applies `operation` to the stack, records it, and finishes the transition now or on
  /// ``finishTransition(_:)``.
  public func apply(
    _ operation: NavigationOperation<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
      events.append(.refused(reason: reason))
      return completion(.refused(reason: reason))
    }
    let change: ContainerChange<Screen>
    switch operation {
    case .push(let screen):
      events.append(.push(name(of: screen), animated: animated))
      change = .push(screen, at: location)
    case .pop:
      events.append(.pop(animated: animated))
      change = .pop(at: location)
    case .popToRoot:
      events.append(.popToRoot(animated: animated))
      change = .setStack(Array(screens.prefix(1)), at: location)
    case .popTo(let screen):
      events.append(.popTo(name(of: screen), animated: animated))
      // NB: the rule has checked that the screen is on the stack.
      let stack = screens
      let index = stack.lastIndex { $0 === screen } ?? stack.count - 1
      change = .setStack(Array(stack[...index]), at: location)
    case .setStack(let newScreens):
      events.append(.setStack(newScreens.map(name(of:)), animated: animated))
      change = .setStack(newScreens, at: location)
    case .present(let screen, let withNavigationBar):
      events.append(
        .present(name(of: screen), withNavigationBar: withNavigationBar, animated: animated))
      change = .present(.init(stack: [screen], hasNavigationBar: withNavigationBar))
    case .dismiss:
      events.append(.dismiss(animated: animated))
      change = .dismiss(fromLevel: levelAbove)
    }
    container.make(change, completion: completion)
  }

  /// Calls `body` once the current transition has finished, or now when there is none.
  public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    container.afterTransition(body)
  }

  /// Remembers which destination `screen` shows, to name it in ``events``.
  public func screen<D: Destination>(_ screen: Screen, isShowing destination: D) {
    container.name(screen, showing: destination)
  }

  // MARK: - Driving transitions

  /// Ends the transition in progress with `outcome`, then runs whatever was waiting for it.
  ///
  /// A transition that ends `.cancelled` or `.refused(reason:)` puts the stack and the modal
  /// screen back as they were before it, as UIKit does, and records ``Event/cancelled``; its
  /// request fails with `NavigationError.transitionCancelled` or `.transitionRefused`.
  ///
  /// ```swift
  /// navigation.finishTransition()
  /// navigation.finishTransition(.cancelled)  // as UIKit reports an interrupted transition
  /// ```
  ///
  /// - Returns: `false` when no transition was in progress.
  @discardableResult
  public func finishTransition(_ outcome: TransitionOutcome = .finished) -> Bool {
    container.finishTransition(outcome)
  }

  /// Plays the user popping the top screen with the back button or a swipe, as UIKit does without
  /// asking any navigator.
  ///
  /// ```swift
  /// navigation.simulateUserPop()
  /// ```
  ///
  /// - Parameter finishing: Whether the pop's transition finishes at once; `nil` follows
  ///   ``finishesTransitionsImmediately``.
  /// - Returns: `false`, recording nothing, when only the root screen is left, since the back
  ///   button is hidden then, or when ``userMayPop`` stops it (a leave guard).
  @discardableResult
  public func simulateUserPop(finishing: Bool? = nil) -> Bool {
    guard screens.count > 1, !isTransitioning, userMayPop?(true) ?? true else { return false }
    events.append(.userPop)
    container.make(.pop(at: location), finishing: finishing) { _ in }
    return true
  }

  /// The name ``events`` use for `screen`: the destination it was made for, or its type.
  ///
  /// ```swift
  /// let name = navigation.name(of: navigation.screens[0])
  /// // LoginDestination.signUp(prefilledEmail: nil)
  /// ```
  public func name(of screen: Screen) -> ScreenName {
    container.name(of: screen)
  }

  /// The names of the screens on the stack, root first.
  ///
  /// ```swift
  /// #expect(navigation.stack == [ScreenName(LoginDestination.login)])
  /// ```
  public var stack: [ScreenName] { screens.map(name(of:)) }

  /// Forgets the recorded events, keeping the stack, for a test that asserts only what follows.
  ///
  /// ```swift
  /// navigation.removeAllEvents()
  /// ```
  public func removeAllEvents() {
    events.removeAll()
  }
}
