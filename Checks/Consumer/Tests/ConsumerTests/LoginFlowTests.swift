import Navigator
import NavigatorTestSupport
import Testing

struct User: Equatable { var name: String }

enum LoginDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)

  var presentation: Presentation {
    switch self {
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    }
  }

  enum Exit: Equatable, Sendable {
    case loggedIn(User)
  }
}

@MainActor final class Screen {}

struct LoginScreens: ViewControllerFactory {
  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> Screen { Screen() }
}

@MainActor final class LoginViewController {
  let navigator: any Navigator<LoginDestination>
  init(navigator: any Navigator<LoginDestination>) { self.navigator = navigator }
  func didTapForgotPassword() { navigator.navigate(to: .forgotPassword) }
  func didLogIn(_ user: User) { navigator.exit(.loggedIn(user)) }
}

@Test @MainActor func forgotPasswordIsASheetAndAStackAloneHandsTheLoginExitToNobody() {
  let navigation = RecordingNavigationController<Screen>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  var failures: [NavigationError] = []
  navigator.onFailure = { failures.append($0) }
  let screen = LoginViewController(navigator: navigator)
  screen.didTapForgotPassword()
  #expect(navigation.events == [.present(LoginDestination.forgotPassword, withNavigationBar: true)])
  navigation.removeAllEvents()
  screen.didLogIn(User(name: "Ada"))
  #expect(navigation.events.isEmpty)
  #expect(failures.map { NavigationError.exitNotHandled ~= $0 } == [true])
}
