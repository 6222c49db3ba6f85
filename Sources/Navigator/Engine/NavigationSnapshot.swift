import Foundation

/// The versioned form in which ``AppNavigator/snapshot()`` saves the navigation state:
/// `{"version": 2, "state": {...}}`, each destination coded with its area's identity. Version 1
/// named areas by their type's name alone.
struct NavigationSnapshot: Codable {
  /// The version this library writes, and the newest it reads.
  static let currentVersion = 2

  /// A snapshot of a version this library does not read.
  struct UnknownVersion: Error {
    let version: Int
  }

  var version = NavigationSnapshot.currentVersion
  var state: NavigationState
  /// The flows on show, each at its first screen's place in `state`.
  var flows: [FlowMark]

  init(state: NavigationState, flows: [FlowMark] = []) {
    self.state = state
    self.flows = flows
  }

  private enum CodingKeys: String, CodingKey {
    case version, state, flows
  }

  /// Where a flow on show starts, and the full name of the type it returns.
  struct FlowMark: Codable, Equatable {
    /// The stack's place: `root`, `tab 1` or `modal 0`.
    var stack: String
    var index: Int
    var type: String

    /// The stack's location, or `nil` for a place no tree has.
    var location: StackLocation? {
      let parts = stack.split(separator: " ")
      switch (parts.first, parts.count == 2 ? Int(parts[1]) : nil) {
      case ("root", nil) where parts.count == 1: return .root
      case ("tab", let index?): return .tab(index)
      case ("modal", let level?): return .modal(level)
      default: return nil
      }
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard (1...Self.currentVersion).contains(version) else {
      throw UnknownVersion(version: version)
    }
    let versionBox = decoder.userInfo[AnyDestination.DecodingVersion.userInfoKey]
    (versionBox as? AnyDestination.DecodingVersion)?.version = version
    state = try container.decode(NavigationState.self, forKey: .state)
    flows = try container.decodeIfPresent([FlowMark].self, forKey: .flows) ?? []
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(state, forKey: .state)
    if !flows.isEmpty { try container.encode(flows, forKey: .flows) }
  }

  func encoded(areas: AreaIdentities) throws -> Data {
    let encoder = JSONEncoder()
    encoder.userInfo[AreaIdentities.userInfoKey] = areas
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  static func decode(_ data: Data, areas: AreaIdentities) throws -> NavigationSnapshot {
    let decoder = JSONDecoder()
    decoder.userInfo[AreaIdentities.userInfoKey] = areas
    decoder.userInfo[AnyDestination.DecodingVersion.userInfoKey] =
      AnyDestination.DecodingVersion(currentVersion)
    return try decoder.decode(NavigationSnapshot.self, from: data)
  }
}
