import Navigator
import NavigatorTestSupport

/// The chats area of the app-navigation tests: pushes, a modal stack that pushes inside itself,
/// a single-screen modal, a screen shown once per stack.
enum ChatsDestination: Destination, Codable {
  case inbox
  case chat(String)
  case profile(String)
  case compose
  case audience
  case photo
  case contact(String)
  case logout

  var presentation: Presentation {
    switch self {
    case .inbox, .profile, .audience: .push
    case .chat: .popToExistingOrPush
    case .compose: .modalWithNavigationBar
    case .photo: .modal
    case .contact: .popToExistingOrPush
    case .logout: .replaceStack
    }
  }
}

/// The settings area: a root and a pushed screen, and signing out, an exit.
enum SettingsDestination: Destination, Codable {
  case root
  case account

  enum Exit: Equatable, Sendable {
    case signedOut(String)
  }
}

/// An area whose destinations cannot be saved.
enum DraftDestination: Destination {
  case draft(Int)
}

/// An area no test registers.
enum UnregisteredDestination: Destination {
  case somewhere
}

/// A screen of the app-navigation tests, with the destination it was made for.
@MainActor
class AppScreen: CustomStringConvertible {
  private static var made = 0
  let destination: AnyDestination
  let navigator: AnyObject
  /// Which screen this is, counting from the first made: unlike an object identifier, never
  /// reused.
  let serial: Int

  init(_ destination: AnyDestination, navigator: AnyObject) {
    self.destination = destination
    self.navigator = navigator
    Self.made += 1
    serial = Self.made
  }

  nonisolated var description: String { "AppScreen" }
}

/// Counts the screens made and can be told to fail for one destination.
@MainActor
final class ScreenLog {
  var made: [AnyDestination] = []
  var madeSerials: [Int] = []
  var failing: AnyDestination?
  var onMake: (@MainActor (AnyDestination) -> Void)?
}

@MainActor
func appFactory<D: Destination>(_ area: D.Type, log: ScreenLog) -> ScreenFactory<D, AppScreen> {
  ScreenFactory { destination, navigator in
    let erased = AnyDestination(destination)
    if erased == log.failing { throw ScreenNotBuilt() }
    log.made.append(erased)
    log.onMake?(erased)
    let screen = AppScreen(erased, navigator: navigator)
    log.madeSerials.append(screen.serial)
    return screen
  }
}

/// An app navigator over a recording container, with the chats, settings and draft areas.
@MainActor
func makeApp(
  finishesTransitionsImmediately: Bool = true, log: ScreenLog = ScreenLog()
) -> (AppNavigator<RecordingContainer<AppScreen>>, RecordingContainer<AppScreen>) {
  let container = RecordingContainer<AppScreen>(
    finishesTransitionsImmediately: finishesTransitionsImmediately)
  let app = AppNavigator(container: container)
  app.register(appFactory(ChatsDestination.self, log: log))
  app.register(appFactory(SettingsDestination.self, log: log))
  app.register(appFactory(DraftDestination.self, log: log))
  return (app, container)
}

/// Shorthands for states in tests.
func chats(_ destinations: ChatsDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

func settings(_ destinations: SettingsDestination...) -> [AnyDestination] {
  destinations.map(AnyDestination.init)
}

/// Two tabs, chats and settings, with `chatsStack` and `settingsStack`.
func tabs(
  _ chatsStack: [AnyDestination] = chats(.inbox),
  _ settingsStack: [AnyDestination] = settings(.root), selected: String = "chats",
  modals: [NavigationState.Modal] = []
) -> NavigationState {
  NavigationState(
    tabs: [.init("chats", chatsStack), .init("settings", settingsStack)], selected: selected,
    modals: modals)
}

/// The names a recording container gives screens for `destinations`.
func names(_ destinations: [AnyDestination]) -> [ScreenName] {
  destinations.map { ScreenName($0) }
}
