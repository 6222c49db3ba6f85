import Navigator

/// The splash screen, shown while the app loads. It has no screen to go to: both ways out are
/// exits into other areas (see `makeAppNavigator`), so neither leaves it to go back to.
enum SplashDestination: RoutableDestination, Codable {
  /// The screen shown while the app loads.
  case splash

  enum Exit: Equatable, Sendable {
    /// The first-launch pages.
    case onboarding
    /// The login screen.
    case login
  }
}
