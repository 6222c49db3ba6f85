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

  init(state: NavigationState) {
    self.state = state
  }

  private enum CodingKeys: String, CodingKey {
    case version, state
  }

  /// The version of the snapshot being decoded, set as soon as it is read, so that its
  /// destinations know how their areas are named without a second pass over the data.
  final class DecodingVersion: @unchecked Sendable {
    // NB: decoding is synchronous on one thread; the box lives only while it runs.
    var version = NavigationSnapshot.currentVersion
    static let userInfoKey = CodingUserInfoKey(rawValue: "Navigator.NavigationSnapshot.version")!
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard (1...Self.currentVersion).contains(version) else {
      throw UnknownVersion(version: version)
    }
    (decoder.userInfo[DecodingVersion.userInfoKey] as? DecodingVersion)?.version = version
    state = try container.decode(NavigationState.self, forKey: .state)
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
    decoder.userInfo[DecodingVersion.userInfoKey] = DecodingVersion()
    return try decoder.decode(NavigationSnapshot.self, from: data)
  }
}
