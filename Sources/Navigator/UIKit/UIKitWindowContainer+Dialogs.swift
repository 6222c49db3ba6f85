#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // MARK: - Dialogs

  extension UIKitWindowContainer {
    /// Makes the `UIAlertController` that shows `dialog`, which the app navigator then presents:
    /// its title, message and style, its text fields, and one `UIAlertAction` per action, in
    /// order, styled by its role.
    ///
    /// When the user taps an action, the alert dismisses itself and the action's handler gives
    /// `reply` the action's index and the fields' texts; once the alert is no longer presented,
    /// the container tells the navigator (``userDidChangeLayout``), on a later turn, as after any
    /// gesture. A tap outside an action sheet shown as a popover (on iPad) runs its cancel
    /// action's handler, and so answers with it. An action sheet gets an anchor for its popover
    /// when it is presented (see ``apply(_:animated:completion:)``). On tvOS, which has no
    /// action sheets, an action sheet shows as an alert.
    ///
    /// ```swift
    /// let alert = try container.makeScreen(for: content) { reply in print(reply.actionIndex) }
    /// ```
    public func makeScreen(
      for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
    ) throws -> UIViewController {
      UIKitAlerts.alert(for: dialog) { [weak self] alert, answer in
        reply(answer)
        guard let self else { return }
        guard let alert else { return userChangedLayout() }
        UIKitAlerts.afterDismissal(of: alert) { [weak self] in self?.userChangedLayout() }
      }
    }
  }
#endif
