import Navigator

/// A container whose every change ends as the test says: at once, on a later turn, refused,
/// twice, or never (its completion dropped); and which can play a transition of the user's.
/// The layout changes when a change is applied, as UIKit's does.
@MainActor
final class ScriptedContainer: NavigationContainer {
  enum Ending {
    case atOnce
    case later
    case refused
    case twice
    case dropped
  }

  private(set) var layout = NavigationTree<AppScreen>(stack: [])
  var userDidChangeLayout: (@MainActor () -> Void)?
  /// How each change ends; at once unless set.
  var ending: (ContainerChange<AppScreen>) -> Ending = { _ in .atOnce }
  /// The changes applied, in order.
  private(set) var applied: [String] = []
  private var kept: [@MainActor @Sendable (TransitionOutcome) -> Void] = []
  private var afterTransitionBodies: [@MainActor @Sendable () -> Void] = []
  private var isUserTransitioning = false

  var isTransitioning: Bool { !kept.isEmpty || isUserTransitioning }

  /// UIKit's timing: presentations and dismissals end on a later turn, the rest at once.
  static func uiKitTiming(_ change: ContainerChange<AppScreen>) -> Ending {
    switch change {
    case .present, .dismiss: .later
    case .setRoot, .setStack, .selectTab: .atOnce
    }
  }

  func apply(
    _ change: ContainerChange<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let ending = ending(change)
    if ending == .refused {
      applied.append("refused \(change)")
      return completion(.refused(reason: "the script refuses it"))
    }
    applied.append("\(change)")
    switch change {
    case .setRoot(let root): layout = NavigationTree(root: root)
    case .setStack(let screens, let location): layout.setStack(screens, at: location)
    case .selectTab(let index):
      if case .tabs(let tabs, _) = layout.root { layout.root = .tabs(tabs, selectedIndex: index) }
    case .present(let modal): layout.modals.append(modal)
    case .dismiss(let level): layout.modals.removeSubrange(level...)
    }
    switch ending {
    case .atOnce, .refused: completion(.finished)
    case .later: kept.append(completion)
    case .twice:
      completion(.finished)
      completion(.finished)
    case .dropped: break
    }
  }

  /// Ends the oldest change that ends later.
  func finishKept(_ outcome: TransitionOutcome = .finished) {
    guard !kept.isEmpty else { return }
    let completion = kept.removeFirst()
    completion(outcome)
    runAfterTransitionBodies()
  }

  /// Ends every change that ends later, including those they lead to.
  func finishAllKept() {
    while !kept.isEmpty { finishKept() }
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isTransitioning { afterTransitionBodies.append(body) } else { body() }
  }

  /// Starts a transition of the user's (a back swipe that has not ended).
  func beginUserTransition() {
    isUserTransitioning = true
  }

  /// Ends the user's transition, popping the top stack's top screen when `pops`.
  func endUserTransition(pops: Bool = false) {
    isUserTransitioning = false
    if pops, let location = layout.topStackLocation, let stack = layout.stack(at: location),
      stack.count > 1
    {
      layout.setStack(Array(stack.dropLast()), at: location)
      userDidChangeLayout?()
    }
    runAfterTransitionBodies()
  }

  private func runAfterTransitionBodies() {
    guard !isTransitioning else { return }
    let bodies = afterTransitionBodies
    afterTransitionBodies.removeAll()
    for body in bodies { body() }
  }
}

/// An app navigator over a scripted container, with the chats, settings and draft areas.
@MainActor
func makeScriptedApp(log: ScreenLog = ScreenLog()) -> (
  AppNavigator<ScriptedContainer>, ScriptedContainer
) {
  let container = ScriptedContainer()
  let app = AppNavigator(container: container)
  app.register(appFactory(ChatsDestination.self, log: log))
  app.register(appFactory(SettingsDestination.self, log: log))
  app.register(appFactory(DraftDestination.self, log: log))
  return (app, container)
}
