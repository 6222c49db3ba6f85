/// How a ``StackNavigator`` shows the screen made for a ``Destination``.
///
/// ```swift
/// enum MessagesDestination: Destination {
///   case chat(User)
///   case newMessage
///
///   var presentation: Presentation {
///     switch self {
///     case .chat: .popToExistingOrPush
///     case .newMessage: .modalInNavigationStack
///     }
///   }
/// }
/// ```
public enum Presentation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Push the screen onto the navigation stack.
  case push

  /// Present the screen modally over the navigation controller.
  ///
  /// Only one modal screen is shown at a time: a second request fails with
  /// ``NavigationError/alreadyPresenting(_:)`` until the first is dismissed.
  case modal

  /// Present the screen modally inside a navigation stack of its own, so it gets a navigation bar
  /// and can push screens of its own.
  case modalInNavigationStack

  /// Replace the whole navigation stack with the screen, making it the new root ("clear back
  /// stack"), and dismiss any modal screen. Typical for "log in" and "log out".
  case replaceStack

  /// Go back to the screen already showing an equal destination instead of pushing a second one
  /// (A › B › C › B becomes A › B); push it when no such screen is on the stack.
  ///
  /// Only screens made for destinations with this presentation are looked for.
  case popToExistingOrPush

  /// A short name for logs and test failures, such as `push` or `modal`.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal: "modal"
    case .modalInNavigationStack: "modal in navigation stack"
    case .replaceStack: "replace stack"
    case .popToExistingOrPush: "pop to existing or push"
    }
  }
}
