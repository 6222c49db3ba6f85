// swift-tools-version:6.0
import PackageDescription

// The syntax floor: `bash Checks/SyntaxFloor/run` checks that the repository's Swift (and the
// ```swift blocks of its Markdown) parses with Swift 6.0's parser, the oldest compiler the package
// supports, and uses none of the newer syntax that the 6.0 parser lets through. A package of its
// own so that the root package does not depend on swift-syntax.
let package = Package(
  name: "SyntaxFloor",
  dependencies: [
    // NB: 600.0.1 is the parser of Swift 6.0; keep it exact, since newer releases parse newer syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "600.0.1")
  ],
  targets: [
    .executableTarget(
      name: "syntax-floor",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
