// syntax-floor FILE...
//
// Parses each .swift file, and each ```swift block of each .md file, with Swift 6.0's parser
// (swift-syntax 600.0.1), and prints its syntax errors and its uses of syntax newer than Swift 6.0
// as `file:line:column: error: ...`. Exits 1 if it printed any, 2 on bad usage.
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift source taken from a file, placed at `lineOffset` lines and `columnOffset` columns in it.
struct Snippet {
  var source: String
  var lineOffset = 0
  var columnOffset = 0
}

/// The problems in `snippet` of `file`, each as `file:line:column: error: message`.
func problems(in snippet: Snippet, of file: String) -> [String] {
  let tree = Parser.parse(source: snippet.source)
  let converter = SourceLocationConverter(fileName: file, tree: tree)
  func line(_ position: AbsolutePosition, _ message: String) -> String {
    let location = converter.location(for: position)
    let line = location.line + snippet.lineOffset
    let column = location.column + snippet.columnOffset
    return "\(file):\(line):\(column): error: \(message)"
  }
  let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree)
    .filter { $0.diagMessage.severity == .error }
    .map { line($0.position, "\($0.message) (Swift 6.0 parser)") }
  let finder = NewerSyntaxFinder()
  finder.walk(tree)
  return syntaxErrors + finder.findings.map { line($0.position, $0.message) }
}

let files = CommandLine.arguments.dropFirst()
if files.isEmpty || files.contains(where: { $0.hasPrefix("-") }) {
  print("usage: syntax-floor FILE... (.swift files, and .md files whose ```swift blocks to check)")
  exit(2)
}
var problemCount = 0
var blockCount = 0
for file in files {
  guard let data = FileManager.default.contents(atPath: file) else {
    print("\(file): error: cannot read the file")
    problemCount += 1
    continue
  }
  let text = String(decoding: data, as: UTF8.self)
  let snippets = file.hasSuffix(".md") ? swiftBlocks(in: text) : [Snippet(source: text)]
  if file.hasSuffix(".md") { blockCount += snippets.count }
  for snippet in snippets {
    for problem in problems(in: snippet, of: file) {
      print(problem)
      problemCount += 1
    }
  }
}
print(
  "syntax-floor: \(files.count) files (\(blockCount) ```swift blocks in Markdown) checked "
    + "against Swift 6.0: \(problemCount) problems")
exit(problemCount == 0 ? 0 : 1)
