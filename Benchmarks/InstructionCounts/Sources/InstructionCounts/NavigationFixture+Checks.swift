import Navigator

extension NavigationFixture {
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
