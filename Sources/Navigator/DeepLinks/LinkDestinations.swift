/// The destinations a deep link names, as ``DeepLinks/destinations(for:)`` reads them: one for
/// most links, several for a link that names a whole path, the last being the target.
///
/// A collection of ``AnyDestination``, compared with another or with an array:
///
/// ```swift
/// let read = try links.destinations(for: "messenger://chat/Ada")
/// let last = read.last  // AnyDestination(.chat(ada))
/// let same = read == [AnyDestination(HomeDestination.chat(.ada))]  // true
/// let all = Array(read)  // [AnyDestination(.chat(ada))]
/// ```
///
/// One destination is held without an array, so that reading a link allocates none.
public struct LinkDestinations: RandomAccessCollection, Equatable, Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  // NB: one destination, or the array of any other number of them; an enum of both was
  // copied by the run time's value witnesses (about 150 instructions a copy).
  private let one: AnyDestination?
  // NB: `nil` for one destination, so that destroying a read releases no empty array (about
  // 15 instructions a link), and for it alone: the count is then read from it, without
  // copying the destination (about 200 instructions a read), and without a stored count.
  private let many: [AnyDestination]?

  /// How many destinations the link names.
  public var count: Int { many?.count ?? 1 }

  /// The destinations of one link.
  init(_ destination: AnyDestination) {
    one = destination
    many = nil
  }

  /// The destinations of `destinations`, in order.
  ///
  /// ```swift
  /// let read = LinkDestinations([AnyDestination(HomeDestination.compose)])
  /// ```
  public init(_ destinations: [AnyDestination]) {
    one = destinations.count == 1 ? destinations[0] : nil
    many = destinations.count == 1 ? nil : destinations
  }

  /// The destinations of the literal, in order.
  ///
  /// ```swift
  /// let read: LinkDestinations = [AnyDestination(HomeDestination.compose)]
  /// ```
  public init(arrayLiteral destinations: AnyDestination...) { self.init(destinations) }

  /// The position of the first destination: 0.
  public var startIndex: Int { 0 }

  /// The position after the last destination: their count.
  public var endIndex: Int { count }

  /// The destination at `position`.
  public subscript(position: Int) -> AnyDestination {
    if let one {
      precondition(position == 0, "LinkDestinations: position \(position) out of range")
      return one
    }
    guard let many else {
      preconditionFailure("LinkDestinations: position \(position) out of range")
    }
    return many[position]
  }

  /// The target: the last destination.
  public var last: AnyDestination? {
    one ?? many?.last
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
  /// let read = try links.destinations(for: "messenger://compose")
  /// let same = read == [AnyDestination(HomeDestination.compose)]  // true
  /// ```
  public static func == (lhs: LinkDestinations, rhs: [AnyDestination]) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether `lhs` holds the destinations of a read, in the same order.
  public static func == (lhs: [AnyDestination], rhs: LinkDestinations) -> Bool {
    rhs.elementsEqual(lhs)
  }
}
