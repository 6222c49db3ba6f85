import Navigator

/// A navigation controller for tests: it keeps a real stack and a modal screen, and records every
/// operation as a readable ``Event``.
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
  /// #expect(navigation.events == [.setStack([LoginDestination.loginCompleted(user: .ada)])])
  /// ```
  public private(set) var events: [Event] = []

  /// The screens on the stack, root first.
  public private(set) var screens: [Screen] = []

  /// Asked before ``simulateUserPop(finishing:)`` pops, as UIKit asks before the user's back
  /// swipe or back button: a `StackNavigator` sets it to ask the top screen's leave guard.
  public var userMayPop: (@MainActor (_ attempt: Bool) -> Bool)?

  /// The screen presented modally, if any.
  public private(set) var presentedScreen: Screen?

  /// Whether the presented screen was wrapped in a navigation controller of its own, to show a
  /// navigation bar.
  ///
  /// ```swift
  /// #expect(navigation.presentedWithNavigationBar)
  /// ```
  public private(set) var presentedWithNavigationBar = false

  /// Whether a transition has started and not yet finished.
  public var isTransitioning: Bool { transitionCompletion != nil }

  /// Whether transitions finish as soon as they start (the default) or only when
  /// ``finishTransition(_:)`` is called.
  ///
  /// ```swift
  /// navigation.finishesTransitionsImmediately = false
  /// navigator.navigate(to: .chat(.ada))
  /// navigator.navigate(to: .profile(.ada))  // waits
  /// navigation.finishTransition()            // the second push starts now
  /// ```
  public var finishesTransitionsImmediately: Bool

  private var transitionCompletion: (@MainActor (TransitionOutcome) -> Void)?
  /// The stack and modal screen before the transition in progress, restored if it is cancelled.
  private var stateBeforeTransition: (screens: [Screen], presented: Screen?, withBar: Bool)?
  private var waitingForTransition: [@MainActor () -> Void] = []
  private var names = ScreenNames<Screen>()
  /// The dialogs' screens and replies (`RecordingNavigationController+Dialogs.swift`).
  var dialogs = RecordingDialogs<Screen>()

  /// Takes the presented dialog away, as `UIAlertController` dismisses itself.
  func dismissDialogScreen() {
    presentedScreen = nil
    presentedWithNavigationBar = false
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
    self.screens = screens
    self.finishesTransitionsImmediately = finishesTransitionsImmediately
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
    // NB: only a transition left running can be cancelled; copying the stack for every other one
    // would make each push copy the whole array.
    let before =
      finishesTransitionsImmediately ? nil : (screens, presentedScreen, presentedWithNavigationBar)
    switch operation {
    case .push(let screen):
      screens.append(screen)
      events.append(.push(name(of: screen), animated: animated))
    case .pop:
      events.append(.pop(animated: animated))
      if screens.count > 1 { screens.removeLast() }
    case .popToRoot:
      events.append(.popToRoot(animated: animated))
      if screens.count > 1 { screens.removeSubrange(1...) }
    case .popTo(let screen):
      events.append(.popTo(name(of: screen), animated: animated))
      if let index = screens.lastIndex(where: { $0 === screen }) {
        screens.removeSubrange((index + 1)...)
      }
    case .setStack(let newScreens):
      events.append(.setStack(newScreens.map(name(of:)), animated: animated))
      screens = newScreens
    case .present(let screen, let withNavigationBar):
      events.append(
        .present(name(of: screen), withNavigationBar: withNavigationBar, animated: animated))
      presentedScreen = screen
      presentedWithNavigationBar = withNavigationBar
    case .dismiss:
      events.append(.dismiss(animated: animated))
      presentedScreen = nil
      presentedWithNavigationBar = false
    }
    stateBeforeTransition = before
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
    names.name(screen, showing: destination)
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
    guard let completion = transitionCompletion.take() else { return false }
    let before = stateBeforeTransition.take()
    if outcome != .finished, let before {
      screens = before.screens
      presentedScreen = before.presented
      presentedWithNavigationBar = before.withBar
      events.append(.cancelled)
    }
    // NB: only what waited for this transition runs now; whatever starts waiting during the
    // completion (a transition started from it) waits for the next one, as with UIKit.
    let waiting = waitingForTransition
    waitingForTransition.removeAll()
    completion(outcome)
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
  ///   button is hidden then, or when ``userMayPop`` stops it (a leave guard).
  @discardableResult
  public func simulateUserPop(finishing: Bool? = nil) -> Bool {
    guard screens.count > 1, !isTransitioning, userMayPop?(true) ?? true else { return false }
    stateBeforeTransition = (screens, presentedScreen, presentedWithNavigationBar)
    screens.removeLast()
    events.append(.userPop)
    startTransition({ _ in }, finishing: finishing)
    return true
  }

  /// The name ``events`` use for `screen`: the destination it was made for, or its type.
  ///
  /// ```swift
  /// navigation.name(of: navigation.screens[0])  // LoginDestination.signUp(prefilledEmail: nil)
  /// ```
  public func name(of screen: Screen) -> ScreenName {
    names.name(of: screen)
  }

  /// The names of the screens on the stack, root first.
  ///
  /// ```swift
  /// #expect(navigation.stack == [ScreenName(LoginDestination.loginCompleted(user: .ada))])
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

  private func startTransition(
    _ completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void,
    finishing: Bool? = nil
  ) {
    transitionCompletion = completion
    if finishing ?? finishesTransitionsImmediately {
      finishTransition()
    }
  }
}
