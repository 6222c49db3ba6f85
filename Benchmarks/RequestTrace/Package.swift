// swift-tools-version: 6.0
// A small program that makes one request of each traced kind, for `Benchmarks/trace-request`.
import PackageDescription

let package = Package(
  name: "RequestTrace",
  dependencies: [.package(name: "Navigator", path: "../..")],
  targets: [
    .executableTarget(
      name: "RequestTrace",
      dependencies: [
        .product(name: "Navigator", package: "Navigator"),
        .product(name: "NavigatorTestSupport", package: "Navigator"),
      ])
  ]
)
