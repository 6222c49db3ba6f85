import Navigator

/// The whole app's navigation, in one place: each area registered once, the map its routes are
/// found over (`MessengerMap`), the deep links it opens (`MessengerLinks`), the exits of each area
/// into the others, and the guard of the Chats tab: a chat needs a signed-in user,
/// so once the session has expired, the login sheet comes first and the request resumes after
/// it. No area knows another area's destinations, screens or navigator.
///
/// Generic over the container, so that the tour drives a ``ConsoleContainer`` and the tests a
/// `RecordingContainer`; on iOS it is the window's container.
@MainActor
func makeAppNavigator<Container: NavigationContainer>(
  container: Container, idiom: DeviceIdiom, isFirstLaunch: Bool,
  session: Session = Session()
) -> AppNavigator<Container> where Container.Screen == AppScreen {
  let app = AppNavigator(container: container)
  app.register(SplashDestination.self) { _, navigator in
    SplashScreen(isFirstLaunch: isFirstLaunch, navigator: navigator)
  }
  app.register(OnboardingDestination.self) { destination, navigator in
    switch destination {
    case .page(let number):
      OnboardingPageScreen(
        number: number, pageCount: OnboardingDestination.pageCount, navigator: navigator)
    }
  }
  app.register(LoginDestination.self) { destination, navigator in
    switch destination {
    case .login: LoginScreen(navigator: navigator)
    case .forgotPassword: ForgotPasswordScreen(navigator: navigator)
    case .signUp(let email): SignUpScreen(prefilledEmail: email, navigator: navigator)
    }
  }
  app.register(MessagesScreens(idiom: idiom))
  app.register(ContactsDestination.self) { destination, navigator in
    switch destination {
    case .contacts(let user): ContactsScreen(contacts: user.contacts, navigator: navigator)
    case .card(let person): ContactCardScreen(person: person, navigator: navigator)
    }
  }
  app.register(SettingsDestination.self) { _, navigator in SettingsScreen(navigator: navigator) }
  app.routes = MessengerMap.makeGraph()
  do {
    app.links = try MessengerLinks.make()
  } catch {
    // NB: the app's own declaration; MessengerLinksTests builds it.
    preconditionFailure("The sample's links were refused: \(error)")
  }
  app.handleExits(from: SplashDestination.self) { exit in
    switch exit {
    case .onboarding: .reset(to: .onboarding)
    case .login: .reset(to: .loggedOut)
    }
  }
  app.handleExits(from: OnboardingDestination.self) { _ in .reset(to: .loggedOut) }
  app.handleExits(from: LoginDestination.self) { exit in
    switch exit {
    case .loggedIn(let user):
      // NB: after an expired session, the login is a sheet over where the user was.
      let wasExpired = session.hasExpired
      session.signIn(user)
      return wasExpired ? .dismissTop : .reset(to: .loggedIn(user))
    }
  }
  app.handleExits(from: SettingsDestination.self) { _ in
    session.signOut()
    // NB: log out may not be stopped: an unsent message is discarded without asking.
    return .reset(to: .loggedOut).unstoppable
  }
  app.guardEntry(to: MessagesDestination.self) { destination in
    guard session.hasExpired, case .chat = destination else { return .allow }
    return .redirect(.present([AnyDestination(LoginDestination.login)]))
  }
  return app
}

extension NavigationState {
  /// The first page of the first-launch flow.
  static var onboarding: NavigationState {
    NavigationState(stack: [AnyDestination(OnboardingDestination.page(1))])
  }

  /// The login screen, alone.
  static var loggedOut: NavigationState {
    NavigationState(stack: [AnyDestination(LoginDestination.login)])
  }

  /// The tabs of `user`, Chats selected.
  static func loggedIn(_ user: User) -> NavigationState {
    NavigationState(tabs: [
      .init("chats", [AnyDestination(MessagesDestination.inbox(user))]),
      .init("contacts", [AnyDestination(ContactsDestination.contacts(of: user))]),
      .init("settings", [AnyDestination(SettingsDestination.settings)]),
    ])
  }
}
