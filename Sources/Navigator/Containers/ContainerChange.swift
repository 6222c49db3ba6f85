/// One change an ``AppNavigator`` asks of a ``NavigationContainer``: the steps a whole-path
/// change is made of.
///
/// An app navigator only asks for changes that fit what the container shows: stacks that exist,
/// modal levels that are presented, screens that are not shown elsewhere, never an empty stack.
///
/// Not frozen: a later version may add a change (a split view's column), announced in the
/// CHANGELOG; containers switch over it exhaustively and get a compile error to handle it.
public enum ContainerChange<Screen: AnyObject> {
  /// Replaces the window's root with a new one (one stack, or tabs), every modal having been
  /// dismissed first.
  case setRoot(NavigationTree<Screen>.Root)
  /// Sets the stack at a location to these screens, root first: the screens that stay are kept,
  /// the others popped, the new ones pushed, as `setViewControllers(_:animated:)` does.
  case setStack([Screen], at: StackLocation)
  /// Pushes a screen onto the stack at a location, as `pushViewController(_:animated:)` does:
  /// the change a navigator asks for a push onto the top stack, which a container can make
  /// without reading the stack under it. The same as ``setStack(_:at:)`` with the screen
  /// appended; ``NavigationTree/apply(_:)`` makes either.
  case push(Screen, at: StackLocation)
  /// Pops the top screen of the stack at a location, as `popViewController(animated:)` does:
  /// the change a navigator asks for a `back` on the top stack. The same as ``setStack(_:at:)``
  /// without the top screen.
  case pop(at: StackLocation)
  /// Selects the tab at this index.
  case selectTab(Int)
  /// Presents a modal above the top one (or the root).
  case present(NavigationTree<Screen>.Modal)
  /// Dismisses the modal at this level and every modal above it.
  case dismiss(fromLevel: Int)
}

extension ContainerChange: Sendable where Screen: Sendable {}

extension ContainerChange: CustomStringConvertible {
  /// The change, with each screen as `String(describing:)` prints it.
  ///
  /// ```swift
  /// print(change)  // set stack of tab 0: inbox › chat
  /// ```
  public var description: String {
    func joined(_ screens: [Screen]) -> String {
      screens.map { String(describing: $0) }.joined(separator: " › ")
    }
    switch self {
    case .setRoot(let root):
      return "set root: "
        + NavigationTree(root: root).lines { String(describing: $0) }.joined(separator: "; ")
    case .setStack(let screens, let location):
      return "set stack of \(location): \(joined(screens))"
    case .push(let screen, let location):
      return "push onto \(location): \(String(describing: screen))"
    case .pop(let location):
      return "pop from \(location)"
    case .selectTab(let index):
      return "select tab \(index)"
    case .present(let modal):
      return
        "present\(modal.hasNavigationBar ? " with navigation bar" : ""): \(joined(modal.stack))"
    case .dismiss(let level):
      return "dismiss from modal \(level)"
    }
  }
}
