import Navigator

/// A destination as the console prints it: its case, capitalized, and its payload, such as
/// `[Chat: Grace]` for `MessagesDestination.chat(.grace)` or `[Settings]` for
/// `SettingsDestination.settings`.
///
/// Payloads are printed because this is a demo; the library's own descriptions of states,
/// changes and errors name the case only.
struct ScreenLabel: CustomStringConvertible {
  let description: String

  init(_ destination: AnyDestination) {
    if let dialog = destination.as(DialogContent.self) {
      description = "[Dialog \(dialog.name)]"
      return
    }
    let caseName = destination.caseName.split(separator: ".").last.map(String.init) ?? ""
    let title = caseName.prefix(1).uppercased() + caseName.dropFirst()
    let payload = DestinationPayload.text(of: destination.base)
    description = payload.map { "[\(title): \($0)]" } ?? "[\(title)]"
  }
}
