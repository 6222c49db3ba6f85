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
    case .compose: .modalInNavigationStack
    case .login: .replaceStack
    case .chat: .popToExistingOrPush
    }
  }
}

/// The screen the factory makes for a place.
final class PlaceViewController: UIViewController {
  let place: Place

  init(_ place: Place) {
    self.place = place
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

/// How a request ended, comparable in expectations.
enum Outcome: Equatable {
  case success
  case failure(NavigationError)

  init(_ result: Result<Void, NavigationError>) {
    switch result {
    case .success: self = .success
    case .failure(let error): self = .failure(error)
    }
  }
}

/// Records what the navigation controller told its delegate, by place, without keeping the view
/// controllers alive.
@MainActor
final class DelegateSpy: UINavigationControllerDelegate {
  private(set) var willShow: [Place] = []
  private(set) var didShow: [Place] = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    willShow.append(place(of: viewController))
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow.append(place(of: viewController))
  }
}

/// A `StackNavigator` driving a (stub) `UINavigationController` whose root shows `.list`, with
/// the outcome of every request it performs.
@MainActor
final class Harness {
  let navigationController: UINavigationController
  let navigator: StackNavigator<UIKitScreenFactory<Place>, UINavigationController>
  let delegate = DelegateSpy()
  private(set) var outcomes: [Outcome] = []

  init() {
    navigationController = UINavigationController(rootViewController: PlaceViewController(.list))
    navigationController.delegate = delegate
    navigator = StackNavigator(
      navigationController: navigationController,
      factory: UIKitScreenFactory { place, _ in PlaceViewController(place) })
  }

  /// Performs `request`, recording its outcome in ``outcomes``.
  func perform(_ request: NavigationRequest<Place>) {
    navigator.perform(request) { [unowned self] in outcomes.append(Outcome($0)) }
  }

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

  /// Finishes transitions until none is left.
  func finishAllTransitions() {
    while let transition { transition.finish() }
  }

  /// What the stub UIKit would have logged or thrown for, on any view controller involved.
  var warnings: [String] {
    navigationController.stubWarnings + navigationController.viewControllers.flatMap(\.stubWarnings)
      + (navigationController.presentedViewController?.stubWarnings ?? [])
  }
}

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
