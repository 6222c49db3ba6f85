import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The guards' promise, checked on random sequences through every entry point: no screen of a
/// guarded case ever appears unless its guard allowed it at that request's turn.
///
/// Each sequence starts the app (or restores a snapshot), then mixes requests from every entry
/// point (the app navigator, an area's navigator, requests from anywhere, whole-path changes,
/// routes, links, a lead's change, an area's exit, a flow's start and finish, a stack navigator
/// of the chats tab's navigation controller), the user's gestures (a tab tap, a back swipe, a swipe down),
/// and changes of what the guards allow, told with `guardsChanged()` or not. The guards deny,
/// redirect to a login sheet, or answer later, as the sequence's seed says.
@MainActor
@Suite("Guards on random sequences", .serialized)
struct GuardPropertyTests {
  /// 300 sequences by default; `NAVIGATOR_GUARD_SEQUENCES` sets the count.
  static let sequenceCount = ModelBasedTests.environment("NAVIGATOR_GUARD_SEQUENCES") ?? 300

  /// How a closed case's guard answers in a sequence.
  enum Refusal: CaseIterable {
    case deny, redirect, later
  }

  /// The cases a sequence's guards may close; roots are always open.
  static let guardedCases: [AnyDestination] = [
    AnyDestination(ChatsDestination.chat("ada")), AnyDestination(ChatsDestination.chat("bob")),
    AnyDestination(ChatsDestination.profile("ada")), AnyDestination(ChatsDestination.compose),
    AnyDestination(ChatsDestination.audience), AnyDestination(ChatsDestination.contact("ada")),
    AnyDestination(ChatsDestination.photo), AnyDestination(SettingsDestination.account),
  ]

  /// What the guards allow now, by case name.
  @MainActor
  final class OpenCases {
    var names: Set<String> = []
    func allows(_ destination: AnyDestination) -> Bool {
      destination.caseName == "ChatsDestination.inbox"
        || destination.caseName == "SettingsDestination.root"
        || names.contains(destination.caseName)
    }
  }

  @Test("No screen of a closed case appears through any entry point")
  func noClosedScreenEverAppears() async throws {
    let started = ContinuousClock.now
    var stackPushes = 0
    for seed in 0..<Self.sequenceCount {
      stackPushes += try await run(seed: seed)
    }
    // NB: the stack navigator's entry point is taken, not only tried.
    #expect(stackPushes > 0)
    let elapsed = ContinuousClock.now - started
    print("guard property: \(Self.sequenceCount) sequences in \(elapsed)")
  }

  /// Runs the sequence of `seed`.
  ///
  /// - Returns: How many of the stack navigator's pushes succeeded.
  private func run(seed: UInt64) async throws -> Int {
    var random = SplitMix64(seed: seed &* 7919 &+ 17)
    let open = OpenCases()
    for destination in Self.guardedCases where Bool.random(using: &random) {
      open.names.insert(destination.caseName)
    }
    let refusal = Refusal.allCases.randomElement(using: &random)!
    let (app, container) = try makeGuardedApp(at: nil)
    app.onFailure = { _ in }
    let chatsNavigation = container.navigationController(at: .tab(0))
    let chatsStack = StackNavigator(
      navigationController: chatsNavigation,
      factory: appFactory(ChatsDestination.self, log: ScreenLog()), onFailure: { _ in })
    var stackPushes = 0
    let leadTarget = randomState(&random)
    app.handleNavigation(to: ChatsDestination.self) { destination in
      destination == .logout ? .reset(to: leadTarget) : nil
    }
    let exitTarget = randomState(&random)
    app.handleExits(from: SettingsDestination.self) { _ in .reset(to: exitTarget) }
    let login = NavigationChange.present([AnyDestination(GuardLogin.login)])
    func decide(_ destination: AnyDestination) -> EntryDecision {
      if open.allows(destination) { return .allow }
      switch refusal {
      case .deny: return .deny("closed")
      case .redirect: return .redirect(login)
      case .later: return .later { open.allows(destination) ? .allow : .deny("closed") }
      }
    }
    app.guardEntry(to: ChatsDestination.self) { decide(AnyDestination($0)) }
    app.guardEntry(to: SettingsDestination.self) { decide(AnyDestination($0)) }

    var before = NavigationState(stack: [])
    let first = randomState(&random)
    if Bool.random(using: &random) {
      app.start(at: first)
    } else {
      let (saver, _) = makeApp()
      saver.start(at: first)
      app.restore(from: try saver.snapshot(), orStartAt: tabs())
    }
    await settle(refusal)
    check(before, app.state, open, seed: seed, step: "start")
    for step in 0..<8 {
      before = app.state
      // NB: what the container shows too, screens the app does not name included (a stack
      // navigator's, had it gone around the app's engine).
      let shownBefore = container.layout.map(\.destination)
      let action = Int.random(in: 0..<20, using: &random)
      let destination = Self.guardedCases.randomElement(using: &random)!
      switch action {
      case 0: app.perform(.navigate(to: destination.base), completion: nil)
      case 1:
        if let chat = destination.as(ChatsDestination.self) {
          app.navigator(for: ChatsDestination.self)?.navigate(to: chat)
        } else {
          app.navigator(for: SettingsDestination.self)?.navigate(to: .account)
        }
      case 2: app.requests.send(.navigate(to: destination.base))
      case 3: app.perform(.setStack(chats(.inbox) + [destination], tab: "chats"), completion: nil)
      case 4: app.perform(.reset(to: randomState(&random)), completion: nil)
      case 5:
        let tab = Bool.random(using: &random) ? "chats" : "settings"
        let stack: [AnyDestination]? =
          Bool.random(using: &random)
          ? nil : tab == "chats" ? chats(.inbox, .chat("ada")) : settings(.root, .account)
        app.perform(.selectTab(tab, stack: stack), completion: nil)
      case 6: app.perform(.present(chats(.compose, .audience)), completion: nil)
      case 7:
        if let routable = destination.base as? any RoutableDestination {
          app.perform(.go(to: routable), completion: nil)
        }
      case 8: app.perform(.open("chats://contact/ada"), completion: nil)
      case 9: app.perform(.navigate(to: ChatsDestination.logout), completion: nil)
      case 10: container.simulateUserSelectTab(Int.random(in: 0..<2, using: &random))
      case 11: container.simulateUserPop()
      case 12: container.simulateUserSwipeDown()
      case 13: app.perform(.dismissTop, completion: nil)
      case 15: app.navigator(for: SettingsDestination.self)?.exit(.signedOut("ada"))
      case 16:
        if let chat = destination.as(ChatsDestination.self) {
          app.navigator(for: ChatsDestination.self)?.result(of: chat, as: String.self) { _ in }
        }
      case 17:
        app.navigator(for: ChatsDestination.self)?.finishFlow(returning: "done")
      case 18:
        // NB: a stack navigator of the chats tab's navigation controller, an area of the app's.
        if case .tabs = container.layout.root, let chat = destination.as(ChatsDestination.self) {
          chatsStack.perform(.navigate(to: chat)) { if case .success = $0 { stackPushes += 1 } }
        }
      case 14:
        let name = destination.caseName
        if open.names.contains(name) { open.names.remove(name) } else { open.names.insert(name) }
      default:
        app.guardsChanged()
      }
      await settle(refusal)
      check(before, app.state, open, seed: seed, step: "step \(step), action \(action)")
      check(
        shownBefore, container.layout.map(\.destination), open, seed: seed,
        step: "step \(step), action \(action), on screen")
    }
    withExtendedLifetime(chatsNavigation) {}
    return stackPushes
  }

  /// Lets the tasks of guards that answer later run.
  private func settle(_ refusal: Refusal) async {
    guard refusal == .later else { return }
    for _ in 0..<12 { await Task.yield() }
  }

  /// Checks that every screen newly in `after`, and every screen of a tab newly selected, is of
  /// a case open now.
  private func check(
    _ before: NavigationState, _ after: NavigationState, _ open: OpenCases, seed: UInt64,
    step: String
  ) {
    var remaining = before.elements
    var shown: [AnyDestination] = []
    for destination in after.elements {
      if let index = remaining.firstIndex(of: destination) {
        remaining.remove(at: index)
      } else {
        shown.append(destination)
      }
    }
    if after.selectedTab != before.selectedTab, case .tabs(let tabs, let index) = after.root {
      shown.append(contentsOf: tabs[index].stack)
    }
    for destination in shown where destination.caseName != "GuardLogin.login" {
      #expect(
        open.allows(destination),
        "seed \(seed), \(step): \(destination.caseName) appeared while its guard is closed")
    }
  }

  private func randomState(_ random: inout SplitMix64) -> NavigationState {
    var chatsStack = chats(.inbox)
    for _ in 0..<Int.random(in: 0..<3, using: &random) {
      chatsStack.append(
        [AnyDestination(ChatsDestination.chat("bob")), AnyDestination(ChatsDestination.photo)]
          .randomElement(using: &random)!)
    }
    let settingsStack = Bool.random(using: &random) ? settings(.root) : settings(.root, .account)
    let modals: [NavigationState.Modal] =
      Bool.random(using: &random) ? [] : [.init(stack: chats(.compose), hasNavigationBar: true)]
    return tabs(
      chatsStack, settingsStack, selected: Bool.random(using: &random) ? "chats" : "settings",
      modals: modals)
  }
}
