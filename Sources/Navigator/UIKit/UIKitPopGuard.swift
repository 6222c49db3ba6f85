#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// Lets ``mayPop`` stop the user's back swipe and back button in the navigation controllers
  /// it adopts: it becomes the delegate of each one's `interactivePopGestureRecognizer` (still
  /// asking the delegate the recognizer had, UIKit's own at first), and gives each screen above
  /// the root a `navigationItem.backAction` that pops only if ``mayPop`` allows it, unless the
  /// screen has a back action of its own or hides its back button. The one piece behind
  /// `UIKitWindowContainer`'s back gestures and ``UIKitNavigationController``'s.
  ///
  /// tvOS has neither, so this type does not exist there.
  @MainActor
  final class UIKitPopGuard: NSObject, UIGestureRecognizerDelegate {
    /// Whether the user may pop the top screen of a navigation controller now: asked as an
    /// attempt (the user is trying now), so that a guard that answers later can have the pop
    /// made once it allows it.
    var mayPop: @MainActor (UINavigationController) -> Bool = { _ in true }

    /// The identifier of the back actions it sets; UIKit keeps a copy of the action, so it
    /// recognizes its own by this.
    private let backActionIdentifier: UIAction.Identifier
    private var gestures: [Gesture] = []

    /// A navigation controller's back swipe, and the delegate its recognizer had before.
    private struct Gesture {
      weak var recognizer: UIGestureRecognizer?
      weak var navigationController: UINavigationController?
      weak var previous: AnyObject?
    }

    init(backActionIdentifier: UIAction.Identifier) {
      self.backActionIdentifier = backActionIdentifier
    }

    /// Takes over the back swipe of `navigationController` and the back buttons of its screens;
    /// called again whenever its stack changes.
    func adopt(_ navigationController: UINavigationController) {
      if let recognizer = navigationController.interactivePopGestureRecognizer,
        recognizer.delegate !== self
      {
        let before = gestures.first { $0.recognizer === recognizer }?.previous
        gestures.removeAll { $0.recognizer == nil || $0.recognizer === recognizer }
        let previous = recognizer.delegate
        // NB: two guards adopt one navigation controller when a stack navigator drives a tab of
        // a window container; each asks the other, never itself through the other.
        (previous as? UIKitPopGuard)?.stopAsking(self, for: recognizer, askingInstead: before)
        gestures.append(
          Gesture(
            recognizer: recognizer, navigationController: navigationController,
            previous: previous))
        recognizer.delegate = self
      }
      for (index, screen) in navigationController.viewControllers.enumerated() {
        let item = screen.navigationItem
        if index == 0 {
          // NB: a back action on the root screen would give it a back button.
          if item.backAction?.identifier == backActionIdentifier { item.backAction = nil }
        } else if item.backAction == nil, !item.hidesBackButton {
          item.backAction = backAction(of: screen)
        }
      }
    }

    /// Makes the delegate asked before this guard for `recognizer` `replacement` where it was
    /// `other`, which is taking the recognizer over and will ask this guard.
    private func stopAsking(
      _ other: UIKitPopGuard, for recognizer: UIGestureRecognizer,
      askingInstead replacement: AnyObject?
    ) {
      guard let index = gestures.firstIndex(where: { $0.recognizer === recognizer }),
        gestures[index].previous === other
      else { return }
      gestures[index].previous = replacement
    }

    /// Whether a navigation controller's back swipe may begin: never with one screen on its
    /// stack (UIKit's own rule, lost once its delegate is replaced; the swipe would leave the
    /// navigation controller unresponsive), then only if the recognizer's previous delegate and
    /// ``mayPop`` allow it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let gesture = gestures.first(where: { $0.recognizer === gestureRecognizer }) else {
        return true
      }
      guard let navigationController = gesture.navigationController,
        navigationController.viewControllers.count > 1
      else { return false }
      if let previous = gesture.previous as? any UIGestureRecognizerDelegate {
        #if canImport(ObjectiveC)
          let allows = previous.gestureRecognizerShouldBegin?(gestureRecognizer)
        #else
          let allows: Bool? = previous.gestureRecognizerShouldBegin(gestureRecognizer)
        #endif
        guard allows ?? true else { return false }
      }
      return mayPop(navigationController)
    }

    /// The back action of `screen`: pops it, animated, as UIKit's back button does, once
    /// ``mayPop`` allows it (as UIKit's does if this guard is gone).
    private func backAction(of screen: UIViewController) -> UIAction {
      UIAction(identifier: backActionIdentifier) { [weak self, weak screen] _ in
        guard let screen, let navigationController = screen.navigationController,
          navigationController.topViewController === screen,
          navigationController.viewControllers.count > 1,
          navigationController.transitionCoordinator == nil
        else { return }
        guard self?.mayPop(navigationController) ?? true else { return }
        navigationController.popViewController(animated: true)
      }
    }
  }
#endif
