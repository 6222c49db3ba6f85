// The loops whose instructions are counted. callgrind counts only while one of these functions
// runs (`--toggle-collect` with its mangled name), so each stays a function of its own
// (`@inline(never)`), takes a concrete controller type, and does nothing but the operations.
//
// `ours` goes through the StackNavigator; `baseline` does the same controller work by hand, as in
// the benchmarks: the same factory call (with the same navigator argument),
// `screen(_:isShowing:)`, which the navigator always calls, and `apply(.push)` with an empty
// completion.
//
// NB: keep `import NavigatorTestSupport`, although the loops name its controller only through the
// `RecordingController` alias: without it, Swift 6.3 adds a run-time main-actor check to each `{}`
// passed to `RecordingNavigationController.apply` (about 300 instructions per call).

import Navigator
import NavigatorTestSupport

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
    controller.apply(.push(screen), animated: true) {}
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
    controller.apply(.push(screen), animated: true) {}
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
    controller.apply(.push(screen), animated: true) {}
    controller.apply(.pop, animated: true) {}
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
    controller.apply(.push(screen), animated: true) {}
    controller.apply(.pop, animated: true) {}
  }
}
