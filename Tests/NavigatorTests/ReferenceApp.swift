import Navigator

/// A plain model of what an app navigator should do: its state as plain arrays, each request
/// applied in order by straightforward code, independent of `NavigationChange` and
/// `PathPlanner`.
@MainActor
final class ReferenceApp {
  private struct Modal {
    var stack: [AnyDestination]
    var hasBar: Bool
  }

  private var tabIDs: [String]?  // nil: one stack
  private var stacks: [[AnyDestination]]
  private var selected: Int
  private var modals: [Modal]
  private var pending: [(request: AppStep.AppRequest, id: Int)] = []
  private(set) var ended: [Int: String] = [:]
  private let failing = AnyDestination(ChatsDestination.profile("zed"))

  init(state: NavigationState) {
    (tabIDs, stacks, selected, modals) = (nil, [], 0, [])
    load(state)
  }

  var state: NavigationState {
    let modals = modals.map { NavigationState.Modal(stack: $0.stack, hasNavigationBar: $0.hasBar) }
    guard let tabIDs else { return NavigationState(stack: stacks[0], modals: modals) }
    let tabs = zip(tabIDs, stacks).map { NavigationState.Tab($0, $1) }
    return NavigationState(root: .tabs(tabs, selectedIndex: selected), modals: modals)
  }

  private func load(_ state: NavigationState) {
    switch state.root {
    case .stack(let stack):
      (tabIDs, stacks, selected) = (nil, [stack], 0)
    case .tabs(let tabs, let index):
      (tabIDs, stacks, selected) = (tabs.map(\.id), tabs.map(\.stack), index)
    }
    modals = state.modals.map { Modal(stack: $0.stack, hasBar: $0.hasNavigationBar) }
  }

  func enqueue(_ request: AppStep.AppRequest, id: Int) {
    pending.append((request, id))
  }

  func drain() {
    while !pending.isEmpty {
      let (request, id) = pending.removeFirst()
      let before = (tabIDs, stacks, selected, modals)
      let outcome = apply(request)
      if outcome != "success" { (tabIDs, stacks, selected, modals) = before }
      ended[id] = outcome
    }
  }

  // MARK: - Requests

  private func apply(_ request: AppStep.AppRequest) -> String {
    switch request {
    case .area(let request):
      switch request.action {
      case .navigate(let destination):
        return show(AnyDestination(destination))
      case .back:
        guard let top = topStack, top.count > 1 else { return "nothingToPop" }
        topStack = Array(top.dropLast())
      case .backToRoot:
        guard let root = topStack?.first else { return "nothingToPop" }
        topStack = [root]
      case .dismiss:
        guard !modals.isEmpty else { return "nothingToDismiss" }
        modals.removeLast()
      }
    case .app(let change):
      return applyWholePath(change)
    }
    return checked(nil)
  }

  private func show(_ destination: AnyDestination) -> String {
    func failure() -> String { "blockedByModal \(destination.debugDescription)" }
    switch destination.presentation {
    case .push:
      guard let top = topStack else { return failure() }
      topStack = top + [destination]
    case .popToExistingOrPush:
      guard let top = topStack else { return failure() }
      if let index = top.lastIndex(of: destination) {
        topStack = Array(top[...index])
      } else {
        topStack = top + [destination]
      }
    case .modal:
      modals.append(Modal(stack: [destination], hasBar: false))
    case .modalWithNavigationBar:
      modals.append(Modal(stack: [destination], hasBar: true))
    case .replaceStack:
      modals = []
      stacks[selected] = [destination]
    }
    return checked(destination)
  }

  /// The changes the sequences make, recognised by their parts: the kind's case and its payload,
  /// or the case alone when it has none.
  private func applyWholePath(_ change: NavigationChange) -> String {
    let probe = Mirror(reflecting: change).children.first { $0.label == "kind" }?.value
    let kind = probe.map { Mirror(reflecting: $0).children.first } ?? nil
    switch (kind?.label ?? probe.map { String(describing: $0) }, kind?.value) {
    case ("dismissAll", _):
      modals = []
    case ("back", _): return apply(.area(NavigationRequest(.back)))
    case ("backToRoot", _): return apply(.area(NavigationRequest(.backToRoot)))
    case ("dismissTop", _): return apply(.area(NavigationRequest(.dismiss)))
    case ("clearBackStack", _):
      guard let top = topStack?.last else { return "invalidState" }
      topStack = [top]
    case ("navigate", let destination as AnyDestination):
      return show(destination)
    case ("setStack", let value as ([AnyDestination], String?)):
      if let tab = value.1 {
        guard let index = tabIDs?.firstIndex(of: tab) else { return "invalidState" }
        stacks[index] = value.0
      } else {
        guard topStack != nil else { return "invalidState" }
        topStack = value.0
      }
    case ("selectTab", let value as (String, [AnyDestination]?)):
      guard let index = tabIDs?.firstIndex(of: value.0) else { return "invalidState" }
      if let stack = value.1 { stacks[index] = stack }
      selected = index
      modals = []
    case ("present", let value as ([AnyDestination], Bool)):
      modals.append(Modal(stack: value.0, hasBar: value.1))
    case ("reset", let state as NavigationState):
      load(state)
    default:
      return "unknown change \(change)"
    }
    return checked(nil)
  }

  /// Checks the new state can be shown and made: "success", or how the request fails.
  private func checked(_ destination: AnyDestination?) -> String {
    if stacks.contains(where: \.isEmpty)
      || modals.contains(where: { $0.stack.isEmpty || (!$0.hasBar && $0.stack.count != 1) })
    {
      return "invalidState" + (destination.map { " \($0.debugDescription)" } ?? "")
    }
    let all = stacks.joined() + modals.flatMap(\.stack)
    if all.contains(failing) { return "screenUnavailable \(failing.debugDescription)" }
    return "success"
  }

  // MARK: - Gestures

  func gesture(_ step: AppStep) -> Bool {
    switch step {
    case .userPop:
      guard let top = topStack, top.count > 1 else { return false }
      topStack = Array(top.dropLast())
    case .userSwipeDown:
      guard !modals.isEmpty else { return false }
      modals.removeLast()
    case .userSelectTab(let index):
      guard let tabIDs, modals.isEmpty, tabIDs.indices.contains(index) else { return false }
      selected = index
    default:
      return false
    }
    return true
  }

  /// The stack a push goes onto; `nil` under a modal without a navigation bar.
  private var topStack: [AnyDestination]? {
    get {
      if let top = modals.last { return top.hasBar ? top.stack : nil }
      return stacks[selected]
    }
    set {
      guard let newValue else { return }
      if modals.isEmpty {
        stacks[selected] = newValue
      } else {
        modals[modals.count - 1].stack = newValue
      }
    }
  }
}
