import Foundation
import MessengerApp
import Navigator
import NavigatorTestSupport
import Testing

@MainActor
@Suite struct MessengerMapTests {
  @Test func everyScreenOfTheSampleCanBeReachedAndNoneIsAmbiguous() {
    assertScreenGraph(MessengerMap.graph)
    #expect(Set(MessengerMap.graph.nodes) == Set(MessengerScreen.allCases))
  }

  @Test func aProfileLeadsToTheRecipientsByWayOfTheInboxAndTheComposeSheet() throws {
    let route = try MessengerMap.graph.route(from: [.inbox, .chat, .profile], to: .recipients)

    #expect(
      route
        == Route(popCount: 2, steps: [.init(.newMessage, .modalStack), .init(.recipients, .push)]))
  }

  @Test func theCommittedMapIsTheSamplesGraph() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Docs/messenger-map.dot"), encoding: .utf8)

    #expect(committed == MessengerMap.graph.dot(name: "Messenger"), "run bash scripts/render-map")
  }
}
