// swift-tools-version:6.1
// Benchmarks for Navigator, kept in a nested package so that the library itself stays
// dependency-free. Run them with `Benchmarks/run` (see README.md).
import PackageDescription

let package = Package(
  name: "NavigatorBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Navigator", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "NavigatorBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Navigator", package: "Navigator"),
        .product(name: "NavigatorTestSupport", package: "Navigator"),
      ],
      path: "Benchmarks/NavigatorBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
