// MARK: - Going to a destination along the routes

extension NavigationChange {
  /// Goes to `destination` from wherever the user is, along the shortest route of the app
  /// navigator's ``AppNavigator/routes``: back to the nearest screen from which it can be
  /// reached (dismissing what it is not under, switching tab when it lives in another), then
  /// forward, making each screen on the way with the graph's makers. When `destination` is on
  /// show, it goes back to it.
  ///
  /// ```swift
  /// appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
  /// // chats tab: inbox › chat(ada) › profile(ada), from any tab and under any sheet
  /// appNavigator.send(.go(to: profile, through: [DirectoryDestination.contacts]))
  /// ```
  ///
  /// - Parameters:
  ///   - destination: Where to go, a destination of any area of the graph.
  ///   - stops: Breadcrumbs: destinations the route must pass through, in order, for a screen
  ///     with several parents.
  ///   - animated: Whether the last step is animated; the steps before it never are.
  ///
  /// Fails with ``NavigationError/noRoute`` when no declared edge leads there, and with
  /// ``NavigationError/payloadUnavailable`` when a screen on the way cannot be made; nothing
  /// changes then.
  public static func go(
    to destination: some RoutableDestination, through stops: [any RoutableDestination] = [],
    animated: Bool = true
  ) -> Self {
    Self(
      .go(AnyDestination(destination), through: stops.map { AnyDestination($0) }),
      animated: animated)
  }
}
