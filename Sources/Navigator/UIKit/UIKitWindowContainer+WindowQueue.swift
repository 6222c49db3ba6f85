#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIKitWindowContainer: WindowQueueSharing {
    /// Makes `queue` the queue of the window, so that stack navigators of its navigation
    /// controllers share it.
    func shareQueue(_ queue: TransitionQueue) {
      guard let window else { return }
      WindowQueues.register(queue, for: window)
    }
  }
#endif
