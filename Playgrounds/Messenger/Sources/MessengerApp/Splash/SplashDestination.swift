import Navigator

/// The splash screen, and where it leads once the app has loaded. Both exits lead into other
/// areas (see `makeAppNavigator`), so neither leaves the splash screen to go back to.
enum SplashDestination: Destination, Codable {
  /// The screen shown while the app loads.
  case splash
  /// The first-launch pages.
  case onboarding
  /// The login screen.
  case login
}
