// The Markdown side of DocsTests: a document's ```swift blocks, and the README's test command.
import Foundation
import Testing

extension DocsTests {
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
}
