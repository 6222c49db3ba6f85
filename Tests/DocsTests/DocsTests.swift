import Foundation
import Testing

/// Every ```swift block of the README and of the DocC catalogs compiles where a user would paste
/// it, as code of this target: `Documents/<Document>.swift` holds each block of `<Document>.md`
/// as a region, the lines between `// <Document>: <name>` and `// <Document>: end`, compared with
/// the block once the region's common indentation is removed. Where a region is compiled is read
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
  func everySwiftBlockCompilesWhereItIsPasted(_ document: Document) throws {
    let blocks = Self.swiftBlocks(in: try Self.read(document.path))
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

  @Test(arguments: documents)
  func everyRegionIsShown(_ document: Document) throws {
    let shown = Set(Self.swiftBlocks(in: try Self.read(document.path)).map(\.text))
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
      """
    let regions = try Self.regions(in: source, of: document, viewControllers: ["UIViewController"])
    let place = "Docs/Example.md, swift block 1 of 1 (line 3)"
    func problem(_ text: String) -> String? {
      Self.problem(with: Block(text: text, line: 3), at: place, regions: regions, file: file)
    }
    #expect(problem("navigation.send(.dismissAll)") == nil)
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

  // MARK: - What a block is

  /// What a block is, read from its top-level items by `kind(of:)`.
  enum Kind: Equatable {
    /// Only declarations: the block shows its context, the file.
    case declarations
    /// Only statements: the block shows no context. `awaits` when it uses `await` anywhere.
    case statements(awaits: Bool)
    /// Declarations and statements, or code the classifier cannot read, and why.
    case unclassifiable(String)
  }

  /// The words that make a top-level item a declaration.
  static let declarationKeywords: Set<String> = [
    "import", "struct", "class", "enum", "protocol", "extension", "actor", "func", "typealias",
  ]

  /// The modifiers that may come before a declaration's keyword, after its attributes.
  static let modifiers: Set<String> = [
    "open", "public", "package", "internal", "fileprivate", "private", "final", "static",
    "nonisolated", "override", "required", "convenience", "mutating", "nonmutating", "indirect",
  ]

  /// What `text` is, read from its top-level items (`items(of:)`):
  ///
  /// - an item is a declaration when its first word, after its attributes (`@MainActor`,
  ///   `@Test(...)`) and modifiers (`final`, `private(set)`), is a declaration keyword (`import`,
  ///   `struct`, `class`, `enum`, `protocol`, `extension`, `actor`, `func`, `typealias`), or is
  ///   `let` or `var` after attributes or modifiers (a property, not a local);
  /// - an item without attributes or modifiers whose first word is anything else (`let`, `var`,
  ///   `try`, `if`, `for`, a call, an assignment) is a statement;
  /// - anything else after attributes or modifiers, conditional compilation (`#if`), and a
  ///   block whose strings, comments or brackets do not end cannot be classified.
  ///
  /// A block is declarations or statements when all its items are; statements that use `await`
  /// anywhere outside strings and comments, even in a closure, compile only in `async` code.
  static func kind(of text: String) -> Kind {
    var tokenizer = Tokenizer(text)
    if let failure = tokenizer.readCode() { return .unclassifiable(failure) }
    var declaration: Int?
    var statement: Int?
    for item in items(of: tokenizer.tokens) {
      let (decorated, word) = head(of: item)
      guard let word else {
        return .unclassifiable("attributes or modifiers before nothing (line \(item[0].line))")
      }
      if declarationKeywords.contains(word.text)
        || (decorated && (word.text == "let" || word.text == "var"))
      {
        declaration = declaration ?? item[0].line
      } else if decorated {
        return .unclassifiable(
          "attributes or modifiers before `\(word.text)` (line \(word.line))")
      } else if ["#if", "#elseif", "#else", "#endif"].contains(word.text) {
        return .unclassifiable("\(word.text) at the top level (line \(word.line))")
      } else {
        statement = statement ?? item[0].line
      }
    }
    switch (declaration, statement) {
    case (nil, nil): return .unclassifiable("no code")
    case (_, nil): return .declarations
    case (nil, _): return .statements(awaits: tokenizer.tokens.contains { $0.text == "await" })
    case (let declaration?, let statement?) where declaration < statement:
      return .unclassifiable(
        "declarations (line \(declaration)) and statements (line \(statement)) at the top level")
    case (let declaration?, let statement?):
      return .unclassifiable(
        "statements (line \(statement)) and declarations (line \(declaration)) at the top level")
    }
  }

  /// The top-level items of a block: each starts with a token at depth 0 that starts a line
  /// (column 0: swift-format indents every line inside an item), and goes on to the next. A
  /// closing bracket, a `.` or `else`, `where` or `catch` continue the item above, and so does
  /// everything after an item that is so far only attributes or modifiers (`@MainActor` on a
  /// line of its own).
  static func items(of tokens: [Token]) -> [[Token]] {
    var items: [[Token]] = []
    for token in tokens {
      let startsItem =
        token.depth == 0 && token.column == 0
        && ![")", "]", "}", ".", "else", "where", "catch"].contains(token.text)
        && !(items.last.map { head(of: $0).word == nil } ?? false)
      if startsItem || items.isEmpty {
        items.append([token])
      } else {
        items[items.count - 1].append(token)
      }
    }
    return items
  }

  /// The first word of `tokens` after their attributes and modifiers, and whether there were any.
  static func head(of tokens: [Token]) -> (decorated: Bool, word: Token?) {
    var index = 0
    while index < tokens.count
      && (tokens[index].text.hasPrefix("@") || modifiers.contains(tokens[index].text))
    {
      index += 1
      // NB: an attribute's or modifier's arguments: `@Test(arguments: ...)`, `private(set)`.
      if index < tokens.count, tokens[index].text == "(" {
        let depth = tokens[index].depth
        index += 1
        while index < tokens.count, tokens[index].text != ")" || tokens[index].depth != depth {
          index += 1
        }
        index += 1
      }
    }
    return (index > 0, index < tokens.count ? tokens[index] : nil)
  }

  /// A word or a mark of Swift code: where it starts, its line (from 1) and column (from 0), and
  /// how many brackets (`(`, `[`, `{`) are open around it; a bracket is at the depth of what
  /// is around it, outside itself.
  struct Token {
    var text: String
    var line: Int
    var column: Int
    var depth: Int
  }

  /// Reads Swift code into tokens: a word (letters, digits, `_`, after an `@`, `#` or `$`) or a
  /// single mark. Comments are skipped; a string literal (`"…"`, `"""…"""`, raw with `#`) is one
  /// token `""`, its interpolations read but not kept.
  struct Tokenizer {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 0
    /// Whether the tokens read go to `tokens`: not inside an interpolation.
    private var keeps = true
    private(set) var tokens: [Token] = []

    init(_ text: String) { characters = Array(text) }

    /// Reads code to the end of the text, or in an interpolation to its `)`; returns why the
    /// code cannot be read, or nil.
    mutating func readCode(inInterpolation: Bool = false) -> String? {
      var depth = 0
      while let character = peek() {
        let start = (line: line, column: column)
        if character.isWhitespace {
          advance()
        } else if looks(at: "//") {
          while let next = peek(), next != "\n" { advance() }
        } else if looks(at: "/*") {
          if let failure = skipComment() { return failure }
        } else if character == "\"" || (character == "#" && startsRawString) {
          if let failure = skipString() { return failure }
          keep("\"\"", start, depth)
        } else if character.isLetter || character.isNumber || "_@#$`".contains(character) {
          var word = String(character)
          advance()
          while let next = peek(), next.isLetter || next.isNumber || "_`".contains(next) {
            word.append(next)
            advance()
          }
          keep(word, start, depth)
        } else if "([{".contains(character) {
          keep(String(character), start, depth)
          depth += 1
          advance()
        } else if ")]}".contains(character) {
          if depth == 0 {
            advance()
            if inInterpolation && character == ")" { return nil }
            return "a closing bracket that is never opened (line \(start.line))"
          }
          depth -= 1
          keep(String(character), start, depth)
          advance()
        } else {
          keep(String(character), start, depth)
          advance()
        }
      }
      if inInterpolation { return "a string that never ends" }
      return depth == 0 ? nil : "a bracket that is never closed"
    }

    private mutating func keep(_ text: String, _ start: (line: Int, column: Int), _ depth: Int) {
      guard keeps else { return }
      tokens.append(Token(text: text, line: start.line, column: start.column, depth: depth))
    }

    private func peek(_ offset: Int = 0) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    private func looks(at text: String) -> Bool {
      text.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    private var startsRawString: Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "\""
    }

    private mutating func advance(_ count: Int = 1) {
      for _ in 0..<count where index < characters.count {
        if characters[index] == "\n" {
          line += 1
          column = 0
        } else {
          column += 1
        }
        index += 1
      }
    }

    /// Skips a `/* … */` comment, nested ones included.
    private mutating func skipComment() -> String? {
      var nesting = 0
      while peek() != nil {
        if looks(at: "/*") {
          nesting += 1
          advance(2)
        } else if looks(at: "*/") {
          nesting -= 1
          advance(2)
          if nesting == 0 { return nil }
        } else {
          advance()
        }
      }
      return "a comment that never ends"
    }

    /// Skips a string literal, reading its interpolations as code that is not kept.
    private mutating func skipString() -> String? {
      var hashes = ""
      while peek() == "#" {
        hashes.append("#")
        advance()
      }
      let multiline = looks(at: "\"\"\"")
      let quote = multiline ? "\"\"\"" : "\""
      advance(quote.count)
      while let character = peek(), multiline || character != "\n" {
        if looks(at: quote + hashes) {
          advance(quote.count + hashes.count)
          return nil
        } else if looks(at: "\\" + hashes) {
          advance(1 + hashes.count)
          if peek() == "(" {
            advance()
            let kept = keeps
            keeps = false
            let failure = readCode(inInterpolation: true)
            keeps = kept
            if let failure { return failure }
          } else {
            advance()  // the escaped character
          }
        } else {
          advance()
        }
      }
      return "a string that never ends"
    }
  }

  // MARK: - Regions and where they are compiled

  /// Where a region is compiled, read from the lines around its first marker by
  /// `context(of:in:viewControllers:)`.
  enum Context: Equatable {
    /// At the top level of the file.
    case fileScope
    /// In the body of a method of a view controller that is not `async`.
    case viewControllerMethod
    /// In the body of a `@MainActor` `async` function.
    case mainActorAsyncFunction
    /// Anywhere else, and where.
    case elsewhere(String)

    /// What to do for a block that is not compiled here.
    var instruction: String {
      switch self {
      case .fileScope: "at file scope, its markers at the start of a line"
      case .viewControllerMethod: "inside a non-async method of a UIViewController subclass"
      case .mainActorAsyncFunction: "inside a @MainActor async function"
      case .elsewhere(let place): place
      }
    }

    /// Where a region is compiled.
    var place: String {
      switch self {
      case .fileScope: "at file scope"
      case .viewControllerMethod: "in a non-async method of a UIViewController subclass"
      case .mainActorAsyncFunction: "in a @MainActor async function"
      case .elsewhere(let place): place
      }
    }
  }

  /// A region of a Swift file: a block as it is compiled there.
  struct Region {
    var name: String
    /// Its lines, without the indentation they share.
    var text: String
    /// The file, and the line of its first marker.
    var file: String
    var line: Int
    var context: Context
  }

  /// Why `block` does not compile where users paste it, as a sentence that says what to do, or
  /// nil. Declarations need a region at file scope; statements a region in a view controller's
  /// method and one in a `@MainActor` `async` function, or only the latter when they `await`.
  /// `regions` are those of the block's document, of which `file` is the Swift file.
  static func problem(
    with block: Block, at place: String, regions: [Region], file: String
  ) -> String? {
    let firstLine = "Its first line: \(block.text.prefix { $0 != "\n" })"
    let needed: [Context]
    switch kind(of: block.text) {
    case .declarations: needed = [.fileScope]
    case .statements(awaits: false): needed = [.viewControllerMethod, .mainActorAsyncFunction]
    case .statements(awaits: true): needed = [.mainActorAsyncFunction]
    case .unclassifiable(let reason):
      return """
        \(place) has \(reason): split it into a block of declarations and a block of \
        statements, or show its context. \(firstLine)
        """
    }
    let copies = regions.filter { $0.text == block.text }
    let missing = needed.filter { context in !copies.contains { $0.context == context } }
    guard !missing.isEmpty else { return nil }
    let kind = needed == [.fileScope] ? "declarations" : "statements"
    let instruction =
      missing.map(\.instruction).joined(separator: " and ")
      + (missing.count < needed.count ? " too" : "")
    let found =
      copies.isEmpty
      ? "it is not a region of \(file)"
      : "compiled at "
        + copies.map { "\($0.file):\($0.line), \($0.context.place)" }
        .joined(separator: "; ")
    return "\(place) is \(kind): compile it \(instruction) (\(found)). \(firstLine)"
  }

  /// The regions of `document`'s Swift file; with `aliases: false`, only those it compiles.
  static func regions(of document: Document, aliases: Bool = true) throws -> [Region] {
    try regions(
      in: read(document.swiftFile), of: document, viewControllers: viewControllers(),
      aliases: aliases)
  }

  /// The regions of `source`, the Swift file of `document`: the lines between
  /// `// <Document>: <name>` and `// <Document>: end`, each where its first marker says
  /// (`context(of:in:viewControllers:)`). A name may be compiled in several places, as the
  /// regions of statements are. `// <Document>: <name> = <Other>: <name>` stands for every region
  /// of that name that the other document's file compiles (not one it names there in turn, so
  /// that two files that name each other's regions are read once each).
  static func regions(
    in source: String, of document: Document, viewControllers: Set<String>,
    aliases: Bool = true
  ) throws -> [Region] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var regions: [Region] = []
    var open: Region?
    var body: [Substring] = []
    let marker = "// \(document.name): "
    for (index, line) in lines.enumerated() {
      let text = line.drop { $0 == " " }
      guard text.hasPrefix(marker) else {
        body.append(line)
        continue
      }
      let name = String(text.dropFirst(marker.count))
      if name == "end", var region = open {
        region.text = removingCommonIndentation(body)
        regions.append(region)
        open = nil
      } else if let alias = name.range(of: " = ") {
        guard aliases else { continue }
        let other = name[alias.upperBound...].split(separator: ":", maxSplits: 1)
        let source = try #require(
          documents.first { $0.name == other.first.map(String.init) },
          "\(document.swiftFile): \(line) names a document that DocsTests does not list")
        let otherName = other.dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
        let copies = try Self.regions(of: source, aliases: false).filter { $0.name == otherName }
        try #require(
          !copies.isEmpty,
          "\(document.swiftFile): \(line) names a region that \(source.swiftFile) does not compile")
        for var copy in copies {
          copy.name = String(name[..<alias.lowerBound])
          regions.append(copy)
        }
      } else {
        let context = context(of: index, in: lines, viewControllers: viewControllers)
        open = Region(
          name: name, text: "", file: document.swiftFile, line: index + 1, context: context)
        body = []
      }
    }
    return regions
  }

  /// Where the code after the marker `lines[index]` is compiled:
  ///
  /// - at file scope when the marker starts its line (swift-format, which CI runs, indents a
  ///   comment as the code around it);
  /// - otherwise in the body of the declaration whose header is the nearest line above with
  ///   less indentation (`enclosingHeader(of:in:)`), which must be a function:
  ///   - a `@MainActor` `func` that is `async` is a `@MainActor` async function;
  ///   - a `func` that is not `async`, `static`, `class` or `nonisolated` is a view
  ///     controller's method when the header above it, found the same way, is
  ///     `class <Name>: <Superclass>` and the superclass is one of `viewControllers`.
  ///
  /// Both may be `throws`: a block that uses `try` outside a `do` shows that it needs it, as a
  /// block that uses `await` shows that it needs `async`.
  static func context(
    of index: Int, in lines: [Substring], viewControllers: Set<String>
  ) -> Context {
    guard indentation(of: lines[index]) > 0 else { return .fileScope }
    guard let function = enclosingHeader(of: index, in: lines) else {
      return .elsewhere("indented at the top level")
    }
    guard head(of: function.tokens).word?.text == "func" else {
      let line = lines[function.line - 1].trimmingCharacters(in: .whitespaces)
      return .elsewhere("inside `\(line)` (line \(function.line)), not directly in a function")
    }
    // NB: what comes before `func` is its attributes and modifiers, not its parameters' types.
    let decorations = Set(function.tokens.prefix { $0.text != "func" }.map(\.text))
    let isAsync = function.tokens.contains { $0.text == "async" && $0.depth == 0 }
    if isAsync {
      return decorations.contains("@MainActor")
        ? .mainActorAsyncFunction
        : .elsewhere("in an async function that is not @MainActor (line \(function.line))")
    }
    guard decorations.isDisjoint(with: ["static", "class", "nonisolated"]) else {
      return .elsewhere("in a static or nonisolated function (line \(function.line))")
    }
    if let type = enclosingHeader(of: function.line - 1, in: lines),
      let superclass = superclass(in: type.tokens), viewControllers.contains(superclass)
    {
      return .viewControllerMethod
    }
    return .elsewhere(
      "in a function neither async nor a view controller's method (line \(function.line))")
  }

  /// The header of the declaration whose body holds `lines[index]`, read into tokens, and the
  /// line (from 1) it starts on: the nearest line above with less indentation, from the first
  /// line at that indentation of the header (when it starts with `)`, its parameters are on the
  /// lines above it; attributes may be on lines of their own).
  static func enclosingHeader(
    of index: Int, in lines: [Substring]
  ) -> (tokens: [Token], line: Int)? {
    let indentation = indentation(of: lines[index])
    func isCode(_ line: Substring) -> Bool { !line.allSatisfy(\.isWhitespace) }
    guard
      var first = lines[..<index].lastIndex(where: {
        isCode($0) && Self.indentation(of: $0) < indentation
      })
    else { return nil }
    let last = first
    let outer = Self.indentation(of: lines[first])
    while true {
      let above = lines[..<first].lastIndex { isCode($0) && Self.indentation(of: $0) <= outer }
      guard let above, Self.indentation(of: lines[above]) == outer else { break }
      if lines[first].drop(while: { $0 == " " }).hasPrefix(")")
        || lines[above].drop(while: { $0 == " " }).hasPrefix("@")
      {
        first = above
      } else {
        break
      }
    }
    var tokenizer = Tokenizer(lines[first...last].joined(separator: "\n"))
    _ = tokenizer.readCode()  // NB: the header's `{` is never closed on its lines.
    return (tokenizer.tokens, first + 1)
  }

  /// The superclass of a class whose header `tokens` are, `final class Name<T>: Superclass, P`.
  static func superclass(in tokens: [Token]) -> String? {
    let (_, word) = head(of: tokens)
    guard word?.text == "class", var index = tokens.firstIndex(where: { $0.text == "class" })
    else { return nil }
    index += 2
    if index < tokens.count, tokens[index].text == "<" {
      var open = 0
      repeat {
        open += tokens[index].text == "<" ? 1 : tokens[index].text == ">" ? -1 : 0
        index += 1
      } while open > 0 && index < tokens.count
    }
    guard index + 1 < tokens.count, tokens[index].text == ":" else { return nil }
    return tokens[index + 1].text
  }

  /// `UIViewController` and the subclasses of it that `DocsSupport.swift` declares: the
  /// superclasses of the view controllers whose methods compile blocks of statements.
  static func viewControllers() throws -> Set<String> {
    let classes = try read("Tests/DocsTests/DocsSupport.swift").split(separator: "\n")
      .compactMap { line -> (name: String, superclass: String)? in
        var tokenizer = Tokenizer(String(line))
        _ = tokenizer.readCode()
        let tokens = tokenizer.tokens
        guard let superclass = superclass(in: tokens),
          let index = tokens.firstIndex(where: { $0.text == "class" }), index + 1 < tokens.count
        else { return nil }
        return (tokens[index + 1].text, superclass)
      }
    var names: Set<String> = ["UIViewController"]
    while let found = classes.first(where: {
      names.contains($0.superclass) && !names.contains($0.name)
    }) {
      names.insert(found.name)
    }
    return names
  }

  static func indentation(of line: some StringProtocol) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// `lines` without the indentation they all share; blank lines are empty.
  static func removingCommonIndentation(_ lines: [Substring]) -> String {
    let code = lines.filter { !$0.allSatisfy(\.isWhitespace) }
    let common = code.map { indentation(of: $0) }.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
      .joined(separator: "\n")
  }
}
