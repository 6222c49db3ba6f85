/// What a screen asks its ``Navigator`` for: show a destination, go back, go back to the root, or
/// dismiss the modal screen.
///
/// Requests are values, so a test can compare what was asked for, and a navigator can queue
/// requests that arrive while a transition is animating.
///
/// ```swift
/// try await navigator.perform(.navigate(to: .chat(.ada)))
/// try await navigator.perform(.back)
/// #expect(spy.requests == [.navigate(to: .chat(.ada)), .back])
/// ```
public struct NavigationRequest<Destination: DestinationProtocol>: Equatable, Sendable {
  /// What the request asks for.
  ///
  /// Whole-path changes, routes and links are ``NavigationChange``s of an ``AppNavigator``;
  /// flows and dialogs are ``FlowRequest``s. Not frozen: a later version may add an action,
  /// announced in the CHANGELOG. A custom navigator that switches over actions should forward the
  /// ones it does not handle to a ``StackNavigator`` in a `default` branch.
  public enum Action: Equatable, Sendable {
    /// Show the destination the way its ``Destination/presentation`` says.
    case navigate(to: Destination)
    /// Pop the top screen of the navigation stack.
    case back
    /// Pop every screen above the root.
    case backToRoot
    /// Dismiss the modal screen.
    case dismiss
    /// Hand over to the rest of the app: the app navigator's exit handler for the area says
    /// what it leads to (see ``Destination/Exit``).
    case exit(Destination.Exit)
  }

  /// What the request asks for.
  public var action: Action

  /// Whether the transition is animated.
  public var animated: Bool

  /// A request for `action`.
  ///
  /// ```swift
  /// let request = NavigationRequest(.navigate(to: LoginDestination.forgotPassword))
  /// ```
  public init(_ action: Action, animated: Bool = true) {
    self.action = action
    self.animated = animated
  }
}

// MARK: - API

extension NavigationRequest {
  /// A request to show `destination`.
  ///
  /// ```swift
  /// try await navigator.perform(.navigate(to: .signUp(prefilledEmail: email)))
  /// ```
  public static func navigate(to destination: Destination, animated: Bool = true) -> Self {
    Self(.navigate(to: destination), animated: animated)
  }

  /// A request to pop the top screen, animated.
  ///
  /// ```swift
  /// try await navigator.perform(.back)
  /// ```
  public static var back: Self { Self(.back) }

  /// A request to pop the top screen.
  ///
  /// ```swift
  /// try await navigator.perform(.back(animated: false))
  /// ```
  public static func back(animated: Bool) -> Self { Self(.back, animated: animated) }

  /// A request to pop every screen above the root, animated.
  ///
  /// ```swift
  /// try await navigator.perform(.backToRoot)
  /// ```
  public static var backToRoot: Self { Self(.backToRoot) }

  /// A request to pop every screen above the root.
  ///
  /// ```swift
  /// try await navigator.perform(.backToRoot(animated: false))
  /// ```
  public static func backToRoot(animated: Bool) -> Self { Self(.backToRoot, animated: animated) }

  /// A request to dismiss the modal screen, animated.
  ///
  /// ```swift
  /// try await navigator.perform(.dismiss)
  /// ```
  public static var dismiss: Self { Self(.dismiss) }

  /// A request to dismiss the modal screen.
  ///
  /// ```swift
  /// try await navigator.perform(.dismiss(animated: false))
  /// ```
  public static func dismiss(animated: Bool) -> Self { Self(.dismiss, animated: animated) }

  /// A request to leave the area through `exit`: the change its handler gives is made with
  /// this request's `animated`.
  ///
  /// ```swift
  /// navigator.perform(.exit(.loggedIn(user))) { result in print(result) }
  /// ```
  public static func exit(_ exit: Destination.Exit, animated: Bool = true) -> Self {
    Self(.exit(exit), animated: animated)
  }

  /// The exit asked for, or `nil` for the other actions.
  ///
  /// ```swift
  /// #expect(spy.requests.compactMap(\.exit) == [.loggedIn(.ada)])
  /// ```
  public var exit: Destination.Exit? {
    if case .exit(let exit) = action { exit } else { nil }
  }

  /// The destination asked for, or `nil` for back, back-to-root, dismiss and exits.
  ///
  /// ```swift
  /// #expect(spy.requests.compactMap(\.destination) == [.chat(.ada)])
  /// ```
  public var destination: Destination? {
    if case .navigate(let destination) = action { destination } else { nil }
  }
}

// MARK: - CustomStringConvertible

extension NavigationRequest: CustomStringConvertible, CustomDebugStringConvertible {
  /// The request in words, naming the destination's case but not its payload, such as
  /// `navigate to MessagesDestination.chat` or `back (not animated)`: safe for logs.
  public var description: String {
    describe(destination.map { AnyDestination($0).caseName } ?? exitName)
  }

  /// The request in words with the destination's payload, such as
  /// `navigate to .chat(User(name: "Ada"))`, for test failures.
  public var debugDescription: String {
    describe(destination.map { ".\($0)" } ?? exit.map { ".\($0)" })
  }

  /// The exit asked for, named as ``AnyDestination/caseName`` names it.
  private var exitName: String? {
    exit.map { AnyExit($0, of: Destination.self).caseName }
  }

  private func describe(_ destination: String?) -> String {
    let what =
      switch action {
      case .navigate: "navigate to \(destination ?? "")"
      case .back: "back"
      case .backToRoot: "back to root"
      case .dismiss: "dismiss"
      case .exit: "exit \(destination ?? "")"
      }
    return animated ? what : "\(what) (not animated)"
  }
}
