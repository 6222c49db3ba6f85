// The ```swift blocks of the doc comments in Sources/Navigator/UIKit.
import Foundation
import Navigator
import UIKit

#if canImport(UIKit)
  import UIKit
#endif

// What the examples take from the app around them: the Messenger's people, areas and screens,
// as Tests/DocsTests declares them for the other folders' examples (this package cannot see
// those), reduced to what these examples use.

struct User: Hashable, Sendable {
  let name: String

  static let ada = User(name: "Ada")
}

enum LoginDestination: Destination {
  case login, forgotPassword
}

struct LoginScreens: ViewControllerFactory {
  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> UIViewController {
    UIViewController()
  }
}

enum HomeDestination: Destination {
  case inbox, settings
}

struct HomeScreens: ViewControllerFactory {
  func makeViewController(
    for destination: HomeDestination, navigator: any Navigator<HomeDestination>
  ) -> UIViewController {
    UIViewController()
  }
}

enum ProfileDestination: Destination {
  case profile(User)
}

final class UserProfileViewController: UIViewController {
  let user: User
  private let navigator: any Navigator<ProfileDestination>

  init(user: User, navigator: any Navigator<ProfileDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class LargeTitleNavigationController: UINavigationController {}

final class SceneExamplesScreen: UIViewController {
  var window: UIWindow?
  var navigator: AppNavigator<UIKitWindowContainer>?

  func wrapExample(navigationController: UINavigationController) {
    // UIKitNavigationController.swift: wrap
    let navigator = StackNavigator(
      navigationController: navigationController, factory: LoginScreens())
    let wrapper = navigator.navigationController  // a UIKitNavigationController
    let same = wrapper?.uiNavigationController === navigationController  // true
    // UIKitNavigationController.swift: end
    _ = same
  }

  func uiNavigationControllerExample(
    navigator: StackNavigator<LoginScreens, UIKitNavigationController>
  ) {
    // UIKitNavigationController.swift: uiNavigationController
    let count = navigator.navigationController?.uiNavigationController?.viewControllers.count
    // UIKitNavigationController.swift: end
    _ = count
  }

  func stackExample(navigationController: UINavigationController) {
    // UIKitNavigationController.swift: init
    let navigator = StackNavigator(
      navigationController: navigationController, factory: LoginScreens())
    // UIKitNavigationController.swift: end
    _ = navigator
  }

  func factoryExample(navigationController: UINavigationController) {
    // UIKitScreenFactory.swift: factory
    let factory = UIKitScreenFactory<ProfileDestination> { destination, navigator in
      switch destination {
      case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
      }
    }
    let navigator = StackNavigator(navigationController: navigationController, factory: factory)
    // UIKitScreenFactory.swift: end
    _ = navigator
  }

  func dialogExample(container: UIKitWindowContainer, content: DialogContent) throws {
    // UIKitWindowContainer+Dialogs.swift: makeScreen
    let alert = try container.makeScreen(for: content) { reply in print(reply.actionIndex) }
    // UIKitWindowContainer+Dialogs.swift: end
    _ = alert
  }

  func sceneExample(
    windowScene: UIWindowScene, chats: NavigationState.Tab, settings: NavigationState.Tab
  ) {
    // UIKitWindowContainer.swift: setUp
    let window = UIWindow(windowScene: windowScene)
    let container = UIKitWindowContainer(window: window) { id, navigationController in
      navigationController.tabBarItem = UITabBarItem(
        title: id.capitalized, image: UIImage(systemName: "circle"), tag: 0)
    }
    let navigator = AppNavigator(container: container)
    navigator.register(HomeScreens())
    navigator.start(at: NavigationState(tabs: [chats, settings], selected: "chats"))
    self.window = window
    self.navigator = navigator
    // UIKitWindowContainer.swift: end
  }

  func containerInitExample(window: UIWindow) {
    // UIKitWindowContainer.swift: init
    let container = UIKitWindowContainer(
      window: window,
      configureTab: { id, navigationController in
        navigationController.tabBarItem = UITabBarItem(
          title: id.capitalized, image: UIImage(systemName: "star"), tag: 0)
      },
      makeNavigationController: { LargeTitleNavigationController() })
    // UIKitWindowContainer.swift: end
    _ = container
  }

  func containerExamples(container: UIKitWindowContainer) {
    // UIKitWindowContainer.swift: window
    let tabs = container.window?.rootViewController is UITabBarController  // true with tabs
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: layout
    let sheets = container.layout.modals.count  // 1 while a sheet is up
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: isTransitioning
    let busy = container.isTransitioning  // true while a sheet slides up
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: apply
    container.apply(.selectTab(1), animated: false) { outcome in print(outcome) }  // finished
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: afterTransition
    container.afterTransition { print("the sheet is up") }
    // UIKitWindowContainer.swift: end
    _ = (tabs, sheets, busy)
  }

  func adapterDialogExample(adapter: UIKitNavigationController, content: DialogContent) throws {
    // UIKitNavigationController.swift: makeScreen
    let alert = try adapter.makeScreen(for: content) { reply in print(reply.actionIndex) }
    // UIKitNavigationController.swift: end
    _ = alert
  }

  @MainActor func wrapExampleAsync(navigationController: UINavigationController) async {
    // UIKitNavigationController.swift: wrap
    let navigator = StackNavigator(
      navigationController: navigationController, factory: LoginScreens())
    let wrapper = navigator.navigationController  // a UIKitNavigationController
    let same = wrapper?.uiNavigationController === navigationController  // true
    // UIKitNavigationController.swift: end
    _ = same
  }

  @MainActor func uiNavigationControllerExampleAsync(
    navigator: StackNavigator<LoginScreens, UIKitNavigationController>
  ) async {
    // UIKitNavigationController.swift: uiNavigationController
    let count = navigator.navigationController?.uiNavigationController?.viewControllers.count
    // UIKitNavigationController.swift: end
    _ = count
  }

  @MainActor func stackExampleAsync(navigationController: UINavigationController) async {
    // UIKitNavigationController.swift: init
    let navigator = StackNavigator(
      navigationController: navigationController, factory: LoginScreens())
    // UIKitNavigationController.swift: end
    _ = navigator
  }

  @MainActor func factoryExampleAsync(navigationController: UINavigationController) async {
    // UIKitScreenFactory.swift: factory
    let factory = UIKitScreenFactory<ProfileDestination> { destination, navigator in
      switch destination {
      case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
      }
    }
    let navigator = StackNavigator(navigationController: navigationController, factory: factory)
    // UIKitScreenFactory.swift: end
    _ = navigator
  }

  @MainActor func dialogExampleAsync(container: UIKitWindowContainer, content: DialogContent)
    async throws
  {
    // UIKitWindowContainer+Dialogs.swift: makeScreen
    let alert = try container.makeScreen(for: content) { reply in print(reply.actionIndex) }
    // UIKitWindowContainer+Dialogs.swift: end
    _ = alert
  }

  @MainActor func sceneExampleAsync(
    windowScene: UIWindowScene, chats: NavigationState.Tab, settings: NavigationState.Tab
  ) async {
    // UIKitWindowContainer.swift: setUp
    let window = UIWindow(windowScene: windowScene)
    let container = UIKitWindowContainer(window: window) { id, navigationController in
      navigationController.tabBarItem = UITabBarItem(
        title: id.capitalized, image: UIImage(systemName: "circle"), tag: 0)
    }
    let navigator = AppNavigator(container: container)
    navigator.register(HomeScreens())
    navigator.start(at: NavigationState(tabs: [chats, settings], selected: "chats"))
    self.window = window
    self.navigator = navigator
    // UIKitWindowContainer.swift: end
  }

  @MainActor func containerInitExampleAsync(window: UIWindow) async {
    // UIKitWindowContainer.swift: init
    let container = UIKitWindowContainer(
      window: window,
      configureTab: { id, navigationController in
        navigationController.tabBarItem = UITabBarItem(
          title: id.capitalized, image: UIImage(systemName: "star"), tag: 0)
      },
      makeNavigationController: { LargeTitleNavigationController() })
    // UIKitWindowContainer.swift: end
    _ = container
  }

  @MainActor func containerExamplesAsync(container: UIKitWindowContainer) async {
    // UIKitWindowContainer.swift: window
    let tabs = container.window?.rootViewController is UITabBarController  // true with tabs
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: layout
    let sheets = container.layout.modals.count  // 1 while a sheet is up
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: isTransitioning
    let busy = container.isTransitioning  // true while a sheet slides up
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: apply
    container.apply(.selectTab(1), animated: false) { outcome in print(outcome) }  // finished
    // UIKitWindowContainer.swift: end
    // UIKitWindowContainer.swift: afterTransition
    container.afterTransition { print("the sheet is up") }
    // UIKitWindowContainer.swift: end
    _ = (tabs, sheets, busy)
  }

  @MainActor func adapterDialogExampleAsync(
    adapter: UIKitNavigationController, content: DialogContent
  ) async throws {
    // UIKitNavigationController.swift: makeScreen
    let alert = try adapter.makeScreen(for: content) { reply in print(reply.actionIndex) }
    // UIKitNavigationController.swift: end
    _ = alert
  }
}
