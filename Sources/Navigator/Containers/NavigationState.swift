/// The whole app's navigation as a value: the root's stacks and the modals above them, as
/// destinations of any area.
///
/// An ``AppNavigator``'s ``AppNavigator/state`` always equals what is on screen, including after
/// the user swipes back, swipes a sheet down or taps a tab. It is `Equatable`, `Codable` through
/// ``AppNavigator/snapshot()``, and prints one line per stack, naming destinations by their case:
///
/// ```swift
/// print(navigator.state)
/// // tab chats (selected): HomeDestination.inbox › HomeDestination.chat
/// // tab settings: HomeDestination.settings
/// // modal 0 with navigation bar: HomeDestination.compose
/// ```
///
/// `debugPrint` prints the payloads too, for test failures; never log it.
public typealias NavigationState = NavigationTree<AnyDestination>

extension NavigationTree: CustomStringConvertible, CustomDebugStringConvertible {
  /// One line per stack, root first, each element as `String(describing:)` prints it; for a
  /// ``NavigationState``, each destination's case, never its payload.
  ///
  /// ```swift
  /// print(state)  // root: LoginDestination.login › LoginDestination.signUp
  /// ```
  public var description: String { lines(String.init(describing:)).joined(separator: "\n") }

  /// One line per stack with each element as `String(reflecting:)` prints it; for a
  /// ``NavigationState``, with the payloads. For test failures; never log it.
  ///
  /// ```swift
  /// let described = String(reflecting: state)
  /// // root: LoginDestination.signUp(prefilledEmail: nil)
  /// ```
  public var debugDescription: String {
    lines(String.init(reflecting:)).joined(separator: "\n")
  }

  /// The lines of ``description``, one per stack.
  func lines(_ name: (Element) -> String) -> [String] {
    func joined(_ stack: [Element]) -> String {
      stack.isEmpty ? "(empty)" : stack.map(name).joined(separator: " › ")
    }
    var lines: [String] = []
    switch root {
    case .stack(let stack):
      lines.append("root: \(joined(stack))")
    case .tabs(let tabs, let selected):
      if tabs.isEmpty { lines.append("tabs: (none)") }
      for (index, tab) in tabs.enumerated() {
        lines.append("tab \(tab.id)\(index == selected ? " (selected)" : ""): \(joined(tab.stack))")
      }
    }
    for (level, modal) in modals.enumerated() {
      let bar = modal.hasNavigationBar ? " with navigation bar" : ""
      lines.append("modal \(level)\(bar): \(joined(modal.stack))")
    }
    return lines
  }
}
