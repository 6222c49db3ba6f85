/// A line diff of two texts for test failures, read like `diff -u`: lines in both start with two
/// spaces, lines only in the expected text with `- `, lines only in the actual text with `+ `,
/// and unchanged runs are cut down to a few lines around each change.
enum LineDiff {
  static func message(expected: [String], actual: [String], context: Int = 2) -> String {
    let lines = diff(expected, actual)
    let changed = lines.indices.filter { lines[$0].mark != " " }
    var message = ["transcript differs (- expected, + actual):"]
    var lastShown = -1
    for index in lines.indices where changed.contains(where: { abs($0 - index) <= context }) {
      if index > lastShown + 1 { message.append("  …") }
      message.append("\(lines[index].mark) \(lines[index].text)")
      lastShown = index
    }
    if lastShown < lines.count - 1 { message.append("  …") }
    return message.joined(separator: "\n")
  }

  /// The lines of both texts in order, each marked ` `, `-` or `+`, through a longest common
  /// subsequence.
  private static func diff(_ expected: [String], _ actual: [String]) -> [(
    mark: Character, text: String
  )] {
    // common[i][j] is the length of the longest common subsequence of expected[i...], actual[j...].
    var common = Array(
      repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
    for i in expected.indices.reversed() {
      for j in actual.indices.reversed() {
        common[i][j] =
          expected[i] == actual[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, j < actual.count, expected[i] == actual[j] {
        lines.append((" ", expected[i]))
        i += 1
        j += 1
      } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append(("-", expected[i]))
        i += 1
      } else {
        lines.append(("+", actual[j]))
        j += 1
      }
    }
    return lines
  }
}
