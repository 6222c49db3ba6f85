/// The engines of the navigation controllers that stack navigators drive, by the identity of
/// what each controller stands for, so that every navigator of one controller shares its engine,
/// its queue and the screens it made. Held weakly: an engine lives as long as a navigator uses it.
@MainActor
enum StackEngines {
  private struct Entry {
    weak var anchor: AnyObject?
    weak var engine: NavigationEngine?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var liveCountAtLastCleanUp = 0

  /// The engine of `controller`, made now if no navigator has one.
  ///
  /// - Parameters:
  ///   - controller: The navigation controller navigators talk to.
  ///   - anchor: What `controller` stands for, whose identity and lifetime count: `controller`
  ///     itself, or the UIKit navigation controller a wrapper holds weakly.
  ///   - retainsController: Whether the container keeps `controller` alive (a wrapper that
  ///     nobody else holds) instead of holding it weakly.
  static func engine<Controller: NavigationController>(
    of controller: Controller, anchor: AnyObject, retainsController: Bool
  ) -> (NavigationEngine, StackContainer<Controller>) {
    let key = ObjectIdentifier(anchor)
    if let entry = entries[key], entry.anchor === anchor, let engine = entry.engine,
      let container = engine.container as? StackContainer<Controller>
    {
      return (engine, container)
    }
    let container = StackContainer(
      controller: controller, anchor: anchor, retainsController: retainsController)
    let engine = NavigationEngine(container: container, rules: StackRules())
    container.userMayChangeLayout = { [weak engine] layout, attempt in
      guard let engine else { return true }
      // NB: only a screen that guards its leaving can stop the user's pop.
      let mayPop =
        !engine.shownScreens.holdsLeaveGuards
        || engine.userMayChangeLayout(to: layout.map { $0 as AnyObject }, attempt: attempt)
      // NB: the one word a navigation controller says of the user's pop, before it.
      if mayPop, attempt { engine.userWillPop() }
      return mayPop
    }
    if entries.count >= 2 * liveCountAtLastCleanUp + 16 {
      entries = entries.filter { $0.value.engine != nil && $0.value.anchor != nil }
      liveCountAtLastCleanUp = entries.count
    }
    entries[key] = Entry(anchor: anchor, engine: engine)
    return (engine, container)
  }
}
