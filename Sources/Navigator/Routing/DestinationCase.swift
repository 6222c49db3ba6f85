/// A node of a ``DestinationGraph``: one case of one area's destinations, without its payload.
///
/// Its description names the area and the case, such as `MessagesDestination.chat`, so that
/// routes and problems can be logged without user data.
///
/// ```swift
/// let card = DestinationCase(ContactsDestination.self, .card)
/// DestinationCase(of: ContactsDestination.card(.ada)) == card  // true
/// print(card)                                                  // ContactsDestination.card
/// ```
public struct DestinationCase: Hashable, Sendable, CustomStringConvertible {
  /// The area's destination type.
  public let area: any RoutableDestination.Type
  /// The case, as the area's `Screen`.
  public let screen: any Hashable & Sendable

  /// The case `screen` of the area `area`.
  ///
  /// ```swift
  /// DestinationCase(ContactsDestination.self, .card)
  /// ```
  public init<D: RoutableDestination>(_ area: D.Type, _ screen: D.Screen) {
    self.area = area
    self.screen = screen
  }

  /// The case of `destination`.
  ///
  /// ```swift
  /// DestinationCase(of: MessagesDestination.chat(.ada))  // MessagesDestination.chat
  /// ```
  public init<D: RoutableDestination>(of destination: D) {
    self.init(D.self, destination.screen)
  }

  /// The case of `destination`, or `nil` when its area is not a ``RoutableDestination``.
  init?(of destination: AnyDestination) {
    guard let routable = destination.base as? any RoutableDestination else { return nil }
    self.init(of: routable)
  }

  /// The area and the case, such as `MessagesDestination.chat`.
  public var description: String { "\(area).\(screen)" }

  /// Whether both name the same case of the same area.
  public static func == (lhs: DestinationCase, rhs: DestinationCase) -> Bool {
    func isEqual<S: Hashable>(_ screen: S) -> Bool { rhs.screen as? S == screen }
    return lhs.area == rhs.area && isEqual(lhs.screen)
  }

  /// Hashes the area and the case.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(area))
    hasher.combine(AnyHashable(screen))
  }
}
