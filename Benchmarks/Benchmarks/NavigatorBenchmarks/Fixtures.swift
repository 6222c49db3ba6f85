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
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
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
    completion(.finished)
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

/// A controller the loops run against, which can be put back in its starting state between
/// measured calls.
@MainActor
protocol BenchController: NavigationController where Screen == BenchScreen {
  /// Back to the first `depth` screens of the stack, with nothing recorded.
  func reset(toDepth depth: Int)
}

extension MinimalNavigationController: BenchController {
  func reset(toDepth depth: Int) {
    apply(.popTo(screens[depth - 1]), animated: false) { _ in }
  }
}

extension RecordingNavigationController: BenchController where Screen == BenchScreen {
  /// Also when transitions wait for `finishTransition()`.
  func reset(toDepth depth: Int) {
    apply(.popTo(screens[depth - 1]), animated: false) { _ in }
    finishTransition()
    removeAllEvents()
  }
}

// MARK: - Rows

/// A row of both harnesses' tables: the same operations through a `StackNavigator` (`ours`) and
/// by hand (`baseline`), each a loop of `Loops.swift` run on a fixture of its own.
struct BenchRow: Sendable {
  /// One side of a row, ready to run.
  struct Side: Sendable {
    /// `ours` or `baseline`.
    let label: String
    /// The name of the loop's function; callgrind counts only while it runs.
    let loopFunction: String
    /// Makes a fixture and returns its measured call, of ``BenchRow/operations`` operations.
    let prepare: @MainActor @Sendable () -> MeasuredCall
  }

  /// The operations of one measured call: per-operation figures are per call divided by this.
  static let operations = 1_000

  /// How the tables name the row, e.g. `navigate(to:) minimal`.
  let name: String
  let ours: Side
  let baseline: Side

  /// A row whose loops take `count` on a stack of `depth` screens of `controller`'s, and leave
  /// `depthAfter` screens and no pending request. Between calls the stack goes back to `depth`.
  init<Controller: BenchController>(
    _ name: String, count: Int, depth: Int, depthAfter: Int,
    controller: @escaping @MainActor @Sendable ([BenchScreen]) -> Controller,
    ours: Loop<Controller>, baseline: Loop<Controller>
  ) {
    func side(_ label: String, _ loop: Loop<Controller>) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = NavigationFixture(controller: controller(prefilledStack(depth: depth)))
        return (
          call: { loop.body(fixture, count) },
          checkAndReset: {
            defer { fixture.controller.reset(toDepth: depth) }
            return fixture.mismatch(expectingDepth: depthAfter)
          }
        )
      }
    }
    self.name = name
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }
}

/// A measured call of a row's loop on its fixture, and the check to make after each call, which
/// also puts the fixture back as it was: it returns what is wrong, or `nil`.
typealias MeasuredCall = (call: @MainActor () -> Void, checkAndReset: @MainActor () -> String?)

/// A loop of `Loops.swift` and its function's name. Its `Int` is how many times to go round.
typealias Loop<Controller: BenchController> = (
  name: String, body: @MainActor @Sendable (NavigationFixture<Controller>, Int) -> Void
)

extension NavigationFixture {
  /// What is wrong after a measured call: `nil` when the stack holds `depth` screens and no
  /// request is left pending.
  func mismatch(expectingDepth depth: Int) -> String? {
    let found = controller.screens.count
    let pending = navigator.pendingRequestCount
    guard found != depth || pending != 0 else { return nil }
    return "expected \(depth) screens and no pending request, found \(found) screens and "
      + "\(pending) pending requests"
  }
}
