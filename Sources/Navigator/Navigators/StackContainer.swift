/// A ``NavigationController`` seen as a ``NavigationContainer``: one root stack, its screens, and
/// at most one modal, its presented screen. The engine under a ``StackNavigator`` drives it.
///
/// It holds the navigation controller weakly (or keeps a wrapper alive while what it stands
/// for lives), and turns each ``ContainerChange`` into the one ``NavigationOperation`` that says
/// it best: a stack one screen longer is a push, one shorter a pop, a prefix of it a pop to, the
/// root alone a pop to root; any other stack is set whole.
@MainActor
final class StackContainer<Controller: NavigationController>: NavigationContainer {
  typealias Screen = Controller.Screen

  // NB: `anchor` is the object whose lifetime counts: the controller itself, or the UIKit
  // navigation controller that a retained wrapper stands for.
  private weak var anchor: AnyObject?
  private weak var weakController: Controller?
  private let retainedController: Controller?
  /// The presented screen this container presented, and whether with a navigation bar.
  private var presented: (screen: ObjectIdentifier, hasNavigationBar: Bool)?
  /// What the request being applied asks of the stack (``StackContainerHooks``).
  var intent: StackIntent?

  var userDidChangeLayout: (@MainActor () -> Void)?
  var userMayChangeLayout: (@MainActor (NavigationTree<Screen>, Bool) -> Bool)? {
    didSet { installPopHook() }
  }

  init(controller: Controller, anchor: AnyObject, retainsController: Bool) {
    self.anchor = anchor
    self.weakController = controller
    self.retainedController = retainsController ? controller : nil
  }

  /// The navigation controller, or `nil` once it is released.
  var controller: Controller? {
    guard anchor != nil else { return nil }
    return retainedController ?? weakController
  }

  // MARK: - NavigationContainer

  var layout: NavigationTree<Screen> {
    guard let controller else { return NavigationTree(stack: []) }
    guard let modal = controller.presentedScreen else {
      return NavigationTree(stack: controller.screens)
    }
    let hasBar = presented?.screen == ObjectIdentifier(modal) && presented?.hasNavigationBar == true
    return NavigationTree(
      root: .stack(controller.screens), modals: [.init(stack: [modal], hasNavigationBar: hasBar)])
  }

  var isTransitioning: Bool { controller?.isTransitioning ?? false }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard let controller else { return body() }
    controller.afterTransition(body)
  }

  func screen(_ screen: Screen, isShowing destination: AnyDestination) {
    guard let controller else { return }
    func tell<D: Destination>(_ destination: D) {
      controller.screen(screen, isShowing: destination)
    }
    tell(destination.base)
  }

  func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> Screen {
    guard let controller else { throw NavigationError.navigationControllerReleased }
    return try controller.makeScreen(for: dialog, reply: reply)
  }

  func apply(
    _ change: ContainerChange<Screen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    guard let controller else {
      return completion(.refused(reason: Self.releasedReason))
    }
    guard let operation = operation(for: change, on: controller) else {
      return completion(
        .refused(reason: "a navigation controller shows one stack and at most one modal screen"))
    }
    if case .present(let screen, let withBar) = operation {
      presented = (ObjectIdentifier(screen), withBar)
    }
    controller.apply(operation, animated: animated, completion: completion)
  }

  /// The reason a change is refused once the navigation controller is gone.
  static var releasedReason: String { "the navigation controller was released" }

  // MARK: - Operations

  /// The operation that makes `change` on `controller`, or `nil` when it has no such stack.
  private func operation(
    for change: ContainerChange<Screen>, on controller: Controller
  ) -> NavigationOperation<Screen>? {
    switch change {
    case .setRoot(.stack(let stack)), .setStack(let stack, at: .root):
      return Self.operation(setting: stack, over: controller.screens, intent: intent)
    case .present(let modal):
      guard modal.stack.count == 1, let screen = modal.stack.first else { return nil }
      return .present(screen, withNavigationBar: modal.hasNavigationBar)
    case .push(let screen, at: .root):
      return .push(screen)
    case .pop(at: .root):
      return .pop
    case .dismiss(fromLevel: 0):
      return .dismiss
    case .setRoot(.tabs), .setStack, .push, .pop, .selectTab, .dismiss:
      return nil
    }
  }

  /// The operation that turns `shown` into `stack`: a push or a pop of one screen, a pop to one
  /// of its screens or to its root, or else the whole stack set.
  // NB: compares the common part by identity, once; a loop over the buffers.
  static func operation(
    setting stack: [Screen], over shown: [Screen], intent: StackIntent?
  ) -> NavigationOperation<Screen> {
    if intent == .setStack { return .setStack(stack) }
    let common = min(stack.count, shown.count)
    let samePrefix = stack.withUnsafeBufferPointer { wanted in
      shown.withUnsafeBufferPointer { current in
        for index in 0..<common where wanted[index] !== current[index] { return false }
        return true
      }
    }
    guard samePrefix, let top = stack.last else { return .setStack(stack) }
    if stack.count == shown.count + 1 { return .push(top) }
    guard stack.count < shown.count else { return .setStack(stack) }
    switch intent {
    case .pop where stack.count == shown.count - 1: return .pop
    case .popToRoot where stack.count == 1: return .popToRoot
    case .popTo: return .popTo(top)
    default:
      if stack.count == shown.count - 1 { return .pop }
      return stack.count == 1 ? .popToRoot : .popTo(top)
    }
  }

  // MARK: - The user's pops

  /// Lets ``userMayChangeLayout`` answer the navigation controller's question before the user
  /// pops its top screen.
  private func installPopHook() {
    guard let controller else { return }
    guard userMayChangeLayout != nil else {
      controller.userMayPop = nil
      return
    }
    controller.userMayPop = { [weak self] attempt in
      guard let self, let controller = self.controller, controller.screens.count > 1 else {
        return true
      }
      var proposed = self.layout
      proposed.setStack(Array(controller.screens.dropLast()), at: .root)
      return self.userMayChangeLayout?(proposed, attempt) ?? true
    }
  }
}

extension StackContainer: StackContainerHooks {
  var isReleased: Bool { controller == nil }

  func planEdit(
    _ change: NavigationChange, rules: StackRules, shownScreens: ShownScreens<HeldScreen>
  ) throws(NavigationError) -> StackEdit.Plan {
    guard let controller else { throw .navigationControllerReleased }
    // NB: the one read of the stack: its depth, and its screens when a remembered one is
    // looked for.
    let screens = controller.screens
    let depth = screens.count
    try rules.check(change, depth: depth, isPresenting: controller.presentedScreen != nil)
    switch change.kind {
    case .back:
      return .edit(.pop)
    case .backToRoot:
      guard depth > 1 else { return .nothing }
      return .edit(.popToRoot)
    case .navigate(let destination):
      if destination.presentation == .popToExistingOrPush,
        let index = shownScreens.index(ofScreenShowing: destination, in: screens)
      {
        guard index < depth - 1 else { return .nothing }
        return .edit(.popTo(screens[index]))
      }
      return .push(destination)
    default:
      // NB: the engine asks only for the changes above.
      return .nothing
    }
  }

  func apply(
    _ edit: StackEdit, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    guard let controller else { return completion(.refused(reason: Self.releasedReason)) }
    // NB: every screen the engine hands back came from this container (see
    // NavigationContainer+Erased.swift), so the casts cannot fail.
    let operation: NavigationOperation<Screen>
    switch edit {
    case .push(let screen): operation = .push(unsafeDowncast(screen, to: Screen.self))
    case .pop: operation = .pop
    case .popToRoot: operation = .popToRoot
    case .popTo(let screen): operation = .popTo(unsafeDowncast(screen, to: Screen.self))
    }
    controller.apply(operation, animated: animated, completion: completion)
  }
}
