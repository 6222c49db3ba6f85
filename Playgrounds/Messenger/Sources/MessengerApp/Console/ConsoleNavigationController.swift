import Navigator

/// A navigation controller for the terminal, in the role `UINavigationController` plays on iOS:
/// it keeps a real stack and a modal screen, and after every change prints what it did, how the
/// transition ended, and what is shown, root first:
///
/// ```
///   push [Chat: Grace] → finished
///   stack: [MessagesList: Ada] › [Chat: Grace]
///   modal: [NewMessage] (with a navigation bar)
/// ```
///
/// A screen is printed as its title and the payload of the destination it was made for, which
/// navigators tell the controller through `screen(_:isShowing:)`. Transitions finish at once. An
/// operation that does not fit the state (popping the root screen, presenting over a modal
/// screen) changes nothing and is reported as refused, as UIKit would refuse it.
@MainActor
final class ConsoleNavigationController: NavigationController {
  private(set) var screens: [AppScreen] = []
  private(set) var presentedScreen: AppScreen?
  private(set) var presentedWithNavigationBar = false
  var isTransitioning: Bool { false }

  private let output: (String) -> Void
  private var payloads: [ObjectIdentifier: String] = [:]
  private var departedScreens: [DepartedScreen] = []

  /// A controller with nothing shown that prints each line to `output`.
  init(output: @escaping (String) -> Void) {
    self.output = output
  }

  func apply(
    _ operation: NavigationOperation<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let shownBefore = shownScreens
    let description = describe(operation) + (animated ? "" : " (not animated)")
    let outcome = perform(operation)
    output("  \(description) → \(outcome)")
    forgetScreens(leaving: shownBefore)
    if outcome != .finished { forgetScreen(refusedBy: operation) }
    printState()
    completion(outcome)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }

  func screen<D: Destination>(_ screen: AppScreen, isShowing destination: D) {
    payloads[ObjectIdentifier(screen)] = DestinationPayload.text(of: destination)
  }

  /// Screens that have left the stack and the modal slot but are still alive.
  ///
  /// Once nobody is about to use them, each one is a leak, typically a screen that its navigator
  /// or a closure keeps alive.
  var leakedScreens: [AppScreen] {
    let shown = shownScreens
    return departedScreens.compactMap(\.screen).filter { screen in
      !shown.contains { $0 === screen }
    }
  }

  /// How many screens have left the stack or the modal slot so far.
  var departedScreenCount: Int { departedScreens.count }

  /// The screen as the console prints it, such as `[Chat: Grace]`.
  func label(of screen: AppScreen) -> String {
    guard let payload = payloads[ObjectIdentifier(screen)] else { return "[\(screen.title)]" }
    return "[\(screen.title): \(payload)]"
  }

  // MARK: - Applying

  /// Applies `operation` when it fits the state, and says how the transition ended.
  private func perform(_ operation: NavigationOperation<AppScreen>) -> TransitionOutcome {
    switch operation {
    case .push(let screen):
      guard !isShown(screen) else { return .refused(reason: "the screen is already shown") }
      screens.append(screen)
    case .pop:
      guard screens.count > 1 else {
        return .refused(reason: "only the root screen is on the stack")
      }
      screens.removeLast()
    case .popToRoot:
      screens = Array(screens.prefix(1))
    case .popTo(let screen):
      guard let index = screens.lastIndex(where: { $0 === screen }) else {
        return .refused(reason: "the screen is not on the stack")
      }
      screens.removeSubrange((index + 1)...)
    case .setStack(let newScreens):
      screens = newScreens
    case .present(let screen, let withNavigationBar):
      guard presentedScreen == nil else {
        return .refused(reason: "another screen is already presented")
      }
      guard !isShown(screen) else { return .refused(reason: "the screen is already shown") }
      presentedScreen = screen
      presentedWithNavigationBar = withNavigationBar
    case .dismiss:
      guard presentedScreen != nil else { return .refused(reason: "nothing is presented") }
      presentedScreen = nil
      presentedWithNavigationBar = false
    }
    return .finished
  }

  private func isShown(_ screen: AppScreen) -> Bool {
    shownScreens.contains { $0 === screen }
  }

  // MARK: - Printing

  private var shownScreens: [AppScreen] {
    screens + (presentedScreen.map { [$0] } ?? [])
  }

  private func describe(_ operation: NavigationOperation<AppScreen>) -> String {
    switch operation {
    case .push(let screen): "push \(label(of: screen))"
    case .pop: "pop \(screens.last.map(label(of:)) ?? "")"
    case .popToRoot: "pop to root"
    case .popTo(let screen): "pop to \(label(of: screen))"
    case .setStack(let newScreens):
      "replace stack with \(newScreens.map(label(of:)).joined(separator: " › "))"
    case .present(let screen, let withNavigationBar):
      "present \(label(of: screen))\(withNavigationBar ? " with a navigation bar" : "")"
    case .dismiss: "dismiss \(presentedScreen.map(label(of:)) ?? "")"
    }
  }

  private func printState() {
    let stack = screens.isEmpty ? "(empty)" : screens.map(label(of:)).joined(separator: " › ")
    output("  stack: \(stack)")
    if let presentedScreen {
      let container = presentedWithNavigationBar ? " (with a navigation bar)" : ""
      output("  modal: \(label(of: presentedScreen))\(container)")
    }
  }

  // MARK: - Departed screens

  /// A screen that has left, held weakly to tell whether it was released.
  private struct DepartedScreen {
    weak var screen: AppScreen?
  }

  // NB: payloads are keyed by object identity, so a screen's payload goes when the screen leaves;
  // otherwise a new screen allocated at the same address would inherit it.
  private func forgetScreens(leaving shownBefore: [AppScreen]) {
    let shown = shownScreens
    for screen in shownBefore where !shown.contains(where: { $0 === screen }) {
      payloads[ObjectIdentifier(screen)] = nil
      departedScreens.append(DepartedScreen(screen: screen))
    }
  }

  /// Forgets the payload of a screen that a refused push or presentation never showed.
  private func forgetScreen(refusedBy operation: NavigationOperation<AppScreen>) {
    switch operation {
    case .push(let screen), .present(let screen, _):
      if !isShown(screen) { payloads[ObjectIdentifier(screen)] = nil }
    case .pop, .popToRoot, .popTo, .setStack, .dismiss:
      break
    }
  }
}
