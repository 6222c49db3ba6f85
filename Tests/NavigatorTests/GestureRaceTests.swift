import Navigator
import NavigatorTestSupport
import Testing

/// The user's gestures landing while a request's transition runs, as on a device (issue 15,
/// fault 13): the state stays what the container shows, and the request ends exactly once.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct GestureRaceTests {
  /// The container's layout as destinations, to compare with the navigator's state.
  private func shown(_ container: RecordingContainer<AppScreen>) -> NavigationState {
    container.layout.map(\.destination)
  }

  @Test func aBackSwipeWhileAPushAnimatesLeavesTheStateAsShownAndEndsTheRequestOnce() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: NavigationState(stack: chats(.inbox)))
    container.finishTransition()
    var results: [Result<Void, NavigationError>] = []

    app.perform(.navigate(to: ChatsDestination.profile("ada"))) { results.append($0) }
    #expect(container.simulateUserPop(duringTransition: true))
    #expect(app.state == shown(container), "the pop shows in the state at once")
    #expect(results.isEmpty)
    #expect(container.finishTransition())

    #expect(results.count == 1)
    #expect(throws: Never.self) { try results.first?.get() }
    #expect(app.state == shown(container))
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
    #expect(
      container.events.suffix(2) == [
        .setStack(names(chats(.inbox, .profile("ada"))), at: .root, animated: true),
        .userPop(at: .root),
      ])
    #expect(!container.isTransitioning)
  }

  @Test func aTabTapWhileAPushAnimatesKeepsThePushInItsTabAndEndsTheRequestOnce() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs())
    container.finishTransition()
    var results: [Result<Void, NavigationError>] = []

    app.perform(.navigate(to: ChatsDestination.profile("ada"))) { results.append($0) }
    #expect(container.simulateUserSelectTab(1, duringTransition: true))
    #expect(results.isEmpty)
    container.finishTransition()

    #expect(results.count == 1)
    #expect(throws: Never.self) { try results.first?.get() }
    #expect(app.state == shown(container))
    assertNavigation(app, equals: tabs(chats(.inbox, .profile("ada")), selected: "settings"))
  }

  @Test func aSwipeDownBetweenTwoStepsFailsTheStepThatNoLongerFitsOnce() async {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs(modals: [.stack(chats(.compose))]))
    container.finishAllTransitions()
    var results: [Result<Void, NavigationError>] = []
    // Two steps: the tab's stack, then the kept modal's stack.
    app.perform(
      .reset(to: tabs(chats(.inbox, .chat("ada")), modals: [.stack(chats(.compose, .audience))]))
    ) { results.append($0) }
    #expect(
      container.events.last
        == .setStack(names(chats(.inbox, .chat("ada"))), at: .tab(0), animated: false))

    #expect(container.simulateUserSwipeDown(duringTransition: true))
    container.finishTransition()

    #expect(results.count == 1)
    guard case .failure(let error) = results.first else {
      Issue.record("the request succeeded though its modal was swiped away: \(results)")
      return
    }
    #expect(error == .transitionRefused)
    #expect(
      container.events.last == .refused(reason: "there is no navigation controller at modal 0"))
    #expect(app.state == shown(container))
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))
    #expect(!container.isTransitioning)
    #expect(app.pendingRequestCount == 0)
  }
}
