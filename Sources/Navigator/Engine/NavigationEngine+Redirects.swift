// MARK: - Redirects and restores

extension NavigationEngine {
  /// Leaves `destination` out of the state a restore asks for, when the turn is a restore's.
  ///
  /// - Returns: Whether it did, and the turn should be planned again.
  func leavesOut(_ destination: AnyDestination?, of turn: inout Turn) -> Bool {
    guard turn.request.leavesOutDenied, turn.redirect == nil, let destination,
      case .reset(let wanted) = turn.change.kind,
      let trimmed = wanted.leavingOut(destination)
    else { return false }
    turn.change = .reset(to: trimmed, animated: turn.change.animated)
    turn.leftOut.append(destination)
    turn.answers = GuardAnswers()
    return true
  }

  /// The redirect of a launch's reset: the state it asks for without `guarded` and the screens
  /// above it, with `redirect` made over that, so that the app lands under the redirect (the
  /// login over the inbox) and the reset resumes from there. `nil` when `guarded` is a root
  /// screen, whose redirect is made from what is on show.
  func landingRedirect(
    _ redirect: NavigationChange, before guarded: AnyDestination, of turn: Turn,
    context: NavigationTransaction.Context
  ) -> NavigationChange? {
    guard case .reset(let wanted) = turn.change.kind, let base = wanted.leavingOut(guarded)
    else { return nil }
    let (routes, links) = (context.routes, context.links)
    var landing = NavigationChange(
      .custom(name: redirect.description) { _ throws(NavigationError) in
        try redirect.target(from: base, routes: routes, links: links)
      },
      animated: redirect.animated)
    landing.mayBeStopped = redirect.mayBeStopped
    landing.afterwards = redirect.afterwards
    return landing
  }

  /// `error`, or, while the turn follows a redirect, the redirect's abandonment caused by it.
  func failure(of turn: Turn, _ error: NavigationError) -> NavigationError {
    turn.redirect == nil ? error : redirectAbandoned(turn, failedWith: error)
  }

  func redirectAbandoned(_ turn: Turn, failedWith error: NavigationError)
    -> NavigationError
  {
    NavigationError(
      .redirectAbandoned, destination: turn.request.change.destination,
      detail: .redirect(by: turn.redirect?.by.caseName ?? "", failed: true),
      underlyingError: error)
  }
}
