/// The base class of the app's screens, in the role `UIViewController` plays on iOS.
///
/// A screen shows one thing and reports the user's actions to the navigator it was given; it
/// never knows which screen comes next or how it is shown.
@MainActor
class AppScreen {
  /// The screen's name, such as `Chat`, as the console shows it.
  let title: String

  init(title: String) {
    self.title = title
  }
}
