import Foundation
import Testing

/// Every ```swift block of the README and of the DocC catalogs is code compiled in this target,
/// exactly as a user would paste it into a file of their app: `Documents/<Document>.swift` holds
/// each block of `<Document>.md` at the top level, between `// <Document>: <name>` and
/// `// <Document>: end`. A block that another document shows first is compiled once, there, and
/// named by `// <Document>: <name> = <Other>: <name>`, so that one type is never declared twice
/// and two documents never show two versions of it. The blocks that are tests run with the
/// others.
@Suite struct DocsTests {
  /// A Markdown document and the file that compiles its Swift blocks.
  struct Document: CustomTestStringConvertible, Sendable {
    /// The document's path from the package's root.
    let path: String
    /// Its name without `.md`: the marker of its regions and the name of its Swift file.
    var name: String { String(path.split(separator: "/").last!.dropLast(".md".count)) }
    var swiftFile: String { "Tests/DocsTests/Documents/\(name).swift" }
    var testDescription: String { path }
  }

  static let documents = [
    "README.md",
    "Sources/Navigator/Navigator.docc/Navigator.md",
    "Sources/Navigator/Navigator.docc/GettingStarted.md",
    "Sources/Navigator/Navigator.docc/TestingYourNavigation.md",
    "Sources/Navigator/Navigator.docc/UsingItWithUIKit.md",
    "Sources/Navigator/Navigator.docc/HandlingFailures.md",
    "Sources/Navigator/Navigator.docc/TheWholeAppsNavigation.md",
    "Sources/Navigator/Navigator.docc/GoingAnywhere.md",
    "Sources/Navigator/Navigator.docc/OpeningDeepLinks.md",
    "Sources/Navigator/Navigator.docc/Guards.md",
    "Sources/Navigator/Navigator.docc/FlowsAndDialogs.md",
    "Sources/Navigator/Navigator.docc/Glossary.md",
    "Sources/Navigator/Navigator.docc/MovingToNavigator.md",
    "Sources/NavigatorTestSupport/NavigatorTestSupport.docc/NavigatorTestSupport.md",
  ].map(Document.init)

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  // MARK: - Tests

  @Test func everyDocumentIsChecked() throws {
    let manager = FileManager.default
    var found: [String] = ["README.md"]
    for module in ["Navigator", "NavigatorTestSupport"] {
      let catalog = "Sources/\(module)/\(module).docc"
      let files: [String] = try manager.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent(catalog).path)
      for file in files where file.hasSuffix(".md") {
        found.append("\(catalog)/\(file)")
      }
    }
    let listed = Set(Self.documents.map(\.path))
    for path in found.sorted() where !listed.contains(path) {
      Issue.record("\(path) is not in DocsTests.documents, so its Swift blocks are not compiled.")
    }
  }

  @Test(arguments: documents)
  func everySwiftBlockIsCompiled(_ document: Document) throws {
    let blocks = Self.swiftBlocks(in: try Self.read(document.path))
    let regions = try Self.regions(of: document)
    let compiled = Set(regions.values)
    for (index, block) in blocks.enumerated() where !compiled.contains(block.text) {
      Issue.record(
        """
        \(document.path), swift block \(index + 1) of \(blocks.count) (line \(block.line)) is not \
        a region of \(document.swiftFile). Its first line: \(block.text.prefix { $0 != "\n" })
        """)
    }
  }

  @Test(arguments: documents)
  func everyRegionIsShown(_ document: Document) throws {
    let shown = Set(Self.swiftBlocks(in: try Self.read(document.path)).map(\.text))
    for (name, text) in try Self.regions(of: document).sorted(by: { $0.key < $1.key })
    where !shown.contains(text) {
      Issue.record(
        """
        \(document.swiftFile) compiles the region "\(name)", which \(document.path) no longer \
        shows: update or remove it.
        """)
    }
  }

  @Test func readmeTestCommandIsTheOneCIRuns() throws {
    let command = try #require(Self.testCommand(in: try Self.read("README.md")))
    let ci = try Self.read(".ci/run")
    #expect(
      ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == command })
  }

  // MARK: - Markdown

  /// A ```swift block: its lines, and the line of the document it starts on.
  struct Block {
    var text: String
    var line: Int
  }

  /// The ```swift blocks of `markdown`; other fenced blocks are skipped whole.
  static func swiftBlocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var open: (isSwift: Bool, line: Int, lines: [Substring])?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = line.drop { $0 == " " }
      if let block = open {
        if text == "```" {
          if block.isSwift {
            blocks.append(Block(text: block.lines.joined(separator: "\n"), line: block.line))
          }
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if text.hasPrefix("```") {
        let language = text.dropFirst(3).split(separator: " ").first?.lowercased()
        open = (language == "swift", index + 2, [])
      }
    }
    return blocks
  }

  /// The command in the README's "Test" section's ```sh block.
  static func testCommand(in readme: String) -> String? {
    guard let section = readme.range(of: "\n## Test\n") else { return nil }
    let rest = readme[section.upperBound...]
    guard let open = rest.range(of: "```sh\n"),
      let close = rest[open.upperBound...].range(of: "\n```")
    else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
  }

  // MARK: - Regions

  /// The regions of `document`'s Swift file by name: the lines between `// <Document>: <name>`
  /// and `// <Document>: end`, markers at the start of a line (so the code is at the top level),
  /// or, for `// <Document>: <name> = <Other>: <name>`, that region of the other document's file.
  static func regions(of document: Document) throws -> [String: String] {
    let source = try read(document.swiftFile)
    var regions: [String: String] = [:]
    var open: (name: String, lines: [Substring])?
    let marker = "// \(document.name): "
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix(marker) else {
        open?.lines.append(line)
        continue
      }
      let name = String(line.dropFirst(marker.count))
      if name == "end", let region = open {
        regions[region.name] = region.lines.joined(separator: "\n")
        open = nil
      } else if let alias = name.range(of: " = ") {
        let other = name[alias.upperBound...].split(separator: ":", maxSplits: 1)
        let source = try #require(
          documents.first { $0.name == other.first.map(String.init) },
          "\(document.swiftFile): \(line) names a document that DocsTests does not list")
        let otherName = other.dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
        let text: String = try #require(
          try Self.regions(of: source)[otherName],
          "\(document.swiftFile): \(line) names a region that \(source.swiftFile) does not have")
        regions[String(name[..<alias.lowerBound])] = text
      } else {
        open = (name, [])
      }
    }
    return regions
  }
}
