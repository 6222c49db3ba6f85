import Navigator

/// Makes the screens of the Settings tab. Logging out is an exit into Login, so this factory
/// knows nothing of it.
struct SettingsScreens: ViewControllerFactory {
  func makeViewController(
    for destination: SettingsDestination, navigator: any Navigator<SettingsDestination>
  ) -> AppScreen {
    switch destination {
    case .settings: SettingsScreen(navigator: navigator)
    }
  }
}
