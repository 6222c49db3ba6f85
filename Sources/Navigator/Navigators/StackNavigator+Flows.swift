// MARK: - Flows and dialogs

extension StackNavigator {
  /// Carries out a request about a flow on the navigation controller, with the engine an
  /// ``AppNavigator`` runs its flows with: a flow started here shows its destination as
  /// ``navigate(to:)`` does, its first screen made by ``factory``, and it is the screen shown and
  /// everything pushed or presented above it; a finish ends the innermost flow that returns the
  /// value's type, of any navigator of the same navigation controller.
  ///
  /// A flow ends with `nil` when its first screen leaves without a finish: a later request
  /// (back, back to root, a new stack, a dismissal) or the user's back swipe or back button.
  /// A navigation controller only asks before the user pops (``NavigationController/userMayPop``)
  /// and never reports the pop itself, so such a flow ends on the main actor's next turn, once
  /// the pop's transition is over; with a controller that does not ask, at the next request or
  /// finish of any navigator of that navigation controller. Once every navigator of the
  /// navigation controller is gone, its flows end with `nil`.
  ///
  /// A dialog's screen is made by the navigation controller
  /// (``NavigationController/makeScreen(for:reply:)``; `UIAlertController` with UIKit) and
  /// presented over the stack, one at a time; it fails with
  /// ``NavigationError/alreadyPresenting`` while a screen is presented, and with
  /// ``NavigationError/dialogUnavailable`` when the controller makes no dialog screens.
  ///
  /// ```swift
  /// let contact = try await navigator.result(of: .pickContact, as: Contact.self)
  /// ```
  public func performFlow(
    _ request: FlowRequest<Destination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    switch request.action {
    case .start(let destination, let type):
      engine.startFlow(
        .navigate(to: destination, animated: request.animated), expecting: type, origin: self
      ) { [weak self] result in
        Self.deliver(result.map(FlowOutcome.init), to: completion, orTo: self)
      }
    case .finish(let value, let type):
      engine.finishFlow(value, type: type, origin: self) { [weak self] result in
        Self.deliver(result.map { FlowOutcome(nil) }, to: completion, orTo: self)
      }
    case .ask(let dialog):
      // NB: the flows the engine keeps hold these completions: never hold the navigator back.
      engine.askDialog(dialog, animated: request.animated) { [weak self] result in
        Self.deliver(result.map(FlowOutcome.init), to: completion, orTo: self)
      }
    }
  }

  /// Gives `result` to `completion`; without one, a failure goes to the `onFailure` of
  /// `navigator`, or to the current failure handler.
  private static func deliver(
    _ result: Result<FlowOutcome, NavigationError>,
    to completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?,
    orTo navigator: StackNavigator?
  ) {
    if let completion { return completion(result) }
    guard case .failure(let error) = result else { return }
    if let onFailure = navigator?.onFailure {
      onFailure(error)
    } else {
      NavigationFailureHandler.current.report(error)
    }
  }
}
