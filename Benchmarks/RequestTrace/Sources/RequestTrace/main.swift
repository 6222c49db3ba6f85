// One request of the kind named by the first argument, between two markers that
// `Benchmarks/trace-request` stops at: everything the library runs between them is the trace.
//
// - `area`: a push through an area navigator of an `AppNavigator` (the engine review's trace A).
// - `stack`: a push through a `StackNavigator` (trace B).
//
// Each kind makes one request and takes it back first, so that what runs once per process is
// not in the trace.
import Navigator
import NavigatorTestSupport

enum Chats: Destination, Codable {
  case inbox
  case chat(String)
}

final class Screen {
  let navigator: AnyObject?
  init(_ navigator: AnyObject?) { self.navigator = navigator }
}

struct ChatScreens: ViewControllerFactory {
  func makeViewController(for destination: Chats, navigator: any Navigator<Chats>) -> Screen {
    Screen(navigator)
  }
}

/// The trace starts when this returns.
@inline(never) @_optimize(none) func traceBegins() { traceMarks += 1 }
/// The trace ends when this is called.
@inline(never) @_optimize(none) func traceEnds() { traceMarks -= 1 }
/// Keeps the two markers apart, so the linker does not fold them into one function.
nonisolated(unsafe) var traceMarks = 0

@MainActor func pushThroughAnAreaNavigator() {
  let container = RecordingContainer<Screen>()
  let app = AppNavigator(container: container)
  app.register(ChatScreens())
  app.start(at: NavigationState(stack: [AnyDestination(Chats.inbox)]))
  let chats = app.navigator(for: Chats.self)!
  chats.navigate(to: .chat("warm-up"))
  chats.goBack()
  traceBegins()
  chats.navigate(to: .chat("ada"))
  traceEnds()
  precondition(
    app.state == NavigationState(stack: [Chats.inbox, Chats.chat("ada")].map(AnyDestination.init)))
}

@MainActor func pushThroughAStackNavigator() {
  let controller = RecordingNavigationController<Screen>(screens: [Screen(nil)])
  let navigator = StackNavigator(navigationController: controller, factory: ChatScreens())
  navigator.navigate(to: .chat("warm-up"))
  navigator.goBack()
  traceBegins()
  navigator.navigate(to: .chat("ada"))
  traceEnds()
  precondition(controller.screens.count == 2)
}

MainActor.assumeIsolated {
  switch CommandLine.arguments.dropFirst().first {
  case "stack": pushThroughAStackNavigator()
  default: pushThroughAnAreaNavigator()
  }
}
