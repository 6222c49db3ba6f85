import Foundation

/// The identities under which an ``AppNavigator``'s snapshots name its areas, and the decoders of
/// the areas whose destinations are `Decodable`.
///
/// An area's identity is the one given at registration, or its destination type's full name
/// (`MyApp.MessagesDestination`), which two types never share. Snapshots of version 1 named areas
/// by the type's name alone; they are read while that name is unambiguous.
struct AreaIdentities: Sendable {
  static let userInfoKey = CodingUserInfoKey(rawValue: "Navigator.AreaIdentities")!

  /// A coded destination names an area that is not registered.
  struct UnknownArea: Error {
    let name: String
  }

  /// A coded destination names an area whose destinations are not `Decodable`.
  struct UndecodableArea: Error {
    let name: String
  }

  /// A snapshot of version 1 names an area by a type name that two registered areas have.
  struct AmbiguousArea: Error {
    let name: String
  }

  private typealias Decode = @Sendable (any Decoder) throws -> AnyDestination

  private var identities: [ObjectIdentifier: String] = [:]
  private var types: [String: ObjectIdentifier] = [:]
  private var decoders: [String: Decode] = [:]
  /// The identities of the areas by their type's name alone, for snapshots of version 1.
  private var shortNames: [String: [String]] = [:]
  /// The full name of `type`, its identity unless one is given.
  static func fullName(of type: any Destination.Type) -> String {
    String(reflecting: type)
  }

  /// The identity of the area of `type`: the registered one, or the type's full name.
  func identity(of type: any Destination.Type) -> String {
    identities[ObjectIdentifier(type)] ?? Self.fullName(of: type)
  }

  /// Adds the area of `type` under `identity`, replacing the identity it had.
  ///
  /// - Throws: ``NavigationError/areaIdentifierTaken`` when another type has `identity`.
  mutating func add<D: Destination>(_ type: D.Type, identity: String) throws(NavigationError) {
    let key = ObjectIdentifier(type)
    if let owner = types[identity], owner != key {
      throw NavigationError(.areaIdentifierTaken, detail: .reason(identity))
    }
    if let previous = identities[key] {
      types[previous] = nil
      decoders[previous] = nil
      shortNames[String(describing: type)]?.removeAll { $0 == previous }
    }
    identities[key] = identity
    types[identity] = key
    shortNames[String(describing: type), default: []].append(identity)
    if let decodable = type as? any (Destination & Decodable).Type {
      decoders[identity] = { decoder in AnyDestination(try decodable.init(from: decoder)) }
    }
  }

  /// The decoder of the destinations of the area named `name`; `readsShortNames` for snapshots
  /// of version 1, which name areas by their type's name alone.
  func decoder(
    of name: String, readsShortNames: Bool
  ) throws -> @Sendable (any Decoder) throws -> AnyDestination {
    var identity = name
    if readsShortNames, types[name] == nil, let named = shortNames[name] {
      guard named.count == 1 else { throw AmbiguousArea(name: name) }
      identity = named[0]
    }
    guard types[identity] != nil else { throw UnknownArea(name: name) }
    guard let decode = decoders[identity] else { throw UndecodableArea(name: name) }
    return decode
  }
}
