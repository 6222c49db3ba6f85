// MARK: - The dialogs a guard asks

extension NavigationEngine {
  /// Shows the next dialog a guard of the turn asked, as a step of the turn: planned from what
  /// is on show and applied like any change, while the turn waits for its guards, once no other
  /// dialog is on show or on its way. The step counts against the guards' time, not a
  /// transition's: the turn goes on whatever becomes of the dialog, which is told how it went.
  /// Once the guards answered, the dialogs still waiting are not shown.
  ///
  /// - Returns: `.waiting` while a dialog is being shown, `nil` when none is to be shown now.
  func showGuardDialog(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> TransitionStep? {
    guard case .awaitingAnswers(let deadline) = turn?.phase else {
      // NB: out of the turn before their askers run.
      let unshown = turn?.takeDialogs() ?? []
      for dialog in unshown { dialog.tell(.failure(NavigationError(.transitionCancelled))) }
      return nil
    }
    guard turn?.dialogInFlight == nil, !flows.showsDialog else { return nil }
    while let dialog = turn?.dialogs.first {
      turn?.dialogs.removeFirst()
      var transaction: NavigationTransaction
      do {
        let context = transactionContext
        guard
          let plan = try NavigationTransaction.plan(dialog.present, on: container, context: context)
        else {
          dialog.tell(.success(()))
          continue
        }
        transaction = try NavigationTransaction.make(
          plan, animated: dialog.present.animated, on: container, context: context)
      } catch {
        dialog.tell(.failure(error))
        continue
      }
      guard let next = transaction.takeNext() else {
        dialog.tell(.success(()))
        continue
      }
      turn?.dialogInFlight = dialog
      apply(next.change, animated: next.animated, leadingTo: transaction.target) {
        [weak self] outcome in
        guard let self else { return }
        observers.stateMayHaveChanged()
        notifyObservers()
        // NB: a step that ended after its turn (the guards' time ran out) wakes no one.
        let isTurns = turn?.dialogInFlight === dialog
        if isTurns { turn?.dialogInFlight = nil }
        dialog.tell(outcome == .finished ? .success(()) : .failure(NavigationError(outcome)))
        if isTurns { completion(.finished) }
      }
      return .waiting(max(ContinuousClock.now.duration(to: deadline), .zero))
    }
    return nil
  }
}
