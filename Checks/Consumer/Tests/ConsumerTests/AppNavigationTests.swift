import Foundation
import Navigator
import NavigatorTestSupport
import Testing

enum HomeDestination: Destination, Codable {
  case inbox
  case chat(String)
  case compose
  case logOut

  var presentation: Presentation {
    switch self {
    case .inbox, .logOut: .replaceStack
    case .chat: .push
    case .compose: .modalWithNavigationBar
    }
  }
}

struct HomeScreens: ViewControllerFactory {
  func makeViewController(
    for destination: HomeDestination, navigator: any Navigator<HomeDestination>
  ) -> Screen { Screen() }
}

/// A container written outside the library, as an app team would for another UI toolkit.
@MainActor final class ListContainer: NavigationContainer {
  private(set) var layout = NavigationTree<Screen>(stack: [])
  var isTransitioning: Bool { false }
  var userDidChangeLayout: (@MainActor () -> Void)?

  func apply(
    _ change: ContainerChange<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    switch change {
    case .setRoot(let root): layout = NavigationTree(root: root)
    case .setStack(let screens, .root): layout.root = .stack(screens)
    case .push(_, .root), .pop(.root): layout.apply(change)
    case .present(let modal): layout.modals.append(modal)
    case .dismiss(let level): layout.modals.removeSubrange(level...)
    default: return completion(.refused(reason: "\(change) is not supported here"))
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
}

@Test @MainActor func anAppNavigatorTakesTheLoginExitIntoTabsAndRestoresThem() throws {
  let container = RecordingContainer<Screen>()
  let app = AppNavigator(container: container)
  app.register(LoginScreens())
  app.register(HomeScreens())
  let home = NavigationState(
    tabs: [
      .init("chats", [AnyDestination(HomeDestination.inbox)]),
      .init("settings", [AnyDestination(HomeDestination.inbox)]),
    ],
    modals: [
      NavigationState.Modal(
        stack: [AnyDestination(HomeDestination.compose)], hasNavigationBar: true)
    ])
  app.handleExits(from: LoginDestination.self) { _ in .reset(to: home) }
  app.start(
    at: NavigationState(stack: [AnyDestination(LoginDestination.signUp(prefilledEmail: nil))]))

  app.navigator(for: LoginDestination.self)?.exit(.loggedIn(User(name: "Ada")))

  #expect(assertNavigation(app, equals: home))
  let restored = AppNavigator(container: RecordingContainer<Screen>())
  restored.register(HomeScreens())
  restored.restore(from: try app.snapshot(), orStartAt: NavigationState(stack: []))
  #expect(restored.state == home)
}

@Test @MainActor func aContainerWrittenOutsideTheLibraryIsDriven() {
  let app = AppNavigator(container: ListContainer())
  app.register(HomeScreens())
  app.start(at: NavigationState(stack: [AnyDestination(HomeDestination.inbox)]))
  app.navigate(to: HomeDestination.compose)
  #expect(app.state.modals.count == 1)
}
