/// The queues of the windows that app navigators drive, by the window's identity, so that a
/// ``StackNavigator`` of a navigation controller in one of those windows puts its requests on the
/// window's queue: its requests and the app navigator's run in the order asked.
///
/// Windows and queues are held weakly.
@MainActor
enum WindowQueues {
  private struct Entry {
    weak var window: AnyObject?
    weak var queue: TransitionQueue?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Makes `queue` the queue of `window`.
  static func register(_ queue: TransitionQueue, for window: AnyObject) {
    entries = entries.filter { $0.value.window != nil && $0.value.queue != nil }
    entries[ObjectIdentifier(window)] = Entry(window: window, queue: queue)
  }

  /// The queue of `window`, when an app navigator drives it.
  static func queue(for window: AnyObject) -> TransitionQueue? {
    guard let entry = entries[ObjectIdentifier(window)], entry.window === window else {
      return nil
    }
    return entry.queue
  }
}

/// A container that can tell which window it drives, so that stack navigators of that window
/// share the app navigator's queue.
@MainActor
protocol WindowQueueSharing: AnyObject {
  /// Makes `queue` the queue of the container's window.
  func shareQueue(_ queue: TransitionQueue)
}
