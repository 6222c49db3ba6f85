import Foundation
import Navigator
import Testing
import UIKit

/// The destinations of the area under test, one per presentation.
enum Place: Destination {
  case list
  case detail(Int)
  case settings
  case compose
  case login
  case chat(String)

  var presentation: Presentation {
    switch self {
    case .list, .detail: .push
    case .settings: .modal
    case .compose: .modalWithNavigationBar
    case .login: .replaceStack
    case .chat: .popToExistingOrPush
    }
  }

}

typealias PlaceNavigator = StackNavigator<UIKitScreenFactory<Place>, UIKitNavigationController>

/// The screen the factory makes for a place; like an app's screens, it holds its navigator.
final class PlaceViewController: UIViewController {
  let place: Place
  let navigator: (any Navigator<Place>)?

  init(_ place: Place, navigator: (any Navigator<Place>)? = nil) {
    self.place = place
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

/// The place a view controller shows, looking inside a navigation controller at its root.
@MainActor
func place(of viewController: UIViewController) -> Place {
  if let screen = viewController as? PlaceViewController { return screen.place }
  if let navigationController = viewController as? UINavigationController,
    let root = navigationController.viewControllers.first as? PlaceViewController
  {
    return root.place
  }
  Issue.record("\(viewController) shows no place")
  return .list
}

// MARK: - Outcomes

/// How a request ended, comparable in expectations.
enum Outcome: Equatable, CustomStringConvertible {
  case success
  case failure(NavigationError)

  init(_ result: Result<Void, NavigationError>) {
    switch result {
    case .success: self = .success
    case .failure(let error): self = .failure(error)
    }
  }

  /// A failure of `kind` for a request that asked for `place`.
  static func failure(_ kind: NavigationError, asking place: Place) -> Outcome {
    .failure(kind.asking(for: place))
  }

  var description: String {
    switch self {
    case .success: "success"
    case .failure(let error): "failure(\(error.destination.map { "\($0): " } ?? "")\(error))"
    }
  }
}

/// Values reported to closures the adapter and navigators keep, which may not capture a `var`.
@MainActor
final class Log<Value> {
  private(set) var values: [Value] = []

  func append(_ value: Value) {
    values.append(value)
  }
}

// MARK: - UIKit calls

/// A call the adapter made on the UIKit navigation controller, with the places involved.
enum UIKitCall: Equatable, CustomStringConvertible {
  case push(Place, animated: Bool)
  case pop(animated: Bool)
  case popToRoot(animated: Bool)
  case popTo(Place, animated: Bool)
  case setViewControllers([Place], animated: Bool)
  case present(Place, withNavigationBar: Bool, animated: Bool)
  case dismiss(animated: Bool)

  var description: String {
    switch self {
    case .push(let place, let animated): "push \(place)\(Self.note(animated))"
    case .pop(let animated): "pop\(Self.note(animated))"
    case .popToRoot(let animated): "popToRoot\(Self.note(animated))"
    case .popTo(let place, let animated): "popTo \(place)\(Self.note(animated))"
    case .setViewControllers(let places, let animated): "set \(places)\(Self.note(animated))"
    case .present(let place, let withNavigationBar, let animated):
      "present \(place)\(withNavigationBar ? " in a navigation controller" : "")"
        + Self.note(animated)
    case .dismiss(let animated): "dismiss\(Self.note(animated))"
    }
  }

  private static func note(_ animated: Bool) -> String {
    animated ? " (animated)" : ""
  }
}

/// A UIKit navigation controller that records the calls made on it before carrying them out.
final class RecordingUINavigationController: UINavigationController {
  private(set) var calls: [UIKitCall] = []

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    calls.append(.push(place(of: viewController), animated: animated))
    super.pushViewController(viewController, animated: animated)
  }

  override func popViewController(animated: Bool) -> UIViewController? {
    calls.append(.pop(animated: animated))
    return super.popViewController(animated: animated)
  }

  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    calls.append(.popToRoot(animated: animated))
    return super.popToRootViewController(animated: animated)
  }

  override func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    calls.append(.popTo(place(of: viewController), animated: animated))
    return super.popToViewController(viewController, animated: animated)
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    calls.append(.setViewControllers(viewControllers.map(place(of:)), animated: animated))
    super.setViewControllers(viewControllers, animated: animated)
  }

  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    calls.append(
      .present(
        place(of: viewControllerToPresent),
        withNavigationBar: viewControllerToPresent is UINavigationController, animated: flag))
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    calls.append(.dismiss(animated: flag))
    super.dismiss(animated: flag, completion: completion)
  }
}

/// Records what the navigation controller told its delegate, by place, without keeping the view
/// controllers alive.
@MainActor
final class DelegateSpy: UINavigationControllerDelegate {
  private(set) var didShow: [Place] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow.append(place(of: viewController))
  }
}

// MARK: - Harness

/// Makes the screens of a harness and remembers which places it made them for.
@MainActor
final class ScreenMaker {
  private(set) var made: [Place] = []
  /// Returns the screen to use instead of a new one, to play a faulty factory.
  var substitute: ((Place) -> UIViewController?)?

  var factory: UIKitScreenFactory<Place> {
    UIKitScreenFactory { [self] place, navigator in
      made.append(place)
      return substitute?(place) ?? PlaceViewController(place, navigator: navigator)
    }
  }
}

/// A `StackNavigator` driving a (stub) `UINavigationController` whose root shows `.list`, the root
/// of a window unless asked otherwise, with the outcome of every request it performs.
@MainActor
final class Harness {
  let window = UIWindow()
  let navigationController: RecordingUINavigationController
  let screens = ScreenMaker()
  let navigator: PlaceNavigator
  let delegate = DelegateSpy()
  private let log = Log<Outcome>()

  init(inWindow: Bool = true, quirks: StubTransitionCoordinator.Quirks = []) {
    navigationController = RecordingUINavigationController(
      rootViewController: PlaceViewController(.list))
    navigationController.delegate = delegate
    navigationController.stubTransitionQuirks = quirks
    if inWindow {
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }
    navigator = StackNavigator(navigationController: navigationController, factory: screens.factory)
  }

  /// The adapter the navigator drives.
  var adapter: UIKitNavigationController {
    guard let adapter = navigator.navigationController else {
      preconditionFailure("The navigation controller is alive for as long as the harness")
    }
    return adapter
  }

  /// The outcomes of the requests made with ``perform(_:)``, in the order they ended.
  var outcomes: [Outcome] { log.values }

  /// Performs `request`, recording its outcome in ``outcomes``.
  func perform(_ request: NavigationRequest<Place>) {
    navigator.perform(request) { [log] in log.append(Outcome($0)) }
  }

  /// The calls made on the UIKit navigation controller, oldest first.
  var calls: [UIKitCall] { navigationController.calls }

  /// The places on the navigation stack, root first.
  var stack: [Place] {
    navigationController.viewControllers.map(place(of:))
  }

  /// The place presented modally, looking inside a presented navigation controller.
  var presented: Place? {
    navigationController.presentedViewController.map(place(of:))
  }

  /// The stub transition in progress on the navigation controller, if any.
  var transition: StubTransitionCoordinator? {
    navigationController.transitionCoordinator as? StubTransitionCoordinator
  }

  /// Finishes the transition in progress, recording an issue when there is none.
  func finishTransition(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let transition else {
      Issue.record("No transition is in progress", sourceLocation: sourceLocation)
      return
    }
    transition.finish()
  }

  /// Cancels the transition in progress, recording an issue when there is none.
  func cancelTransition(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let transition else {
      Issue.record("No transition is in progress", sourceLocation: sourceLocation)
      return
    }
    transition.cancel()
  }

  /// What the stub UIKit would have logged or thrown for, on any view controller involved.
  var warnings: [String] {
    let presented = navigationController.presentedViewController
    return navigationController.stubWarnings
      + navigationController.viewControllers.flatMap(\.stubWarnings)
      + (presented?.stubWarnings ?? [])
      + ((presented as? UINavigationController)?.viewControllers.flatMap(\.stubWarnings) ?? [])
  }
}

// MARK: - Waiting

/// Lets the main actor run what is queued on it (the adapter's and the queue's later turns).
@MainActor
func settle(turns: Int = 50) async {
  for _ in 0..<turns { await Task.yield() }
}

/// Whether `condition` holds within `limit`, checked on each turn of the main actor.
@MainActor
func eventually(within limit: Duration = .seconds(2), _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: limit)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}

/// A weak reference, for leak tests: `let screen = Weak(viewController)`, then
/// `#expect(screen.object == nil)`. (`weak let` needs Swift 6.2; the floor is Swift 6.0.)
struct Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) {
    self.object = object
  }
}
