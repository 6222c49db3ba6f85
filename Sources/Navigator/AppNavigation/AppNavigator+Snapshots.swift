import Foundation

// MARK: - Snapshots

extension AppNavigator {
  /// The state as a versioned snapshot, to save and give to
  /// ``restore(from:orStartAt:completion:)`` after a relaunch.
  ///
  /// ```swift
  /// UserDefaults.standard.set(try appNavigator.snapshot(), forKey: "navigation")
  /// ```
  ///
  /// - Throws: ``NavigationError/snapshotUnavailable`` when a destination on screen is not
  ///   `Codable`.
  public func snapshot() throws(NavigationError) -> Data {
    try engine.snapshot()
  }

  /// Restores a snapshot made by ``snapshot()``: every screen is made through the factories and
  /// shown in one transaction, like ``start(at:completion:)``: before the requests made earlier
  /// when the app has not started, else in its turn.
  ///
  /// Dialogs are left out of a snapshot: no one could await their answer after a relaunch. Flows
  /// on show are restored as flows, but no one awaits them either: their values go to
  /// ``handleRestoredFlows(returning:_:)``.
  ///
  /// When the data is corrupt, its version unknown, or a destination can no longer be decoded
  /// or made, the app starts at `fallback` instead and `completion` gets
  /// ``NavigationError/snapshotUnreadable``, saying why; nothing half-built is shown.
  ///
  /// ```swift
  /// appNavigator.restore(from: saved, orStartAt: loginState) { result in
  ///   if case .failure(let error) = result { logger.notice("\(error)") }
  /// }
  /// ```
  public func restore(
    from data: Data, orStartAt fallback: NavigationState,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    engine.restore(from: data, orStartAt: fallback, completion: completion)
  }
}
