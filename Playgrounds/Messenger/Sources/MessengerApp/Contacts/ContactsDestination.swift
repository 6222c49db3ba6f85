import Navigator

/// The Contacts tab: the people the user knows, and a card for each.
enum ContactsDestination: RoutableDestination, Codable {
  /// The contacts of the user logged in: the root of the Contacts tab.
  case contacts(of: User)
  /// Someone's card, pushed.
  case card(User)

  /// The cases without their payloads, for the app's destination graph.
  enum Screen: Hashable, Sendable { case contacts, card }

  var screen: Screen {
    switch self {
    case .contacts: .contacts
    case .card: .card
    }
  }
}
