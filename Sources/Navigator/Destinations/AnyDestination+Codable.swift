import Foundation

/// `AnyDestination` is coded as its area's identity and the destination itself:
/// `{"area": "MyApp.MessagesDestination", "destination": {...}}`. Encoding needs the destination to be
/// `Codable`; decoding needs to know the areas, which an ``AppNavigator`` provides when it makes
/// or restores a snapshot (``AppNavigator/snapshot()``, ``AppNavigator/restore(from:orStartAt:completion:)``).
extension AnyDestination: Codable {
  private enum CodingKeys: String, CodingKey {
    case area, destination
  }

  /// Decodes a destination of one of the areas that the decoder's `userInfo` lists; an
  /// ``AppNavigator`` sets them when it restores a snapshot.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let area = try container.decode(String.self, forKey: .area)
    guard let areas = decoder.userInfo[AreaIdentities.userInfoKey] as? AreaIdentities else {
      throw DecodingError.dataCorruptedError(
        forKey: .area, in: container,
        debugDescription: "Destinations are decoded by AppNavigator.restore(from:orStartAt:), "
          + "which knows the registered areas.")
    }
    let version = decoder.userInfo[DecodingVersion.userInfoKey]
    let readsShortNames = (version as? DecodingVersion)?.version == 1
    let decode = try areas.decoder(of: area, readsShortNames: readsShortNames)
    self = try decode(container.superDecoder(forKey: .destination))
  }

  /// Encodes the destination with its area's name; throws when the destination is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let areas = encoder.userInfo[AreaIdentities.userInfoKey] as? AreaIdentities
    let identity =
      areas?.identity(of: type(of: base)) ?? AreaIdentities.fullName(of: type(of: base))
    try container.encode(identity, forKey: .area)
    guard let encodable = base as? any Encodable else {
      throw EncodingError.invalidValue(
        caseName,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(type(of: base)) is not Codable."))
    }
    try encodable.encode(to: container.superEncoder(forKey: .destination))
  }
}

extension AnyDestination {
  /// The version of the snapshot being decoded, set by the snapshot as soon as it is read, so
  /// that its destinations know how their areas are named without a second pass over the data.
  final class DecodingVersion: @unchecked Sendable {
    // NB: decoding is synchronous on one thread; the box lives only while it runs.
    var version: Int
    static let userInfoKey = CodingUserInfoKey(rawValue: "Navigator.NavigationSnapshot.version")!

    init(_ version: Int) {
      self.version = version
    }
  }
}
