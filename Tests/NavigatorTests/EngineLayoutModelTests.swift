import Navigator
import NavigatorTestSupport
import Testing

/// The app engine's model of its container's layout is only a claim, checked screen by screen.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EngineLayoutModelTests {
  /// A container changed behind the navigator's back, to as many screens as it had, is read
  /// again: the screen it now shows is not the navigator's, so the state is the root alone and
  /// there is nothing to pop.
  @Test func aLayoutChangedWithoutNoticeIsReadAgain() {
    let (app, container) = makeApp()
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
  @Test func aModalsNavigationBarChangedWithoutNoticeIsReadAgain() {
    let (app, container) = makeApp()
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

  /// The model holds the screens it names strongly, as the container does; a screen the
  /// container let go of without notice is released once the next request reads the layout.
  @Test func aScreenDroppedWithoutNoticeIsReleasedByTheNextRequest() {
    let (app, container) = makeApp()
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
