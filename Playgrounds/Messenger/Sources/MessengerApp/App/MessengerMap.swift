import Navigator

/// The sample's map: which destination leads to which, across every area, and how a route makes
/// the screens it shows on the way. The app navigator finds the routes of `.go(to:through:)` over
/// it (see `makeAppNavigator`), the tour prints it as Mermaid, and `scripts/render-map` draws it
/// for the README with Graphviz.
public enum MessengerMap {
  /// A new graph of the sample's destinations, for one app navigator (a graph keeps the buffers
  /// of its searches, so each navigator gets its own).
  ///
  /// Its roots are the first screens of the states the app starts at: the splash screen, the
  /// first onboarding page, the login screen and each tab's first screen. Its makers take each
  /// payload from the route or from what is on show: a chat from the profile pushed over it, an
  /// inbox from the signed-in user's, on show whenever someone is signed in. None invents one,
  /// so a route that needs a signed-in user fails when nobody is.
  ///
  /// ```swift
  /// appNavigator.routes = MessengerMap.makeGraph()
  /// appNavigator.perform(.go(to: MessagesDestination.profile(.grace)))
  /// // from any tab and under any sheet: Chats, inbox › chat(grace) › profile(grace)
  /// ```
  @MainActor public static func makeGraph() -> DestinationGraph {
    DestinationGraph { graph in
      // NB: the edges out of the splash screen, the onboarding pages, login, sign-up and
      // settings stand for exits (see `makeAppNavigator`), which reset the whole app; a route
      // would take them as the pushes and tab switches declared here, so the app asks for routes
      // only to the screens of the signed-in tabs. They are declared for the map.
      graph.area(SplashDestination.self) { splash in
        splash.root("splash")
        splash.edge("splash", onboardingPage)
        splash.edge("splash", login)
      }
      graph.area(OnboardingDestination.self) { onboarding in
        onboarding.root("page")
        onboarding.edge("page", login)
        onboarding.make("page") { _ in .page(1) }
      }
      graph.area(LoginDestination.self) { login in
        login.root("login")
        login.edge("login", "forgotPassword", .modalWithNavigationBar)
        login.edge("login", "signUp")
        login.edge("login", inbox, .tab)
        login.edge("signUp", inbox, .tab)
        login.make(.login)
        login.make("signUp") { _ in .signUp(prefilledEmail: nil) }
      }
      graph.area(MessagesDestination.self) { messages in
        messages.root("inbox")
        messages.edge("inbox", "chat")
        // NB: a profile is as near a contact's card as a chat from the tabs' first screens; it
        // goes over the chat unless breadcrumbs name the card.
        messages.edge("chat", "profile", isPreferred: true)
        messages.edge("inbox", "newMessage", .modalWithNavigationBar)
        messages.edge("newMessage", "recipients")
        messages.edge("newMessage", "photoPicker", .modal)
        messages.edge("inbox", "newGroup", .modalWithNavigationBar)
        messages.edge("newGroup", "nameGroup")
        messages.edge("inbox", contacts, .tab)
        messages.edge("inbox", settings, .tab)
        messages.make("inbox") { context in signedInInbox(in: context) }
        messages.make("chat") { context in
          guard case .profile(let person)? = context.next(as: MessagesDestination.self) else {
            return nil
          }
          return .chat(person)
        }
        messages.make("newGroup") { context in
          guard case .inbox(let user)? = signedInInbox(in: context) else { return nil }
          return .newGroup(from: user)
        }
        // NB: a route to the group's name starts with no member picked.
        messages.make("nameGroup") { _ in .nameGroup(members: []) }
        messages.make("newMessage") { context in
          if case .recipients(let user)? = context.next(as: MessagesDestination.self) {
            return .newMessage(from: user)
          }
          guard case .inbox(let user)? = signedInInbox(in: context) else { return nil }
          return .newMessage(from: user)
        }
      }
      graph.area(ContactsDestination.self) { contacts in
        contacts.root("contacts")
        contacts.edge("contacts", "card")
        // NB: no edge from a card to its chat: a tab edge leads only to a tab's first screen,
        // and a route to a chat switches to the Chats tab by itself.
        contacts.edge("card", profile)
        contacts.make("contacts") { context in
          context.shown(ContactsDestination.self) { $0.screen == "contacts" }
        }
        contacts.make("card") { context in
          guard case .profile(let person)? = context.next(as: MessagesDestination.self) else {
            return nil
          }
          return .card(person)
        }
      }
      graph.area(SettingsDestination.self) { settings in
        settings.root("settings")
        settings.edge("settings", login)
        settings.make(.settings)
      }
    }
  }

  // MARK: - Cases of other areas

  private static let onboardingPage = DestinationCase(OnboardingDestination.self, "page")
  private static let login = DestinationCase(LoginDestination.self, "login")
  private static let inbox = DestinationCase(MessagesDestination.self, "inbox")
  private static let profile = DestinationCase(MessagesDestination.self, "profile")
  private static let contacts = DestinationCase(ContactsDestination.self, "contacts")
  private static let settings = DestinationCase(SettingsDestination.self, "settings")

  /// The signed-in user's inbox, the root of the Chats tab, wherever it is on show; `nil` when
  /// nobody is signed in.
  private static func signedInInbox(in context: RouteContext) -> MessagesDestination? {
    context.shown(MessagesDestination.self) { $0.screen == "inbox" }
  }
}
