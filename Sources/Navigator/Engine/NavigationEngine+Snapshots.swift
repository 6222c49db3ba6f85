import Foundation

// MARK: - Snapshots

extension NavigationEngine {
  /// The state as a snapshot (``AppNavigator/snapshot()``).
  func snapshot() throws(NavigationError) -> Data {
    let (state, flows) = stateAndFlowsToSave()
    do {
      return try NavigationSnapshot(state: state, flows: flows).encoded(areas: areas.identities)
    } catch {
      let notCodable = state.elements.first { !($0.base is any Encodable) }
      throw NavigationError(.snapshotUnavailable, destination: notCodable, underlyingError: error)
    }
  }

  /// Restores a snapshot, or starts at `fallback` (``AppNavigator/restore(from:orStartAt:completion:)``).
  func restore(
    from data: Data, orStartAt fallback: NavigationState,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    let restored: NavigationState
    let flows: [NavigationSnapshot.FlowMark]
    do {
      let snapshot = try NavigationSnapshot.decode(data, areas: areas.identities)
      restored = snapshot.state
      flows = snapshot.flows
    } catch {
      let unreadable = NavigationError(
        .snapshotUnreadable, detail: .reason(error.snapshotReason), underlyingError: error)
      startOrEnqueue(
        Request(change: .reset(to: fallback, animated: false)) { [weak self] result in
          self?.finishRestore(completion, .failure(unreadable), orIfFailed: result)
        })
      return
    }
    let restore = Request(
      change: .reset(to: restored, animated: false),
      completion: { [weak self] result in
        guard case .failure(let error) = result, let self else {
          self?.reopenFlows(flows)
          self?.finishRestore(completion, result)
          return
        }
        let unreadable =
          error.isTheSnapshots
          ? NavigationError(
            .snapshotUnreadable, destination: error.destination,
            detail: .reason(error.restoreReason), underlyingError: error) : error
        guard error.isTheSnapshots || state.elements.isEmpty else {
          // NB: the snapshot is sound and something is on show: the failure is the request's.
          self.finishRestore(completion, .failure(error))
          return
        }
        // NB: the fallback goes first, before the requests made while the restore ran.
        self.startFirst(
          Request(change: .reset(to: fallback, animated: false)) { [weak self] fallbackResult in
            self?.finishRestore(completion, .failure(unreadable), orIfFailed: fallbackResult)
          })
      }, leavesOutDenied: true, landsThroughRedirects: true)
    startOrEnqueue(restore)
  }

  /// Ends a restore: its own result, or the fallback's failure when the fallback failed too.
  private func finishRestore(
    _ completion: (@MainActor (Result<Void, NavigationError>) -> Void)?,
    _ result: Result<Void, NavigationError>,
    orIfFailed fallbackResult: Result<Void, NavigationError>? = nil
  ) {
    var result = result
    if case .failure(let fallbackError) = fallbackResult { result = .failure(fallbackError) }
    NavigationFailureHandler.deliver(
      result, askingFor: AnyDestination?.none, to: completion, orTo: onFailure)
  }
}

extension NavigationError {
  /// Whether a restore failed because of its snapshot: not when the user or the container ended
  /// its transition, or a guard's redirect was abandoned. Such a failure is reported as it is,
  /// and the snapshot could be restored again.
  fileprivate var isTheSnapshots: Bool {
    switch kind {
    case .transitionCancelled, .transitionTimedOut, .transitionAbandoned, .redirectAbandoned,
      .guardTimedOut, .appNavigatorReleased:
      false
    default:
      true
    }
  }

  /// Why the state of a snapshot could not be shown, in words.
  fileprivate var restoreReason: String {
    switch kind {
    case .screenUnavailable, .screenAlreadyShown, .areaNotRegistered:
      return "a destination's screen could not be made"
    case .invalidState:
      return "the state it holds cannot be shown"
    case .transitionRefused:
      return "the container refused to show it"
    default:
      return "it could not be shown (\(kind))"
    }
  }
}

extension Error {
  /// Why a snapshot could not be read, in a sentence without the snapshot's values: a coding
  /// path stops at the destination, so that the keys of a payload (user data) are never printed.
  fileprivate var snapshotReason: String {
    func path(_ codingPath: [any CodingKey]) -> String {
      var path = ""
      for key in codingPath {
        if let index = key.intValue {
          path += "[\(index)]"
        } else {
          path += (path.isEmpty ? "" : ".") + key.stringValue
        }
        if key.stringValue == "destination" { break }
      }
      return path
    }
    switch self {
    case let unknown as AreaIdentities.UnknownArea:
      return "it names the area \(unknown.name), which is not registered"
    case let undecodable as AreaIdentities.UndecodableArea:
      return "it names the area \(undecodable.name), whose destinations are not Decodable"
    case let ambiguous as AreaIdentities.AmbiguousArea:
      return "it names the area \(ambiguous.name), a name two registered areas have; "
        + "snapshots of version 1 name areas by their type's name alone"
    case let version as NavigationSnapshot.UnknownVersion:
      return "its version \(version.version) is not one this library reads (up to "
        + "\(NavigationSnapshot.currentVersion))"
    case let decoding as DecodingError:
      switch decoding {
      case .dataCorrupted(let context) where context.codingPath.isEmpty:
        return "its data is not a snapshot"
      case .keyNotFound(let key, let context):
        let inPayload = context.codingPath.contains { $0.stringValue == "destination" }
        return inPayload
          ? "a destination's payload cannot be decoded at \(path(context.codingPath))"
          : "it has no \(path(context.codingPath + [key]))"
      case .dataCorrupted(let context), .typeMismatch(_, let context),
        .valueNotFound(_, let context):
        let at = path(context.codingPath)
        return "it cannot be decoded at \(at.isEmpty ? "its top" : at)"
      @unknown default:
        return "it cannot be decoded"
      }
    default:
      return "it cannot be decoded"
    }
  }
}
