import Navigator

/// The Settings tab, and logging out.
enum SettingsDestination: RoutableDestination, Codable {
  /// The settings: the root of the Settings tab.
  case settings

  enum Exit: Equatable, Sendable {
    /// Back to the login screen: the app resets to it (see `makeAppNavigator`), closing every
    /// sheet and every tab.
    case logOut
  }
}
