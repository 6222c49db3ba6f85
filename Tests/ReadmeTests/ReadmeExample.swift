// The README's first example, compiled here; `ReadmeTests` checks that the README shows exactly
// these lines. Keep the two in step.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// README: app
enum LoginDestination: Destination {
  case forgotPassword
  case loginCompleted(user: User)
}

struct LoginScreens: ViewControllerFactory {
  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) -> UIViewController {
    switch destination {
    case .forgotPassword: ForgotPasswordViewController(navigator: navigator)
    case .loginCompleted(let user): WelcomeViewController(user: user)
    }
  }
}

final class LoginViewController: UIViewController {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didLogIn(_ user: User) { navigator.navigate(to: .loginCompleted(user: user)) }
}
// README: end

@MainActor
@Suite struct ReadmeExampleTests {
  // README: test
  @Test func loggingInShowsTheWelcomeScreen() {
    let navigation = RecordingNavigationController<UIViewController>()
    let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())

    LoginViewController(navigator: navigator).didLogIn(.fixture)

    assertPushes([LoginDestination.loginCompleted(user: .fixture)], on: navigation)
  }
  // README: end
}
