// MARK: - Target

extension NavigationChange {
  /// The state this change asks for, from `state`. Pure apart from custom transforms; a lead is
  /// followed before, once per request (`AppNavigator`'s turn).
  @MainActor
  func target(
    from state: NavigationState, routes: DestinationGraph?, links: DeepLinks?
  ) throws(NavigationError) -> NavigationState {
    var state = state
    switch kind {
    case .navigate(let destination):
      try Self.show(destination, in: &state)
    case .back:
      guard let location = state.topStackLocation, let stack = state.stack(at: location) else {
        throw NavigationError(.nothingToPop, detail: .rootOnly)
      }
      guard stack.count > 1 else {
        throw NavigationError(.nothingToPop, detail: stack.isEmpty ? .emptyStack : .rootOnly)
      }
      state.setStack(Array(stack.dropLast()), at: location)
    case .backToRoot:
      guard let location = state.topStackLocation, let stack = state.stack(at: location),
        let root = stack.first
      else { throw NavigationError(.nothingToPop, detail: .emptyStack) }
      state.setStack([root], at: location)
    case .dismissTop:
      guard !state.modals.isEmpty else { throw NavigationError.nothingToDismiss }
      state.modals.removeLast()
    case .dismissAll:
      state.modals = []
    case .reset(let wanted):
      state = wanted
    case .setStack(let stack, let tab):
      let location =
        try tab.map { id throws(NavigationError) in try Self.tabLocation(id, in: state) }
        ?? state.topStackLocation
      guard let location else { throw Self.noStackOnTop() }
      state.setStack(stack, at: location)
    case .selectTab(let id, let stack):
      guard case .tabs(var tabs, _) = state.root,
        let index = tabs.firstIndex(where: { $0.id == id })
      else { throw Self.noTab(id) }
      if let stack { tabs[index].stack = stack }
      state.root = .tabs(tabs, selectedIndex: index)
      state.modals = []
    case .present(let stack, let withNavigationBar):
      state.modals.append(.init(stack: stack, hasNavigationBar: withNavigationBar))
    case .go(let destination, let stops):
      guard let routes else {
        throw NavigationError(
          .noRoute, destination: destination, detail: .route(to: destination.caseName, .noGraph))
      }
      state = try RouteResolver(graph: routes, state: state, target: destination, stops: stops)
        .resolve()
    case .open(let link):
      guard let links else {
        throw NavigationError(.invalidLink, detail: .link(.noLinks))
      }
      let destinations = try links.destinations(for: link)
      guard let target = destinations.last else {
        throw NavigationError(.invalidLink, detail: .link(.noDestination))
      }
      if let routes {
        state = try RouteResolver(
          graph: routes, state: state, target: target, stops: Array(destinations.dropLast())
        ).resolve()
      } else if destinations.count == 1 {
        try Self.show(target, in: &state)
      } else {
        throw NavigationError(
          .noRoute, destination: target, detail: .route(to: target.caseName, .noGraph))
      }
    case .clearBackStack:
      guard let location = state.topStackLocation, let top = state.stack(at: location)?.last
      else { throw Self.noStackOnTop() }
      state.setStack([top], at: location)
    case .custom(_, let transform):
      state = try transform(state)
    case .exit(let exit):
      // NB: a handled exit was replaced by its handler's change before planning.
      throw exit.notHandled
    case .stackArea(let area):
      // NB: planned on the layout (`NavigationTransaction.plan(_:on:context:)`), never here.
      return try area.change.target(from: state, routes: routes, links: links)
    }
    return state
  }

  private static func show(
    _ destination: AnyDestination, in state: inout NavigationState
  ) throws(NavigationError) {
    switch destination.presentation {
    case .push, .popToExistingOrPush:
      guard let location = state.topStackLocation, var stack = state.stack(at: location) else {
        throw NavigationError(.blockedByModal, destination: destination)
      }
      if destination.presentation == .popToExistingOrPush,
        let index = stack.lastIndex(of: destination)
      {
        stack.removeSubrange((index + 1)...)
      } else {
        stack.append(destination)
      }
      state.setStack(stack, at: location)
    case .modal:
      state.modals.append(.screen(destination))
    case .modalWithNavigationBar:
      state.modals.append(.stack([destination]))
    case .replaceStack:
      state.modals = []
      switch state.root {
      case .stack: state.setStack([destination], at: .root)
      case .tabs(_, let index): state.setStack([destination], at: .tab(index))
      }
    }
  }

  private static func tabLocation(
    _ id: String, in state: NavigationState
  ) throws(NavigationError) -> StackLocation {
    guard case .tabs(let tabs, _) = state.root, let index = tabs.firstIndex(where: { $0.id == id })
    else { throw noTab(id) }
    return .tab(index)
  }

  private static func noTab(_ id: String) -> NavigationError {
    NavigationError(.invalidState, detail: .reason("there is no tab named \(id)"))
  }

  private static func noStackOnTop() -> NavigationError {
    NavigationError(
      .invalidState,
      detail: .reason("the top modal has no navigation bar, so it has no stack to set"))
  }
}
