// Checks that this package compiles every `@Code` listing of the catalog's tutorial, at the step
// that shows it, with the files the reader has at that step, and exits 1 naming each difference:
//
// - `Sources/StepNN` holds, as symbolic links named as the tutorial names them, the latest listing
//   of each app file shown up to step NN (the steps counted from 1, across sections);
// - `Sources/Recipes` holds them as they are after the last step that changes the app: it is the
//   app module that the tutorial's test imports;
// - `Tests/RecipesTests` holds the tutorial's test files, the listings named `…Tests.swift`;
// - every listing of the catalog's Resources (`*.swift.txt`) is shown by a `@Code`, and no other
//   tutorial of the catalog shows code.
//
// It also checks that Package.swift's `steps` list names exactly the `Sources/Step*` folders, so
// that each is a target. With `--relink`, it rewrites the folders that differ and the list
// instead, as after adding, removing or reordering steps. `run` compiles it on its own and runs it
// before the package is loaded, so that a stale link or folder cannot stop it.
//
// Usage: bash Checks/Tutorial/run [--relink]
import Foundation

/// A `@Code` of the tutorial: the step that shows it (from 1), and its name and file.
struct Listing {
  var step: Int
  var name: String
  var file: String
  var isTest: Bool { name.hasSuffix("Tests.swift") }
}

/// The tutorial that this package compiles; another one with code needs a package of its own.
let tutorial = "BuildingYourFirstApp.tutorial"
let package = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let catalog = package.appendingPathComponent("../../Sources/Navigator/Navigator.docc")
  .standardizedFileURL
/// The catalog's Resources folder, as a link in a target's folder reaches it.
let resources = "../../../../Sources/Navigator/Navigator.docc/Resources/"
let manager = FileManager.default
var problems: [String] = []

// MARK: - The tutorial

/// The `@Code` directives of the tutorial, in order, each with its step.
@MainActor func listings() throws -> [Listing] {
  let text = try String(contentsOf: catalog.appendingPathComponent(tutorial), encoding: .utf8)
  var listings: [Listing] = []
  var step = 0
  for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let directive = line.drop { $0 == " " }
    if directive.hasPrefix("@Step ") || directive.hasPrefix("@Step{") {
      step += 1
    } else if directive.hasPrefix("@Code(") {
      guard let name = argument("name", of: directive), let file = argument("file", of: directive)
      else {
        problems.append("\(tutorial):\(index + 1): a @Code without name: and file: on its line")
        continue
      }
      if listings.last?.step == step {
        problems.append("\(tutorial):\(index + 1): step \(step) shows a second @Code")
      }
      listings.append(Listing(step: step, name: name, file: file))
    }
  }
  return listings
}

/// The value of `label: "value"` in a directive's line (not of `previousLabel: "value"`).
func argument(_ label: String, of directive: Substring) -> String? {
  let pattern = #"(?<![A-Za-z])"# + label + #": "[^"]*""#
  guard let match = directive.range(of: pattern, options: .regularExpression) else { return nil }
  return String(directive[match].dropFirst(label.count + 3).dropLast())
}

/// The folders that should compile the listings, and in each, each file's name and the listing
/// it links.
@MainActor func folders(for listings: [Listing]) -> [String: [String: String]] {
  let lastAppStep = listings.last { !$0.isTest }?.step
  var folders: [String: [String: String]] = [:]
  var app: [String: String] = [:]
  for listing in listings {
    if listing.isTest {
      if let lastAppStep, listing.step < lastAppStep {
        problems.append(
          """
          \(tutorial), step \(listing.step): the test \(listing.name) comes before the app's last \
          change (step \(lastAppStep)), but RecipesTests compiles it against the app as it is \
          after that step.
          """)
      }
      folders["Tests/RecipesTests", default: [:]][listing.name] = listing.file
      continue
    }
    app[listing.name] = listing.file
    let folder = listing.step == lastAppStep ? "Recipes" : String(format: "Step%02d", listing.step)
    folders["Sources/\(folder)"] = app
  }
  return folders
}

// MARK: - The package

/// The folders of this package that compile listings, and in each, the links it holds.
func compiledFolders() throws -> [String: [String: String]] {
  var folders: [String: [String: String]] = [:]
  let sources = try files(in: package.appendingPathComponent("Sources"))
    .filter { $0.hasPrefix("Step") || $0 == "Recipes" }
    .map { "Sources/\($0)" }
  for folder in sources + ["Tests/RecipesTests"] {
    let url = package.appendingPathComponent(folder)
    guard manager.fileExists(atPath: url.path) else { continue }
    var links: [String: String] = [:]
    for name in try files(in: url) {
      let path = url.appendingPathComponent(name).path
      guard let destination = try? manager.destinationOfSymbolicLink(atPath: path),
        destination.hasPrefix(resources)
      else {
        links[name] = "a file that is not a link to a listing"
        continue
      }
      links[name] = String(destination.dropFirst(resources.count))
    }
    folders[folder] = links
  }
  return folders
}

/// Makes `folder` hold `links` only (name → listing), or removes it when `links` is empty.
func relink(_ folder: String, to links: [String: String]) throws {
  let url = package.appendingPathComponent(folder)
  if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
  guard !links.isEmpty else { return }
  try manager.createDirectory(at: url, withIntermediateDirectories: true)
  for (name, file) in links {
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent(name).path, withDestinationPath: resources + file)
  }
}

func files(in folder: URL) throws -> [String] {
  try manager.contentsOfDirectory(atPath: folder.path)
}

// MARK: - Checks

let shouldRelink = CommandLine.arguments.dropFirst().contains("--relink")
let shown = try listings()
if shown.isEmpty { problems.append("\(tutorial) shows no @Code") }

for listing in shown {
  let path = catalog.appendingPathComponent("Resources/\(listing.file)").path
  if !manager.fileExists(atPath: path) {
    problems.append("\(tutorial), step \(listing.step): Resources/\(listing.file) does not exist.")
  }
}
let shownFiles = Set(shown.map(\.file))
for file in try files(in: catalog.appendingPathComponent("Resources")).sorted()
where file.hasSuffix(".swift.txt") && !shownFiles.contains(file) {
  problems.append("Resources/\(file) is not shown by any @Code of \(tutorial): remove it.")
}
for file in try files(in: catalog).sorted() where file.hasSuffix(".tutorial") && file != tutorial {
  let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
  if text.contains("@Code(") {
    problems.append(
      "\(file) shows code that nothing compiles: give it a package like Checks/Tutorial.")
  }
}

let expected = folders(for: shown)
let actual = try compiledFolders()
for folder in Set(expected.keys).union(actual.keys).sorted() {
  let want = expected[folder] ?? [:]
  let have = actual[folder] ?? [:]
  guard want != have else { continue }
  if shouldRelink {
    try relink(folder, to: want)
    print("relinked \(folder)")
    continue
  }
  let differences = Set(want.keys).union(have.keys).sorted().compactMap { name in
    want[name] == have[name]
      ? nil : "\(name) links \(have[name] ?? "nothing") instead of \(want[name] ?? "nothing")"
  }
  problems.append(
    """
    \(folder) does not compile what \(tutorial) shows at its step: \
    \(differences.joined(separator: "; ")).
    """)
}

let manifest = package.appendingPathComponent("Package.swift")
let manifestText = try String(contentsOf: manifest, encoding: .utf8)
let stepTargets = expected.keys.filter { $0.hasPrefix("Sources/Step") }.map { $0.dropFirst(8) }
  .sorted()
if let list = manifestText.range(of: #"let steps = \[[^\]]*\]"#, options: .regularExpression) {
  let listed = manifestText[list].split(separator: "\"").filter { $0.hasPrefix("Step") }
  if listed != stepTargets {
    let lines = stepTargets.map { "  \"\($0)\",\n" }.joined()
    if shouldRelink {
      try manifestText.replacingCharacters(in: list, with: "let steps = [\n\(lines)]")
        .write(to: manifest, atomically: true, encoding: .utf8)
      print("rewrote the steps of Package.swift")
    } else {
      problems.append(
        """
        Package.swift's `steps` are \(listed.joined(separator: ", ")), not the steps' folders: \
        \(stepTargets.joined(separator: ", ")).
        """)
    }
  }
} else {
  problems.append("Package.swift has no `let steps = [...]` list.")
}

if !problems.isEmpty {
  for problem in problems { print("error: \(problem)") }
  print("`bash Checks/Tutorial/run --relink` relinks the steps as the tutorial shows them.")
  exit(1)
}
print("\(shown.count) listings of \(tutorial), each compiled at its step")
