// The measured loops, shared by both harnesses: the benchmarks time them and count their
// allocations, `count-instructions` counts their instructions (InstructionCounts/Sources has a
// symlink to this file). callgrind counts only while one of these functions runs
// (`--toggle-collect` with its mangled name), so each stays a function of its own
// (`@inline(never)`), takes a concrete controller type, and does nothing but the operations.
//
// `…Ours` goes through the StackNavigator; `…Baseline` does the same controller work by hand: the
// same factory call (with the same navigator argument), `screen(_:isShowing:)`, which the
// navigator always calls, and `apply(.push)` with a completion that ignores the outcome. The
// baselines spell their push out, as hand-written code would.
//
// NB: keep `import NavigatorTestSupport`, although the loops name its controller only through the
// `RecordingController` alias: without it, Swift 6.3 adds a run-time main-actor check to each
// closure passed to `RecordingNavigationController.apply` (about 300 instructions per call).

import Navigator
import NavigatorTestSupport

// MARK: - Rows

extension BenchRow {
  /// Every row, in the order of the tables. To add one, write its `…Ours` and `…Baseline` loops
  /// below and list it here: both harnesses pick it up.
  static let all = [
    BenchRow(
      "navigate(to:) minimal", count: operations, depth: 1, depthAfter: 1 + operations,
      controller: MinimalNavigationController.init(screens:),
      ours: ("navigateMinimalOurs", navigateMinimalOurs),
      baseline: ("navigateMinimalBaseline", navigateMinimalBaseline)),
    BenchRow(
      "navigate(to:) recording", count: operations, depth: 1, depthAfter: 1 + operations,
      controller: { RecordingController(screens: $0) },
      ours: ("navigateRecordingOurs", navigateRecordingOurs),
      baseline: ("navigateRecordingBaseline", navigateRecordingBaseline)),
    BenchRow(
      "push+pop depth 10 minimal", count: operations, depth: 10, depthAfter: 10,
      controller: MinimalNavigationController.init(screens:),
      ours: ("pushPopMinimalOurs", pushPopMinimalOurs),
      baseline: ("pushPopMinimalBaseline", pushPopMinimalBaseline)),
    BenchRow(
      "push+pop depth 10 recording", count: operations, depth: 10, depthAfter: 10,
      controller: { RecordingController(screens: $0) },
      ours: ("pushPopRecordingOurs", pushPopRecordingOurs),
      baseline: ("pushPopRecordingBaseline", pushPopRecordingBaseline)),
    BenchRow(
      "queued burst recording", count: operations / burstRequests, depth: 1, depthAfter: 1,
      controller: { RecordingController(screens: $0, finishesTransitionsImmediately: false) },
      ours: ("burstOurs", burstOurs), baseline: ("burstBaseline", burstBaseline)),
    BenchRow(
      wholePath: 10, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      wholePath: 100, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
    BenchRow(
      wholePath: 1_000, ours: ("wholePathOurs", wholePathOurs),
      baseline: ("wholePathBaseline", wholePathBaseline)),
  ]
}

// MARK: - navigate(to:): `count` pushes

@MainActor @inline(never)
func navigateMinimalOurs(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
  }
}

@MainActor @inline(never)
func navigateMinimalBaseline(
  _ fixture: NavigationFixture<MinimalNavigationController>, count: Int
) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
  }
}

@MainActor @inline(never)
func navigateRecordingOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
  }
}

@MainActor @inline(never)
func navigateRecordingBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
  }
}

// MARK: - push+pop: `count` pairs, back to the starting depth after each

@MainActor @inline(never)
func pushPopMinimalOurs(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
    navigator.goBack()
  }
}

@MainActor @inline(never)
func pushPopMinimalBaseline(_ fixture: NavigationFixture<MinimalNavigationController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
    controller.apply(.pop, animated: true) { _ in }
  }
}

@MainActor @inline(never)
func pushPopRecordingOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let navigator = fixture.navigator
  for index in 0..<count {
    navigator.navigate(to: .detail(index))
    navigator.goBack()
  }
}

@MainActor @inline(never)
func pushPopRecordingBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for index in 0..<count {
    let destination = BenchDestination.detail(index)
    let screen = factory.makeViewController(for: destination, navigator: navigator)
    controller.screen(screen, isShowing: destination)
    controller.apply(.push(screen), animated: true) { _ in }
    controller.apply(.pop, animated: true) { _ in }
  }
}

// MARK: - Queued burst: `count` bursts of 9 pushes and a pop to the root

/// The pushes of a burst.
let burstPushes = 9
/// The requests of a burst, the operations of the burst row: the pushes and the pop to the root.
let burstRequests = burstPushes + 1

/// On a controller whose transitions wait for `finishTransition()`: the first push starts a
/// transition, the other 8 and `goBackToRoot()` wait for it, then transitions are finished until
/// the controller is idle.
@MainActor @inline(never)
func burstOurs(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, navigator) = (fixture.controller, fixture.navigator)
  for burst in 0..<count {
    for push in 0..<burstPushes {
      navigator.navigate(to: .detail(burst * burstPushes + push))
    }
    navigator.goBackToRoot()
    while controller.finishTransition() {}
  }
}

/// The same operations by hand, each transition finished before the next.
@MainActor @inline(never)
func burstBaseline(_ fixture: NavigationFixture<RecordingController>, count: Int) {
  let (controller, factory, navigator) = (fixture.controller, fixture.factory, fixture.navigator)
  for burst in 0..<count {
    for push in 0..<burstPushes {
      let destination = BenchDestination.detail(burst * burstPushes + push)
      let screen = factory.makeViewController(for: destination, navigator: navigator)
      controller.screen(screen, isShowing: destination)
      controller.apply(.push(screen), animated: true) { _ in }
      controller.finishTransition()
    }
    controller.apply(.popToRoot, animated: true) { _ in }
    controller.finishTransition()
  }
}

// MARK: - Whole path: `count` changes of a stack that shares its first half

/// Sets the root stack to the other path of the fixture, `count` times: each change keeps the
/// shared half's screens, pops the rest and pushes as many new screens.
@MainActor @inline(never)
func wholePathOurs(_ fixture: WholePathFixture, count: Int) {
  let (navigator, paths) = (fixture.navigator, fixture.erasedPaths)
  for index in 0..<count {
    navigator.perform(.setStack(paths[(index + 1) % 2], tab: nil, animated: false))
  }
}

/// The same changes by hand: the common prefix of the shown destinations and the target by `==`,
/// its screens kept, a new screen from the factory for each other destination (with the
/// `screen(_:isShowing:)` call the navigator makes), then one `apply(.setStack)`.
@MainActor @inline(never)
func wholePathBaseline(_ fixture: WholePathFixture, count: Int) {
  let (container, factory, navigator) = (fixture.container, fixture.factory, fixture.areaNavigator)
  let paths = fixture.paths
  var shown = fixture.shownByHand
  for index in 0..<count {
    let target = paths[(index + 1) % 2]
    let current = container.layout.stack(at: .root) ?? []
    var common = 0
    while common < min(shown.count, target.count), shown[common] == target[common] {
      common += 1
    }
    var screens = Array(current[..<common])
    screens.reserveCapacity(target.count)
    for destination in target[common...] {
      let screen = factory.makeViewController(for: destination, navigator: navigator)
      container.screen(screen, isShowing: AnyDestination(destination))
      screens.append(screen)
    }
    container.apply(.setStack(screens, at: .root), animated: false) { _ in }
    shown = target
  }
  fixture.shownByHand = shown
}
