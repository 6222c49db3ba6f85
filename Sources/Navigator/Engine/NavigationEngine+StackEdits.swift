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
    do throws(NavigationError) {
      let planned = try stack.planEdit(request.change, rules: rules, shownScreens: shownScreens) {
        destination, presentation throws(NavigationError) in
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
      switch consume planned {
      case .edit(let edit, let controller):
        stackStep = .edit(edit, on: controller)
        return .ready
      case .unchanged:
        endStackEdit(request, .success(()))
        return .ended
      case .declined:
        return nil
      }
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
