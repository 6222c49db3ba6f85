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
    engine.changeGuards { $0.addEntryGuard(to: area, decide) }
  }

  /// Guards the leaving of the screens of `area`'s destinations: every request or gesture that
  /// would take one off the screen (back, dismiss, a reset, a route or link elsewhere, a tab
  /// switch, a back swipe, a sheet swiped down) asks `decide` first. A screen can also guard
  /// its own leaving by conforming to ``LeaveGuard``; it is asked before its area's guards.
  ///
  /// ```swift
  /// appNavigator.guardLeaving(HomeDestination.self) { destination, leaving in
  ///   destination != .compose || drafts.isEmpty ? .allow : .stay("a draft is not sent")
  /// }
  /// ```
  public func guardLeaving<D: Destination>(
    _ area: D.Type, _ decide: @escaping @MainActor @Sendable (D, Leaving) -> LeaveDecision
  ) {
    engine.changeGuards { $0.addLeaveGuard(to: area, decide) }
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
    engine.guardsChanged(completion: completion)
  }
}
