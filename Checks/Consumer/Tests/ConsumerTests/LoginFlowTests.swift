import Navigator
import NavigatorTestSupport
import Testing

struct User: Equatable { var name: String }

enum LoginDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)
  case loginCompleted(user: User)
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
  func didLogIn(_ user: User) { navigator.navigate(to: .loginCompleted(user: user)) }
}

@Test @MainActor func loggingInPushesTheCompletedScreenAnimated() {
  let navigation = RecordingNavigationController<Screen>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  LoginViewController(navigator: navigator).didLogIn(User(name: "Ada"))
  let completed = LoginDestination.loginCompleted(user: User(name: "Ada"))
  #expect(navigation.events == [.push(completed, animated: true)])
}
