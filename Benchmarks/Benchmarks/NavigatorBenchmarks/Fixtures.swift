import Navigator
import NavigatorTestSupport

/// The destinations the benchmarks navigate to: pushed, with a small payload, as most are.
enum BenchDestination: Destination {
  case detail(Int)
}

/// A screen as an app would have: it keeps what it shows and the navigator it was given.
final class BenchScreen {
  let destination: BenchDestination?
  let navigator: (any Navigator<BenchDestination>)?

  init(destination: BenchDestination?, navigator: (any Navigator<BenchDestination>)?) {
    self.destination = destination
    self.navigator = navigator
  }
}

/// The factory both the navigator and the hand-written baselines call.
struct BenchScreens: ViewControllerFactory {
  func makeViewController(
    for destination: BenchDestination, navigator: any Navigator<BenchDestination>
  ) -> BenchScreen {
    BenchScreen(destination: destination, navigator: navigator)
  }
}

/// The smallest navigation controller there is: an array that grows and shrinks, transitions that
/// finish at once, and the protocol's no-op `screen(_:isShowing:)`. Measuring with it leaves little
/// besides the navigator's own cost.
@MainActor
final class MinimalNavigationController: NavigationController {
  private(set) var screens: [BenchScreen]
  private(set) var presentedScreen: BenchScreen?
  var isTransitioning: Bool { false }

  init(screens: [BenchScreen]) {
    self.screens = screens
  }

  func apply(
    _ operation: NavigationOperation<BenchScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable () -> Void
  ) {
    switch operation {
    case .push(let screen): screens.append(screen)
    case .pop: screens.removeLast()
    case .popToRoot: screens.removeSubrange(1...)
    case .popTo(let screen):
      if let index = screens.lastIndex(where: { $0 === screen }) {
        screens.removeSubrange((index + 1)...)
      }
    case .setStack(let newScreens): screens = newScreens
    case .present(let screen, _): presentedScreen = screen
    case .dismiss: presentedScreen = nil
    }
    completion()
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }
}

/// `count` screens that no navigator made, to fill a stack before measuring.
func prefilledStack(depth count: Int) -> [BenchScreen] {
  (0..<count).map { _ in BenchScreen(destination: nil, navigator: nil) }
}

/// A controller and the navigator that drives it. The baselines get one too and pass its navigator
/// to the factory, so both sides make identical screens.
@MainActor
final class NavigationFixture<Controller: NavigationController>
where Controller.Screen == BenchScreen {
  let controller: Controller
  let factory = BenchScreens()
  let navigator: StackNavigator<BenchScreens, Controller>

  init(controller: Controller) {
    self.controller = controller
    self.navigator = StackNavigator(
      navigationController: controller, factory: factory,
      onFailure: { error in fatalError("navigation failed while measuring: \(error)") })
  }
}

/// NavigatorTestSupport's recording controller, holding the benchmarks' screens.
typealias RecordingController = RecordingNavigationController<BenchScreen>

/// A controller that can be put back in its starting state between measured runs.
@MainActor
protocol ResettableController: NavigationController where Screen == BenchScreen {
  /// Back to the root screen with nothing recorded.
  func resetToRoot()
}

extension RecordingNavigationController: ResettableController where Screen == BenchScreen {
  /// Back to the root screen with no events left, whether transitions finish by themselves or not.
  func resetToRoot() {
    apply(.popToRoot, animated: false) {}
    finishTransition()
    removeAllEvents()
  }
}

extension MinimalNavigationController: ResettableController {
  func resetToRoot() {
    apply(.popToRoot, animated: false) {}
  }
}
