/// How a route shows the target of a ``ScreenEdge``.
///
/// ```swift
/// let sheet = ScreenEdge(Screen.inbox, Screen.settings, .modalWithNavigationBar)
/// ```
public enum ScreenTransition: Hashable, Sendable, CustomStringConvertible {
  /// Pushed on the current stack.
  case push
  /// Presented as a modal of one screen.
  case modal
  /// Presented as a modal stack with a navigation bar, as
  /// ``Presentation/modalWithNavigationBar`` is.
  case modalWithNavigationBar
  /// The target is the root of another tab: the route switches to it.
  case tab

  /// `push`, `modal`, `modal with navigation bar` or `tab`.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal: "modal"
    case .modalWithNavigationBar: "modal with navigation bar"
    case .tab: "tab"
    }
  }

  /// Presented as a modal stack with a navigation bar.
  @available(*, deprecated, renamed: "modalWithNavigationBar")
  public static var modalStack: Self { .modalWithNavigationBar }
}
