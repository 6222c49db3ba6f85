/// What a container can do from each layout: whether a ``ContainerChange`` fits what a window
/// shows, and if not, the sentence why. The one rule that `UIKitWindowContainer` and the test
/// doubles share, so that a test cannot pass where UIKit would refuse.
///
/// Screens are told apart by identity, erased once at the door
/// (``NavigationTree/refusal(of:)``), so the rule itself is not generic. It only reads the
/// layout: what else a container knows (a window that is gone, a presenter that is busy, a
/// screen that sets `isModalInPresentation`) it checks itself.
struct ContainerRules {
  /// The layout the change would start from, each screen by its identity.
  let layout: NavigationTree<ObjectIdentifier>

  typealias Root = NavigationTree<ObjectIdentifier>.Root
  typealias Modal = NavigationTree<ObjectIdentifier>.Modal

  /// Why a new root cannot be set: a stack or the tabs would be empty, the selection is not a
  /// tab, or a screen would be shown twice. What the old root shows goes with it.
  func refusalToSetRoot(_ root: Root) -> String? {
    var shown: Set<ObjectIdentifier> = []
    switch root {
    case .stack(let stack):
      guard !stack.isEmpty else { return "the root's navigation stack would be empty" }
      return refusalToShow(stack, besides: &shown)
    case .tabs(let tabs, let selected):
      guard !tabs.isEmpty else { return "a root of tabs needs at least one tab" }
      guard tabs.indices.contains(selected) else {
        return "the selected index \(selected) is not one of the \(tabs.count) tabs"
      }
      for tab in tabs {
        guard !tab.stack.isEmpty else {
          return "the navigation stack of tab \(tab.id) would be empty"
        }
        if let reason = refusalToShow(tab.stack, besides: &shown) { return reason }
      }
      return nil
    }
  }

  /// Why the stack at `location` cannot be set to `stack`: there is no root yet, no navigation
  /// stack there, the stack would be empty, or one of its screens is shown twice or elsewhere.
  func refusalToSetStack(_ stack: [ObjectIdentifier], at location: StackLocation) -> String? {
    if location == .root, case .stack(let rootStack) = layout.root, rootStack.isEmpty {
      return Self.noRootForAStack
    }
    guard hasNavigationStack(at: location) else { return Self.noNavigationStack(at: location) }
    guard !stack.isEmpty else { return "the navigation stack would be empty" }
    var shown = screens(except: location)
    return refusalToShow(stack, besides: &shown)
  }

  /// Why the top screen of the stack at `location` cannot be popped: there is no navigation
  /// stack there, or it holds only its root.
  func refusalToPop(at location: StackLocation) -> String? {
    guard hasNavigationStack(at: location), let stack = layout.stack(at: location) else {
      return Self.noNavigationStack(at: location)
    }
    guard stack.count > 1 else {
      return "the navigation stack at \(location) holds only its root, which a pop cannot remove"
    }
    return nil
  }

  /// Why the tab at `index` cannot be selected: the root has no such tab.
  func refusalToSelectTab(_ index: Int) -> String? {
    guard case .tabs(let tabs, _) = layout.root, tabs.indices.contains(index) else {
      return "the window's root has no tab at index \(index)"
    }
    return nil
  }

  /// Why `modal` cannot be presented: there is no root to present from, its stack would be
  /// empty, it holds other than one screen without a navigation bar, or one of its screens is
  /// shown twice or already on show.
  func refusalToPresent(_ modal: Modal) -> String? {
    if case .stack(let rootStack) = layout.root, rootStack.isEmpty {
      return "the window has no root view controller"
    }
    guard !modal.stack.isEmpty else { return "the modal's stack would be empty" }
    guard modal.hasNavigationBar || modal.stack.count == 1 else {
      return "a modal without a navigation bar holds exactly one screen"
    }
    var shown = screens(except: nil)
    return refusalToShow(modal.stack, besides: &shown)
  }

  /// Why the modal at `level` cannot be dismissed: none is presented there.
  func refusalToDismiss(fromLevel level: Int) -> String? {
    guard layout.modals.indices.contains(level) else {
      return "there is no modal at level \(level)"
    }
    return nil
  }

  // MARK: - Screens

  /// Whether the layout has a navigation stack at `location`: a root stack, a tab, or a modal
  /// with a navigation bar.
  private func hasNavigationStack(at location: StackLocation) -> Bool {
    guard layout.stack(at: location) != nil else { return false }
    if case .modal(let level) = location { return layout.modals[level].hasNavigationBar }
    return true
  }

  /// Every screen on show, but those of the stack at `location`.
  private func screens(except location: StackLocation?) -> Set<ObjectIdentifier> {
    var screens: Set<ObjectIdentifier> = []
    switch layout.root {
    case .stack(let stack):
      if location != .root { screens.formUnion(stack) }
    case .tabs(let tabs, _):
      for (index, tab) in tabs.enumerated() where location != .tab(index) {
        screens.formUnion(tab.stack)
      }
    }
    for (level, modal) in layout.modals.enumerated() where location != .modal(level) {
      screens.formUnion(modal.stack)
    }
    return screens
  }

  /// Why `stack` cannot be shown beside the screens `shown`, which it joins: one of its screens
  /// is there already, or twice in it. UIKit throws for a view controller pushed twice.
  private func refusalToShow(
    _ stack: [ObjectIdentifier], besides shown: inout Set<ObjectIdentifier>
  ) -> String? {
    for (index, screen) in stack.enumerated() where !shown.insert(screen).inserted {
      return Self.shownTwice(at: index, inTheStackBelow: stack[..<index].contains(screen))
    }
    return nil
  }

  // MARK: - Sentences

  /// Why a stack cannot be set, or a screen pushed, in a window without a root.
  static let noRootForAStack = "the window has no root to set a stack in; set a root first"

  /// Why no stack can be changed at `location`.
  static func noNavigationStack(at location: StackLocation) -> String {
    "there is no navigation controller at \(location)"
  }

  /// Why the screen at `index` of a stack cannot be shown: it is in the stack below it already
  /// (`inTheStackBelow`), or elsewhere in the window.
  static func shownTwice(at index: Int, inTheStackBelow: Bool) -> String {
    inTheStackBelow
      ? "the screen at index \(index) is already in the stack below it"
      : "the screen at index \(index) is already shown elsewhere in the window"
  }
}
