import Foundation
import Navigator
import Testing
import UIKit

/// The second area of the app under test, shown in its own tab.
enum Account: Destination {
  case profile
  case security

  var presentation: Presentation { .push }
}

/// The screen the account factory makes.
final class AccountViewController: UIViewController {
  let destination: Account

  init(_ destination: Account) {
    self.destination = destination
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

/// A place as the app navigator's state holds it.
func any(_ place: Place) -> AnyDestination {
  AnyDestination(place)
}

/// An account destination as the app navigator's state holds it.
func any(_ account: Account) -> AnyDestination {
  AnyDestination(account)
}

/// A window driven by a `UIKitWindowContainer`, and the outcomes of the changes applied to it.
@MainActor
final class WindowHarness {
  let window = UIWindow()
  let container: UIKitWindowContainer
  let configuredTabs = Log<String>()
  let userChanges = Log<Void>()
  let outcomes = Log<TransitionOutcome>()

  init() {
    let configuredTabs = configuredTabs
    container = UIKitWindowContainer(window: window) { id, navigationController in
      configuredTabs.append(id)
      navigationController.tabBarItem = UITabBarItem(
        title: id, image: UIImage(systemName: "circle"), tag: 0)
    }
    container.userDidChangeLayout = { [userChanges] in userChanges.append(()) }
  }

  /// Applies `change`, recording its outcome in ``outcomes``.
  func apply(_ change: ContainerChange<UIViewController>, animated: Bool = false) {
    container.apply(change, animated: animated) { [outcomes] in outcomes.append($0) }
  }

  /// The outcome of the last change applied, or `nil` while it is in progress.
  var lastOutcome: TransitionOutcome? { outcomes.values.last }

  /// The window's root as a tab bar controller.
  var tabBarController: UITabBarController? { window.rootViewController as? UITabBarController }

  /// The navigation controller of the tab at `index`.
  func tab(_ index: Int) -> UINavigationController? {
    tabBarController?.viewControllers?[index] as? UINavigationController
  }

  /// The view controllers presented above the root, bottom first.
  var presented: [UIViewController] {
    var chain: [UIViewController] = []
    var presenter = window.rootViewController
    while let next = presenter?.presentedViewController {
      chain.append(next)
      presenter = next
    }
    return chain
  }

  /// The layout's stacks as places, one line per stack, for readable expectations.
  var lines: [String] {
    container.layout.map { screen in
      (screen as? PlaceViewController).map { "\($0.place)" } ?? "\(type(of: screen))"
    }.description.split(separator: "\n").map(String.init)
  }
}

/// The stub transitions in progress in `window`: of its root, its tabs and the presented chain.
@MainActor
func transitions(in window: UIWindow) -> [StubTransitionCoordinator] {
  guard let root = window.rootViewController else { return [] }
  var controllers = [root] + ((root as? UITabBarController)?.viewControllers ?? [])
  var presenter = root
  while let next = presenter.presentedViewController {
    controllers.append(next)
    presenter = next
  }
  var found: [StubTransitionCoordinator] = []
  for controller in controllers {
    guard let transition = controller.transitionCoordinator as? StubTransitionCoordinator,
      !found.contains(where: { $0 === transition })
    else { continue }
    found.append(transition)
  }
  return found
}

/// Finishes every transition in `window`, and those that start as they finish, then lets the
/// main actor run what they queued.
///
/// - Returns: How many transitions it finished.
@MainActor
@discardableResult
func finishTransitions(in window: UIWindow) async -> Int {
  var count = 0
  for _ in 0..<20 {
    await settle()
    let running = transitions(in: window)
    if running.isEmpty { break }
    for transition in running { transition.finish() }
    count += running.count
  }
  await settle()
  return count
}

/// A presentation controller delegate of the app's own, recording what it hears.
@MainActor
final class SheetDelegateSpy: UIAdaptivePresentationControllerDelegate {
  private(set) var events: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    events.append("should")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("will")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("did")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    events.append("attempt")
  }
}
