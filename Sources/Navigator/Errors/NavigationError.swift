/// Why a navigation request failed, with a ``description`` that says what to do about it.
///
/// A failed request changes nothing: the stack and the modal screen stay as they were.
///
/// Match a kind of failure with a pattern, in a `catch` or a `switch`; each kind is a static
/// member such as ``nothingToPop``:
///
/// ```swift
/// do {
///   try await navigator.perform(.back)
/// } catch .nothingToPop {
///   showHome()
/// } catch {
///   logger.error("\(error)")  // names the destination's case, never its payload
/// }
/// ```
///
/// New kinds are added as the library grows (unknown links, denied guards), without breaking a
/// `switch` that ends in `default`. A pattern matches by kind alone, while `==` also compares the
/// ``destination``. The factory's own error stays available as ``underlyingError``.
public struct NavigationError: Error, Equatable, CustomStringConvertible {
  /// The destination the failed request asked for, when it asked for one.
  ///
  /// ```swift
  /// let chat = error.destination?.as(MessagesDestination.self)  // .chat(.ada)
  /// ```
  public var destination: AnyDestination? { named?.destination }
  /// ``destination``, boxed.
  // NB: in a box, allocated only for an error that names a destination: an `AnyDestination`
  // in the error itself would make every `Result` of a request a value that is copied through
  // the runtime's metadata, on each request, although most succeed.
  private let named: NamedDestination?

  /// What the factory or the navigation controller threw, for
  /// ``screenUnavailable``.
  ///
  /// ```swift
  /// if error.underlyingError is DecodingError { print("the screen's data is broken") }
  /// ```
  public let underlyingError: (any Error)?

  let kind: Kind
  let detail: Detail?
  /// How many steps of a whole-path change were applied before it failed, of how many.
  private(set) var partialChange: (applied: Int, of: Int)?

  init(
    _ kind: Kind, destination: AnyDestination? = nil, detail: Detail? = nil,
    underlyingError: (any Error)? = nil
  ) {
    self.kind = kind
    self.named = destination.map(NamedDestination.init)
    self.detail = detail
    self.underlyingError = underlyingError
  }

  /// This error of a change that failed after `applied` of its `count` steps were on screen.
  func afterApplying(_ applied: Int, of count: Int) -> NavigationError {
    var error = self
    error.partialChange = (applied, count)
    return error
  }

  /// This error with `destination` attached, for a custom navigator that reports a failure.
  ///
  /// ```swift
  /// completion?(.failure(NavigationError.alreadyPresenting.asking(for: destination)))
  /// ```
  public func asking(for destination: some Destination) -> NavigationError {
    NavigationError(
      kind, destination: AnyDestination(destination), detail: detail,
      underlyingError: underlyingError)
  }

  /// Whether `error` is of the same kind as `pattern`, whatever its destination; what `catch` and
  /// `case` use.
  ///
  /// ```swift
  /// if case .failure(.nothingToPop) = result { showHome() }
  /// ```
  public static func ~= (pattern: NavigationError, error: NavigationError) -> Bool {
    pattern.kind == error.kind
  }

  /// Whether `error` is a ``NavigationError`` of the same kind as `pattern`, for untyped `catch`
  /// clauses.
  ///
  /// ```swift
  /// do {
  ///   try Task.checkCancellation()
  ///   try await navigator.perform(.back)
  /// } catch NavigationError.nothingToPop {
  ///   showHome()
  /// } catch {
  ///   logger.error("\(error)")
  /// }
  /// ```
  public static func ~= (pattern: NavigationError, error: any Error) -> Bool {
    (error as? NavigationError).map { pattern.kind == $0.kind } ?? false
  }

  /// Whether both are of the same kind and name the same destination; the underlying error and
  /// the details of the sentence are not compared.
  public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
    lhs.kind == rhs.kind && lhs.destination == rhs.destination
  }
}

// MARK: - Kinds

extension NavigationError {
  /// The navigation controller the navigator drives has been released, so nothing can be shown.
  public static let navigationControllerReleased = NavigationError(.navigationControllerReleased)

  /// A back or back-to-root request found no screen to go back to.
  public static let nothingToPop = NavigationError(.nothingToPop)

  /// A dismiss request found no modal screen.
  public static let nothingToDismiss = NavigationError(.nothingToDismiss)

  /// A modal destination was requested while another screen is presented.
  public static let alreadyPresenting = NavigationError(.alreadyPresenting)

  /// A push, a pop or a back request would have changed the stack out of sight, behind a
  /// screen presented modally over it.
  public static let blockedByModal = NavigationError(.blockedByModal)

  /// The factory threw instead of making a screen; its error is ``underlyingError``.
  public static let screenUnavailable = NavigationError(.screenUnavailable)

  /// The factory returned a screen that is already on the stack or presented.
  public static let screenAlreadyShown = NavigationError(.screenAlreadyShown)

  /// The navigation controller did not report the end of a transition in time, so the request
  /// failed and the requests behind it went on.
  public static let transitionTimedOut = NavigationError(.transitionTimedOut)

  /// The transition was cancelled, as when the user starts a back swipe and lets go, so the
  /// screen asked for is not shown.
  public static let transitionCancelled = NavigationError(.transitionCancelled)

  /// The navigation controller refused the change, as UIKit refuses to present from a navigation
  /// controller that is not in a window.
  public static let transitionRefused = NavigationError(.transitionRefused)

  /// The navigation controller dropped the transition's completion without calling it.
  public static let transitionAbandoned = NavigationError(.transitionAbandoned)

  /// A navigation controller called a transition's completion that was no longer awaited: a
  /// second time, or after its request had timed out. Reported to
  /// ``NavigationFailureHandler/current`` in debug builds; no request fails.
  public static let unexpectedCompletion = NavigationError(.unexpectedCompletion)

  /// The destination's area is not registered with the app navigator, so no factory can make
  /// its screen.
  public static let areaNotRegistered = NavigationError(.areaNotRegistered)

  /// A whole-path change asked for a state that cannot be shown: an empty stack, no tab, a
  /// selection or a tab that does not exist, several screens in a modal without a navigation bar.
  public static let invalidState = NavigationError(.invalidState)

  /// A snapshot could not be made, because a destination on screen is not `Codable`.
  public static let snapshotUnavailable = NavigationError(.snapshotUnavailable)

  /// A snapshot could not be restored: its data is corrupt, its version unknown, or it names
  /// destinations that no longer exist. The app was left at the state it was asked to fall back
  /// to.
  public static let snapshotUnreadable = NavigationError(.snapshotUnreadable)

  /// The app navigator that a screen's navigator forwards to has been released.
  public static let appNavigatorReleased = NavigationError(.appNavigatorReleased)

  /// No route leads to the screen asked for: it is not in the screen graph, or no declared edge
  /// leads there from the screens on show.
  public static let noRoute = NavigationError(.noRoute)

  /// A route needs a screen on the way whose payload nothing gives: the destination graph has
  /// no maker for its case, or the maker gave none. Nothing was changed.
  public static let payloadUnavailable = NavigationError(.payloadUnavailable)

  /// A deep link could not be read: too long, malformed, of an unknown scheme or host, matching
  /// no pattern, with a parameter of the wrong type or a required query item missing.
  public static let invalidLink = NavigationError(.invalidLink)

  /// A deep link pattern was refused when declared: it cannot be read, its parameters do not
  /// match its closure's, or it has the shape of another.
  public static let invalidLinkPattern = NavigationError(.invalidLinkPattern)

  /// A table of link identifiers could not be loaded: its data is not a JSON object of
  /// identifiers to patterns, or it names patterns that are not declared.
  public static let invalidLinkTable = NavigationError(.invalidLinkTable)

  /// An area was registered under an identifier that another area of the app navigator has, so
  /// its snapshots could not tell them apart; it was not registered.
  public static let areaIdentifierTaken = NavigationError(.areaIdentifierTaken)

  /// An entry guard denied a screen the request would have shown (``EntryDecision/deny(_:)``);
  /// nothing changed.
  public static let entryDenied = NavigationError(.entryDenied)

  /// A screen the request would have taken off the screen refused to be left
  /// (``LeaveDecision/stay(_:)``); nothing changed.
  public static let leaveRefused = NavigationError(.leaveRefused)

  /// An entry guard redirected the request (to log in), and the redirect ended without its
  /// guard allowing the request: the user closed the login screen, or the redirect failed.
  /// Nothing the request asked for was shown.
  public static let redirectAbandoned = NavigationError(.redirectAbandoned)

  /// A guard threw while answering ``EntryDecision/later(_:)`` or ``LeaveDecision/later(_:)``;
  /// its error is ``underlyingError``. Nothing changed.
  public static let guardFailed = NavigationError(.guardFailed)

  /// A guard did not answer within the app navigator's ``AppNavigator/guardTimeout``, so the
  /// request failed and the requests behind it went on. Nothing changed.
  public static let guardTimedOut = NavigationError(.guardTimedOut)

  /// No flow returning the value's type is on show, so ``Navigator/finishFlow(returning:completion:)``
  /// had nothing to finish; nothing changed.
  public static let flowNotFound = NavigationError(.flowNotFound)

  /// The flow was already finishing with another value (a button tapped twice); the first value
  /// is the flow's.
  public static let flowAlreadyFinishing = NavigationError(.flowAlreadyFinishing)

  /// The navigator runs no flows and asks no dialogs (a custom navigator that does not forward
  /// ``Navigator/performFlow(_:completion:)``); nothing changed.
  public static let flowsUnavailable = NavigationError(.flowsUnavailable)

  /// The container cannot make a dialog's screen; nothing changed.
  public static let dialogUnavailable = NavigationError(.dialogUnavailable)

  /// The dialog cannot be shown as declared (no cancel action, or text asked in an action
  /// sheet); nothing changed.
  public static let invalidDialog = NavigationError(.invalidDialog)

  /// An area asked for an exit that no handler takes: its app navigator has no
  /// ``AppNavigator/handleExits(from:_:)`` for the area, or a ``StackNavigator``, which hands
  /// exits to nobody, was asked; nothing changed.
  public static let exitNotHandled = NavigationError(.exitNotHandled)

  enum Kind: Sendable, CaseIterable {
    case navigationControllerReleased
    case nothingToPop
    case nothingToDismiss
    case alreadyPresenting
    case blockedByModal
    case screenUnavailable
    case screenAlreadyShown
    case transitionTimedOut
    case transitionCancelled
    case transitionRefused
    case transitionAbandoned
    case unexpectedCompletion
    case areaNotRegistered
    case invalidState
    case snapshotUnavailable
    case snapshotUnreadable
    case appNavigatorReleased
    case noRoute
    case payloadUnavailable
    case invalidLink
    case invalidLinkPattern
    case invalidLinkTable
    case areaIdentifierTaken
    case entryDenied
    case leaveRefused
    case redirectAbandoned
    case guardFailed
    case guardTimedOut
    case flowNotFound
    case flowAlreadyFinishing
    case flowsUnavailable
    case dialogUnavailable
    case invalidDialog
    case exitNotHandled
  }

  /// What the sentence adds about the state the error was raised in.
  enum Detail: Equatable, Sendable {
    /// The stack was empty (``nothingToPop``).
    case emptyStack
    /// The stack held its root screen only (``nothingToPop``).
    case rootOnly
    /// How long the navigator waited, in seconds (``transitionTimedOut``).
    case waited(seconds: Double)
    /// What the navigation controller said (``transitionRefused``).
    case reason(String)
    /// The navigation controller reported a transition of its own that did not end
    /// (``transitionTimedOut``).
    case stuckTransition(seconds: Double)
    /// Where a route was asked to go, and why none was found (``noRoute``).
    case route(to: String, RouteFailure)
    /// The case whose payload is missing and the screen the route shows after it
    /// (``payloadUnavailable``).
    case payload(of: String, before: String, hasMaker: Bool)
    /// Why a link could not be read (``invalidLink``).
    case link(LinkFailure)
    /// A pattern and what is wrong with it (``invalidLinkPattern``).
    case linkPattern(String, String)
    /// The reason a guard gave (``entryDenied``, ``leaveRefused``).
    case guardReason(String)
    /// The case of the destination whose guard redirected, and whether the redirect failed
    /// rather than ended (``redirectAbandoned``).
    case redirect(by: String, failed: Bool)
  }
}

/// The destination a ``NavigationError`` names.
private final class NamedDestination: Sendable {
  let destination: AnyDestination

  init(_ destination: AnyDestination) {
    self.destination = destination
  }
}

// MARK: - Sendable

// NB: `any Error` is Sendable, so every stored property is.
extension NavigationError: Sendable {}
