import Testing

@testable import Navigator

/// The pure planning of whole-path changes, over destinations alone.
@Suite struct PathPlannerTests {
  typealias Step = PathPlanner.Step<AnyDestination>

  private func plan(_ current: NavigationState, _ target: NavigationState) throws -> [String] {
    try PathPlanner.plan(from: current, to: target) { $0 }.map(describe)
  }

  private func describe(_ step: Step) -> String {
    func slots(_ slots: [PathPlanner.Slot<AnyDestination>]) -> String {
      slots.map { slot in
        switch slot {
        case .kept(let kept): "=\(kept.debugDescription)"
        case .new(let new): "+\(new.debugDescription)"
        }
      }.joined(separator: " ")
    }
    switch step {
    case .setRoot(let root):
      return "root \(NavigationTree(root: root).map { _ in "x" }.elements.count)"
    case .setStack(let stack, let location): return "\(location): \(slots(stack))"
    case .selectTab(let index): return "select \(index)"
    case .present(let modal): return "present \(slots(modal.stack))"
    case .dismiss(let level): return "dismiss \(level)"
    }
  }

  @Test func theCommonPrefixIsKeptAndTheRestReplaced() throws {
    let steps = try plan(
      NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))),
      NavigationState(stack: chats(.inbox, .chat("ada"), .chat("bob"))))

    #expect(
      steps == [
        #"root: =ChatsDestination.inbox =ChatsDestination.chat("ada") +ChatsDestination.chat("bob")"#
      ])
  }

  @Test func anUnchangedStateNeedsNoStep() throws {
    let state = tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose))])
    #expect(try plan(state, state).isEmpty)
  }

  @Test func aDifferentRootShapeReplacesTheRootAfterDismissingEveryModal() throws {
    let steps = try plan(
      NavigationState(stack: chats(.inbox), modals: [.screen(.init(ChatsDestination.photo))]),
      tabs(modals: [.screen(.init(ChatsDestination.photo))]))

    #expect(steps == ["dismiss 0", "root 2", "present +ChatsDestination.photo"])
  }

  @Test func anEmptyRootStackIsNoRootSoAStackIsShownByANewRoot() throws {
    // NB: a UIKit window without a root view controller reads as `.stack([])`; only a new root
    // can fill it (issue 15).
    #expect(
      try plan(NavigationState(stack: []), NavigationState(stack: chats(.inbox))) == ["root 1"])
    #expect(
      try plan(
        NavigationState(stack: []),
        NavigationState(stack: chats(.inbox), modals: [.screen(.init(ChatsDestination.photo))]))
        == ["root 1", "present +ChatsDestination.photo"])
  }

  @Test func tabsWithOtherIdentifiersAreANewRoot() throws {
    let current = tabs()
    let target = NavigationState(tabs: [
      .init("chats", chats(.inbox)), .init("contacts", settings(.root)),
    ])
    #expect(try plan(current, target) == ["root 2"])
  }

  @Test func modalsAreKeptWhileTheirKindAndFirstDestinationMatch() throws {
    let steps = try plan(
      tabs(modals: [
        .stack(chats(.compose)), .stack(chats(.audience)), .screen(.init(ChatsDestination.photo)),
      ]),
      tabs(modals: [.stack(chats(.compose, .audience)), .screen(.init(ChatsDestination.audience))]))

    #expect(
      steps == [
        "dismiss 1", "modal 0: =ChatsDestination.compose +ChatsDestination.audience",
        "present +ChatsDestination.audience",
      ])
  }

  @Test func aStackThatShrinksKeepsItsPrefix() throws {
    let steps = try plan(
      NavigationState(stack: chats(.inbox, .chat("ada"), .profile("ada"))),
      NavigationState(stack: chats(.inbox)))
    #expect(steps == ["root: =ChatsDestination.inbox"])
  }

  @Test(arguments: [
    NavigationState(stack: []),
    NavigationState(root: .tabs([], selectedIndex: 0)),
    NavigationState(root: .tabs([.init("chats", chats(.inbox))], selectedIndex: 1)),
    NavigationState(tabs: [.init("chats", [])]),
    NavigationState(tabs: [.init("chats", chats(.inbox)), .init("chats", chats(.inbox))]),
    NavigationState(stack: chats(.inbox), modals: [.stack([])]),
    NavigationState(
      stack: chats(.inbox), modals: [.init(stack: chats(.photo, .photo), hasNavigationBar: false)]),
  ])
  func aStateThatCannotBeShownIsRefused(_ target: NavigationState) {
    #expect(throws: NavigationError.invalidState) {
      try PathPlanner.plan(from: NavigationState(stack: chats(.inbox)), to: target) { $0 }
    }
  }
}

@Suite struct NavigationTreeTests {
  private let state = tabs(
    chats(.inbox, .chat("ada")), settings(.root), selected: "settings",
    modals: [.stack(chats(.compose)), .screen(.init(ChatsDestination.photo))])

  @Test func theDescriptionNamesCasesOneStackALineAndNeverPayloads() {
    #expect(
      state.description == """
        tab chats: ChatsDestination.inbox › ChatsDestination.chat
        tab settings (selected): SettingsDestination.root
        modal 0 with navigation bar: ChatsDestination.compose
        modal 1: ChatsDestination.photo
        """)
    #expect(state.debugDescription.contains(#"ChatsDestination.chat("ada")"#))
  }

  @Test func itsPartsAreFoundByLocation() {
    #expect(state.selectedTab == "settings")
    #expect(state.topStack == nil)
    #expect(state.rootStack == settings(.root))
    #expect(state.stack(at: .tab(0)) == chats(.inbox, .chat("ada")))
    #expect(state.stack(at: .modal(0)) == chats(.compose))
    #expect(state.stack(at: .root) == nil)
    #expect(state.topStackLocation == nil)
    #expect(NavigationState(stack: chats(.inbox)).topStackLocation == .root)
    #expect(state.elements.count == 5)
  }

  @Test func aTabThatDoesNotExistSelectsTheFirst() {
    #expect(NavigationState(tabs: [.init("a", chats(.inbox))], selected: "b").selectedTab == "a")
  }
}

@MainActor
@Suite struct ContainerChangeTests {
  @Test func aChangeDescribesItselfWithItsScreens() {
    let inbox = AppScreen(AnyDestination(ChatsDestination.inbox), navigator: ScreenLog())
    let changes: [ContainerChange<AppScreen>] = [
      .setRoot(.tabs([.init("chats", [inbox])], selectedIndex: 0)),
      .setStack([inbox, inbox], at: .modal(1)),
      .selectTab(2),
      .present(.stack([inbox])),
      .present(.screen(inbox)),
      .dismiss(fromLevel: 0),
    ]

    #expect(
      changes.map(\.description) == [
        "set root: tab chats (selected): AppScreen",
        "set stack of modal 1: AppScreen › AppScreen",
        "select tab 2",
        "present with navigation bar: AppScreen",
        "present: AppScreen",
        "dismiss from modal 0",
      ])
  }
}
