import Navigator

/// A navigation controller for the terminal, in the role `UINavigationController` plays on iOS:
/// it keeps a real stack and a modal screen, and after every change prints what it did and what
/// is shown, root first:
///
/// ```
///   push [Chat: Grace]
///   stack: [MessagesList: Ada] › [Chat: Grace]
///   modal: [NewMessage] (in its own navigation stack)
/// ```
///
/// A screen is printed as its title and the payload of the destination it was made for, which
/// navigators tell the controller through `screen(_:isShowing:)`. Transitions finish at once.
@MainActor
final class ConsoleNavigationController: NavigationController {
  private(set) var screens: [AppScreen] = []
  private(set) var presentedScreen: AppScreen?
  private(set) var presentedInNavigationStack = false
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
    completion: @escaping @MainActor @Sendable () -> Void
  ) {
    let shownBefore = shownScreens
    output("  \(describe(operation))")
    switch operation {
    case .push(let screen):
      screens.append(screen)
    case .pop:
      if screens.count > 1 { screens.removeLast() }
    case .popToRoot:
      screens = Array(screens.prefix(1))
    case .popTo(let screen):
      if let index = screens.lastIndex(where: { $0 === screen }) {
        screens.removeSubrange((index + 1)...)
      }
    case .setStack(let newScreens):
      screens = newScreens
    case .present(let screen, let inNavigationStack):
      presentedScreen = screen
      presentedInNavigationStack = inNavigationStack
    case .dismiss:
      presentedScreen = nil
      presentedInNavigationStack = false
    }
    forgetScreens(leaving: shownBefore)
    printState()
    completion()
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
    case .present(let screen, let inNavigationStack):
      "present \(label(of: screen))\(inNavigationStack ? " in its own navigation stack" : "")"
    case .dismiss: "dismiss \(presentedScreen.map(label(of:)) ?? "")"
    }
  }

  private func printState() {
    let stack = screens.isEmpty ? "(empty)" : screens.map(label(of:)).joined(separator: " › ")
    output("  stack: \(stack)")
    if let presentedScreen {
      let container = presentedInNavigationStack ? " (in its own navigation stack)" : ""
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
}
