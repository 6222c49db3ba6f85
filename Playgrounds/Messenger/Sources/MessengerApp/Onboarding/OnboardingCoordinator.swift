import Navigator

/// Runs the first-launch pages and says when the user is through them, the way a coordinator
/// does.
///
/// It is the navigator its pages are given: it conforms to `Navigator` itself, handles the one
/// request with logic of its own (the page after the last one ends the flow and calls
/// `onFinish`), and hands every other request to a `StackNavigator`.
///
/// It is generic over the navigation controller so that tests drive it with a
/// `RecordingNavigationController`.
@MainActor
final class OnboardingCoordinator<Controller: NavigationController>: Navigator
where Controller.Screen == AppScreen {
  let pageCount: Int
  private(set) var isFinished = false
  private let onFinish: @MainActor () -> Void
  private let pages: StackNavigator<ScreenFactory<OnboardingDestination, AppScreen>, Controller>

  /// A coordinator for `pageCount` pages shown on `navigationController`; `onFinish` is called
  /// once, when the user asks for the page after the last.
  init(
    navigationController: Controller, pageCount: Int,
    onFailure: (@MainActor (NavigationError) -> Void)? = nil,
    onFinish: @escaping @MainActor () -> Void
  ) {
    self.pageCount = pageCount
    self.onFinish = onFinish
    pages = StackNavigator(
      navigationController: navigationController,
      factory: ScreenFactory { destination, navigator in
        switch destination {
        case .page(let number):
          OnboardingPageScreen(number: number, pageCount: pageCount, navigator: navigator)
        }
      },
      onFailure: onFailure)
    // NB: pages get the coordinator as their navigator, or their requests would bypass it and
    // the flow would never end.
    pages.screensNavigator = self
  }

  /// Shows the first page in place of whatever is on the stack.
  func start(animated: Bool = true) {
    perform(.navigate(to: .page(1), animated: animated), completion: nil)
  }

  func perform(
    _ request: NavigationRequest<OnboardingDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    if case .navigate(to: .page(let number)) = request.action, number > pageCount {
      finish()
      completion?(.success(()))
    } else {
      pages.perform(request, completion: completion)
    }
  }

  private func finish() {
    guard !isFinished else { return }
    isFinished = true
    onFinish()
  }
}
