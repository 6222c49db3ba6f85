/// Which destinations lead to which, across every area of an app, and how to make the screens a
/// route shows on the way: the typed screen graph an ``AppNavigator`` finds routes over.
///
/// Each area declares, in its own block, where each of its screens can lead (a push, a modal, a
/// modal with a navigation bar, a tab switch) and how to make a screen that a route shows on the
/// way to a target: from the next screen, from the target, or from the app's model. Nodes are
/// cases without payloads (``DestinationCase``); edges may cross areas.
///
/// ```swift
/// let routes = DestinationGraph { graph in
///   graph.area(ChatsDestination.self) { chats in
///     chats.root("inbox")
///     chats.edge("inbox", "chat")
///     chats.edge("chat", "profile")
///     chats.make("chat") { context in
///       guard case .profile(let user)? = context.next(as: ChatsDestination.self) else {
///         return nil
///       }
///       return .chat(user)
///     }
///   }
/// }
/// appNavigator.routes = routes
/// appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
/// // from any screen: back to the inbox, then chat(ada) › profile(ada)
/// ```
///
/// A tab edge (`.tab`) leads to the first screen of a tab, a root: it draws the map and makes
/// the tab reachable for ``problems()``. Routes do not take it; in an app with tabs, a route
/// starts from each tab's stack as it is, for one step more than the screens on show.
///
/// A maker never invents a payload: when it gives none, or a case has no maker, a route that
/// needs that screen fails with ``NavigationError/payloadUnavailable`` before anything changes,
/// and ``problems()`` names the case in the app's own tests.
@MainActor
public final class DestinationGraph {
  /// Makes a screen on the way to a target, or gives `nil` when it cannot.
  public typealias Maker = @MainActor (RouteContext) -> AnyDestination?

  /// The compiled graph of cases, every edge included, for maps and problems.
  public let screens: ScreenGraph<DestinationCase>

  /// The graph routes are found over: the same cases without tab edges, since a route starts
  /// from each tab's own stack instead, keeping the place the user had in it.
  let routing: ScreenGraph<DestinationCase>

  let makers: [DestinationCase: Maker]

  /// The edges of `routing` that are open only while their condition holds, by index.
  private let conditions: [(edge: Int, isOpen: @MainActor @Sendable () -> Bool)]

  /// Declares the graph, one area at a time, and compiles it.
  ///
  /// ```swift
  /// let routes = DestinationGraph { graph in
  ///   graph.area(SettingsDestination.self) { settings in
  ///     settings.root(.root)
  ///     settings.edge(.root, .account)
  ///   }
  /// }
  /// ```
  public init(_ declare: (inout Declaration) -> Void) {
    var declaration = Declaration()
    declare(&declaration)
    screens = ScreenGraph(roots: declaration.roots, edges: declaration.edges)
    var routingEdges: [ScreenEdge<DestinationCase>] = []
    var conditions: [(edge: Int, isOpen: @MainActor @Sendable () -> Bool)] = []
    for (index, edge) in declaration.edges.enumerated() where edge.transition != .tab {
      if let isOpen = declaration.conditions[index] {
        conditions.append((routingEdges.count, isOpen))
      }
      routingEdges.append(edge)
    }
    routing = ScreenGraph(nodes: screens.nodes, roots: declaration.roots, edges: routingEdges)
    makers = declaration.makers
    self.conditions = conditions
  }

  /// Closes the edges whose condition does not hold now to the routes found next.
  @MainActor
  func closeEdges() {
    guard !conditions.isEmpty else { return }
    routing.close(edgesAt: conditions.filter { !$0.isOpen() }.map(\.edge))
  }

  /// The problems an app's tests should fail on: cases that cannot be reached from a root, cases
  /// reached as soon from several parents with no edge preferred, cases a route may show on the
  /// way to another that have no maker for their payload, and tab switches to a case that is not
  /// a root.
  ///
  /// ```swift
  /// #expect(routes.problems().isEmpty)  // or assertScreenGraph(routes) from NavigatorTestSupport
  /// ```
  public func problems() -> [GraphProblem<DestinationCase>] {
    var problems = screens.problems()
    var reported: Set<DestinationCase> = []
    // NB: a tab switch shows the tab's own first screen, which needs no maker.
    let entered = Set(screens.edges.lazy.filter { $0.transition != .tab }.map(\.to))
    for edge in screens.edges
    where entered.contains(edge.from) && makers[edge.from] == nil
      && reported.insert(edge.from).inserted
    {
      problems.append(.payloadGap(edge.from, before: edge.to))
    }
    let roots = Set(screens.roots)
    for edge in screens.edges where edge.transition == .tab && !roots.contains(edge.to) {
      problems.append(.tabSwitchToNonRoot(edge.to, from: edge.from))
    }
    return problems
  }

  /// The graph as a Mermaid flowchart, for docs and pull requests.
  ///
  /// ```swift
  /// print(routes.mermaid())  // flowchart TD …
  /// ```
  public func mermaid() -> String { screens.mermaid() }

  /// The graph in Graphviz DOT, for `dot -Tsvg`.
  ///
  /// ```swift
  /// try routes.dot(name: "Messenger").write(to: url, atomically: true, encoding: .utf8)
  /// ```
  public func dot(name: String = "Screens") -> String { screens.dot(name: name) }
}

// MARK: - Declaration

extension DestinationGraph {
  /// The declaration of a ``DestinationGraph``, one area at a time.
  public struct Declaration {
    var roots: [DestinationCase] = []
    var edges: [ScreenEdge<DestinationCase>] = []
    var makers: [DestinationCase: Maker] = [:]
    /// The conditions of the edges that have one, by index in `edges`.
    var conditions: [Int: @MainActor @Sendable () -> Bool] = [:]

    /// Declares the roots, edges and makers of one area, whose cases the block names with a
    /// leading dot.
    ///
    /// ```swift
    /// graph.area(DirectoryDestination.self) { directory in
    ///   directory.root(.contacts)
    ///   directory.edge(.contacts, .card)
    /// }
    /// ```
    public mutating func area<D: RoutableDestination>(
      _ area: D.Type, _ declare: (inout Area<D>) -> Void
    ) {
      var block = Area<D>(declaration: self)
      declare(&block)
      self = block.declaration
    }
  }

  /// The declarations of one area, inside ``Declaration/area(_:_:)``.
  public struct Area<D: RoutableDestination> {
    var declaration: Declaration

    /// Declares a screen the app starts at, such as a tab's first screen.
    ///
    /// ```swift
    /// chats.root("inbox")
    /// ```
    public mutating func root(_ screen: D.Screen) {
      declaration.roots.append(DestinationCase(D.self, screen))
    }

    /// Declares that `from` leads to `to` of the same area.
    ///
    /// ```swift
    /// chats.edge("inbox", "newMessage", .modalWithNavigationBar)
    /// ```
    ///
    /// - Parameters:
    ///   - from: The case that leads.
    ///   - to: The case it leads to.
    ///   - transition: How `to` is shown: pushed by default.
    ///   - isPreferred: Whether a route takes this edge over others that reach `to` as soon
    ///     (when `to` has several parents).
    ///   - isOpen: When given, a route takes the edge only while it returns `true`, asked as
    ///     each route is found: an edge the app closes (a feature switched off, a screen for
    ///     signed-in users) is avoided, and another route taken if there is one.
    public mutating func edge(
      _ from: D.Screen, _ to: D.Screen, _ transition: ScreenTransition = .push,
      isPreferred: Bool = false, when isOpen: (@MainActor @Sendable () -> Bool)? = nil
    ) {
      edge(from, DestinationCase(D.self, to), transition, isPreferred: isPreferred, when: isOpen)
    }

    /// Declares that `from` leads to a case of another area.
    ///
    /// ```swift
    /// chats.edge("chat", DestinationCase(ContactsDestination.self, .card))
    /// ```
    ///
    /// ```swift
    /// chats.edge("inbox", "drafts", when: { features.drafts })
    /// ```
    public mutating func edge(
      _ from: D.Screen, _ to: DestinationCase, _ transition: ScreenTransition = .push,
      isPreferred: Bool = false, when isOpen: (@MainActor @Sendable () -> Bool)? = nil
    ) {
      if let isOpen { declaration.conditions[declaration.edges.count] = isOpen }
      declaration.edges.append(
        ScreenEdge(DestinationCase(D.self, from), to, transition, isPreferred: isPreferred))
    }

    /// Declares how to make a screen of `screen`'s case when a route shows it on the way to
    /// another: from the next screen, from the target, or from the app's model. Give `nil` when
    /// the payload is not known; the route then fails before anything changes.
    ///
    /// ```swift
    /// chats.make("chat") { context in
    ///   guard case .profile(let user)? = context.next(as: ChatsDestination.self) else { return nil }
    ///   return .chat(user)
    /// }
    /// ```
    public mutating func make(
      _ screen: D.Screen, _ maker: @escaping @MainActor (RouteContext) -> D?
    ) {
      declaration.makers[DestinationCase(D.self, screen)] = { context in
        maker(context).map(AnyDestination.init)
      }
    }

    /// Declares a case without payload, which a route makes as `destination` itself.
    ///
    /// ```swift
    /// settings.make(.account)
    /// ```
    public mutating func make(_ destination: D) {
      declaration.makers[DestinationCase(of: destination)] = { _ in AnyDestination(destination) }
    }
  }
}
