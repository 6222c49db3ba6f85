// The Swift side of DocsTests: each block's regions, and where each one is compiled.
import Foundation
import Testing

extension DocsTests {
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
          (documents + sourceDocuments).first { $0.name == other.first.map(String.init) },
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
  /// lines above it; when it is `{` alone, its signature is; attributes may be on lines of their
  /// own).
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
        || lines[first].trimmingCharacters(in: .whitespaces) == "{"
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
