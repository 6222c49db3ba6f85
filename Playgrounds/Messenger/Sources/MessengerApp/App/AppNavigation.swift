import Navigator

/// The whole app's navigation, in one place: each area registered once, the map its routes are
/// found over (`MessengerMap`), the deep links it opens (`MessengerLinks`), and one lead per exit
/// from one area into another. No area knows
/// another area's destinations, screens or navigator.
///
/// Generic over the container, so that the tour drives a ``ConsoleContainer`` and the tests a
/// `RecordingContainer`; on iOS it is the window's container.
@MainActor
func makeAppNavigator<Container: NavigationContainer>(
  container: Container, idiom: DeviceIdiom, isFirstLaunch: Bool
) -> AppNavigator<Container> where Container.Screen == AppScreen {
  let app = AppNavigator(container: container)
  app.register(SplashScreens(isFirstLaunch: isFirstLaunch))
  app.register(OnboardingScreens())
  app.register(LoginScreens())
  app.register(MessagesScreens(idiom: idiom))
  app.register(ContactsScreens())
  app.register(SettingsScreens())
  app.routes = MessengerMap.makeGraph()
  do {
    app.links = try MessengerLinks.make()
  } catch {
    // NB: the app's own declaration; MessengerLinksTests builds it.
    preconditionFailure("The sample's links were refused: \(error)")
  }
  app.lead(from: SplashDestination.self) { destination in
    switch destination {
    case .splash: nil
    case .onboarding: .reset(to: .onboarding)
    case .login: .reset(to: .loggedOut)
    }
  }
  app.lead(from: OnboardingDestination.self) { destination in
    destination.isAfterLastPage ? .reset(to: .loggedOut) : nil
  }
  app.lead(from: LoginDestination.self) { destination in
    if case .loginCompleted(let user) = destination { .reset(to: .loggedIn(user)) } else { nil }
  }
  app.lead(from: SettingsDestination.self) { $0 == .logOut ? .reset(to: .loggedOut) : nil }
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
