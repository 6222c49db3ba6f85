// swift-tools-version:6.0
// A package outside the library that depends on it by path, as an app's test target would, to
// check that the README's flow takes under 40 lines and no helper of its own.
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(name: "Navigator", path: "../..")],
  targets: [
    .testTarget(
      name: "ConsumerTests",
      dependencies: [
        .product(name: "Navigator", package: "Navigator"),
        .product(name: "NavigatorTestSupport", package: "Navigator"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
