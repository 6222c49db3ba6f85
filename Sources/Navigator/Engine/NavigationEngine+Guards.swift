extension NavigationEngine {
  /// Changes the guards with `change`, moved out of the engine and back, so that the optimizer
  /// checks every access to them when the library is compiled, as ``changeCarriers(_:)`` does
  /// the carriers; no guard is released meanwhile (guards are only added).
  func changeGuards(_ change: (inout NavigationGuards) -> Void) {
    var moved = NavigationGuards()
    swap(&moved, &guards)
    change(&moved)
    swap(&moved, &guards)
  }

  /// Asks about every screen on show again, as ``AppNavigator/guardsChanged(completion:)`` says.
  func guardsChanged(
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    let guards = self.guards
    let denied = DeniedRoots()
    let change = NavigationChange(
      .custom(name: "leave what the guards no longer allow") { state throws(NavigationError) in
        try state.allowed(by: guards, deniedRoots: &denied.destinations)
      }
    ).unstoppable
    send(change) { [weak self] result in
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
  func userMayChangeLayout(to layout: NavigationTree<AnyObject>, attempt: Bool) -> Bool {
    let shown = shownScreens.tree(of: container.erasedLayout)
    let proposed = shownScreens.tree(of: layout)
    let wanted = proposed.map { $0.destination }
    let planned = try? PathPlanner.plan(from: shown, to: wanted) { $0.destination }
    guard let steps = planned, !steps.isEmpty else { return true }
    let crossings = GuardCrossings(
      steps: steps, shown: shown, layout: container.erasedLayout,
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
        let request = Request(
          change: change, completion: { [weak self] in self?.endGesture($0) }, byGesture: true)
        appendWaiting(request)
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
