/// The small part of a navigation controller that navigators talk to: its stack, its modal
/// screen, and the operations that change them.
///
/// `UINavigationController` conforms when UIKit is available, and `NavigatorTestSupport`'s
/// `RecordingNavigationController` conforms everywhere, so navigation logic runs and is tested
/// without a simulator. Conform your own type to drive another kind of container.
///
/// ```swift
/// final class ConsoleNavigationController: NavigationController {
///   private(set) var screens: [Screen] = []
///   private(set) var presentedScreen: Screen?
///   var isTransitioning: Bool { false }
///
///   func apply(
///     _ operation: NavigationOperation<Screen>, animated: Bool,
///     completion: @escaping @MainActor @Sendable () -> Void
///   ) {
///     switch operation {
///     case .push(let screen): screens.append(screen)
///     // ...
///     }
///     completion()
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
  /// navigationController.screens.count  // 3
  /// ```
  var screens: [Screen] { get }

  /// The screen presented modally over the navigation controller, if any.
  ///
  /// For a screen presented in a navigation stack of its own, a `UINavigationController` reports
  /// the navigation controller wrapping it, while `RecordingNavigationController` reports the
  /// screen itself; navigators only ask whether there is one.
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
  /// navigationController.isTransitioning  // true while a push animates
  /// ```
  var isTransitioning: Bool { get }

  /// Applies `operation` and calls `completion` once its transition has finished.
  ///
  /// Navigators only send operations that fit the current state: they never pop the root screen,
  /// pop to a screen that is not on the stack, present over a modal screen or dismiss when nothing
  /// is presented.
  ///
  /// ```swift
  /// navigationController.apply(.pop, animated: true) { print("back") }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The change to make.
  ///   - animated: Whether to animate the change.
  ///   - completion: Called once, on the main actor, when the transition has finished. It must
  ///     be called exactly once: a navigator waits for it before carrying out its next request.
  func apply(
    _ operation: NavigationOperation<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable () -> Void)

  /// Calls `body` when the current transition has finished, or right away when
  /// ``isTransitioning`` is `false`.
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
  /// func screen(_ screen: Screen, isShowing destination: some Destination) {
  ///   names[ObjectIdentifier(screen)] = "\(destination)"
  /// }
  /// ```
  func screen<D: Destination>(_ screen: Screen, isShowing destination: D)
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
}
