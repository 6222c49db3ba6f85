// The ```swift blocks of Sources/Navigator/Navigator.docc/GoingAnywhere.md.
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// GoingAnywhere: routable
extension HomeDestination: RoutableDestination {}
// GoingAnywhere: end

// GoingAnywhere: contactsArea
enum ContactsDestination: RoutableDestination {
  case card(User)
  case sharedPhotos(User)

  enum Screen: Hashable, Sendable { case card, sharedPhotos }

  var screen: Screen {
    switch self {
    case .card: .card
    case .sharedPhotos: .sharedPhotos
    }
  }
}
// GoingAnywhere: end

// GoingAnywhere: graph
enum AppRoutes {
  @MainActor static func graph() -> DestinationGraph {
    DestinationGraph { graph in
      graph.area(HomeDestination.self) { home in
        home.root("inbox")
        home.root("settings")
        home.edge("inbox", "chat")
        home.edge("inbox", "compose", .modalWithNavigationBar)
        home.edge("compose", "audience")
        home.edge("chat", DestinationCase(ContactsDestination.self, .card))
        home.make(.compose)
        home.make("chat") { context in
          guard case .card(let contact)? = context.next(as: ContactsDestination.self) else {
            return nil
          }
          return .chat(contact)
        }
      }
      graph.area(ContactsDestination.self) { contacts in
        contacts.edge(.card, .sharedPhotos)
        contacts.make(.card) { context in
          guard case .sharedPhotos(let contact)? = context.next(as: ContactsDestination.self)
          else { return nil }
          return .card(contact)
        }
      }
    }
  }
}
// GoingAnywhere: end

// GoingAnywhere: go
@MainActor func showSharedPhotos(
  of contact: User, in navigation: AppNavigator<UIKitWindowContainer>
) {
  navigation.routes = AppRoutes.graph()  // once, where the app navigator is made
  navigation.send(.go(to: ContactsDestination.sharedPhotos(contact)))
}
// GoingAnywhere: end

// GoingAnywhere: breadcrumbs
@MainActor func showCard(of contact: User, in navigation: AppNavigator<UIKitWindowContainer>) {
  navigation.send(
    .go(to: ContactsDestination.card(contact), through: [HomeDestination.chat(contact)]))
}
// GoingAnywhere: end

// GoingAnywhere: anywhere
final class NotificationHandler: Sendable {
  private let navigation: NavigationRequests

  init(navigation: NavigationRequests) {
    self.navigation = navigation
  }

  @MainActor func userOpened(photosOf contact: User) {
    navigation.send(.go(to: ContactsDestination.sharedPhotos(contact)))
  }

  func sessionExpired() async {
    try? await navigation.perform(.dismissAll)
  }
}
// GoingAnywhere: end

// GoingAnywhere: test
@Test @MainActor func everyScreenCanBeReachedWithItsData() {
  assertScreenGraph(AppRoutes.graph())
}

@Test @MainActor func aNotificationOpensThePhotosFromUnderTheComposeSheet() {
  let container = RecordingContainer<UIViewController>()
  let navigation = AppNavigator(container: container)
  navigation.register(HomeScreens())
  navigation.register(
    ScreenFactory<ContactsDestination, UIViewController> { _, _ in UIViewController() })
  navigation.routes = AppRoutes.graph()
  navigation.start(at: .home(.ada))
  navigation.navigate(to: HomeDestination.compose)

  NotificationHandler(navigation: navigation.requests).userOpened(photosOf: .grace)

  assertNavigation(
    navigation,
    equals: NavigationState(tabs: [
      .init(
        "chats",
        [
          AnyDestination(HomeDestination.inbox(.ada)), AnyDestination(HomeDestination.chat(.grace)),
          AnyDestination(ContactsDestination.card(.grace)),
          AnyDestination(ContactsDestination.sharedPhotos(.grace)),
        ]),
      .init("settings", [AnyDestination(HomeDestination.settings)]),
    ]))
}
// GoingAnywhere: end
