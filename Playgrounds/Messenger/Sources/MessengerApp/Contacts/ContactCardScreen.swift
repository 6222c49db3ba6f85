import Navigator

/// Someone's name and email.
@MainActor
final class ContactCardScreen: AppScreen {
  let person: User
  private let navigator: any Navigator<ContactsDestination>

  init(person: User, navigator: any Navigator<ContactsDestination>) {
    self.person = person
    self.navigator = navigator
    super.init(title: "Card")
  }

  func didTapBack() {
    navigator.goBack()
  }
}
