import Navigator
import NavigatorTestSupport

/// A navigation controller the counted loops run against: one whose transitions finish at once.
@MainActor
protocol CountedController: ResettableController {
  /// How the table names it: `minimal` or `recording`.
  static var label: String { get }

  /// A controller whose stack holds `screens`.
  init(startingWith screens: [BenchScreen])
}

extension MinimalNavigationController: CountedController {
  static var label: String { "minimal" }

  convenience init(startingWith screens: [BenchScreen]) {
    self.init(screens: screens)
  }
}

extension RecordingNavigationController: CountedController where Screen == BenchScreen {
  static var label: String { "recording" }

  convenience init(startingWith screens: [BenchScreen]) {
    self.init(screens: screens)
  }
}
