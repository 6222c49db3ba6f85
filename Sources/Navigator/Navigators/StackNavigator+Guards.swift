extension StackNavigator {
  /// Guards the area's destinations: every request that would show one (a push, a presentation,
  /// a new stack) asks `decide` first, in its turn, and shows it only if it answers
  /// ``EntryDecision/allow``. Screens that conform to ``LeaveGuard`` are asked before a pop, a
  /// pop to root, a new stack or a dismissal takes them off the screen.
  ///
  /// ```swift
  /// navigator.guardEntry { destination in
  ///   destination == .settings && !session.isSignedIn ? .deny("signed out") : .allow
  /// }
  /// ```
  ///
  /// On its own, a stack navigator has no whole-app changes to redirect to: a guard that answers
  /// ``EntryDecision/redirect(_:)`` fails the request with ``NavigationError/entryDenied``. In a
  /// window an ``AppNavigator`` drives, the app navigator carries out the request and follows the
  /// redirect, then resumes the request once the redirect's screens have left.
  public func guardEntry(_ decide: @escaping @MainActor @Sendable (Destination) -> EntryDecision) {
    engine.changeGuards { $0.addEntryGuard(to: Destination.self, decide) }
  }
}
