import Navigator
import Testing

/// The one rule of what a container can do from each layout, on values alone.
@Suite struct ContainerRulesTests {
  private final class Card {}

  private typealias Tree = NavigationTree<Card>

  private let inbox = Card()
  private let chat = Card()
  private let settings = Card()
  private let compose = Card()
  private let photo = Card()
  private let fresh = Card()

  /// Tabs `chats: inbox › chat` and `settings: settings`, a modal stack `compose` and a modal
  /// screen `photo` above it.
  private var shown: Tree {
    Tree(
      tabs: [.init("chats", [inbox, chat]), .init("settings", [settings])],
      modals: [.stack([compose]), .screen(photo)])
  }

  @Test func everyChangeThatFitsTheLayoutIsAllowed() {
    let fits: [ContainerChange<Card>] = [
      .setRoot(.stack([fresh])),
      .setRoot(.tabs([.init("a", [inbox]), .init("b", [chat])], selectedIndex: 1)),
      .setStack([inbox, fresh], at: .tab(0)),
      .setStack([chat, inbox], at: .tab(0)),
      .setStack([settings, fresh], at: .tab(1)),
      .setStack([compose, fresh], at: .modal(0)),
      .selectTab(1),
      .present(.screen(fresh)),
      .present(.stack([fresh, Card()])),
      .dismiss(fromLevel: 0),
      .dismiss(fromLevel: 1),
    ]
    for change in fits {
      #expect(shown.refusal(of: change) == nil, "\(change)")
    }
  }

  @Test func aStackChangeOnAnEmptyRootIsRefusedSoThePlannerSetsARoot() {
    let empty = Tree(stack: [])
    #expect(
      empty.refusal(of: .setStack([fresh], at: .root))
        == "the window has no root to set a stack in; set a root first")
    #expect(empty.refusal(of: .present(.screen(fresh))) == "the window has no root view controller")
    #expect(empty.refusal(of: .setRoot(.stack([fresh]))) == nil)
  }

  @Test func aChangeWhereNoStackTabOrModalIsIsRefused() {
    #expect(shown.refusal(of: .setStack([fresh], at: .root)) != nil)
    #expect(
      shown.refusal(of: .setStack([fresh], at: .tab(2)))
        == "there is no navigation controller at tab 2")
    #expect(
      shown.refusal(of: .setStack([photo, fresh], at: .modal(1)))
        == "there is no navigation controller at modal 1", "a modal without a navigation bar")
    #expect(shown.refusal(of: .setStack([fresh], at: .modal(2))) != nil)
    #expect(shown.refusal(of: .selectTab(2)) == "the window's root has no tab at index 2")
    #expect(Tree(stack: [inbox]).refusal(of: .selectTab(0)) != nil)
    #expect(shown.refusal(of: .dismiss(fromLevel: 2)) == "there is no modal at level 2")
    #expect(shown.refusal(of: .dismiss(fromLevel: -1)) != nil)
  }

  @Test func anEmptyStackOrAModalWithoutBarHoldingOtherThanOneScreenIsRefused() {
    #expect(shown.refusal(of: .setStack([], at: .tab(0))) == "the navigation stack would be empty")
    #expect(shown.refusal(of: .setRoot(.stack([]))) != nil)
    #expect(shown.refusal(of: .setRoot(.tabs([], selectedIndex: 0))) != nil)
    #expect(shown.refusal(of: .setRoot(.tabs([.init("a", [])], selectedIndex: 0))) != nil)
    #expect(shown.refusal(of: .setRoot(.tabs([.init("a", [fresh])], selectedIndex: 1))) != nil)
    #expect(shown.refusal(of: .present(.stack([]))) == "the modal's stack would be empty")
    #expect(
      shown.refusal(of: .present(.init(stack: [fresh, Card()], hasNavigationBar: false)))
        == "a modal without a navigation bar holds exactly one screen")
  }

  @Test func aScreenShownElsewhereOrTwiceIsRefused() {
    #expect(
      shown.refusal(of: .setStack([inbox, settings], at: .tab(0)))
        == "the screen at index 1 is already shown elsewhere in the window")
    #expect(shown.refusal(of: .setStack([inbox, photo], at: .tab(0))) != nil)
    #expect(
      shown.refusal(of: .setStack([inbox, fresh, fresh], at: .tab(0)))
        == "the screen at index 2 is already in the stack below it")
    #expect(shown.refusal(of: .present(.screen(chat))) != nil)
    #expect(shown.refusal(of: .present(.stack([fresh, fresh]))) != nil)
    #expect(
      shown.refusal(
        of: .setRoot(.tabs([.init("a", [fresh]), .init("b", [fresh])], selectedIndex: 0))) != nil)
  }

  @Test func aPushIsRefusedAsTheStackItLeavesWouldBe() {
    #expect(shown.refusal(of: .push(fresh, at: .tab(1))) == nil)
    #expect(shown.refusal(of: .push(fresh, at: .modal(0))) == nil)
    #expect(
      shown.refusal(of: .push(settings, at: .tab(0)))
        == "the screen at index 2 is already shown elsewhere in the window")
    #expect(
      shown.refusal(of: .push(inbox, at: .tab(0)))
        == "the screen at index 2 is already in the stack below it")
    #expect(
      shown.refusal(of: .push(photo, at: .tab(0)))
        == "the screen at index 2 is already shown elsewhere in the window", "in a modal")
    #expect(
      Tree(stack: [inbox], modals: [.stack([compose])]).refusal(of: .push(inbox, at: .modal(0)))
        == "the screen at index 1 is already shown elsewhere in the window", "in the root stack")
    #expect(
      shown.refusal(of: .push(fresh, at: .tab(2))) == "there is no navigation controller at tab 2")
    #expect(
      shown.refusal(of: .push(fresh, at: .modal(1)))
        == "there is no navigation controller at modal 1", "a modal without a navigation bar")
    #expect(
      Tree(stack: []).refusal(of: .push(fresh, at: .root))
        == "the window has no root to set a stack in; set a root first")
  }

  @Test func aPopNeedsAScreenAboveTheRootOfANavigationStack() {
    #expect(shown.refusal(of: .pop(at: .tab(0))) == nil)
    #expect(
      shown.refusal(of: .pop(at: .tab(1)))
        == "the navigation stack at tab 1 holds only its root, which a pop cannot remove")
    #expect(
      shown.refusal(of: .pop(at: .modal(1))) == "there is no navigation controller at modal 1")
    #expect(shown.refusal(of: .pop(at: .tab(2))) == "there is no navigation controller at tab 2")
  }

  @Test func aPushOrAPopIsMadeOnItsStackAlone() {
    var tree = shown
    tree.apply(.push(fresh, at: .tab(1)))
    tree.apply(.pop(at: .tab(0)))
    tree.apply(.push(Card(), at: .modal(0)))
    #expect(tree.stack(at: .tab(0))?.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
    #expect(
      tree.stack(at: .tab(1))?.map(ObjectIdentifier.init)
        == [ObjectIdentifier(settings), ObjectIdentifier(fresh)])
    #expect(tree.stack(at: .modal(0))?.count == 2)
    #expect(tree.stack(at: .modal(1))?.count == 1)
    #expect(tree.selectedTab == shown.selectedTab)
  }
}
