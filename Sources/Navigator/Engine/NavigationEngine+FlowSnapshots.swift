// MARK: - Flows in snapshots

extension NavigationEngine {
  /// The state to save, without its dialogs, and where each flow on show starts in it.
  func stateAndFlowsToSave() -> (NavigationState, [NavigationSnapshot.FlowMark]) {
    let layout = container.erasedLayout
    let shown = shownScreens.tree(of: layout)
    var state = shown.map { $0.destination }
    if let dialog = state.modals.firstIndex(where: { $0.stack.first?.base is DialogContent }) {
      state.modals.removeSubrange(dialog...)
    }
    state = savable(state)
    var marks: [NavigationSnapshot.FlowMark] = []
    for flow in flows.flows {
      guard let type = flow.valueType, let anchor = flow.anchor,
        let (location, index) = layout.position(where: { $0 === anchor }),
        let stack = shown.stack(at: location), state.stack(at: location) != nil
      else { continue }
      let stateIndex = stack.prefix { $0.index < index }.count
      guard stateIndex < state.stack(at: location)?.count ?? 0 else { continue }
      marks.append(.init(stack: location.description, index: stateIndex, type: type.id))
    }
    return (state, marks)
  }

  /// `state` without the screens no registered area makes, those of a ``StackNavigator`` that
  /// is an area of this window (``StackAreaChange``), which a restore could not make: each
  /// stack is cut before the first, and a modal whose first screen is one goes with the modals
  /// above it.
  private func savable(_ state: NavigationState) -> NavigationState {
    func made(_ stack: [AnyDestination]) -> [AnyDestination] {
      Array(stack.prefix { areas.isRegistered($0) })
    }
    var saved = state
    switch state.root {
    case .stack(let stack): saved.root = .stack(made(stack))
    case .tabs(let tabs, let index):
      saved.root = .tabs(tabs.map { .init($0.id, made($0.stack)) }, selectedIndex: index)
    }
    saved.modals = []
    for modal in state.modals {
      let stack = made(modal.stack)
      guard !stack.isEmpty else { break }
      saved.modals.append(.init(stack: stack, hasNavigationBar: modal.hasNavigationBar))
      if stack.count < modal.stack.count { break }
    }
    return saved
  }

  /// Makes the flows of a restored snapshot open again, their values going to the handlers of
  /// ``AppNavigator/handleRestoredFlows(returning:_:)``.
  func reopenFlows(_ marks: [NavigationSnapshot.FlowMark]) {
    guard !marks.isEmpty else { return }
    let layout = container.erasedLayout
    let shown = shownScreens.tree(of: layout)
    for mark in marks {
      guard let location = mark.location, let stack = shown.stack(at: location),
        stack.indices.contains(mark.index),
        let anchor = layout.stack(at: location)?[stack[mark.index].index],
        // NB: a restore that keeps a screen on show keeps its flow, and whoever awaits it.
        !flows.flows.contains(where: { $0.anchor === anchor })
      else { continue }
      let type = FlowValueType(id: mark.type)
      flows.add(anchor: anchor, valueType: type) { [weak self] ending in
        guard let self else { return }
        let value: (any Sendable)? = if case .finished(let value) = ending { value } else { nil }
        if let handler = flows.restoredFlowHandlers[type.id] {
          handler(value)
        } else if value != nil {
          report(NavigationError(.flowNotFound, detail: .reason(type.name)))
        }
      }
    }
  }
}
