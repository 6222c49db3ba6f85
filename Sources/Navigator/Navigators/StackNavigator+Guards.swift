extension StackNavigator {
  /// Guards the area's destinations: every request that would show one (a push, a presentation,
  /// a new stack) asks `decide` first, in its turn, and shows it only if it answers
  /// ``EntryDecision/allow``. Screens that conform to ``LeaveGuard`` are asked before a pop, a
  /// pop to root, a new stack or a dismissal takes them off the screen.
  ///
  /// ```swift
  /// navigator.guardEntry { destination in
  ///   destination == .settings && !session.isSignedIn ? .deny("signed out") : .allow
  /// }
  /// ```
  ///
  /// A stack navigator has no whole-app changes to redirect to: a guard that answers
  /// ``EntryDecision/redirect(_:)`` fails the request with ``NavigationError/entryDenied``.
  /// Guard the area in an ``AppNavigator`` to redirect and resume.
  public func guardEntry(_ decide: @escaping @MainActor @Sendable (Destination) -> EntryDecision) {
    guards.addEntryGuard(to: Destination.self, decide)
  }

  /// What the guards of `plan`, made on a stack of `screens`, are asked about: the destination
  /// it shows, and the screens it removes that guard their own leaving.
  func crossings(
    of plan: StackPlan<Destination>, screens: [Screen], on controller: Controller
  ) -> GuardCrossings<Screen> {
    var entering: [AnyDestination] = []
    var removed: ArraySlice<Screen> = []
    switch plan {
    case .nothing: break
    case .push(let destination): entering = [AnyDestination(destination)]
    case .present(let destination, _): entering = [AnyDestination(destination)]
    case .replaceStack(let destination, _):
      entering = [AnyDestination(destination)]
      removed = screens[...]
      if let presented = controller.presentedScreen { removed.append(presented) }
    case .pop: removed = screens.suffix(1)
    case .popToRoot: removed = screens.dropFirst()
    case .popTo(let index): removed = screens.dropFirst(index + 1)
    case .dismiss: removed = controller.presentedScreen.map { [$0] } ?? []
    }
    var leaving: [GuardCrossings<Screen>.Left] = []
    for screen in removed.reversed() where screen is any LeaveGuard {
      guard let destination = shared.shownScreens.destination(of: screen) else { continue }
      leaving.append(.init(screen: screen, destination: destination, isRemoved: true))
    }
    return GuardCrossings(leaving: leaving, entering: guards.guardsEntry ? entering : [])
  }
}

extension StackNavigator {
  /// Whether the user may pop the top screen with a back swipe or the back button: its
  /// ``LeaveGuard`` must allow it at once. When it answers later and `attempt` is `true`, the pop
  /// is asked for as a request, which waits for the answer in its turn.
  func userMayPop(attempt: Bool) -> Bool {
    guard let controller = shared.controller, controller.screens.count > 1,
      let top = controller.screens.last, top is any LeaveGuard,
      let destination = shared.shownScreens.destination(of: top)
    else { return true }
    let leaving = Leaving(destination: destination, byGesture: true)
    switch guards.leaveDecision(for: destination, screen: top, leaving: leaving).kind {
    case .allow:
      return true
    case .stay:
      return false
    case .later:
      if attempt {
        perform(.back) { [weak self] result in
          // NB: a guard that keeps its screen is what the user sees; it is not a failure.
          guard case .failure(let error) = result, !(.leaveRefused ~= error) else { return }
          self?.reportGestureFailure(error)
        }
      }
      return false
    }
  }

  private func reportGestureFailure(_ error: NavigationError) {
    if let onFailure {
      onFailure(error)
    } else {
      NavigationFailureHandler.current.report(error)
    }
  }
}

extension StackPlan {
  /// Whether the plan takes screens off the screen, whose leave guards are then asked.
  var removesScreens: Bool {
    switch self {
    case .nothing, .push, .present: false
    case .pop, .popToRoot, .popTo, .replaceStack, .dismiss: true
    }
  }
}

extension NavigationError {
  /// The error of a stack navigator's guard that redirected, which only an app navigator can.
  static func cannotRedirect(_ destination: AnyDestination) -> NavigationError {
    NavigationError(
      .entryDenied, destination: destination,
      detail: .guardReason(
        "its guard redirected, and a stack navigator cannot redirect; guard the area in an "
          + "AppNavigator to redirect and resume"))
  }
}
