/// What an entry guard answers when a request would show a screen of its area: let it show,
/// refuse it with a reason, or send the user elsewhere first (log in) and then carry on.
///
/// ```swift
/// appNavigator.guardEntry(to: MessagesDestination.self) { destination in
///   session.user == nil ? .redirect(.present([AnyDestination(LoginDestination.login)])) : .allow
/// }
/// ```
///
/// A guard that must wait for something (a network check, the user's answer) answers
/// ``later(_:)``: nothing on screen changes and later requests wait their turn until it answers,
/// or until ``AppNavigator/guardTimeout`` has passed.
public struct EntryDecision: Sendable {
  enum Kind: Sendable {
    case allow
    case deny(String)
    case redirect(NavigationChange)
    case later(@MainActor @Sendable () async throws -> EntryDecision)
  }

  let kind: Kind

  /// Lets the screen show.
  public static let allow = EntryDecision(kind: .allow)

  /// Refuses the screen: the request fails with ``NavigationError/entryDenied``, whose sentence
  /// names the destination's case and gives `reason`, and nothing changes.
  ///
  /// The reason ends up in logs: say why in words of the app ("the user is signed out"), never
  /// with the user's data.
  ///
  /// ```swift
  /// return .deny("the trial has ended")
  /// ```
  public static func deny(_ reason: String) -> Self { Self(kind: .deny(reason)) }

  /// Makes `change` first (present the login screen, accept the terms) and carries out the
  /// request once the screens `change` showed are gone, asking the guards again then: if they
  /// allow it, the request goes on from the state at that moment; if the same guard redirects
  /// again (the user closed the login screen), the request fails with
  /// ``NavigationError/redirectAbandoned`` and nothing it asked for is shown.
  ///
  /// ```swift
  /// return .redirect(.present([AnyDestination(LoginDestination.login)]))
  /// ```
  public static func redirect(_ change: NavigationChange) -> Self { Self(kind: .redirect(change)) }

  /// Answers once `answer` returns, while the request waits in its turn; an error it throws
  /// fails the request with ``NavigationError/guardFailed``.
  ///
  /// ```swift
  /// return .later { try await account.hasSubscription() ? .allow : .deny("no subscription") }
  /// ```
  public static func later(
    _ answer: @escaping @MainActor @Sendable () async throws -> EntryDecision
  ) -> Self {
    Self(kind: .later(answer))
  }
}
