import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// Two areas whose destinations have the same cases and payloads, so that only their types
/// tell them apart.
private enum LeftDestination: Destination {
  case x(Int)
  case y
}

private enum RightDestination: Destination {
  case x(Int)
  case y
}

/// A destination too large to be stored inline in an existential, with a payload to copy.
private struct LargeDestination: Destination {
  var id: Int
  var name: String
  var tags: [String]
  var weight: Double
}

/// A destination that is a class, and a subclass of it, compared by `id` alone.
private class ClassDestination: Destination, @unchecked Sendable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: ClassDestination, rhs: ClassDestination) -> Bool { lhs.id == rhs.id }
}
private final class SubclassDestination: ClassDestination, @unchecked Sendable {}

@Suite struct DestinationEqualityTests {
  @Test func destinationsOfDifferentTypesWithTheSamePayloadAreUnequal() {
    #expect(AnyDestination(LeftDestination.x(1)) != AnyDestination(RightDestination.x(1)))
    #expect(AnyDestination(RightDestination.x(1)) != AnyDestination(LeftDestination.x(1)))
    #expect(AnyDestination(LeftDestination.y) != AnyDestination(RightDestination.y))
  }

  @Test func destinationsOfOneTypeAreEqualExactlyWhenTheirValuesAre() {
    #expect(AnyDestination(LeftDestination.x(1)) == AnyDestination(LeftDestination.x(1)))
    #expect(AnyDestination(LeftDestination.x(1)) != AnyDestination(LeftDestination.x(2)))
    #expect(AnyDestination(LeftDestination.x(1)) != AnyDestination(LeftDestination.y))
    #expect(AnyDestination(LeftDestination.y) == AnyDestination(LeftDestination.y))
    let ada = AnyDestination(ChatsDestination.chat("ada"))
    #expect(ada == AnyDestination(ChatsDestination.chat("ada")))
    #expect(ada != AnyDestination(ChatsDestination.chat("bob")))
  }

  @Test func largeDestinationsAreComparedByEveryField() {
    let large = LargeDestination(id: 1, name: "Ada", tags: ["a", "b"], weight: 1.5)
    var other = large
    #expect(AnyDestination(large) == AnyDestination(other))
    other.tags.append("c")
    #expect(AnyDestination(large) != AnyDestination(other))
    other = large
    other.weight = 2
    #expect(AnyDestination(large) != AnyDestination(other))
    #expect(AnyDestination(large) != AnyDestination(LeftDestination.x(1)))
  }

  @Test func aWrappedDestinationIsNeverWrappedTwice() {
    let once = AnyDestination(LeftDestination.x(1))
    #expect(AnyDestination(once) == once)
    #expect(AnyDestination(once).as(LeftDestination.self) == .x(1))
  }

  @Test func aDestinationIsReadBackOnlyAsItsOwnType() {
    let shown = AnyDestination(LeftDestination.x(3))
    #expect(shown.as(LeftDestination.self) == .x(3))
    #expect(shown.as(RightDestination.self) == nil)
    let large = AnyDestination(LargeDestination(id: 2, name: "", tags: [], weight: 0))
    #expect(large.as(LargeDestination.self)?.id == 2)
  }

  @Test func aClassDestinationKeepsItsFormerEqualityWithItsSubclasses() {
    let base = AnyDestination(ClassDestination(id: 1))
    let subclass = AnyDestination(SubclassDestination(id: 1))
    // NB: as before, the left side's type decides: a subclass's instance is one of the class.
    #expect(base == subclass)
    #expect(subclass != base)
    #expect(base != AnyDestination(SubclassDestination(id: 2)))
    #expect(subclass.as(ClassDestination.self)?.id == 1)
    #expect(base.as(SubclassDestination.self) == nil)
  }

  @MainActor
  @Test func aDestinationDecodedFromASnapshotEqualsTheOriginal() async throws {
    let saved = NavigationState(
      stack: chats(.inbox, .chat("ada"), .profile("ada")), modals: [.stack(chats(.compose))])
    let (original, _) = makeApp()
    original.start(at: saved)
    let data = try original.snapshot()
    let (app, _) = makeApp()

    try await completion {
      app.restore(from: data, orStartAt: NavigationState(stack: settings(.root)), completion: $0)
    }?.get()

    #expect(app.state == saved)
    #expect(app.state.rootStack[1] == AnyDestination(ChatsDestination.chat("ada")))
    #expect(app.state.rootStack[1] != AnyDestination(ChatsDestination.chat("bob")))
    #expect(app.state.rootStack[1] != AnyDestination(ChatsDestination.profile("ada")))
    #expect(app.state.rootStack[1].as(ChatsDestination.self) == .chat("ada"))
  }
}

/// Observers are told of each change of what is shown once, and not of requests that change
/// nothing.
@MainActor
@Suite struct ObserverGenerationTests {
  @Test func anObserverIsCalledOncePerChangeAndNotForRequestsThatChangeNothing() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox)))
    var seen: [NavigationState] = []
    let observation = app.observe { seen.append($0) }

    app.navigate(to: ChatsDestination.chat("ada"))
    app.navigate(to: ChatsDestination.chat("ada"))
    app.navigate(to: UnregisteredDestination.somewhere)
    app.send(.reset(to: NavigationState(stack: chats(.inbox, .chat("ada")))))
    container.simulateUserPop()
    app.navigate(to: ChatsDestination.profile("ada"))

    #expect(
      seen == [
        NavigationState(stack: chats(.inbox, .chat("ada"))), NavigationState(stack: chats(.inbox)),
        NavigationState(stack: chats(.inbox, .profile("ada"))),
      ])
    _ = observation
  }

  @Test func anObserverIsNotCalledWhenAChangeEndsWhereItStarted() {
    let (app, _) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox)))
    var calls = 0
    let observation = app.observe { _ in calls += 1 }

    app.navigate(to: ChatsDestination.chat("ada"))
    app.send(.reset(to: NavigationState(stack: chats(.inbox))))
    app.send(.reset(to: NavigationState(stack: chats(.inbox))))

    #expect(calls == 2)
    _ = observation
  }

  @Test func everyObserverIsToldWhenAnEarlierOneMakesARequestThatChangesNothing() {
    let (app, container) = makeApp()
    app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"))))
    var seen: [NavigationState] = []
    let first = app.observe { state in app.send(.reset(to: state)) }
    let second = app.observe { seen.append($0) }

    container.simulateUserPop()

    #expect(seen == [NavigationState(stack: chats(.inbox))])
    _ = (first, second)
  }

  @Test func aRequestThatChangesNothingDoesNotReadTheStateForObservers() {
    func layoutReads(observed: Bool) -> Int {
      let container = ForwardingContainer(countsChanges: false)
      let app = AppNavigator(container: container)
      app.register(appFactory(ChatsDestination.self, log: ScreenLog()))
      app.start(at: NavigationState(stack: chats(.inbox, .chat("ada"))))
      let observation = observed ? app.observe { _ in } : nil
      container.layoutReads = 0
      app.navigate(to: ChatsDestination.chat("ada"))
      withExtendedLifetime(observation) {}
      return container.layoutReads
    }

    // NB: planning reads the layout either way; an observer adds no read of it.
    #expect(layoutReads(observed: true) == layoutReads(observed: false))
  }
}
