/// What a screen that no navigator made (the root a navigation controller was created with)
/// shows, to a ``StackNavigator``'s engine: itself, by identity, so that it is counted and kept.
struct UnmadeScreen: Destination {
  /// The screen's identity.
  let id: ObjectIdentifier
}
