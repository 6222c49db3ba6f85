extension NavigationChange {
  /// This change, which leave guards cannot stop (log out, an expired session): they are told,
  /// with ``Leaving/mayRefuse`` `false`, and their answer is not followed. Entry guards are
  /// still asked.
  ///
  /// ```swift
  /// appNavigator.send(.reset(to: signedOut).unstoppable)
  /// ```
  public var unstoppable: Self {
    var change = self
    change.mayBeStopped = false
    return change
  }

  /// This change, followed by `body` once it was applied, and only if it was: an exit that
  /// signs the user in loads the inbox once it shows.
  ///
  /// ```swift
  /// navigator.handleExits(from: LoginDestination.self) { exit in
  ///   switch exit {
  ///   case .loggedIn(let user): .reset(to: inbox(user)).then { session.user = user }
  ///   }
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

extension NavigationChange {
  /// The change a gesture makes from `shown` to `proposed`, relative to the state at its turn:
  /// a tab selected, the modals from a level dismissed, or a stack popped.
  static func gesture(
    from shown: NavigationTree<Shown>, to proposed: NavigationTree<Shown>
  ) -> NavigationChange? {
    if case .tabs(let tabs, let from) = shown.root, case .tabs(_, let to) = proposed.root,
      from != to, tabs.indices.contains(to)
    {
      return .selectTab(tabs[to].id)
    }
    if proposed.modals.count < shown.modals.count {
      let level = proposed.modals.count
      return NavigationChange(
        .custom(name: "dismiss from level \(level)") { state in
          var state = state
          state.modals = Array(state.modals.prefix(level))
          return state
        })
    }
    guard let location = shown.topStackLocation,
      let count = proposed.stack(at: location)?.count, count > 0,
      count < shown.stack(at: location)?.count ?? 0
    else { return nil }
    return NavigationChange(
      .custom(name: "back to screen \(count) of \(location)") { state in
        var state = state
        if let stack = state.stack(at: location), stack.count > count {
          state.setStack(Array(stack.prefix(count)), at: location)
        }
        return state
      })
  }
}
