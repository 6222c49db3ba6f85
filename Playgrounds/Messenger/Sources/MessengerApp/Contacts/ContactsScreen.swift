import Navigator

/// The people the user knows; tapping one opens their card.
@MainActor
final class ContactsScreen: AppScreen {
  let contacts: [User]
  private let navigator: any Navigator<ContactsDestination>

  init(contacts: [User], navigator: any Navigator<ContactsDestination>) {
    self.contacts = contacts
    self.navigator = navigator
    super.init(title: "Contacts")
  }

  func didSelect(_ person: User) {
    navigator.navigate(to: .card(person))
  }
}
