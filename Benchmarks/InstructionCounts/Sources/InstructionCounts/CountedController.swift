import Navigator
import NavigatorTestSupport

/// NavigatorTestSupport's recording controller, holding the benchmarks' screens.
typealias RecordingController = RecordingNavigationController<BenchScreen>

/// A navigation controller the counted loops run against: one whose transitions finish at once.
@MainActor
protocol CountedController: NavigationController where Screen == BenchScreen {
  /// How the table names it: `minimal` or `recording`.
  static var label: String { get }

  /// A controller whose stack holds `screens`.
  init(startingWith screens: [BenchScreen])

  /// Back to the root screen with nothing recorded.
  func resetToRoot()
}

extension MinimalNavigationController: CountedController {
  static var label: String { "minimal" }

  convenience init(startingWith screens: [BenchScreen]) {
    self.init(screens: screens)
  }

  func resetToRoot() {
    apply(.popToRoot, animated: false) {}
  }
}

extension RecordingNavigationController: CountedController where Screen == BenchScreen {
  static var label: String { "recording" }

  convenience init(startingWith screens: [BenchScreen]) {
    self.init(screens: screens)
  }

  func resetToRoot() {
    apply(.popToRoot, animated: false) {}
    finishTransition()
    removeAllEvents()
  }
}
