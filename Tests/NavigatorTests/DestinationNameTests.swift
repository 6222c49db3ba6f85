import Navigator
import NavigatorTestSupport
import Testing

/// An area whose destinations are nested in another type, as apps often write them.
enum Home {
  enum Destination: DestinationProtocol {
    case chat(String)
    case settings

    enum Exit: Equatable, Sendable {
      case loggedOut(String)
    }
  }
}

/// Destinations print under the names the app's code gives them, never with their payloads
/// outside `debugDescription`.
@MainActor
@Suite struct DestinationNameTests {
  @Test func aNestedAreaIsNamedWithTheTypesItIsNestedIn() {
    #expect(AnyDestination(Home.Destination.chat("hunter2")).caseName == "Home.Destination.chat")
    #expect(AnyDestination(Home.Destination.settings).description == "Home.Destination.settings")
    #expect(
      AnyDestination(Home.Destination.chat("Ada")).debugDescription
        == "Home.Destination.chat(\"Ada\")")
    #expect(
      ScreenName(Home.Destination.chat("Ada")).description == "Home.Destination.chat(\"Ada\")")
  }

  @Test func aTypeDeclaredInAFunctionIsNamedFromItsOwnName() {
    enum Local: DestinationProtocol { case page }
    #expect(AnyDestination(Local.page).caseName == "Local.page")
  }

  @Test func anUnhandledExitOfANestedAreaNamesItAndTheHandlerToWrite() {
    let (app, _) = makeApp()
    app.register(appFactory(Home.Destination.self, log: ScreenLog()))
    app.start(at: NavigationState(stack: [AnyDestination(Home.Destination.settings)]))
    let outcome = Outcome()

    app.navigator(for: Home.Destination.self)!
      .perform(.exit(.loggedOut("hunter2")), completion: outcome.completion)

    let sentence = outcome.failure?.description ?? ""
    #expect(sentence.contains("the exit Home.Destination.Exit.loggedOut"))
    #expect(sentence.contains("handleExits(from: Home.Destination.self)"))
    #expect(!sentence.contains("hunter2"))
    #expect(
      outcome.failure?.destination?.debugDescription
        == "Home.Destination.Exit.loggedOut(\"hunter2\")")
  }

  @Test func anUnregisteredNestedAreaIsNamedInTheSentence() {
    let (app, _) = makeApp()
    app.start(at: tabs())
    let outcome = Outcome()

    app.perform(.navigate(to: Home.Destination.settings), completion: outcome.completion)

    #expect(outcome.failure?.description.contains("Home.Destination is not registered") == true)
  }
}
