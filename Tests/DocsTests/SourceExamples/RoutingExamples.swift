// The ```swift blocks of the doc comments in Sources/Navigator/Routing.
import Foundation
import Navigator
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// RoutableDestination.swift: chats
enum ChatsDestination: RoutableDestination {
  case inbox
  case chat(User)
  case profile(User)
  case newMessage
  case drafts
}
// RoutableDestination.swift: end

// RoutableDestination.swift: directory
enum DirectoryDestination: RoutableDestination {
  case contacts
  case card(User)

  enum Screen: Hashable, Sendable { case contacts, card }

  var screen: Screen {
    switch self {
    case .contacts: .contacts
    case .card: .card
    }
  }
}
// RoutableDestination.swift: end

// ScreenGraph.swift: screen
enum Screen: Hashable { case inbox, chat, profile, contacts, settings }
// ScreenGraph.swift: end

// RouteContext.swift: make = DestinationGraph.swift: make

final class RoutingExamplesScreen: UIViewController {
  func caseExamples() {
    // DestinationCase.swift: case
    let card = DestinationCase(ContactsDestination.self, .card)
    let same = DestinationCase(of: ContactsDestination.card(.ada)) == card  // true
    print(card)  // ContactsDestination.card
    // DestinationCase.swift: end
    _ = same
  }

  func caseInitExamples() {
    // DestinationCase.swift: init
    let card = DestinationCase(ContactsDestination.self, .card)
    // DestinationCase.swift: end
    // DestinationCase.swift: of
    let chat = DestinationCase(of: ChatsDestination.chat(.ada))  // ChatsDestination.chat
    // DestinationCase.swift: end
    _ = (card, chat)
  }

  func graphExample(appNavigator: AppNavigator<UIKitWindowContainer>) {
    // DestinationGraph.swift: graph
    let routes = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root("inbox")
        chats.edge("inbox", "chat")
        chats.edge("chat", "profile")
        chats.make("chat") { context in
          guard case .profile(let user)? = context.next(as: ChatsDestination.self) else {
            return nil
          }
          return .chat(user)
        }
      }
    }
    appNavigator.routes = routes
    appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
    // from any screen: back to the inbox, then chat(ada) › profile(ada)
    // DestinationGraph.swift: end
  }

  func settingsGraphExample() {
    // DestinationGraph.swift: settings
    let routes = DestinationGraph { graph in
      graph.area(SettingsDestination.self) { settings in
        settings.root(.root)
        settings.edge(.root, .account)
      }
    }
    // DestinationGraph.swift: end
    _ = routes
  }

  func graphChecksExamples(routes: DestinationGraph, url: URL) throws {
    // DestinationGraph.swift: problems
    #expect(routes.problems().isEmpty)  // or assertScreenGraph(routes) from NavigatorTestSupport
    // DestinationGraph.swift: end
    // DestinationGraph.swift: mermaid
    print(routes.mermaid())  // flowchart TD …
    // DestinationGraph.swift: end
    // DestinationGraph.swift: dot
    try routes.dot(name: "Messenger").write(to: url, atomically: true, encoding: .utf8)
    // DestinationGraph.swift: end
  }

  func declarationExamples(
    graph: inout DestinationGraph.Declaration, chats: inout DestinationGraph.Area<ChatsDestination>,
    settings: inout DestinationGraph.Area<SettingsDestination>, features: Features
  ) {
    // DestinationGraph.swift: area
    graph.area(DirectoryDestination.self) { directory in
      directory.root(.contacts)
      directory.edge(.contacts, .card)
    }
    // DestinationGraph.swift: end
    // DestinationGraph.swift: root
    chats.root("inbox")
    // DestinationGraph.swift: end
    // DestinationGraph.swift: edge
    chats.edge("inbox", "newMessage", .modalWithNavigationBar)
    // DestinationGraph.swift: end
    // DestinationGraph.swift: edgeToCase
    chats.edge("chat", DestinationCase(ContactsDestination.self, .card))
    // DestinationGraph.swift: end
    // DestinationGraph.swift: edgeWhen
    chats.edge("inbox", "drafts", when: { features.drafts })
    // DestinationGraph.swift: end
    // DestinationGraph.swift: make
    chats.make("chat") { context in
      guard case .profile(let user)? = context.next(as: ChatsDestination.self) else { return nil }
      return .chat(user)
    }
    // DestinationGraph.swift: end
    // DestinationGraph.swift: makeDestination
    settings.make(.account)
    // DestinationGraph.swift: end
  }

  func problemsExample(graph: DestinationGraph) {
    // GraphProblem.swift: problems
    #expect(graph.problems().isEmpty)
    // GraphProblem.swift: end
  }

  func goExamples(appNavigator: AppNavigator<UIKitWindowContainer>, profile: ChatsDestination) {
    // NavigationChange+Routes.swift: go
    appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
    // chats tab: inbox › chat(ada) › profile(ada), from any tab and under any sheet
    appNavigator.send(.go(to: profile, through: [DirectoryDestination.contacts]))
    // NavigationChange+Routes.swift: end
  }

  func routableExamples() {
    // RoutableDestination.swift: graph
    let graph = DestinationGraph { graph in
      graph.area(ChatsDestination.self) { chats in
        chats.root("inbox")
        chats.edge("inbox", "chat")
        chats.edge("chat", "profile")
      }
    }
    // RoutableDestination.swift: end
    // RoutableDestination.swift: screen
    let screen = ChatsDestination.chat(.ada).screen  // "chat"
    // RoutableDestination.swift: end
    _ = (graph, screen)
  }

  func routeExamples(graph: ScreenGraph<Screen>) throws {
    // Route.swift: route
    let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
    let pops = route.popCount  // 2: back to the inbox
    let steps = route.steps  // [Route.Step(.settings, .push)]
    // Route.swift: end
    // Route.swift: step
    let step = Route<Screen>.Step(.settings, .push)
    // Route.swift: end
    // Route.swift: init
    let made = Route(popCount: 2, steps: [.init(Screen.settings, .push)])
    // Route.swift: end
    _ = (pops, steps, step, made)
  }

  func contextExamples(profile: ChatsDestination, state: NavigationState, context: RouteContext)
    -> ChatsDestination?
  {
    // RouteContext.swift: init
    let made = RouteContext(
      next: AnyDestination(profile), target: AnyDestination(profile), state: state)
    // RouteContext.swift: end
    // RouteContext.swift: shown
    let inbox = context.shown(ChatsDestination.self) { $0 == .inbox }
    // RouteContext.swift: end
    // RouteContext.swift: next
    if case .profile(let user)? = context.next(as: ChatsDestination.self) { return .chat(user) }
    // RouteContext.swift: end
    // RouteContext.swift: target
    if case .profile(let user)? = context.target(as: ChatsDestination.self) { return .chat(user) }
    // RouteContext.swift: end
    _ = (made, inbox)
    return nil
  }

  func edgeExamples() {
    // ScreenEdge.swift: edges
    let edges: [ScreenEdge<Screen>] = [
      .init(.inbox, .chat, .push),
      .init(.chat, .profile, .push),
      .init(.contacts, .profile, .push, isPreferred: true),
    ]
    // ScreenEdge.swift: end
    // ScreenEdge.swift: init
    let edge = ScreenEdge(Screen.inbox, Screen.chat, .push)
    // ScreenEdge.swift: end
    // ScreenTransition.swift: edge
    let sheet = ScreenEdge(Screen.inbox, Screen.settings, .modalWithNavigationBar)
    // ScreenTransition.swift: end
    _ = (edges, edge, sheet)
  }

  func checksExamples(graph: ScreenGraph<Screen>) throws {
    // ScreenGraph+Checks.swift: problems
    for problem in graph.problems() { print(problem) }
    // ScreenGraph+Checks.swift: end
    // ScreenGraph+Checks.swift: mermaid
    print(graph.mermaid())
    // flowchart TD
    //   n0["inbox"]
    //   n0 -->|push| n1
    // ScreenGraph+Checks.swift: end
    // ScreenGraph+Checks.swift: dot
    try graph.dot().write(toFile: "map.dot", atomically: true, encoding: .utf8)
    // ScreenGraph+Checks.swift: end
  }

  func screenGraphExample() throws {
    // ScreenGraph.swift: graph
    let graph = ScreenGraph<Screen>(
      roots: [.inbox],
      edges: [
        .init(.inbox, .chat), .init(.chat, .profile), .init(.inbox, .contacts),
        .init(.contacts, .profile), .init(.inbox, .settings, .modalWithNavigationBar),
      ])
    let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
    // route.popCount == 2, route.steps == [.init(.settings, .modalWithNavigationBar)]
    // ScreenGraph.swift: end
    _ = route
  }

  func screenGraphInitExample() {
    // ScreenGraph.swift: init
    let graph = ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)])
    // ScreenGraph.swift: end
    _ = graph
  }

  func throughExample(graph: ScreenGraph<Screen>) throws {
    // ScreenGraph.swift: route
    let route = try graph.route(from: [.inbox], to: .profile, through: [.contacts])
    // [.contacts, .profile], instead of [.chat, .profile]
    // ScreenGraph.swift: end
    _ = route
  }
}

@MainActor func caseExamplesAsync() async {
  // DestinationCase.swift: case
  let card = DestinationCase(ContactsDestination.self, .card)
  let same = DestinationCase(of: ContactsDestination.card(.ada)) == card  // true
  print(card)  // ContactsDestination.card
  // DestinationCase.swift: end
  _ = same
}

@MainActor func caseInitExamplesAsync() async {
  // DestinationCase.swift: init
  let card = DestinationCase(ContactsDestination.self, .card)
  // DestinationCase.swift: end
  // DestinationCase.swift: of
  let chat = DestinationCase(of: ChatsDestination.chat(.ada))  // ChatsDestination.chat
  // DestinationCase.swift: end
  _ = (card, chat)
}

@MainActor func graphExampleAsync(appNavigator: AppNavigator<UIKitWindowContainer>) async {
  // DestinationGraph.swift: graph
  let routes = DestinationGraph { graph in
    graph.area(ChatsDestination.self) { chats in
      chats.root("inbox")
      chats.edge("inbox", "chat")
      chats.edge("chat", "profile")
      chats.make("chat") { context in
        guard case .profile(let user)? = context.next(as: ChatsDestination.self) else {
          return nil
        }
        return .chat(user)
      }
    }
  }
  appNavigator.routes = routes
  appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
  // from any screen: back to the inbox, then chat(ada) › profile(ada)
  // DestinationGraph.swift: end
}

@MainActor func settingsGraphExampleAsync() async {
  // DestinationGraph.swift: settings
  let routes = DestinationGraph { graph in
    graph.area(SettingsDestination.self) { settings in
      settings.root(.root)
      settings.edge(.root, .account)
    }
  }
  // DestinationGraph.swift: end
  _ = routes
}

@MainActor func graphChecksExamplesAsync(routes: DestinationGraph, url: URL) async throws {
  // DestinationGraph.swift: problems
  #expect(routes.problems().isEmpty)  // or assertScreenGraph(routes) from NavigatorTestSupport
  // DestinationGraph.swift: end
  // DestinationGraph.swift: mermaid
  print(routes.mermaid())  // flowchart TD …
  // DestinationGraph.swift: end
  // DestinationGraph.swift: dot
  try routes.dot(name: "Messenger").write(to: url, atomically: true, encoding: .utf8)
  // DestinationGraph.swift: end
}

@MainActor func declarationExamplesAsync(
  graph: inout DestinationGraph.Declaration, chats: inout DestinationGraph.Area<ChatsDestination>,
  settings: inout DestinationGraph.Area<SettingsDestination>, features: Features
) async {
  // DestinationGraph.swift: area
  graph.area(DirectoryDestination.self) { directory in
    directory.root(.contacts)
    directory.edge(.contacts, .card)
  }
  // DestinationGraph.swift: end
  // DestinationGraph.swift: root
  chats.root("inbox")
  // DestinationGraph.swift: end
  // DestinationGraph.swift: edge
  chats.edge("inbox", "newMessage", .modalWithNavigationBar)
  // DestinationGraph.swift: end
  // DestinationGraph.swift: edgeToCase
  chats.edge("chat", DestinationCase(ContactsDestination.self, .card))
  // DestinationGraph.swift: end
  // DestinationGraph.swift: edgeWhen
  chats.edge("inbox", "drafts", when: { features.drafts })
  // DestinationGraph.swift: end
  // DestinationGraph.swift: make
  chats.make("chat") { context in
    guard case .profile(let user)? = context.next(as: ChatsDestination.self) else { return nil }
    return .chat(user)
  }
  // DestinationGraph.swift: end
  // DestinationGraph.swift: makeDestination
  settings.make(.account)
  // DestinationGraph.swift: end
}

@MainActor func problemsExampleAsync(graph: DestinationGraph) async {
  // GraphProblem.swift: problems
  #expect(graph.problems().isEmpty)
  // GraphProblem.swift: end
}

@MainActor func goExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, profile: ChatsDestination
) async {
  // NavigationChange+Routes.swift: go
  appNavigator.send(.go(to: ChatsDestination.profile(.ada)))
  // chats tab: inbox › chat(ada) › profile(ada), from any tab and under any sheet
  appNavigator.send(.go(to: profile, through: [DirectoryDestination.contacts]))
  // NavigationChange+Routes.swift: end
}

@MainActor func routableExamplesAsync() async {
  // RoutableDestination.swift: graph
  let graph = DestinationGraph { graph in
    graph.area(ChatsDestination.self) { chats in
      chats.root("inbox")
      chats.edge("inbox", "chat")
      chats.edge("chat", "profile")
    }
  }
  // RoutableDestination.swift: end
  // RoutableDestination.swift: screen
  let screen = ChatsDestination.chat(.ada).screen  // "chat"
  // RoutableDestination.swift: end
  _ = (graph, screen)
}

@MainActor func routeExamplesAsync(graph: ScreenGraph<Screen>) async throws {
  // Route.swift: route
  let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
  let pops = route.popCount  // 2: back to the inbox
  let steps = route.steps  // [Route.Step(.settings, .push)]
  // Route.swift: end
  // Route.swift: step
  let step = Route<Screen>.Step(.settings, .push)
  // Route.swift: end
  // Route.swift: init
  let made = Route(popCount: 2, steps: [.init(Screen.settings, .push)])
  // Route.swift: end
  _ = (pops, steps, step, made)
}

@MainActor func contextExamplesAsync(
  profile: ChatsDestination, state: NavigationState, context: RouteContext
) async -> ChatsDestination? {
  // RouteContext.swift: init
  let made = RouteContext(
    next: AnyDestination(profile), target: AnyDestination(profile), state: state)
  // RouteContext.swift: end
  // RouteContext.swift: shown
  let inbox = context.shown(ChatsDestination.self) { $0 == .inbox }
  // RouteContext.swift: end
  // RouteContext.swift: next
  if case .profile(let user)? = context.next(as: ChatsDestination.self) { return .chat(user) }
  // RouteContext.swift: end
  // RouteContext.swift: target
  if case .profile(let user)? = context.target(as: ChatsDestination.self) { return .chat(user) }
  // RouteContext.swift: end
  _ = (made, inbox)
  return nil
}

@MainActor func edgeExamplesAsync() async {
  // ScreenEdge.swift: edges
  let edges: [ScreenEdge<Screen>] = [
    .init(.inbox, .chat, .push),
    .init(.chat, .profile, .push),
    .init(.contacts, .profile, .push, isPreferred: true),
  ]
  // ScreenEdge.swift: end
  // ScreenEdge.swift: init
  let edge = ScreenEdge(Screen.inbox, Screen.chat, .push)
  // ScreenEdge.swift: end
  // ScreenTransition.swift: edge
  let sheet = ScreenEdge(Screen.inbox, Screen.settings, .modalWithNavigationBar)
  // ScreenTransition.swift: end
  _ = (edges, edge, sheet)
}

@MainActor func checksExamplesAsync(graph: ScreenGraph<Screen>) async throws {
  // ScreenGraph+Checks.swift: problems
  for problem in graph.problems() { print(problem) }
  // ScreenGraph+Checks.swift: end
  // ScreenGraph+Checks.swift: mermaid
  print(graph.mermaid())
  // flowchart TD
  //   n0["inbox"]
  //   n0 -->|push| n1
  // ScreenGraph+Checks.swift: end
  // ScreenGraph+Checks.swift: dot
  try graph.dot().write(toFile: "map.dot", atomically: true, encoding: .utf8)
  // ScreenGraph+Checks.swift: end
}

@MainActor func screenGraphExampleAsync() async throws {
  // ScreenGraph.swift: graph
  let graph = ScreenGraph<Screen>(
    roots: [.inbox],
    edges: [
      .init(.inbox, .chat), .init(.chat, .profile), .init(.inbox, .contacts),
      .init(.contacts, .profile), .init(.inbox, .settings, .modalWithNavigationBar),
    ])
  let route = try graph.route(from: [.inbox, .chat, .profile], to: .settings)
  // route.popCount == 2, route.steps == [.init(.settings, .modalWithNavigationBar)]
  // ScreenGraph.swift: end
  _ = route
}

@MainActor func screenGraphInitExampleAsync() async {
  // ScreenGraph.swift: init
  let graph = ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)])
  // ScreenGraph.swift: end
  _ = graph
}

@MainActor func throughExampleAsync(graph: ScreenGraph<Screen>) async throws {
  // ScreenGraph.swift: route
  let route = try graph.route(from: [.inbox], to: .profile, through: [.contacts])
  // [.contacts, .profile], instead of [.chat, .profile]
  // ScreenGraph.swift: end
  _ = route
}
