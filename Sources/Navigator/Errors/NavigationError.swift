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
  /// error.destination?.as(MessagesDestination.self)  // .chat(.ada)
  /// ```
  public let destination: AnyDestination?

  /// What the factory or the navigation controller threw, for
  /// ``screenUnavailable``.
  ///
  /// ```swift
  /// if let reason = error.underlyingError as? ProfileError { ... }
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
    self.destination = destination
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
  /// catch NavigationError.nothingToPop { showHome() }
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

  enum Kind: Sendable {
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
  }
}

// MARK: - Sendable

// NB: `any Error` is Sendable, so every stored property is.
extension NavigationError: Sendable {}

// MARK: - CustomStringConvertible

extension NavigationError {
  /// What went wrong and what to do about it, in a sentence a developer can act on. The
  /// destination is named by its case (`MessagesDestination.chat`), never with its payload.
  public var description: String {
    guard let (applied, count) = partialChange else { return sentence }
    return sentence + " The change had already applied \(applied) of its \(count) steps, which "
      + "stay on screen: the app navigator's state says what is shown."
  }

  /// The sentence of the error's kind.
  private var sentence: String {
    let target = destination?.caseName ?? "the destination"
    let forTarget = destination.map { " for \($0.caseName)" } ?? ""
    switch kind {
    case .navigationControllerReleased:
      return "The navigation controller this navigator drives has been released, so nothing can "
        + "be shown. Keep the navigation controller alive (as the window's root or a tab's) for "
        + "as long as its navigators are used, or make a navigator for the one that replaced it."
    case .nothingToPop:
      let state = detail == .emptyStack ? "holds no screen" : "holds only its root screen"
      return "There is no screen to go back to: the navigation stack \(state). A request queued "
        + "before this one, or the user's back swipe, may already have gone back. Go back only "
        + "from a pushed screen; to close a modal screen, dismiss it instead."
    case .nothingToDismiss:
      return "There is no modal screen to dismiss: nothing is presented. It may already have "
        + "been dismissed, by a request queued before this one "
        + "or by the user swiping it down. Dismiss only from a presented screen; to leave a "
        + "pushed screen, go back instead."
    case .alreadyPresenting:
      return "Cannot present \(target): another screen is already presented over this "
        + "navigation controller. Ask for it once that screen is dismissed (await "
        + "perform(.dismiss), then navigate), or from the presented screen's own navigator."
    case .blockedByModal:
      return "Cannot change the navigation stack\(forTarget): a screen is presented modally over it"
        + ", so the change would happen out of sight. Dismiss the modal screen first "
        + "(await perform(.dismiss), then navigate), navigate with the presented screen's own "
        + "navigator, or present it with a navigation bar (.modalWithNavigationBar) to push inside "
        + "it."
    case .screenUnavailable:
      let thrown = underlyingError.map { " (it threw \(type(of: $0)))" } ?? ""
      return "The factory could not make a screen for \(target)\(thrown), so nothing changed. "
        + "Make makeViewController(for:navigator:) return a screen for every destination it is "
        + "given; the factory's error is in underlyingError."
    case .screenAlreadyShown:
      return "The factory returned a screen for \(target) that is already on the navigation "
        + "stack or presented, and one screen cannot be shown twice. Make "
        + "makeViewController(for:navigator:) return a new screen each time it is called."
    case .transitionTimedOut:
      if case .stuckTransition(let seconds) = detail {
        return "The navigation controller reported a transition in progress for \(seconds) "
          + "seconds, so the request\(forTarget) failed instead of waiting forever. Check that "
          + "its isTransitioning becomes false once its transition has ended."
      }
      let waited = if case .waited(let seconds) = detail { "\(seconds) seconds" } else { "long" }
      return "The navigation controller did not report the end of the transition\(forTarget) "
        + "after \(waited), so the request failed and the requests behind it went on. A "
        + "NavigationController must call apply's completion once its transition has ended; "
        + "raise the navigator's transitionTimeout if transitions really take longer."
    case .transitionCancelled:
      // NB: a whole-path change that failed midway says what stays instead.
      let undone = partialChange == nil ? ", so the stack is as it was before" : ""
      return "The transition\(forTarget) was cancelled (the user let go of a back swipe, or "
        + "another transition interrupted it)\(undone). Ask again if the screen is still wanted."
    case .transitionRefused:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      let unchanged = partialChange == nil ? "Nothing changed; ask" : "Ask"
      return "The navigation controller refused the change\(forTarget)\(reason). \(unchanged) "
        + "again once the navigation controller can show it."
    case .transitionAbandoned:
      return "The navigation controller dropped the completion of the transition\(forTarget) "
        + "without calling it, so the request failed instead of waiting forever. A "
        + "NavigationController must call apply's completion exactly once."
    case .areaNotRegistered:
      let area = destination.map { "\(type(of: $0.base))" } ?? "its area"
      return "Cannot show \(target): \(area) is not registered with the app navigator, so no "
        + "factory can make its screen. Register the area's factory with "
        + "appNavigator.register(_:) before navigating to its destinations."
    case .invalidState:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "The navigation state asked for cannot be shown\(reason). Nothing changed. Give every "
        + "stack at least one destination, tabs unique identifiers and a selection among them."
    case .snapshotUnavailable:
      let reason = if case .reason(let text) = detail { " (\(text))" } else { "" }
      return "Cannot make a snapshot of the navigation\(forTarget)\(reason): every destination on "
        + "screen must be Codable. Make the area's destination type Codable, or do not save "
        + "the navigation while its screens are shown."
    case .snapshotUnreadable:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "Cannot restore the navigation from this snapshot\(reason). The app was started at "
        + "the state given to fall back to instead. Snapshots from an older version of the app "
        + "may name destinations that no longer exist; drop them."
    case .appNavigatorReleased:
      return "The app navigator this navigator forwards to has been released, so nothing can be "
        + "shown. Keep the AppNavigator alive (in the scene delegate) for as long as its screens "
        + "are shown."
    case .noRoute:
      guard case .route(let target, let reason) = detail else {
        return "No route leads to the screen asked for. Declare the edges that lead there."
      }
      switch reason {
      case .notInGraph(let node):
        return "No route leads to \(target): \(node) is not a screen of the graph. Declare an edge "
          + "to or from it, or ask for a screen the graph has."
      case .unreachable(let from):
        let start = from.map { " from \($0)" } ?? ""
        return "No route leads to \(target)\(start): no declared edge reaches it from a screen on "
          + "the stack, nor from the screens popping back would show. Declare an edge that leads "
          + "there, or ask from a screen that can reach it; nothing changed."
      case .noGraph:
        return "No route leads to \(target): the app navigator has no destination graph. Set its "
          + "routes to a DestinationGraph that declares which screens lead where."
      case .cannotShow(let reason):
        return "No route leads to \(target): \(reason). Nothing changed."
      case .notRoutable(let area):
        return "No route leads to \(target): \(area) is not a RoutableDestination, so the "
          + "destination graph cannot name its cases. Conform it and declare its edges."
      }
    case .payloadUnavailable:
      guard case .payload(let screen, let next, let hasMaker) = detail else {
        return "A screen on the way\(forTarget) needs a payload that nothing gives. Nothing "
          + "changed."
      }
      let to = destination.map { " to \($0.caseName)" } ?? ""
      if hasMaker {
        return "The route\(to) shows \(screen) before \(next), but its maker gave no payload "
          + "from this state; nothing changed. Ask once the data it needs is on show or in the "
          + "app's model, or make the maker take it from the next screen or the target."
      }
      return "The route\(to) shows \(screen) before \(next), but nothing gives its payload. "
        + "Declare make(.\(screen.split(separator: ".").last ?? "")) for it in the destination "
        + "graph, taking the payload from the next screen, the target or the app's model; "
        + "nothing changed."
    case .invalidLink:
      guard case .link(let failure) = detail else {
        return "The link could not be read. Nothing changed."
      }
      return "The link could not be read: \(failure.sentence). Nothing changed."
    case .invalidLinkPattern:
      guard case .linkPattern(let pattern, let reason) = detail else {
        return "A link pattern was refused. Fix the declaration of the app's links."
      }
      return "The link pattern \(pattern) was refused: \(reason). Fix it where the app declares "
        + "its links."
    case .invalidLinkTable:
      let reason = if case .reason(let text) = detail { ": \(text)" } else { "" }
      return "The table of link identifiers was refused\(reason). Fix the table, or declare the "
        + "patterns it names."
    case .areaIdentifierTaken:
      let identifier = if case .reason(let text) = detail { " \(text)" } else { "" }
      return "Cannot register the area: another area of the app navigator is registered as"
        + "\(identifier), and snapshots could not tell them apart. Give one of them its own "
        + "identifier with register(_:identifier:)."
    case .unexpectedCompletion:
      return "A navigation controller called the completion of a transition that was no longer "
        + "awaited (a second time, or after its request had timed out); the call was ignored. A "
        + "NavigationController must call apply's completion exactly once."
    }
  }
}
