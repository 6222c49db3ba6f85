import Navigator

/// The Settings tab, and logging out.
enum SettingsDestination: Destination, Codable {
  /// The settings: the root of the Settings tab.
  case settings
  /// Back to the login screen: a lead resets the app to it (see `makeAppNavigator`), closing
  /// every sheet and every tab.
  case logOut
}
