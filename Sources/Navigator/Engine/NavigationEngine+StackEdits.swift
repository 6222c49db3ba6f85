extension NavigationEngine {
  /// Plans a navigation controller's push, pop, pop to root or pop to an existing screen as one
  /// ``StackEdit``, from one read of its stack, without the whole state: the path whose cost
  /// does not grow with the depth of the stack, as the direct path of an app engine's model.
  ///
  /// - Returns: How the request was prepared, or `nil` when it takes the whole-state path (an
  ///   app engine, another change, a guard to ask).
  func prepareStackEdit(_ turn: inout Turn) -> PreparedRequest? {
    // NB: a request that starts a flow takes the whole-state path, which keeps the flow.
    guard let rules, let stack, turn.redirect == nil, !guards.guardsEntry,
      turn.request.flow == nil
    else { return nil }
    let removesScreens: Bool
    // NB: the turn's change is read in place: a copy of it goes through the runtime's metadata.
    switch turn.change.kind {
    case .back, .backToRoot:
      removesScreens = true
    case .navigate(let destination) where destination.presentation == .push:
      removesScreens = false
    case .navigate(let destination) where destination.presentation == .popToExistingOrPush:
      removesScreens = true
    default:
      return nil
    }
    // NB: a leave guard is asked on the whole-state path.
    if removesScreens, shownScreens.holdsLeaveGuards { return nil }
    do throws(NavigationError) {
      switch try stack.planEdit(turn.change, rules: rules, shownScreens: shownScreens) {
      case .nothing:
        return .done
      case .edit(let edit):
        stackStep = .edit(edit)
        turn.isStackEdit = true
        return .ready
      case .push(let destination):
        // NB: the request's navigator refuses a screen already on show.
        let screen = try NavigationTransaction.makeScreen(
          for: destination, areas: areas, origin: turn.request.origin)
        let guardsItsLeaving = shownScreens.guardsItsLeaving(screen)
        if rules.remembers(destination, guardsItsLeaving: guardsItsLeaving) {
          shownScreens.remember(screen, showing: destination)
        }
        container.erasedScreen(screen, isShowing: destination)
        stackStep = .edit(.push(screen))
        turn.isStackEdit = true
        return .ready
      }
    } catch {
      return .failed(error)
    }
  }

  /// Ends a navigation controller's edit (``RequestTurn/isStackEdit``) for `origin`, the
  /// navigator that asked, with `result`: ends the flows whose first screen it took away, and
  /// tells the request. The rest of a turn's end does
  /// not apply: the engine of a navigation controller keeps no observers and forgets no screen,
  /// and an edit has no transaction, guard, dialog, redirect, flow or `then` of its own (a
  /// ``StackNavigator``'s changes have none).
  func endStackEdit(
    _ turn: Turn, of origin: any RequestOrigin, _ result: Result<Void, NavigationError>
  ) {
    if !flows.flows.isEmpty { endFlowsThatLeft() }
    finishStackRequest(turn.request, of: origin, result)
  }

  /// Ends a ``StackNavigator``'s request, as the navigator always did: a request the navigation
  /// controller refused or abandoned because it was released fails with
  /// ``NavigationError/navigationControllerReleased``; a failure names the destination the
  /// request navigated to (an exit's does not), and goes, without a completion, to its
  /// navigator's `onFailure`.
  func finishStackRequest(
    _ request: Request, of origin: any RequestOrigin, _ result: Result<Void, NavigationError>
  ) {
    guard case .failure(var error) = result else {
      // NB: a success names nothing and goes nowhere but to the completion.
      request.completion?(result)
      return
    }
    if stack?.isReleased == true, .transitionRefused ~= error || .transitionAbandoned ~= error {
      error = .navigationControllerReleased
    }
    var destination = request.change.destination
    if case .exit = request.change.kind { destination = nil }
    NavigationFailureHandler.deliver(
      .failure(error), askingFor: destination, to: request.completion, orTo: origin.onFailure)
  }
}
