/// What an ``AppNavigator`` drives: the whole of a window, its root (one stack, or tabs) and the
/// modals presented above it.
///
/// With UIKit, `UIKitWindowContainer` drives a window's `UINavigationController`s,
/// `UITabBarController` and presentations; `NavigatorTestSupport`'s `RecordingContainer`
/// conforms everywhere, so an app's whole navigation is tested without a simulator.
///
/// ```swift
/// let container = RecordingContainer<UIViewController>()
/// let navigator = AppNavigator(container: container)
/// ```
@MainActor
public protocol NavigationContainer: AnyObject {
  /// The type of the screens, `UIViewController` with UIKit.
  associatedtype Screen: AnyObject

  /// The screens on show: the root's stacks and the modals above them.
  ///
  /// ```swift
  /// let top = container.layout.topStack?.last  // the screen the user sees
  /// ```
  var layout: NavigationTree<Screen> { get }

  /// A number that changes whenever ``layout`` changes, by whatever means; `nil` when the
  /// container cannot tell, which is the default.
  ///
  /// A navigator that finds the number it saw last knows the layout is the one it left, without
  /// comparing it screen by screen: a request then costs the same at any depth of the stacks.
  /// Return `nil` unless every change of ``layout`` moves it, including changes other code makes
  /// behind the navigator's back, and ``apply(_:animated:completion:)`` makes each change as
  /// asked (UIKit's view controllers, which any code can change, cannot tell).
  /// `NavigatorTestSupport`'s `RecordingContainer` counts its changes.
  ///
  /// ```swift
  /// final class ConsoleContainer: NavigationContainer {
  ///   private(set) var layout = NavigationTree<UIViewController>(stack: []) { didSet { changes += 1 } }
  ///   private var changes: UInt64 = 0
  ///   var layoutVersion: UInt64? { changes }
  ///   var isTransitioning: Bool { false }
  ///   var userDidChangeLayout: (@MainActor () -> Void)?
  ///
  ///   func apply(
  ///     _ change: ContainerChange<UIViewController>, animated: Bool,
  ///     completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ///   ) {
  ///     if let reason = layout.refusal(of: change) { return completion(.refused(reason: reason)) }
  ///     layout.apply(change)
  ///     completion(.finished)
  ///   }
  ///
  ///   func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
  /// }
  /// ```
  var layoutVersion: UInt64? { get }

  /// Whether a transition is animating, whether the navigator or the user started it.
  ///
  /// ```swift
  /// let busy = container.isTransitioning  // true while a sheet slides up
  /// ```
  var isTransitioning: Bool { get }

  /// Called by the container after the user changed what it shows (a back swipe, a sheet swiped
  /// down, a tab tapped), so that the navigator's state follows. The app navigator sets it.
  /// Never for a change ``apply(_:animated:completion:)`` made, whose completion is its only end,
  /// even where the platform reports its end as it reports the user's (UIKit's `didShow`).
  ///
  /// ```swift
  /// container.userDidChangeLayout?()
  /// ```
  var userDidChangeLayout: (@MainActor () -> Void)? { get set }

  /// Asked by the container before a gesture of the user changes what it shows to the layout
  /// given (a back swipe, a sheet swiped down, a tab tapped), where the platform lets it stop
  /// the gesture; the gesture goes on only if it returns `true`. The second argument is `true`
  /// when the user is trying now, so that a guard that answers later is asked, and the change
  /// made once it allows it; `false` when the platform only asks whether it could. The app
  /// navigator sets it; a container that never asks has it `nil`.
  ///
  /// ```swift
  /// guard container.userMayChangeLayout?(proposed, true) ?? true else { return false }
  /// ```
  var userMayChangeLayout: (@MainActor (NavigationTree<Screen>, Bool) -> Bool)? { get set }

  /// Makes `change` and calls `completion` with how it ended once its transition is over.
  ///
  /// - Parameters:
  ///   - change: The change to make; it fits the current ``layout`` when it was planned, but
  ///     the user may have changed the layout since. Refuse one that no longer fits, as
  ///     ``NavigationTree/refusal(of:)`` says.
  ///   - animated: Whether to animate it.
  ///   - completion: Called exactly once, on the main actor, when the transition has finished,
  ///     was cancelled or was refused (a sheet whose screen sets `isModalInPresentation`); at once
  ///     when it is not animated. A completion that never comes fails the request after the
  ///     navigator's `transitionTimeout`.
  func apply(
    _ change: ContainerChange<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void)

  /// Calls `body` once when the current transition has finished, or right away when
  /// ``isTransitioning`` is `false`.
  ///
  /// ```swift
  /// container.afterTransition { navigator.navigate(to: .settings) }
  /// ```
  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void)

  /// The stack of ``layout`` that the navigation controller `navigationController` shows, found
  /// by identity; `nil`, the default, when none is.
  ///
  /// A ``StackNavigator`` of a navigation controller found here (in this container's window,
  /// ``NavigationController/containingWindow``) is an area of the ``AppNavigator`` that drives
  /// the container: the app navigator carries out the stack navigator's requests as changes of
  /// that stack, asking its guards and the stack navigator's, and ``AppNavigator/state`` names
  /// their screens. UIKit's adapter compares the window's `UINavigationController`s.
  ///
  /// ```swift
  /// let location = container.stackLocation(ofNavigationController: navigationController)  // .tab(1)
  /// ```
  func stackLocation(ofNavigationController navigationController: AnyObject) -> StackLocation?

  /// Tells the container which destination a screen was made for, just before it is shown.
  /// Recording and console containers use it to name screens; the default does nothing.
  ///
  /// ```swift
  /// extension ConsoleContainer {
  ///   func screen(_ screen: UIViewController, isShowing destination: AnyDestination) {
  ///     print("\(destination.caseName) is shown")  // the case, never its payload
  ///   }
  /// }
  /// ```
  func screen(_ screen: Screen, isShowing destination: AnyDestination)

  /// Makes the screen that shows `dialog` (`UIAlertController` with UIKit), which the navigator
  /// then presents as a modal of one screen.
  ///
  /// When the user taps an action, the container calls `reply` with it, and once the dialog is
  /// gone (`UIAlertController` dismisses itself), ``userDidChangeLayout``, as after any gesture.
  /// The default throws ``NavigationError/dialogUnavailable``.
  ///
  /// ```swift
  /// extension ConsoleContainer {
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

extension NavigationContainer {
  /// Does nothing: most containers do not need to know which destination a screen shows.
  ///
  /// ```swift
  /// container.screen(chatScreen, isShowing: AnyDestination(MessagesDestination.chat(.ada)))
  /// ```
  public func screen(_ screen: Screen, isShowing destination: AnyDestination) {}

  /// Throws ``NavigationError/dialogUnavailable``: a container that does not implement it shows
  /// no dialogs, and asking one fails.
  public func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    throw NavigationError(.dialogUnavailable, destination: AnyDestination(dialog))
  }

  /// Always `nil`: the container shows no navigation controller that a ``StackNavigator``
  /// drives as an area of its app navigator.
  public func stackLocation(ofNavigationController navigationController: AnyObject)
    -> StackLocation?
  { nil }

  /// Always `nil`: the navigator compares the layout with the one it expects, screen by screen,
  /// at each request.
  public var layoutVersion: UInt64? { nil }

  /// Always `nil`: a container that does not implement it lets every gesture through, and
  /// guards are asked only for requests.
  public var userMayChangeLayout: (@MainActor (NavigationTree<Screen>, Bool) -> Bool)? {
    get { nil }
    set {}
  }
}
