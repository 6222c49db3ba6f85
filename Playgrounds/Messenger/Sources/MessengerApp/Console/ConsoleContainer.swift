import Navigator

/// A window for the terminal, in the role a window with its tab bar, navigation controllers and
/// sheets plays on iOS: an `AppNavigator` drives it, and it prints each change it makes and how
/// its transition ended:
///
/// ```
///   set stack of tab 0: [Inbox: Ada] › [Chat: Grace] → finished
/// ```
///
/// A screen is printed as the destination it was made for (see ``ScreenLabel``), which the
/// navigator tells the container through `screen(_:isShowing:)`. Transitions finish at once. A
/// change that does not fit the layout changes nothing and is reported as refused, as UIKit
/// would refuse it. The user's gestures are simulated by ``userSwipesBack()``,
/// ``userSwipesDown()``, ``userTapsTab(_:)`` and ``userTaps(_:)`` (an action of the dialog on
/// show), which tell the navigator so that its state follows.
@MainActor
final class ConsoleContainer: NavigationContainer {
  private(set) var layout = NavigationTree<AppScreen>(stack: [])
  var isTransitioning: Bool { false }
  var userDidChangeLayout: (@MainActor () -> Void)?
  var userMayChangeLayout: (@MainActor (NavigationTree<AppScreen>, Bool) -> Bool)?

  private let output: (String) -> Void
  private var labels: [ObjectIdentifier: Label] = [:]
  private var departedScreens: [DepartedScreen] = []

  /// A container with nothing shown that prints each line to `output`.
  init(output: @escaping (String) -> Void) {
    self.output = output
  }

  // MARK: - NavigationContainer

  func apply(
    _ change: ContainerChange<AppScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let before = layout
    let description = describe(change) + (animated ? "" : " (not animated)")
    let outcome = perform(change)
    output("  \(description) → \(outcome)")
    forgetScreens(leaving: before)
    completion(outcome)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    body()
  }

  func screen(_ screen: AppScreen, isShowing destination: AnyDestination) {
    // NB: a dialog's screen was labelled when it was made, with its title and actions.
    guard !(screen is DialogScreen) else { return }
    labels[ObjectIdentifier(screen)] = Label(screen: screen, text: "\(ScreenLabel(destination))")
  }

  /// Makes a dialog's screen, which the console prints with its title and actions, as an alert
  /// shows them.
  func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) -> AppScreen {
    let screen = DialogScreen(dialog, reply: reply)
    let actions = dialog.actions.map { action in
      action.role == .default ? action.title : "\(action.title) (\(action.role))"
    }
    let title = dialog.title.map { "\"\($0)\" " } ?? ""
    labels[ObjectIdentifier(screen)] = Label(
      screen: screen, text: "[Dialog \(dialog.name): \(title)\(actions.joined(separator: " · "))]")
    return screen
  }

  // MARK: - The user's gestures

  /// Pops the top stack's top screen as a back swipe does, and tells the navigator.
  ///
  /// - Returns: `false`, doing nothing, when the top stack holds one screen or has none.
  @discardableResult
  func userSwipesBack() -> Bool {
    guard let location = layout.topStackLocation, let stack = layout.stack(at: location),
      let top = stack.last, stack.count > 1
    else { return false }
    var proposed = layout
    proposed.setStack(Array(stack.dropLast()), at: location)
    guard mayChange(to: proposed, "swipes back on \(location)") else { return false }
    let before = layout
    layout = proposed
    output("  user swipes back on \(location): \(label(of: top)) leaves")
    userChanged(from: before)
    return true
  }

  /// Dismisses the top modal as swiping a sheet down does, and tells the navigator.
  ///
  /// - Returns: `false`, doing nothing, when no modal is presented or a dialog is on top.
  @discardableResult
  func userSwipesDown() -> Bool {
    // NB: an alert cannot be swiped down; its actions dismiss it (`userTaps`).
    guard !layout.modals.isEmpty, !(layout.modals.last?.stack.last is DialogScreen) else {
      return false
    }
    var proposed = layout
    proposed.modals.removeLast()
    guard mayChange(to: proposed, "swipes down modal \(proposed.modals.count)") else {
      return false
    }
    let before = layout
    layout = proposed
    output("  user swipes down modal \(layout.modals.count)")
    userChanged(from: before)
    return true
  }

  /// Selects the tab named `id` as a tap on the tab bar does, and tells the navigator.
  ///
  /// - Returns: `false`, doing nothing, when there is no such tab or a modal covers the tab bar.
  @discardableResult
  func userTapsTab(_ id: String) -> Bool {
    guard layout.modals.isEmpty, case .tabs(var tabs, let selected) = layout.root,
      let index = tabs.firstIndex(where: { $0.id == id })
    else { return false }
    // NB: as with UIKit, tapping the selected tab pops its stack to its root.
    if index == selected, let root = tabs[index].stack.first { tabs[index].stack = [root] }
    var proposed = layout
    proposed.root = .tabs(tabs, selectedIndex: index)
    guard mayChange(to: proposed, "taps tab \(index) (\(id))") else { return false }
    let before = layout
    layout = proposed
    output("  user taps tab \(index) (\(id))")
    userChanged(from: before)
    return true
  }

  /// Taps the action titled `action` of the dialog on show: the dialog dismisses itself, as
  /// `UIAlertController` does, gives the action to the navigator, and the navigator follows.
  ///
  /// - Returns: `false`, doing nothing, when no dialog is on show or it has no such action.
  @discardableResult
  func userTaps(_ action: String) -> Bool {
    guard let dialog = layout.modals.last?.stack.last as? DialogScreen,
      let index = dialog.content.actions.firstIndex(where: { $0.title == action })
    else { return false }
    let before = layout
    layout.modals.removeLast()
    output("  user taps \"\(action)\": the dialog dismisses itself")
    dialog.reply(DialogReply(actionIndex: index))
    userChanged(from: before)
    return true
  }

  // MARK: - Departed screens

  /// Screens that have left the window but are still alive.
  ///
  /// Once nobody is about to use them, each one is a leak, typically a screen that a navigator or
  /// a closure keeps alive.
  var leakedScreens: [AppScreen] {
    let shown = layout.elements
    return departedScreens.compactMap(\.screen).filter { screen in
      !shown.contains { $0 === screen }
    }
  }

  /// How many screens have left the window so far.
  var departedScreenCount: Int { departedScreens.count }

  /// The screen as the console prints it, such as `[Chat: Grace]`.
  func label(of screen: AppScreen) -> String {
    guard let label = labels[ObjectIdentifier(screen)], label.screen === screen else {
      return "[\(screen.title)]"
    }
    return label.text
  }

  // MARK: - Applying

  /// Applies `change` when it fits the layout, and says how the transition ended.
  private func perform(_ change: ContainerChange<AppScreen>) -> TransitionOutcome {
    switch change {
    case .setRoot(let root):
      layout = NavigationTree(root: root)
    case .setStack(let screens, let location):
      guard !screens.isEmpty, layout.stack(at: location) != nil else {
        return .refused(reason: "there is no stack at \(location) or the new one is empty")
      }
      layout.setStack(screens, at: location)
    case .push, .pop:
      if let reason = layout.refusal(of: change) { return .refused(reason: reason) }
      layout.apply(change)
    case .selectTab(let index):
      guard case .tabs(let tabs, _) = layout.root, tabs.indices.contains(index) else {
        return .refused(reason: "there is no tab \(index)")
      }
      layout.root = .tabs(tabs, selectedIndex: index)
    case .present(let modal):
      layout.modals.append(modal)
    case .dismiss(let level):
      guard layout.modals.indices.contains(level) else {
        return .refused(reason: "no modal is presented at level \(level)")
      }
      layout.modals.removeSubrange(level...)
    }
    return .finished
  }

  /// Whether the app navigator's guards let the user's gesture change the layout to
  /// `proposed`, as UIKit asks its delegates; says so when they stop it.
  private func mayChange(to proposed: NavigationTree<AppScreen>, _ gesture: String) -> Bool {
    guard let ask = userMayChangeLayout, !ask(proposed, true) else { return true }
    output("  user \(gesture): a guard stops the gesture")
    return false
  }

  private func userChanged(from before: NavigationTree<AppScreen>) {
    forgetScreens(leaving: before)
    userDidChangeLayout?()
  }

  // MARK: - Printing

  private func describe(_ change: ContainerChange<AppScreen>) -> String {
    func joined(_ screens: [AppScreen]) -> String {
      screens.map(label(of:)).joined(separator: " › ")
    }
    switch change {
    case .setRoot(.stack(let screens)):
      return "set root: \(joined(screens))"
    case .setRoot(let root):
      let lines = NavigationTree(root: root).map(label(of:)).description.split(separator: "\n")
      return "set root: " + lines.joined(separator: "; ")
    case .setStack(let screens, let location):
      return "set stack of \(location): \(joined(screens))"
    case .push(let screen, let location):
      return "push onto \(location): \(label(of: screen))"
    case .pop(let location):
      return "pop from \(location)"
    case .selectTab(let index):
      return "select tab \(index)"
    case .present(let modal):
      return "present \(joined(modal.stack))\(modal.hasNavigationBar ? " with navigation bar" : "")"
    case .dismiss(let level):
      return "dismiss from modal \(level)"
    }
  }

  // MARK: - Labels and departed screens

  /// A screen's label, held with the screen weakly so that a new screen at the same address
  /// does not inherit it.
  private struct Label {
    weak var screen: AppScreen?
    let text: String
  }

  /// A screen that has left, held weakly to tell whether it was released.
  private struct DepartedScreen {
    weak var screen: AppScreen?
  }

  private func forgetScreens(leaving before: NavigationTree<AppScreen>) {
    let shown = layout.elements
    for screen in before.elements where !shown.contains(where: { $0 === screen }) {
      departedScreens.append(DepartedScreen(screen: screen))
    }
    labels = labels.filter { $0.value.screen != nil }
  }
}

/// The screen of a dialog on the console: what it shows, and where the tapped action goes.
@MainActor
final class DialogScreen: AppScreen {
  let content: DialogContent
  let reply: @MainActor (DialogReply) -> Void

  init(_ content: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void) {
    self.content = content
    self.reply = reply
    super.init(title: "Dialog")
  }
}
