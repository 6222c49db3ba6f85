import Navigator

/// The tablet layout of the inbox: the conversations in a sidebar beside the open one.
@MainActor
final class MessagesSplitScreen: AppScreen, InboxScreen {
  let user: User
  let navigator: any Navigator<MessagesDestination>
  var groups: [Group] = []

  init(user: User, navigator: any Navigator<MessagesDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(title: "MessagesSplit")
  }
}
