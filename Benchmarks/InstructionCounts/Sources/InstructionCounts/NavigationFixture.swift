import Navigator

/// A controller and the navigator that drives it, as in the benchmarks. The baselines get one too
/// and pass its navigator to the factory, so both sides make identical screens.
@MainActor
final class NavigationFixture<Controller: NavigationController>
where Controller.Screen == BenchScreen {
  let controller: Controller
  let factory = BenchScreens()
  let navigator: StackNavigator<BenchScreens, Controller>

  init(controller: Controller) {
    self.controller = controller
    self.navigator = StackNavigator(
      navigationController: controller, factory: factory,
      onFailure: { error in fatalError("navigation failed while counting: \(error)") })
  }

  /// Stops the run unless the stack holds `depth` screens and no request is left pending.
  func expectIdle(depth: Int) {
    let found = controller.screens.count
    if found != depth || navigator.pendingRequestCount != 0 {
      fatalError(
        "InstructionCounts check failed: expected \(depth) screens and no pending request, found "
          + "\(found) screens and \(navigator.pendingRequestCount) pending requests")
    }
  }
}
