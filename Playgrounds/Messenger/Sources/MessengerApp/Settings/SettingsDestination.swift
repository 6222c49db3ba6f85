import Navigator

/// The Settings tab, and logging out.
enum SettingsDestination: RoutableDestination, Codable {
  /// The settings: the root of the Settings tab.
  case settings
  /// Back to the login screen: a lead resets the app to it (see `makeAppNavigator`), closing
  /// every sheet and every tab.
  case logOut

  /// The cases without their payloads, for the app's destination graph.
  enum Screen: Hashable, Sendable { case settings, logOut }

  var screen: Screen {
    switch self {
    case .settings: .settings
    case .logOut: .logOut
    }
  }
}
