import Navigator

/// Where the splash screen leads once the app has loaded. Both start the app afresh, so neither
/// leaves the splash screen to go back to.
enum SplashDestination: Destination {
  /// The first-launch pages, run by an ``OnboardingCoordinator``.
  case onboarding
  /// The login screen.
  case login

  var presentation: Presentation { .replaceStack }
}
