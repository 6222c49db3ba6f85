import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct RecordingNavigatorTests {
  @Test func recordsWhatAScreenAsksFor() {
    let navigator = RecordingNavigator<ShopDestination>()
    let page = ProductPage(navigator: navigator)

    page.didTapAddToCart()
    page.didTapClose()

    #expect(navigator.requests == [.navigate(to: .cart), .back])
    #expect(navigator.destinations == [.cart])
    assertRequests([.navigate(to: .cart), .back], on: navigator)
  }

  @Test func answersWithTheConfiguredResult() async {
    let navigator = RecordingNavigator<ShopDestination>()
    navigator.result = .failure(.nothingToPop)

    await #expect(throws: NavigationError.nothingToPop) { try await navigator.perform(.back) }
    navigator.goBack()

    #expect(navigator.unhandledFailures == [.nothingToPop])
  }

  @Test func succeedsByDefault() async throws {
    let navigator = RecordingNavigator<ShopDestination>()
    try await navigator.perform(.navigate(to: .checkout, animated: false))
    #expect(navigator.requests == [.navigate(to: .checkout, animated: false)])
    #expect(navigator.unhandledFailures.isEmpty)
  }
}

@MainActor
@Suite("Recording navigator: flows and dialogs")
struct RecordingNavigatorFlowTests {
  enum Answer: Sendable, Equatable { case yes, no }

  @Test func aTestEndsTheFlowAScreenStarted() {
    let navigator = RecordingNavigator<FlowArea>()
    var picked: [String?] = []
    navigator.result(of: .picker, as: String.self) { picked.append(try? $0.get() ?? nil) }
    #expect(navigator.flowRequests.first?.startedDestination == .picker)
    #expect(picked.isEmpty)
    #expect(navigator.finishStartedFlow(returning: "ada"))
    #expect(picked == ["ada"])
    #expect(!navigator.finishStartedFlow(returning: nil))
  }

  @Test func aTestReadsTheValuesAScreenFinishedWith() {
    let navigator = RecordingNavigator<FlowArea>()
    var finished = false
    navigator.finishFlow(returning: 42) { finished = (try? $0.get()) != nil }
    #expect(finished)
    #expect(navigator.finishedValues(of: Int.self) == [42])
  }

  @Test func aTestAnswersTheDialogAScreenAsked() throws {
    let navigator = RecordingNavigator<FlowArea>()
    var answers: [Answer] = []
    let dialog = Dialog<Answer>(
      "confirm", actions: [.init("Yes", answer: .yes), .cancel("No", answer: .no)])
    navigator.ask(dialog) { if case .success(let answer) = $0 { answers.append(answer) } }
    #expect(navigator.askedDialogs.map(\.name) == ["confirm"])
    #expect(throws: DialogAnswerError.self) { try navigator.answerDialog("Maybe") }
    try navigator.answerDialog("Yes")
    #expect(answers == [.yes])
    #expect(throws: DialogAnswerError.self) { try navigator.answerDialog("Yes") }
  }

  @Test func aFailingNavigatorFailsFlowsAtOnce() {
    let navigator = RecordingNavigator<FlowArea>()
    navigator.result = .failure(.nothingToPop)
    var failed = false
    navigator.result(of: .picker, as: String.self) { failed = (try? $0.get()) == nil }
    #expect(failed)
  }
}

enum FlowArea: Destination {
  case picker
}

@MainActor
@Suite("Flow requests")
struct FlowRequestTests {
  struct Contact: Sendable {
    let name: String
  }

  enum PickerArea: Destination {
    case pick(secret: String)
  }

  @Test func aFlowRequestNamesCasesAndTypesNeverPayloads() throws {
    let navigator = RecordingNavigator<PickerArea>()
    navigator.result(of: .pick(secret: "hunter2"), as: Contact.self) { _ in }
    navigator.finishFlow(returning: Contact(name: "Ada"))
    navigator.ask(Dialog<Bool>("confirm", title: "Delete Ada?", actions: [.cancel(answer: false)]))
    {
      _ in
    }
    let descriptions = navigator.flowRequests.map(\.description)
    #expect(
      descriptions == [
        "result of FlowRequestTests.PickerArea.pick as FlowRequestTests.Contact",
        "finish the flow returning FlowRequestTests.Contact",
        "ask Dialog.confirm",
      ])
    #expect(navigator.flowRequests.allSatisfy { $0.animated })
    #expect(navigator.flowRequests[0].dialog == nil)
    #expect(navigator.flowRequests[2].startedDestination == nil)
    #expect(navigator.flowRequests[2].finishingValue == nil)
  }
}
