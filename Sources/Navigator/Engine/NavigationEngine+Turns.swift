// MARK: - Carrying out a request

/// What the queue asks of the engine that carries out a request: start it, apply its next
/// step, finish it, or fail it without starting it (``NavigationEngine+Queue.swift``).
extension NavigationEngine {
  typealias Turn = RequestTurn

  /// Starts this engine's oldest waiting request: plans it and makes its screens.
  ///
  /// - Returns: Whether it has steps to apply, or guards to ask first; ``EngineMachine/Start/ended``
  ///   after finishing the request at once (it asked for the state that already holds, or
  ///   failed).
  func startNextRequest() -> EngineMachine.Start {
    // NB: the cheap checks first: a stack navigator of an app without an app navigator pays
    // for no look-up.
    if stack != nil, windows.hasEngines, let host = hostingEngine() {
      return startHosted(on: host)
    }
    guard let request = changeWaitingRequests({ $0.takeFirst() }) else { return .ended }
    return start(consume request)
  }

  /// Starts `request`: plans it and makes its screens.
  // NB: the request is handed over, and moved where it is kept, never copied: a copy of it and
  // the release of the original cost about 300 instructions a push.
  func start(_ request: consuming Request) -> EngineMachine.Start {
    if stack != nil, let started = startStackEdit(request) {
      if started != .ended {
        // NB: swapped in, so that no request is released inside the access (there is none):
        // the optimizer then checks every access to it when the library is compiled.
        var kept: Request? = consume request
        swap(&kept, &stackEditRequest)
      }
      return started
    }
    // NB: an optional, so that the turn is moved into ``turn``, not copied: a copy of a turn
    // costs hundreds of instructions.
    let change = request.followedLead?.change ?? followingLead(request.change)
    var next: Turn? = Turn(request: request, change: change)
    switch prepare(&next!) {
    case .done:
      conclude(next!, .success(()))
      return .ended
    case .failed(let error):
      conclude(next!, .failure(error))
      return .ended
    case .ready:
      turn = next.take()
      return .ready
    case .ask(let questions):
      next!.questions = questions
      turn = next.take()
      return .mustAskGuards
    }
  }

  /// Applies the next step of the started request, which calls `completion` once when its
  /// transition has ended.
  func applyNextStep(
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) -> TransitionStep {
    if let stack, let step = stackStep.take() {
      // NB: the step is handed on, not copied: each copy of its screen is a retain and a release.
      switch consume step {
      case .edit(let edit, let controller):
        stack.apply(
          edit, on: controller, animated: stackEditRequest?.change.animated ?? true,
          completion: completion)
        // NB: a stack edit is one step.
        return .appliedLast
      case .hosted(let host):
        stackStep = .hosted(by: host)
        return host.applyNextStep(completion: completion)
      }
    }
    // NB: one access to the turn, not two: each is checked for exclusivity at run time.
    guard let next = turn?.transaction?.takeNextWithTarget() else { return .done }
    // NB: the turn's fields, not a computed property: its getter would copy the whole turn.
    if let rules, let stack, let change = turn?.redirect?.change ?? turn?.change {
      stack.intent = rules.intent(of: change)
    }
    apply(next.change, animated: next.animated, leadingTo: next.target, completion: completion)
    return next.isLast ? .appliedLast : .applied
  }

  /// Hands `change` to the container. While the container applies it, ``state`` is `target`,
  /// without reading the container's layout: a screen the change releases may read the state in
  /// its `deinit`, in the middle of the container's own write of its layout.
  func apply(
    _ change: ContainerChange<Screen>, animated: Bool, leadingTo target: NavigationState,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let outer = stateWhileApplying
    stateWhileApplying = target
    container.apply(erased: change, animated: animated, completion: completion)
    stateWhileApplying = outer
  }

  /// Finishes the started request.
  func finishStartedRequest(_ result: Result<Void, NavigationError>) {
    // NB: a step that fails ends its request from inside the container's `apply`, where the
    // state is what the container shows, not the target it did not reach.
    stateWhileApplying = nil
    if stack != nil, case .hosted(let host) = stackStep.take() {
      host.finishStartedRequest(result)
      // NB: the window's engine does not know this engine's flows: those whose first screen
      // its change took away end now.
      return endFlowsThatLeft()
    }
    if let request = stackEditRequest.take() { return endStackEdit(request, result) }
    guard var turn = turn.take() else { return }
    if case .success = result, let expected = turn.transaction?.expectedModelVersion {
      // NB: the container shows what the model expects, before any user code runs, unless the
      // model changed since (a user's change drops it): a container that counts its changes
      // spares the next request a look at every screen.
      model.confirm(container.layoutVersion, atVersion: expected)
    }
    // NB: the dialogs its guards asked that are not on show will not be; those on show go.
    for dialog in turn.takeDialogs() {
      dialog.tell(.failure(NavigationError(.transitionCancelled)))
    }
    dismissDialogs(of: turn)
    turn.asking?.cancel()
    // NB: the step that waited for the guards is over: its ticket reports nothing.
    turn.wake?.disarm()
    conclude(turn, result)
  }

  /// Ends `turn` with `result`, or, when it followed a redirect that succeeded, keeps its
  /// request until the redirect's screens are gone.
  private func conclude(_ turn: Turn, _ result: Result<Void, NavigationError>) {
    var result = result
    if case .failure(let error) = result, let transaction = turn.transaction,
      transaction.applied > 1
    {
      // NB: the steps before the one that failed are on screen.
      result = .failure(error.afterApplying(transaction.applied - 1, of: transaction.changeCount))
    }
    if let redirect = turn.redirect {
      switch result {
      case .success:
        var request = turn.request
        request.redirectedBy.append(redirect.by.caseName)
        request.led = turn.change
        // NB: a redirect that made no screen (a tab it selects) waits for the screen it
        // brought to the top to leave what the user sees.
        var shown = turn.transaction?.made.array ?? []
        if turn.request.landsThroughRedirects, case .reset(let wanted) = turn.change.kind,
          let base = wanted.leavingOut(redirect.by)
        {
          // NB: a launch's redirect also made the screens it lands on; only its own count.
          let landedOn = base.elements
          shown.removeAll { shownScreens.destination(of: $0).map(landedOn.contains) ?? false }
        }
        // NB: a redirect that changed nothing is over at once.
        let watched =
          shown.isEmpty && turn.transaction != nil
          ? container.erasedLayout.topElement.map { [$0] } : nil
        let screens = (watched ?? shown).map { WeakScreen(screen: $0) }
        redirected.append(RedirectedRequest(request: request, screens: screens))
        redirect.change.afterwards?()
        stateDidChange()
        return
      case .failure(let error):
        // NB: a failure of the redirect's planning is already the redirect's abandonment.
        if !(NavigationError.redirectAbandoned ~= error) {
          result = .failure(redirectAbandoned(turn, failedWith: error))
        }
      }
    }
    if turn.transaction != nil { observers.stateMayHaveChanged() }
    notifyObservers()
    end(turn, result)
  }

  /// Fails this engine's oldest waiting request without starting it.
  func failNextRequest(_ error: NavigationError) {
    guard let request = changeWaitingRequests({ $0.takeFirst() }) else { return }
    finish(request, .failure(error))
  }

  // MARK: - Planning a turn

  /// The change `change` leads to: the one its area's lead gives for a destination it
  /// navigates to, or its area's exit handler for an exit, keeping its animation, its `then`
  /// and whether it may be stopped. An exit without a handler stays, and fails when planned.
  private func followingLead(_ change: NavigationChange) -> NavigationChange {
    // NB: only an app navigator gives its engine leads and exit handlers; a navigation
    // controller's engine reads none of its areas (each read is checked for exclusivity).
    guard rules == nil else { return change }
    let leading: NavigationChange?
    switch change.kind {
    case .navigate:
      // NB: the destination is bound (a copy of it) only when some area has a lead.
      guard areas.hasLeads, case .navigate(let destination) = change.kind else { return change }
      leading = areas.leadingChange(for: destination)
    case .exit(let exit): leading = areas.exitChange(for: exit)
    default: leading = nil
    }
    guard var led = leading else { return change }
    led.animated = change.animated
    if !change.mayBeStopped { led = led.unstoppable }
    if let afterwards = change.afterwards { led = led.then(afterwards) }
    return led
  }

  /// Plans the turn's change from what is on show, asks the guards, follows a redirect, and
  /// makes the new screens.
  func prepare(_ turn: inout Turn) -> PreparedRequest {
    // NB: the origin alone, not the request: a copy of it costs hundreds of instructions.
    var context = transactionContext(origin: turn.request.origin)
    // NB: a navigation controller's engine remembers the first screen of a flow, which the
    // flow is kept by.
    if rules != nil, turn.request.flow != nil { context.startsFlow = true }
    while true {
      // NB: the turn's fields, not a computed property: its getter would copy the whole turn.
      let change = turn.redirect?.change ?? turn.change
      let plan: NavigationTransaction.Plan
      do {
        guard let planned = try NavigationTransaction.plan(change, on: container, context: context)
        else { return .done }
        plan = planned
      } catch {
        return .failed(failure(of: turn, error))
      }
      // NB: only a stack navigator's request brings an origin to an app engine; its change is
      // read only then, since reading it copies it.
      let guards =
        rules == nil && context.origin != nil
        ? self.guards.including(guardsOf: change) : self.guards
      let mayAsk =
        guards.guardsEntry
        || ((!guards.isEmpty || shownScreens.holdsLeaveGuards)
          && plan.mayLeave)
      if mayAsk {
        let verdict = guards.verdict(
          on: plan.crossings(listsEntering: guards.guardsEntry), answers: turn.answers,
          mayRefuse: change.mayBeStopped, byGesture: turn.request.byGesture)
        switch verdict {
        case .pass:
          break
        case .ask(let questions):
          return .ask(questions)
        case .fail(let error):
          if leavesOut(error.destination, of: &turn) { continue }
          return .failed(failure(of: turn, error))
        case .redirect(var redirect, let guarded):
          // NB: a navigation controller has no whole-app change to redirect to.
          if rules != nil { return .failed(.cannotRedirect(guarded)) }
          let guardedCase = guarded.caseName
          guard turn.redirect == nil, !turn.request.redirectedBy.contains(guardedCase),
            turn.request.redirectedBy.count < Self.redirectLimit
          else {
            return .failed(
              NavigationError(
                .redirectAbandoned, destination: turn.request.change.destination,
                detail: .redirect(by: guardedCase, failed: false)))
          }
          if turn.request.landsThroughRedirects,
            let landing = landingRedirect(redirect, before: guarded, of: turn, context: context)
          {
            redirect = landing
          }
          turn.redirect = RequestTurn.Redirect(change: redirect, by: guarded)
          turn.answers = GuardAnswers()
          continue
        }
      }
      do {
        // NB: the plan is handed over, so that the model changes its state in place.
        let transaction = try NavigationTransaction.make(
          consume plan, animated: change.animated, on: container, context: context)
        // NB: the turn's fields, not the turn: a turn passed on is copied whole.
        if turn.redirect == nil, turn.request.flow != nil {
          keepFlow(turn.request.flow, made: transaction.made, target: transaction.target)
        }
        // NB: last, so that the transaction is moved into the turn, not copied.
        turn.transaction = transaction
        // NB: a navigation controller's turn is never redirected, and forgets no screen: it
        // holds none of its screens while the container applies it.
        if rules != nil { turn.transaction?.letGoOfScreens() }
        return .ready
      } catch {
        return .failed(failure(of: turn, error))
      }
    }
  }

  /// What planning and making a transaction read: the areas, the screens shown, routes, links.
  var transactionContext: NavigationTransaction.Context {
    NavigationTransaction.Context(
      areas: areas, shownScreens: shownScreens, model: model, routes: routes, links: links,
      rules: rules)
  }

  /// What planning and making a request's transaction read, with the navigator it comes from
  /// (``Request/origin``).
  func transactionContext(origin: (any RequestOrigin)?) -> NavigationTransaction.Context {
    NavigationTransaction.Context(
      areas: areas, shownScreens: shownScreens, model: model, routes: routes, links: links,
      rules: rules, origin: origin)
  }

  /// Whether the queue waits for a guard's `.later` answer, while nothing on screen changes.
  var waitsForGuardAnswer: Bool { turn?.asking != nil }

  /// How many times the guards may redirect one request.
  static var redirectLimit: Int { 5 }

  /// Ends `turn`: runs the change's `then` when it succeeded, ends the flows whose first screen
  /// left, tells the request, reports what a restore left out, and resumes the redirected requests whose redirect is over.
  private func end(_ turn: Turn, _ result: Result<Void, NavigationError>) {
    forgetScreensThatLeft(turn, result)
    activateFlow(of: turn.request, result)
    if case .success = result { turn.change.afterwards?() }
    endFlowsThatLeft()
    finish(turn.request, result)
    for destination in turn.leftOut {
      report(
        NavigationError(
          .entryDenied, destination: destination,
          detail: .guardReason("left out of the restored state, with the screens above it")))
    }
    resumeRedirectedRequests()
  }

  /// Forgets the screens `turn` took off the layout: those of its direct change, when it
  /// succeeded and nothing else changed the layout meanwhile; otherwise every screen the
  /// container no longer shows.
  private func forgetScreensThatLeft(_ turn: Turn, _ result: Result<Void, NavigationError>) {
    // NB: a navigation controller's engine refers to its screens weakly, and finds a remembered
    // screen only on the stack: one that left needs no forgetting (as the user's pops, which it
    // is not told of).
    guard rules == nil else { return }
    if case .success = result, !turn.layoutChangedMeanwhile,
      let removed = turn.transaction?.removed
    {
      shownScreens.forget(removed)
    } else {
      forgetScreensOffTheLayout()
    }
  }

  /// Forgets every screen the container no longer shows, but those the turn in flight made or
  /// still has to show.
  func forgetScreensOffTheLayout() {
    shownScreens.forgetScreens(
      notIn: container.erasedLayout, keeping: turn?.transaction?.screensLeftToShow ?? [])
  }

  /// Puts back in the queue, first, the redirected requests whose redirect's screens are gone.
  func resumeRedirectedRequests() {
    // NB: a navigation controller's request is never redirected (a guard's redirect fails it
    // with `cannotRedirect`): its engine skips the read of the list.
    guard rules == nil, !redirected.isEmpty else { return }
    // NB: what the user sees: a screen in a tab that is not selected has left.
    let layout = container.erasedLayout
    let onShow = Set((layout.rootStack + layout.modals.flatMap(\.stack)).map(ObjectIdentifier.init))
    var resumed: [Request] = []
    redirected.removeAll { waiting in
      let isOver = waiting.screens.allSatisfy { weak in
        weak.screen.map { !onShow.contains(ObjectIdentifier($0)) } ?? true
      }
      if isOver { resumed.append(waiting.request) }
      return isOver
    }
    for request in resumed.reversed() { startFirst(request) }
  }
}
