import Navigator

/// A container whose every change ends as the test says: at once, on a later turn, refused,
/// twice, or never (its completion dropped); and which can play the user's gestures (a back
/// swipe, a sheet swiped down, a tab tapped), at once or as a transition, even while one of its
/// own changes is in flight. The layout changes when a change is applied, as UIKit's does.
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
  private(set) var isUserTransitioning = false
  /// How many changes did not fit the layout when applied (a gesture changed it while the
  /// change's request was in flight); each is applied as far as it fits.
  private(set) var misfits = 0

  var isTransitioning: Bool { !kept.isEmpty || isUserTransitioning }
  /// How many changes wait to end.
  var keptCount: Int { kept.count }

  /// A gesture of the user's.
  enum Gesture: CustomStringConvertible {
    /// A back swipe: pops the top stack's top screen.
    case pop
    /// A sheet swiped down: dismisses the top modal.
    case swipeDown
    /// A tab tapped, with no modal above the tabs.
    case selectTab(Int)

    var description: String {
      switch self {
      case .pop: "pop"
      case .swipeDown: "swipe down"
      case .selectTab(let index): "select tab \(index)"
      }
    }
  }

  /// UIKit's timing: presentations and dismissals end on a later turn, the rest at once.
  static func uiKitTiming(_ change: ContainerChange<AppScreen>) -> Ending {
    switch change {
    case .present, .dismiss: .later
    case .setRoot, .setStack, .push, .pop, .selectTab: .atOnce
    }
  }

  func apply(
    _ change: ContainerChange<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    // NB: a push or a pop is scripted and recorded as the stack it sets.
    let change = settingStack(for: change)
    let ending = ending(change)
    if ending == .refused {
      applied.append("refused \(change)")
      return completion(.refused(reason: "the script refuses it"))
    }
    applied.append("\(change)")
    switch change {
    case .setRoot(let root): layout = NavigationTree(root: root)
    case .setStack(let screens, let location):
      if layout.stack(at: location) == nil { misfits += 1 }
      layout.setStack(screens, at: location)
    case .push, .pop:
      preconditionFailure("made a new stack above")
    case .selectTab(let index):
      if case .tabs(let tabs, _) = layout.root, tabs.indices.contains(index) {
        layout.root = .tabs(tabs, selectedIndex: index)
      } else {
        misfits += 1
      }
    case .present(let modal): layout.modals.append(modal)
    case .dismiss(let level):
      if level < layout.modals.count {
        layout.modals.removeSubrange(level...)
      } else {
        misfits += 1
      }
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

  /// Releases the completion of the oldest change that ends later without calling it.
  func dropKept() {
    guard !kept.isEmpty else { return }
    kept.removeFirst()
    runAfterTransitionBodies()
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
    endUserTransition(with: pops ? .pop : nil)
  }

  /// Ends the user's transition with `gesture` done, or with nothing changed (a cancelled swipe).
  func endUserTransition(with gesture: Gesture?) {
    isUserTransitioning = false
    if let gesture { perform(gesture) }
    runAfterTransitionBodies()
  }

  /// Changes the layout as the user's `gesture` does, at once, whatever is in flight, and tells
  /// the navigator.
  ///
  /// - Returns: Whether the gesture could be made: a stack to pop, a modal to swipe down, tabs
  ///   with no modal above them.
  @discardableResult
  func perform(_ gesture: Gesture) -> Bool {
    switch gesture {
    case .pop:
      guard let location = layout.topStackLocation, let stack = layout.stack(at: location),
        stack.count > 1
      else { return false }
      layout.setStack(Array(stack.dropLast()), at: location)
    case .swipeDown:
      guard !layout.modals.isEmpty else { return false }
      layout.modals.removeLast()
    case .selectTab(let index):
      guard layout.modals.isEmpty, case .tabs(let tabs, _) = layout.root,
        tabs.indices.contains(index)
      else { return false }
      layout.root = .tabs(tabs, selectedIndex: index)
    }
    userDidChangeLayout?()
    return true
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

extension ScriptedContainer {
  /// `change`, a push or a pop as the new stack it makes of the layout; any other as it is.
  func settingStack(for change: ContainerChange<AppScreen>) -> ContainerChange<AppScreen> {
    switch change {
    case .push(_, let location), .pop(let location):
      var after = layout
      after.apply(change)
      return .setStack(after.stack(at: location) ?? [], at: location)
    default:
      return change
    }
  }
}
