// The ```swift blocks of Sources/Navigator/Navigator.docc/TestingYourNavigation.md. They are tests
// and run with the others.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// TestingYourNavigation: pushes
@Test @MainActor func signUpIsPushedWithTheEmailTyped() {
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())

  LoginViewController(navigator: navigator).didTapSignUp(email: "ada@example.com")

  assertPushes([LoginDestination.signUp(prefilledEmail: "ada@example.com")], on: navigation)
}
// TestingYourNavigation: end

// TestingYourNavigation: events
@Test @MainActor func forgotPasswordIsASheetWithANavigationBar() {
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())

  LoginViewController(navigator: navigator).didTapForgotPassword()

  assertEvents(
    [.present(LoginDestination.forgotPassword, withNavigationBar: true)], on: navigation)
}

@Test @MainActor func restoringSignUpPushesItWithoutAnimation() async throws {
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())

  try await restoreSignUp(email: nil, with: navigator)

  assertEvents(
    [.push(LoginDestination.signUp(prefilledEmail: nil), animated: false)], on: navigation)
}
// TestingYourNavigation: end

// TestingYourNavigation: transition
@Test @MainActor func requestsMadeDuringATransitionWaitTheirTurn() {
  let navigation = RecordingNavigationController<UIViewController>(
    finishesTransitionsImmediately: false)
  let screens = MessagesScreens(user: .ada, makeLoginScreen: { UIViewController() })
  let navigator = StackNavigator(navigationController: navigation, factory: screens)

  navigator.navigate(to: .chat(.grace))
  navigator.navigate(to: .profile(.grace))  // waits for the chat's push to finish
  #expect(navigation.events == [.push(MessagesDestination.chat(.grace))])

  navigation.finishTransition()
  #expect(
    navigation.events == [
      .push(MessagesDestination.chat(.grace)), .push(MessagesDestination.profile(.grace)),
    ])
}
// TestingYourNavigation: end

// TestingYourNavigation: cancelled
@Test @MainActor func aCancelledPushLeavesTheStackAsItWas() {
  let navigation = RecordingNavigationController<UIViewController>(
    finishesTransitionsImmediately: false)
  var failures: [NavigationError] = []
  let navigator = StackNavigator(
    navigationController: navigation,
    factory: MessagesScreens(user: .ada, makeLoginScreen: { UIViewController() }),
    onFailure: { failures.append($0) })

  navigator.navigate(to: .chat(.grace))
  navigation.finishTransition(.cancelled)  // as UIKit reports an interrupted transition

  #expect(navigation.events == [.push(MessagesDestination.chat(.grace)), .cancelled])
  #expect(navigation.screens.isEmpty)
  #expect(failures == [.transitionCancelled.asking(for: MessagesDestination.chat(.grace))])
}
// TestingYourNavigation: end

// TestingYourNavigation: screen
@Test @MainActor func forgotPasswordAsksForTheSheet() {
  let navigator = RecordingNavigator<LoginDestination>()

  LoginViewController(navigator: navigator).didTapForgotPassword()

  assertRequests([.navigate(to: .forgotPassword)], on: navigator)
}
// TestingYourNavigation: end

// TestingYourNavigation: screenFailure
@Test @MainActor func aLogInThatCannotShowTheInboxSaysWhy() async {
  let navigator = RecordingNavigator<LoginDestination>()
  navigator.result = .failure(.navigationControllerReleased)

  let failure = await logIn(as: .ada, with: navigator)

  #expect(failure == "\(NavigationError.navigationControllerReleased)")
  assertRequests([.exit(.loggedIn(.ada))], on: navigator)
}
// TestingYourNavigation: end

// TestingYourNavigation: flow
@Test @MainActor func theLoginFlowStartsTheSessionWhenTheUserLogsIn() {
  let navigation = RecordingNavigationController<UIViewController>()
  var loggedIn: [User] = []
  let flow = LoginFlow(
    stack: StackNavigator(navigationController: navigation, factory: LoginScreens()),
    onLogIn: { loggedIn.append($0) })

  LoginViewController(navigator: flow).didLogIn(.ada)

  #expect(loggedIn == [.ada])
  #expect(navigation.events.isEmpty)  // the app shows what follows
}
// TestingYourNavigation: end

// TestingYourNavigation: leaks
@Test @MainActor func theNavigatorDoesNotKeepItsNavigationControllerAlive() {
  weak var released: RecordingNavigationController<UIViewController>?
  let navigator: StackNavigator<LoginScreens, RecordingNavigationController<UIViewController>>
  do {
    let navigation = RecordingNavigationController<UIViewController>()
    navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
    released = navigation
  }

  #expect(released == nil)
  #expect(navigator.navigationController == nil)
}
// TestingYourNavigation: end
