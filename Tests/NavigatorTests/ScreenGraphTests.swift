import Navigator
import Testing

/// The screens of the routing tests: a small messenger.
enum Screen: String, Hashable, CustomStringConvertible {
  case inbox, chat, profile, contacts, settings, account, compose, audience, photo
  var description: String { rawValue }
}

@Suite struct ScreenGraphTests {
  private let graph = ScreenGraph<Screen>(
    roots: [.inbox],
    edges: [
      .init(.inbox, .chat), .init(.chat, .profile), .init(.inbox, .contacts),
      .init(.contacts, .profile), .init(.inbox, .settings, .tab), .init(.settings, .account),
      .init(.inbox, .compose, .modalWithNavigationBar), .init(.compose, .audience),
      .init(.audience, .photo, .modal),
    ])

  @Test func aRouteGoesBackToTheNearestScreenThatLeadsThereThenForward() throws {
    let route = try graph.route(from: [.inbox, .chat, .profile], to: .account)

    #expect(route == Route(popCount: 2, steps: [.init(.settings, .tab), .init(.account, .push)]))
  }

  @Test func aRouteKeepsWhatItCanAndCarriesTheTransitions() throws {
    let route = try graph.route(from: [.inbox], to: .photo)

    #expect(
      route
        == Route(
          popCount: 0,
          steps: [
            .init(.compose, .modalWithNavigationBar), .init(.audience, .push),
            .init(.photo, .modal),
          ]))
  }

  @Test func amongRoutesOfOneLengthTheOneFromTheScreenNearestTheTopWins() throws {
    let graph = ScreenGraph<Screen>(
      roots: [.inbox],
      edges: [
        .init(.inbox, .chat), .init(.chat, .contacts), .init(.contacts, .profile),
        .init(.inbox, .profile),
      ])

    // NB: back to the inbox then the profile is as long, 2 steps.
    #expect(
      try graph.route(from: [.inbox, .chat], to: .profile)
        == Route(popCount: 0, steps: [.init(.contacts, .push), .init(.profile, .push)]))
  }

  @Test func aTargetAlreadyOnTheStackIsReachedByGoingBack() throws {
    #expect(
      try graph.route(from: [.inbox, .chat, .profile], to: .chat) == Route(popCount: 1, steps: []))
    #expect(try graph.route(from: [.inbox, .chat], to: .chat) == Route(popCount: 0, steps: []))
  }

  @Test func severalParentsResolveByDeclarationOrderAndBreadcrumbsOverrideIt() throws {
    #expect(try graph.route(from: [.inbox], to: .profile).steps.map(\.node) == [.chat, .profile])
    #expect(
      try graph.route(from: [.inbox], to: .profile, through: [.contacts]).steps.map(\.node)
        == [.contacts, .profile])
  }

  @Test func aPreferredEdgeWinsOverTheOrderOfDeclaration() throws {
    let preferring = ScreenGraph<Screen>(
      roots: [.inbox],
      edges: [
        .init(.inbox, .chat), .init(.inbox, .contacts), .init(.chat, .profile),
        .init(.contacts, .profile, isPreferred: true),
      ])

    #expect(
      try preferring.route(from: [.inbox], to: .profile).steps.map(\.node) == [.contacts, .profile])
    #expect(preferring.problems().isEmpty)
  }

  @Test func aBreadcrumbOnTheStackIsKept() throws {
    let route = try graph.route(
      from: [.inbox, .contacts, .profile], to: .profile, through: [.contacts])
    #expect(route == Route(popCount: 0, steps: []))
    let back = try graph.route(from: [.inbox, .chat, .profile], to: .profile, through: [.contacts])
    #expect(back == Route(popCount: 2, steps: [.init(.contacts, .push), .init(.profile, .push)]))
  }

  @Test func fromNothingARouteStartsAtARoot() throws {
    #expect(
      try graph.route(from: [], to: .chat)
        == Route(popCount: 0, steps: [.init(.inbox, .push), .init(.chat, .push)]))
  }

  @Test func noRouteIsATypedErrorThatNamesTheScreens() {
    let oneWay = ScreenGraph<Screen>(roots: [.inbox], edges: [.init(.inbox, .chat)])
    do {
      _ = try oneWay.route(from: [.chat], to: .inbox)
      Issue.record("found a route")
    } catch {
      #expect(error == .noRoute)
      #expect("\(error)".contains("No route leads to inbox from chat"))
    }
    #expect(throws: NavigationError.noRoute) { try oneWay.route(from: [.inbox], to: .settings) }
    #expect(throws: NavigationError.noRoute) { try oneWay.route(from: [.photo], to: .chat) }
  }

  @Test func aRouteNeverShowsAScreenTwice() throws {
    // The shortest way from profile to chat's child goes through inbox, which stays on the stack.
    let looping = ScreenGraph<Screen>(
      roots: [.inbox],
      edges: [
        .init(.inbox, .chat), .init(.chat, .profile), .init(.profile, .inbox),
        .init(.inbox, .photo),
      ])

    let route = try looping.route(from: [.inbox, .chat, .profile], to: .photo)

    #expect(route == Route(popCount: 2, steps: [.init(.photo, .push)]))
  }

  @Test func problemsNameUnreachableAndAmbiguousScreens() {
    let problems =
      graph.problems()
      + ScreenGraph<Screen>(roots: [.inbox], edges: [.init(.chat, .photo)]).problems()

    #expect(
      problems.map(\.description) == [
        "profile can be reached as soon from chat, contacts: mark one of these edges isPreferred, "
          + "or pass breadcrumbs when asking for it.",
        "chat cannot be reached from the roots: declare an edge that leads to it.",
        "photo cannot be reached from the roots: declare an edge that leads to it.",
      ])
  }

  @Test func theMapsListEveryScreenAndEdge() {
    let small = ScreenGraph<Screen>(
      roots: [.inbox],
      edges: [
        .init(.inbox, .chat), .init(.inbox, .compose, .modalWithNavigationBar, isPreferred: true),
      ])

    #expect(
      small.mermaid() == """
        flowchart TD
          n0["inbox"]
          n1["chat"]
          n2["compose"]
          n0 -->|push| n1
          n0 ==>|modal with navigation bar| n2

        """)
    #expect(
      small.dot() == """
        digraph "Screens" {
          rankdir=LR;
          node [shape=box];
          "inbox" [peripheries=2];
          "chat";
          "compose";
          "inbox" -> "chat" [label="push"];
          "inbox" -> "compose" [label="modal with navigation bar", style=bold];
        }

        """)
  }
}
