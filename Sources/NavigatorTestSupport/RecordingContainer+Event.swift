import Navigator

extension RecordingContainer {
  /// A change the container made or a gesture it simulated, screens named by the destinations
  /// they show.
  ///
  /// Not frozen: new events may be recorded as containers grow.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    /// The root was replaced.
    case setRoot(NavigationTree<ScreenName>.Root, animated: Bool)
    /// A stack was set.
    case setStack([ScreenName], at: StackLocation, animated: Bool)
    /// A tab was selected.
    case selectTab(Int, animated: Bool)
    /// A modal was presented.
    case present([ScreenName], withNavigationBar: Bool, animated: Bool)
    /// The modal at a level and those above it were dismissed.
    case dismiss(fromLevel: Int, animated: Bool)
    /// A change was refused, for the reason given: it did not fit the layout
    /// (`NavigationTree.refusal(of:)`), or a modal to dismiss sets `isModalInPresentation`.
    case refused(reason: String)
    /// The change in progress was cancelled and undone.
    case cancelled
    /// The user swiped back on the stack at a location.
    case userPop(at: StackLocation)
    /// The user swiped down the modal at a level.
    case userSwipeDown(level: Int)
    /// The user tapped the tab at an index.
    case userSelectTab(Int)
    /// The user tapped an action of a dialog, which dismissed itself.
    case answered(String, action: String)

    /// The event with its screens' payloads, for test failures.
    public var description: String {
      func names(_ screens: [ScreenName]) -> String {
        "[" + screens.map(\.description).joined(separator: ", ") + "]"
      }
      let unanimated = " (not animated)"
      switch self {
      case .setRoot(let root, let animated):
        let lines = NavigationTree(root: root).description.split(separator: "\n")
          .joined(separator: "; ")
        // NB: a stack root prints as `root: …`, which "set root:" already says.
        let shown = lines.hasPrefix("root: ") ? String(lines.dropFirst("root: ".count)) : lines
        return "set root: \(shown)\(animated ? "" : unanimated)"
      case .setStack(let screens, let location, let animated):
        return "set stack of \(location) to \(names(screens))\(animated ? "" : unanimated)"
      case .selectTab(let index, let animated):
        return "select tab \(index)\(animated ? "" : unanimated)"
      case .present(let screens, let bar, let animated):
        let withBar = bar ? " with navigation bar" : ""
        return "present \(names(screens))\(withBar)\(animated ? "" : unanimated)"
      case .dismiss(let level, let animated):
        return "dismiss from modal \(level)\(animated ? "" : unanimated)"
      case .refused(let reason): return "refused: \(reason)"
      case .cancelled: return "cancelled"
      case .userPop(let location): return "user pops \(location)"
      case .userSwipeDown(let level): return "user swipes down modal \(level)"
      case .userSelectTab(let index): return "user selects tab \(index)"
      case .answered(let dialog, let action): return "user taps \(action) in Dialog.\(dialog)"
      }
    }
  }
}

extension RecordingContainer {
  /// The event that records `change`, made from the layout that shows it: a push or a pop is
  /// recorded as the stack it leaves, as a new stack is, since a test asserts what the user sees,
  /// whichever change made it.
  func event(after change: ContainerChange<Screen>, animated: Bool) -> Event {
    switch change {
    case .setRoot:
      return .setRoot(layout.map(name(of:)).root, animated: animated)
    case .setStack(let screens, let location):
      return .setStack(screens.map(name(of:)), at: location, animated: animated)
    case .push(_, let location), .pop(let location):
      let screens = layout.stack(at: location) ?? []
      return .setStack(screens.map(name(of:)), at: location, animated: animated)
    case .selectTab(let index):
      return .selectTab(index, animated: animated)
    case .present(let modal):
      return .present(
        modal.stack.map(name(of:)), withNavigationBar: modal.hasNavigationBar, animated: animated)
    case .dismiss(let level):
      return .dismiss(fromLevel: level, animated: animated)
    }
  }
}
