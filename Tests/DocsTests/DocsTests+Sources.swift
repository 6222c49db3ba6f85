// The API docs' side of DocsTests: the ```swift blocks of the `///` comments in Sources.
import Foundation
import Testing

extension DocsTests {
  /// The folders whose source files' doc comments are documents too: `Sources/NavigatorTestSupport`
  /// and every folder of `Sources/Navigator` but its DocC catalog, sorted.
  static let sourceFolders: [String] = {
    let library = root.appendingPathComponent("Sources/Navigator").path
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: library)) ?? [])
      .filter { !$0.hasSuffix(".docc") && !$0.hasSuffix(".swift") }
      .map { "Sources/Navigator/\($0)" }
    return (folders + ["Sources/NavigatorTestSupport"]).sorted()
  }()

  /// The source files of `sourceFolders` that show a ```swift block in their doc comments: each
  /// block compiles as a block of an article does, as a region named `// <File>.swift: <name>`
  /// of the folder's file (`sourceExamplesFile(of:)`).
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

  /// The file that compiles the examples of the source folder named `folder`:
  /// `SourceExamples/<Folder>Examples.swift`, but for `UIKit`, whose code compiles only with UIKit:
  /// its examples are code of `Checks/UIKitAdapter`'s tests, against the stub UIKit, which CI builds
  /// with warnings as errors (`bash Checks/UIKitAdapter/run`).
  static func sourceExamplesFile(of folder: String) -> String {
    folder == "UIKit"
      ? "Checks/UIKitAdapter/Tests/UIKitAdapterTests/UIKitExamples.swift"
      : "Tests/DocsTests/SourceExamples/\(folder)Examples.swift"
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

  /// The folders are found, and their examples with them: a listing that fails finds none.
  @Test func sourceExamplesAreFound() {
    #expect(Self.sourceFolders.contains("Sources/Navigator/Flows"))
    #expect(Self.sourceFolders.contains("Sources/NavigatorTestSupport"))
    let paths = Set(Self.sourceDocuments.map(\.path))
    #expect(paths.contains("Sources/Navigator/Flows/FlowRequest.swift"))
    #expect(paths.contains("Sources/Navigator/UIKit/UIKitWindowContainer.swift"))
    #expect(paths.contains("Sources/NavigatorTestSupport/RecordingNavigator.swift"))
  }

  /// A doc comment's code block names its language, so that an unlabelled block of Swift is not
  /// left out of the checks above: ```swift, or ```text for what is not code.
  @Test func everySourceCodeBlockNamesItsLanguage() throws {
    for folder in Self.sourceFolders {
      for file in Self.swiftFiles(in: folder) {
        let lines = Self.markdown(ofSource: try Self.read("\(folder)/\(file)"))
          .split(separator: "\n", omittingEmptySubsequences: false)
        var isOpen = false
        for (index, line) in lines.enumerated() {
          let text = line.drop { $0 == " " }
          guard text.hasPrefix("```") else { continue }
          if !isOpen && text == "```" {
            Issue.record("\(folder)/\(file):\(index + 1) opens a code block without a language.")
          }
          isOpen.toggle()
        }
      }
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
