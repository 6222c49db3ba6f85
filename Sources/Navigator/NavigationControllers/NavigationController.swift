/// The small part of a navigation controller that navigators talk to: its stack, its modal
/// screen, and the operations that change them.
///
/// With UIKit, ``StackNavigator`` wraps a `UINavigationController` in a
/// `UIKitNavigationController`; `NavigatorTestSupport`'s `RecordingNavigationController` conforms
/// everywhere, so navigation logic runs and is tested without a simulator. Conform your own type
/// to drive another kind of container.
///
/// ```swift
/// final class ConsoleNavigationController: NavigationController {
///   private(set) var screens: [UIViewController] = []
///   private(set) var presentedScreen: UIViewController?
///   var isTransitioning: Bool { false }
///
///   func apply(
///     _ operation: NavigationOperation<UIViewController>, animated: Bool,
///     completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
///   ) {
///     if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
///       return completion(.refused(reason: reason))
///     }
///     switch operation {
///     case .push(let screen): screens.append(screen)
///     case .pop: screens.removeLast()
///     case .popToRoot: screens.removeSubrange(1...)
///     case .popTo(let screen): while screens.last !== screen { screens.removeLast() }
///     case .setStack(let stack): screens = stack
///     case .present(let screen, _): presentedScreen = screen
///     case .dismiss: presentedScreen = nil
///     }
///     completion(.finished)
///   }
///
///   func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
/// }
/// ```
@MainActor
public protocol NavigationController: AnyObject {
  /// The type of the screens on the stack, `UIViewController` with UIKit.
  associatedtype Screen: AnyObject

  /// The screens on the navigation stack, root first.
  ///
  /// ```swift
  /// let depth = navigationController.screens.count  // 3
  /// ```
  var screens: [Screen] { get }

  /// The screen presented modally over the navigation controller, if any.
  ///
  /// For a screen presented with a navigation bar, UIKit's adapter reports the navigation
  /// controller wrapping it, while `RecordingNavigationController` reports the screen itself;
  /// navigators only ask whether there is one, and compare it with the screens they make.
  ///
  /// ```swift
  /// if navigationController.presentedScreen != nil { navigator.dismiss() }
  /// ```
  var presentedScreen: Screen? { get }

  /// Whether a transition is animating, whether a navigator or the user started it.
  ///
  /// Navigators wait for ``afterTransition(_:)`` instead of changing the stack while this is
  /// `true`, since UIKit loses or breaks a push made during another transition.
  ///
  /// ```swift
  /// let busy = navigationController.isTransitioning  // true while a push animates
  /// ```
  var isTransitioning: Bool { get }

  /// Asked before the user's back swipe or back button pops the top screen; when it returns
  /// `false`, the pop does not happen. `attempt` is `true` when the user is popping now (rather
  /// than a system asking whether a swipe may begin), so that a guard that answers later can
  /// have the pop made as a request once it allows it. Set by ``StackNavigator``, which asks the
  /// top screen's ``LeaveGuard``; `nil` lets every pop through.
  var userMayPop: (@MainActor (_ attempt: Bool) -> Bool)? { get set }

  /// The window the navigation controller is in, by identity; `nil`, the default, when it is in
  /// none or cannot tell.
  ///
  /// When an ``AppNavigator`` drives that window and its container finds the controller's stack
  /// (``NavigationContainer/stackLocation(ofNavigationController:)``), a ``StackNavigator`` of
  /// the controller is an area of the window's navigation: the app navigator carries out its
  /// requests as changes of that stack, and its ``AppNavigator/state`` names their screens.
  /// UIKit's adapter answers its view's window; a `RecordingContainer`'s navigation controllers
  /// answer the container.
  ///
  /// ```swift
  /// let isOnScreen = navigationController.containingWindow === window  // once it is shown
  /// ```
  var containingWindow: AnyObject? { get }

  /// Applies `operation` and calls `completion` with how it ended once its transition is over.
  ///
  /// Navigators only send operations that fit the current state: they never pop the root screen,
  /// pop to a screen that is not on the stack, push a screen that is already shown, present over
  /// a modal screen or dismiss when nothing is presented.
  ///
  /// ```swift
  /// navigationController.apply(.pop, animated: true) { outcome in print(outcome) }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The change to make.
  ///   - animated: Whether to animate the change.
  ///   - completion: Called exactly once, on the main actor, when the transition has finished,
  ///     was cancelled or was refused; at once when it is not animated. A navigator waits for it
  ///     before carrying out the next request: a completion that never comes fails the request
  ///     after the navigator's `transitionTimeout`, and one that comes again is ignored.
  func apply(
    _ operation: NavigationOperation<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void)

  /// Calls `body` once when the current transition has finished, or right away when
  /// ``isTransitioning`` is `false`.
  ///
  /// Navigators call it when a transition they did not start (the user's back swipe) is running,
  /// and check ``isTransitioning`` again when `body` runs.
  ///
  /// ```swift
  /// navigationController.afterTransition { navigator.navigate(to: .profile(user)) }
  /// ```
  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void)

  /// Tells the controller which destination a screen was made for, just before the screen is
  /// pushed, presented or set. Recording and console controllers use it to name screens; the
  /// default does nothing.
  ///
  /// ```swift
  /// extension ConsoleNavigationController {
  ///   func screen(_ screen: UIViewController, isShowing destination: some Destination) {
  ///     print("\(AnyDestination(destination).caseName) is shown")  // the case, never its payload
  ///   }
  /// }
  /// ```
  func screen<D: Destination>(_ screen: Screen, isShowing destination: D)

  /// Makes the screen that shows `dialog` (`UIAlertController` with UIKit), which the navigator
  /// then presents over the stack, as a modal screen without a navigation bar.
  ///
  /// When the user taps an action, the controller calls `reply` with it once the dialog is no
  /// longer presented (`UIAlertController` dismisses itself): the navigator then ends the dialog
  /// and gives its asker the answer. A `reply` that comes while the dialog is still presented is
  /// kept, and the dialog ends at the next request of a navigator of this controller. The
  /// default throws ``NavigationError/dialogUnavailable``.
  ///
  /// ```swift
  /// extension ConsoleNavigationController {
  ///   func makeScreen(
  ///     for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ///   ) throws -> UIViewController {
  ///     AlertScreen(dialog, reply: reply)
  ///   }
  /// }
  /// ```
  func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen
}

// MARK: - Default implementations

extension NavigationController {
  /// Does nothing: most navigation controllers do not need to know which destination a screen
  /// shows.
  ///
  /// ```swift
  /// navigationController.screen(chatScreen, isShowing: MessagesDestination.chat(.ada))  // no-op
  /// ```
  public func screen<D: Destination>(_ screen: Screen, isShowing destination: D) {}

  /// Always `nil`: the controller is in no window an app navigator drives, and its stack
  /// navigators carry out their requests themselves.
  public var containingWindow: AnyObject? { nil }

  /// Throws ``NavigationError/dialogUnavailable``: a navigation controller that does not
  /// implement it shows no dialogs, and asking one fails.
  ///
  /// ```swift
  /// _ = try navigationController.makeScreen(for: content) { _ in }  // throws dialogUnavailable
  /// ```
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    throw NavigationError(.dialogUnavailable, destination: AnyDestination(dialog))
  }

  /// No pop is asked about: a controller that cannot stop the user's pop ignores the hook.
  public var userMayPop: (@MainActor (_ attempt: Bool) -> Bool)? {
    get { nil }
    set {}
  }
}

extension NavigationController where Self: NavigationContainer {
  /// Throws ``NavigationError/dialogUnavailable``, for a type that is both a navigation
  /// controller and a container and makes no dialog screens: the one default of both protocols'
  /// requirement, which a type that makes dialog screens implements once for both.
  ///
  /// ```swift
  /// _ = try controllerAndContainer.makeScreen(for: content) { _ in }  // throws dialogUnavailable
  /// ```
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    throw NavigationError(.dialogUnavailable, destination: AnyDestination(dialog))
  }
}
