import Navigator
import NavigatorTestSupport
import Testing

/// An area's exits: its screens ask for one, the app's handler says what it leads to, and the
/// change waits its turn and passes the guards like every request.
@MainActor
@Suite struct ExitTests {
  @Test func anExitMakesTheChangeItsHandlerGives() {
    let (app, _) = makeApp()
    var asked: [SettingsDestination.Exit] = []
    app.handleExits(from: SettingsDestination.self) { exit in
      asked.append(exit)
      return .reset(to: NavigationState(stack: chats(.inbox)))
    }
    app.start(at: tabs(selected: "settings"))
    let outcome = Outcome()

    app.navigator(for: SettingsDestination.self)!
      .perform(.exit(.signedOut("ada")), completion: outcome.completion)

    #expect(asked == [.signedOut("ada")])
    #expect(outcome.failure == nil && outcome.result != nil)
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
  }

  @Test func anExitsChangeIsAnimatedAsItsRequestSays() {
    let (app, container) = makeApp()
    app.handleExits(from: SettingsDestination.self) { _ in
      .reset(to: NavigationState(stack: chats(.inbox)))
    }
    app.start(at: tabs(selected: "settings"))
    container.removeAllEvents()

    app.navigator(for: SettingsDestination.self)!
      .perform(.exit(.signedOut("ada"), animated: false), completion: nil)

    assertEvents([.setRoot(.stack(names(chats(.inbox))), animated: false)], on: container)
  }

  @Test func anExitWaitsItsTurnAndItsHandlerRunsThen() {
    let (app, container) = makeApp(finishesTransitionsImmediately: false)
    var stateWhenAsked: NavigationState?
    app.handleExits(from: SettingsDestination.self) { _ in
      stateWhenAsked = app.state
      return .reset(to: NavigationState(stack: chats(.inbox)))
    }
    app.start(at: tabs(selected: "settings"))
    container.finishTransition()
    let settingsNavigator = app.navigator(for: SettingsDestination.self)!

    settingsNavigator.navigate(to: .account)
    settingsNavigator.exit(.signedOut("ada"))
    #expect(stateWhenAsked == nil)
    container.finishTransition()

    #expect(stateWhenAsked == tabs(chats(.inbox), settings(.root, .account), selected: "settings"))
    container.finishTransition()
    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
  }

  @Test func theScreensAnExitTakesAwayAreReleased() throws {
    let (app, container) = makeApp()
    app.handleExits(from: SettingsDestination.self) { _ in
      .reset(to: NavigationState(stack: chats(.inbox)))
    }
    app.start(at: tabs(chats(.inbox), settings(.root, .account), selected: "settings"))
    // NB: the stack is read in a closure, so that no local keeps its screens.
    let (root, account) = try { () throws -> (Weak<AppScreen>, Weak<AppScreen>) in
      let settingsStack = try #require(container.layout.topStack)
      try #require(settingsStack.count == 2)
      return (Weak(settingsStack[0]), Weak(settingsStack[1]))
    }()

    app.navigator(for: SettingsDestination.self)!.exit(.signedOut("ada"))

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox)))
    #expect(root.object == nil)
    #expect(account.object == nil)
  }

  @Test func anExitWithoutAHandlerFailsNamingItsCaseAndChangesNothing() {
    let (app, container) = makeApp()
    app.start(at: tabs(selected: "settings"))
    let eventsBefore = container.events.count
    let outcome = Outcome()

    app.navigator(for: SettingsDestination.self)!
      .perform(.exit(.signedOut("hunter2")), completion: outcome.completion)

    #expect(isA(outcome.failure, .exitNotHandled))
    let sentence = outcome.failure?.description ?? ""
    #expect(sentence.contains("SettingsDestination.Exit.signedOut"))
    #expect(sentence.contains("handleExits(from: SettingsDestination.self)"))
    #expect(!sentence.contains("hunter2"))
    #expect(container.events.count == eventsBefore)
    assertNavigation(app, equals: tabs(selected: "settings"))
  }

  @Test func aSecondHandlerReplacesTheFirst() {
    let (app, _) = makeApp()
    app.handleExits(from: SettingsDestination.self) { _ in .reset(to: tabs()) }
    app.handleExits(from: SettingsDestination.self) { _ in
      .reset(to: NavigationState(stack: chats(.inbox, .compose)))
    }
    app.start(at: tabs(selected: "settings"))

    app.navigator(for: SettingsDestination.self)!.exit(.signedOut("ada"))

    assertNavigation(app, equals: NavigationState(stack: chats(.inbox, .compose)))
  }

  @Test func anExitsChangeAsksTheLeaveGuardsUnlessItIsUnstoppable() throws {
    let (app, _) = try makeGuardedApp(at: tabs(chats(.inbox, .chat("ada"))))
    app.guardLeaving(ChatsDestination.self) { destination, leaving in
      destination == .chat("ada") && leaving.isRemoved ? .stay("typing") : .allow
    }
    let unstoppable = Box(false)
    app.handleExits(from: SettingsDestination.self) { _ in
      let reset = NavigationChange.reset(to: NavigationState(stack: settings(.root)))
      return unstoppable.value ? reset.unstoppable : reset
    }
    let settingsNavigator = app.navigator(for: SettingsDestination.self)!
    let refused = Outcome()

    settingsNavigator.perform(.exit(.signedOut("ada")), completion: refused.completion)
    #expect(isA(refused.failure, .leaveRefused))
    assertNavigation(app, equals: tabs(chats(.inbox, .chat("ada"))))

    unstoppable.value = true
    settingsNavigator.exit(.signedOut("ada"))
    assertNavigation(app, equals: NavigationState(stack: settings(.root)))
  }

  @Test func aStackNavigatorHandsExitsToNobody() {
    let navigation = RecordingNavigationController(screens: [TestScreen()])
    let navigator = StackNavigator(navigationController: navigation, factory: SettingsScreens())
    let outcome = Outcome()

    navigator.perform(.exit(.signedOut("ada")), completion: outcome.completion)

    #expect(isA(outcome.failure, .exitNotHandled))
    #expect(navigation.events.isEmpty)
    #expect(navigation.screens.count == 1)
  }

  @Test func aRecordingNavigatorRecordsExitsApartFromDestinations() {
    let navigator = RecordingNavigator<SettingsDestination>()

    navigator.navigate(to: .account)
    navigator.exit(.signedOut("ada"))

    #expect(navigator.exits == [.signedOut("ada")])
    #expect(navigator.destinations == [.account])
    #expect(navigator.requests.last == .exit(.signedOut("ada")))
  }

  @Test func anExitRequestNamesItsCaseWithoutItsPayload() {
    let request = NavigationRequest<SettingsDestination>.exit(
      .signedOut("hunter2"), animated: false)

    #expect(request.description == "exit SettingsDestination.Exit.signedOut (not animated)")
    #expect(request.exit == .signedOut("hunter2"))
    #expect(request.destination == nil)
  }
}

/// Makes the settings area's screens for a stack navigator.
private struct SettingsScreens: ViewControllerFactory {
  func makeViewController(
    for destination: SettingsDestination, navigator: any Navigator<SettingsDestination>
  ) -> TestScreen {
    TestScreen()
  }
}

/// A value a test changes after a closure captured it.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
