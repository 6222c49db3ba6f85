import Navigator

/// The pages of the first-launch flow, numbered from 1, each pushed so the user can go back.
/// The last page's button leaves the flow (see `makeAppNavigator`).
enum OnboardingDestination: RoutableDestination, Codable {
  case page(Int)

  /// How many pages the flow has.
  static let pageCount = 3

  enum Exit: Equatable, Sendable {
    /// The user has seen every page.
    case finished
  }
}
