extension NavigationEngine {
  /// Starts a navigation controller's push, pop, pop to root or pop to an existing screen as
  /// one ``StackEdit``, planned from one read of its stack, without the whole state and without
  /// a turn: the path whose cost does not grow with the depth of the stack, as the direct path
  /// of an app engine's model. Unless it ended, the caller keeps the request in
  /// ``stackEditRequest`` until it ends (``start(_:)``, which moves it there).
  ///
  /// - Returns: How it started, or `nil` when it takes the whole-state path (another change, a
  ///   guard to ask, a flow to start).
  func startStackEdit(_ request: Request) -> EngineMachine.Start? {
    // NB: a request that starts a flow takes the whole-state path, which keeps the flow.
    guard let rules, let stack, !guards.guardsEntry, request.flow == nil else { return nil }
    // NB: the destination's presentation is read once, here, and handed on: each read is a call
    // of its witness.
    let presentation: Presentation?
    // NB: the change is read in place: a copy of it goes through the runtime's metadata.
    switch request.change.kind {
    case .back, .backToRoot:
      presentation = nil
    case .navigate(let destination):
      presentation = destination.presentation
      guard presentation == .push || presentation == .popToExistingOrPush else { return nil }
    default:
      return nil
    }
    // NB: a leave guard is asked on the whole-state path.
    if presentation != .push, shownScreens.holdsLeaveGuards { return nil }
    do throws(NavigationError) {
      let planned = try stack.planEdit(
        request.change, presentation: presentation, rules: rules, shownScreens: shownScreens
      ) { destination throws(NavigationError) in
        // NB: the request's navigator refuses a screen already on show.
        let screen = try NavigationTransaction.makeScreen(
          for: destination, areas: areas, origin: request.origin)
        let guardsItsLeaving = shownScreens.guardsItsLeaving(screen)
        if rules.remembers(
          destination, presentation: presentation, guardsItsLeaving: guardsItsLeaving)
        {
          shownScreens.remember(screen, showing: destination)
        }
        return screen
      }
      guard let edit = planned else {
        endStackEdit(request, .success(()))
        return .ended
      }
      stackStep = .edit(edit)
      return .ready
    } catch {
      endStackEdit(request, .failure(error))
      return .ended
    }
  }

  /// Ends a navigation controller's edit (``startStackEdit(_:)``) with `result`: ends the flows
  /// whose first screen it took away, and tells the request. The rest of a turn's end does not
  /// apply: the engine of a navigation controller keeps no observers and forgets no screen, and
  /// an edit has no transaction, guard, dialog, redirect, flow or `then` of its own (a
  /// ``StackNavigator``'s changes have none).
  func endStackEdit(_ request: Request, _ result: Result<Void, NavigationError>) {
    endFlowsThatLeft()
    finish(request, result)
  }
}
