/// How the screen made for a ``Destination`` is shown when a navigator is asked to navigate to it.
///
/// With an ``AppNavigator`` (the whole app), a push goes onto the stack on top: the top modal's
/// when it has a navigation bar, else the selected tab's or the root's; modals go over whatever
/// is presented. A ``StackNavigator`` drives one navigation controller and at most one modal
/// screen, so there a push under a modal and a second modal fail instead.
///
/// Not frozen: a later version may add a presentation (a split view's column). A new case is
/// announced in the CHANGELOG; a `switch` over presentations in your code then needs it.
///
/// ```swift
/// enum ConversationDestination: Destination {
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
  /// Push the screen onto the stack on top.
  ///
  /// While a modal without a navigation bar is on top (or, with a ``StackNavigator``, any
  /// modal), a push fails with ``NavigationError/blockedByModal`` instead of landing out of sight
  /// behind it.
  case push

  /// Present the screen modally, without a navigation bar.
  ///
  /// An ``AppNavigator`` presents it over the top modal, if any. A ``StackNavigator`` shows one
  /// modal screen at a time: a second request fails with ``NavigationError/alreadyPresenting``
  /// until the first is dismissed.
  case modal

  /// Present the screen modally as the root of a navigation controller of its own, so that it
  /// shows a navigation bar (a title, Cancel and Done buttons).
  ///
  /// With an ``AppNavigator``, later pushes go inside that sheet until it is dismissed, so a
  /// modal flow of several screens needs nothing more (see <doc:FlowsAndDialogs>). A
  /// ``StackNavigator`` does not push inside it: while it is presented, pushes fail with
  /// ``NavigationError/blockedByModal``.
  case modalWithNavigationBar

  /// Replace the whole navigation stack with the screen, making it the new root ("clear back
  /// stack"), and dismiss any modal screen; with tabs, the selected tab's stack. Typical for "log
  /// in" and "log out".
  case replaceStack

  /// Go back to the screen already showing an equal destination instead of pushing a second one
  /// (A › B › C › B becomes A › B); push it when no such screen is on the stack.
  ///
  /// The stack on top is searched; with a ``StackNavigator``, only screens made for destinations
  /// with this presentation, by any navigator of the same navigation controller.
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
