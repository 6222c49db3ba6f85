import Navigator

/// The pages of the first-launch flow, numbered from 1, each pushed so the user can go back.
///
/// Asking for the page after the last one ends the flow: a lead turns it into the login screen
/// (see `makeAppNavigator`).
enum OnboardingDestination: RoutableDestination, Codable {
  case page(Int)

  /// How many pages the flow has.
  static let pageCount = 3

  /// Whether this is the page after the last, which ends the flow.
  var isAfterLastPage: Bool {
    switch self {
    case .page(let number): number > Self.pageCount
    }
  }

  /// The cases without their payloads, for the app's destination graph.
  enum Screen: Hashable, Sendable { case page }

  var screen: Screen {
    switch self {
    case .page: .page
    }
  }
}
