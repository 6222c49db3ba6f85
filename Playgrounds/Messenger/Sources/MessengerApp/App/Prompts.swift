/// How screens ask the user a yes-or-no question, such as "Discard your message?": on iOS an
/// alert; in the tour, scripted answers printed to the console; in tests, yes.
@MainActor
final class Prompts {
  /// Asks `question` and returns whether the user agreed.
  var confirm: @MainActor (String) async -> Bool = { _ in true }
}
