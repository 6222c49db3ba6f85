/// One loop that `Benchmarks/count-instructions` counts: the `ours` or the `baseline` side of a
/// row of its table, run in a process of its own under callgrind.
///
/// The loop is called twice on the same fixture. callgrind writes a profile after each call; the
/// first (the warm-up) takes the one-time costs: lazy symbol binding, metadata caches, the first
/// growth of arrays. Only the second is counted.
struct CountedCase {
  /// Which side of a row a case is.
  enum Side: String {
    /// Through a `StackNavigator`.
    case ours
    /// The same controller work, by hand.
    case baseline
  }

  /// The operations of the warm-up call.
  static let warmUpOperations = 1_000
  /// The operations of the measured call: the count per operation is its total divided by this.
  static let measuredOperations = 10_000

  /// The row, named as in the wall-clock benchmarks, e.g. `push+pop depth 10 minimal`.
  let row: String
  let side: Side
  /// The command-line argument that runs it, e.g. `push-pop-10-minimal-ours`.
  let id: String
  /// The name of the function that holds the loop; callgrind counts only while it runs.
  let loopFunction: String
  /// Makes a fixture, calls the loop on it for the warm-up and for the measured operations, and
  /// checks the stack after each call.
  let run: @MainActor () -> Void
}

extension CountedCase {
  /// Every case, in the order of the table's rows, `ours` before `baseline`.
  @MainActor static let all: [CountedCase] =
    [
      navigate(.ours, "navigateMinimalOurs", navigateMinimalOurs),
      navigate(.baseline, "navigateMinimalBaseline", navigateMinimalBaseline),
      navigate(.ours, "navigateRecordingOurs", navigateRecordingOurs),
      navigate(.baseline, "navigateRecordingBaseline", navigateRecordingBaseline),
    ]
    + [10, 100, 1_000].flatMap { depth in
      [
        pushPop(depth, .ours, "pushPopMinimalOurs", pushPopMinimalOurs),
        pushPop(depth, .baseline, "pushPopMinimalBaseline", pushPopMinimalBaseline),
        pushPop(depth, .ours, "pushPopRecordingOurs", pushPopRecordingOurs),
        pushPop(depth, .baseline, "pushPopRecordingBaseline", pushPopRecordingBaseline),
      ]
    }

  /// `navigate(to:)` from the root screen; the stack goes back to the root between the calls.
  @MainActor private static func navigate<Controller: CountedController>(
    _ side: Side, _ loopFunction: String,
    _ loop: @escaping @MainActor (NavigationFixture<Controller>, Int) -> Void
  ) -> CountedCase {
    CountedCase(
      row: "navigate(to:) \(Controller.label)", side: side,
      id: "navigate-\(Controller.label)-\(side)", loopFunction: loopFunction
    ) {
      let fixture = NavigationFixture(
        controller: Controller(startingWith: prefilledStack(depth: 1)))
      loop(fixture, warmUpOperations)
      fixture.expectIdle(depth: 1 + warmUpOperations)
      fixture.controller.resetToRoot()
      loop(fixture, measuredOperations)
      fixture.expectIdle(depth: 1 + measuredOperations)
    }
  }

  /// Push+pop pairs on a stack pre-filled to `depth`.
  @MainActor private static func pushPop<Controller: CountedController>(
    _ depth: Int, _ side: Side, _ loopFunction: String,
    _ loop: @escaping @MainActor (NavigationFixture<Controller>, Int) -> Void
  ) -> CountedCase {
    CountedCase(
      row: "push+pop depth \(depth) \(Controller.label)", side: side,
      id: "push-pop-\(depth)-\(Controller.label)-\(side)", loopFunction: loopFunction
    ) {
      let fixture = NavigationFixture(
        controller: Controller(startingWith: prefilledStack(depth: depth)))
      loop(fixture, warmUpOperations)
      fixture.expectIdle(depth: depth)
      loop(fixture, measuredOperations)
      fixture.expectIdle(depth: depth)
    }
  }
}
