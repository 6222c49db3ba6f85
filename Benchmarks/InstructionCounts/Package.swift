// swift-tools-version:6.1
// Counts the instructions StackNavigator executes per operation against a hand-written baseline,
// under valgrind's callgrind: run it with `Benchmarks/count-instructions` (see
// Benchmarks/README.md). A package of its own, with no dependency but the library, because
// valgrind cannot read the debug info of the package-benchmark executable.
//
// Sources/InstructionCounts/*.swift but main.swift are symlinks to
// the benchmarks' own, so both harnesses run the same rows and loops.
import PackageDescription

let package = Package(
  name: "InstructionCounts",
  dependencies: [.package(name: "Navigator", path: "../..")],
  targets: [
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [
        .product(name: "Navigator", package: "Navigator"),
        .product(name: "NavigatorTestSupport", package: "Navigator"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
