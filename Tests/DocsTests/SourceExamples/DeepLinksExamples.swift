// The ```swift blocks of the doc comments in Sources/Navigator/DeepLinks.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// LinkValue.swift: value
extension UserID: LinkValue {}  // UserID: LosslessStringConvertible
// LinkValue.swift: end

final class DeepLinksExamplesScreen: UIViewController {
  func declarationExamples(
    links: inout DeepLinks.Declaration, messages: inout DeepLinks.Area<HomeDestination>,
    settings: inout DeepLinks.Area<SettingsDestination>,
    threads: inout DeepLinks.Area<ThreadDestination>,
    search: inout DeepLinks.Area<SearchDestination>, maps: inout DeepLinks.Area<MapsDestination>,
    contacts: inout DeepLinks.Area<ContactsDestination>,
    files: inout DeepLinks.Area<FilesDestination>
  ) {
    // DeepLinks+Declaration.swift: area
    links.area(SettingsDestination.self) { settings in
      settings.link("messenger://settings", .root)
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: link
    messages.link("messenger://compose", .compose)
    settings.link("messenger:///settings", .root)  // a link without host
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: link1
    messages.link("messenger://chat/{user}") { (user: String) in
      .chat(.named(user))
    } parts: {
      if case .chat(let user) = $0 { user.name } else { nil }
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: link2
    threads.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
      .message(.named(user), id)
    } parts: {
      if case .message(let user, let id) = $0 { (user.name, id) } else { nil }
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: link3
    search.link("messenger://search?q={query}&from={user?}&page={page?}") {
      (query: String, user: String?, page: Int?) in
      .results(query, user, page ?? 1)
    } parts: {
      if case .results(let query, let user, let page) = $0 { (query, user, page) } else { nil }
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: linkMany
    maps.link("maps://place/{lat}/{lon}/{zoom}?layer={layer}") {
      (lat: Double, lon: Double, zoom: Int, layer: String) in
      .place(lat, lon, zoom, layer)
    } parts: {
      guard case .place(let lat, let lon, let zoom, let layer) = $0 else { return nil }
      return (lat, lon, zoom, layer)
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: path
    settings.path(
      "messenger://settings/account",
      [AnyDestination(SettingsDestination.root), AnyDestination(SettingsDestination.account)])
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: path1
    contacts.path("messenger://contacts/{user}/photos") { (user: String) in
      [
        AnyDestination(ContactsDestination.card(.named(user))),
        AnyDestination(ContactsDestination.sharedPhotos(.named(user))),
      ]
    } parts: {
      if case .sharedPhotos(let user) = $0 { user.name } else { nil }
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: path2
    messages.path("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
      [
        AnyDestination(HomeDestination.chat(.named(user))),
        AnyDestination(ThreadDestination.message(.named(user), id)),
      ]
    } parts: { _ in
      nil
    }
    // DeepLinks+Declaration.swift: end
    // DeepLinks+Declaration.swift: pathMany
    files.path("files://{owner}/{folder}/{id}") { (owner: String, folder: String, id: Int) in
      [
        AnyDestination(FilesDestination.folder(owner, folder)),
        AnyDestination(FilesDestination.file(id)),
      ]
    } parts: { _ in
      nil
    }
    // DeepLinks+Declaration.swift: end
  }

  func tableExample() throws {
    // DeepLinks.swift: links
    let links = try DeepLinks { links in
      links.area(HomeDestination.self) { home in
        home.link("messenger://compose", .compose)
        home.link("messenger://chat/{user}") { (user: String) in
          .chat(.named(user))
        } parts: {
          if case .chat(let user) = $0 { user.name } else { nil }
        }
      }
    }
    let read = try links.destinations(for: "messenger://chat/Ada")  // [.chat(ada)]
    let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
    // DeepLinks.swift: end
    _ = (read, url)
  }

  func readExamples(links: DeepLinks, data: Data, appNavigator: AppNavigator<UIKitWindowContainer>)
    throws
  {
    // DeepLinks.swift: destinations
    let read = try links.destinations(for: "messenger://chat/Ada")  // [AnyDestination(.chat(ada))]
    let last = read.last  // AnyDestination(.chat(ada))
    // DeepLinks.swift: end
    // DeepLinks.swift: url
    let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
    // DeepLinks.swift: end
    _ = (last, url)
  }

  func destinationsExamples(links: DeepLinks) throws {
    // LinkDestinations.swift: read
    let read = try links.destinations(for: "messenger://chat/Ada")
    let last = read.last  // AnyDestination(.chat(ada))
    let same = read == [AnyDestination(HomeDestination.chat(.ada))]  // true
    let all = Array(read)  // [AnyDestination(.chat(ada))]
    // LinkDestinations.swift: end
    _ = (last, same, all)
  }

  func makeDestinationsExample() {
    // LinkDestinations.swift: init
    let read = LinkDestinations([AnyDestination(HomeDestination.compose)])
    // LinkDestinations.swift: end
    _ = read
  }

  func literalDestinationsExample() {
    // LinkDestinations.swift: literal
    let read: LinkDestinations = [AnyDestination(HomeDestination.compose)]
    // LinkDestinations.swift: end
    _ = read
  }

  func equalDestinationsExample(links: DeepLinks) throws {
    // LinkDestinations.swift: equal
    let read = try links.destinations(for: "messenger://compose")
    let same = read == [AnyDestination(HomeDestination.compose)]  // true
    // LinkDestinations.swift: end
    _ = same
  }

  func identifiersExample(
    links: DeepLinks, data: Data, appNavigator: AppNavigator<UIKitWindowContainer>
  ) throws {
    // LinkIdentifiers.swift: identifiers
    let identifiers = try LinkIdentifiers(json: data, for: links)
    let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
    appNavigator.send(.open(link))  // messenger://chat/ada
    // LinkIdentifiers.swift: end
  }

  func identifiersInitExample(links: DeepLinks) throws {
    // LinkIdentifiers.swift: init
    let identifiers = try LinkIdentifiers(["chat": "messenger://chat/{user}"], for: links)
    // LinkIdentifiers.swift: end
    _ = identifiers
  }

  func identifiersJSONExample(links: DeepLinks) throws {
    // LinkIdentifiers.swift: json
    let json = Data(#"{"chat": "messenger://chat/{user}"}"#.utf8)
    let identifiers = try LinkIdentifiers(json: json, for: links)
    // LinkIdentifiers.swift: end
    _ = identifiers
  }

  func identifierLinkExample(identifiers: LinkIdentifiers) throws {
    // LinkIdentifiers.swift: link
    let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
    // "messenger://chat/ada"
    // LinkIdentifiers.swift: end
    _ = link
  }
}

@MainActor func declarationExamplesAsync(
  links: inout DeepLinks.Declaration, messages: inout DeepLinks.Area<HomeDestination>,
  settings: inout DeepLinks.Area<SettingsDestination>,
  threads: inout DeepLinks.Area<ThreadDestination>, search: inout DeepLinks.Area<SearchDestination>,
  maps: inout DeepLinks.Area<MapsDestination>, contacts: inout DeepLinks.Area<ContactsDestination>,
  files: inout DeepLinks.Area<FilesDestination>
) async {
  // DeepLinks+Declaration.swift: area
  links.area(SettingsDestination.self) { settings in
    settings.link("messenger://settings", .root)
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: link
  messages.link("messenger://compose", .compose)
  settings.link("messenger:///settings", .root)  // a link without host
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: link1
  messages.link("messenger://chat/{user}") { (user: String) in
    .chat(.named(user))
  } parts: {
    if case .chat(let user) = $0 { user.name } else { nil }
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: link2
  threads.link("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    .message(.named(user), id)
  } parts: {
    if case .message(let user, let id) = $0 { (user.name, id) } else { nil }
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: link3
  search.link("messenger://search?q={query}&from={user?}&page={page?}") {
    (query: String, user: String?, page: Int?) in
    .results(query, user, page ?? 1)
  } parts: {
    if case .results(let query, let user, let page) = $0 { (query, user, page) } else { nil }
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: linkMany
  maps.link("maps://place/{lat}/{lon}/{zoom}?layer={layer}") {
    (lat: Double, lon: Double, zoom: Int, layer: String) in
    .place(lat, lon, zoom, layer)
  } parts: {
    guard case .place(let lat, let lon, let zoom, let layer) = $0 else { return nil }
    return (lat, lon, zoom, layer)
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: path
  settings.path(
    "messenger://settings/account",
    [AnyDestination(SettingsDestination.root), AnyDestination(SettingsDestination.account)])
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: path1
  contacts.path("messenger://contacts/{user}/photos") { (user: String) in
    [
      AnyDestination(ContactsDestination.card(.named(user))),
      AnyDestination(ContactsDestination.sharedPhotos(.named(user))),
    ]
  } parts: {
    if case .sharedPhotos(let user) = $0 { user.name } else { nil }
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: path2
  messages.path("messenger://chat/{user}/message/{id}") { (user: String, id: Int) in
    [
      AnyDestination(HomeDestination.chat(.named(user))),
      AnyDestination(ThreadDestination.message(.named(user), id)),
    ]
  } parts: { _ in
    nil
  }
  // DeepLinks+Declaration.swift: end
  // DeepLinks+Declaration.swift: pathMany
  files.path("files://{owner}/{folder}/{id}") { (owner: String, folder: String, id: Int) in
    [
      AnyDestination(FilesDestination.folder(owner, folder)),
      AnyDestination(FilesDestination.file(id)),
    ]
  } parts: { _ in
    nil
  }
  // DeepLinks+Declaration.swift: end
}

@MainActor func tableExampleAsync() async throws {
  // DeepLinks.swift: links
  let links = try DeepLinks { links in
    links.area(HomeDestination.self) { home in
      home.link("messenger://compose", .compose)
      home.link("messenger://chat/{user}") { (user: String) in
        .chat(.named(user))
      } parts: {
        if case .chat(let user) = $0 { user.name } else { nil }
      }
    }
  }
  let read = try links.destinations(for: "messenger://chat/Ada")  // [.chat(ada)]
  let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
  // DeepLinks.swift: end
  _ = (read, url)
}

@MainActor func readExamplesAsync(
  links: DeepLinks, data: Data, appNavigator: AppNavigator<UIKitWindowContainer>
) async throws {
  // DeepLinks.swift: destinations
  let read = try links.destinations(for: "messenger://chat/Ada")  // [AnyDestination(.chat(ada))]
  let last = read.last  // AnyDestination(.chat(ada))
  // DeepLinks.swift: end
  // DeepLinks.swift: url
  let url = links.url(for: HomeDestination.chat(.ada))  // "messenger://chat/Ada"
  // DeepLinks.swift: end
  _ = (last, url)
}

@MainActor func destinationsExamplesAsync(links: DeepLinks) async throws {
  // LinkDestinations.swift: read
  let read = try links.destinations(for: "messenger://chat/Ada")
  let last = read.last  // AnyDestination(.chat(ada))
  let same = read == [AnyDestination(HomeDestination.chat(.ada))]  // true
  let all = Array(read)  // [AnyDestination(.chat(ada))]
  // LinkDestinations.swift: end
  _ = (last, same, all)
}

@MainActor func makeDestinationsExampleAsync() async {
  // LinkDestinations.swift: init
  let read = LinkDestinations([AnyDestination(HomeDestination.compose)])
  // LinkDestinations.swift: end
  _ = read
}

@MainActor func literalDestinationsExampleAsync() async {
  // LinkDestinations.swift: literal
  let read: LinkDestinations = [AnyDestination(HomeDestination.compose)]
  // LinkDestinations.swift: end
  _ = read
}

@MainActor func equalDestinationsExampleAsync(links: DeepLinks) async throws {
  // LinkDestinations.swift: equal
  let read = try links.destinations(for: "messenger://compose")
  let same = read == [AnyDestination(HomeDestination.compose)]  // true
  // LinkDestinations.swift: end
  _ = same
}

@MainActor func identifiersExampleAsync(
  links: DeepLinks, data: Data, appNavigator: AppNavigator<UIKitWindowContainer>
) async throws {
  // LinkIdentifiers.swift: identifiers
  let identifiers = try LinkIdentifiers(json: data, for: links)
  let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
  appNavigator.send(.open(link))  // messenger://chat/ada
  // LinkIdentifiers.swift: end
}

@MainActor func identifiersInitExampleAsync(links: DeepLinks) async throws {
  // LinkIdentifiers.swift: init
  let identifiers = try LinkIdentifiers(["chat": "messenger://chat/{user}"], for: links)
  // LinkIdentifiers.swift: end
  _ = identifiers
}

@MainActor func identifiersJSONExampleAsync(links: DeepLinks) async throws {
  // LinkIdentifiers.swift: json
  let json = Data(#"{"chat": "messenger://chat/{user}"}"#.utf8)
  let identifiers = try LinkIdentifiers(json: json, for: links)
  // LinkIdentifiers.swift: end
  _ = identifiers
}

@MainActor func identifierLinkExampleAsync(identifiers: LinkIdentifiers) async throws {
  // LinkIdentifiers.swift: link
  let link = try identifiers.link(for: "chat", parameters: ["user": "ada"])
  // "messenger://chat/ada"
  // LinkIdentifiers.swift: end
  _ = link
}
