// MARK: - Dialogs

extension NavigationEngine {
  /// Shows the dialog `content` once no other dialog is on show; `completion` gets the user's
  /// reply once, or `nil` when something else dismissed it.
  func askDialog(
    _ content: DialogContent, animated: Bool,
    completion: @escaping @MainActor (Result<DialogReply?, NavigationError>) -> Void
  ) {
    // NB: a guard's own dialog belongs to its request's turn: it waits in the turn for the
    // dialog on show, not for one that waits in the queue behind that request. Any other dialog
    // waits its turn in the queue.
    let isTurns = waitsForGuardAnswer && GuardQuestion.isAnswering
    guard isTurns || flows.dialogsAsked == 0 else {
      flows.waitingDialogs.append { [weak self] in
        guard let self else {
          completion(.failure(.appNavigatorReleased))
          return
        }
        askDialog(content, animated: animated, completion: completion)
      }
      return
    }
    flows.dialogsAsked += 1
    let present = NavigationChange.present(
      [AnyDestination(content)], withNavigationBar: false, animated: animated)
    let shown: @MainActor (Result<Void, NavigationError>) -> Void = { [weak self] result in
      guard let self else { return completion(result.map { nil }) }
      guard case .success = result, let anchor = container.erasedLayout.topElement,
        shownScreens.destination(of: anchor)?.as(DialogContent.self)?.id == content.id
      else {
        askNextDialog()
        completion(result.map { nil })
        return
      }
      flows.add(anchor: anchor, valueType: nil, dialogID: content.id) { [weak self] ending in
        self?.askNextDialog()
        if case .finished(let reply as DialogReply) = ending {
          completion(.success(reply))
        } else {
          completion(.success(nil))
        }
      }
    }
    // NB: a guard's `.later` answer may wait for this dialog ("Discard your changes?"), and its
    // request holds the queue meanwhile, with nothing on screen changing: the dialog is a step
    // of that request's turn, shown when the queue wakes it.
    if isTurns {
      turn?.dialogIDs.append(content.id)
      turn?.dialogs.append(GuardDialog(present: present, id: content.id, shown: shown))
      turn?.wake.take()?.punch(.finished)
    } else {
      send(present, completion: shown)
    }
  }

  /// Takes away, as the next request, the dialogs of `turn`'s guards still on show: a turn that
  /// ended (a guard that timed out) leaves no dialog behind to block the requests after it.
  func dismissDialogs(of turn: Turn) {
    // NB: most turns asked for no dialog: they skip the call, and its arguments.
    guard !turn.dialogIDs.isEmpty,
      let dismissal = dismissal(ofDialogs: turn.dialogIDs, "a request that ended")
    else {
      return
    }
    startFirst(Request(change: dismissal.unstoppable) { [weak self] in self?.reportFailure($0) })
  }

  /// The change that takes away the dialogs `ids` of a request's guards (`asked`, for its
  /// name), with the modals above them; `nil` when none of them is on show.
  func dismissal(ofDialogs ids: [Int], _ asked: String) -> NavigationChange? {
    guard !ids.isEmpty else { return nil }
    // NB: what is on show, not the flows: a dialog whose step had not ended has no flow yet.
    let onShow = container.erasedLayout.modals.compactMap { modal in
      modal.stack.first.flatMap { shownScreens.destination(of: $0)?.as(DialogContent.self) }
    }
    guard onShow.contains(where: { ids.contains($0.id) }) else { return nil }
    return .custom("take away the dialogs of \(asked)") { state in
      let level = state.modals.firstIndex { modal in
        modal.stack.first?.as(DialogContent.self).map { ids.contains($0.id) } ?? false
      }
      var state = state
      if let level { state.modals.removeSubrange(level...) }
      return state
    }
  }

  /// Records the user's reply to the dialog `id`; it is given once the dialog is gone.
  func dialog(_ id: Int, didReply reply: DialogReply) {
    _ = flows.reply(reply, toDialog: id)
    // NB: a navigation controller reports nothing but the reply, once the dialog is gone.
    if stack != nil { endFlowsThatLeft() }
  }

  private func askNextDialog() {
    flows.dialogsAsked -= 1
    // NB: a dialog a guard asked waits in its turn for the one on show to go.
    if turn?.dialogs.isEmpty == false { turn?.wake.take()?.punch(.finished) }
    guard flows.dialogsAsked == 0, !flows.waitingDialogs.isEmpty else { return }
    flows.waitingDialogs.removeFirst()()
  }
}
