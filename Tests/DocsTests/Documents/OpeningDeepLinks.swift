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

// OpeningDeepLinks: shapes
enum ShopDestination: Destination {
  case home, settings, pinned
  case store(city: String)
  case catalog(page: Int?)
  case file(folders: [String], name: String)
  case product(id: Int)
  case productNamed(String)
  case search(String, debug: Bool?)
  case place(latitude: Double, longitude: Double, zoom: Int, layer: String)
}

enum ShopLinks {
  static func make() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(ShopDestination.self) { shop in
        // No host: shop://, and shop:///settings (also read from shop:/settings).
        shop.link("shop://", .home)
        shop.link("shop:///settings", .settings)
        // A parameter in the host of a custom scheme: shop://paris/store.
        shop.link("shop://{city}/store") { (city: String) in
          .store(city: city)
        } parts: {
          if case .store(let city) = $0 { city } else { nil }
        }
        // An optional segment: shop://catalog, shop://catalog/2.
        shop.link("shop://catalog/{page?}") { (page: Int?) in
          .catalog(page: page)
        } parts: {
          if case .catalog(let page) = $0 { page } else { nil }
        }
        // A rest of the path anywhere, read as an array, maybe empty: shop://files/a/b/cv.pdf.
        shop.link("shop://files/{folders...}/{name}") { (folders: [String], name: String) in
          .file(folders: folders, name: name)
        } parts: {
          if case .file(let folders, let name) = $0 { (folders, name) } else { nil }
        }
        // A closure that refuses its value falls through to the next pattern: shop://p/42 is a
        // product, shop://p/lamp and shop://p/4200 are names.
        shop.link("shop://p/{id}") { (id: Int) in
          id < 1000 ? .product(id: id) : nil
        } parts: {
          if case .product(let id) = $0 { id } else { nil }
        }
        shop.link("shop://p/{name}") { (name: String) in
          .productNamed(name)
        } parts: {
          if case .productNamed(let name) = $0 { name } else { nil }
        }
        // A priority goes before the most literal pattern: shop://p/pinned reads as .pinned.
        shop.link("shop://p/pinned", priority: 1, .pinned)
        // A query item without = is a flag: shop://search/lamp?debug.
        shop.link("shop://search/{query}?debug={debug?}") { (query: String, debug: Bool?) in
          .search(query, debug: debug)
        } parts: {
          if case .search(let query, let debug) = $0 { (query, debug) } else { nil }
        }
        // Any number of values: shop://map/48.85/2.35/12?layer=transit.
        shop.link("shop://map/{latitude}/{longitude}/{zoom}?layer={layer}") {
          (latitude: Double, longitude: Double, zoom: Int, layer: String) in
          .place(latitude: latitude, longitude: longitude, zoom: zoom, layer: layer)
        } parts: {
          if case .place(let latitude, let longitude, let zoom, let layer) = $0 {
            (latitude, longitude, zoom, layer)
          } else {
            nil
          }
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
  navigation.send(.open(try identifiers.link(for: identifier, parameters: parameters)))
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

  navigation.send(.open("messenger://contacts/Grace/photos"))

  #expect(
    navigation.state.topStack?.map(\.caseName) == [
      "HomeDestination.inbox", "HomeDestination.chat", "ContactsDestination.card",
      "ContactsDestination.sharedPhotos",
    ])
  #expect(navigation.state.modals.isEmpty)
}
// OpeningDeepLinks: end

/// The links in the comments of the article's "Every shape of link" block are the ones written.
@Suite struct ShopLinksOfTheArticle {
  @Test func eachShapeWritesTheLinkItsCommentShowsAndReadsItBack() throws {
    let links = try ShopLinks.make()
    let written: [(ShopDestination, String)] = [
      (.home, "shop://"), (.settings, "shop:///settings"),
      (.store(city: "paris"), "shop://paris/store"),
      (.catalog(page: nil), "shop://catalog"), (.catalog(page: 2), "shop://catalog/2"),
      (.file(folders: ["a", "b"], name: "cv.pdf"), "shop://files/a/b/cv.pdf"),
      (.product(id: 42), "shop://p/42"), (.productNamed("lamp"), "shop://p/lamp"),
      (.productNamed("4200"), "shop://p/4200"), (.pinned, "shop://p/pinned"),
      (.search("lamp", debug: true), "shop://search/lamp?debug=true"),
      (
        .place(latitude: 48.85, longitude: 2.35, zoom: 12, layer: "transit"),
        "shop://map/48.85/2.35/12?layer=transit"
      ),
    ]
    for (destination, link) in written {
      #expect(links.url(for: destination) == link)
      #expect(try links.destinations(for: link) == [AnyDestination(destination)])
    }
    #expect(
      try links.destinations(for: "shop:/settings") == [AnyDestination(ShopDestination.settings)])
    #expect(
      try links.destinations(for: "shop://search/lamp?debug")
        == [AnyDestination(ShopDestination.search("lamp", debug: true))])
  }
}
