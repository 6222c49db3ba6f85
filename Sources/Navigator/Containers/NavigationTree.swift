/// What a window shows, as a value: a root (one stack, or tabs with a stack each and a
/// selection) and the chain of modals presented above it, bottom first.
///
/// The app's navigation is a tree of destinations, ``NavigationState``; what a
/// ``NavigationContainer`` shows is the same tree of screens. Each stack lists its elements root
/// first.
///
/// ```swift
/// let state = NavigationState(
///   tabs: [
///     .init("chats", [AnyDestination(HomeDestination.inbox(.ada))]),
///     .init("settings", [AnyDestination(HomeDestination.settings)]),
///   ],
///   selected: "chats",
///   modals: [.stack([AnyDestination(HomeDestination.compose)])])
/// ```
public struct NavigationTree<Element> {
  /// The window's root: one stack, or tabs.
  public var root: Root

  /// The modals presented above the root, bottom first; each one is presented by the one below.
  public var modals: [Modal]

  /// Makes a tree from its root and its modals.
  ///
  /// ```swift
  /// let state = NavigationState(
  ///   root: .stack([AnyDestination(LoginDestination.forgotPassword)]), modals: [])
  /// ```
  public init(root: Root, modals: [Modal] = []) {
    self.root = root
    self.modals = modals
  }

  /// The root container of a window.
  ///
  /// Not frozen: a later version may add a root (a split view), announced in the CHANGELOG.
  public enum Root {
    /// One navigation stack, root first.
    case stack([Element])
    /// A tab bar with a stack per tab, and the index of the selected tab.
    case tabs([Tab], selectedIndex: Int)
  }

  /// One tab: its identifier and its stack, root first.
  public struct Tab {
    /// The tab's identifier, such as `"chats"`, unique among the tabs.
    public var id: String
    /// The tab's navigation stack, root first.
    public var stack: [Element]

    /// Makes a tab.
    ///
    /// ```swift
    /// let chats = NavigationState.Tab("chats", [AnyDestination(HomeDestination.inbox(.ada))])
    /// ```
    public init(_ id: String, _ stack: [Element]) {
      self.id = id
      self.stack = stack
    }
  }

  /// One presented modal: a single screen, or a stack with a navigation bar of its own that
  /// pushes inside itself.
  public struct Modal {
    /// The modal's screens, root first; exactly one when ``hasNavigationBar`` is `false`.
    public var stack: [Element]
    /// Whether the modal is a navigation stack of its own.
    public var hasNavigationBar: Bool

    /// Makes a modal; ``screen(_:)`` and ``stack(_:)`` say the same more briefly.
    ///
    /// ```swift
    /// let sheet = NavigationState.Modal(
    ///   stack: [AnyDestination(HomeDestination.compose)], hasNavigationBar: true)
    /// ```
    public init(stack: [Element], hasNavigationBar: Bool) {
      self.stack = stack
      self.hasNavigationBar = hasNavigationBar
    }

    /// A modal of one screen, without a navigation bar.
    ///
    /// ```swift
    /// let photos = NavigationState.Modal.screen(
    ///   AnyDestination(ContactsDestination.sharedPhotos(.ada)))
    /// ```
    public static func screen(_ element: Element) -> Modal {
      Modal(stack: [element], hasNavigationBar: false)
    }

    /// A modal navigation stack, root first.
    ///
    /// ```swift
    /// let compose = NavigationState.Modal.stack([AnyDestination(HomeDestination.compose)])
    /// ```
    public static func stack(_ stack: [Element]) -> Modal {
      Modal(stack: stack, hasNavigationBar: true)
    }
  }
}

// MARK: - API

extension NavigationTree {
  /// A tree with one stack and no modal.
  ///
  /// ```swift
  /// let state = NavigationState(stack: [AnyDestination(LoginDestination.forgotPassword)])
  /// ```
  public init(stack: [Element], modals: [Modal] = []) {
    self.init(root: .stack(stack), modals: modals)
  }

  /// A tree of tabs with `selected` chosen, or the first tab when no tab has that identifier.
  ///
  /// ```swift
  /// let state = NavigationState(tabs: [chats, settings], selected: "settings")
  /// ```
  public init(tabs: [Tab], selected: String? = nil, modals: [Modal] = []) {
    let index = selected.flatMap { id in tabs.firstIndex { $0.id == id } } ?? 0
    self.init(root: .tabs(tabs, selectedIndex: index), modals: modals)
  }

  /// The identifier of the selected tab, or `nil` when the root is one stack.
  ///
  /// ```swift
  /// let tab = navigator.state.selectedTab  // "chats"
  /// ```
  public var selectedTab: String? {
    guard case .tabs(let tabs, let index) = root, tabs.indices.contains(index) else { return nil }
    return tabs[index].id
  }

  /// The stack a push goes onto: the top modal's when it has a navigation bar, else the root's
  /// selected stack. `nil` when a modal without a navigation bar is on top.
  ///
  /// ```swift
  /// let top = navigator.state.topStack?.last  // the screen the user sees
  /// ```
  public var topStack: [Element]? {
    if let top = modals.last { return top.hasNavigationBar ? top.stack : nil }
    return rootStack
  }

  /// The root's stack: the one stack, or the selected tab's.
  ///
  /// ```swift
  /// let root = navigator.state.rootStack.first  // the root screen of the selected tab
  /// ```
  public var rootStack: [Element] {
    switch root {
    case .stack(let stack): return stack
    case .tabs(let tabs, let index): return tabs.indices.contains(index) ? tabs[index].stack : []
    }
  }

  /// Every element of the tree: the root's stacks in order, then the modals' from the bottom.
  ///
  /// ```swift
  /// let count = navigator.state.elements.count  // how many screens exist
  /// ```
  public var elements: [Element] {
    var all: [Element] = []
    switch root {
    case .stack(let stack): all += stack
    case .tabs(let tabs, _): for tab in tabs { all += tab.stack }
    }
    for modal in modals { all += modal.stack }
    return all
  }

  /// How many elements the tree has, counted without listing them.
  var elementCount: Int {
    var count = modals.reduce(0) { $0 + $1.stack.count }
    switch root {
    case .stack(let stack): count += stack.count
    case .tabs(let tabs, _): for tab in tabs { count += tab.stack.count }
    }
    return count
  }

  /// The same tree with `transform` applied to each element.
  ///
  /// ```swift
  /// let names = navigator.state.map(\.caseName)
  /// ```
  public func map<T>(_ transform: (Element) throws -> T) rethrows -> NavigationTree<T> {
    let root: NavigationTree<T>.Root
    switch self.root {
    case .stack(let stack):
      root = .stack(try stack.map(transform))
    case .tabs(let tabs, let index):
      root = .tabs(
        try tabs.map { NavigationTree<T>.Tab($0.id, try $0.stack.map(transform)) },
        selectedIndex: index)
    }
    return NavigationTree<T>(
      root: root,
      modals: try modals.map {
        NavigationTree<T>.Modal(
          stack: try $0.stack.map(transform), hasNavigationBar: $0.hasNavigationBar)
      })
  }

  /// The stack at `location`, or `nil` when the tree has none there.
  ///
  /// ```swift
  /// let sheet = state.stack(at: .modal(0))  // the first modal's screens
  /// ```
  public func stack(at location: StackLocation) -> [Element]? {
    switch (location, root) {
    case (.root, .stack(let stack)):
      return stack
    case (.tab(let index), .tabs(let tabs, _)):
      return tabs.indices.contains(index) ? tabs[index].stack : nil
    case (.modal(let level), _):
      return modals.indices.contains(level) ? modals[level].stack : nil
    default:
      return nil
    }
  }

  /// Where the stack a push goes onto is, or `nil` when a modal without a navigation bar is on
  /// top.
  ///
  /// ```swift
  /// let location = state.topStackLocation  // .modal(0) while a compose sheet is up
  /// ```
  public var topStackLocation: StackLocation? {
    if let top = modals.last { return top.hasNavigationBar ? .modal(modals.count - 1) : nil }
    switch root {
    case .stack: return .root
    case .tabs(_, let index): return .tab(index)
    }
  }

  /// Replaces the stack at `location`; does nothing when the tree has no stack there.
  ///
  /// ```swift
  /// layout.setStack(screens, at: .modal(0))  // in a container's apply(_:animated:completion:)
  /// ```
  public mutating func setStack(_ stack: [Element], at location: StackLocation) {
    switch (location, root) {
    case (.root, .stack):
      root = .stack(stack)
    case (.tab(let index), .tabs(var tabs, let selected)) where tabs.indices.contains(index):
      tabs[index].stack = stack
      root = .tabs(tabs, selectedIndex: selected)
    case (.modal(let level), _) where modals.indices.contains(level):
      modals[level].stack = stack
    default:
      break
    }
  }
}

extension NavigationTree {
  /// Puts `element` on top of the stack at `location`; does nothing when the tree has no stack
  /// there. In place: the stack's storage is not copied when nothing else holds it.
  // NB: a payload bound out of an enum is a second reference to its storage: the root is
  // emptied while its stack is changed, so that the change finds the storage unique. No closure
  // is shared with `popLast`: unspecialized, each costs a context and metadata look-ups.
  mutating func push(_ element: Element, at location: StackLocation) {
    switch location {
    case .root:
      guard case .stack(var stack) = root else { return }
      root = .stack([])
      stack.append(element)
      root = .stack(stack)
    case .tab(let index):
      guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(index) else {
        return
      }
      root = .stack([])
      tabs[index].stack.append(element)
      root = .tabs(tabs, selectedIndex: selected)
    case .modal(let level):
      guard modals.indices.contains(level) else { return }
      modals[level].stack.append(element)
    }
  }

  /// Takes the top element off the stack at `location` and returns it; does nothing when the
  /// tree has no stack there, or an empty one. In place, as ``push(_:at:)``.
  @discardableResult
  mutating func popLast(at location: StackLocation) -> Element? {
    switch location {
    case .root:
      guard case .stack(var stack) = root else { return nil }
      root = .stack([])
      let popped = stack.popLast()
      root = .stack(stack)
      return popped
    case .tab(let index):
      guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(index) else {
        return nil
      }
      root = .stack([])
      let popped = tabs[index].stack.popLast()
      root = .tabs(tabs, selectedIndex: selected)
      return popped
    case .modal(let level):
      guard modals.indices.contains(level) else { return nil }
      return modals[level].stack.popLast()
    }
  }
}

/// Where a stack is in a ``NavigationTree``.
public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
  /// The root's one stack.
  case root
  /// The stack of the tab at this index.
  case tab(Int)
  /// The stack of the modal at this level, 0 being the lowest.
  case modal(Int)

  /// `root`, `tab 1` or `modal 0`.
  public var description: String {
    switch self {
    case .root: "root"
    case .tab(let index): "tab \(index)"
    case .modal(let level): "modal \(level)"
    }
  }
}

// MARK: - Equatable, Hashable, Sendable

extension NavigationTree: Equatable where Element: Equatable {}
extension NavigationTree.Root: Equatable where Element: Equatable {}
extension NavigationTree.Tab: Equatable where Element: Equatable {}
extension NavigationTree.Modal: Equatable where Element: Equatable {}
extension NavigationTree: Sendable where Element: Sendable {}
extension NavigationTree.Root: Sendable where Element: Sendable {}
extension NavigationTree.Tab: Sendable where Element: Sendable {}
extension NavigationTree.Modal: Sendable where Element: Sendable {}

// MARK: - Codable

extension NavigationTree: Codable where Element: Codable {}
extension NavigationTree.Tab: Codable where Element: Codable {}
extension NavigationTree.Modal: Codable where Element: Codable {}

extension NavigationTree.Root: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case stack, tabs, selectedIndex
  }

  /// Decodes a root written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let tabs = try container.decodeIfPresent([NavigationTree.Tab].self, forKey: .tabs) {
      self = .tabs(tabs, selectedIndex: try container.decode(Int.self, forKey: .selectedIndex))
    } else {
      self = .stack(try container.decode([Element].self, forKey: .stack))
    }
  }

  /// Encodes the root as `{"stack": [...]}` or `{"tabs": [...], "selectedIndex": 0}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack):
      try container.encode(stack, forKey: .stack)
    case .tabs(let tabs, let index):
      try container.encode(tabs, forKey: .tabs)
      try container.encode(index, forKey: .selectedIndex)
    }
  }
}
