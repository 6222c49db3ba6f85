import Foundation
import Navigator
import Testing

// Conformance with JLRoutes' documented link matching; see LinkConformanceTests.swift.

/// The screens of an app that opened its links with JLRoutes.
enum RoutesAppDestination: Destination {
  case user(String)
  case record(object: String, action: String, key: String)
  case editPost(Int, debug: Bool?, foo: String?)
  case foo(scheme: String)
  case global
  case wildcard(String)
  case the(a: String?, b: String?)
  case list(page: Int?)
  case search(String)
  case tag(String)
  case reply(user: Int, post: Int, reply: Int)
}

private func routesApp(_ destinations: RoutesAppDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

extension LinkConformanceTests {
  // MARK: - JLRoutes

  static func routesLinks() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://user/view/{userID}") { (userID: String) in
          .user(userID)
        } parts: {
          if case .user(let userID) = $0 { userID } else { nil }
        }
        app.link("myapp://post/edit/{primaryKey}?debug={debug?}&foo={foo?}") {
          (key: Int, debug: Bool?, foo: String?) in
          .editPost(key, debug: debug, foo: foo)
        } parts: {
          if case .editPost(let key, let debug, let foo) = $0 { (key, debug, foo) } else { nil }
        }
        app.link("thing://foo", .foo(scheme: "thing"))
        app.link("stuff://foo", .foo(scheme: "stuff"))
        app.link("myapp://global", .global)
        app.link("myapp://wildcard/{rest...}") { (rest: String) in
          .wildcard(rest)
        } parts: {
          if case .wildcard(let rest) = $0 { rest } else { nil }
        }
        app.link("myapp://search?q={query}") { (query: String) in
          .search(query)
        } parts: {
          if case .search(let query) = $0 { query } else { nil }
        }
        app.link("myapp://tag/{name}") { (name: String) in
          .tag(name)
        } parts: {
          if case .tag(let name) = $0 { name } else { nil }
        }
      }
    }
  }

  // From: JLRoutes README, "Simple Example" (the host is the route's first component)
  @Test func jlroutesNamedParameterAfterTheHost() throws {
    let links = try Self.routesLinks()

    #expect(try links.destinations(for: "myapp://user/view/joeldev") == routesApp(.user("joeldev")))
    #expect(links.url(for: RoutesAppDestination.user("joeldev")) == "myapp://user/view/joeldev")
  }

  // From: JLRoutes README, "More Complex Example" (/:object/:action/:primaryKey)
  @Test func jlroutesParameterInTheHost() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://{object}/{action}/{primaryKey}") {
          (object: String, action: String, key: String) in
          .record(object: object, action: action, key: key)
        } parts: {
          if case .record(let object, let action, let key) = $0 {
            (object, action, key)
          } else {
            nil
          }
        }
      }
    }
    #expect(
      try links.destinations(for: "myapp://user/view/joeldev")
        == routesApp(.record(object: "user", action: "view", key: "joeldev")))
    #expect(
      try links.destinations(for: "myapp://post/edit/123?debug=true&foo=bar")
        == routesApp(.record(object: "post", action: "edit", key: "123")))
    #expect(
      links.url(for: RoutesAppDestination.record(object: "post", action: "edit", key: "123"))
        == "myapp://post/edit/123")
  }

  // From: JLRoutes README, "More Complex Example" (the query's items join the parameters)
  @Test func jlroutesQueryItemsJoinThePathParameters() throws {
    let links = try Self.routesLinks()

    #expect(
      try links.destinations(for: "myapp://post/edit/123?debug=true&foo=bar")
        == routesApp(.editPost(123, debug: true, foo: "bar")))
    #expect(
      try links.destinations(for: "myapp://post/edit/123")
        == routesApp(.editPost(123, debug: nil, foo: nil)))
  }

  // From: JLRoutes README, "More Complex Example" (every value is handed over as a string)
  // Documented difference: values are typed by the closure, so a value that is not of its type
  // refuses the link, naming the parameter, instead of reaching the screen as text.
  @Test func jlroutesValuesAreTypedHere() throws {
    let links = try Self.routesLinks()
    let pattern = "myapp://post/edit/{primaryKey}?debug={debug?}&foo={foo?}"

    // NB: the sentence names an optional item's type as Optional<Bool>.
    let debug = try #require(Self.refusal("myapp://post/edit/123?debug=yes", in: links))
    #expect(debug.hasPrefix("The link could not be read: {debug} of \(pattern) is not a valid "))
    #expect(debug.contains("Bool"))
    #expect(
      Self.refusal("myapp://post/edit/latest", in: links)
        == Self.unreadable("{primaryKey} of \(pattern) is not a valid Int"))
  }

  // From: JLRoutes README, "Features" (fragment parameters join the parameters)
  // Documented difference: the fragment is ignored; only the query gives parameters.
  @Test func jlroutesFragmentGivesNoParametersHere() throws {
    let links = try Self.routesLinks()

    #expect(
      try links.destinations(for: "myapp://post/edit/123#debug=true&foo=bar")
        == routesApp(.editPost(123, debug: nil, foo: nil)))
  }

  // From: JLRoutes README, "Global settings" / "Global configuration" (shouldDecodePlusSymbols,
  // YES by default)
  @Test func jlroutesPlusInTheQueryIsASpace() throws {
    let links = try Self.routesLinks()

    #expect(
      try links.destinations(for: "myapp://search?q=red+shoes") == routesApp(.search("red shoes")))
    #expect(
      try links.destinations(for: "myapp://search?q=1%2B1") == routesApp(.search("1+1")))
  }

  // From: JLRoutes README, "Global settings" (a '+' is replaced in all parsed values)
  // Documented difference: a '+' is a space only in the query, as in HTML forms; in the path it
  // is itself (RFC 3986), so myapp://tag/c++ names the tag "c++".
  @Test func jlroutesPlusInThePathIsAPlusHere() throws {
    let links = try Self.routesLinks()

    #expect(try links.destinations(for: "myapp://tag/c++") == routesApp(.tag("c++")))
  }

  // From: JLRoutes README, "Scheme Namespaces" (one route, a handler per scheme)
  @Test func jlroutesSchemesSeparateTheSameRoute() throws {
    let links = try Self.routesLinks()

    #expect(try links.destinations(for: "thing://foo") == routesApp(.foo(scheme: "thing")))
    #expect(try links.destinations(for: "stuff://foo") == routesApp(.foo(scheme: "stuff")))
  }

  // From: JLRoutes README, "Scheme Namespaces" (thing://global does not match a route of
  // another scheme)
  @Test func jlroutesRouteOfOneSchemeDoesNotMatchAnother() throws {
    let links = try Self.routesLinks()

    #expect(try links.destinations(for: "myapp://global") == routesApp(.global))
    #expect(
      Self.refusal("thing://global", in: links)
        == Self.unreadable("no link of thing is declared for its host"))
  }

  // From: JLRoutes README, "Scheme Namespaces" (shouldFallbackToGlobalRoutes)
  // Documented difference: there is no global namespace to fall back to; a link every scheme
  // opens is declared for each scheme, and its URL is written with the first one declared.
  @Test func jlroutesFallbackIsALinkDeclaredForEachScheme() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://global", .global)
        app.link("thing://global", .global)
      }
    }

    #expect(try links.destinations(for: "thing://global") == routesApp(.global))
    #expect(try links.destinations(for: "myapp://global") == routesApp(.global))
    #expect(links.url(for: RoutesAppDestination.global) == "myapp://global")
  }

  // From: JLRoutes README, "Wildcard routes"
  @Test func jlroutesWildcardTakesTheRestOfThePath() throws {
    let links = try Self.routesLinks()

    #expect(try links.destinations(for: "myapp://wildcard/joker") == routesApp(.wildcard("joker")))
    #expect(
      try links.destinations(for: "myapp://wildcard/joker/card/7")
        == routesApp(.wildcard("joker/card/7")))
  }

  // From: JLRoutes README, "Wildcard routes" (any number of trailing components, none included,
  // handed over as an array)
  @Test func jlroutesWildcardMayTakeNothing() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://wildcard/{rest...}") { (rest: [String]) in
          .wildcard(rest.joined(separator: "/"))
        } parts: { _ in
          nil
        }
      }
    }

    #expect(try links.destinations(for: "myapp://wildcard") == routesApp(.wildcard("")))
    #expect(try links.destinations(for: "myapp://wildcard/") == routesApp(.wildcard("")))
    #expect(try links.destinations(for: "myapp://wildcard/a/b") == routesApp(.wildcard("a/b")))
  }

  // From: JLRoutes README, "Handler Block" (a block that returns NO lets the next matching route
  // try) and "Features: Route prioritization"
  @Test func jlroutesAHandlerThatDeclinesLetsTheNextRouteTry() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://wildcard/{rest...}", priority: 10) { (rest: [String]) in
          rest.first == "joker" ? .wildcard("joker's own") : nil
        } parts: { _ in
          nil
        }
        app.link("myapp://wildcard/{rest...}") { (rest: String) in
          .wildcard(rest)
        } parts: { _ in
          nil
        }
      }
    }

    #expect(
      try links.destinations(for: "myapp://wildcard/joker/x") == routesApp(.wildcard("joker's own"))
    )
    #expect(
      try links.destinations(for: "myapp://wildcard/batman/x") == routesApp(.wildcard("batman/x")))
  }

  // From: JLRoutes README, "More Complex Example" (five parameters, the query's included)
  @Test func jlroutesFiveParametersWithTheQueryMergedIn() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://{object}/{action}/{primaryKey}?debug={debug?}&foo={foo?}") {
          (object: String, action: String, key: String, debug: Bool?, foo: String?) in
          debug == true && foo == "bar" ? .record(object: object, action: action, key: key) : nil
        } parts: { _ in
          nil
        }
      }
    }

    #expect(
      try links.destinations(for: "myapp://post/edit/123?debug=true&foo=bar")
        == routesApp(.record(object: "post", action: "edit", key: "123")))
    #expect(
      try links.destinations(for: "myapp://post/edit/123?debug&foo=bar")
        == routesApp(.record(object: "post", action: "edit", key: "123")))
  }

  // From: JLRoutes README, "Features" (parameters interleaved throughout the URL) and "Optional
  // routes" (/user/:userId/post/:postId/reply/:replyId)
  @Test func jlroutesParametersInterleavedThroughThePath() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://user/{userId}/post/{postId}/reply/{replyId}") {
          (user: Int, post: Int, reply: Int) in
          .reply(user: user, post: post, reply: reply)
        } parts: {
          if case .reply(let user, let post, let reply) = $0 { (user, post, reply) } else { nil }
        }
      }
    }

    #expect(
      try links.destinations(for: "myapp://user/1/post/2/reply/3")
        == routesApp(.reply(user: 1, post: 2, reply: 3)))
    #expect(
      links.url(for: RoutesAppDestination.reply(user: 1, post: 2, reply: 3))
        == "myapp://user/1/post/2/reply/3")
  }

  // From: JLRoutes README, "Optional routes" (/the(/foo/:a)(/bar/:b) registers four routes)
  @Test func jlroutesOptionalGroupsAreEachCombinationDeclared() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://the", .the(a: nil, b: nil))
        app.link("myapp://the/foo/{a}") { (a: String) in
          .the(a: a, b: nil)
        } parts: { _ in
          nil
        }
        app.link("myapp://the/bar/{b}") { (b: String) in
          .the(a: nil, b: b)
        } parts: { _ in
          nil
        }
        app.link("myapp://the/foo/{a}/bar/{b}") { (a: String, b: String) in
          .the(a: a, b: b)
        } parts: { _ in
          nil
        }
      }
    }

    #expect(try links.destinations(for: "myapp://the") == routesApp(.the(a: nil, b: nil)))
    #expect(try links.destinations(for: "myapp://the/foo/1") == routesApp(.the(a: "1", b: nil)))
    #expect(try links.destinations(for: "myapp://the/bar/2") == routesApp(.the(a: nil, b: "2")))
    #expect(
      try links.destinations(for: "myapp://the/foo/1/bar/2") == routesApp(.the(a: "1", b: "2")))
    #expect(Self.refusal("myapp://the/bar/2/foo/1", in: links) != nil)
  }

  // From: JLRoutes README, "Optional routes" (a group that holds one parameter, /list(/:page))
  @Test func jlroutesOptionalParameterSegment() throws {
    let links = try DeepLinks { links in
      links.area(RoutesAppDestination.self) { app in
        app.link("myapp://list/{page?}") { (page: Int?) in
          .list(page: page)
        } parts: {
          if case .list(let page) = $0 { page } else { nil }
        }
      }
    }
    #expect(try links.destinations(for: "myapp://list") == routesApp(.list(page: nil)))
    #expect(try links.destinations(for: "myapp://list/2") == routesApp(.list(page: 2)))
    #expect(links.url(for: RoutesAppDestination.list(page: nil)) == "myapp://list")
    #expect(links.url(for: RoutesAppDestination.list(page: 2)) == "myapp://list/2")
  }
}
