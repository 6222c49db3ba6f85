// Runs cases for `Benchmarks/count-instructions`, which starts it under callgrind once per case
// with collection switched on only inside the case's loop function.
//
//   InstructionCounts --list   every case, one a line: id, loop function, measured operations,
//                              row and side, separated by tabs
//   InstructionCounts ID...    runs those cases

let usage = """
  usage: InstructionCounts --list | ID...
  cases: \(CountedCase.all.map(\.id).joined(separator: " "))
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
  for countedCase in CountedCase.all {
    let fields = [
      countedCase.id, countedCase.loopFunction, "\(CountedCase.measuredOperations)",
      countedCase.row, countedCase.side.rawValue,
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
