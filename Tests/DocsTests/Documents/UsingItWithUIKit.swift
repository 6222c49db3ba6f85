// The ```swift blocks of Sources/Navigator/Navigator.docc/UsingItWithUIKit.md. On Linux they
// compile against the stand-ins of DocsSupport.swift (see there why).
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// UsingItWithUIKit: window
@MainActor func showLogin(in window: UIWindow) {
  let navigationController = UINavigationController()
  startLogin(on: navigationController)
  window.rootViewController = navigationController  // keeps it, and so its screens, alive
  window.makeKeyAndVisible()
}
// UsingItWithUIKit: end

// UsingItWithUIKit: refused
@MainActor func showForgotPassword(with navigator: any Navigator<LoginDestination>) async {
  do {
    try await navigator.perform(.navigate(to: .forgotPassword))
  } catch .transitionRefused {
    // UIKit would have ignored the sheet: the navigation controller is not in a window yet.
  } catch {
    print(error)
  }
}
// UsingItWithUIKit: end

// UsingItWithUIKit: timeout
@MainActor func makeLoginNavigator(
  for navigationController: UINavigationController
) -> any Navigator<LoginDestination> {
  let navigator = StackNavigator(
    navigationController: navigationController, factory: LoginScreens())
  navigator.transitionTimeout = .seconds(30)  // its custom transitions take longer than 10 s
  return navigator
}
// UsingItWithUIKit: end

// UsingItWithUIKit: flow
@MainActor func makeLoginFlow(
  on navigationController: UINavigationController, onLogIn: @escaping @MainActor (User) -> Void
) -> any Navigator<LoginDestination> {
  LoginFlow(
    stack: StackNavigator(navigationController: navigationController, factory: LoginScreens()),
    onLogIn: onLogIn)
}
// UsingItWithUIKit: end
