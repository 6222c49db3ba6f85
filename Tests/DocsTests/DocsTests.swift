import Foundation
import Testing

/// Every ```swift block of the README, of the DocC catalogs and of the `///` doc comments of
/// `Sources/Navigator` and `Sources/NavigatorTestSupport` compiles where a user would paste it, as
/// code of this target: `Documents/<Document>.swift` holds each block of `<Document>.md` as a
/// region, the lines between `// <Document>: <name>` and `// <Document>: end`, compared with the
/// block once the region's common indentation is removed. A source file's doc comments are a
/// document too (`DocsTests+Sources`), named with `.swift`, its regions in its folder's
/// `SourceExamples/<Folder>Examples.swift` (the UIKit adapter's in `Checks/UIKitAdapter`). Where a region is compiled is read
/// from its markers' place in the Swift file, and depends on what the block is (`Kind`):
///
/// - A block of **declarations** (types, extensions, functions, tests) shows its context: it is a
///   region at file scope, its markers at the start of a line.
/// - A block of **statements** shows none, so it is compiled where users paste such code: once in
///   the body of a non-`async` method of a view controller, and once in the body of a
///   `@MainActor` `async` function, two copies of one region. The names it uses but does not
///   declare (`navigation`, `user`) are the view controller's properties and the function's
///   parameters. A block that uses `await` compiles only in an `async` function, so it is
///   compiled there alone.
/// - A block that mixes declarations and statements, or that the classifier cannot read, fails:
///   split it into a block of declarations and a block of statements, or show its context.
///
/// A block that another document shows first is compiled once, there, and named by
/// `// <Document>: <name> = <Other>: <name>`, which stands for every copy of that region, so that
/// one type is never declared twice and two documents never show two versions of it. The blocks
/// that are tests run with the others.
@Suite struct DocsTests {
  /// A Markdown document, or a source file whose doc comments are one (`DocsTests+Sources`),
  /// and the file that compiles its Swift blocks.
  struct Document: CustomTestStringConvertible, Sendable {
    /// The document's path from the package's root.
    let path: String
    /// The marker of its regions: a Markdown document's name without `.md`, which names its
    /// Swift file too; a source file's name with `.swift`, which no Markdown document has.
    var name: String {
      let file = path.split(separator: "/").last!
      return isSource ? String(file) : String(file.dropLast(".md".count))
    }
    var swiftFile: String {
      isSource
        ? DocsTests.sourceExamplesFile(of: DocsTests.folder(of: path))
        : "Tests/DocsTests/Documents/\(name).swift"
    }
    var isSource: Bool { path.hasSuffix(".swift") }
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

  /// The Markdown of `document`: the file, or a source file's doc comments (`markdown(ofSource:)`).
  static func markdown(of document: Document) throws -> String {
    let text = try read(document.path)
    return document.isSource ? markdown(ofSource: text) : text
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

  @Test(arguments: documents + sourceDocuments)
  func everySwiftBlockCompilesWhereItIsPasted(_ document: Document) throws {
    let blocks = Self.swiftBlocks(in: try Self.markdown(of: document))
    let regions = try Self.regions(of: document)
    for (index, block) in blocks.enumerated() {
      let place =
        "\(document.path), swift block \(index + 1) of \(blocks.count) (line \(block.line))"
      if let problem = Self.problem(
        with: block, at: place, regions: regions, file: document.swiftFile)
      {
        Issue.record("\(problem)")
      }
    }
  }

  @Test(arguments: documents + sourceDocuments)
  func everyRegionIsShown(_ document: Document) throws {
    let shown = Set(Self.swiftBlocks(in: try Self.markdown(of: document)).map(\.text))
    var reported: Set<String> = []
    for region in try Self.regions(of: document).sorted(by: { $0.name < $1.name })
    where !shown.contains(region.text) && reported.insert(region.name).inserted {
      Issue.record(
        """
        \(document.swiftFile) compiles the region "\(region.name)", which \(document.path) no \
        longer shows: update or remove it.
        """)
    }
  }

  @Test func readmeTestCommandIsTheOneCIRuns() throws {
    let command = try #require(Self.testCommand(in: try Self.read("README.md")))
    let ci = try Self.read(".ci/run")
    #expect(
      ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == command })
  }

  /// The classifier reads what a block is from its top-level items, whatever their layout.
  @Test func blocksAreClassifiedByTheirTopLevelItems() {
    let declarations = """
      import Navigator

      /// A screen. `let` in a comment, "func" in a string: neither is read.
      @available(iOS 17, *)
      @MainActor final class Screen: UIViewController {
        let title = "}"
        func didTap() { print("{") }
      }

      @Test(arguments: [1, 2])
      func counts(
        _ count: Int
      ) async {
        guard count > 0
        else { return }
      }
      private(set) var shown = false
      """
    #expect(Self.kind(of: declarations) == .declarations)
    let statements = """
      let sheet = [AnyDestination(HomeDestination.compose)]
      navigation.send(.present(sheet)) { result in
        if case .failure(let error) = result { print("\\(error) {") }
      }
      guard let user else { return }
      for contact in user.contacts {
        print(contact)
      }
      """
    #expect(Self.kind(of: statements) == .statements(awaits: false))
    #expect(Self.kind(of: "try await navigation.perform(.dismissAll)") == .statements(awaits: true))
    #expect(Self.kind(of: "let text = \"await\"  // await") == .statements(awaits: false))
    #expect(
      Self.kind(of: "func show() {}\nshow()")
        == .unclassifiable("declarations (line 1) and statements (line 2) at the top level"))
    #expect(Self.kind(of: "show(") == .unclassifiable("a bracket that is never closed"))
    #expect(Self.kind(of: "// nothing") == .unclassifiable("no code"))
    #expect(
      Self.kind(of: "#if os(iOS)\nimport UIKit\n#endif")
        == .unclassifiable("#if at the top level (line 1)"))
  }

  /// The check fails on a block it cannot place, and says which context is missing.
  @Test func blocksOutOfTheirContextFail() throws {
    let document = Document(path: "Docs/Example.md")
    let file = "Tests/DocsTests/Documents/Example.swift"
    let source = """
      final class Screen: UIViewController {
        let navigation: AppNavigator<UIKitWindowContainer>

        func didTap() {
          // Example: send
          navigation.send(.dismissAll)
          // Example: end
          // Example: screenOnly
          navigation.send(.backToRoot)
          // Example: end
          Task {
            // Example: inTask
            navigation.send(.back)
            // Example: end
          }
        }
      }

      @MainActor func send(
        navigation: AppNavigator<UIKitWindowContainer>
      ) async throws {
        // Example: send
        navigation.send(.dismissAll)
        // Example: end
        // Example: wait
        try await navigation.perform(.dismissAll)
        // Example: end
      }

      func elsewhere(navigation: AppNavigator<UIKitWindowContainer>) async {
        // Example: inTask
        navigation.send(.back)
        // Example: end
      }

      // Example: top
      navigation.send(.dismissTop)
      // Example: end

      struct Sheet {
        // Example: nested
        enum Step { case first }
        // Example: end
      }

      func later(_ body: @MainActor () -> Void) async {
        // Example: isolatedParameter
        navigation.send(.clearBackStack)
        // Example: end
      }

      final class Form: UIViewController {
        func submit(navigation: AppNavigator<UIKitWindowContainer>, draft: String, count: Int)
          throws
        {
          // Example: wrappedHeader
          navigation.send(.selectTab("chats"))
          // Example: end
        }
      }

      @MainActor func submit(navigation: AppNavigator<UIKitWindowContainer>, draft: String) async
        throws
      {
        // Example: wrappedHeader
        navigation.send(.selectTab("chats"))
        // Example: end
      }
      """
    let regions = try Self.regions(in: source, of: document, viewControllers: ["UIViewController"])
    let place = "Docs/Example.md, swift block 1 of 1 (line 3)"
    func problem(_ text: String) -> String? {
      Self.problem(with: Block(text: text, line: 3), at: place, regions: regions, file: file)
    }
    #expect(problem("navigation.send(.dismissAll)") == nil)
    #expect(problem("navigation.send(.selectTab(\"chats\"))") == nil)
    #expect(problem("try await navigation.perform(.dismissAll)") == nil)
    #expect(
      problem("navigation.send(.backToRoot)")
        == """
        \(place) is statements: compile it inside a @MainActor async function too (compiled at \
        \(file):8, in a non-async method of a UIViewController subclass). Its first line: \
        navigation.send(.backToRoot)
        """)
    #expect(
      problem("navigation.send(.dismissTop)")
        == """
        \(place) is statements: compile it inside a non-async method of a UIViewController \
        subclass and inside a @MainActor async function (compiled at \(file):36, at file \
        scope). Its first line: navigation.send(.dismissTop)
        """)
    #expect(
      problem("navigation.send(.back)")
        == """
        \(place) is statements: compile it inside a non-async method of a UIViewController \
        subclass and inside a @MainActor async function (compiled at \(file):12, inside \
        `Task {` (line 11), not directly in a function; \(file):31, in an async function that \
        is not @MainActor (line 30)). Its first line: navigation.send(.back)
        """)
    #expect(
      problem("enum Step { case first }")
        == """
        \(place) is declarations: compile it at file scope, its markers at the start of a line \
        (compiled at \(file):41, inside `struct Sheet {` (line 40), not directly in a \
        function). Its first line: enum Step { case first }
        """)
    #expect(
      problem("navigation.send(.clearBackStack)")
        == """
        \(place) is statements: compile it inside a non-async method of a UIViewController \
        subclass and inside a @MainActor async function (compiled at \(file):47, in an async \
        function that is not @MainActor (line 46)). Its first line: \
        navigation.send(.clearBackStack)
        """)
    #expect(
      problem("navigation.send(.present([]))")
        == """
        \(place) is statements: compile it inside a non-async method of a UIViewController \
        subclass and inside a @MainActor async function (it is not a region of \(file)). Its \
        first line: navigation.send(.present([]))
        """)
    #expect(
      problem("enum Step { case first }\nlet step = Step.first")
        == """
        \(place) has declarations (line 1) and statements (line 2) at the top level: split it \
        into a block of declarations and a block of statements, or show its context. Its first \
        line: enum Step { case first }
        """)
  }
}
