import Navigator

/// The app's settings, with "Log out".
@MainActor
final class SettingsScreen: AppScreen {
  private let navigator: any Navigator<SettingsDestination>

  init(navigator: any Navigator<SettingsDestination>) {
    self.navigator = navigator
    super.init(title: "Settings")
  }

  func didTapLogOut() {
    navigator.exit(.logOut)
  }
}
