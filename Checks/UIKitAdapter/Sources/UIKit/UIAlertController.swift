import Foundation

/// An object that displays an alert message (UIKit's `@MainActor class UIAlertController :
/// UIViewController`).
///
/// As in UIKit:
///
/// - a second action with the `.cancel` style, and a text field added to an action sheet, raise
///   an exception: the stub records it in `stubExceptions` and adds nothing;
/// - presenting an action sheet from a view controller whose `traitCollection` has a regular
///   horizontal size class (an iPad), where it shows as a popover, raises an exception when its
///   `popoverPresentationController` has no anchor (`sourceView`, `barButtonItem` or
///   `sourceItem`): the stub records it in the `stubExceptions` of the presenter and of its
///   window, and refuses the presentation, never calling its completion;
/// - the user's tap on an action (``simulateUserTap(_:)``) dismisses the alert, animated, and runs
///   the action's handler once the dismissal has finished (``stubHandlerTiming`` plays the
///   opposite order, which the adapter must survive too);
/// - the user's tap outside an action sheet (``simulateUserTapOutside()``) dismisses it and runs
///   its cancel action's handler.
@MainActor
open class UIAlertController: UIViewController {
  /// Constants indicating the type of alert to display.
  public enum Style: Int, Sendable {
    /// An action sheet displayed by the view controller that presented it.
    case actionSheet = 0
    /// An alert displayed modally for the app.
    case alert = 1
  }

  /// When the handler of a tapped action runs, relative to the alert's dismissal. Not UIKit API.
  public enum StubHandlerTiming: Sendable {
    /// Once the dismissal has finished: what UIKit does.
    case afterDismissal
    /// Before the dismissal starts, which then starts at once.
    case beforeDismissal
  }

  /// Descriptive text that provides more details about the reason for the alert.
  open var message: String?

  /// The style of the alert controller.
  open private(set) var preferredStyle: UIAlertController.Style = .alert

  /// The actions that the user can take in response to the alert or action sheet, in the order
  /// they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The preferred action for the user to take from an alert.
  open var preferredAction: UIAlertAction?

  /// The array of text fields displayed by the alert, or `nil` when none was added.
  open var textFields: [UITextField]? { stubTextFields.isEmpty ? nil : stubTextFields }

  /// When the handler of a tapped action runs; UIKit's order unless a test changes it. Not UIKit
  /// API.
  public var stubHandlerTiming = StubHandlerTiming.afterDismissal

  private var stubTextFields: [UITextField] = []

  /// Creates and returns a view controller for displaying an alert to the user.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Attaches an action object to the alert or action sheet; a second action with the `.cancel`
  /// style raises an exception, as in UIKit.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      stubRaise(
        "NSInternalInconsistencyException: UIAlertController can only have one action with a "
          + "style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Adds a text field to an alert, configured by `configurationHandler`, which runs at once; an
  /// action sheet raises an exception instead, as in UIKit.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      stubRaise(
        "NSInternalInconsistencyException: Text fields can only be added to an alert controller "
          + "of style UIAlertControllerStyleAlert")
      return
    }
    let textField = UITextField(frame: .zero)
    stubTextFields.append(textField)
    configurationHandler?(textField)
  }

  // MARK: - Simulating the user

  /// Plays the user tapping the enabled action titled `title`: the alert dismisses itself,
  /// animated (finish its transition), and the action's handler runs once the dismissal has
  /// finished, or first with ``StubHandlerTiming/beforeDismissal``. Not UIKit API.
  ///
  /// - Returns: `false`, doing nothing, when the alert is not presented, is in a transition, or
  ///   has no enabled action with that title.
  @discardableResult
  public func simulateUserTap(_ title: String) -> Bool {
    guard let presenting = presentingViewController, presentedViewController == nil,
      transitionCoordinator == nil, !isBeingPresented, !isBeingDismissed,
      let action = actions.first(where: { $0.title == title && $0.isEnabled })
    else { return false }
    switch stubHandlerTiming {
    case .afterDismissal:
      presenting.dismiss(animated: true) { action.stubHandler?(action) }
    case .beforeDismissal:
      action.stubHandler?(action)
      presenting.dismiss(animated: true)
    }
    return true
  }

  /// Plays the user tapping outside an action sheet shown as a popover (a regular-width
  /// environment): the popover's delegate is asked `presentationControllerShouldDismiss(_:)`;
  /// when it allows it, it hears `presentationControllerWillDismiss(_:)`, the action sheet is
  /// dismissed, animated (finish its transition), then the cancel action's handler runs and the
  /// delegate hears `presentationControllerDidDismiss(_:)`. Not UIKit API.
  ///
  /// Which of the handler and `presentationControllerDidDismiss(_:)` UIKit calls first is not
  /// documented; an adapter must not depend on it.
  ///
  /// - Returns: `false`, doing nothing, when this is not an action sheet presented as a popover,
  ///   it is in a transition, or the delegate refused.
  @discardableResult
  public func simulateUserTapOutside() -> Bool {
    guard preferredStyle == .actionSheet, traitCollection.horizontalSizeClass == .regular,
      let presenting = presentingViewController, presentedViewController == nil,
      transitionCoordinator == nil, !isBeingPresented, !isBeingDismissed,
      let popover = presentationController
    else { return false }
    let delegate = popover.delegate
    if delegate?.presentationControllerShouldDismiss(popover) == false {
      delegate?.presentationControllerDidAttemptToDismiss(popover)
      return false
    }
    delegate?.presentationControllerWillDismiss(popover)
    let cancel = actions.first { $0.style == .cancel }
    presenting.dismiss(animated: true) {
      if let cancel { cancel.stubHandler?(cancel) }
      popover.delegate?.presentationControllerDidDismiss(popover)
    }
    return true
  }

  // MARK: - Stub machinery

  override func stubMakePresentationController() -> UIPresentationController {
    preferredStyle == .actionSheet
      ? UIPopoverPresentationController(presented: self) : super.stubMakePresentationController()
  }

  override func stubException(whenPresentedBy presenter: UIViewController) -> String? {
    guard preferredStyle == .actionSheet,
      presenter.traitCollection.horizontalSizeClass == .regular,
      let popover = presentationController as? UIPopoverPresentationController,
      !popover.stubHasAnchor
    else { return nil }
    return "NSGenericException: Your application has presented a UIAlertController "
      + "(\(stubName)) of style UIAlertControllerStyleActionSheet from \(presenter.stubName). The "
      + "modalPresentationStyle of a UIAlertController with this style is "
      + "UIModalPresentationPopover. You must provide location information for this popover "
      + "through the alert controller's popoverPresentationController. You must provide either a "
      + "sourceView and sourceRect or a barButtonItem."
  }
}

/// An action that can be taken when the user taps a button in an alert (UIKit's `@MainActor
/// class UIAlertAction : NSObject`).
@MainActor
open class UIAlertAction {
  /// Styles to apply to action buttons in an alert.
  public enum Style: Int, Sendable {
    /// Apply the default style to the action's button.
    case `default` = 0
    /// Apply a style that indicates the action cancels the operation and leaves things
    /// unchanged.
    case cancel = 1
    /// Apply a style that indicates the action might change or delete data.
    case destructive = 2
  }

  /// The title of the action's button.
  open private(set) var title: String?

  /// The style that is applied to the action's button.
  open private(set) var style: UIAlertAction.Style

  /// A Boolean value indicating whether the action is currently enabled.
  open var isEnabled = true

  /// The closure UIKit runs when the user taps the action. Not UIKit API.
  let stubHandler: ((UIAlertAction) -> Void)?

  /// Creates and returns an action with the specified title and behavior.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init(stubTitle: title, style: style, handler: handler)
  }

  init(stubTitle title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    self.stubHandler = handler
  }
}

/// An object that displays an editable text area in your interface (UIKit's `@MainActor class
/// UITextField : UIControl`); the stub keeps its text and how it shows it. A test plays the user
/// typing by setting ``text``.
@MainActor
open class UITextField: UIView {
  /// The text that the text field displays.
  open var text: String?

  /// The string that displays when there is no other text in the text field.
  open var placeholder: String?

  /// A Boolean value that indicates whether the text object disables text copying and, in some
  /// cases, hides the text that the user enters (`UITextInputTraits`).
  open var isSecureTextEntry = false
}
