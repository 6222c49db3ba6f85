/// How a route shows the target of a ``ScreenEdge``.
///
/// ```swift
/// ScreenEdge(Screen.inbox, Screen.compose, .modalStack)
/// ```
public enum ScreenTransition: Hashable, Sendable, CustomStringConvertible {
  /// Pushed on the current stack.
  case push
  /// Presented as a modal of one screen.
  case modal
  /// Presented as a modal stack with a navigation bar.
  case modalStack
  /// The target is the root of another tab: the route switches to it.
  case tab

  /// `push`, `modal`, `modal stack` or `tab`.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal: "modal"
    case .modalStack: "modal stack"
    case .tab: "tab"
    }
  }
}
