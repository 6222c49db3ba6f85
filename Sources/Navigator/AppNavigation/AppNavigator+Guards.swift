extension AppNavigator {
  // MARK: - Guards

  /// Guards the destinations of `area`: every request that would newly show one (navigate, a
  /// route and each screen on its way, a link, a reset, a tab switch or tap, a restore) asks
  /// `decide` first, in its turn, and shows it only if it answers ``EntryDecision/allow``.
  ///
  /// ```swift
  /// appNavigator.guardEntry(to: MessagesDestination.self) { destination in
  ///   session.user != nil ? .allow : .redirect(.present([AnyDestination(LoginDestination.login)]))
  /// }
  /// ```
  ///
  /// Guards of one area are asked in the order they were added; the first that does not allow
  /// decides. Guard one case by switching over the destination.
  public func guardEntry<D: Destination>(
    to area: D.Type, _ decide: @escaping @MainActor @Sendable (D) -> EntryDecision
  ) {
    guards.addEntryGuard(to: area, decide)
  }

  /// Guards the leaving of the screens of `area`'s destinations: every request or gesture that
  /// would take one off the screen (back, dismiss, a reset, a route or link elsewhere, a tab
  /// switch, a back swipe, a sheet swiped down) asks `decide` first. A screen can also guard
  /// its own leaving by conforming to ``LeaveGuard``; it is asked before its area's guards.
  ///
  /// ```swift
  /// appNavigator.guardLeaving(ComposeDestination.self) { destination, leaving in
  ///   drafts.isEmpty ? .allow : .stay("a draft is not sent")
  /// }
  /// ```
  public func guardLeaving<D: Destination>(
    _ area: D.Type, _ decide: @escaping @MainActor @Sendable (D, Leaving) -> LeaveDecision
  ) {
    guards.addLeaveGuard(to: area, decide)
  }

  /// Tells the navigator that what its entry guards decide on has changed (the session ended,
  /// a subscription lapsed): in its turn, every screen on show is asked about again, and those
  /// whose guard no longer allows them leave as one change, with the screens above them. A root
  /// screen whose guard redirects gets what the redirect shows: a reset replaces it, a sheet
  /// covers it. A root screen its guard denies cannot leave, since a stack keeps its root: it
  /// stays, and `completion` gets ``NavigationError/entryDenied`` naming it, never success; have
  /// the guard of a root screen redirect (to a reset) instead.
  ///
  /// The change is ``NavigationChange/unstoppable``: leave guards are told and cannot keep
  /// their screen. Guards that answer ``EntryDecision/later(_:)`` keep their screens.
  ///
  /// ```swift
  /// session.user = nil
  /// appNavigator.guardsChanged()
  /// ```
  public func guardsChanged(
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    let guards = self.guards
    let denied = DeniedRoots()
    let change = NavigationChange(
      .custom(name: "leave what the guards no longer allow") { state throws(NavigationError) in
        try state.allowed(by: guards, deniedRoots: &denied.destinations)
      }
    ).unstoppable
    perform(change) { [weak self] result in
      var result = result
      if case .success = result, let root = denied.destinations.first {
        result = .failure(
          NavigationError(
            .entryDenied, destination: root,
            detail: .guardReason("a root screen cannot leave its stack, so it stays on show")))
      }
      NavigationFailureHandler.deliver(
        result, askingFor: AnyDestination?.none, to: completion, orTo: self?.onFailure)
    }
  }

  // MARK: - Gestures

  /// Whether the user may change what is on show to `layout` with a gesture: every leave guard
  /// of the screens it would leave, and every entry guard of a tab it would show, must allow it
  /// at once. Otherwise the gesture is stopped; when `attempt` is `true` and a guard answers
  /// later or redirects, the same change is then asked for as a request, which waits for them.
  func userMayChangeLayout(to layout: NavigationTree<Screen>, attempt: Bool) -> Bool {
    let shown = shownScreens.tree(of: container.layout)
    let proposed = shownScreens.tree(of: layout)
    let wanted = proposed.map { $0.destination }
    let planned = try? PathPlanner.plan(from: shown, to: wanted) { $0.destination }
    guard let steps = planned, !steps.isEmpty else { return true }
    let crossings = GuardCrossings(
      steps: steps, shown: shown, layout: container.layout,
      target: wanted, listsEntering: guards.guardsEntry)
    let verdict = guards.verdict(
      on: crossings, answers: GuardAnswers(), mayRefuse: true, byGesture: true)
    switch verdict {
    case .pass:
      return true
    case .fail:
      return false
    case .ask, .redirect:
      if attempt, let change = NavigationChange.gesture(from: shown, to: proposed) {
        waitingRequests.append(
          Request(
            change: change, completion: { [weak self] in self?.endGesture($0) }, byGesture: true))
        enqueueWaitingRequests()
      }
      return false
    }
  }

  /// Reports the failure of a gesture's request, unless a guard stopped it: the user sees the
  /// screen stay, which is what the guard meant.
  private func endGesture(_ result: Result<Void, NavigationError>) {
    switch result {
    case .success, .failure(.leaveRefused), .failure(.entryDenied), .failure(.redirectAbandoned):
      break
    case .failure(let error):
      report(error)
    }
  }
}

/// The root screens a ``AppNavigator/guardsChanged(completion:)`` found denied, filled in while
/// its change is planned.
@MainActor
private final class DeniedRoots: Sendable {
  var destinations: [AnyDestination] = []
}
