// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Navigator",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "Navigator", targets: ["Navigator"]),
    .library(name: "NavigatorTestSupport", targets: ["NavigatorTestSupport"]),
  ],
  targets: [
    .target(name: "Navigator"),
    .target(name: "NavigatorTestSupport", dependencies: ["Navigator"]),
    .testTarget(name: "NavigatorTests", dependencies: ["Navigator", "NavigatorTestSupport"]),
    .testTarget(
      name: "NavigatorTestSupportTests", dependencies: ["Navigator", "NavigatorTestSupport"]),
    .testTarget(name: "DocsTests", dependencies: ["Navigator", "NavigatorTestSupport"]),

    // The Messenger sample app (see Playgrounds/README.md): `swift run messenger-tour`.
    .target(
      name: "MessengerApp", dependencies: ["Navigator"],
      path: "Playgrounds/Messenger/Sources/MessengerApp"),
    .executableTarget(
      name: "messenger-tour", dependencies: ["MessengerApp"],
      path: "Playgrounds/Messenger/Sources/messenger-tour"),
    .testTarget(
      name: "PlaygroundsTests",
      dependencies: ["MessengerApp", "Navigator", "NavigatorTestSupport"],
      path: "Tests/PlaygroundsTests"),
  ],
  swiftLanguageModes: [.v6]
)
