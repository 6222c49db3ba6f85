// The ```swift blocks of the doc comments in Sources/Navigator/NavigationControllers.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// NavigationController.swift: conformer
final class ConsoleNavigationController: NavigationController {
  private(set) var screens: [UIViewController] = []
  private(set) var presentedScreen: UIViewController?
  var isTransitioning: Bool { false }

  func apply(
    _ operation: NavigationOperation<UIViewController>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
      return completion(.refused(reason: reason))
    }
    switch operation {
    case .push(let screen): screens.append(screen)
    case .pop: screens.removeLast()
    case .popToRoot: screens.removeSubrange(1...)
    case .popTo(let screen): while screens.last !== screen { screens.removeLast() }
    case .setStack(let stack): screens = stack
    case .present(let screen, _): presentedScreen = screen
    case .dismiss: presentedScreen = nil
    }
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
}
// NavigationController.swift: end

final class NavigationControllersScreen: UIViewController {
  func examples(
    navigationController: ConsoleNavigationController,
    navigator: any Navigator<MessagesDestination>, user: User, chatScreen: UIViewController
  ) {
    // NavigationController.swift: screens
    let depth = navigationController.screens.count  // 3
    // NavigationController.swift: end
    // NavigationController.swift: presentedScreen
    if navigationController.presentedScreen != nil { navigator.dismiss() }
    // NavigationController.swift: end
    // NavigationController.swift: isTransitioning
    let busy = navigationController.isTransitioning  // true while a push animates
    // NavigationController.swift: end
    // NavigationController.swift: apply
    navigationController.apply(.pop, animated: true) { outcome in print(outcome) }
    // NavigationController.swift: end
    // NavigationController.swift: afterTransition
    navigationController.afterTransition { navigator.navigate(to: .profile(user)) }
    // NavigationController.swift: end
    // NavigationOperation.swift: push
    navigationController.apply(.push(chatScreen), animated: true) { outcome in print(outcome) }
    // NavigationOperation.swift: end
    _ = (depth, busy)
  }

  func controllerExamples(
    operation: NavigationOperation<UIViewController>, screens: [UIViewController],
    presentedScreen: UIViewController?,
    navigationController: ConsoleNavigationController,
    screen: UIViewController, completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    // NavigationOperation+Rules.swift: refusal
    if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
      return completion(.refused(reason: reason))
    }
    // NavigationOperation+Rules.swift: end
    // TransitionOutcome.swift: outcome
    navigationController.apply(.push(screen), animated: true) { outcome in
      if outcome != .finished { print(outcome) }
    }
    // TransitionOutcome.swift: end
  }
}

// NavigationController.swift: screenIsShowing
extension ConsoleNavigationController {
  func screen(_ screen: UIViewController, isShowing destination: some Destination) {
    print("\(AnyDestination(destination).caseName) is shown")  // the case, never its payload
  }
}
// NavigationController.swift: end

// NavigationController.swift: makeScreen
extension ConsoleNavigationController {
  func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> UIViewController {
    AlertScreen(dialog, reply: reply)
  }
}
// NavigationController.swift: end

final class DefaultsScreen: UIViewController {
  func windowExample(navigationController: ConsoleNavigationController, window: AnyObject) {
    // NavigationController.swift: containingWindow
    let isOnScreen = navigationController.containingWindow === window  // once it is shown
    // NavigationController.swift: end
    _ = isOnScreen
  }

  func defaultExamples<Controller: NavigationController>(
    navigationController: Controller, chatScreen: Controller.Screen
  ) {
    // NavigationController.swift: defaultScreen
    navigationController.screen(chatScreen, isShowing: MessagesDestination.chat(.ada))  // no-op
    // NavigationController.swift: end
  }
  func defaultDialogExample<Controller: NavigationController>(
    navigationController: Controller, content: DialogContent
  ) throws {
    // NavigationController.swift: defaultMakeScreen
    _ = try navigationController.makeScreen(for: content) { _ in }  // throws dialogUnavailable
    // NavigationController.swift: end
  }

  func bothDialogExample<Both: NavigationController & NavigationContainer>(
    controllerAndContainer: Both, content: DialogContent
  ) throws {
    // NavigationController.swift: bothMakeScreen
    _ = try controllerAndContainer.makeScreen(for: content) { _ in }  // throws dialogUnavailable
    // NavigationController.swift: end
  }

}

@MainActor func navigationControllersExamples(
  navigationController: ConsoleNavigationController,
  navigator: any Navigator<MessagesDestination>, user: User, chatScreen: UIViewController
) async {
  // NavigationController.swift: screens
  let depth = navigationController.screens.count  // 3
  // NavigationController.swift: end
  // NavigationController.swift: presentedScreen
  if navigationController.presentedScreen != nil { navigator.dismiss() }
  // NavigationController.swift: end
  // NavigationController.swift: isTransitioning
  let busy = navigationController.isTransitioning  // true while a push animates
  // NavigationController.swift: end
  // NavigationController.swift: apply
  navigationController.apply(.pop, animated: true) { outcome in print(outcome) }
  // NavigationController.swift: end
  // NavigationController.swift: afterTransition
  navigationController.afterTransition { navigator.navigate(to: .profile(user)) }
  // NavigationController.swift: end
  // NavigationOperation.swift: push
  navigationController.apply(.push(chatScreen), animated: true) { outcome in print(outcome) }
  // NavigationOperation.swift: end
  _ = (depth, busy)
}

@MainActor func defaultNavigationControllerExamples<Controller: NavigationController>(
  navigationController: Controller, chatScreen: Controller.Screen
) async {
  // NavigationController.swift: defaultScreen
  navigationController.screen(chatScreen, isShowing: MessagesDestination.chat(.ada))  // no-op
  // NavigationController.swift: end
}

@MainActor func navigationControllerCodeExamples(
  operation: NavigationOperation<UIViewController>, screens: [UIViewController],
  presentedScreen: UIViewController?,
  navigationController: ConsoleNavigationController,
  screen: UIViewController, completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
) async {
  // NavigationOperation+Rules.swift: refusal
  if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
    return completion(.refused(reason: reason))
  }
  // NavigationOperation+Rules.swift: end
  // TransitionOutcome.swift: outcome
  navigationController.apply(.push(screen), animated: true) { outcome in
    if outcome != .finished { print(outcome) }
  }
  // TransitionOutcome.swift: end
}

@MainActor func defaultDialogExampleAsync<Controller: NavigationController>(
  navigationController: Controller, content: DialogContent
) async throws {
  // NavigationController.swift: defaultMakeScreen
  _ = try navigationController.makeScreen(for: content) { _ in }  // throws dialogUnavailable
  // NavigationController.swift: end
}

@MainActor func bothDialogExampleAsync<Both: NavigationController & NavigationContainer>(
  controllerAndContainer: Both, content: DialogContent
) async throws {
  // NavigationController.swift: bothMakeScreen
  _ = try controllerAndContainer.makeScreen(for: content) { _ in }  // throws dialogUnavailable
  // NavigationController.swift: end
}

@MainActor func windowExampleAsync(
  navigationController: ConsoleNavigationController, window: AnyObject
) async {
  // NavigationController.swift: containingWindow
  let isOnScreen = navigationController.containingWindow === window  // once it is shown
  // NavigationController.swift: end
  _ = isOnScreen
}
