/// Builds the failure message of the assertions: both lists, one item a line, with the items that
/// differ marked, so that a failing test reads like a diff.
///
/// ```swift
/// print(NavigationDiff.message("pushes", actual: ["a", "b"], expected: ["a", "c"]))
/// // pushes differ (− expected, + actual):
/// //   a
/// // − c
/// // + b
/// ```
public enum NavigationDiff {
  /// A message listing the common prefix once and then the expected and the actual items that
  /// differ.
  ///
  /// ```swift
  /// let text = NavigationDiff.message("events", actual: navigation.events, expected: [])
  /// ```
  public static func message<T: Equatable & CustomStringConvertible>(
    _ what: String, actual: [T], expected: [T]
  ) -> String {
    let common = zip(actual, expected).prefix { $0 == $1 }.count
    var lines = ["\(what) differ (− expected, + actual):"]
    lines += expected[..<common].map { "  \($0)" }
    lines += expected[common...].map { "− \($0)" }
    lines += actual[common...].map { "+ \($0)" }
    if actual.isEmpty { lines.append("+ (none)") }
    if expected.isEmpty { lines.append("− (none)") }
    return lines.joined(separator: "\n")
  }
}
