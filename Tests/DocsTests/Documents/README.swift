// The ```swift blocks of README.md, each between `// README: <name>` and `// README: end`;
// `DocsTests` checks that the README shows exactly these lines, where users would paste them:
// blocks of declarations at file scope, as here; a block of statements twice, in a view
// controller's method and in a `@MainActor` `async` function (see `DocsTests`). Other documents
// show some of them again: they name them with `// <Document>: <name> = README: <name>`.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// README: area
enum LoginDestination: Destination {
  case login
  case forgotPassword
  case signUp(prefilledEmail: String?)

  var presentation: Presentation {
    switch self {
    case .forgotPassword: .modalWithNavigationBar
    case .login, .signUp: .push
    }
  }

  enum Exit: Equatable, Sendable {
    case loggedIn(User)
  }
}

final class LoginViewController: UIViewController {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapForgotPassword() { navigator.navigate(to: .forgotPassword) }
  func didTapSignUp(email: String?) { navigator.navigate(to: .signUp(prefilledEmail: email)) }
  func didLogIn(_ user: User) { navigator.exit(.loggedIn(user)) }
}
// README: end

// README: screens
struct LoginScreens: ViewControllerFactory {
  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> UIViewController {
    switch destination {
    case .login: LoginViewController(navigator: navigator)
    case .forgotPassword: ForgotPasswordViewController(navigator: navigator)
    case .signUp(let email): SignUpViewController(email: email, navigator: navigator)
    }
  }
}
// README: end

// README: app
extension NavigationState {
  static let loggedOut = NavigationState(stack: [AnyDestination(LoginDestination.login)])

  static func home(_ user: User) -> NavigationState {
    NavigationState(tabs: [
      .init("chats", [AnyDestination(HomeDestination.inbox(user))]),
      .init("settings", [AnyDestination(HomeDestination.settings)]),
    ])
  }
}

@MainActor func makeNavigation<Container: NavigationContainer>(
  in container: Container
) -> AppNavigator<Container> where Container.Screen == UIViewController {
  let navigation = AppNavigator(container: container)
  navigation.register(LoginScreens())
  navigation.register(HomeScreens())
  navigation.handleExits(from: LoginDestination.self) { exit in
    switch exit {
    case .loggedIn(let user): .reset(to: .home(user))
    }
  }
  navigation.handleExits(from: HomeDestination.self) { _ in .reset(to: .loggedOut) }
  navigation.start(at: .loggedOut)
  return navigation
}
// README: end

// README: test
@Test @MainActor func loggingInShowsTheUsersTabs() throws {
  let navigation = makeNavigation(in: RecordingContainer<UIViewController>())
  let navigator = try #require(navigation.navigator(for: LoginDestination.self))

  LoginViewController(navigator: navigator).didLogIn(.ada)

  assertNavigation(navigation, equals: .home(.ada))
}
// README: end

// README: stack
@Test @MainActor func forgotPasswordIsASheetOverTheLoginScreen() {
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())

  LoginViewController(navigator: navigator).didTapForgotPassword()

  assertEvents(
    [.present(LoginDestination.forgotPassword, withNavigationBar: true)], on: navigation)
}
// README: end

// README: routes = GoingAnywhere: graph

// README: links = OpeningDeepLinks: declare

// README: checkout = FlowsAndDialogs: start
