// The ```swift blocks of Sources/Navigator/Navigator.docc/GettingStarted.md.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// GettingStarted: area = README: area
// GettingStarted: screens = README: screens
// GettingStarted: app = README: app
// GettingStarted: test = README: test

// GettingStarted: start
@MainActor func startLogin(on navigationController: UINavigationController) {
  let navigator = StackNavigator(
    navigationController: navigationController, factory: LoginScreens())
  let login = LoginViewController(navigator: navigator)  // the screen keeps its navigator
  navigationController.setViewControllers([login], animated: false)
}
// GettingStarted: end

// GettingStarted: logIn
@MainActor func logIn(
  as user: User, with navigator: any Navigator<LoginDestination>
) async -> String? {
  do {
    try await navigator.perform(.exit(.loggedIn(user)))
    return nil  // the user's tabs are on screen
  } catch {
    return "\(error)"  // what went wrong and what to do, for the log
  }
}
// GettingStarted: end

// GettingStarted: restore
@MainActor func restoreSignUp(
  email: String?, with navigator: any Navigator<LoginDestination>
) async throws(NavigationError) {
  try await navigator.perform(.navigate(to: .signUp(prefilledEmail: email), animated: false))
}
// GettingStarted: end

// GettingStarted: messagesScreens
struct MessagesScreens: ViewControllerFactory {
  let user: User
  let makeLoginScreen: @MainActor () -> UIViewController  // another area, another navigator

  func makeViewController(
    for destination: MessagesDestination, navigator: any Navigator<MessagesDestination>
  ) -> UIViewController {
    switch destination {
    case .chat(let contact): ChatViewController(contact: contact, navigator: navigator)
    case .profile(let person): ProfileViewController(person: person, navigator: navigator)
    case .newMessage: NewMessageViewController(contacts: user.contacts, navigator: navigator)
    case .logout: makeLoginScreen()
    }
  }
}
// GettingStarted: end

// GettingStarted: flow
@MainActor
final class LoginFlow<Controller: NavigationController>: Navigator
where Controller.Screen == UIViewController {
  private let stack: StackNavigator<LoginScreens, Controller>
  private let onLogIn: @MainActor (User) -> Void

  init(
    stack: StackNavigator<LoginScreens, Controller>, onLogIn: @escaping @MainActor (User) -> Void
  ) {
    self.stack = stack
    self.onLogIn = onLogIn
    stack.screensNavigator = self  // the screens ask the flow, not the stack underneath it
  }

  func perform(
    _ request: NavigationRequest<LoginDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    guard case .exit(.loggedIn(let user)) = request.action else {
      stack.perform(request, completion: completion)
      return
    }
    onLogIn(user)  // the app shows what follows a login
    completion?(.success(()))
  }
}
// GettingStarted: end
