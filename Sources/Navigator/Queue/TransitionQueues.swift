/// Finds the one ``TransitionQueue`` of a navigation controller, so that every navigator driving
/// it shares the queue. Queues are held weakly: a queue lives as long as a navigator uses it.
@MainActor
enum TransitionQueues {
  private struct Entry {
    weak var queue: AnyObject?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var liveCountAtLastCleanUp = 0

  /// The queue of `controller`, made now if no navigator has one.
  ///
  /// - Parameters:
  ///   - controller: The navigation controller navigators talk to.
  ///   - anchor: What `controller` stands for, whose identity and lifetime count: `controller`
  ///     itself, or the UIKit navigation controller a wrapper holds weakly.
  ///   - retainsController: Whether the queue keeps `controller` alive (a wrapper that nobody
  ///     else holds) instead of holding it weakly.
  static func queue<Controller: NavigationController>(
    for controller: Controller, anchor: AnyObject, retainsController: Bool
  ) -> TransitionQueue<Controller> {
    let key = ObjectIdentifier(anchor)
    if let existing = entries[key]?.queue as? TransitionQueue<Controller>,
      existing.isAnchored(to: anchor)
    {
      return existing
    }
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      entries = entries.filter { $0.value.queue != nil }
      liveCountAtLastCleanUp = entries.count
    }
    let queue = TransitionQueue(
      controller: controller, anchor: anchor, retainsController: retainsController)
    entries[key] = Entry(queue: queue)
    return queue
  }
}
