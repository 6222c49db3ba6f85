/// What a ``DestinationGraph`` maker knows when it makes a screen on the way to a target: the
/// screen the route shows after it, the target, and the navigation state the route starts from.
///
/// ```swift
/// chats.make("chat") { context in
///   guard case .profile(let user)? = context.next(as: ChatsDestination.self) else { return nil }
///   return .chat(user)
/// }
/// ```
public struct RouteContext: Sendable {
  /// The screen the route shows right after the one being made; the target for the last one.
  public let next: AnyDestination
  /// Where the route goes.
  public let target: AnyDestination
  /// The navigation state the route starts from.
  public let state: NavigationState

  /// Makes a context; the app navigator makes one for each screen on the way.
  ///
  /// ```swift
  /// let made = RouteContext(
  ///   next: AnyDestination(profile), target: AnyDestination(profile), state: state)
  /// ```
  public init(next: AnyDestination, target: AnyDestination, state: NavigationState) {
    self.next = next
    self.target = target
    self.state = state
  }

  /// The next screen as a destination of `area`, or `nil` if it belongs to another area.
  ///
  /// ```swift
  /// if case .profile(let user)? = context.next(as: ChatsDestination.self) { return .chat(user) }
  /// ```
  public func next<D: Destination>(as area: D.Type) -> D? { next.as(area) }

  /// The target as a destination of `area`, or `nil` if it belongs to another area.
  ///
  /// ```swift
  /// if case .profile(let user)? = context.target(as: ChatsDestination.self) { return .chat(user) }
  /// ```
  public func target<D: Destination>(as area: D.Type) -> D? { target.as(area) }

  /// The destination of `area` nearest the top of the state, from the screens on show down, for
  /// a payload the app keeps on screen (the signed-in user of an inbox).
  ///
  /// ```swift
  /// let inbox = context.shown(ChatsDestination.self) { $0 == .inbox }
  /// ```
  public func shown<D: Destination>(_ area: D.Type, where matches: (D) -> Bool) -> D? {
    for destination in state.visibleFirst {
      if let found = destination.as(area), matches(found) { return found }
    }
    return nil
  }
}
