extension NavigationChange {
  /// This change, which leave guards cannot stop (log out, an expired session): they are told,
  /// with ``Leaving/mayRefuse`` `false`, and their answer is not followed. Entry guards are
  /// still asked.
  ///
  /// ```swift
  /// appNavigator.perform(.reset(to: signedOut).unstoppable)
  /// ```
  public var unstoppable: Self {
    var change = self
    change.mayBeStopped = false
    return change
  }

  /// This change, followed by `body` once it was applied, and only if it was: a lead that signs
  /// the user in loads the inbox once it shows.
  ///
  /// ```swift
  /// navigator.lead(from: LoginDestination.self) { destination in
  ///   guard case .loggedIn(let user) = destination else { return nil }
  ///   return .reset(to: inbox(user)).then { session.user = user }
  /// }
  /// ```
  public func then(_ body: @escaping @MainActor @Sendable () -> Void) -> Self {
    var change = self
    let before = afterwards
    change.afterwards = {
      before?()
      body()
    }
    return change
  }
}
