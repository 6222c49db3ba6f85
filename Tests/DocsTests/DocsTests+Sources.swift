// The API docs' side of DocsTests: the ```swift blocks of the `///` comments in Sources.
import Foundation
import Testing

extension DocsTests {
  /// The folders whose source files' doc comments are documents too: each ```swift block of a
  /// `///` comment compiles as a block of an article does, as a region of
  /// `SourceExamples/<Folder>Examples.swift` named `// <File>.swift: <name>`.
  static let sourceFolders = [
    "Sources/Navigator/AppNavigation",
    "Sources/Navigator/Containers",
    "Sources/Navigator/DeepLinks",
    "Sources/Navigator/Destinations",
    "Sources/Navigator/Engine",
    "Sources/Navigator/Errors",
    "Sources/Navigator/Factories",
    "Sources/Navigator/Flows",
    "Sources/Navigator/Guards",
    "Sources/Navigator/NavigationControllers",
    "Sources/Navigator/Navigators",
    "Sources/Navigator/Planning",
    "Sources/Navigator/Requests",
    "Sources/Navigator/Routing",
    "Sources/NavigatorTestSupport",
  ]

  /// The folders whose doc comments' blocks are not compiled yet. Covering one moves it to
  /// `sourceFolders`, with its `SourceExamples` file.
  static let foldersNotYetCompiled = [
    "Sources/Navigator/UIKit",
  ]

  /// The source files of `sourceFolders` that show a ```swift block in their doc comments.
  static let sourceDocuments: [Document] = sourceFolders.flatMap { folder in
    swiftFiles(in: folder).map { Document(path: "\(folder)/\($0)") }
      .filter { !swiftBlocks(in: (try? markdown(of: $0)) ?? "").isEmpty }
  }

  /// The `.swift` files directly in `folder`, sorted.
  static func swiftFiles(in folder: String) -> [String] {
    let path = root.appendingPathComponent(folder).path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The folder that holds the file at `path`: `Flows` for `Sources/Navigator/Flows/Dialog.swift`.
  static func folder(of path: String) -> String {
    String(path.split(separator: "/").dropLast().last ?? "")
  }

  /// The Markdown of a source file's doc comments, line for line: each `///` line without its
  /// indentation, its `///` and one space; every other line empty, so that a block's line is the
  /// source file's, and a fence in a `//` comment or a string is not read.
  static func markdown(ofSource source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = line.drop { $0 == " " }
      guard text.hasPrefix("///") else { return "" }
      let comment = text.dropFirst(3)
      return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
    }.joined(separator: "\n")
  }

  // MARK: - Tests

  @Test func everySourceFolderIsCompiledOrListed() {
    var folders = ["Sources/NavigatorTestSupport"]
    let library = Self.root.appendingPathComponent("Sources/Navigator").path
    for name in (try? FileManager.default.contentsOfDirectory(atPath: library)) ?? []
    where !name.hasSuffix(".docc") {
      folders.append("Sources/Navigator/\(name)")
    }
    let listed = Set(Self.sourceFolders + Self.foldersNotYetCompiled)
    #expect(listed.count == Self.sourceFolders.count + Self.foldersNotYetCompiled.count)
    for folder in folders.sorted() where !listed.contains(folder) {
      let shows = Self.swiftFiles(in: folder).contains { file in
        let text = (try? Self.read("\(folder)/\(file)")).map(Self.markdown(ofSource:)) ?? ""
        return !Self.swiftBlocks(in: text).isEmpty
      }
      if shows {
        Issue.record(
          "\(folder) shows ```swift blocks in its doc comments: add it to DocsTests.sourceFolders.")
      }
    }
    for folder in Self.sourceFolders {
      #expect(
        Self.sourceDocuments.contains { $0.path.hasPrefix(folder + "/") },
        "\(folder) is in DocsTests.sourceFolders, but none of its files shows a swift block.")
    }
  }

  /// A source file's doc comments are read line for line, indented or not; nothing else is.
  @Test func sourceDocCommentsAreReadAsMarkdown() {
    let source = """
      /// Sends a request:
      ///
      /// ```swift
      /// navigation.send(.dismissAll)
      /// ```
      public struct Requests {
        // ```swift
        let text = "```swift"
        /// ```swift
        /// if done {
        ///   print("done")
        /// }
        /// ```
        public func send() {}
      }
      """
    let blocks = Self.swiftBlocks(in: Self.markdown(ofSource: source))
    #expect(blocks.map(\.line) == [4, 10])
    #expect(
      blocks.map(\.text) == ["navigation.send(.dismissAll)", "if done {\n  print(\"done\")\n}"])
  }
}
