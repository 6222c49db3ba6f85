// What a block is: declarations, statements, or neither, read from its top-level items.
import Foundation
import Testing

extension DocsTests {
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
}
