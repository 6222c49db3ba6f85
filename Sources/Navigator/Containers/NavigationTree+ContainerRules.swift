extension NavigationTree where Element: AnyObject {
  /// Why a container showing this layout cannot make `change`, or `nil` when the change fits.
  ///
  /// The rule every container shares, from what the layout shows alone: `UIKitWindowContainer`
  /// and `NavigatorTestSupport`'s `RecordingContainer` refuse what it refuses, with its sentence,
  /// so a test cannot pass where UIKit would refuse. A change is refused when:
  ///
  /// - ``ContainerChange/setRoot(_:)``: a stack, or the tabs, would be empty; the selected index
  ///   is not a tab; a screen would be shown twice;
  /// - ``ContainerChange/setStack(_:at:)``: the root is empty (a window without a root view
  ///   controller; set a root instead); there is no navigation stack at the location (no such
  ///   tab or modal, or a modal without a navigation bar); the stack would be empty; one of its
  ///   screens is twice in it or shown elsewhere in the window;
  /// - ``ContainerChange/push(_:at:)``: as ``ContainerChange/setStack(_:at:)`` with the screen
  ///   on top of the stack;
  /// - ``ContainerChange/pop(at:)``: there is no navigation stack at the location, or it holds
  ///   only its root;
  /// - ``ContainerChange/selectTab(_:)``: the root has no tab at that index;
  /// - ``ContainerChange/present(_:)``: the root is empty; the modal's stack would be empty; a
  ///   modal without a navigation bar holds other than one screen; one of its screens is twice
  ///   in it or already shown;
  /// - ``ContainerChange/dismiss(fromLevel:)``: no modal is presented at that level.
  ///
  /// A container of your own can ask it first:
  ///
  /// ```swift
  /// if let reason = layout.refusal(of: change) {
  ///   return completion(.refused(reason: reason))
  /// }
  /// ```
  ///
  /// - Parameter change: The change a navigator asks for.
  /// - Returns: The reason, a sentence such as `there is no modal at level 1`, or `nil`.
  public func refusal(of change: ContainerChange<Element>) -> String? {
    // NB: erased once here; the rule compares identities, never casts or calls generic code.
    var rules: ContainerRules { ContainerRules(layout: map(ObjectIdentifier.init)) }
    switch change {
    case .setRoot(let root):
      return rules.refusalToSetRoot(NavigationTree(root: root).map(ObjectIdentifier.init).root)
    case .setStack(let stack, let location):
      return rules.refusalToSetStack(stack.map(ObjectIdentifier.init), at: location)
    case .push(let screen, let location):
      // NB: the screen alone, in place: the stack under it stays, and erasing the whole layout
      // would make every push cost as much as the screens on show.
      return refusalToPush(screen, at: location)
    case .pop(let location):
      return rules.refusalToPop(at: location)
    case .selectTab(let index):
      return rules.refusalToSelectTab(index)
    case .present(let modal):
      return rules.refusalToPresent(
        .init(
          stack: modal.stack.map(ObjectIdentifier.init), hasNavigationBar: modal.hasNavigationBar))
    case .dismiss(let level):
      return rules.refusalToDismiss(fromLevel: level)
    }
  }

  /// Why `screen` cannot be pushed onto the stack at `location`: the rule of a new stack there
  /// with the screen on top (``ContainerRules/refusalToSetStack(_:at:)``), for the screen alone.
  private func refusalToPush(_ screen: Element, at location: StackLocation) -> String? {
    guard let stack = stack(at: location) else {
      return ContainerRules.noNavigationStack(at: location)
    }
    if location == .root, stack.isEmpty { return ContainerRules.noRootForAStack }
    if case .modal(let level) = location, !modals[level].hasNavigationBar {
      return ContainerRules.noNavigationStack(at: location)
    }
    for element in stack where element === screen {
      return ContainerRules.shownTwice(at: stack.count, inTheStackBelow: true)
    }
    guard shows(screen) else { return nil }
    return ContainerRules.shownTwice(at: stack.count, inTheStackBelow: false)
  }

  /// Whether `screen` is in one of the tree's stacks, looked for by identity, without listing
  /// them (``elements``).
  private func shows(_ screen: Element) -> Bool {
    switch root {
    case .stack(let stack):
      for element in stack where element === screen { return true }
    case .tabs(let tabs, _):
      for tab in tabs {
        for element in tab.stack where element === screen { return true }
      }
    }
    for modal in modals {
      for element in modal.stack where element === screen { return true }
    }
    return false
  }

  /// Makes `change` on this layout, as a container that shows it does once the change fits
  /// (``refusal(of:)`` says whether it does).
  ///
  /// ```swift
  /// if let reason = layout.refusal(of: change) { return completion(.refused(reason: reason)) }
  /// layout.apply(change)
  /// completion(.finished)
  /// ```
  public mutating func apply(_ change: ContainerChange<Element>) {
    switch change {
    case .setRoot(let root):
      self = NavigationTree(root: root)
    case .setStack(let screens, let location):
      setStack(screens, at: location)
    case .push(let screen, let location):
      push(screen, at: location)
    case .pop(let location):
      popLast(at: location)
    case .selectTab(let index):
      if case .tabs(let tabs, _) = root, tabs.indices.contains(index) {
        root = .tabs(tabs, selectedIndex: index)
      }
    case .present(let modal):
      modals.append(modal)
    case .dismiss(let level):
      modals.removeSubrange(min(level, modals.count)...)
    }
  }
}
