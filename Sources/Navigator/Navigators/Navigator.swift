/// Shows the destinations of one area of an app. Screens get their navigator injected and ask it
/// to navigate; they never know about each other.
///
/// Most areas use a ``StackNavigator``. An area with logic of its own (a coordinator that ends a
/// flow, a guard) conforms to `Navigator` itself, usually by forwarding to a ``StackNavigator``.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///   private let navigator: any Navigator<LoginDestination>
///
///   init(navigator: some Navigator<LoginDestination>) {
///     self.navigator = navigator
///     super.init(nibName: nil, bundle: nil)
///   }
///
///   func didLogIn(_ user: User) {
///     navigator.navigate(to: .loginCompleted(user: user))
///   }
/// }
/// ```
@MainActor
public protocol Navigator<Destination>: AnyObject {
  /// The destinations of the area this navigator serves.
  associatedtype Destination: Navigator::Destination

  /// Carries out `request` and reports how it went.
  ///
  /// Requests are carried out in the order they arrive, each once the previous transition has
  /// finished. A failed request changes nothing.
  ///
  /// ```swift
  /// navigator.perform(.navigate(to: .chat(.ada))) { result in
  ///   if case .failure(let error) = result { print(error) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - request: What to do.
  ///   - completion: Called once the transition has finished, or with the reason the request
  ///     failed. When `nil`, a failure goes to the navigator's failure handler (see
  ///     ``NavigationFailureHandler``), never nowhere.
  func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?)
}

// MARK: - API

extension Navigator {
  /// Shows `destination` the way its ``Destination/presentation`` says; failures go to the
  /// failure handler.
  ///
  /// ```swift
  /// navigator.navigate(to: .chat(user))
  /// ```
  @inlinable
  public func navigate(to destination: Destination, animated: Bool = true) {
    perform(.navigate(to: destination, animated: animated), completion: nil)
  }

  /// Pops the top screen; failures (such as being at the root) go to the failure handler.
  ///
  /// ```swift
  /// navigator.goBack()
  /// ```
  @inlinable
  public func goBack(animated: Bool = true) {
    perform(.back(animated: animated), completion: nil)
  }

  /// Pops every screen above the root; failures go to the failure handler.
  ///
  /// ```swift
  /// navigator.goBackToRoot()
  /// ```
  @inlinable
  public func goBackToRoot(animated: Bool = true) {
    perform(.backToRoot(animated: animated), completion: nil)
  }

  /// Dismisses the modal screen; failures (such as nothing being presented) go to the failure
  /// handler.
  ///
  /// ```swift
  /// navigator.dismiss()
  /// ```
  @inlinable
  public func dismiss(animated: Bool = true) {
    perform(.dismiss(animated: animated), completion: nil)
  }

  /// Carries out `request` and returns once its transition has finished.
  ///
  /// ```swift
  /// try await navigator.perform(.navigate(to: .profile(user)))
  /// ```
  ///
  /// - Throws: ``NavigationError`` when the request cannot be carried out; nothing has changed
  ///   then.
  @inlinable
  public func perform(_ request: NavigationRequest<Destination>) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      perform(request) { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
