import Navigator

extension RecordingNavigationController {
  /// One operation the controller applied, named by the destinations its screens show.
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
    /// A screen was presented modally, in a navigation stack of its own or not.
    case present(ScreenName, inNavigationStack: Bool = false, animated: Bool = true)
    /// The modal screen was dismissed.
    case dismiss(animated: Bool = true)
    /// The user popped the top screen with the back button or a swipe.
    case userPop

    /// The event in words, such as `push LoginDestination.forgotPassword`.
    public var description: String {
      func suffix(_ animated: Bool) -> String { animated ? "" : " (not animated)" }
      return switch self {
      case .push(let screen, let animated): "push \(screen)\(suffix(animated))"
      case .pop(let animated): "pop\(suffix(animated))"
      case .popToRoot(let animated): "pop to root\(suffix(animated))"
      case .popTo(let screen, let animated): "pop to \(screen)\(suffix(animated))"
      case .setStack(let screens, let animated):
        "set stack [\(screens.map(\.description).joined(separator: ", "))]\(suffix(animated))"
      case .present(let screen, let inStack, let animated):
        "present \(screen)\(inStack ? " in navigation stack" : "")\(suffix(animated))"
      case .dismiss(let animated): "dismiss\(suffix(animated))"
      case .userPop: "user pop"
      }
    }
  }
}

// MARK: - API

extension RecordingNavigationController.Event {
  /// A push of the screen made for `destination`.
  ///
  /// ```swift
  /// #expect(navigation.events == [.push(LoginDestination.forgotPassword)])
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

  /// A modal presentation of the screen made for `destination`.
  ///
  /// ```swift
  /// #expect(navigation.events == [.present(MessagesDestination.newMessage, inNavigationStack: true)])
  /// ```
  public static func present(
    _ destination: some Destination, inNavigationStack: Bool = false, animated: Bool = true
  ) -> Self {
    .present(ScreenName(destination), inNavigationStack: inNavigationStack, animated: animated)
  }
}
