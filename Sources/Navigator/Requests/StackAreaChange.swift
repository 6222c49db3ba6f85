/// A ``StackNavigator``'s request that the engine of the window its navigation controller is in
/// carries out, as a change of that controller's stack: the window's navigation has one source
/// of truth, and ``AppNavigator/state`` names the stack navigator's screens.
///
/// The stack is found by the controller's identity at each planning
/// (``NavigationContainer/stackLocation(ofNavigationController:)``); the change is checked with
/// ``StackRules`` against that stack as a stack navigator checks its own, every screen counted,
/// and a modal above it counts as the navigation controller's presented screen.
// NB: a class, as the change it holds is of the type that holds it.
@MainActor
final class StackAreaChange {
  /// The stack navigator's change: a destination to show, back, back to root or dismiss top.
  let change: NavigationChange
  /// What the navigation controller stands for.
  weak var navigationController: AnyObject?
  /// The stack navigator's own guards, asked after the window's.
  let guards: NavigationGuards

  init(change: NavigationChange, navigationController: AnyObject, guards: NavigationGuards) {
    self.change = change
    self.navigationController = navigationController
    self.guards = guards
  }

  /// Whether the window's engine carries out `change` for a stack navigator as a change of its
  /// stack. An exit it carries only when the app navigator handles it, as it is.
  nonisolated static func carries(_ change: NavigationChange) -> Bool {
    switch change.kind {
    case .navigate, .back, .backToRoot, .dismissTop: true
    default: false
    }
  }
}

extension StackLocation {
  /// The level of the first modal above the stack here.
  var levelAbove: Int {
    switch self {
    case .root, .tab: 0
    case .modal(let level): level + 1
    }
  }
}

extension NavigationGuards {
  /// These guards, then, for a stack navigator's change, the stack navigator's.
  func including(guardsOf change: NavigationChange) -> NavigationGuards {
    guard case .stackArea(let area) = change.kind, !area.guards.isEmpty else { return self }
    var guards = self
    guards.append(area.guards)
    return guards
  }
}
