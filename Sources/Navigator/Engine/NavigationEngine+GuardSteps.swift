// MARK: - A turn's guards and the dialogs they ask

/// The steps of a turn whose guards are asked, as the ``EngineMachine`` calls for them: ask the
/// guards, show the dialogs they ask or wait for their answers, and plan the turn again once they
/// answered. A stack navigator's engine whose request the window's engine carries out hands each
/// step to that engine, whose turn it is.
extension NavigationEngine {
  /// Asks the turn's guards in a task; `answered` is called once they all answered, unless the
  /// turn ended first, and `wake` (the step's ticket) is punched whenever a dialog they ask is
  /// to be shown.
  ///
  /// - Returns: How long they may take.
  func askGuards(
    wake: TransitionTicket, answered: @escaping @MainActor @Sendable () -> Void
  ) -> Duration {
    if stack != nil, case .hosted(let host) = stackStep {
      return host.askGuards(wake: wake, answered: answered)
    }
    let questions = turn?.questions ?? []
    turn?.questions = []
    turn?.wake = wake
    turn?.asking = Task { [weak self] in
      let answers = await GuardQuestion.ask(questions)
      // NB: a turn that ended cancelled its task.
      guard !Task.isCancelled, let self else { return }
      turn?.asking = nil
      turn?.wake.take()?.disarm()
      for answer in answers { turn?.answers.record(answer) }
      answered()
    }
    return guardTimeout
  }

  /// Shows the next dialog the turn's guards asked, or waits for their answers, until
  /// `deadline`; `ticket` ends the step.
  func awaitGuards(until deadline: Deadline, ticket: TransitionTicket) -> TransitionStep {
    if stack != nil, case .hosted(let host) = stackStep {
      return host.awaitGuards(until: deadline, ticket: ticket)
    }
    let left = deadline.left(from: .now)
    if showGuardDialog(completion: { [ticket] outcome in ticket.punch(outcome) }) {
      return .showedDialog(left)
    }
    turn?.wake = ticket
    return .waiting(left)
  }

  /// Plans the turn again with its guards' answers; the dialogs they asked that are not on
  /// show yet will not be, and those still on show are taken away first, as a step that
  /// `ticket` ends: the turn's change is planned from what the user saw when it was asked for.
  func planAgain(ticket: TransitionTicket) -> EngineMachine.Replan {
    if stack != nil, case .hosted(let host) = stackStep { return host.planAgain(ticket: ticket) }
    // NB: out of the turn before their askers run.
    let unshown = turn?.takeDialogs() ?? []
    for dialog in unshown { dialog.tell(.failure(NavigationError(.transitionCancelled))) }
    if takeAwayDialogs(ticket: ticket) { return .tookDialogsAway }
    guard var planning = turn.take() else { return .done }
    // NB: the turn is out of `self` while guards and factories run, and back before the
    // container is called, whose completion may come at once.
    let prepared = prepare(&planning)
    turn = planning
    switch prepared {
    case .ready:
      return .ready
    case .ask(let questions):
      turn?.questions = questions
      return .mustAskGuards
    case .done:
      return .done
    case .failed(let error):
      return .failed(error)
    }
  }

  /// Takes away the dialogs the turn's guards asked that are still on show (a guard that
  /// answered before the user did), with the modals above them, as a step that `ticket` ends.
  ///
  /// - Returns: Whether a dialog is being taken away.
  private func takeAwayDialogs(ticket: TransitionTicket) -> Bool {
    guard let ids = turn?.dialogIDs, let dismissal = dismissal(ofDialogs: ids, "a request's guards")
    else { return false }
    let animated = turn?.change.animated ?? true
    let applied = try? applyAsAStep(dismissal, animated: animated) { [ticket] outcome in
      ticket.punch(outcome)
    }
    return applied ?? false
  }

  /// Shows the next dialog a guard of the turn asked, as a step of the turn: planned from what
  /// is on show and applied like any change, while the turn waits for its guards, once no other
  /// dialog is on show or on its way. The step counts against the guards' time, not a
  /// transition's: the turn goes on whatever becomes of the dialog, which is told how it went.
  /// Once the guards answered, the dialogs still waiting are not shown.
  ///
  /// - Returns: Whether a dialog is being shown.
  private func showGuardDialog(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> Bool {
    guard turn?.dialogInFlight == nil, !flows.showsDialog else { return false }
    while let dialog = turn?.dialogs.first {
      turn?.dialogs.removeFirst()
      let applied: Bool
      do {
        let ended: @MainActor @Sendable (TransitionOutcome) -> Void = { [weak self] outcome in
          guard let self else { return }
          // NB: a step that ended after its turn (the guards' time ran out) wakes no one.
          let isTurns = turn?.dialogInFlight === dialog
          if isTurns { turn?.dialogInFlight = nil }
          dialog.tell(outcome == .finished ? .success(()) : .failure(NavigationError(outcome)))
          if isTurns { completion(.finished) }
        }
        applied = try applyAsAStep(
          dialog.present, animated: dialog.present.animated,
          willApply: { turn?.dialogInFlight = dialog }, completion: ended)
      } catch {
        dialog.tell(.failure(error))
        continue
      }
      guard applied else {
        dialog.tell(.success(()))
        continue
      }
      return true
    }
    return false
  }

  /// Plans `change` from what is on show and hands its container change to the container as a
  /// step of the turn, not a request of its own (a guard's dialog, or the dialogs taken away);
  /// `willApply` runs just before, and `completion` gets how the step ended once the observers
  /// heard of it.
  ///
  /// - Returns: Whether a change was applied; `false` when `change` changes nothing.
  /// - Throws: What planning it, or making its screens, threw; nothing was applied.
  private func applyAsAStep(
    _ change: NavigationChange, animated: Bool, willApply: () -> Void = {},
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) throws(NavigationError) -> Bool {
    let context = transactionContext
    guard let plan = try NavigationTransaction.plan(change, on: container, context: context) else {
      return false
    }
    var transaction = try NavigationTransaction.make(
      plan, animated: animated, on: container, context: context)
    guard let next = transaction.takeNext() else { return false }
    willApply()
    apply(next.change, animated: next.animated, leadingTo: transaction.target) {
      [weak self] outcome in
      self?.observers.stateMayHaveChanged()
      self?.notifyObservers()
      completion(outcome)
    }
    return true
  }
}
