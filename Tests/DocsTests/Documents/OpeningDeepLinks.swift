// The ```swift blocks of Sources/Navigator/Navigator.docc/OpeningDeepLinks.md.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// OpeningDeepLinks: declare
enum AppLinks {
  static func make() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(HomeDestination.self) { home in
        home.link("messenger://compose", .compose)
        home.link("messenger://chat/{user}") { (user: String) in
          .chat(.named(user))
        } parts: {
          if case .chat(let user) = $0 { user.name } else { nil }
        }
        home.link("https://messenger.example/c/{user}") { (user: String) in
          .chat(.named(user))
        } parts: { _ in
          nil
        }
      }
      links.area(ContactsDestination.self) { contacts in
        contacts.path("messenger://contacts/{user}/photos") { (user: String) in
          [
            AnyDestination(ContactsDestination.card(.named(user))),
            AnyDestination(ContactsDestination.sharedPhotos(.named(user))),
          ]
        } parts: {
          if case .sharedPhotos(let user) = $0 { user.name } else { nil }
        }
      }
    }
  }
}
// OpeningDeepLinks: end

// OpeningDeepLinks: setUp
@MainActor func addRoutesAndLinks(to navigation: AppNavigator<UIKitWindowContainer>) throws {
  navigation.routes = AppRoutes.graph()
  navigation.links = try AppLinks.make()
}
// OpeningDeepLinks: end

// OpeningDeepLinks: open
@MainActor func open(_ url: URL, in navigation: AppNavigator<UIKitWindowContainer>) {
  navigation.perform(.open(url.absoluteString)) { result in
    if case .failure(let error) = result { print(error) }  // names patterns, never the values
  }
}
// OpeningDeepLinks: end

// OpeningDeepLinks: share
func shareLink(to contact: User, links: DeepLinks) -> String? {
  links.url(for: ContactsDestination.sharedPhotos(contact))  // messenger://contacts/Grace/photos
}
// OpeningDeepLinks: end

// OpeningDeepLinks: identifiers
@MainActor func openNotification(
  identifier: String, parameters: [String: String], table: Data,
  in navigation: AppNavigator<UIKitWindowContainer>
) throws {
  guard let links = navigation.links else { return }
  let identifiers = try LinkIdentifiers(json: table, for: links)
  navigation.perform(.open(try identifiers.link(for: identifier, parameters: parameters)))
}
// OpeningDeepLinks: end

// OpeningDeepLinks: test
@Test func everyLinkReadsBackAsItsDestination() throws {
  let links = try AppLinks.make()
  for user in [User.ada, .grace, .named("Zoë & Jo/2")] {
    let photos = ContactsDestination.sharedPhotos(user)
    let url = try #require(links.url(for: photos))
    #expect(try links.destinations(for: url).last == AnyDestination(photos))
  }
}

@Test @MainActor func aLinkOpensThePhotosFromUnderTheComposeSheet() throws {
  let navigation = AppNavigator(container: RecordingContainer<UIViewController>())
  navigation.register(HomeScreens())
  navigation.register(
    ScreenFactory<ContactsDestination, UIViewController> { _, _ in UIViewController() })
  navigation.routes = AppRoutes.graph()
  navigation.links = try AppLinks.make()
  navigation.start(at: .home(.ada))
  navigation.navigate(to: HomeDestination.compose)

  navigation.perform(.open("messenger://contacts/Grace/photos"))

  #expect(
    navigation.state.topStack?.map(\.caseName) == [
      "HomeDestination.inbox", "HomeDestination.chat", "ContactsDestination.card",
      "ContactsDestination.sharedPhotos",
    ])
  #expect(navigation.state.modals.isEmpty)
}
// OpeningDeepLinks: end
