import Navigator

/// The pages of the first-launch flow, numbered from 1.
///
/// Asking for the page after the last one ends the flow: see ``OnboardingCoordinator``.
enum OnboardingDestination: Destination {
  case page(Int)

  /// The first page replaces the splash screen; the others are pushed, so the user can go back.
  var presentation: Presentation {
    switch self {
    case .page(let number): number == 1 ? .replaceStack : .push
    }
  }
}
