import Navigator

/// A navigation controller for tests: it keeps a real stack and a modal screen, and records every
/// operation as a readable ``Event``.
///
/// By default each transition finishes at once. Set ``finishesTransitionsImmediately`` to `false`
/// to finish them on demand with ``finishTransition()``, and test what happens to requests made
/// while a transition animates. ``simulateUserPop(finishing:)`` plays the user tapping the back
/// button or swiping back.
///
/// ```swift
/// let navigation = RecordingNavigationController<Screen>()
/// let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
/// navigator.navigate(to: .forgotPassword)
/// #expect(navigation.events == [.push(LoginDestination.forgotPassword)])
/// ```
@MainActor
public final class RecordingNavigationController<Screen: AnyObject>: NavigationController {
  /// Every operation applied so far, oldest first.
  ///
  /// ```swift
  /// #expect(navigation.events == [.push(ScreenName(LoginDestination.forgotPassword))])
  /// ```
  public private(set) var events: [Event] = []

  /// The screens on the stack, root first.
  public private(set) var screens: [Screen] = []

  /// The screen presented modally, if any.
  public private(set) var presentedScreen: Screen?

  /// Whether the presented screen was wrapped in a navigation stack of its own.
  ///
  /// ```swift
  /// #expect(navigation.presentedInNavigationStack)
  /// ```
  public private(set) var presentedInNavigationStack = false

  /// Whether a transition has started and not yet finished.
  public var isTransitioning: Bool { transitionCompletion != nil }

  /// Whether transitions finish as soon as they start (the default) or only when
  /// ``finishTransition()`` is called.
  ///
  /// ```swift
  /// navigation.finishesTransitionsImmediately = false
  /// navigator.navigate(to: .chat(.ada))
  /// navigator.navigate(to: .profile(.ada))  // waits
  /// navigation.finishTransition()            // the second push starts now
  /// ```
  public var finishesTransitionsImmediately: Bool

  private var transitionCompletion: (@MainActor () -> Void)?
  private var waitingForTransition: [@MainActor () -> Void] = []
  private var names: [ObjectIdentifier: ScreenName] = [:]

  /// A controller with `screens` on its stack and nothing presented.
  ///
  /// ```swift
  /// let navigation = RecordingNavigationController(screens: [HomeScreen()])
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The stack to start with, root first; not recorded as events.
  ///   - finishesTransitionsImmediately: Whether transitions finish as soon as they start.
  public init(screens: [Screen] = [], finishesTransitionsImmediately: Bool = true) {
    self.screens = screens
    self.finishesTransitionsImmediately = finishesTransitionsImmediately
  }

  // MARK: - NavigationController

  /// Applies `operation` to the stack, records it, and finishes the transition now or on
  /// ``finishTransition()``.
  public func apply(
    _ operation: NavigationOperation<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable () -> Void
  ) {
    switch operation {
    case .push(let screen):
      screens.append(screen)
      events.append(.push(name(of: screen), animated: animated))
    case .pop:
      events.append(.pop(animated: animated))
      if screens.count > 1 { removeScreens(from: screens.count - 1) }
    case .popToRoot:
      events.append(.popToRoot(animated: animated))
      if screens.count > 1 { removeScreens(from: 1) }
    case .popTo(let screen):
      events.append(.popTo(name(of: screen), animated: animated))
      if let index = screens.lastIndex(where: { $0 === screen }) {
        removeScreens(from: index + 1)
      }
    case .setStack(let newScreens):
      events.append(.setStack(newScreens.map(name(of:)), animated: animated))
      let kept = Set(newScreens.map(ObjectIdentifier.init))
      for old in screens where !kept.contains(ObjectIdentifier(old)) {
        names[ObjectIdentifier(old)] = nil
      }
      screens = newScreens
    case .present(let screen, let inNavigationStack):
      events.append(
        .present(name(of: screen), inNavigationStack: inNavigationStack, animated: animated))
      presentedScreen = screen
      presentedInNavigationStack = inNavigationStack
    case .dismiss:
      events.append(.dismiss(animated: animated))
      if let presented = presentedScreen { names[ObjectIdentifier(presented)] = nil }
      presentedScreen = nil
      presentedInNavigationStack = false
    }
    startTransition(completion)
  }

  /// Calls `body` once the current transition has finished, or now when there is none.
  public func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isTransitioning {
      waitingForTransition.append(body)
    } else {
      body()
    }
  }

  /// Remembers which destination `screen` shows, to name it in ``events``.
  public func screen<D: Destination>(_ screen: Screen, isShowing destination: D) {
    names[ObjectIdentifier(screen)] = ScreenName(destination)
  }

  // MARK: - Driving transitions

  /// Finishes the transition in progress, then runs whatever was waiting for it.
  ///
  /// ```swift
  /// navigation.finishTransition()
  /// ```
  ///
  /// - Returns: `false` when no transition was in progress.
  @discardableResult
  public func finishTransition() -> Bool {
    guard let completion = transitionCompletion else { return false }
    // NB: only what waited for this transition runs now; whatever starts waiting during the
    // completion (a transition started from it) waits for the next one, as with UIKit.
    let waiting = waitingForTransition
    waitingForTransition.removeAll()
    transitionCompletion = nil
    completion()
    for body in waiting { body() }
    return true
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
  ///   button is hidden then.
  @discardableResult
  public func simulateUserPop(finishing: Bool? = nil) -> Bool {
    guard screens.count > 1, !isTransitioning else { return false }
    removeScreens(from: screens.count - 1)
    events.append(.userPop)
    startTransition({}, finishing: finishing)
    return true
  }

  /// The name ``events`` use for `screen`: the destination it was made for, or its type.
  ///
  /// ```swift
  /// navigation.name(of: navigation.screens[0])  // LoginDestination.forgotPassword
  /// ```
  public func name(of screen: Screen) -> ScreenName {
    names[ObjectIdentifier(screen)] ?? ScreenName(unnamed: screen)
  }

  /// The names of the screens on the stack, root first.
  ///
  /// ```swift
  /// #expect(navigation.stack == [ScreenName(AppDestination.home)])
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

  // NB: names are keyed by object identity, so a screen's name goes when the screen leaves;
  // otherwise a new screen allocated at the same address would inherit it.
  private func removeScreens(from index: Int) {
    for screen in screens[index...] { names[ObjectIdentifier(screen)] = nil }
    screens.removeSubrange(index...)
  }

  private func startTransition(
    _ completion: @escaping @MainActor @Sendable () -> Void, finishing: Bool? = nil
  ) {
    transitionCompletion = completion
    if finishing ?? finishesTransitionsImmediately {
      finishTransition()
    }
  }
}
