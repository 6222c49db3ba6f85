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
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message, preferredStyle: Self.alertStyle(dialog.style))
      if alert.preferredStyle == .alert {
        for field in dialog.textFields {
          alert.addTextField { textField in
            textField.placeholder = field.placeholder
            textField.text = field.text
            textField.isSecureTextEntry = field.isSecure
          }
        }
      }
      for (index, action) in dialog.actions.enumerated() {
        let style = Self.alertActionStyle(action.role)
        alert.addAction(
          UIAlertAction(title: action.title, style: style) { [weak self, weak alert] _ in
            let texts = alert?.textFields?.map { $0.text ?? "" } ?? dialog.textFields.map(\.text)
            reply(DialogReply(actionIndex: index, texts: texts))
            guard let self else { return }
            guard let alert else { return userChangedLayout() }
            userChangedLayout(afterDismissalOf: alert)
          })
      }
      return alert
    }

    /// Gives an action sheet whose popover has no anchor one, before it is presented: UIKit
    /// raises an exception when it presents such a popover in a regular-width environment (an
    /// iPad). The anchor is `presenter`'s view, at the middle of its bottom edge, with no arrow.
    /// An anchor the app set (`sourceView`, `barButtonItem` or `sourceItem`) is kept. Does
    /// nothing on tvOS, which has no popovers.
    func anchorActionSheet(_ presented: UIViewController, to presenter: UIViewController) {
      #if !os(tvOS)
        guard let alert = presented as? UIAlertController, alert.preferredStyle == .actionSheet,
          let popover = alert.popoverPresentationController,
          popover.sourceView == nil, popover.barButtonItem == nil, popover.sourceItem == nil,
          let view = presenter.viewIfLoaded
        else { return }
        let bounds = view.bounds
        popover.sourceView = view
        popover.sourceRect = CGRect(
          x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height,
          width: 0, height: 0)
        popover.permittedArrowDirections = []
      #endif
    }

    /// Tells the navigator that the user changed the layout once `alert` is no longer presented:
    /// at once when UIKit dismissed it before running the handler, as it does; else when its
    /// dismissal's transition ends, or on a later turn, looking again a few times, should UIKit
    /// run the handler before it starts the dismissal.
    func userChangedLayout(afterDismissalOf alert: UIViewController, turnsLeft: Int = 10) {
      guard alert.presentingViewController != nil, turnsLeft > 0 else {
        return userChangedLayout()
      }
      if alert.isBeingDismissed, let coordinator = alert.transitionCoordinator {
        let once = Once<Void> { [weak self] _ in self?.userChangedLayout() }
        if coordinator.animate(alongsideTransition: nil, completion: { _ in once.run(()) }) {
          return
        }
      }
      Task { @MainActor [weak self, weak alert] in
        guard let self else { return }
        guard let alert else { return userChangedLayout() }
        userChangedLayout(afterDismissalOf: alert, turnsLeft: turnsLeft - 1)
      }
    }

    private static func alertStyle(_ style: DialogStyle) -> UIAlertController.Style {
      #if os(tvOS)
        // NB: "This alert style isn't supported by tvOS" (UIAlertController.Style.actionSheet).
        return .alert
      #else
        switch style {
        case .alert: return .alert
        case .actionSheet: return .actionSheet
        }
      #endif
    }

    private static func alertActionStyle(_ role: DialogRole) -> UIAlertAction.Style {
      switch role {
      case .default: .default
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
