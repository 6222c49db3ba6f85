/// The destinations a deep link names, as ``DeepLinks/destinations(for:)`` reads them: one for
/// most links, several for a link that names a whole path, the last being the target.
///
/// A collection of ``AnyDestination``, compared with another or with an array:
///
/// ```swift
/// let read = try links.destinations(for: "messenger://chat/Ada")
/// read.last                                     // AnyDestination(.chat(ada))
/// read == [AnyDestination(MessagesDestination.chat(.ada))]  // true
/// Array(read)                                   // [AnyDestination(.chat(ada))]
/// ```
///
/// One destination is held without an array, so that reading a link allocates none.
public struct LinkDestinations: RandomAccessCollection, Equatable, Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  private enum Storage: Sendable {
    case one(AnyDestination)
    case many([AnyDestination])
  }

  private let storage: Storage

  /// The destinations of one link.
  init(_ destination: AnyDestination) { storage = .one(destination) }

  /// The destinations of `destinations`, in order.
  ///
  /// ```swift
  /// let read = LinkDestinations([AnyDestination(MessagesDestination.inbox)])
  /// ```
  public init(_ destinations: [AnyDestination]) {
    storage = destinations.count == 1 ? .one(destinations[0]) : .many(destinations)
  }

  /// The destinations of the literal, in order.
  ///
  /// ```swift
  /// let read: LinkDestinations = [AnyDestination(MessagesDestination.inbox)]
  /// ```
  public init(arrayLiteral destinations: AnyDestination...) { self.init(destinations) }

  /// The position of the first destination: 0.
  public var startIndex: Int { 0 }

  /// The position after the last destination: their count.
  public var endIndex: Int { count }

  /// How many destinations the link names.
  public var count: Int {
    switch storage {
    case .one: 1
    case .many(let destinations): destinations.count
    }
  }

  /// The destination at `position`.
  public subscript(position: Int) -> AnyDestination {
    switch storage {
    case .one(let destination):
      precondition(position == 0, "LinkDestinations: position \(position) out of range")
      return destination
    case .many(let destinations): return destinations[position]
    }
  }

  /// The target: the last destination.
  public var last: AnyDestination? {
    switch storage {
    case .one(let destination): destination
    case .many(let destinations): destinations.last
    }
  }

  /// The destinations' cases, such as `[MessagesDestination.chat]`, without their payloads.
  public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

  /// Whether two reads name the same destinations, in the same order.
  public static func == (lhs: LinkDestinations, rhs: LinkDestinations) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether a read names the destinations of `rhs`, in the same order.
  ///
  /// ```swift
  /// try links.destinations(for: "messenger://inbox") == [AnyDestination(MessagesDestination.inbox)]
  /// ```
  public static func == (lhs: LinkDestinations, rhs: [AnyDestination]) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether `lhs` holds the destinations of a read, in the same order.
  public static func == (lhs: [AnyDestination], rhs: LinkDestinations) -> Bool {
    rhs.elementsEqual(lhs)
  }
}
