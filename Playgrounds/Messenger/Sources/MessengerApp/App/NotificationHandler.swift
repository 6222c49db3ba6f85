import Navigator

/// Opens what a push notification the user tapped is about, from wherever the user is.
///
/// It holds no navigator and no screen, only the app navigator's ``NavigationRequests``, and asks
/// for where to go, never for how: the app's destination graph finds the route from what is on
/// show (closing sheets, switching tab, making the screens on the way), and the app navigator
/// carries it out as one change. On iOS, the notification center's delegate calls it.
///
/// ```swift
/// let notifications = NotificationHandler(navigation: appNavigator.requests)
/// notifications.userOpened(messageFrom: .grace)  // inbox › chat(grace), from any tab or sheet
/// ```
///
/// A route that cannot be found fails without a change, and the failure goes to the app
/// navigator's `onFailure`.
struct NotificationHandler: Sendable {
  let navigation: NavigationRequests

  /// Opens the chat with `sender`, going back to it if it is already on the stack.
  @MainActor
  func userOpened(messageFrom sender: User) {
    navigation.send(.go(to: MessagesDestination.chat(sender)))
  }

  /// Opens the profile of `person`, over the chat with them.
  @MainActor
  func userOpened(newProfilePhotoOf person: User) {
    navigation.send(.go(to: MessagesDestination.profile(person)))
  }
}
