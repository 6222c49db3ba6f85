/// Why a navigation request failed, with a ``description`` that says what to do about it.
///
/// A failed request changes nothing: the stack and the modal screen stay as they were.
///
/// ```swift
/// do {
///   try await navigator.perform(.back)
/// } catch .nothingToPop {
///   showHome()
/// } catch {
///   print(error)  // the sentence says what went wrong and what to do
/// }
/// ```
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The navigation controller the navigator drives has been released, so nothing can be shown.
  case navigationControllerReleased

  /// A back or back-to-root request found no screen to go back to.
  case nothingToPop

  /// A dismiss request found no modal screen.
  case nothingToDismiss

  /// A modal destination was requested while another screen is presented.
  case alreadyPresenting(AnyDestination)

  /// The factory threw instead of making a screen for the destination.
  case screenUnavailable(AnyDestination, reason: String)

  /// What went wrong and what to do about it, in a sentence a developer can act on.
  public var description: String {
    switch self {
    case .navigationControllerReleased:
      "The navigation controller this navigator drives has been released, so nothing can be "
        + "shown. Keep the navigation controller alive (for example as the window's root) while "
        + "its navigators are in use, or make a new navigator for the new navigation controller."
    case .nothingToPop:
      "There is no screen to go back to: the navigation stack holds its root screen only. Use "
        + "dismiss() to close a modal screen, or a .replaceStack destination to start over."
    case .nothingToDismiss:
      "There is no modal screen to dismiss. Use goBack() to leave a pushed screen; check "
        + "presentedScreen before dismissing if a modal screen may already have been closed."
    case .alreadyPresenting(let destination):
      "Cannot present \(destination) while another screen is presented modally. Dismiss the "
        + "presented screen first, or navigate from the presented screen's own navigator."
    case .screenUnavailable(let destination, let reason):
      "The factory could not make a screen for \(destination): \(reason). Make the factory's "
        + "makeViewController(for:navigator:) return a screen for every destination it is given."
    }
  }
}
