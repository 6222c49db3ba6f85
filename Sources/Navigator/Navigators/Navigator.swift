/// Shows the destinations of one area of an app. Screens get their navigator injected and ask it
/// to navigate; they never know about each other.
///
/// Screens get the navigator an ``AppNavigator`` gives their area, or, for one stack on its own,
/// a ``StackNavigator``. An area with logic of its own starts flows and awaits their results
/// (``result(of:as:animated:)``), or conforms to `Navigator` itself and forwards its requests,
/// ``performFlow(_:completion:)`` included.
///
/// ```swift
/// final class LoginFormViewController: UIViewController {
///   private let navigator: any Navigator<LoginDestination>
///
///   init(navigator: any Navigator<LoginDestination>) {
///     self.navigator = navigator
///     super.init(nibName: nil, bundle: nil)
///   }
///   required init?(coder: NSCoder) { nil }
///
///   func didLogIn(_ user: User) {
///     navigator.exit(.loggedIn(user))
///   }
/// }
/// ```
///
/// ``perform(_:completion:)`` is the one requirement to write. ``navigate(to:)``, ``goBack()``,
/// ``goBackToRoot()`` and ``dismiss()`` are requirements too, with defaults that make a request
/// and send it to ``perform(_:completion:)``: a navigator that writes its own `navigate(to:)`
/// gets every `navigate(to:)` call, including those made through `any Navigator<Destination>`,
/// which is what screens hold.
@MainActor
public protocol Navigator<Destination>: AnyObject {
  /// The destinations of the area this navigator serves.
  associatedtype Destination: DestinationProtocol

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
  ///   - completion: Called exactly once, when the transition has finished or with the reason
  ///     the request failed. When `nil`, a failure goes to the navigator's failure handler (see
  ///     ``NavigationFailureHandler``), never nowhere.
  func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?)

  /// Shows `destination` the way its ``Destination/presentation`` says, animated; failures go to
  /// the failure handler.
  ///
  /// ```swift
  /// navigator.navigate(to: .chat(user))
  /// ```
  func navigate(to destination: Destination)

  /// Pops the top screen, animated; failures (such as being at the root) go to the failure
  /// handler.
  ///
  /// ```swift
  /// navigator.goBack()
  /// ```
  func goBack()

  /// Pops every screen above the root, animated; failures go to the failure handler.
  ///
  /// ```swift
  /// navigator.goBackToRoot()
  /// ```
  func goBackToRoot()

  /// Dismisses the modal screen, animated; failures (such as nothing being presented) go to the
  /// failure handler.
  ///
  /// ```swift
  /// navigator.dismiss()
  /// ```
  func dismiss()

  /// Carries out a request about a flow: shows a flow's first screen and waits for its value,
  /// finishes the innermost flow that returns a value's type, or asks a dialog.
  ///
  /// Use ``result(of:as:animated:)``, ``finishFlow(returning:completion:)`` and
  /// ``ask(_:animated:)``, which make these requests. The default fails with
  /// ``NavigationError/flowsUnavailable``; a navigator that forwards its requests to another
  /// forwards these too.
  ///
  /// - Parameters:
  ///   - request: What to do.
  ///   - completion: Called once: with the flow's value (`nil` when cancelled) or the dialog's
  ///     reply, or with the failure. When `nil`, a failure goes to the failure handler.
  func performFlow(
    _ request: FlowRequest<Destination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?)
}

// MARK: - Default implementations

extension Navigator {
  /// Performs `.navigate(to: destination)` with no completion.
  ///
  /// ```swift
  /// navigator.navigate(to: .chat(user))
  /// ```
  public func navigate(to destination: Destination) {
    perform(.navigate(to: destination), completion: nil)
  }

  /// Performs `.back` with no completion.
  ///
  /// ```swift
  /// navigator.goBack()
  /// ```
  public func goBack() {
    perform(.back, completion: nil)
  }

  /// Performs `.backToRoot` with no completion.
  ///
  /// ```swift
  /// navigator.goBackToRoot()
  /// ```
  public func goBackToRoot() {
    perform(.backToRoot, completion: nil)
  }

  /// Performs `.dismiss` with no completion.
  ///
  /// ```swift
  /// navigator.dismiss()
  /// ```
  public func dismiss() {
    perform(.dismiss, completion: nil)
  }

  /// Fails with ``NavigationError/flowsUnavailable``: a navigator that does not implement it
  /// runs no flows.
  public func performFlow(
    _ request: FlowRequest<Destination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    let error = NavigationError.flowsUnavailable
    if let completion {
      completion(.failure(error))
    } else {
      NavigationFailureHandler.current.report(error)
    }
  }
}

// MARK: - API

extension Navigator {
  /// Leaves the area through `exit`, such as logged in or logged out: the app navigator's
  /// handler for the area's exits says where that leads (``AppNavigator/handleExits(from:_:)``),
  /// so the screen knows nothing of what comes after. Failures go to the failure handler.
  ///
  /// ```swift
  /// navigator.exit(.loggedIn(user))
  /// ```
  public func exit(_ exit: Destination.Exit) {
    perform(.exit(exit), completion: nil)
  }

  /// Carries out `request` and returns once its transition has finished.
  ///
  /// Without animation, or to wait for the change, ask with a request:
  ///
  /// ```swift
  /// try await navigator.perform(.navigate(to: .profile(user), animated: false))
  /// ```
  ///
  /// - Throws: ``NavigationError`` when the request cannot be carried out; nothing has changed
  ///   then.
  public func perform(_ request: NavigationRequest<Destination>) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      perform(request) { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
