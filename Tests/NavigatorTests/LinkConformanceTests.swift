import Foundation
import Navigator
import Testing

// Conformance with the link matching that four routers document (URLNavigator, JLRoutes,
// Crossroad, RLDNavigation), for teams whose links are already printed. Each test names the
// router and the section of its public documentation that states the behaviour, translated into
// this library's declarations. A "Documented difference" asserts our behaviour where we differ
// on purpose, and says why.
// JLRoutes is in LinkConformanceTests+JLRoutes.swift, Crossroad and RLDNavigation in
// LinkConformanceTests+Crossroad.swift.

/// The screens of an app that opened its links with URLNavigator.
enum NavigatorAppDestination: Destination {
  case user(Int)
  case post(String)
  case alert(title: String?, message: String?)
  case product(price: Double)
  case file(String)
  case region(CloudRegion)
}

/// A value an app allows for one placeholder only, as URLNavigator's custom value converters do.
enum CloudRegion: String, LinkValue {
  case usWest1 = "us-west-1"
  case apNortheast2 = "ap-northeast-2"
  case euWest3 = "eu-west-3"

  init?(linkText: String) { self.init(rawValue: linkText) }
  var linkText: String? { rawValue }
}

private func navigatorApp(_ destinations: NavigatorAppDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

@Suite struct LinkConformanceTests {
  /// The description of the error reading `url` fails with, or `nil` when it is read.
  static func refusal(_ url: String, in links: DeepLinks) -> String? {
    do throws(NavigationError) {
      _ = try links.destinations(for: url)
      return nil
    } catch {
      return error ~= .invalidLink ? error.description : "not invalidLink: \(error)"
    }
  }

  /// The description of an unreadable link whose reason is `reason`.
  static func unreadable(_ reason: String) -> String {
    "The link could not be read: \(reason). Nothing changed."
  }

  // MARK: - URLNavigator

  static func navigatorLinks() throws(NavigationError) -> DeepLinks {
    try DeepLinks { links in
      links.area(NavigatorAppDestination.self) { app in
        app.link("myapp://user/{id}") { (id: Int) in
          .user(id)
        } parts: {
          if case .user(let id) = $0 { id } else { nil }
        }
        app.link("myapp://post/{title}") { (title: String) in
          .post(title)
        } parts: {
          if case .post(let title) = $0 { title } else { nil }
        }
        app.link("myapp://alert?title={title?}&message={message?}") {
          (title: String?, message: String?) in
          .alert(title: title, message: message)
        } parts: {
          if case .alert(let title, let message) = $0 { (title, message) } else { nil }
        }
        app.link("myapp://product/{price}") { (price: Double) in
          .product(price: price)
        } parts: {
          if case .product(let price) = $0 { price } else { nil }
        }
        app.link("myapp://files/{path...}") { (path: String) in
          .file(path)
        } parts: {
          if case .file(let path) = $0 { path } else { nil }
        }
        app.link("myapp://region/{region}") { (region: CloudRegion) in
          .region(region)
        } parts: {
          if case .region(let region) = $0 { region } else { nil }
        }
      }
    }
  }

  // From: URLNavigator README, "Understanding URL Patterns"
  @Test func urlNavigatorIntPlaceholderReadsNumbers() throws {
    let links = try Self.navigatorLinks()

    #expect(try links.destinations(for: "myapp://user/123") == navigatorApp(.user(123)))
    #expect(try links.destinations(for: "myapp://user/87") == navigatorApp(.user(87)))
    #expect(links.url(for: NavigatorAppDestination.user(87)) == "myapp://user/87")
  }

  // From: URLNavigator README, "Understanding URL Patterns" (myapp://user/devxoul, expected int)
  @Test func urlNavigatorIntPlaceholderRefusesText() throws {
    let links = try Self.navigatorLinks()

    #expect(
      Self.refusal("myapp://user/devxoul", in: links)
        == Self.unreadable("{id} of myapp://user/{id} is not a valid Int"))
  }

  // From: URLNavigator README, "Understanding URL Patterns" (different url structure)
  @Test func urlNavigatorLinkOfAnotherStructureDoesNotMatch() throws {
    let links = try Self.navigatorLinks()

    #expect(
      Self.refusal("myapp://user/123/posts", in: links)
        == Self.unreadable("no pattern matches its path; the nearest is myapp://user/{id}"))
  }

  // From: URLNavigator README, "Understanding URL Patterns" (missing scheme)
  @Test func urlNavigatorLinkWithoutSchemeDoesNotMatch() throws {
    let links = try Self.navigatorLinks()

    #expect(
      Self.refusal("/user/devxoul", in: links)
        == Self.unreadable("it is malformed, as it does not start with a scheme and a colon"))
  }

  // From: URLNavigator README, "Mapping View Controllers and URL Open Handlers" (<title> is a
  // string, the default type)
  @Test func urlNavigatorUntypedPlaceholderIsAString() throws {
    let links = try Self.navigatorLinks()

    #expect(try links.destinations(for: "myapp://post/54321") == navigatorApp(.post("54321")))
    #expect(
      try links.destinations(for: "myapp://post/Hello%20World")
        == navigatorApp(.post("Hello World")))
  }

  // From: URLNavigator README, "Understanding URL Patterns" (the float type)
  @Test func urlNavigatorFloatPlaceholderReadsADecimal() throws {
    let links = try Self.navigatorLinks()

    #expect(
      try links.destinations(for: "myapp://product/9.99") == navigatorApp(.product(price: 9.99)))
    #expect(try links.destinations(for: "myapp://product/3") == navigatorApp(.product(price: 3)))
    #expect(
      Self.refusal("myapp://product/cheap", in: links)
        == Self.unreadable("{price} of myapp://product/{price} is not a valid Double"))
  }

  // From: URLNavigator README, "Understanding URL Patterns" (the path type takes slashes)
  @Test func urlNavigatorPathPlaceholderTakesSlashes() throws {
    let links = try Self.navigatorLinks()

    #expect(
      try links.destinations(for: "myapp://files/docs/2024/report.pdf")
        == navigatorApp(.file("docs/2024/report.pdf")))
    #expect(
      links.url(for: NavigatorAppDestination.file("docs/2024/report.pdf"))
        == "myapp://files/docs/2024/report.pdf")
  }

  // From: URLNavigator README, "Mapping View Controllers and URL Open Handlers" and "Passing
  // Extra Values when Pushing, Presenting and Opening" (query parameters of myapp://alert)
  @Test func urlNavigatorQueryParametersReachTheHandler() throws {
    let links = try Self.navigatorLinks()

    #expect(
      try links.destinations(for: "myapp://alert?title=Hello&message=World")
        == navigatorApp(.alert(title: "Hello", message: "World")))
    #expect(
      try links.destinations(for: "myapp://alert?title=Hi")
        == navigatorApp(.alert(title: "Hi", message: nil)))
    #expect(
      try links.destinations(for: "myapp://alert")
        == navigatorApp(.alert(title: nil, message: nil)))
  }

  // From: URLNavigator README, "Defining custom URL Value Converters"
  @Test func urlNavigatorCustomConverterAllowsOnlyItsValues() throws {
    let links = try Self.navigatorLinks()

    #expect(
      try links.destinations(for: "myapp://region/us-west-1") == navigatorApp(.region(.usWest1)))
    #expect(
      try links.destinations(for: "myapp://region/ap-northeast-2")
        == navigatorApp(.region(.apNortheast2)))
    #expect(
      try links.destinations(for: "myapp://region/eu-west-3") == navigatorApp(.region(.euWest3)))
    #expect(
      Self.refusal("myapp://region/ca-central-1", in: links)
        == Self.unreadable("{region} of myapp://region/{region} is not a valid CloudRegion"))
  }

  // From: URLNavigator README, "Mapping URL Patterns" (<int:id> and <id> tell patterns apart):
  // a value that is not of the first pattern's type falls through to the next.
  @Test func urlNavigatorPlaceholderTypesTellPatternsApart() throws {
    let links = try DeepLinks { links in
      links.area(NavigatorAppDestination.self) { app in
        app.link("myapp://user/{id}") { (id: Int) in
          .user(id)
        } parts: {
          if case .user(let id) = $0 { id } else { nil }
        }
        app.link("myapp://user/{name}") { (name: String) in
          .post(name)
        } parts: {
          if case .post(let name) = $0 { name } else { nil }
        }
      }
    }

    #expect(
      try links.destinations(for: "myapp://user/10") == [
        AnyDestination(NavigatorAppDestination.user(10))
      ])
    #expect(
      try links.destinations(for: "myapp://user/devxoul")
        == [AnyDestination(NavigatorAppDestination.post("devxoul"))])
  }

  // From: URLNavigator README (0.5), "Simplify URL mapping with Global URL Scheme"
  // Documented difference: every pattern and every link names its scheme; there is no default
  // scheme, so /user/<int:id> is refused when declared and /post/12345 cannot be read.
  @Test func urlNavigatorPatternsWithoutASchemeAreRefused() throws {
    #expect(throws: NavigationError.invalidLinkPattern) {
      _ = try DeepLinks { links in
        links.area(NavigatorAppDestination.self) { app in
          app.link("/user/{id}") { (id: Int) in
            .user(id)
          } parts: { _ in
            nil
          }
        }
      }
    }
    #expect(
      Self.refusal("/post/12345", in: try Self.navigatorLinks())
        == Self.unreadable("it is malformed, as it does not start with a scheme and a colon"))
  }
}
