import Navigator

/// A navigator for testing a screen on its own: it records the requests the screen makes and
/// answers each with ``result`` without showing anything.
///
/// ```swift
/// let navigator = RecordingNavigator<LoginDestination>()
/// LoginViewController(navigator: navigator).didTapForgotPassword()
/// #expect(navigator.requests == [.navigate(to: .forgotPassword)])
/// ```
@MainActor
public final class RecordingNavigator<Destination: DestinationProtocol>: Navigator {
  /// Every request made so far, oldest first.
  public private(set) var requests: [NavigationRequest<Destination>] = []

  /// How each request is answered; success unless a test sets a failure.
  ///
  /// ```swift
  /// navigator.result = .failure(.nothingToPop)
  /// ```
  public var result: Result<Void, NavigationError> = .success(())

  /// Failures of fire-and-forget calls, that is requests made without a completion while
  /// ``result`` is a failure.
  public private(set) var unhandledFailures: [NavigationError] = []

  /// A navigator that has recorded nothing yet.
  ///
  /// ```swift
  /// let navigator = RecordingNavigator<LoginDestination>()
  /// ```
  public init() {}

  /// The destinations asked for, in order, leaving out back, back-to-root, dismiss and exits.
  ///
  /// ```swift
  /// #expect(navigator.destinations == [.signUp(prefilledEmail: "ada@example.com")])
  /// ```
  public var destinations: [Destination] { requests.compactMap(\.destination) }

  /// The exits asked for, in order (see `Navigator.exit(_:)`).
  ///
  /// ```swift
  /// #expect(navigator.exits == [.loggedIn(.ada)])
  /// ```
  public var exits: [Destination.Exit] { requests.compactMap(\.exit) }

  /// Records `request` and answers with ``result``.
  public func perform(
    _ request: NavigationRequest<Destination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    requests.append(request)
    if let completion {
      completion(result)
    } else if case .failure(let error) = result {
      unhandledFailures.append(error)
    }
  }

  // MARK: - Flows and dialogs

  /// The flow requests made, in order: flows started, finished and dialogs asked.
  public private(set) var flowRequests: [FlowRequest<Destination>] = []

  private var waitingFlows:
    [(FlowRequest<Destination>, @MainActor (Result<FlowOutcome, NavigationError>) -> Void)] = []

  /// Records `request`. A finish succeeds at once; a flow started or a dialog asked waits for
  /// ``finishStartedFlow(returning:)`` or ``answerDialog(_:texts:)``; with ``result`` set to a
  /// failure, each fails at once with it.
  public func performFlow(
    _ request: FlowRequest<Destination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    flowRequests.append(request)
    if case .failure(let error) = result {
      if let completion { completion(.failure(error)) } else { unhandledFailures.append(error) }
    } else if request.finishingValue != nil {
      completion?(.success(FlowOutcome(nil)))
    } else if let completion {
      waitingFlows.append((request, completion))
    }
  }

  /// The values the screen finished flows with, of type `Value`.
  ///
  /// ```swift
  /// #expect(navigator.finishedValues(of: Contact.self) == [.ada])
  /// ```
  public func finishedValues<Value>(of type: Value.Type) -> [Value] {
    flowRequests.compactMap { $0.finishingValue as? Value }
  }

  /// The dialogs the screen asked, in order.
  public var askedDialogs: [DialogContent] { flowRequests.compactMap(\.dialog) }

  /// Ends the oldest flow the screen started and still awaits, with `value`, or cancels it with
  /// `nil`.
  ///
  /// ```swift
  /// navigator.finishStartedFlow(returning: Contact.ada)
  /// ```
  ///
  /// - Returns: `false` when no flow is awaited.
  @discardableResult
  public func finishStartedFlow(returning value: (any Sendable)?) -> Bool {
    guard let index = waitingFlows.firstIndex(where: { $0.0.startedDestination != nil }) else {
      return false
    }
    waitingFlows.remove(at: index).1(.success(FlowOutcome(value)))
    return true
  }

  /// Taps the action titled `action` of the oldest dialog the screen asked and still awaits.
  ///
  /// ```swift
  /// try navigator.answerDialog("Delete")
  /// ```
  ///
  /// - Throws: ``DialogAnswerError`` when no dialog is awaited or it has no such action.
  public func answerDialog(_ action: String, texts: [String] = []) throws(DialogAnswerError) {
    guard let index = waitingFlows.firstIndex(where: { $0.0.dialog != nil }),
      let dialog = waitingFlows[index].0.dialog
    else { throw DialogAnswerError(reason: "no dialog is awaited") }
    guard let actionIndex = dialog.actions.firstIndex(where: { $0.title == action }) else {
      throw DialogAnswerError(reason: "\(dialog) has no action titled \(action)")
    }
    let reply = DialogReply(
      actionIndex: actionIndex, texts: texts.isEmpty ? dialog.textFields.map(\.text) : texts)
    waitingFlows.remove(at: index).1(.success(FlowOutcome(reply)))
  }
}
