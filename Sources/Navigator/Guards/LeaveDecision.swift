/// What a leave guard answers when a request or the user would take its screen off the screen:
/// let it go, or keep it with a reason.
///
/// ```swift
/// extension DraftViewController: LeaveGuard {
///   func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
///     guard !draft.isEmpty else { return .allow }
///     return .later { [navigator] in
///       try await navigator.ask(.discardChanges) ? .allow : .stay("the draft is kept")
///     }
///   }
/// }
/// ```
///
/// A request made ``NavigationChange/unstoppable`` (log out) tells the guard, whose answer is
/// then not followed.
public struct LeaveDecision: Sendable {
  enum Kind: Sendable {
    case allow
    case stay(String)
    case later(@MainActor @Sendable () async throws -> LeaveDecision)
  }

  let kind: Kind

  /// Lets the screen be left.
  public static let allow = LeaveDecision(kind: .allow)

  /// Keeps the screen: the request fails with ``NavigationError/leaveRefused``, whose sentence
  /// names the screen's case and gives `reason`, and nothing changes; a gesture is stopped.
  ///
  /// ```swift
  /// return .stay("the message is being sent")
  /// ```
  public static func stay(_ reason: String) -> Self { Self(kind: .stay(reason)) }

  /// Answers once `answer` returns (after asking the user "Discard your changes?"), while the
  /// request waits in its turn. A gesture it stopped is carried out once it allows it.
  ///
  /// ```swift
  /// return .later {
  ///   try await navigator.ask(.discardChanges) ? .allow : .stay("the user kept the draft")
  /// }
  /// ```
  public static func later(
    _ answer: @escaping @MainActor @Sendable () async throws -> LeaveDecision
  ) -> Self {
    Self(kind: .later(answer))
  }
}

/// What a leave guard is told about the screen being left.
public struct Leaving: Sendable {
  /// The destination the screen was made for.
  public let destination: AnyDestination

  /// Whether the guard's answer is followed: `false` for an ``NavigationChange/unstoppable``
  /// request (log out, an expired session), which leaves the screen whatever the guard answers;
  /// the guard can still save a draft.
  public let mayRefuse: Bool

  /// Whether the screen is removed (popped, dismissed, replaced); `false` when a tab switch
  /// only hides it in its tab.
  public let isRemoved: Bool

  /// Whether the user started it with a gesture (a back swipe, a sheet swiped down, a tab tap).
  public let byGesture: Bool

  /// What a leave guard is told, as the navigators tell it; tests of a screen's own guard make
  /// one.
  ///
  /// ```swift
  /// let leaving = Leaving(
  ///   destination: AnyDestination(MessagesDestination.newMessage), byGesture: true)
  /// let decision = composeScreen.shouldLeave(leaving)
  /// ```
  public init(
    destination: AnyDestination, mayRefuse: Bool = true, isRemoved: Bool = true,
    byGesture: Bool = false
  ) {
    self.destination = destination
    self.mayRefuse = mayRefuse
    self.isRemoved = isRemoved
    self.byGesture = byGesture
  }
}

/// A screen that may refuse to be left, or ask the user first: its ``shouldLeave(_:)`` is asked
/// whenever a request or a gesture would take it off the screen (back, dismiss, a reset, a
/// route or a link elsewhere, a tab switch, a back swipe, a sheet swiped down).
///
/// ```swift
/// final class ComposeMessageViewController: UIViewController, LeaveGuard {
///   var draft = ""
///   func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
///     draft.isEmpty ? .allow : .stay("the message is not sent")
///   }
/// }
/// ```
@MainActor
public protocol LeaveGuard: AnyObject {
  /// Whether the screen may be left now.
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision
}
