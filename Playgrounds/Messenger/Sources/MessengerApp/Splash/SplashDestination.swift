import Navigator

/// The splash screen, and where it leads once the app has loaded. Both exits lead into other
/// areas (see `makeAppNavigator`), so neither leaves the splash screen to go back to.
enum SplashDestination: RoutableDestination, Codable {
  /// The screen shown while the app loads.
  case splash
  /// The first-launch pages.
  case onboarding
  /// The login screen.
  case login

  /// The cases without their payloads, for the app's destination graph.
  enum Screen: Hashable, Sendable { case splash, onboarding, login }

  var screen: Screen {
    switch self {
    case .splash: .splash
    case .onboarding: .onboarding
    case .login: .login
    }
  }
}
