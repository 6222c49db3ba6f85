/// One way a screen leads to another in a ``ScreenGraph``: from which screen, to which, and how
/// the target is shown.
///
/// A node is a screen kind without its data (a destination's case), such as a `Screen` enum
/// beside the area's destinations:
///
/// ```swift
/// let edges: [ScreenEdge<Screen>] = [
///   .init(.inbox, .chat, .push),
///   .init(.chat, .profile, .push),
///   .init(.contacts, .profile, .push, isPreferred: true),
/// ]
/// ```
public struct ScreenEdge<Node: Hashable>: Hashable {
  /// How a route shows an edge's target.
  public typealias Transition = ScreenTransition

  /// The screen the edge leaves from.
  public var from: Node
  /// The screen it leads to.
  public var to: Node
  /// How the target is shown.
  public var transition: Transition
  /// Whether a route prefers this edge when the target has several parents at the same
  /// distance; breadcrumbs still choose another.
  public var isPreferred: Bool

  /// Makes an edge.
  ///
  /// ```swift
  /// let edge = ScreenEdge(Screen.inbox, Screen.chat, .push)
  /// ```
  public init(_ from: Node, _ to: Node, _ transition: Transition = .push, isPreferred: Bool = false)
  {
    self.from = from
    self.to = to
    self.transition = transition
    self.isPreferred = isPreferred
  }
}

extension ScreenEdge: Sendable where Node: Sendable {}
