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
    var marks: [NavigationSnapshot.FlowMark] = []
    for flow in flows.flows {
      guard let type = flow.valueType, let anchor = flow.anchor,
        let (location, index) = layout.position(where: { $0 === anchor }),
        let stack = shown.stack(at: location), state.stack(at: location) != nil
      else { continue }
      let stateIndex = stack.prefix { $0.index < index }.count
      marks.append(.init(stack: location.description, index: stateIndex, type: type.id))
    }
    return (state, marks)
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
