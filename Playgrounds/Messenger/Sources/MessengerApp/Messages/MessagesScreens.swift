import Navigator

/// Makes the screens of the Messages area for `user`, laid out for `idiom`.
///
/// Logging out leads to another area, Login; `makeLoginScreen` makes its first screen with a
/// navigator of its own (see ``AppScreens``).
struct MessagesScreens: ViewControllerFactory {
  let user: User
  let idiom: DeviceIdiom
  let makeLoginScreen: @MainActor () throws -> AppScreen

  /// The first screen of the area: the list of conversations on a phone, the list beside the open
  /// conversation on a tablet.
  func makeInbox(navigator: any Navigator<MessagesDestination>) -> any InboxScreen {
    switch idiom {
    case .phone: MessagesListScreen(user: user, navigator: navigator)
    case .tablet: MessagesSplitScreen(user: user, navigator: navigator)
    }
  }

  func makeViewController(
    for destination: MessagesDestination, navigator: any Navigator<MessagesDestination>
  ) throws -> AppScreen {
    switch destination {
    case .chat(let contact): ChatScreen(contact: contact, navigator: navigator)
    case .profile(let person): ProfileScreen(person: person, navigator: navigator)
    case .newMessage: NewMessageScreen(contacts: user.contacts, navigator: navigator)
    case .logout: try makeLoginScreen()
    }
  }
}
