// What the documents' examples take from the app around them: the people, and the screens no
// document shows. The examples themselves are in `Documents/`, one file per document.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#else
  // NB: Linux has no UIKit, so these stand in for the few UIKit types the examples use, with the
  // members they call. The stand-in `UINavigationController` is a `NavigationController`, so the
  // examples' `StackNavigator(navigationController: navigationController, factory: ...)` compiles
  // here with the library's generic initializer, spelled exactly as with UIKit, where the UIKit
  // initializer (not available on Linux) wraps the navigation controller in a
  // `UIKitNavigationController`. The real adapter is checked against a stub UIKit in
  // `Checks/UIKitAdapter`; these stand-ins only have to make the examples compile.

  /// Stands in for UIKit's class, with the initializers the examples call.
  @MainActor
  class UIViewController {
    init() {}
    init(nibName: String?, bundle: Bundle?) {}
    required init?(coder: NSCoder) { nil }

    /// The navigation controller that pushed this one, for the code that pushes by hand.
    fileprivate(set) weak var navigationController: UINavigationController?

    /// Presents nothing: the code that presents by hand only has to compile.
    func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      completion?()
    }
  }

  /// Stands in for UIKit's class: a stack and a modal screen that change at once.
  @MainActor
  class UINavigationController: UIViewController, NavigationController {
    private(set) var viewControllers: [UIViewController] = []
    private(set) var presentedViewController: UIViewController?

    convenience init(rootViewController: UIViewController) {
      self.init()
      pushViewController(rootViewController, animated: false)
    }

    var screens: [UIViewController] { viewControllers }

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
      viewController.navigationController = self
    }
    var presentedScreen: UIViewController? { presentedViewController }
    var isTransitioning: Bool { false }

    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      self.viewControllers = viewControllers
    }

    func apply(
      _ operation: NavigationOperation<UIViewController>, animated: Bool,
      completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      switch operation {
      case .push(let screen): viewControllers.append(screen)
      case .pop: viewControllers.removeLast()
      case .popToRoot: viewControllers.removeSubrange(1...)
      case .popTo(let screen):
        while let top = viewControllers.last, top !== screen { viewControllers.removeLast() }
      case .setStack(let screens): viewControllers = screens
      case .present(let screen, _): presentedViewController = screen
      case .dismiss: presentedViewController = nil
      }
      completion(.finished)
    }

    func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
      body()
    }
  }

  /// Stands in for UIKit's class, with the members the examples use.
  @MainActor
  final class UIWindow {
    var rootViewController: UIViewController?
    func makeKeyAndVisible() {}
  }

  /// Stands in for the UIKit adapter of a window: it keeps the layout it is given.
  @MainActor
  final class UIKitWindowContainer: NavigationContainer {
    private(set) var layout = NavigationTree<UIViewController>(stack: [])
    var isTransitioning: Bool { false }
    var userDidChangeLayout: (@MainActor () -> Void)?

    init(window: UIWindow) {}

    func apply(
      _ change: ContainerChange<UIViewController>, animated: Bool,
      completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
    ) {
      layout.apply(change)
      completion(.finished)
    }

    func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
  }
#endif

/// Someone with an account: the person logged in, or the person at the other end of a chat.
struct User: Hashable, Sendable, Codable {
  let name: String
  let email: String

  static let ada = User(name: "Ada", email: "ada@example.com")
  static let grace = User(name: "Grace", email: "grace@example.com")
  static let linus = User(name: "Linus", email: "linus@example.com")

  /// The person named `name`, as the app's model would find them for a link.
  static func named(_ name: String) -> User {
    [.ada, .grace, .linus].first { $0.name == name } ?? User(name: name, email: "")
  }

  /// The people `self` can write to.
  var contacts: [User] { [.ada, .grace, .linus].filter { $0 != self } }
}

// MARK: - Screens the documents do not show

final class ForgotPasswordViewController: UIViewController {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapCancel() { navigator.dismiss() }
}

final class SignUpViewController: UIViewController {
  let email: String?
  private let navigator: any Navigator<LoginDestination>

  init(email: String?, navigator: any Navigator<LoginDestination>) {
    self.email = email
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapBack() { navigator.goBack() }
}

/// The user's conversations, the first screen of the Messages area.
final class InboxViewController: UIViewController {
  let user: User

  init(user: User) {
    self.user = user
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class ProfileViewController: UIViewController {
  let person: User
  private let navigator: any Navigator<MessagesDestination>

  init(person: User, navigator: any Navigator<MessagesDestination>) {
    self.person = person
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapSendMessage() { navigator.navigate(to: .chat(person)) }
}

// MARK: - The shop's screens that the article on moving to Navigator does not show

/// A product's page: it navigates nowhere, before or after the move.
final class ProductViewController: UIViewController {
  let productID: Int

  init(productID: Int) {
    self.productID = productID
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

/// The cart.
final class CartViewController: UIViewController {}

// MARK: - The home area's screens, which the article on the whole app's navigation does not show

struct HomeScreens: ViewControllerFactory {
  func makeViewController(
    for destination: HomeDestination, navigator: any Navigator<HomeDestination>
  ) -> UIViewController {
    switch destination {
    case .inbox(let user): InboxViewController(user: user)
    case .chat(let contact): UIViewController(nibName: contact.name, bundle: nil)
    case .compose: ComposeViewController(navigator: navigator)
    case .audience, .settings: UIViewController(nibName: nil, bundle: nil)
    }
  }
}
