// swift-tools-version:6.0
import PackageDescription

// Type-checks and tests Navigator's UIKit adapter on Linux.
//
// `UIKit` here is a stub with the iOS SDK's signatures that also behaves like UIKit (stacks change
// at once, animated transitions last until a test finishes them), and `Navigator` is the real
// library: Sources/Navigator is a symlink to the repository's Sources/Navigator, so the files
// fenced in `#if canImport(UIKit)` compile against the stub. This must stay a package of its own:
// a target named UIKit in the root package would leak `canImport(UIKit)` into the real build.
let package = Package(
  name: "UIKitAdapter",
  targets: [
    .target(name: "UIKit"),
    .target(name: "Navigator", dependencies: ["UIKit"]),
    .testTarget(
      name: "UIKitAdapterTests",
      dependencies: ["Navigator", "UIKit"],
      // NB: Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`), which is not
      // built on Linux; without this flag, importing both fails with "no such module".
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
