import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// A destination read from a link with two optional segments.
enum ArchiveDestination: Destination {
  case archive(year: String?, month: String?)
}

/// Behaviours the docs promise that no test held before: each test here failed when the code was
/// broken in one line in the way its name says it must not be.
@MainActor
@Suite("Behaviours held by a test", .serialized)
struct HeldBehaviourTests {
  @Test("The entry guard after one that answered later is asked, and its denial stands")
  func theGuardAfterALaterOneIsAsked() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    app.guardEntry(to: SettingsDestination.self) { _ in .deny("closed") }
    let outcome = Outcome()
    app.perform(.navigate(to: SettingsDestination.account), completion: outcome.completion)
    while await scripted.answer(.allow) {}
    #expect(isA(outcome.failure, .entryDenied))
    #expect(app.state == tabs())
  }

  @Test("Once a later answer refuses, the other guards that answer later are not asked")
  func noLaterGuardIsAskedAfterARefusal() async throws {
    let scripted = ScriptedGuard()
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: SettingsDestination.self) { _ in scripted.entry() }
    let outcome = Outcome()
    app.perform(
      .reset(to: tabs(chats(.inbox), settings(.root, .account), selected: "settings")),
      completion: outcome.completion)
    #expect(await scripted.answer(.refuse("closed")))
    #expect(await scripted.answer(.allow) == false)
    #expect(isA(outcome.failure, .entryDenied))
    #expect(app.state == tabs())
  }

  @Test("Finishing a flow in the selected tab takes the modals above it away")
  func finishingAFlowInATabDismissesTheModalsAbove() async throws {
    let (app, _) = makeFlowApp()
    let flow = Answers<String?>()
    app.result(of: ChatsDestination.profile("ada"), as: String.self, completion: flow.completion)
    app.send(.navigate(to: ChatsDestination.photo))
    #expect(app.state.modals.count == 1)
    app.finishFlow(returning: "done")
    #expect(flow.value == "done")
    #expect(app.state == tabs())
  }

  @Test("A leave guard cannot refuse a flow's finish, and is told it may not")
  func aLeaveGuardCannotRefuseAFlowsFinish() async throws {
    let (app, _) = makeFlowApp()
    var told: [Bool] = []
    app.guardLeaving(ChatsDestination.self) { destination, leaving in
      if case .profile = destination { told.append(leaving.mayRefuse) }
      return .stay("typing")
    }
    let flow = Answers<String?>()
    app.result(of: ChatsDestination.profile("ada"), as: String.self, completion: flow.completion)
    app.finishFlow(returning: "done")
    #expect(flow.value == "done")
    #expect(told == [false])
    #expect(app.state == tabs())
  }

  @Test("A dialog something else dismisses answers its cancel action, wherever it is listed")
  func aDialogDismissedElsewhereAnswersItsCancelAction() async throws {
    let (app, container) = makeFlowApp()
    let keepFirst = Dialog<DeleteAnswer>(
      "keepFirst",
      actions: [.cancel("Keep", answer: .keep), .destructive("Delete", answer: .delete)])
    let answer = Answers<DeleteAnswer>()
    app.ask(keepFirst, completion: answer.completion)
    #expect(container.dialog?.name == "keepFirst")
    app.send(.reset(to: tabs()).unstoppable)
    #expect(container.dialog == nil)
    #expect(answer.value == .keep)
  }

  @Test("Requests whose redirects end together resume in the order they were asked")
  func redirectedRequestsResumeInOrder() throws {
    let session = Session()
    let (app, _) = try makeGuardedApp()
    app.guardEntry(to: ChatsDestination.self) { [session] destination in
      guard case .chat = destination, !session.isSignedIn else { return .allow }
      return .redirect(.present([AnyDestination(GuardLogin.login)]))
    }
    let first = Outcome()
    let second = Outcome()
    app.perform(.navigate(to: ChatsDestination.chat("ada")), completion: first.completion)
    app.perform(.navigate(to: ChatsDestination.chat("bob")), completion: second.completion)
    #expect(app.state.modals.count == 2)
    session.isSignedIn = true
    app.send(.dismissAll)
    #expect(first.failure == nil && second.failure == nil)
    #expect(app.state == tabs(chats(.inbox, .chat("ada"), .chat("bob"))))
  }

  @Test("A link's optional segments are filled from the left")
  func optionalSegmentsAreFilledFromTheLeft() throws {
    let links = try DeepLinks { links in
      links.area(ArchiveDestination.self) { archive in
        archive.link("news://archive/{year?}/{month?}") { (year: String?, month: String?) in
          .archive(year: year, month: month)
        } parts: {
          if case .archive(let year, let month) = $0 { (year, month) } else { nil }
        }
      }
    }
    let read = try links.destinations(for: "news://archive/2024")
    #expect(read == [AnyDestination(ArchiveDestination.archive(year: "2024", month: nil))])
  }
}
