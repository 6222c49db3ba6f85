import Foundation
import Testing

/// The README's Swift blocks are the example compiled in `ReadmeExample.swift`, line for line.
@Suite struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func readmeShowsTheCompiledExample() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ReadmeTests/ReadmeExample.swift"),
      encoding: .utf8)

    let blocks = Self.swiftBlocks(in: readme)
    #expect(blocks.count >= 2)
    #expect(blocks.first == Self.region("app", in: example))
    #expect(blocks.dropFirst().first == Self.region("test", in: example))
  }

  @Test func readmeTestCommandIsTheOneCIRuns() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let command = try #require(Self.testCommand(in: readme))
    #expect(
      ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == command })
  }

  @Test func firstExampleIsUnderThirtyLines() {
    let example =
      (try? String(
        contentsOf: Self.root.appendingPathComponent("Tests/ReadmeTests/ReadmeExample.swift"),
        encoding: .utf8)) ?? ""
    let lines = Self.region("app", in: example).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 30)
  }

  /// The contents of each ```swift block.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The lines between `// README: name` and `// README: end`, without their common indentation.
  static func region(_ name: String, in source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// README: \(name)"
      }),
      let end = lines[start...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// README: end"
      })
    else { return "" }
    let body = lines[(start + 1)..<end]
    let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
  }

  /// The command in the README's "Test" section's ```sh block.
  static func testCommand(in readme: String) -> String? {
    guard let section = readme.range(of: "## Test") else { return nil }
    let rest = readme[section.upperBound...]
    guard let open = rest.range(of: "```sh\n"),
      let close = rest[open.upperBound...].range(of: "\n```")
    else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
  }
}
