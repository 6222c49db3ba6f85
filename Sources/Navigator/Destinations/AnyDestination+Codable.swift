import Foundation

/// `AnyDestination` is coded as its area's name and the destination itself:
/// `{"area": "MessagesDestination", "destination": {...}}`. Encoding needs the destination to be
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
    guard let areas = decoder.userInfo[DestinationAreas.userInfoKey] as? DestinationAreas else {
      throw DecodingError.dataCorruptedError(
        forKey: .area, in: container,
        debugDescription: "Destinations are decoded by AppNavigator.restore(from:orStartAt:), "
          + "which knows the registered areas.")
    }
    guard let decode = areas.decoders[area] else {
      throw DestinationAreas.UnknownArea(name: area)
    }
    self = try decode(container.superDecoder(forKey: .destination))
  }

  /// Encodes the destination with its area's name; throws when the destination is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(DestinationAreas.name(of: type(of: base)), forKey: .area)
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

/// The areas whose destinations a decoder can make, by name.
struct DestinationAreas: Sendable {
  static let userInfoKey = CodingUserInfoKey(rawValue: "Navigator.DestinationAreas")!

  /// A coded destination names an area that is not registered.
  struct UnknownArea: Error {
    let name: String
  }

  var decoders: [String: @Sendable (any Decoder) throws -> AnyDestination] = [:]

  /// The name an area's destinations are coded under: the type's name without its module.
  static func name(of type: any Destination.Type) -> String {
    String(describing: type)
  }

  /// Makes the area of `type` decodable when its destinations are `Decodable`.
  ///
  /// - Returns: Whether they are.
  @discardableResult
  mutating func add<D: Destination>(_ type: D.Type) -> Bool {
    guard let decodable = type as? any (Destination & Decodable).Type else { return false }
    decoders[Self.name(of: type)] = { decoder in AnyDestination(try decodable.init(from: decoder)) }
    return true
  }
}
