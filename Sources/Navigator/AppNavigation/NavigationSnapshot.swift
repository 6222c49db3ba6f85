import Foundation

/// The versioned form in which ``AppNavigator/snapshot()`` saves the navigation state:
/// `{"version": 1, "state": {...}}`, each destination coded with its area's name.
struct NavigationSnapshot: Codable {
  /// The version this library writes, and the newest it reads.
  static let currentVersion = 1

  /// A snapshot of a version this library does not read.
  struct UnknownVersion: Error {
    let version: Int
  }

  var version = NavigationSnapshot.currentVersion
  var state: NavigationState

  init(state: NavigationState) {
    self.state = state
  }

  private enum CodingKeys: String, CodingKey {
    case version, state
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard (1...Self.currentVersion).contains(version) else {
      throw UnknownVersion(version: version)
    }
    state = try container.decode(NavigationState.self, forKey: .state)
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  static func decode(_ data: Data, areas: DestinationAreas) throws -> NavigationSnapshot {
    let decoder = JSONDecoder()
    decoder.userInfo[DestinationAreas.userInfoKey] = areas
    return try decoder.decode(NavigationSnapshot.self, from: data)
  }
}
