import Navigator

extension ChatsDestination: RoutableDestination {
  enum Screen: Hashable, Sendable {
    case inbox, chat, profile, compose, audience, photo, contact, logout
  }

  var screen: Screen {
    switch self {
    case .inbox: .inbox
    case .chat: .chat
    case .profile: .profile
    case .compose: .compose
    case .audience: .audience
    case .photo: .photo
    case .contact: .contact
    case .logout: .logout
    }
  }
}

extension SettingsDestination: RoutableDestination {
  enum Screen: Hashable, Sendable { case root, account }

  var screen: Screen {
    switch self {
    case .root: .root
    case .account: .account
    }
  }
}

/// The graph of the go-anywhere tests: two tabs, a profile that both a chat and the account
/// lead to (the chat's edge preferred), a compose sheet that pushes inside itself, a photo shown
/// over a chat, and makers that take a chat's payload from the profile after it, and a profile's
/// from the contact after it.
@MainActor
func makeRoutes(chatMaker: Bool = true) -> DestinationGraph {
  DestinationGraph { graph in
    graph.area(ChatsDestination.self) { chats in
      chats.root(.inbox)
      chats.edge(.inbox, .chat)
      chats.edge(.chat, .profile, isPreferred: true)
      chats.edge(.inbox, .compose, .modalWithNavigationBar)
      chats.edge(.compose, .audience)
      chats.edge(.chat, .photo, .modal)
      chats.edge(.profile, .contact)
      chats.make(.inbox)
      chats.make(.compose)
      chats.make(.profile) { context in
        guard case .contact(let name)? = context.next(as: ChatsDestination.self) else { return nil }
        return .profile(name)
      }
      if chatMaker {
        chats.make(.chat) { context in
          switch context.next(as: ChatsDestination.self) {
          case .profile(let name)?: .chat(name)
          case .photo?: context.target(as: ChatsDestination.self).flatMap { _ in .chat("photos") }
          default: nil
          }
        }
      }
    }
    graph.area(SettingsDestination.self) { settings in
      settings.root(.root)
      settings.edge(.root, .account)
      settings.edge(.account, DestinationCase(ChatsDestination.self, .profile))
      settings.make(.account)
    }
  }
}
