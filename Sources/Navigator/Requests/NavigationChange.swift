/// A change to the whole app's navigation that an ``AppNavigator`` carries out as one
/// transaction: computed from the state at its turn in the queue, applied as the smallest
/// change, with every new screen made before anything on screen changes.
///
/// ```swift
/// appNavigator.send(.selectTab("chats", stack: [inbox, chat(ada)]))
/// appNavigator.send(.present([compose, audience]))
/// appNavigator.send(.dismissAll)
/// ```
///
/// Its description names destinations by their case, never their payload.
public struct NavigationChange: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  enum Kind: Sendable {
    case navigate(AnyDestination)
    /// An area's exit, which its area's exit handler replaces at its turn.
    case exit(AnyExit)
    case back
    case backToRoot
    case dismissTop
    case dismissAll
    case reset(NavigationState)
    case setStack([AnyDestination], tab: String?)
    case selectTab(String, stack: [AnyDestination]?)
    case present([AnyDestination], withNavigationBar: Bool)
    case go(AnyDestination, through: [AnyDestination])
    case clearBackStack
    case open(String)
    case custom(
      name: String,
      @MainActor @Sendable (NavigationState) throws(NavigationError) -> NavigationState)
    /// A ``StackNavigator``'s change of its navigation controller's stack, carried out by the
    /// engine of the window the controller is in.
    case stackArea(StackAreaChange)
  }

  let kind: Kind

  /// Whether the last step is animated; the steps before it never are.
  public var animated: Bool

  /// Whether leave guards may stop it; `false` for an ``unstoppable`` change.
  public internal(set) var mayBeStopped = true

  /// Runs once the change was applied, and only if it was.
  var afterwards: (@MainActor @Sendable () -> Void)?

  init(_ kind: Kind, animated: Bool = true) {
    self.kind = kind
    self.animated = animated
  }

  /// Shows `destination` as its ``Destination/presentation`` says, on the top stack: pushed on
  /// the top modal's stack or the selected tab's, presented over the top modal, or as a new root
  /// stack. A handler registered for its area
  /// (``AppNavigator/handleNavigation(to:_:)``) is followed instead.
  ///
  /// ```swift
  /// appNavigator.send(.navigate(to: MessagesDestination.chat(.ada)))
  /// ```
  public static func navigate(to destination: some Destination, animated: Bool = true) -> Self {
    Self(.navigate(AnyDestination(destination)), animated: animated)
  }

  /// Pops the top stack's top screen.
  public static var back: Self { Self(.back) }

  /// Pops the top stack to its root screen.
  public static var backToRoot: Self { Self(.backToRoot) }

  /// Dismisses the top modal.
  public static var dismissTop: Self { Self(.dismissTop) }

  /// Dismisses every modal; does nothing when none is presented.
  public static var dismissAll: Self { Self(.dismissAll) }

  /// Goes to `state`, whatever is shown: log in, log out, restore.
  ///
  /// ```swift
  /// appNavigator.send(.reset(to: NavigationState(stack: [AnyDestination(LoginDestination.login)])))
  /// ```
  public static func reset(to state: NavigationState, animated: Bool = true) -> Self {
    Self(.reset(state), animated: animated)
  }

  /// Sets the stack of the tab named `tab` to `destinations`, or the top stack's when `tab` is
  /// `nil`, keeping the screens of their common prefix.
  ///
  /// ```swift
  /// appNavigator.send(.setStack([inbox, chat(ada), profile(ada)]))
  /// ```
  public static func setStack(
    _ destinations: [AnyDestination], tab: String? = nil, animated: Bool = true
  ) -> Self {
    Self(.setStack(destinations, tab: tab), animated: animated)
  }

  /// Dismisses every modal and selects the tab named `id`, setting its stack to `stack` when
  /// given.
  ///
  /// ```swift
  /// appNavigator.send(.selectTab("settings"))
  /// ```
  public static func selectTab(
    _ id: String, stack: [AnyDestination]? = nil, animated: Bool = true
  ) -> Self {
    Self(.selectTab(id, stack: stack), animated: animated)
  }

  /// Presents `destinations` over the top modal (or the root): a stack with a navigation bar of
  /// its own, or one screen without one.
  ///
  /// ```swift
  /// appNavigator.send(.present([compose, audience]))
  /// ```
  public static func present(
    _ destinations: [AnyDestination], withNavigationBar: Bool = true, animated: Bool = true
  ) -> Self {
    Self(.present(destinations, withNavigationBar: withNavigationBar), animated: animated)
  }

  /// Opens a deep link of the app navigator's ``AppNavigator/links``: reads it into the
  /// destinations it names, then goes to the last along the shortest route of
  /// ``AppNavigator/routes``, through the others as breadcrumbs, as
  /// ``go(to:through:animated:)`` does. Without routes, a link that names one destination shows
  /// it as its presentation says.
  ///
  /// ```swift
  /// appNavigator.send(.open("messenger://chat/Ada"))
  /// ```
  ///
  /// Everything is checked before anything changes: a link that cannot be read fails with
  /// ``NavigationError/invalidLink``, a route that cannot be found with
  /// ``NavigationError/noRoute`` or ``NavigationError/payloadUnavailable``. Its description says
  /// "open a link", without the link, which may hold user data.
  public static func open(_ link: String, animated: Bool = true) -> Self {
    Self(.open(link), animated: animated)
  }

  /// Keeps only the screen on top of the top stack, which becomes that stack's first screen, so
  /// that back leads nowhere (after a sign-up flow, say).
  ///
  /// ```swift
  /// appNavigator.send(.clearBackStack)  // inbox › chat › profile becomes profile
  /// ```
  ///
  /// Fails with ``NavigationError/invalidState`` when the top modal has no navigation bar.
  public static var clearBackStack: Self { Self(.clearBackStack) }

  /// A change computed by `transform` from the state at its turn in the queue; `name` says what
  /// it does in errors and logs, without payloads.
  ///
  /// ```swift
  /// appNavigator.send(
  ///   .custom("close every sheet") { state in
  ///     var state = state
  ///     state.modals = []
  ///     return state
  ///   })
  /// ```
  public static func custom(
    _ name: String, animated: Bool = true,
    _ transform:
      @escaping @MainActor @Sendable (NavigationState) throws(NavigationError) ->
      NavigationState
  ) -> Self {
    Self(.custom(name: name, transform), animated: animated)
  }

  /// What the change does, naming destinations by their case: `navigate to
  /// MessagesDestination.chat`.
  public var description: String { describe(withPayloads: false) }

  /// The change with its destinations' payloads, for test failures and debugging; never log it.
  ///
  /// ```swift
  /// let described = String(reflecting: NavigationChange.go(to: ContactsDestination.card(.ada)))
  /// // go to ContactsDestination.card(User(name: "Ada"))
  /// ```
  public var debugDescription: String { describe(withPayloads: true) }

  fileprivate func describe(withPayloads: Bool) -> String {
    func name(_ destination: AnyDestination) -> String {
      withPayloads ? destination.debugDescription : destination.caseName
    }
    func names(_ destinations: [AnyDestination]) -> String {
      "[" + destinations.map(name).joined(separator: ", ") + "]"
    }
    switch kind {
    case .navigate(let destination): return "navigate to \(name(destination))"
    case .exit(let exit): return "exit \(withPayloads ? exit.debugDescription : exit.caseName)"
    case .back: return "back"
    case .backToRoot: return "back to root"
    case .dismissTop: return "dismiss top"
    case .dismissAll: return "dismiss all"
    case .reset(let state): return "reset to \(state.lines(name).joined(separator: "; "))"
    case .setStack(let stack, let tab):
      return "set stack\(tab.map { " of tab \($0)" } ?? "") to \(names(stack))"
    case .selectTab(let id, let stack):
      return "select tab \(id)\(stack.map { " with \(names($0))" } ?? "")"
    case .present(let stack, let bar):
      return "present \(names(stack))\(bar ? " with navigation bar" : "")"
    case .go(let destination, let stops):
      return "go to \(name(destination))\(stops.isEmpty ? "" : " through \(names(stops))")"
    case .clearBackStack: return "clear back stack"
    // NB: a link holds user data, so only the debug description shows it.
    case .open(let link): return withPayloads ? "open \(link)" : "open a link"
    case .custom(let name, _): return name
    case .stackArea(let area): return area.change.describe(withPayloads: withPayloads)
    }
  }

  /// The destination the change asks for, for its errors.
  /// The destination asked for by ``navigate(to:animated:)`` or ``go(to:through:animated:)``,
  /// or the exit an area's screen asked for, named as a destination (``Navigator/exit(_:)``);
  /// `nil` for other changes.
  ///
  /// ```swift
  /// let asked = NavigationChange.go(to: ContactsDestination.card(.ada)).destination  // .card(.ada)
  /// ```
  public var destination: AnyDestination? {
    switch kind {
    case .navigate(let destination), .go(let destination, _): return destination
    // NB: so that an exit's errors name it, as a NavigationRequest names it.
    case .exit(let exit): return AnyDestination(NamedExit(exit: exit))
    case .stackArea(let area): return area.change.destination
    default: return nil
    }
  }
}
