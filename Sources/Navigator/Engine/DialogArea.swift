/// The area of dialogs that every app navigator registers: its screens are made by the
/// container, and their replies go to the navigator.
@MainActor
struct DialogArea: RegisteredArea {
  /// The identity of the area in snapshots, which no app type can have.
  static var identity: String { "Navigator.Dialog" }

  weak var container: (any NavigationContainer)?
  /// Records the reply of the dialog with this identifier.
  let reply: @MainActor (Int, DialogReply) -> Void

  /// No navigator: dialogs are asked, never navigated from.
  var navigator: AnyObject? { nil }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    guard let dialog = destination.as(DialogContent.self), let container else {
      throw NavigationError(.dialogUnavailable, destination: destination)
    }
    let reply = self.reply
    return try container.makeErasedScreen(for: dialog) { answer in reply(dialog.id, answer) }
  }
}
