import Navigator

/// A scripted walk of a user through the Messenger sample, printing each action the user takes
/// (`> User taps "Forgot password"`) and what the navigation controller did about it.
///
/// ```swift
/// await MessengerTour().run()
/// ```
@MainActor
public final class MessengerTour {
  let navigationController: ConsoleNavigationController
  private let app: AppCoordinator
  private let output: (String) -> Void

  /// A tour on a phone that writes each line to `output`.
  ///
  /// - Parameter output: Where lines go; standard output unless given.
  public init(output: @escaping (String) -> Void = { print($0) }) {
    self.output = output
    navigationController = ConsoleNavigationController(output: output)
    app = AppCoordinator(navigationController: navigationController, idiom: .phone) { error in
      output("  ! navigation failed: \(error)")
    }
  }

  /// Plays the whole tour, from the first launch to logging out.
  public func run() async {
    output("Messenger tour: a user plays through the sample app on a phone.")
    output("\"> \" lines are the user's actions, the indented lines what the navigation did.")
    launch()
    goThroughOnboarding()
    visitForgotPassword()
    await signUpThenLogIn()
    chatWithGrace()
    writeNewMessages()
    logOut()
    reportReleasedScreens()
  }

  // MARK: - Steps

  // NB: each step is a function of its own, so that the screens it holds are released when it
  // returns and the final report sees only what the app itself keeps alive.

  private func launch() {
    output("> App launches for the first time")
    app.launch(isFirstLaunch: true)
    output("> Splash screen finishes loading")
    top(SplashScreen.self).didFinishLoading()
  }

  private func goThroughOnboarding() {
    while let page = navigationController.screens.last as? OnboardingPageScreen {
      user("taps \"\(page.nextButtonTitle)\"")
      page.didTapNext()
    }
  }

  private func visitForgotPassword() {
    user("taps \"Forgot password\"")
    top(LoginScreen.self).didTapForgotPassword()
    user("double-taps \"Cancel\": the second tap finds no sheet to dismiss")
    let forgotPassword = presented(ForgotPasswordScreen.self)
    forgotPassword.didTapCancel()
    forgotPassword.didTapCancel()
  }

  private func signUpThenLogIn() async {
    let login = top(LoginScreen.self)
    user("types \"ada@example.com\" into Email")
    login.didType(email: "ada@example.com")
    user("taps \"Sign up\"")
    login.didTapSignUp()
    user("taps \"Back\"")
    top(SignUpScreen.self).didTapBack()
    user("taps \"Log in\"")
    await login.didTapLogIn()
  }

  private func chatWithGrace() {
    user("taps \"Grace\" in the list of conversations")
    top((any InboxScreen).self).didSelectConversation(with: .grace)
    user("taps \"Grace\" in the chat's title bar")
    top(ChatScreen.self).didTapTitle()
    user("taps \"Send message\": the chat with Grace is open below, so it goes back to it")
    top(ProfileScreen.self).didTapSendMessage()
    user("taps \"Back\"")
    top(ChatScreen.self).didTapBack()
  }

  private func writeNewMessages() {
    user("taps \"New message\"")
    top((any InboxScreen).self).didTapNewMessage()
    user("taps a banner about a message from Grace: her chat cannot be pushed behind the sheet")
    top((any InboxScreen).self).didTapBanner(from: .grace)
    user("taps \"Cancel\"")
    presented(NewMessageScreen.self).didTapCancel()
    user("taps \"New message\"")
    top((any InboxScreen).self).didTapNewMessage()
    user("picks \"Linus\"")
    presented(NewMessageScreen.self).didPick(.linus)
  }

  private func logOut() {
    user("taps \"Back\"")
    top(ChatScreen.self).didTapBack()
    user("taps \"Log out\"")
    top((any InboxScreen).self).didTapLogOut()
  }

  private func reportReleasedScreens() {
    let departed = navigationController.departedScreenCount
    let leaked = navigationController.leakedScreens
    if leaked.isEmpty {
      output("All \(departed) screens that left the stack have been released.")
    } else {
      let labels = leaked.map(navigationController.label(of:)).joined(separator: ", ")
      output("Leaked: \(leaked.count) of \(departed) screens that left are still alive: \(labels)")
    }
  }

  // MARK: - Helpers

  private func user(_ action: String) {
    output("> User \(action)")
  }

  /// The screen on top of the stack, which the script expects to be a `Screen`.
  private func top<Screen>(_ type: Screen.Type) -> Screen {
    guard let screen = navigationController.screens.last as? Screen else {
      preconditionFailure("The tour expected \(Screen.self) on top of the stack.")
    }
    return screen
  }

  /// The modal screen, which the script expects to be a `Screen`.
  private func presented<Screen>(_ type: Screen.Type) -> Screen {
    guard let screen = navigationController.presentedScreen as? Screen else {
      preconditionFailure("The tour expected \(Screen.self) to be presented.")
    }
    return screen
  }
}
