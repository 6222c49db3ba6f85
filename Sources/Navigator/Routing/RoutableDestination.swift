/// A destination that names its case without its payload, so that a ``DestinationGraph`` can
/// find routes to it.
///
/// The `Screen` enum has one case per destination case, with no payloads; `screen` maps one to
/// the other. A `switch` keeps the two in step: the compiler points at a case added to one and
/// not the other.
///
/// ```swift
/// enum MessagesDestination: RoutableDestination {
///   case inbox
///   case chat(User)
///   case profile(User)
///
///   enum Screen: Hashable, Sendable { case inbox, chat, profile }
///
///   var screen: Screen {
///     switch self {
///     case .inbox: .inbox
///     case .chat: .chat
///     case .profile: .profile
///     }
///   }
/// }
/// ```
public protocol RoutableDestination: Destination {
  /// The destination's cases without their payloads.
  associatedtype Screen: Hashable, Sendable

  /// This destination's case, without its payload.
  var screen: Screen { get }
}
