// Runs the rows' loops for `Benchmarks/count-instructions`, which starts it under callgrind once
// per case (a side of a row) with collection switched on only inside the case's loop function.
//
//   InstructionCounts --list   every case, one a line: id, loop function, measured operations,
//                              row and side, separated by tabs
//   InstructionCounts ID...    runs those cases
//
// A case calls its loop twice on the same fixture. callgrind writes a profile after each call; the
// first (the warm-up) takes the one-time costs: lazy symbol binding, metadata caches, the first
// growth of arrays. Only the second is counted.

/// A side of a row, and the command-line argument that runs it, e.g. `navigate-to-minimal-ours`.
struct CountedCase {
  let row: BenchRow
  let side: BenchRow.Side

  var id: String {
    let words = "\(row.name) \(side.label)".lowercased().split { !$0.isLetter && !$0.isNumber }
    return words.joined(separator: "-")
  }

  static let all = BenchRow.all.flatMap { row in
    [row.ours, row.baseline].map { CountedCase(row: row, side: $0) }
  }

  /// The warm-up call, then the measured one; stops the process if a check fails.
  @MainActor func run() {
    let fixture = side.prepare()
    for _ in 0..<2 {
      fixture.call()
      if let mismatch = fixture.checkAndReset() {
        fatalError("InstructionCounts check failed: \(id): \(mismatch)")
      }
    }
  }
}

let usage = """
  usage: InstructionCounts --list | ID...
  cases: \(CountedCase.all.map(\.id).joined(separator: " "))
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
  for countedCase in CountedCase.all {
    let fields = [
      countedCase.id, countedCase.side.loopFunction, "\(countedCase.row.operationsPerCall)",
      countedCase.row.name, countedCase.side.label,
    ]
    print(fields.joined(separator: "\t"))
  }
} else if arguments.isEmpty || arguments.contains("--help") {
  print(usage)
} else {
  for id in arguments {
    guard let countedCase = CountedCase.all.first(where: { $0.id == id }) else {
      fatalError("unknown case '\(id)'\n\(usage)")
    }
    countedCase.run()
    print("\(id): ok")
  }
}
