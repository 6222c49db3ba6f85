/// How a ``StackNavigator`` shows the screen made for a ``Destination``.
///
/// Not frozen: later versions add presentations (modal stacks, tabs). A new case is announced in
/// the CHANGELOG; a `switch` over presentations in your code then needs it.
///
/// ```swift
/// enum MessagesDestination: Destination {
///   case chat(User)
///   case newMessage
///
///   var presentation: Presentation {
///     switch self {
///     case .chat: .popToExistingOrPush
///     case .newMessage: .modalWithNavigationBar
///     }
///   }
/// }
/// ```
public enum Presentation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Push the screen onto the navigation stack.
  ///
  /// While a screen is presented modally, a push fails with ``NavigationError/blockedByModal``
  /// instead of landing out of sight behind it.
  case push

  /// Present the screen modally over the navigation controller.
  ///
  /// Only one modal screen is shown at a time: a second request fails with
  /// ``NavigationError/alreadyPresenting`` until the first is dismissed.
  case modal

  /// Present the screen modally as the root of a navigation controller of its own, so that it
  /// shows a navigation bar (a title, Cancel and Done buttons).
  ///
  /// The area's navigator does not push inside that navigation controller: while it is presented,
  /// pushes fail with ``NavigationError/blockedByModal``. A modal flow of several screens makes
  /// its own navigator for the presented navigation controller in the factory.
  case modalWithNavigationBar

  /// Replace the whole navigation stack with the screen, making it the new root ("clear back
  /// stack"), and dismiss any modal screen. Typical for "log in" and "log out".
  case replaceStack

  /// Go back to the screen already showing an equal destination instead of pushing a second one
  /// (A › B › C › B becomes A › B); push it when no such screen is on the stack.
  ///
  /// Only screens made for destinations with this presentation are looked for, by any navigator
  /// of the same navigation controller.
  case popToExistingOrPush

  /// A short name for logs and test failures, such as `push` or `modal`.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal: "modal"
    case .modalWithNavigationBar: "modal with navigation bar"
    case .replaceStack: "replace stack"
    case .popToExistingOrPush: "pop to existing or push"
    }
  }
}
