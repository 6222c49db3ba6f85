import NavigatorTestSupport
import Testing

@testable import Navigator

/// The app engine's model follows the changes it plans from itself, and the table of shown
/// screens says when an answer it gave may have changed.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EngineModelFollowTests {
  /// A screen of the tests, which only its identity tells apart.
  private final class Screen {}

  /// The model of a new engine, which holds nothing.
  // NB: found through an engine: this module's own `EngineModel` hides the library's.
  private func emptyModel() -> NavigationEngine {
    NavigationEngine(container: RecordingContainer<Screen>())
  }

  /// A model holding one root stack of `screens`, showing `state`.
  private func model(
    holding screens: [Screen], showing state: NavigationState
  ) -> (NavigationEngine, NavigationTree<AnyObject>) {
    let engine = emptyModel()
    let model = engine.model
    let layout = NavigationTree<AnyObject>(stack: screens)
    let shown = NavigationTree(locating: state)
    #expect(model.record(layout, shown: shown, state: state, generation: 0))
    return (engine, layout)
  }

  @Test func followsAStackSetAPresentationAndADismissal() {
    let (first, second, third, sheet) = (Screen(), Screen(), Screen(), Screen())
    let before = NavigationState(stack: chats(.inbox, .chat("ada")))
    let model = model(holding: [first, second], showing: before).0.model

    let set = NavigationState(stack: chats(.inbox, .profile("ada")))
    model.expect(
      [.setStack([first, third], at: .root)], target: set, generation: 0,
      version: model.version)
    #expect(model.state(of: NavigationTree(stack: [first, third]), generation: 0) == set)
    #expect(model.state(of: NavigationTree(stack: [first, second]), generation: 0) == nil)

    var presented = set
    presented.modals = [.stack(chats(.compose))]
    model.expect(
      [.present(.init(stack: [sheet], hasNavigationBar: true))], target: presented,
      generation: 0, version: model.version)
    let shownSheet = NavigationTree<AnyObject>(
      root: .stack([first, third]), modals: [.init(stack: [sheet], hasNavigationBar: true)])
    #expect(model.state(of: shownSheet, generation: 0) == presented)

    model.expect([.dismiss(fromLevel: 0)], target: set, generation: 0, version: model.version)
    #expect(model.state(of: NavigationTree(stack: [first, third]), generation: 0) == set)
  }

  @Test func followsATabSelected() {
    let (inbox, root) = (Screen(), Screen())
    let before = tabs()
    let model = emptyModel().model
    let layout = NavigationTree<AnyObject>(
      root: .tabs([.init("chats", [inbox]), .init("settings", [root])], selectedIndex: 0))
    #expect(
      model.record(layout, shown: NavigationTree(locating: before), state: before, generation: 0))

    let after = tabs(selected: "settings")
    model.expect([.selectTab(1)], target: after, generation: 0, version: model.version)
    let selected = NavigationTree<AnyObject>(
      root: .tabs([.init("chats", [inbox]), .init("settings", [root])], selectedIndex: 1))
    #expect(model.state(of: selected, generation: 0) == after)
    #expect(model.state(of: layout, generation: 0) == nil)
  }

  @Test func holdsNothingAfterANewRootOrAStalePlan() {
    let (first, second) = (Screen(), Screen())
    let state = NavigationState(stack: chats(.inbox))
    let (engine, layout) = model(holding: [first], showing: state)
    let model = engine.model
    let stale = model.version
    model.expect(
      [.setStack([first, second], at: .root)], target: state, generation: 0, version: stale)
    model.expect([.setStack([first], at: .root)], target: state, generation: 0, version: stale)
    #expect(model.state(of: layout, generation: 0) == nil)

    let replaced = self.model(holding: [first], showing: state).0.model
    replaced.expect(
      [.setRoot(.stack([second]))], target: state, generation: 0, version: replaced.version)
    #expect(replaced.state(of: NavigationTree(stack: [second]), generation: 0) == nil)
  }

  @Test func theGenerationMovesOnlyWhenALiveScreenIsRememberedAgain() {
    let shown = ShownScreens<HeldScreen>()
    let screen = Screen()
    shown.remember(screen, showing: AnyDestination(ChatsDestination.inbox))
    shown.remember(Screen(), showing: AnyDestination(ChatsDestination.compose))
    #expect(shown.generation == 0)
    shown.remember(screen, showing: AnyDestination(ChatsDestination.photo))
    #expect(shown.generation == 1)
    #expect(shown.destination(of: screen) == AnyDestination(ChatsDestination.photo))
  }

  /// A screen that guards its leaving, made in one change after a screen of another class
  /// that does not, is asked when it leaves.
  @Test func aLeaveGuardMadeAfterAnotherClassIsAsked() {
    let (app, _) = makeApp()
    var drafts: [DraftScreen] = []
    app.register(
      ScreenFactory<DraftDestination, AppScreen> { destination, navigator in
        let draft = DraftScreen(AnyDestination(destination), navigator: navigator)
        drafts.append(draft)
        return draft
      })
    app.start(at: NavigationState(stack: chats(.inbox)))
    let stack = chats(.inbox, .chat("ada")) + [AnyDestination(DraftDestination.draft(1))]
    app.send(.setStack(stack, tab: nil, animated: false))
    #expect(drafts.count == 1)

    app.send(.back)

    #expect(drafts.first?.told.count == 1)
  }
}
