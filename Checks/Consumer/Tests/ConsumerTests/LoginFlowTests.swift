import Navigator
import NavigatorTestSupport
import Testing

struct User: Equatable { var name: String }

enum LoginDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)
  case loginCompleted(user: User)

  var presentation: Presentation {
    switch self {
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    case .loginCompleted: .replaceStack
    }
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
  func didLogIn(_ user: User) { navigator.navigate(to: .loginCompleted(user: user)) }
}

@Test @MainActor func forgotPasswordIsASheetAndLoggingInReplacesTheStackAndClosesIt() {
  let navigation = RecordingNavigationController<Screen>()
  let screen = LoginViewController(
    navigator: StackNavigator(navigationController: navigation, factory: LoginScreens()))
  screen.didTapForgotPassword()
  #expect(navigation.events == [.present(LoginDestination.forgotPassword, withNavigationBar: true)])
  navigation.removeAllEvents()
  screen.didLogIn(User(name: "Ada"))
  let completed = LoginDestination.loginCompleted(user: User(name: "Ada"))
  #expect(navigation.events == [.setStack([completed]), .dismiss()])
}
