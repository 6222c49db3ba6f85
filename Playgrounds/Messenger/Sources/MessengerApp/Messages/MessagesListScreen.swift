import Navigator

/// The phone layout of the inbox: the conversations fill the screen, and a chat opens over them.
@MainActor
final class MessagesListScreen: AppScreen, InboxScreen {
  let user: User
  let navigator: any Navigator<MessagesDestination>
  var groups: [Group] = []

  init(user: User, navigator: any Navigator<MessagesDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(title: "MessagesList")
  }
}
