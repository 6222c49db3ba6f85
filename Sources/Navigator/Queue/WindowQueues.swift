/// The engines of the windows that app navigators drive, by the window's identity, so that a
/// ``StackNavigator`` of a navigation controller in one of those windows puts its requests on the
/// window's queue, and has the window's engine carry them out when the window's container finds
/// the controller's stack (``NavigationContainer/stackLocation(ofNavigationController:)``): its
/// requests and the app navigator's run in the order asked, with one source of truth.
///
/// A window is the container's own window (UIKit's `UIWindow`), or the container itself, which a
/// navigation controller it hands out names as its ``NavigationController/containingWindow``.
/// Windows and engines are held weakly.
@MainActor
final class WindowQueues {
  private struct Entry {
    weak var window: AnyObject?
    weak var engine: NavigationEngine?
  }

  /// The registry of the process, which every engine refers to.
  static let shared = WindowQueues()

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var liveCountAtLastCleanUp = 0

  /// Whether an app navigator's engine is registered: until one is, no stack navigator looks
  /// for its window.
  // NB: stored, though `entries` says it, and read through an engine's reference to the
  // registry: a static property is reached through its lazy initializer at each read, and
  // every stack request reads it twice.
  private(set) var hasEngines = false

  private init() {}

  /// Makes `engine` the engine of `window`.
  func register(_ engine: NavigationEngine, for window: AnyObject) {
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      entries = entries.filter { $0.value.window != nil && $0.value.engine != nil }
      liveCountAtLastCleanUp = entries.count
    }
    entries[ObjectIdentifier(window)] = Entry(window: window, engine: engine)
    hasEngines = true
  }

  /// The engine of `window`, when an app navigator drives it.
  func engine(for window: AnyObject) -> NavigationEngine? {
    guard let entry = entries[ObjectIdentifier(window)], entry.window === window else {
      return nil
    }
    return entry.engine
  }
}

/// A container that can tell which window it drives, so that stack navigators of that window
/// share the app navigator's engine and queue.
@MainActor
protocol WindowQueueSharing: AnyObject {
  /// Makes `engine` the engine of the container's window.
  func share(_ engine: NavigationEngine)
}
