import Navigator

/// Makes the screens of the Chats tab, laid out for `idiom`.
struct MessagesScreens: ViewControllerFactory {
  let idiom: DeviceIdiom
  /// How a chat or a new message asks before its unsent text is discarded.

  /// The root of the tab: the list of conversations on a phone, the list beside the open
  /// conversation on a tablet.
  func makeInbox(for user: User, navigator: any Navigator<MessagesDestination>) -> any InboxScreen {
    switch idiom {
    case .phone: MessagesListScreen(user: user, navigator: navigator)
    case .tablet: MessagesSplitScreen(user: user, navigator: navigator)
    }
  }

  func makeViewController(
    for destination: MessagesDestination, navigator: any Navigator<MessagesDestination>
  ) -> AppScreen {
    switch destination {
    case .inbox(let user): makeInbox(for: user, navigator: navigator)
    case .chat(let contact): ChatScreen(contact: contact, navigator: navigator)
    case .profile(let person): ProfileScreen(person: person, navigator: navigator)
    case .newMessage(let user): NewMessageScreen(user: user, navigator: navigator)
    case .recipients(let user): RecipientsScreen(contacts: user.contacts, navigator: navigator)
    case .photoPicker: PhotoPickerScreen(navigator: navigator)
    case .newGroup(let user): NewGroupScreen(user: user, navigator: navigator)
    case .nameGroup(let members): NameGroupScreen(members: members, navigator: navigator)
    }
  }
}
