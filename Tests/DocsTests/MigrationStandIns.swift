// Stand-ins for the types of other libraries that the "before" code of MovingToNavigator.md uses,
// so that it compiles here, with no dependency on those libraries:
//
// - XCoordinator-style coordinators: `CoordinatorRoute` stands for its `Route` protocol,
//   `CoordinatorTransition` for its transitions, `NavigationCoordinator` and `UnownedRouter` for
//   its classes of those names;
// - URLNavigator-style routing: `URLRouter` stands for its `Navigator` class.
//
// They are renamed where Navigator has a type of that name, do only enough to run, and copy
// neither library's code.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// MARK: - Coordinators

/// The routes of a coordinator: an enum with a case per screen it can show.
protocol CoordinatorRoute: Sendable {}

/// What a coordinator does for a route.
enum CoordinatorTransition {
  case push(UIViewController)
  case present(UIViewController)
}

/// A coordinator of a navigation controller: it shows its initial route at once, then each route
/// triggered, as `prepareTransition(for:)` says.
@MainActor
class NavigationCoordinator<RouteType: CoordinatorRoute> {
  let rootViewController = UINavigationController()

  init(initialRoute: RouteType) {
    trigger(initialRoute)
  }

  /// What to do for `route`; every coordinator overrides it.
  func prepareTransition(for route: RouteType) -> CoordinatorTransition {
    preconditionFailure("\(Self.self) does not override prepareTransition(for:)")
  }

  /// Carries out the transition that `prepareTransition(for:)` gives for `route`.
  func trigger(_ route: RouteType) {
    switch prepareTransition(for: route) {
    case .push(let screen): rootViewController.pushViewController(screen, animated: true)
    case .present(let screen): rootViewController.present(screen, animated: true)
    }
  }

  /// Triggers this coordinator's routes without keeping it alive: what its screens hold.
  var unownedRouter: UnownedRouter<RouteType> { UnownedRouter(self) }
}

/// Triggers the routes of a coordinator it does not keep alive.
@MainActor
final class UnownedRouter<RouteType: CoordinatorRoute> {
  private weak var coordinator: NavigationCoordinator<RouteType>?

  init(_ coordinator: NavigationCoordinator<RouteType>) {
    self.coordinator = coordinator
  }

  func trigger(_ route: RouteType) {
    coordinator?.trigger(route)
  }
}

// MARK: - URL routing

/// Makes view controllers for URLs from the patterns registered, and pushes or presents them on a
/// navigation controller. In a pattern, `<name>` matches a path segment and `<int:name>` a
/// segment that is an integer; the values go to the factory by name.
@MainActor
final class URLRouter {
  typealias Factory = @MainActor (_ url: String, _ values: [String: Any]) -> UIViewController?

  let navigationController: UINavigationController
  private var factories: [(pattern: String, make: Factory)] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func register(_ pattern: String, _ factory: @escaping Factory) {
    factories.append((pattern, factory))
  }

  /// The view controller of the first pattern that matches `url` and whose factory makes one.
  func viewController(for url: String) -> UIViewController? {
    for (pattern, make) in factories {
      if let values = Self.values(in: url, matching: pattern), let screen = make(url, values) {
        return screen
      }
    }
    return nil
  }

  func push(_ url: String) {
    guard let screen = viewController(for: url) else { return }
    navigationController.pushViewController(screen, animated: true)
  }

  /// Presents the view controller of `url`, in a navigation controller when `wrap` is one.
  func present(_ url: String, wrap: UINavigationController.Type? = nil) {
    guard let screen = viewController(for: url) else { return }
    let presented = wrap == nil ? screen : UINavigationController(rootViewController: screen)
    navigationController.present(presented, animated: true)
  }

  private static func values(in url: String, matching pattern: String) -> [String: Any]? {
    let segments = url.split(separator: "/")
    let patterns = pattern.split(separator: "/")
    guard segments.count == patterns.count else { return nil }
    var values: [String: Any] = [:]
    for (segment, pattern) in zip(segments, patterns) {
      guard pattern.hasPrefix("<"), pattern.hasSuffix(">") else {
        if segment != pattern { return nil }
        continue
      }
      let parameter = pattern.dropFirst().dropLast()
      if parameter.hasPrefix("int:") {
        guard let number = Int(segment) else { return nil }
        values[String(parameter.dropFirst("int:".count))] = number
      } else {
        values[String(parameter)] = String(segment)
      }
    }
    return values
  }
}
