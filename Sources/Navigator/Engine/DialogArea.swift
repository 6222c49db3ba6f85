/// The area of dialogs that every app navigator registers: its screens are made by the
/// container, and their replies go to the navigator.
@MainActor
final class DialogArea: RegisteredArea {
  /// The identity of the area in snapshots, which no app type can have.
  static var identity: String { "Navigator.Dialog" }

  /// The engine's container, which makes the dialogs' screens.
  // NB: held as the engine holds it; a weak reference would give the container a side table,
  // and every retain and release of it would take the runtime's slow path.
  let container: any NavigationContainer
  /// Records the reply of the dialog with this identifier.
  let reply: @MainActor (Int, DialogReply) -> Void

  init(
    container: any NavigationContainer, reply: @escaping @MainActor (Int, DialogReply) -> Void
  ) {
    self.container = container
    self.reply = reply
  }

  /// No navigator: dialogs are asked, never navigated from.
  var navigator: AnyObject? { nil }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    guard let dialog = destination.as(DialogContent.self) else {
      throw NavigationError(.dialogUnavailable, destination: destination)
    }
    let reply = self.reply
    return try container.makeErasedScreen(for: dialog) { answer in reply(dialog.id, answer) }
  }
}
