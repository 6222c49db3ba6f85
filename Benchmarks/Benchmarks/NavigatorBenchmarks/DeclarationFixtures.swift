import Navigator

// MARK: - The Messenger sample's declarations, replicated

// The benchmark packages can depend on the library's products only, and the Messenger sample
// (`MessengerApp`) is a target of the main package, not a product. These types copy the shape of
// its areas (Playgrounds/Messenger/Sources/MessengerApp), and `SampleDeclarations` its
// `MessengerMap.makeGraph()` and `MessengerLinks.make()` edge for edge and pattern for pattern.

/// The sample's `User`.
struct SampleUser: Hashable, Sendable {
  let name: String
  let email: String

  static let ada = SampleUser(name: "Ada", email: "ada@example.com")
  static let grace = SampleUser(name: "Grace", email: "grace@example.com")
  static let linus = SampleUser(name: "Linus", email: "linus@example.com")
  static let everyone: [SampleUser] = [.ada, .grace, .linus]

  init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  /// The account named `name`, or someone the app does not know yet, whose email is unknown.
  init(named name: String) {
    self = SampleUser.everyone.first { $0.name == name } ?? SampleUser(name: name, email: "")
  }
}

extension SampleUser: LinkValue {
  init?(linkText: String) {
    guard !linkText.allSatisfy(\.isWhitespace) else { return nil }
    self = SampleUser(named: linkText)
  }

  var linkText: String? { name }
}

enum SampleSplash: RoutableDestination {
  case splash
  case onboarding
  case login

  enum Screen: Hashable, Sendable { case splash, onboarding, login }

  var screen: Screen {
    switch self {
    case .splash: .splash
    case .onboarding: .onboarding
    case .login: .login
    }
  }
}

enum SampleOnboarding: RoutableDestination {
  case page(Int)

  enum Screen: Hashable, Sendable { case page }

  var screen: Screen { .page }
}

enum SampleLogin: RoutableDestination {
  case login
  case forgotPassword
  case signUp(prefilledEmail: String?)
  case loginCompleted(user: SampleUser)

  var presentation: Presentation {
    switch self {
    case .login, .loginCompleted: .replaceStack
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    }
  }

  enum Screen: Hashable, Sendable { case login, forgotPassword, signUp, loginCompleted }

  var screen: Screen {
    switch self {
    case .login: .login
    case .forgotPassword: .forgotPassword
    case .signUp: .signUp
    case .loginCompleted: .loginCompleted
    }
  }
}

enum SampleMessages: RoutableDestination {
  case inbox(SampleUser)
  case chat(SampleUser)
  case profile(SampleUser)
  case newMessage(from: SampleUser)
  case recipients(of: SampleUser)
  case photoPicker

  var presentation: Presentation {
    switch self {
    case .inbox: .replaceStack
    case .chat: .popToExistingOrPush
    case .profile, .recipients: .push
    case .newMessage: .modalWithNavigationBar
    case .photoPicker: .modal
    }
  }

  enum Screen: Hashable, Sendable { case inbox, chat, profile, newMessage, recipients, photoPicker }

  var screen: Screen {
    switch self {
    case .inbox: .inbox
    case .chat: .chat
    case .profile: .profile
    case .newMessage: .newMessage
    case .recipients: .recipients
    case .photoPicker: .photoPicker
    }
  }
}

enum SampleContacts: RoutableDestination {
  case contacts(of: SampleUser)
  case card(SampleUser)

  enum Screen: Hashable, Sendable { case contacts, card }

  var screen: Screen {
    switch self {
    case .contacts: .contacts
    case .card: .card
    }
  }
}

enum SampleSettings: RoutableDestination {
  case settings
  case logOut

  enum Screen: Hashable, Sendable { case settings, logOut }

  var screen: Screen {
    switch self {
    case .settings: .settings
    case .logOut: .logOut
    }
  }
}

/// The sample's graph and links, declared as `MessengerMap` and `MessengerLinks` declare them.
enum SampleDeclarations {
  /// The edges `makeGraph()` declares.
  static let edgeCount = 17
  /// The patterns `makeLinks()` declares.
  static let patternCount = 20

  /// `MessengerMap.makeGraph()`.
  @MainActor static func makeGraph() -> DestinationGraph {
    DestinationGraph { graph in
      graph.area(SampleSplash.self) { splash in
        splash.root(.splash)
        splash.edge(.splash, onboardingPage)
        splash.edge(.splash, login)
      }
      graph.area(SampleOnboarding.self) { onboarding in
        onboarding.root(.page)
        onboarding.edge(.page, login)
        onboarding.make(.page) { _ in .page(1) }
      }
      graph.area(SampleLogin.self) { login in
        login.root(.login)
        login.edge(.login, .forgotPassword, .modalWithNavigationBar)
        login.edge(.login, .signUp)
        login.edge(.login, inbox, .tab)
        login.edge(.signUp, inbox, .tab)
        login.make(.login)
        login.make(.signUp) { _ in .signUp(prefilledEmail: nil) }
      }
      graph.area(SampleMessages.self) { messages in
        messages.root(.inbox)
        messages.edge(.inbox, .chat)
        messages.edge(.chat, .profile, isPreferred: true)
        messages.edge(.inbox, .newMessage, .modalWithNavigationBar)
        messages.edge(.newMessage, .recipients)
        messages.edge(.newMessage, .photoPicker, .modal)
        messages.edge(.inbox, contacts, .tab)
        messages.edge(.inbox, settings, .tab)
        messages.make(.inbox) { context in signedInInbox(in: context) }
        messages.make(.chat) { context in
          guard case .profile(let person)? = context.next(as: SampleMessages.self) else {
            return nil
          }
          return .chat(person)
        }
        messages.make(.newMessage) { context in
          if case .recipients(let user)? = context.next(as: SampleMessages.self) {
            return .newMessage(from: user)
          }
          guard case .inbox(let user)? = signedInInbox(in: context) else { return nil }
          return .newMessage(from: user)
        }
      }
      graph.area(SampleContacts.self) { contacts in
        contacts.root(.contacts)
        contacts.edge(.contacts, .card)
        contacts.edge(.card, profile)
        contacts.make(.contacts) { context in
          context.shown(SampleContacts.self) { $0.screen == .contacts }
        }
        contacts.make(.card) { context in
          guard case .profile(let person)? = context.next(as: SampleMessages.self) else {
            return nil
          }
          return .card(person)
        }
      }
      graph.area(SampleSettings.self) { settings in
        settings.root(.settings)
        settings.edge(.settings, login)
        settings.make(.settings)
      }
    }
  }

  private static let onboardingPage = DestinationCase(SampleOnboarding.self, .page)
  private static let login = DestinationCase(SampleLogin.self, .login)
  private static let inbox = DestinationCase(SampleMessages.self, .inbox)
  private static let profile = DestinationCase(SampleMessages.self, .profile)
  private static let contacts = DestinationCase(SampleContacts.self, .contacts)
  private static let settings = DestinationCase(SampleSettings.self, .settings)

  static func signedInInbox(in context: RouteContext) -> SampleMessages? {
    context.shown(SampleMessages.self) { $0.screen == .inbox }
  }

  /// The host of the universal links.
  static let website = "https://messenger.example/"
  /// The custom scheme, whose host is the path's first word.
  static let scheme = "messenger://"

  /// `MessengerLinks.make()`.
  static func makeLinks() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(SampleMessages.self) { messages in
        messages.link(both: "inbox?account={account}") { (account: SampleUser) in
          .inbox(account)
        } parts: {
          if case .inbox(let account) = $0 { account } else { nil }
        }
        messages.link(both: "chat/{user}") { (user: SampleUser) in
          .chat(user)
        } parts: {
          if case .chat(let user) = $0 { user } else { nil }
        }
        messages.link(both: "profile/{user}") { (user: SampleUser) in
          .profile(user)
        } parts: {
          if case .profile(let user) = $0 { user } else { nil }
        }
        messages.path(both: "contacts/{user}/profile") { (user: SampleUser) in
          [
            AnyDestination(SampleContacts.card(user)),
            AnyDestination(SampleMessages.profile(user)),
          ]
        } parts: { _ in
          nil
        }
        messages.link(both: "compose?from={account}") { (account: SampleUser) in
          .newMessage(from: account)
        } parts: {
          if case .newMessage(let account) = $0 { account } else { nil }
        }
        messages.link(both: "compose/recipients?from={account}") { (account: SampleUser) in
          .recipients(of: account)
        } parts: {
          if case .recipients(let account) = $0 { account } else { nil }
        }
        messages.link(both: "compose/photo", .photoPicker)
      }
      links.area(SampleContacts.self) { contacts in
        contacts.link(both: "contacts?account={account}") { (account: SampleUser) in
          .contacts(of: account)
        } parts: {
          if case .contacts(let account) = $0 { account } else { nil }
        }
        contacts.link(both: "contacts/{user}?email={email?}") {
          (user: SampleUser, email: String?) in
          .card(email.map { SampleUser(name: user.name, email: $0) } ?? user)
        } parts: {
          guard case .card(let user) = $0 else { return nil }
          return (user, SampleUser(named: user.name) == user ? nil : user.email)
        }
      }
      links.area(SampleSettings.self) { settings in
        settings.link(both: "settings", .settings)
      }
    }
  }
}

extension DeepLinks.Area {
  /// Declares `path` as a universal link, then under the custom scheme, to `destination`.
  fileprivate mutating func link(both path: String, _ destination: D) {
    link(SampleDeclarations.website + path, destination)
    link(SampleDeclarations.scheme + path, destination)
  }

  /// Declares `path`, with one parameter, as a universal link, then under the custom scheme.
  fileprivate mutating func link<A: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A) -> D,
    parts: @escaping @Sendable (D) -> A?
  ) {
    link(SampleDeclarations.website + path, make, parts: parts)
    link(SampleDeclarations.scheme + path, make, parts: parts)
  }

  /// Declares `path`, with two parameters, as a universal link, then under the custom scheme.
  fileprivate mutating func link<A: LinkValue, B: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A, B) -> D,
    parts: @escaping @Sendable (D) -> (A, B)?
  ) {
    link(SampleDeclarations.website + path, make, parts: parts)
    link(SampleDeclarations.scheme + path, make, parts: parts)
  }

  /// Declares the path link `path` as a universal link, then under the custom scheme.
  fileprivate mutating func path<A: LinkValue>(
    both path: String, _ make: @escaping @Sendable (A) -> [AnyDestination],
    parts: @escaping @Sendable (D) -> A?
  ) {
    self.path(SampleDeclarations.website + path, make, parts: parts)
    self.path(SampleDeclarations.scheme + path, make, parts: parts)
  }
}

// MARK: - The sample's declarations by hand

/// The sample's screens as one enum, as an app without the library's graph would write them.
enum SampleScreen: Hashable {
  case splash, onboardingPage, login, forgotPassword, signUp
  case inbox, chat, profile, newMessage, recipients, photoPicker
  case contacts, card, settings
}

/// The same graph and links as ``SampleDeclarations``, in a ``HandGraph`` and a
/// ``HandLinkTable``, with the same makers and closures.
enum SampleDeclarationsByHand {
  @MainActor static func makeGraph() -> HandGraph<SampleScreen> {
    var graph = HandGraph<SampleScreen>()
    graph.roots.append(.splash)
    graph.edge(.splash, .onboardingPage)
    graph.edge(.splash, .login)
    graph.roots.append(.onboardingPage)
    graph.edge(.onboardingPage, .login)
    graph.makers[.onboardingPage] = { _ in AnyDestination(SampleOnboarding.page(1)) }
    graph.roots.append(.login)
    graph.edge(.login, .forgotPassword, .modalWithNavigationBar)
    graph.edge(.login, .signUp)
    graph.edge(.login, .inbox, .tab)
    graph.edge(.signUp, .inbox, .tab)
    graph.makers[.login] = { _ in AnyDestination(SampleLogin.login) }
    graph.makers[.signUp] = { _ in AnyDestination(SampleLogin.signUp(prefilledEmail: nil)) }
    graph.roots.append(.inbox)
    graph.edge(.inbox, .chat)
    graph.edge(.chat, .profile, isPreferred: true)
    graph.edge(.inbox, .newMessage, .modalWithNavigationBar)
    graph.edge(.newMessage, .recipients)
    graph.edge(.newMessage, .photoPicker, .modal)
    graph.edge(.inbox, .contacts, .tab)
    graph.edge(.inbox, .settings, .tab)
    graph.makers[.inbox] = { context in
      SampleDeclarations.signedInInbox(in: context).map(AnyDestination.init)
    }
    graph.makers[.chat] = { context in
      guard case .profile(let person)? = context.next(as: SampleMessages.self) else { return nil }
      return AnyDestination(SampleMessages.chat(person))
    }
    graph.makers[.newMessage] = { context in
      if case .recipients(let user)? = context.next(as: SampleMessages.self) {
        return AnyDestination(SampleMessages.newMessage(from: user))
      }
      guard case .inbox(let user)? = SampleDeclarations.signedInInbox(in: context) else {
        return nil
      }
      return AnyDestination(SampleMessages.newMessage(from: user))
    }
    graph.roots.append(.contacts)
    graph.edge(.contacts, .card)
    graph.edge(.card, .profile)
    graph.makers[.contacts] = { context in
      context.shown(SampleContacts.self) { $0.screen == .contacts }.map(AnyDestination.init)
    }
    graph.makers[.card] = { context in
      guard case .profile(let person)? = context.next(as: SampleMessages.self) else { return nil }
      return AnyDestination(SampleContacts.card(person))
    }
    graph.roots.append(.settings)
    graph.edge(.settings, .login)
    graph.makers[.settings] = { _ in AnyDestination(SampleSettings.settings) }
    return graph
  }

  static func makeLinks() -> HandLinkTable {
    var links = HandLinkTable()
    links.add(both: "inbox?account={account}") { texts in
      user(texts, 0).map { [AnyDestination(SampleMessages.inbox($0))] }
    } parts: {
      if case .inbox(let account)? = $0.as(SampleMessages.self) { [account.name] } else { nil }
    }
    links.add(both: "chat/{user}") { texts in
      user(texts, 0).map { [AnyDestination(SampleMessages.chat($0))] }
    } parts: {
      if case .chat(let user)? = $0.as(SampleMessages.self) { [user.name] } else { nil }
    }
    links.add(both: "profile/{user}") { texts in
      user(texts, 0).map { [AnyDestination(SampleMessages.profile($0))] }
    } parts: {
      if case .profile(let user)? = $0.as(SampleMessages.self) { [user.name] } else { nil }
    }
    links.add(both: "contacts/{user}/profile") { texts in
      user(texts, 0).map {
        [AnyDestination(SampleContacts.card($0)), AnyDestination(SampleMessages.profile($0))]
      }
    } parts: { _ in
      nil
    }
    links.add(both: "compose?from={account}") { texts in
      user(texts, 0).map { [AnyDestination(SampleMessages.newMessage(from: $0))] }
    } parts: {
      if case .newMessage(let account)? = $0.as(SampleMessages.self) {
        [account.name]
      } else {
        nil
      }
    }
    links.add(both: "compose/recipients?from={account}") { texts in
      user(texts, 0).map { [AnyDestination(SampleMessages.recipients(of: $0))] }
    } parts: {
      if case .recipients(let account)? = $0.as(SampleMessages.self) {
        [account.name]
      } else {
        nil
      }
    }
    links.add(both: "compose/photo") { _ in
      [AnyDestination(SampleMessages.photoPicker)]
    } parts: {
      $0 == AnyDestination(SampleMessages.photoPicker) ? [] : nil
    }
    links.add(both: "contacts?account={account}") { texts in
      user(texts, 0).map { [AnyDestination(SampleContacts.contacts(of: $0))] }
    } parts: {
      if case .contacts(let account)? = $0.as(SampleContacts.self) { [account.name] } else { nil }
    }
    links.add(both: "contacts/{user}?email={email?}") { texts in
      user(texts, 0).map { user in
        let card = texts[1].map { SampleUser(name: user.name, email: $0) } ?? user
        return [AnyDestination(SampleContacts.card(card))]
      }
    } parts: {
      guard case .card(let user)? = $0.as(SampleContacts.self) else { return nil }
      return [user.name, SampleUser(named: user.name) == user ? nil : user.email]
    }
    links.add(both: "settings") { _ in
      [AnyDestination(SampleSettings.settings)]
    } parts: {
      $0 == AnyDestination(SampleSettings.settings) ? [] : nil
    }
    return links
  }
}

extension HandLinkTable {
  /// Adds `path` as a universal link, then under the custom scheme.
  fileprivate mutating func add(
    both path: String, make: @escaping Make, parts: @escaping Parts
  ) {
    add(SampleDeclarations.website + path, make: make, parts: parts)
    add(SampleDeclarations.scheme + path, make: make, parts: parts)
  }
}

// MARK: - A graph of 1,000 cases with 1,000 links

/// The area of the large declaration row: one case per screen number, with an id.
enum NumberedDestination: RoutableDestination {
  case screen(Int, id: Int)

  var screen: Int {
    switch self {
    case .screen(let number, _): number
    }
  }
}

/// The edges of a graph of `cases` numbered screens, for both sides of a declaration row: a
/// 3-ary tree (screen `i` leads to `3i + 1`, `3i + 2` and `3i + 3` while they are below
/// `cases`, pushed) and `cases / 10` extra edges between random screens (no edge to itself,
/// none twice, every other one a modal stack), from a seeded SplitMix64.
func numberedEdges(cases: Int) -> [(from: Int, to: Int, transition: ScreenTransition)] {
  var random = SplitMix64(seed: 0xDEC1_0000 &+ UInt64(cases))
  var edges: [(from: Int, to: Int, transition: ScreenTransition)] = []
  var declared = Set<Int>()
  for node in 0..<cases {
    for child in (3 * node + 1)...(3 * node + 3) where child < cases {
      edges.append((node, child, .push))
      declared.insert(node * cases + child)
    }
  }
  var extra = 0
  while extra < cases / 10 {
    let from = random.below(cases)
    let to = random.below(cases)
    guard from != to, declared.insert(from * cases + to).inserted else { continue }
    edges.append((from, to, extra % 2 == 0 ? .push : .modalWithNavigationBar))
    extra += 1
  }
  return edges
}

/// The large declaration of ours: a `DestinationGraph` of the fixture's numbered screens, with a
/// maker for each (from the next screen's id); the loop adds the deep-link rows' table of the
/// fixture's patterns, `DeepLinkFixture.table(patterns:)`.
@MainActor
func declareNumberedGraph(_ fixture: DeclarationFixture) -> DestinationGraph {
  DestinationGraph { graph in
    graph.area(NumberedDestination.self) { area in
      area.root(0)
      for edge in fixture.edges { area.edge(edge.from, edge.to, edge.transition) }
      for number in 0..<fixture.cases {
        area.make(number) { context in
          guard case .screen(_, let id)? = context.next(as: NumberedDestination.self) else {
            return nil
          }
          return .screen(number, id: id)
        }
      }
    }
  }
}

/// The same graph by hand, with the same makers.
@MainActor
func declareNumberedGraphByHand(_ fixture: DeclarationFixture) -> HandGraph<Int> {
  var graph = HandGraph<Int>()
  graph.roots.append(0)
  for edge in fixture.edges { graph.edge(edge.from, edge.to, edge.transition) }
  for number in 0..<fixture.cases {
    graph.makers[number] = { context in
      guard case .screen(_, let id)? = context.next(as: NumberedDestination.self) else {
        return nil
      }
      return AnyDestination(NumberedDestination.screen(number, id: id))
    }
  }
  return graph
}

/// The deep-link rows' `patterns` (see `DeepLinkFixture.patterns(resources:)`) by hand, with
/// closures that read the same parameters.
func declareLinksByHand(_ patterns: [String]) -> HandLinkTable {
  var links = HandLinkTable()
  for r in 0..<(patterns.count / 10) {
    func pattern(_ shape: Int) -> String { patterns[10 * r + shape] }
    links.add(pattern(0)) { _ in
      destinations(of: .list(resource: r))
    } parts: {
      $0 == AnyDestination(LinkDestination.list(resource: r)) ? [] : nil
    }
    links.add(pattern(1)) { _ in
      destinations(of: .new(resource: r))
    } parts: {
      $0 == AnyDestination(LinkDestination.new(resource: r)) ? [] : nil
    }
    links.add(pattern(2)) { texts in
      number(texts, 0).map { destinations(of: .item(resource: r, id: $0)) }
    } parts: {
      if case .item(r, let id)? = $0.as(LinkDestination.self) { [String(id)] } else { nil }
    }
    links.add(pattern(3)) { texts in
      number(texts, 0).map { destinations(of: .edit(resource: r, id: $0)) }
    } parts: {
      if case .edit(r, let id)? = $0.as(LinkDestination.self) { [String(id)] } else { nil }
    }
    links.add(pattern(4)) { texts in
      number(texts, 0).map { destinations(of: .comments(resource: r, id: $0)) }
    } parts: {
      if case .comments(r, let id)? = $0.as(LinkDestination.self) { [String(id)] } else { nil }
    }
    links.add(pattern(5)) { texts in
      guard let id = number(texts, 0), let commentId = number(texts, 1) else { return nil }
      return destinations(of: .comment(resource: r, id: id, commentId: commentId))
    } parts: {
      if case .comment(r, let id, let commentId)? = $0.as(LinkDestination.self) {
        [String(id), String(commentId)]
      } else {
        nil
      }
    }
    links.add(pattern(6)) { texts in
      texts[0].map { destinations(of: .file(resource: r, path: $0)) }
    } parts: {
      if case .file(r, let path)? = $0.as(LinkDestination.self) { [path] } else { nil }
    }
    links.add(pattern(7)) { texts in
      guard let query = texts[0] else { return nil }
      return destinations(of: .search(resource: r, query: query, page: number(texts, 1)))
    } parts: {
      if case .search(r, let query, let page)? = $0.as(LinkDestination.self) {
        [query, page.map(String.init)]
      } else {
        nil
      }
    }
    links.add(pattern(8)) { texts in
      number(texts, 0).map { destinations(of: .web(resource: r, id: $0)) }
    } parts: {
      if case .web(r, let id)? = $0.as(LinkDestination.self) { [String(id)] } else { nil }
    }
    links.add(pattern(9)) { texts in
      guard let id = number(texts, 0), let commentId = number(texts, 1) else { return nil }
      return destinations(of: .webComment(resource: r, id: id, commentId: commentId))
    } parts: {
      if case .webComment(r, let id, let commentId)? = $0.as(LinkDestination.self) {
        [String(id), String(commentId)]
      } else {
        nil
      }
    }
  }
  return links
}

/// The parameter at `index` as a user.
private func user(_ texts: [String?], _ index: Int) -> SampleUser? {
  texts[index].flatMap(SampleUser.init(linkText:))
}

/// The parameter at `index` as a number.
private func number(_ texts: [String?], _ index: Int) -> Int? {
  texts[index].flatMap { Int($0) }
}

/// What a link of the deep-link rows gives: its one destination.
private func destinations(of destination: LinkDestination) -> [AnyDestination] {
  [AnyDestination(destination)]
}

// MARK: - Hand-written tables

/// A screen graph as an app would keep it by hand: its roots, each screen's edges in a
/// dictionary, and a maker for each screen a route may make.
struct HandGraph<Node: Hashable> {
  struct Edge {
    let to: Node
    let transition: ScreenTransition
    let isPreferred: Bool
  }

  var roots: [Node] = []
  var edges: [Node: [Edge]] = [:]
  var edgeCount = 0
  var makers: [Node: @MainActor (RouteContext) -> AnyDestination?] = [:]

  mutating func edge(
    _ from: Node, _ to: Node, _ transition: ScreenTransition = .push, isPreferred: Bool = false
  ) {
    edges[from, default: []].append(
      Edge(to: to, transition: transition, isPreferred: isPreferred))
    edgeCount += 1
  }
}

/// Deep-link patterns as an app would keep them by hand: each pattern split into its path's
/// segments and its query items (in one pass over its UTF-8 bytes), in a dictionary by scheme and
/// host, with the closure that makes its destinations from the parameters' texts and the one that
/// gives them back.
struct HandLinkTable {
  /// The parameters' texts in the order of the pattern, `nil` for an optional one left out.
  typealias Make = @Sendable ([String?]) -> [AnyDestination]?
  /// The parameters' texts of a destination, or `nil` when the pattern does not write it.
  typealias Parts = @Sendable (AnyDestination) -> [String?]?

  enum Segment {
    case literal(String)
    case parameter(String)
    case rest(String)
  }

  struct QueryItem {
    let key: String
    let parameter: String
    let isOptional: Bool
  }

  struct Pattern {
    let segments: [Segment]
    let query: [QueryItem]
    let make: Make
    let parts: Parts
  }

  /// The patterns by `scheme://host`, in the order added.
  private(set) var patterns: [String: [Pattern]] = [:]
  private(set) var count = 0

  /// The parameters of every pattern, in the path and in the query.
  var parameterCount: Int {
    patterns.values.joined().reduce(0) { sum, pattern in
      sum + pattern.query.count
        + pattern.segments.count { if case .literal = $0 { false } else { true } }
    }
  }

  /// Adds the pattern `text`, such as `myapp://{r}/{id}/comments?page={page?}`.
  mutating func add(_ text: String, make: @escaping Make, parts: @escaping Parts) {
    var text = text
    let (key, segments, query) = text.withUTF8(Self.parse)
    patterns[key, default: []].append(
      Pattern(segments: segments, query: query, make: make, parts: parts))
    count += 1
  }

  /// Splits a pattern's UTF-8 bytes into `scheme://host`, its path's segments and its query
  /// items, in one pass.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (key: String, segments: [Segment], query: [QueryItem]) {
    let (slash, question, ampersand, equals) = (
      UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "=")
    )
    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    /// The name of the parameter `{name}` in `range`, `nil` for a literal.
    func parameter(_ range: Range<Int>) -> Range<Int>? {
      guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "{"),
        bytes[range.upperBound - 1] == UInt8(ascii: "}")
      else { return nil }
      return (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    func hasSuffix(_ range: Range<Int>, _ byte: UInt8, count: Int) -> Bool {
      guard range.count >= count else { return false }
      for index in (range.upperBound - count)..<range.upperBound where bytes[index] != byte {
        return false
      }
      return true
    }
    var end = 0
    while end + 2 < bytes.count,
      bytes[end] != UInt8(ascii: ":") || bytes[end + 1] != slash || bytes[end + 2] != slash
    {
      end += 1
    }
    guard end + 2 < bytes.count else { fatalError("no scheme in \(string(0..<bytes.count))") }
    end += 3
    while end < bytes.count, bytes[end] != slash, bytes[end] != question { end += 1 }
    let key = string(0..<end)
    var segments: [Segment] = []
    while end < bytes.count, bytes[end] == slash {
      let start = end + 1
      end = start
      while end < bytes.count, bytes[end] != slash, bytes[end] != question { end += 1 }
      if let name = parameter(start..<end) {
        segments.append(
          hasSuffix(name, UInt8(ascii: "."), count: 3)
            ? .rest(string(name.lowerBound..<(name.upperBound - 3))) : .parameter(string(name)))
      } else {
        segments.append(.literal(string(start..<end)))
      }
    }
    var query: [QueryItem] = []
    while end < bytes.count {
      let start = end + 1
      end = start
      while end < bytes.count, bytes[end] != equals { end += 1 }
      let key = string(start..<end)
      let valueStart = end + 1
      end = valueStart
      while end < bytes.count, bytes[end] != ampersand { end += 1 }
      guard let name = parameter(valueStart..<end) else {
        fatalError("a query item without a parameter: \(string(start..<end))")
      }
      let isOptional = hasSuffix(name, question, count: 1)
      query.append(
        QueryItem(
          key: key, parameter: string(isOptional ? name.dropLast() : name),
          isOptional: isOptional))
    }
    return (key, segments, query)
  }
}

// MARK: - Fixture and rows

/// What both sides of a declaration row need: the numbered graph's edges (none for the
/// sample's), and what the last call declared, for the check.
@MainActor
final class DeclarationFixture {
  /// The numbered screens of the large row, 0 for the sample's.
  let cases: Int
  let edges: [(from: Int, to: Int, transition: ScreenTransition)]
  /// The link patterns of the large row, made once as an app's are literals; none for the
  /// sample's, whose patterns are literals.
  let patterns: [String]
  /// The edges and patterns one declaration declares.
  let expectedEdges: Int
  let expectedPatterns: Int
  /// The edges the loop's declarations had, in all.
  var measuredEdges = 0
  /// The patterns the baseline's declarations had, in all.
  var measuredPatterns = 0
  /// The links ours declared last, read once after the call.
  var lastLinks: DeepLinks?
  /// How many declarations the loop made in its last call.
  var declarations = 0
  /// A link the declared links read, and the destination it names.
  let probe: (url: String, destination: AnyDestination)

  init(cases: Int) {
    self.cases = cases
    edges = cases == 0 ? [] : numberedEdges(cases: cases)
    // The hand-written table's split of the patterns: the hosts of each scheme and the
    // parameters (ten patterns of a resource have 11).
    patterns = cases == 0 ? [] : DeepLinkFixture.patterns(resources: cases / 10)
    let table = cases == 0 ? SampleDeclarationsByHand.makeLinks() : declareLinksByHand(patterns)
    let split = (hosts: table.patterns.count, parameters: table.parameterCount)
    guard split == (cases == 0 ? (7, 18) : (cases / 10 + 1, cases / 10 * 11)) else {
      fatalError("the hand-written table split the patterns into \(split)")
    }
    if cases == 0 {
      expectedEdges = SampleDeclarations.edgeCount
      expectedPatterns = SampleDeclarations.patternCount
      probe = (
        "messenger://contacts/Linus?email=l@example.org",
        AnyDestination(
          SampleContacts.card(SampleUser(name: "Linus", email: "l@example.org")))
      )
    } else {
      expectedEdges = edges.count
      expectedPatterns = cases
      let r = cases / 10 - 1
      probe = (
        "https://example.com/r\(r)/7/comments/9",
        AnyDestination(LinkDestination.webComment(resource: r, id: 7, commentId: 9))
      )
    }
  }

  /// What is wrong after a measured call: `nil` when every declaration had the expected edges
  /// and patterns, and ours's last links read the probe. Also clears what the call left.
  func mismatch() -> String? {
    defer {
      measuredEdges = 0
      measuredPatterns = 0
      lastLinks = nil
      declarations = 0
    }
    guard measuredEdges == expectedEdges * declarations else {
      return "expected \(expectedEdges) edges a declaration, found \(measuredEdges) in "
        + "\(declarations)"
    }
    if let links = lastLinks {
      let found = try? links.destinations(for: probe.url)
      guard found == [probe.destination] else {
        return "\(probe.url) read as \(found.map { "\($0)" } ?? "nothing")"
      }
    } else {
      guard measuredPatterns == expectedPatterns * declarations else {
        return "expected \(expectedPatterns) patterns a declaration, found \(measuredPatterns)"
      }
    }
    return nil
  }
}

/// A declaration loop of `Loops.swift` and its function's name. Its `Int` is how many
/// declarations to make.
typealias DeclarationLoop = (
  name: String, body: @MainActor @Sendable (DeclarationFixture, Int) -> Void
)

extension BenchRow {
  /// The row `declare <what>`: `count` declarations a call of the sample's graph and links
  /// (`cases` 0) or of a graph of `cases` numbered screens with `cases` link patterns.
  init(declaring cases: Int, count: Int, ours: DeclarationLoop, baseline: DeclarationLoop) {
    func side(_ label: String, _ loop: DeclarationLoop) -> Side {
      Side(label: label, loopFunction: loop.name) {
        let fixture = DeclarationFixture(cases: cases)
        return (call: { loop.body(fixture, count) }, checkAndReset: fixture.mismatch)
      }
    }
    self.name =
      cases == 0 ? "declare messenger" : "declare \(cases) cases and \(cases) links"
    self.operationsPerCall = count
    self.ours = side("ours", ours)
    self.baseline = side("baseline", baseline)
  }
}
