/// The container as the engine sees it: its screens erased to `AnyObject`, once, here.
///
/// The engine holds `any NavigationContainer` and calls only these members, whose signatures do
/// not name the container's screen type, so that none of the engine's code is generic over it.
/// Every screen the engine hands back to a container came from that container: its layout, its
/// dialogs, or a factory registered for its screen type (``AppNavigator/register(_:identifier:)``
/// takes only factories of `Container.Screen`), so casting it back cannot fail.
extension NavigationContainer {
  /// ``layout``, with its screens as `AnyObject`.
  var erasedLayout: NavigationTree<AnyObject> {
    let layout = self.layout
    var erased: NavigationTree<AnyObject>
    switch layout.root {
    case .stack(let stack):
      erased = NavigationTree(stack: Self.erase(stack))
    case .tabs(let tabs, let index):
      erased = NavigationTree(
        root: .tabs(tabs.map { .init($0.id, Self.erase($0.stack)) }, selectedIndex: index))
    }
    // NB: `map` over the modals, and the protocol's `isEmpty`, look up the metadata of their
    // generic array type, hundreds of instructions each, even when there is none: most layouts
    // have none.
    if layout.modals.count != 0 {
      erased.modals = layout.modals.map {
        .init(stack: Self.erase($0.stack), hasNavigationBar: $0.hasNavigationBar)
      }
    }
    return erased
  }

  /// Whether ``layout`` is `erased`, screen by screen (by identity), without erasing it.
  // NB: most requests find the layout the engine's model holds; comparing in place spares the
  // erased copy of every stack, its retains and releases, and the generic code that makes it.
  func shows(_ erased: NavigationTree<AnyObject>) -> Bool {
    let layout = self.layout
    // NB: `count`, not `isEmpty`: the protocol's `isEmpty` looks up the array's metadata here.
    guard layout.modals.count == erased.modals.count else { return false }
    switch (layout.root, erased.root) {
    case (.stack(let stack), .stack(let held)):
      guard Self.holds(held, stack) else { return false }
    case (.tabs(let tabs, let selected), .tabs(let heldTabs, let heldSelected)):
      guard selected == heldSelected, tabs.count == heldTabs.count else { return false }
      for index in heldTabs.indices {
        let (tab, held) = (tabs[index], heldTabs[index])
        guard tab.id == held.id, Self.holds(held.stack, tab.stack) else { return false }
      }
    default:
      return false
    }
    if layout.modals.count != 0 {
      for index in erased.modals.indices {
        let (modal, held) = (layout.modals[index], erased.modals[index])
        guard modal.hasNavigationBar == held.hasNavigationBar, Self.holds(held.stack, modal.stack)
        else { return false }
      }
    }
    return true
  }

  /// Applies `change`, whose screens all came from this container or its factories.
  func apply(
    erased change: ContainerChange<AnyObject>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let typed: ContainerChange<Screen>
    if case .push(let screen, let location) = change {
      // NB: the one screen, not an array of it: a push costs the same at any depth.
      typed = .push(Self.screen(screen), at: location)
    } else {
      typed = change.mapStacks { Self.typed($0) }
    }
    apply(typed, animated: animated, completion: completion)
  }

  /// Tells the container which destination `screen`, one of its own, was made for.
  func erasedScreen(_ screen: AnyObject, isShowing destination: AnyDestination) {
    self.screen(Self.screen(screen), isShowing: destination)
  }

  /// The screen of `dialog`, as `AnyObject`.
  func makeErasedScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> AnyObject {
    try makeScreen(for: dialog, reply: reply)
  }

  /// `stack`, its screens as `AnyObject`.
  // NB: each array is made at its full size and its elements written in place: this code runs
  // unspecialized, where `map`, `append` and the array's subscript are calls that look up the
  // array's generic metadata, at several times the instructions.
  nonisolated private static func erase(_ stack: [Screen]) -> [AnyObject] {
    stack.withUnsafeBufferPointer { screens in
      [AnyObject](unsafeUninitializedCapacity: screens.count) { erased, count in
        for index in screens.indices {
          (erased.baseAddress.unsafelyUnwrapped + index).initialize(to: screens[index])
        }
        count = screens.count
      }
    }
  }

  /// `stack`, its screens typed back (see above).
  nonisolated private static func typed(_ stack: [AnyObject]) -> [Screen] {
    stack.withUnsafeBufferPointer { screens in
      [Screen](unsafeUninitializedCapacity: screens.count) { typed, count in
        for index in screens.indices {
          (typed.baseAddress.unsafelyUnwrapped + index).initialize(to: screen(screens[index]))
        }
        count = screens.count
      }
    }
  }

  /// Whether `held` holds the screens of `stack`, in order, by identity; from the top, where a
  /// change of the stack usually is.
  nonisolated private static func holds(_ held: [AnyObject], _ stack: [Screen]) -> Bool {
    guard held.count == stack.count else { return false }
    return stack.withUnsafeBufferPointer { screens in
      held.withUnsafeBufferPointer { held in
        var position = screens.count
        while position > 0 {
          position -= 1
          guard held[position] === screens[position] else { return false }
        }
        return true
      }
    }
  }

  /// A screen of this container, typed back; never a dynamic cast (see above).
  nonisolated private static func screen(_ erased: AnyObject) -> Screen {
    unsafeDowncast(erased, to: Screen.self)
  }
}

extension ContainerChange {
  /// The same change with `transform` applied to each stack.
  func mapStacks<T: AnyObject>(_ transform: ([Screen]) -> [T]) -> ContainerChange<T> {
    switch self {
    case .setRoot(let root):
      switch root {
      case .stack(let stack):
        return .setRoot(.stack(transform(stack)))
      case .tabs(let tabs, let index):
        return .setRoot(
          .tabs(tabs.map { .init($0.id, transform($0.stack)) }, selectedIndex: index))
      }
    case .setStack(let stack, let location):
      return .setStack(transform(stack), at: location)
    case .push(let screen, let location):
      return .push(transform([screen])[0], at: location)
    case .pop(let location):
      return .pop(at: location)
    case .selectTab(let index):
      return .selectTab(index)
    case .present(let modal):
      return .present(
        .init(stack: transform(modal.stack), hasNavigationBar: modal.hasNavigationBar))
    case .dismiss(let level):
      return .dismiss(fromLevel: level)
    }
  }
}
