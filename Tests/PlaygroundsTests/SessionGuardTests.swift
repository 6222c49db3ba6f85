import Foundation
import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

/// The Chats tab's guard and the screens that ask before an unsent message is discarded, as
/// `makeAppNavigator` wires them, on a recording container.
@MainActor
@Suite struct SessionGuardTests {
  let container = RecordingContainer<AppScreen>()
  let session = Session()
  let prompts = Prompts()
  let app: AppNavigator<RecordingContainer<AppScreen>>

  init() {
    app = makeAppNavigator(
      container: container, idiom: .phone, isFirstLaunch: false, session: session,
      prompts: prompts)
    session.signIn(.ada)
    app.start(at: .loggedIn(.ada))
  }

  @Test func aChatAfterTheSessionExpiredAsksForTheLoginSheetThenOpens() async throws {
    session.expire()
    let opened = Task { try await app.perform(.open("https://messenger.example/chat/Grace")) }
    await Task.yield()
    #expect(app.state.modals.first?.stack == [AnyDestination(LoginDestination.login)])

    try await app.perform(.navigate(to: LoginDestination.loginCompleted(user: .ada)))
    try await opened.value

    #expect(
      app.state.topStack == [
        AnyDestination(MessagesDestination.inbox(.ada)),
        AnyDestination(MessagesDestination.chat(.grace)),
      ])
    #expect(session.user == .ada)
  }

  @Test func closingTheLoginSheetGivesUpTheChat() async {
    session.expire()
    var result: Result<Void, NavigationError>?
    app.perform(.open("https://messenger.example/chat/Grace")) { result = $0 }

    container.simulateUserSwipeDown()

    #expect(isRedirectAbandoned(result))
    #expect(app.state == .loggedIn(.ada))
  }

  @Test func logOutDiscardsAnUnsentMessageWithoutAsking() throws {
    var asked: [String] = []
    prompts.confirm = { question in
      asked.append(question)
      return false
    }
    app.perform(.navigate(to: MessagesDestination.chat(.grace)), completion: nil)
    (container.layout.topStack?.last as? ChatScreen)?.didType("See you at 6")

    app.perform(.navigate(to: SettingsDestination.logOut), completion: nil)

    #expect(app.state == .loggedOut)
    #expect(asked.isEmpty)
  }

  private func isRedirectAbandoned(_ result: Result<Void, NavigationError>?) -> Bool {
    guard case .failure(let error) = result else { return false }
    return NavigationError.redirectAbandoned ~= error
  }
}
