/// A node of a ``DestinationGraph``: one case of one area's destinations, without its payload.
///
/// Its description names the area and the case, such as `MessagesDestination.chat`, so that
/// routes and problems can be logged without user data.
///
/// ```swift
/// let card = DestinationCase(ContactsDestination.self, .card)
/// let same = DestinationCase(of: ContactsDestination.card(.ada)) == card  // true
/// print(card)  // ContactsDestination.card
/// ```
public struct DestinationCase: Hashable, Sendable, CustomStringConvertible {
  /// The area's destination type.
  public let area: any RoutableDestination.Type
  /// The case, as the area's `Screen`.
  public let screen: any Hashable & Sendable

  /// The case `screen` of the area `area`.
  ///
  /// ```swift
  /// let card = DestinationCase(ContactsDestination.self, .card)
  /// ```
  public init<D: RoutableDestination>(_ area: D.Type, _ screen: D.Screen) {
    self.area = area
    self.screen = screen
  }

  /// The case of `destination`.
  ///
  /// ```swift
  /// let chat = DestinationCase(of: ChatsDestination.chat(.ada))  // ChatsDestination.chat
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
  public var description: String { "\(AnyDestination.name(of: area)).\(screen)" }

  /// Whether both name the same case of the same area.
  public static func == (lhs: DestinationCase, rhs: DestinationCase) -> Bool {
    func isEqual<S: Hashable>(_ screen: S) -> Bool {
      func isEqual<R: Hashable>(to other: R) -> Bool {
        // NB: screens of one type, as equal cases have, compare without an `Optional<S>`, whose
        // metadata and conformance to `Equatable` the runtime would look up at every comparison,
        // and, both opened, without unwrapping an existential in the cast.
        guard R.self == S.self else { return Self.isEqual(rhs.screen, screen) }
        return other as! S == screen
      }
      return isEqual(to: rhs.screen)
    }
    return lhs.area == rhs.area && isEqual(lhs.screen)
  }

  /// Whether `other`, of another type than `screen`'s, is a `S` equal to it (a subclass's).
  @inline(never)
  private static func isEqual<S: Hashable>(_ other: any Hashable & Sendable, _ screen: S) -> Bool {
    other as? S == screen
  }

  /// Hashes the area and the case.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(area))
    // NB: the screen's own hash: equal cases have screens of one type, and making an
    // `AnyHashable` of it cost thousands of instructions a lookup.
    screen.hash(into: &hasher)
  }
}
