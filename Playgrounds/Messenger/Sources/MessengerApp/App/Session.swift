/// Who is signed in. The Chats tab's guard reads it: a chat needs a signed-in user, and when the
/// session has expired, the guard sends the user to log in first, in a sheet over where they
/// are (see `makeAppNavigator`).
@MainActor
final class Session {
  private(set) var user: User?
  /// Whether a user was signed in and their session ended without them logging out.
  private(set) var hasExpired = false

  func signIn(_ user: User) {
    self.user = user
    hasExpired = false
  }

  /// Ends the session, as a server does after a while; the screens on show stay.
  func expire() {
    hasExpired = user != nil
    user = nil
  }

  func signOut() {
    user = nil
    hasExpired = false
  }
}
