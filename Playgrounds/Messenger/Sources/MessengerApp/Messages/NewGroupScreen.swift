import Navigator

/// The first screen of the new-group flow, at the root of its sheet: the user picks members,
/// then names the group on the next screen. Swiping the sheet down cancels the flow.
@MainActor
final class NewGroupScreen: AppScreen {
  let user: User
  private let navigator: any Navigator<MessagesDestination>
  private(set) var members: [User] = []

  init(user: User, navigator: any Navigator<MessagesDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(title: "NewGroup")
  }

  func didPick(_ contact: User) {
    members.append(contact)
  }

  func didTapNext() {
    navigator.navigate(to: .nameGroup(members: members))
  }
}

/// The last screen of the new-group flow: it finishes the flow with the group, without knowing
/// who started it.
@MainActor
final class NameGroupScreen: AppScreen {
  let members: [User]
  private let navigator: any Navigator<MessagesDestination>

  init(members: [User], navigator: any Navigator<MessagesDestination>) {
    self.members = members
    self.navigator = navigator
    super.init(title: "NameGroup")
  }

  func didTapCreate(named name: String) {
    navigator.finishFlow(returning: Group(name: name, members: members))
  }
}
