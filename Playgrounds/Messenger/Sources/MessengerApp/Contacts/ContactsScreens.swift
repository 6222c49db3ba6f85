import Navigator

/// Makes the screens of the Contacts tab.
struct ContactsScreens: ViewControllerFactory {
  func makeViewController(
    for destination: ContactsDestination, navigator: any Navigator<ContactsDestination>
  ) -> AppScreen {
    switch destination {
    case .contacts(let user): ContactsScreen(contacts: user.contacts, navigator: navigator)
    case .card(let person): ContactCardScreen(person: person, navigator: navigator)
    }
  }
}
