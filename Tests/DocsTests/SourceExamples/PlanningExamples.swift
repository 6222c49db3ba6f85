// The ```swift blocks of the doc comments in Sources/Navigator/Planning.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

final class PlanningExamplesScreen: UIViewController {
  func planningExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, navigator: AppNavigator<UIKitWindowContainer>,
    signedOut: NavigationState, inbox: @escaping (User) -> NavigationState, session: Session
  ) {
    // NavigationChange+Guards.swift: unstoppable
    appNavigator.send(.reset(to: signedOut).unstoppable)
    // NavigationChange+Guards.swift: end
    // NavigationChange+Guards.swift: then
    navigator.handleExits(from: LoginDestination.self) { exit in
      switch exit {
      case .loggedIn(let user): .reset(to: inbox(user)).then { session.user = user }
      }
    }
    // NavigationChange+Guards.swift: end
  }
}

@MainActor func planningExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, navigator: AppNavigator<UIKitWindowContainer>,
  signedOut: NavigationState, inbox: @escaping (User) -> NavigationState, session: Session
) async {
  // NavigationChange+Guards.swift: unstoppable
  appNavigator.send(.reset(to: signedOut).unstoppable)
  // NavigationChange+Guards.swift: end
  // NavigationChange+Guards.swift: then
  navigator.handleExits(from: LoginDestination.self) { exit in
    switch exit {
    case .loggedIn(let user): .reset(to: inbox(user)).then { session.user = user }
    }
  }
  // NavigationChange+Guards.swift: end
}
