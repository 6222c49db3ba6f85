#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The `UIAlertController`s that show dialogs, made and followed the same way for a window
  /// (``UIKitWindowContainer``) and for a navigation controller (``UIKitNavigationController``).
  @MainActor
  enum UIKitAlerts {
    /// The `UIAlertController` that shows `dialog`: its title, message and style, its text
    /// fields, and one `UIAlertAction` per action, in order, styled by its role. When the user
    /// taps an action, `tapped` gets the alert (`nil` once released) and the reply: the action's
    /// index and the fields' texts. On tvOS, which has no action sheets, an action sheet shows as
    /// an alert.
    static func alert(
      for dialog: DialogContent,
      tapped: @escaping @MainActor (UIAlertController?, DialogReply) -> Void
    ) -> UIAlertController {
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message, preferredStyle: alertStyle(dialog.style))
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
        let style = alertActionStyle(action.role)
        alert.addAction(
          UIAlertAction(title: action.title, style: style) { [weak alert] _ in
            let texts = alert?.textFields?.map { $0.text ?? "" } ?? dialog.textFields.map(\.text)
            tapped(alert, DialogReply(actionIndex: index, texts: texts))
          })
      }
      return alert
    }

    /// Gives an action sheet whose popover has no anchor one, before it is presented: UIKit
    /// raises an exception when it presents such a popover in a regular-width environment (an
    /// iPad). The anchor is `presenter`'s view, at the middle of its bottom edge, with no arrow.
    /// An anchor the app set (`sourceView`, `barButtonItem` or `sourceItem`) is kept. Does
    /// nothing on tvOS, which has no popovers.
    static func anchorActionSheet(_ presented: UIViewController, to presenter: UIViewController) {
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

    /// Runs `body` once `alert` is no longer presented: at once when UIKit dismissed it before
    /// running the action's handler, as it does; else when its dismissal's transition ends, or
    /// on a later turn, looking again a few times, should UIKit run the handler before it starts
    /// the dismissal.
    static func afterDismissal(
      of alert: UIViewController, turnsLeft: Int = 10, _ body: @escaping @MainActor () -> Void
    ) {
      guard alert.presentingViewController != nil, turnsLeft > 0 else { return body() }
      if alert.isBeingDismissed, let coordinator = alert.transitionCoordinator {
        let once = Once<Void> { _ in body() }
        if coordinator.animate(alongsideTransition: nil, completion: { _ in once.run(()) }) {
          return
        }
      }
      Task { @MainActor [weak alert] in
        guard let alert else { return body() }
        afterDismissal(of: alert, turnsLeft: turnsLeft - 1, body)
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
