import Testing

@testable import Navigator

/// An app engine's table keeps the new screens of a change in the list they came in
/// (`RecentScreens`) until a look-up needs them: whatever it kept, it answers as if every screen
/// were in its index.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecentScreensTests {
  /// A screen of the tests, which only its identity tells apart.
  private final class Screen {}

  private let inbox = AnyDestination(ChatsDestination.inbox)
  private let compose = AnyDestination(ChatsDestination.compose)
  private let photo = AnyDestination(ChatsDestination.photo)

  /// A table that holds its screens, as an app engine's does, with `screens` remembered as the
  /// new screens of one change, showing `destinations`.
  private func table(
    remembering screens: [Screen], showing destinations: [AnyDestination]
  ) -> ShownScreens<HeldScreen> {
    let table = ShownScreens<HeldScreen>()
    table.remember(screens, showing: destinations, areNew: true)
    return table
  }

  @Test func newScreensAreCountedAndFoundBeforeAnyLookUp() {
    let (first, second) = (Screen(), Screen())
    let table = table(remembering: [first, second], showing: [inbox, compose])
    #expect(table.count == 2)
    #expect(table.destination(of: second) == compose)
    #expect(table.destination(of: first) == inbox)
    #expect(table.count == 2)
  }

  @Test func forgettingTheScreensOfOneChangeLeavesTheOthers() {
    let (first, second, third) = (Screen(), Screen(), Screen())
    let table = table(remembering: [first, second], showing: [inbox, compose])
    table.remember([third], showing: [photo], areNew: true)
    table.forget([first, second])
    #expect(table.count == 1)
    #expect(table.destination(of: first) == nil)
    #expect(table.destination(of: second) == nil)
    #expect(table.destination(of: third) == photo)
  }

  @Test func forgettingPartOfAChangesScreensLeavesTheRest() {
    let screens = [Screen(), Screen(), Screen()]
    let table = table(remembering: screens, showing: [inbox, compose, photo])
    table.forget(.one(screens[1]))
    #expect(table.count == 2)
    table.forget([screens[2]])
    #expect(table.count == 1)
    #expect(table.destination(of: screens[0]) == inbox)
    #expect(table.destination(of: screens[1]) == nil)
    #expect(table.destination(of: screens[2]) == nil)
  }

  @Test func theScreensAroundOneForgottenKeepTheirDestinations() {
    let screens = [Screen(), Screen(), Screen()]
    let table = table(remembering: screens, showing: [inbox, compose, photo])
    table.forget(.one(screens[1]))
    #expect(table.destination(of: screens[0]) == inbox)
    #expect(table.destination(of: screens[2]) == photo)
  }

  @Test func screensOffTheLayoutAreForgottenThoughNothingLookedThemUp() {
    let (first, second) = (Screen(), Screen())
    let table = table(remembering: [first, second], showing: [inbox, compose])
    table.forgetScreens(notIn: NavigationTree(stack: [first]), keeping: [])
    #expect(table.count == 1)
    #expect(table.destination(of: first) == inbox)
    #expect(table.destination(of: second) == nil)
  }

  @Test func aRecentScreenRememberedAgainShowsItsNewDestination() {
    let screen = Screen()
    let table = table(remembering: [screen], showing: [inbox])
    table.remember(screen, showing: photo)
    #expect(table.generation == 1)
    #expect(table.count == 1)
    #expect(table.destination(of: screen) == photo)
  }

  @Test func aNewScreenOnItsOwnIsFoundAndForgotten() {
    let (listed, single) = (Screen(), Screen())
    let table = table(remembering: [listed], showing: [inbox])
    table.remember(single, showing: compose, isNew: true)
    #expect(table.count == 2)
    table.forget(.one(single))
    #expect(table.destination(of: single) == nil)
    #expect(table.destination(of: listed) == inbox)
  }

  /// A screen the table forgets is released once the table is whole, by nothing but the
  /// table: it held it.
  @Test func aForgottenRecentScreenIsReleased() {
    weak var released: Screen?
    let table = ShownScreens<HeldScreen>()
    do {
      let screen = Screen()
      released = screen
      table.remember([screen], showing: [inbox], areNew: true)
      table.forget([screen])
    }
    #expect(released == nil)
    #expect(table.count == 0)
  }
}
