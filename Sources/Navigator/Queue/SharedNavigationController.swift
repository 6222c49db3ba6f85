/// What every navigator of one navigation controller shares: the navigation controller, held
/// weakly, the screens made for ``Presentation/popToExistingOrPush`` destinations, and the one
/// ``TransitionQueue`` their requests go through.
///
/// Found by ``shared(_:anchor:retainsController:)``, so that two navigators of the same
/// navigation controller share it; held weakly there, it lives as long as a navigator uses it.
@MainActor
final class SharedNavigationController<Controller: NavigationController> {
  // NB: `anchor` is the object whose lifetime counts: the controller itself, or the UIKit
  // navigation controller that a retained wrapper stands for.
  private weak var anchor: AnyObject?
  private weak var weakController: Controller?
  private let retainedController: Controller?

  /// The queue of the navigation controller's own requests.
  private let ownQueue = TransitionQueue()
  /// The queue of the window the navigation controller is in, when an app navigator drives it.
  var windowQueue: (@MainActor () -> TransitionQueue?)?
  /// The screens navigators made for ``Presentation/popToExistingOrPush`` destinations.
  let shownScreens = ShownScreens<WeaklyReferredScreen>()

  private init(controller: Controller, anchor: AnyObject, retainsController: Bool) {
    self.anchor = anchor
    self.weakController = controller
    self.retainedController = retainsController ? controller : nil
  }

  /// The queue of the navigation controller's requests: its window's while an app navigator
  /// drives the window (once its own queue has finished what was asked before), else its own.
  var queue: TransitionQueue {
    if let windowQueue = windowQueue?(), ownQueue.isIdle { return windowQueue }
    return ownQueue
  }

  /// The navigation controller, or `nil` once it is released.
  var controller: Controller? {
    guard anchor != nil else { return nil }
    return retainedController ?? weakController
  }

  // MARK: - Finding the shared record

  /// The record of `controller`, made now if no navigator has one.
  ///
  /// - Parameters:
  ///   - controller: The navigation controller navigators talk to.
  ///   - anchor: What `controller` stands for, whose identity and lifetime count: `controller`
  ///     itself, or the UIKit navigation controller a wrapper holds weakly.
  ///   - retainsController: Whether the record keeps `controller` alive (a wrapper that nobody
  ///     else holds) instead of holding it weakly.
  static func shared(
    _ controller: Controller, anchor: AnyObject, retainsController: Bool
  ) -> SharedNavigationController {
    let key = ObjectIdentifier(anchor)
    if let existing = SharedNavigationControllers.entries[key]?.shared
      as? SharedNavigationController, existing.anchor === anchor
    {
      return existing
    }
    let shared = SharedNavigationController(
      controller: controller, anchor: anchor, retainsController: retainsController)
    SharedNavigationControllers.add(shared, for: key)
    return shared
  }
}

/// The shared records of every navigation controller, by the identity of what each stands for.
@MainActor
enum SharedNavigationControllers {
  struct Entry {
    weak var shared: AnyObject?
  }

  static var entries: [ObjectIdentifier: Entry] = [:]
  private static var liveCountAtLastCleanUp = 0

  static func add(_ shared: AnyObject, for key: ObjectIdentifier) {
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      entries = entries.filter { $0.value.shared != nil }
      liveCountAtLastCleanUp = entries.count
    }
    entries[key] = Entry(shared: shared)
  }
}
