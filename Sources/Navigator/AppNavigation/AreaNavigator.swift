/// The navigator an ``AppNavigator`` gives the screens of one area: it forwards their requests
/// to the app navigator's one queue, where they apply to the top stack.
///
/// Screens receive it as `any Navigator<TheirArea>` and know nothing else. It holds the app
/// navigator's engine weakly, so a screen that keeps its navigator does not keep the app's
/// navigation alive. `Container` is the app navigator's container type; it is no longer used,
/// and kept so that code that names the type still compiles.
@MainActor
public final class AreaNavigator<Destination: DestinationProtocol, Container: NavigationContainer>:
  Navigator
{
  /// The engine of the app navigator that registered the area.
  private weak var engine: NavigationEngine?

  init(engine: NavigationEngine) {
    self.engine = engine
  }

  /// Forwards `request` to the app navigator: `navigate(to:)` follows the area's handler or the
  /// destination's presentation, `back` and `backToRoot` apply to the top stack, `dismiss` to
  /// the top modal, an exit to the change the app's exit handler gives for it.
  ///
  /// ```swift
  /// navigator.perform(.navigate(to: .chat(.ada))) { result in print(result) }
  /// ```
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    guard let engine else {
      let error = request.destination.map { NavigationError.appNavigatorReleased.asking(for: $0) }
      let released = error ?? .appNavigatorReleased
      if let completion {
        completion(.failure(released))
      } else {
        NavigationFailureHandler.current.report(released)
      }
      return
    }
    let change: NavigationChange
    switch request.action {
    case .navigate(let destination):
      change = .navigate(to: destination, animated: request.animated)
    case .back:
      change = NavigationChange(.back, animated: request.animated)
    case .backToRoot:
      change = NavigationChange(.backToRoot, animated: request.animated)
    case .dismiss:
      change = NavigationChange(.dismissTop, animated: request.animated)
    case .exit(let exit):
      change = NavigationChange(
        .exit(AnyExit(exit, of: Destination.self)), animated: request.animated)
    }
    engine.send(change, completion: completion)
  }

  /// Forwards a flow's request to the app navigator: a flow started here shows its destination
  /// as `navigate(to:)` does.
  ///
  /// ```swift
  /// let contact = try await navigator.result(of: .pickContact, as: Contact.self)
  /// ```
  public func performFlow(
    _ request: FlowRequest<Destination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    guard let engine else {
      let released = NavigationError.appNavigatorReleased
      if let completion {
        completion(.failure(released))
      } else {
        NavigationFailureHandler.current.report(released)
      }
      return
    }
    switch request.action {
    case .start(let destination, let type):
      engine.startFlow(
        .navigate(to: destination, animated: request.animated), expecting: type
      ) { [weak engine] result in
        Self.deliver(result.map(FlowOutcome.init), completion, engine: engine)
      }
    case .finish(let value, let type):
      engine.finishFlow(
        value, type: type, fromArea: ObjectIdentifier(Destination.self)
      ) { [weak engine] result in
        Self.deliver(result.map { FlowOutcome(nil) }, completion, engine: engine)
      }
    case .ask(let dialog):
      // NB: the flows the app navigator keeps hold these completions: never hold it back.
      engine.askDialog(dialog, animated: request.animated) { [weak engine] result in
        Self.deliver(result.map(FlowOutcome.init), completion, engine: engine)
      }
    }
  }

  private static func deliver(
    _ result: Result<FlowOutcome, NavigationError>,
    _ completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?,
    engine: NavigationEngine?
  ) {
    if let completion {
      completion(result)
    } else if case .failure(let error) = result {
      if let engine {
        engine.report(error)
      } else {
        NavigationFailureHandler.current.report(error)
      }
    }
  }
}
