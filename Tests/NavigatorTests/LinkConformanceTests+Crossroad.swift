import Foundation
import Navigator
import Testing

// Conformance with Crossroad's and RLDNavigation's documented link matching; see
// LinkConformanceTests.swift.

/// A kind of the Pokédex app, read from a link by the app's own conformance, as Crossroad reads
/// an enum that conforms to its `Parsable`.
enum PokemonType: String, LinkValue {
  case normal, fire, water, grass

  init?(linkText: String) { self.init(rawValue: linkText) }
  var linkText: String? { rawValue }
}

/// Kinds written as one comma-separated query item, as Crossroad reads an array.
struct PokemonTypes: LinkValue, Equatable {
  let types: [PokemonType]

  init(_ types: [PokemonType]) { self.types = types }

  init?(linkText: String) {
    var types: [PokemonType] = []
    for text in linkText.split(separator: ",", omittingEmptySubsequences: false) {
      guard let type = PokemonType(rawValue: String(text)) else { return nil }
      types.append(type)
    }
    self.types = types
  }

  var linkText: String? { types.map(\.rawValue).joined(separator: ",") }
}

/// A type of the app's own made from a link's text, as Crossroad's custom arguments are.
struct Trainer: LinkValue, Equatable {
  let name: String

  init(name: String) { self.name = name }
  init?(linkText: String) { name = linkText }
  var linkText: String? { name }
}

/// The screens of a Pokédex app that opened its links with Crossroad.
enum PokedexDestination: Destination {
  case pokemon(Int)
  case pokemons(type: PokemonType?, types: PokemonTypes?)
  case search(String, generation: Int?)
  case moves(pokemon: Int)
  case move(String)
  case regions
  case trainer(Trainer)
}

/// The screens of an app that opened its links with RLDNavigation.
enum PrototypeDestination: Destination {
  case menu
  case folder
  case connections
  case profile(userName: String?)
  case chat(userName: String?)
}

private func pokedex(_ destinations: PokedexDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

private func prototype(_ destinations: PrototypeDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

extension LinkConformanceTests {
  // MARK: - Crossroad

  static func pokedexLinks() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(PokedexDestination.self) { pokedex in
        // NB: Crossroad's "/pokemons/:pokedexID" from every link source, one pattern each.
        for prefix in [
          "pokedex://pokemons", "https://my-awesome-pokedex.com/pokemons",
          "https://kanto.my-awesome-pokedex.com/pokemons",
        ] {
          pokedex.link(prefix + "/{pokedexID}") { (id: Int) in
            .pokemon(id)
          } parts: {
            if case .pokemon(let id) = $0 { id } else { nil }
          }
        }
        pokedex.link("pokedex://pokemons?type={type?}&types={types?}") {
          (type: PokemonType?, types: PokemonTypes?) in
          .pokemons(type: type, types: types)
        } parts: {
          if case .pokemons(let type, let types) = $0 { (type, types) } else { nil }
        }
        pokedex.link("pokedex://search/{keyword}?generation={generation?}") {
          (keyword: String, generation: Int?) in
          .search(keyword, generation: generation)
        } parts: {
          if case .search(let keyword, let generation) = $0 { (keyword, generation) } else { nil }
        }
        // NB: Crossroad's group that accepts only the custom scheme.
        pokedex.link("pokedex://moves/{move_name}") { (name: String) in
          .move(name)
        } parts: {
          if case .move(let name) = $0 { name } else { nil }
        }
        pokedex.link("pokedex://pokemons/{pokedexID}/move") { (id: Int) in
          .moves(pokemon: id)
        } parts: {
          if case .moves(let id) = $0 { id } else { nil }
        }
        // NB: Crossroad's route accepted only from one universal link.
        pokedex.link("https://my-awesome-pokedex.com/regions", .regions)
        pokedex.link("pokedex://trainers/{trainer}") { (trainer: Trainer) in
          .trainer(trainer)
        } parts: {
          if case .trainer(let trainer) = $0 { trainer } else { nil }
        }
      }
    }
  }

  // From: Crossroad README, "Basic Usage" (pokedex://pokemons/25, the host as first component)
  @Test func crossroadArgumentIsReadAsItsType() throws {
    let links = try Self.pokedexLinks()

    #expect(try links.destinations(for: "pokedex://pokemons/25") == pokedex(.pokemon(25)))
    #expect(links.url(for: PokedexDestination.pokemon(25)) == "pokedex://pokemons/25")
  }

  // From: Crossroad README, "Basic Usage" (the same route opened by a universal link)
  @Test func crossroadUniversalLinkOpensTheSameScreen() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "https://my-awesome-pokedex.com/pokemons/25")
        == pokedex(.pokemon(25)))
  }

  // From: Crossroad README, "Basic Usage" and "Enum arguments" (pokedex://pokemons?type=fire)
  @Test func crossroadQueryParameterOfARouteWithoutArguments() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "pokedex://pokemons?type=fire")
        == pokedex(.pokemons(type: .fire, types: nil)))
    #expect(
      try links.destinations(for: "pokedex://pokemons") == pokedex(.pokemons(type: nil, types: nil))
    )
    #expect(
      links.url(for: PokedexDestination.pokemons(type: .water, types: nil))
        == "pokedex://pokemons?type=water")
  }

  // From: Crossroad README, "Enum arguments" (a query parameter read as an optional enum)
  // Documented difference: a value that is not one of the enum's cases refuses the link, naming
  // the parameter, where Crossroad hands the handler an optional to decide with.
  @Test func crossroadUnknownEnumValueRefusesTheLink() throws {
    let links = try Self.pokedexLinks()

    // NB: the sentence names an optional item's type as Optional<PokemonType>.
    let error = try #require(Self.refusal("pokedex://pokemons?type=cosmic", in: links))
    #expect(
      error.hasPrefix(
        "The link could not be read: {type} of pokedex://pokemons?type={type?}&types={types?} "
          + "is not a valid "))
    #expect(error.contains("PokemonType"))
  }

  // From: Crossroad README, "Argument" and "QueryParameter" (pokedex://search/Pikachu)
  @Test func crossroadStringArgumentAndIntQueryParameter() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "pokedex://search/Pikachu")
        == pokedex(.search("Pikachu", generation: nil)))
    #expect(
      try links.destinations(for: "pokedex://search/Pikachu?generation=1")
        == pokedex(.search("Pikachu", generation: 1)))
  }

  // From: Crossroad README, "Comma-separated list" (pokedex://pokemons?types=water,grass)
  @Test func crossroadCommaSeparatedListIsAnAppType() throws {
    let links = try Self.pokedexLinks()
    let both = PokedexDestination.pokemons(type: nil, types: PokemonTypes([.water, .grass]))

    #expect(try links.destinations(for: "pokedex://pokemons?types=water,grass") == pokedex(both))
    let url = try #require(links.url(for: both))
    #expect(url == "pokedex://pokemons?types=water%2Cgrass")
    #expect(try links.destinations(for: url) == pokedex(both))
  }

  // From: Crossroad README, "Custom argument" (a struct made from the argument's text)
  @Test func crossroadCustomArgumentIsAnAppType() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "pokedex://trainers/Ash")
        == pokedex(.trainer(Trainer(name: "Ash"))))
  }

  // From: Crossroad README, "Multiple link sources support" (routes for some sources only)
  @Test func crossroadRoutesAcceptOnlyTheirLinkSources() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "https://kanto.my-awesome-pokedex.com/pokemons/25")
        == pokedex(.pokemon(25)))
    #expect(
      try links.destinations(for: "pokedex://moves/thunderbolt") == pokedex(.move("thunderbolt")))
    #expect(
      Self.refusal("https://my-awesome-pokedex.com/moves/thunderbolt", in: links)
        == Self.unreadable(
          "no pattern matches its path; the nearest is "
            + "https://my-awesome-pokedex.com/pokemons/{pokedexID}"))
    #expect(
      try links.destinations(for: "https://my-awesome-pokedex.com/regions") == pokedex(.regions))
    #expect(
      Self.refusal("https://kanto.my-awesome-pokedex.com/regions", in: links)
        == Self.unreadable(
          "no pattern matches its path; the nearest is "
            + "https://kanto.my-awesome-pokedex.com/pokemons/{pokedexID}"))
    #expect(
      Self.refusal("pokedex://regions", in: links)
        == Self.unreadable("no link of pokedex is declared for its host"))
  }

  // From: Crossroad README, "Multiple link sources support" (/pokemons/:pokedexID/move beside
  // /pokemons/:pokedexID)
  @Test func crossroadLongerRouteBesideAShorterOne() throws {
    let links = try Self.pokedexLinks()

    #expect(
      try links.destinations(for: "pokedex://pokemons/25/move") == pokedex(.moves(pokemon: 25)))
    #expect(try links.destinations(for: "pokedex://pokemons/25") == pokedex(.pokemon(25)))
  }

  // From: Crossroad README, "Basic Usage" (a route's handler refuses pokedex://pokemons/9999)
  // Documented difference: a value that is not of its parameter's type refuses the link, naming
  // the parameter; the route's own checks (does No. 9999 exist?) are not expressible yet.
  @Test func crossroadArgumentOfTheWrongTypeRefusesTheLink() throws {
    let links = try Self.pokedexLinks()

    #expect(
      Self.refusal("pokedex://pokemons/pikachu", in: links)
        == Self.unreadable("{pokedexID} of pokedex://pokemons/{pokedexID} is not a valid Int"))
  }

  // From: Crossroad README, "Basic Usage" (a handler that throws for No. 9999 makes the router
  // not respond, and the next route is tried): a closure that returns nil falls through.
  @Test func crossroadAHandlerThatRefusesLetsTheNextRouteTry() throws {
    let links = try DeepLinks { links in
      links.area(PokedexDestination.self) { pokedex in
        pokedex.link("pokedex://pokemons/{pokedexID}") { (id: Int) in
          id <= 151 ? .pokemon(id) : nil
        } parts: { _ in
          nil
        }
        pokedex.link("pokedex://pokemons/{name}") { (name: String) in
          .search(name, generation: nil)
        } parts: { _ in
          nil
        }
      }
    }

    #expect(try links.destinations(for: "pokedex://pokemons/25") == pokedex(.pokemon(25)))
    #expect(
      try links.destinations(for: "pokedex://pokemons/9999")
        == pokedex(.search("9999", generation: nil)))
  }

  // From: Crossroad README, "Parse URL patterns" (pokedex:/pokemons/25 with the pattern
  // pokedex://pokemons/:id)
  // Documented difference: a link with a single slash has no host, so it is not the link
  // pokedex://pokemons/25 and does not match a pattern with the host pokemons.
  @Test func crossroadSingleSlashLinkIsNotTheHostLink() throws {
    let links = try Self.pokedexLinks()

    let error = try #require(Self.refusal("pokedex:/pokemons/25", in: links))
    #expect(error.hasPrefix("The link could not be read: "))
  }

  // From: Crossroad README, "Parse URL patterns" (pokedex:/pokemons/25, a link without a host)
  @Test func crossroadSingleSlashLinkMatchesAPatternWithoutHost() throws {
    let links = try DeepLinks { links in
      links.area(PokedexDestination.self) { pokedex in
        pokedex.link("pokedex:///pokemons/{id}") { (id: Int) in
          .pokemon(id)
        } parts: {
          if case .pokemon(let id) = $0 { id } else { nil }
        }
      }
    }
    #expect(try links.destinations(for: "pokedex:/pokemons/25") == pokedex(.pokemon(25)))
    #expect(try links.destinations(for: "pokedex:///pokemons/25") == pokedex(.pokemon(25)))
  }

  // From: Crossroad README (3.x), "~ iOS 12" (/search/:keyword means pokedex://search/:keyword)
  // Documented difference: a pattern names its scheme; one without is refused when declared.
  @Test func crossroadPatternWithoutSchemeIsRefused() {
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(PokedexDestination.self) { pokedex in
          pokedex.link("/search/{keyword}") { (keyword: String) in
            .search(keyword, generation: nil)
          } parts: { _ in
            nil
          }
        }
      }
    }
  }

  // MARK: - RLDNavigation

  /// The sample app's components, each naming a destination; `userName` is set on each that
  /// has it.
  static func prototypeDestination(_ component: Substring, userName: String?)
    -> PrototypeDestination?
  {
    switch component {
    case "menu": .menu
    case "folder": .folder
    case "connections": .connections
    case "profile": .profile(userName: userName)
    case "chat": .chat(userName: userName)
    default: nil
    }
  }

  static func prototypeLinks() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(PrototypeDestination.self) { app in
        app.path(
          "prototype://menu/connections",
          [
            AnyDestination(PrototypeDestination.menu),
            AnyDestination(PrototypeDestination.connections),
          ])
        app.path("prototype://navigate/{components...}?userName={userName?}") {
          (components: String, userName: String?) in
          var path: [AnyDestination] = []
          for component in components.split(separator: "/") {
            guard let destination = prototypeDestination(component, userName: userName) else {
              return []
            }
            path.append(AnyDestination(destination))
          }
          return path
        } parts: { _ in
          nil
        }
        app.path("prototype://connections/{user}/chat") { (user: String) in
          [
            AnyDestination(PrototypeDestination.connections),
            AnyDestination(PrototypeDestination.profile(userName: user)),
            AnyDestination(PrototypeDestination.chat(userName: user)),
          ]
        } parts: {
          if case .chat(let user) = $0 { user } else { nil }
        }
      }
    }
  }

  // From: RLDNavigationSwift README, "URL navigation" and "Setting up the view controllers" (the
  // URL's components are the breadcrumbs, the last one the destination, and the query's
  // properties are set on every screen that has them)
  @Test func rldComponentsAreBreadcrumbsAndTheQueryIsProperties() throws {
    let links = try Self.prototypeLinks()

    #expect(
      try links.destinations(for: "prototype://navigate/menu/profile/chat?userName=John%20Doe")
        == prototype(.menu, .profile(userName: "John Doe"), .chat(userName: "John Doe")))
    #expect(
      try links.destinations(for: "prototype://navigate/menu/folder")
        == prototype(.menu, .folder))
  }

  // From: RLDNavigationSwift README, "URL navigation" (a component that names no screen gives
  // no breadcrumbs): a link whose path link names no destination is refused, saying so.
  @Test func rldUnknownComponentNamesNoPath() throws {
    let links = try Self.prototypeLinks()

    #expect(
      Self.refusal("prototype://navigate/menu/settings", in: links)
        == Self.unreadable("its pattern named no destination"))
  }

  // From: RLDNavigation README, "Breadcrumbs" (a fixed path of screens, without values)
  @Test func rldBreadcrumbsWithoutValues() throws {
    let links = try Self.prototypeLinks()

    #expect(
      try links.destinations(for: "prototype://menu/connections")
        == prototype(.menu, .connections))
    #expect(links.url(for: PrototypeDestination.connections) == "prototype://menu/connections")
  }

  // From: RLDNavigation README, "Breadcrumbs" (breadcrumbs replace URL-like navigation
  // definitions)
  @Test func rldBreadcrumbsOfAFixedPath() throws {
    let links = try Self.prototypeLinks()

    #expect(
      try links.destinations(for: "prototype://connections/John/chat")
        == prototype(.connections, .profile(userName: "John"), .chat(userName: "John")))
    #expect(
      links.url(for: PrototypeDestination.chat(userName: "John"))
        == "prototype://connections/John/chat")
  }
}
