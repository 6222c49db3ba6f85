import Navigator
import NavigatorTestSupport
import Testing

/// The app engine's model of its container's layout is only a claim: checked screen by screen,
/// or by the container's count of its changes when it keeps one. Each test runs on both.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EngineLayoutModelTests {
  /// A container changed behind the navigator's back, to as many screens as it had, is read
  /// again: the screen it now shows is not the navigator's, so the state is the root alone and
  /// there is nothing to pop.
  @Test(arguments: [true, false]) func aLayoutChangedWithoutNoticeIsReadAgain(countsChanges: Bool) {
    let (app, container) = makeModelApp(countsChanges: countsChanges)
    app.start(at: NavigationState(stack: chats(.inbox)))
    app.send(.navigate(to: ChatsDestination.profile("ada"), animated: false))
    guard let root = container.layout.stack(at: .root)?.first else {
      Issue.record("no root screen")
      return
    }
    let stranger = AppScreen(AnyDestination(ChatsDestination.photo), navigator: container)
    container.apply(.setStack([root, stranger], at: .root), animated: false) { _ in }

    var result: Result<Void, NavigationError>?
    app.send(.back) { result = $0 }

    #expect(app.state == NavigationState(stack: chats(.inbox)))
    guard case .failure(let error) = result else {
      Issue.record("the pop succeeded: \(String(describing: result))")
      return
    }
    #expect(NavigationError.nothingToPop ~= error)
  }

  /// A modal the container shows again without notice, with the same screens but without its
  /// navigation bar, is read again: a reset to the modal with its bar puts the bar back, instead
  /// of finding nothing to change.
  @Test(arguments: [true, false]) func aModalsNavigationBarChangedWithoutNoticeIsReadAgain(
    countsChanges: Bool
  ) {
    let (app, container) = makeModelApp(countsChanges: countsChanges)
    app.start(at: NavigationState(stack: chats(.inbox)))
    app.send(
      .present(
        [AnyDestination(ChatsDestination.profile("ada"))], withNavigationBar: true,
        animated: false))
    let withBar = app.state
    guard let modal = container.layout.modals.first, modal.hasNavigationBar else {
      Issue.record("the profile was not presented with a navigation bar")
      return
    }
    container.apply(.dismiss(fromLevel: 0), animated: false) { _ in }
    container.apply(
      .present(.init(stack: modal.stack, hasNavigationBar: false)), animated: false
    ) { _ in }

    app.send(.reset(to: withBar, animated: false))

    #expect(container.layout.modals.first?.hasNavigationBar == true)
    #expect(app.state == withBar)
  }

  /// A screen the user takes off between two steps of a request, and that its next step shows
  /// again (a tab selected, then its stack set to one that keeps the screen), is still named
  /// by its destination: the state stays what the container shows. Found by the engine's
  /// model run at seed 1,016,174 of 100,000.
  @Test func aScreenTheNextStepShowsAgainIsNotForgottenWhenTheUserTakesItOff() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    app.start(at: tabs(chats(.inbox, .profile("ada")), selected: "settings"))
    container.finishTransition()
    let target = tabs(chats(.inbox, .profile("ada"), .audience), selected: "chats")
    app.send(.selectTab("chats", stack: chats(.inbox, .profile("ada"), .audience)))

    #expect(container.layout.selectedTab == "chats", "the tab is selected first")
    #expect(container.simulateUserPop(duringTransition: true))
    container.finishAllTransitions()

    #expect(container.layout.stack(at: .tab(0))?.count == 3)
    #expect(app.state == target)
  }

  /// The model holds the screens it names strongly, as the container does; a screen the
  /// container let go of without notice is released once the next request reads the layout.
  @Test(arguments: [true, false]) func aScreenDroppedWithoutNoticeIsReleasedByTheNextRequest(
    countsChanges: Bool
  ) {
    let (app, container) = makeModelApp(countsChanges: countsChanges)
    app.start(at: NavigationState(stack: chats(.inbox)))
    app.send(.navigate(to: ChatsDestination.profile("ada"), animated: false))
    weak var dropped: AppScreen?
    do {
      guard let stack = container.layout.stack(at: .root), stack.count == 2 else {
        Issue.record("the profile was not pushed")
        return
      }
      dropped = stack[1]
      container.apply(.setStack([stack[0]], at: .root), animated: false) { _ in }
    }

    app.send(.navigate(to: ChatsDestination.profile("bob"), animated: false))

    #expect(dropped == nil, "the engine still holds a screen the container let go of")
    #expect(app.state == NavigationState(stack: chats(.inbox, .profile("bob"))))
  }
}

/// An app navigator over a recording container, whose ``NavigationContainer/layoutVersion``
/// counts its changes, or over one that forwards to it without that count.
@MainActor
private func makeModelApp(
  countsChanges: Bool
) -> (AppNavigator<ForwardingContainer>, RecordingContainer<AppScreen>) {
  let recording = RecordingContainer<AppScreen>()
  let container = ForwardingContainer(recording, countsChanges: countsChanges)
  let app = AppNavigator(container: container)
  app.register(appFactory(ChatsDestination.self, log: ScreenLog()))
  return (app, recording)
}
