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

  /// The navigation controller, held weakly, when it is its own anchor.
  private weak var weakController: Controller?
  /// The wrapper kept alive while `anchor`, the UIKit navigation controller it stands for, lives.
  // NB: a controller held weakly is not also referred to as its anchor: each weak load costs a
  // retain and a release on the runtime's slow path, and the engine reads the controller
  // several times a request.
  private let retainedController: Controller?
  private weak var anchor: AnyObject?
  /// The presented screen this container presented, and whether with a navigation bar.
  private let presented = PresentedModal()
  /// What the request being applied asks of the stack (``StackContainerHooks``).
  var intent: StackIntent?

  var userDidChangeLayout: (@MainActor () -> Void)?
  var userMayChangeLayout: (@MainActor (NavigationTree<Screen>, Bool) -> Bool)? {
    didSet { installPopHook() }
  }

  /// A container of `controller`, which stands for `anchor`: `controller` itself, held weakly,
  /// or, when `retainsController`, the UIKit navigation controller a wrapper stands for.
  init(controller: Controller, anchor: AnyObject, retainsController: Bool) {
    if retainsController {
      retainedController = controller
      self.anchor = anchor
    } else {
      assert(anchor === controller, "a controller held weakly is its own anchor")
      retainedController = nil
      weakController = controller
    }
  }

  /// The navigation controller, or `nil` once it (or what it stands for) is released.
  var controller: Controller? {
    guard let retainedController else { return weakController }
    return anchor == nil ? nil : retainedController
  }

  /// What the navigation controller stands for, by which a window's container finds its stack
  /// (``NavigationContainer/stackLocation(ofNavigationController:)``).
  var anchorObject: AnyObject? { retainedController == nil ? weakController : anchor }

  /// The window the navigation controller is in (``NavigationController/containingWindow``).
  var containingWindow: AnyObject? { controller?.containingWindow }

  // MARK: - NavigationContainer

  var layout: NavigationTree<Screen> { Self.layout(of: controller, presented: presented) }

  /// What `controller` shows, its presented screen with a navigation bar when `presented` says
  /// this container presented it with one.
  private static func layout(
    of controller: Controller?, presented: PresentedModal
  ) -> NavigationTree<Screen> {
    guard let controller else { return NavigationTree(stack: []) }
    guard let modal = controller.presentedScreen else {
      return NavigationTree(stack: controller.screens)
    }
    let hasBar = presented.screen == ObjectIdentifier(modal) && presented.hasNavigationBar
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
    tell(controller, that: screen, isShowing: destination)
  }

  /// Tells `controller` that `screen` shows `destination`, as the destination's own type.
  private func tell(
    _ controller: Controller, that screen: Screen, isShowing destination: AnyDestination
  ) {
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
      presented.screen = ObjectIdentifier(screen)
      presented.hasNavigationBar = withBar
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
  // NB: the hook holds what it reads, not this container: a weakly referenced object gets a
  // side table, and every retain and release of it then takes the runtime's slow path (two
  // pairs a request).
  private func installPopHook() {
    guard let controller else { return }
    guard let userMayChangeLayout else {
      controller.userMayPop = nil
      return
    }
    controller.userMayPop = { [weak controller, presented] attempt in
      guard let controller, controller.screens.count > 1 else { return true }
      var proposed = Self.layout(of: controller, presented: presented)
      proposed.setStack(Array(controller.screens.dropLast()), at: .root)
      return userMayChangeLayout(proposed, attempt)
    }
  }
}

/// The screen a ``StackContainer`` presented, and whether with a navigation bar: a box that the
/// container and its pop hook share.
@MainActor
private final class PresentedModal {
  var screen: ObjectIdentifier?
  var hasNavigationBar = false
}

extension StackContainer: StackContainerHooks {
  var isReleased: Bool { controller == nil }

  func planEdit(
    _ change: NavigationChange, rules: StackRules, shownScreens: ShownScreens<HeldScreen>,
    makeScreen: (AnyDestination, Presentation) throws(NavigationError) -> AnyObject
  ) throws(NavigationError) -> StackEditPlan {
    // NB: the change is switched on once, here, and its destination bound once: each switch on
    // it copies it whole, through the runtime's metadata, and releases it.
    switch change.kind {
    case .back:
      return try planPop(toRoot: false, rules: rules, shownScreens: shownScreens)
    case .backToRoot:
      return try planPop(toRoot: true, rules: rules, shownScreens: shownScreens)
    case .navigate(let destination):
      return try plan(
        navigatingTo: destination, rules: rules, shownScreens: shownScreens,
        makeScreen: makeScreen)
    default:
      return .declined
    }
  }

  /// Plans a pop of the top screen, or of every screen above the root.
  private func planPop(
    toRoot: Bool, rules: StackRules, shownScreens: ShownScreens<HeldScreen>
  ) throws(NavigationError) -> StackEditPlan {
    // NB: a leave guard is asked on the whole-state path.
    if shownScreens.holdsLeaveGuards { return .declined }
    guard let controller else { throw .navigationControllerReleased }
    let depth = controller.screens.count
    let isPresenting = controller.presentedScreen != nil
    guard toRoot else {
      try rules.checkBack(depth: depth, isPresenting: isPresenting)
      return .edit(.pop, on: controller)
    }
    try rules.checkBackToRoot(depth: depth, isPresenting: isPresenting)
    return depth > 1 ? .edit(.popToRoot, on: controller) : .unchanged
  }

  /// Plans a navigation to `destination`: a pop to the screen that shows it, or a push of a
  /// new one.
  private func plan(
    navigatingTo destination: AnyDestination, rules: StackRules,
    shownScreens: ShownScreens<HeldScreen>,
    makeScreen: (AnyDestination, Presentation) throws(NavigationError) -> AnyObject
  ) throws(NavigationError) -> StackEditPlan {
    // NB: the destination's presentation is read once, here, and handed on: each read is a call
    // of its witness.
    let presentation = destination.presentation
    guard presentation == .push || presentation == .popToExistingOrPush else { return .declined }
    // NB: a leave guard is asked on the whole-state path.
    if presentation != .push, shownScreens.holdsLeaveGuards { return .declined }
    guard let controller else { throw .navigationControllerReleased }
    // NB: the one read of the stack: its depth, and its screens when a remembered one is
    // looked for.
    let screens = controller.screens
    let depth = screens.count
    try rules.check(
      navigatingTo: destination, presentation: presentation,
      isPresenting: controller.presentedScreen != nil)
    if presentation == .popToExistingOrPush,
      let index = shownScreens.index(ofScreenShowing: destination, in: screens)
    {
      return index < depth - 1 ? .edit(.popTo(screens[index]), on: controller) : .unchanged
    }
    // NB: made and told here, with the controller read once for the plan and the screen.
    let screen = try makeScreen(destination, presentation)
    tell(controller, that: unsafeDowncast(screen, to: Screen.self), isShowing: destination)
    return .edit(.push(screen), on: controller)
  }

  func apply(
    _ edit: consuming StackEdit, on controller: AnyObject, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    // NB: every screen the engine hands back came from this container (see
    // NavigationContainer+Erased.swift), and so did the controller, so the casts cannot fail.
    let controller = unsafeDowncast(controller, to: Controller.self)
    let operation: NavigationOperation<Screen>
    switch consume edit {
    case .push(let screen): operation = .push(unsafeDowncast(screen, to: Screen.self))
    case .pop: operation = .pop
    case .popToRoot: operation = .popToRoot
    case .popTo(let screen): operation = .popTo(unsafeDowncast(screen, to: Screen.self))
    }
    controller.apply(operation, animated: animated, completion: completion)
  }
}
