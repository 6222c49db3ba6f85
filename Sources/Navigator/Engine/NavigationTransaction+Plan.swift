// MARK: - Plans

extension NavigationTransaction {
  /// What a change asks for, planned from the screens on show.
  struct Plan {
    let layout: NavigationTree<Screen>
    /// The state on show, which `layout` shows.
    let current: NavigationState
    /// The screens of `layout` with their destinations; `nil` when every screen is the
    /// engine's, where they are found from `current`.
    let knownShown: NavigationTree<Shown>?
    /// How the plan goes from `current` to `target`.
    let route: Route
    /// The ``EngineModel/version`` the plan was made from, when the model holds `layout`.
    let modelVersion: UInt64?
    /// Whether the engine remembers screens that `layout` does not show: the container let go
    /// of them without telling.
    let remembersScreensOffTheLayout: Bool

    /// A plan's steps and the state they show, or the direct change they are.
    enum Route {
      case steps([PathPlanner.Step<Shown>], target: NavigationState)
      case direct(PathPlanner.DirectChange)
    }

    /// The state the plan shows once made.
    // NB: a direct change's is made when asked, a copy of the stack it changes: a request that
    // asks no guard has the engine's model make it in place instead.
    var target: NavigationState {
      switch route {
      case .steps(_, let target): target
      case .direct(let direct): direct.target(from: current)
      }
    }

    var shown: NavigationTree<Shown> { knownShown ?? NavigationTree(locating: current) }

    var steps: [PathPlanner.Step<Shown>] {
      switch route {
      case .steps(let steps, _): steps
      case .direct(let direct): PathPlanner.steps(of: direct, from: shown)
      }
    }

    /// Whether the plan may take a screen off the screen (``PathPlanner/mayLeave(_:from:)``).
    var mayLeave: Bool {
      switch route {
      case .steps(let steps, _): PathPlanner.mayLeave(steps, from: shown)
      case .direct(let direct): direct.mayLeave
      }
    }

    /// The screens the plan would take off the screen and the destinations it would newly show.
    func crossings(listsEntering: Bool) -> GuardCrossings<Screen> {
      GuardCrossings(
        steps: steps, shown: shown, layout: layout, target: target, listsEntering: listsEntering)
    }
  }
}
