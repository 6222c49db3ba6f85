// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Navigator",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "Navigator", targets: ["Navigator"]),
    .library(name: "NavigatorTestSupport", targets: ["NavigatorTestSupport"]),
  ],
  targets: [
    .target(name: "Navigator"),
    .target(name: "NavigatorTestSupport", dependencies: ["Navigator"]),
    .testTarget(name: "NavigatorTests", dependencies: ["Navigator", "NavigatorTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
