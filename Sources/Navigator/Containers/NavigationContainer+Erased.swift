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
    layout.map { $0 as AnyObject }
  }

  /// Applies `change`, whose screens all came from this container or its factories.
  func apply(
    erased change: ContainerChange<AnyObject>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let typed = change.map { Self.screen($0) }
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

  /// A screen of this container, typed back; never a dynamic cast (see above).
  nonisolated private static func screen(_ erased: AnyObject) -> Screen {
    unsafeDowncast(erased, to: Screen.self)
  }
}

extension ContainerChange {
  /// The same change with `transform` applied to each screen.
  func map<T: AnyObject>(_ transform: (Screen) -> T) -> ContainerChange<T> {
    switch self {
    case .setRoot(let root):
      switch root {
      case .stack(let stack):
        return .setRoot(.stack(stack.map(transform)))
      case .tabs(let tabs, let index):
        return .setRoot(
          .tabs(tabs.map { .init($0.id, $0.stack.map(transform)) }, selectedIndex: index))
      }
    case .setStack(let stack, let location):
      return .setStack(stack.map(transform), at: location)
    case .selectTab(let index):
      return .selectTab(index)
    case .present(let modal):
      return .present(
        .init(stack: modal.stack.map(transform), hasNavigationBar: modal.hasNavigationBar))
    case .dismiss(let level):
      return .dismiss(fromLevel: level)
    }
  }
}
