/// The fenced code blocks of `markdown` whose info string starts with `swift`, placed where they
/// are in it. Indented fences (in lists, say) lose their indentation, which the column offset
/// adds back. Other fenced blocks are skipped whole, so a ``` inside them opens nothing.
func swiftBlocks(in markdown: String) -> [Snippet] {
  var blocks: [Snippet] = []
  var open: (fence: Substring, indent: Int, isSwift: Bool, snippet: Snippet)?
  let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in lines.enumerated() {
    let indent = line.prefix { $0 == " " }.count
    let text = line.dropFirst(indent)
    let fence = text.prefix { $0 == "`" || $0 == "~" }
    if var block = open {
      let closes =
        fence.count >= block.fence.count && fence.first == block.fence.first
        && text.dropFirst(fence.count).allSatisfy(\.isWhitespace)
      if closes {
        if block.isSwift { blocks.append(block.snippet) }
        open = nil
      } else {
        let content = line.dropFirst(min(indent, block.indent))
        block.snippet.source += content + "\n"
        open = block
      }
    } else if fence.count >= 3, fence.allSatisfy({ $0 == fence.first }) {
      let info = text.dropFirst(fence.count).lowercased()
      let language = info.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "{" }).first
      let snippet = Snippet(source: "", lineOffset: index + 1, columnOffset: indent)
      open = (fence, indent, language == "swift", snippet)
    }
  }
  return blocks
}
