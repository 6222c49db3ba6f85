/// A destination that names its case without its payload, so that a ``DestinationGraph`` can
/// find routes to it.
///
/// Conforming is all it takes: the graph names each case by its name, a `String`.
///
/// ```swift
/// enum ChatsDestination: RoutableDestination {
///   case inbox
///   case chat(User)
///   case profile(User)
///   case newMessage
///   case drafts
/// }
/// ```
///
/// Its routes name the cases:
///
/// ```swift
/// let graph = DestinationGraph { graph in
///   graph.area(ChatsDestination.self) { chats in
///     chats.root("inbox")
///     chats.edge("inbox", "chat")
///     chats.edge("chat", "profile")
///   }
/// }
/// ```
///
/// A misspelt name fails the routes to that case with ``NavigationError/noRoute``. Reading a
/// case's name reflects the destination (`Mirror`), about 3 µs a screen on a route's way against
/// a few nanoseconds for a `switch`. To have the compiler check the names, and for routes from
/// deep stacks, declare a `Screen` enum with one case per destination case, without payloads,
/// and map one to the other in `screen`; a `switch` keeps the two in step.
///
/// ```swift
/// enum DirectoryDestination: RoutableDestination {
///   case contacts
///   case card(User)
///
///   enum Screen: Hashable, Sendable { case contacts, card }
///
///   var screen: Screen {
///     switch self {
///     case .contacts: .contacts
///     case .card: .card
///     }
///   }
/// }
/// ```
public protocol RoutableDestination: Destination {
  /// The destination's cases without their payloads: their names, unless the destination
  /// declares an enum of its own.
  associatedtype Screen: Hashable, Sendable = String

  /// This destination's case, without its payload.
  var screen: Screen { get }
}

// MARK: - Default implementations

extension RoutableDestination where Screen == String {
  /// The case's name, such as `"chat"` for `.chat(user)`. A case without payload of an enum
  /// that describes itself is named by its description; a destination that is not an enum, by
  /// its type's name.
  ///
  /// ```swift
  /// let screen = ChatsDestination.chat(.ada).screen  // "chat"
  /// ```
  public var screen: String {
    // NB: one reflection for a case's label, the common case; a second only when there is none.
    if let label = AnyDestination.caseLabel(of: self) { return label }
    guard Mirror(reflecting: self).displayStyle == .enum else { return "\(Self.self)" }
    return String(describing: self)
  }
}
