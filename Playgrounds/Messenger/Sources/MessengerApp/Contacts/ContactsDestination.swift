import Navigator

/// The Contacts tab: the people the user knows, and a card for each.
enum ContactsDestination: RoutableDestination, Codable {
  /// The contacts of the user logged in: the root of the Contacts tab.
  case contacts(of: User)
  /// Someone's card, pushed.
  case card(User)
}
