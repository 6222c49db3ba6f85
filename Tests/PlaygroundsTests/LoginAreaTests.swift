import Navigator
import NavigatorTestSupport
import Testing

@testable import MessengerApp

@MainActor
@Suite struct LoginAreaTests {
  let navigator = RecordingNavigator<LoginDestination>()

  @Test func signUpGetsTheEmailTypedSoFar() {
    let login = LoginScreen(navigator: navigator)
    login.didTapSignUp()
    login.didType(email: "ada@example.com")
    login.didTapSignUp()

    assertRequests(
      [
        .navigate(to: .signUp(prefilledEmail: nil)),
        .navigate(to: .signUp(prefilledEmail: "ada@example.com")),
      ], on: navigator)
  }

  @Test func loggingInAsAKnownUserCompletesTheLogin() async {
    let login = LoginScreen(navigator: navigator)
    login.didType(email: "grace@example.com")

    await login.didTapLogIn()

    #expect(navigator.exits == [.loggedIn(.grace)])
    #expect(login.errorMessage == nil)
  }

  @Test func anUnknownEmailStaysOnTheLoginScreen() async {
    let login = LoginScreen(navigator: navigator)
    login.didType(email: "nobody@example.com")

    await login.didTapLogIn()

    #expect(navigator.requests.isEmpty)
    #expect(login.errorMessage == "There is no account for nobody@example.com.")
  }

  @Test func aFailedNavigationShowsTheTypedError() async {
    navigator.result = .failure(.navigationControllerReleased)
    let login = LoginScreen(navigator: navigator)
    login.didType(email: "ada@example.com")

    await login.didTapLogIn()

    #expect(login.errorMessage == NavigationError.navigationControllerReleased.description)
  }

  @Test func cancelClosesTheForgotPasswordSheet() {
    let forgotPassword = ForgotPasswordScreen(navigator: navigator)

    forgotPassword.didTapCancel()

    assertRequests([.dismiss], on: navigator)
  }
}
