// swift-tools-version:6.0
import PackageDescription

// Compiles every step of the DocC tutorial Sources/Navigator/Navigator.docc/
// BuildingYourFirstApp.tutorial as an app would, and runs its test.
//
// The tutorial shows successive versions of the same files, which cannot compile in one module,
// so each state of the app's code has a target of its own: `Sources/StepNN` holds the files as
// they are after step NN (counting the tutorial's steps from 1), and `Sources/Recipes`, the app
// module that the tutorial's test imports, holds them after the last step that changes the app.
// Their files are symbolic links to the listings of the catalog (`Resources/*.swift.txt`, named
// so that nothing takes them for the library's sources), named as the tutorial names them.
// `Tests/RecipesTests` links the tutorial's test. `tutorial-links`, which `run` runs first, fails
// when these links are not exactly what the tutorial shows, so a listing that no target compiles
// fails the check.
//
// `UIKit` is the stub of Checks/UIKitAdapter, and `Navigator` and `NavigatorTestSupport` are the
// real library (symbolic links to the repository's sources), so `import UIKit` compiles as in an
// app. This must stay a package of its own: a target named UIKit in the root package would leak
// `canImport(UIKit)` into the real build.

// The steps' targets, one per folder of Sources/Step*; `tutorial-links` checks this list against
// the folders, and `run --relink` rewrites it.
let steps = [
  "Step01",
  "Step02",
  "Step03",
  "Step04",
  "Step05",
  "Step06",
  "Step07",
  "Step08",
  "Step09",
  "Step10",
  "Step11",
  "Step12",
]

// NB: Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`), which is not built on
// Linux; without this flag, importing both fails with "no such module".
let noCrossImportOverlays: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
]

let package = Package(
  name: "Tutorial",
  targets: [
    .target(name: "UIKit"),
    .target(name: "Navigator", dependencies: ["UIKit"]),
    .target(name: "NavigatorTestSupport", dependencies: ["Navigator"]),
    .target(name: "Recipes", dependencies: ["Navigator", "UIKit"]),
    .testTarget(
      name: "RecipesTests",
      dependencies: ["Recipes", "Navigator", "NavigatorTestSupport", "UIKit"],
      swiftSettings: noCrossImportOverlays),
    .executableTarget(name: "tutorial-links"),
  ]
    + steps.map { .target(name: $0, dependencies: ["Navigator", "UIKit"]) },
  swiftLanguageModes: [.v6]
)
