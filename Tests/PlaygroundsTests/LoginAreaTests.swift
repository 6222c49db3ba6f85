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

    #expect(navigator.destinations == [.loginCompleted(user: .grace)])
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

  @Test func forgotPasswordIsASheetWithANavigationBarAndSignUpIsPushed() {
    let login = LoginScreen(navigator: navigator)
    let navigation = RecordingNavigationController<AppScreen>(screens: [login])
    let stack = StackNavigator(navigationController: navigation, factory: loginScreens())

    stack.navigate(to: .signUp(prefilledEmail: nil))
    stack.goBack()
    stack.navigate(to: .forgotPassword)

    assertEvents(
      [
        .push(LoginDestination.signUp(prefilledEmail: nil)),
        .pop(),
        .present(LoginDestination.forgotPassword, withNavigationBar: true),
      ], on: navigation)
    #expect(navigation.presentedScreen is ForgotPasswordScreen)
  }

  @Test func cancelClosesTheForgotPasswordSheet() {
    let forgotPassword = ForgotPasswordScreen(navigator: navigator)

    forgotPassword.didTapCancel()

    assertRequests([.dismiss], on: navigator)
  }

  @Test func aSecondCancelFindsNothingToDismissAndChangesNothing() async throws {
    let navigation = RecordingNavigationController<AppScreen>()
    var failures: [NavigationError] = []
    let stack = StackNavigator(navigationController: navigation, factory: loginScreens()) {
      failures.append($0)
    }
    try await stack.perform(.navigate(to: .forgotPassword))
    let forgotPassword = try #require(navigation.presentedScreen as? ForgotPasswordScreen)
    navigation.removeAllEvents()

    forgotPassword.didTapCancel()
    forgotPassword.didTapCancel()

    assertEvents([.dismiss()], on: navigation)
    #expect(failures == [.nothingToDismiss])
  }

  @Test func aCompletedLoginReplacesTheLoginScreensWithTheInboxAndClosesTheSheet() async throws {
    let navigation = RecordingNavigationController<AppScreen>()
    let stack = StackNavigator(navigationController: navigation, factory: loginScreens())
    try await stack.perform(.navigate(to: .forgotPassword))

    try await stack.perform(.navigate(to: .loginCompleted(user: .ada)))

    assertEvents(
      [
        .present(LoginDestination.forgotPassword, withNavigationBar: true),
        .setStack([LoginDestination.loginCompleted(user: .ada)]),
        .dismiss(),
      ], on: navigation)
    #expect(navigation.screens.first is MessagesSplitScreen)
    #expect(navigation.presentedScreen == nil)
  }

  /// The Login area's factory, whose completed login leads to a tablet inbox.
  private func loginScreens() -> LoginScreens {
    LoginScreens { user in
      MessagesScreens(user: user, idiom: .tablet) { AppScreen(title: "Login") }
        .makeInbox(navigator: RecordingNavigator())
    }
  }
}
