import Navigator

extension RecordingNavigationController {
  /// One operation the controller applied, named by the destinations its screens show.
  ///
  /// Not frozen: events are added as the library grows (modal stacks, tabs), so a `switch` over
  /// events in your tests may need a new case when you update; comparing with `==` never does.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    /// A screen was pushed.
    case push(ScreenName, animated: Bool = true)
    /// The top screen was popped.
    case pop(animated: Bool = true)
    /// Every screen above the root was popped.
    case popToRoot(animated: Bool = true)
    /// Every screen above the named one was popped.
    case popTo(ScreenName, animated: Bool = true)
    /// The whole stack was replaced.
    case setStack([ScreenName], animated: Bool = true)
    /// A screen was presented modally, with a navigation bar or not.
    case present(ScreenName, withNavigationBar: Bool = false, animated: Bool = true)
    /// The modal screen was dismissed.
    case dismiss(animated: Bool = true)
    /// The user popped the top screen with the back button or a swipe.
    case userPop
    /// The transition in progress was cancelled or refused, and the state before it restored.
    case cancelled
    /// An operation the navigation controller refused, as UIKit would, and why
    /// (`NavigationOperation.refusal(onStack:presenting:)`).
    case refused(reason: String)

    /// The event in words, such as `present LoginDestination.forgotPassword with navigation bar`.
    public var description: String {
      func suffix(_ animated: Bool) -> String { animated ? "" : " (not animated)" }
      return switch self {
      case .push(let screen, let animated): "push \(screen)\(suffix(animated))"
      case .pop(let animated): "pop\(suffix(animated))"
      case .popToRoot(let animated): "pop to root\(suffix(animated))"
      case .popTo(let screen, let animated): "pop to \(screen)\(suffix(animated))"
      case .setStack(let screens, let animated):
        "set stack [\(screens.map(\.description).joined(separator: ", "))]\(suffix(animated))"
      case .present(let screen, let withBar, let animated):
        "present \(screen)\(withBar ? " with navigation bar" : "")\(suffix(animated))"
      case .dismiss(let animated): "dismiss\(suffix(animated))"
      case .userPop: "user pop"
      case .cancelled: "cancelled"
      case .refused(let reason): "refused: \(reason)"
      }
    }
  }
}

// MARK: - API

extension RecordingNavigationController.Event {
  /// A push of the screen made for `destination`.
  ///
  /// ```swift
  /// #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
  /// ```
  public static func push(_ destination: some Destination, animated: Bool = true) -> Self {
    .push(ScreenName(destination), animated: animated)
  }

  /// A pop back to the screen made for `destination`.
  ///
  /// ```swift
  /// #expect(navigation.events.last == .popTo(MessagesDestination.chat(.ada)))
  /// ```
  public static func popTo(_ destination: some Destination, animated: Bool = true) -> Self {
    .popTo(ScreenName(destination), animated: animated)
  }

  /// A new stack of the screens made for `destinations`, root first.
  ///
  /// ```swift
  /// #expect(navigation.events == [.setStack([LoginDestination.login])])
  /// ```
  public static func setStack<D: Destination>(_ destinations: [D], animated: Bool = true) -> Self {
    .setStack(destinations.map { ScreenName($0) }, animated: animated)
  }

  /// A modal presentation of the screen made for `destination`.
  ///
  /// ```swift
  /// #expect(
  ///   navigation.events == [.present(MessagesDestination.newMessage, withNavigationBar: true)])
  /// ```
  public static func present(
    _ destination: some Destination, withNavigationBar: Bool = false, animated: Bool = true
  ) -> Self {
    .present(ScreenName(destination), withNavigationBar: withNavigationBar, animated: animated)
  }
}
