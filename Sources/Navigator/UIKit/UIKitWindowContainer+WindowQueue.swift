#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIKitWindowContainer: WindowQueueSharing {
    /// Makes `engine` the engine of the window, so that stack navigators of its navigation
    /// controllers share its queue and have it carry out their requests.
    func share(_ engine: NavigationEngine) {
      guard let window else { return }
      engine.windows.register(engine, for: window)
    }

    /// The stack `navigationController` shows, found by identity among the window's navigation
    /// controllers: the root's, each tab's and each modal stack's.
    public func stackLocation(ofNavigationController navigationController: AnyObject)
      -> StackLocation?
    {
      let layout = self.layout
      var locations: [StackLocation] = []
      switch layout.root {
      case .stack: locations.append(.root)
      case .tabs(let tabs, _): locations += tabs.indices.map { .tab($0) }
      }
      locations += layout.modals.indices.map { .modal($0) }
      return locations.first { self.navigationController(at: $0) === navigationController }
    }
  }
#endif
