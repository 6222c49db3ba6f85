// The ```swift blocks of the doc comments in Sources/Navigator/Navigators.
import Foundation
import Navigator
import NavigatorTestSupport

#if canImport(UIKit)
  import UIKit
#endif

// Navigator.swift: screen
final class LoginFormViewController: UIViewController {
  private let navigator: any Navigator<LoginDestination>

  init(navigator: any Navigator<LoginDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didLogIn(_ user: User) {
    navigator.exit(.loggedIn(user))
  }
}
// Navigator.swift: end

// Navigator+Flows.swift: ask = Dialog.swift: ask
// Navigator.swift: navigateDefault = Navigator.swift: navigate
// Navigator.swift: goBackDefault = Navigator.swift: goBack
// Navigator.swift: goBackToRootDefault = Navigator.swift: goBackToRoot
// Navigator.swift: dismissDefault = Navigator.swift: dismiss

final class NavigatorsExamplesScreen: UIViewController {
  func flowExamples(
    navigator: any Navigator<PeopleDestination>, recipients: Recipients, contact: Contact
  ) {
    // Navigator+Flows.swift: resultCompletion
    navigator.result(of: .pickContact, as: Contact.self) { result in
      if case .success(let contact?) = result { recipients.append(contact) }
    }
    // Navigator+Flows.swift: end
  }

  func finishExamples(navigator: any Navigator<CheckoutDestination>, order: Order) {
    // Navigator+Flows.swift: finishFlow
    navigator.finishFlow(returning: CheckoutResult.placed(order))
    // Navigator+Flows.swift: end
  }

  func messagesExamples(
    navigator: any Navigator<MessagesDestination>, user: User, chats: Chats, chat: User
  ) {
    // Navigator+Flows.swift: askCompletion
    navigator.ask(.deleteChat) { result in
      if case .success(.delete) = result { chats.remove(chat) }
    }
    // Navigator+Flows.swift: end
    // Navigator.swift: perform
    navigator.perform(.navigate(to: .chat(.ada))) { result in
      if case .failure(let error) = result { print(error) }
    }
    // Navigator.swift: end
    // Navigator.swift: navigate
    navigator.navigate(to: .chat(user))
    // Navigator.swift: end
    // Navigator.swift: goBack
    navigator.goBack()
    // Navigator.swift: end
    // Navigator.swift: goBackToRoot
    navigator.goBackToRoot()
    // Navigator.swift: end
    // Navigator.swift: dismiss
    navigator.dismiss()
    // Navigator.swift: end
  }

  func loginExamples(navigator: any Navigator<LoginDestination>, user: User) {
    // Navigator.swift: exit
    navigator.exit(.loggedIn(user))
    // Navigator.swift: end
  }

  func guardExamples(
    navigator: StackNavigator<HomeScreens, RecordingNavigationController<UIViewController>>,
    session: Session
  ) {
    // StackNavigator+Guards.swift: guardEntry
    navigator.guardEntry { destination in
      destination == .settings && !session.isSignedIn ? .deny("signed out") : .allow
    }
    // StackNavigator+Guards.swift: end
  }

  func makeExamples(navigationController: RecordingNavigationController<UIViewController>) {
    // StackNavigator.swift: make
    let navigator = StackNavigator(
      navigationController: navigationController, factory: LoginScreens())
    navigator.navigate(to: .signUp(prefilledEmail: nil))
    // StackNavigator.swift: end
  }

  func makeForTestsExamples(navigation: RecordingNavigationController<UIViewController>) {
    // StackNavigator.swift: makeForTests
    let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
    // StackNavigator.swift: end
    _ = navigator
  }

  func stackExamples(
    navigator: StackNavigator<LoginScreens, RecordingNavigationController<UIViewController>>,
    stack: StackNavigator<LoginScreens, RecordingNavigationController<UIViewController>>,
    coordinator: any Navigator<LoginDestination>
  ) {
    var failures: [NavigationError] = []
    // StackNavigator.swift: factory
    let screens = navigator.factory
    // StackNavigator.swift: end
    // StackNavigator.swift: screensNavigator
    stack.screensNavigator = coordinator  // the coordinator that wraps stack
    // StackNavigator.swift: end
    // StackNavigator.swift: onFailure
    navigator.onFailure = { error in failures.append(error) }
    // StackNavigator.swift: end
    // StackNavigator.swift: transitionTimeout
    navigator.transitionTimeout = .seconds(30)
    // StackNavigator.swift: end
    // StackNavigator.swift: guardTimeout
    navigator.guardTimeout = .seconds(30)
    // StackNavigator.swift: end
    // StackNavigator.swift: navigationController
    let depth = navigator.navigationController?.screens.count
    // StackNavigator.swift: end
    // StackNavigator.swift: pendingRequestCount
    let pending = navigator.pendingRequestCount  // 2: two requests wait for a push
    // StackNavigator.swift: end
    // StackNavigator.swift: perform
    navigator.perform(.navigate(to: .forgotPassword)) { result in print(result) }
    // StackNavigator.swift: end
    _ = (screens, depth, pending, failures)
  }
}

@MainActor func flowExamplesAsync(
  navigator: any Navigator<PeopleDestination>, recipients: Recipients, contact: Contact
) async throws {
  // Navigator+Flows.swift: result
  // In the screen that needs a contact:
  if let contact = try await navigator.result(of: .pickContact, as: Contact.self) {
    recipients.append(contact)
  }
  // In the contact picker:
  navigator.finishFlow(returning: contact)
  // Navigator+Flows.swift: end
  // Navigator+Flows.swift: resultCompletion
  navigator.result(of: .pickContact, as: Contact.self) { result in
    if case .success(let contact?) = result { recipients.append(contact) }
  }
  // Navigator+Flows.swift: end
}

@MainActor func finishExamplesAsync(navigator: any Navigator<CheckoutDestination>, order: Order)
  async
{
  // Navigator+Flows.swift: finishFlow
  navigator.finishFlow(returning: CheckoutResult.placed(order))
  // Navigator+Flows.swift: end
}

@MainActor func messagesExamplesAsync(
  navigator: any Navigator<MessagesDestination>, user: User, chats: Chats, chat: User
) async throws {
  // Navigator+Flows.swift: askCompletion
  navigator.ask(.deleteChat) { result in
    if case .success(.delete) = result { chats.remove(chat) }
  }
  // Navigator+Flows.swift: end
  // Navigator.swift: perform
  navigator.perform(.navigate(to: .chat(.ada))) { result in
    if case .failure(let error) = result { print(error) }
  }
  // Navigator.swift: end
  // Navigator.swift: navigate
  navigator.navigate(to: .chat(user))
  // Navigator.swift: end
  // Navigator.swift: goBack
  navigator.goBack()
  // Navigator.swift: end
  // Navigator.swift: goBackToRoot
  navigator.goBackToRoot()
  // Navigator.swift: end
  // Navigator.swift: dismiss
  navigator.dismiss()
  // Navigator.swift: end
  // Navigator.swift: performAsync
  try await navigator.perform(.navigate(to: .profile(user), animated: false))
  // Navigator.swift: end
}

@MainActor func loginExamplesAsync(navigator: any Navigator<LoginDestination>, user: User) async {
  // Navigator.swift: exit
  navigator.exit(.loggedIn(user))
  // Navigator.swift: end
}

@MainActor func guardExamplesAsync(
  navigator: StackNavigator<HomeScreens, RecordingNavigationController<UIViewController>>,
  session: Session
) async {
  // StackNavigator+Guards.swift: guardEntry
  navigator.guardEntry { destination in
    destination == .settings && !session.isSignedIn ? .deny("signed out") : .allow
  }
  // StackNavigator+Guards.swift: end
}

@MainActor func makeExamplesAsync(
  navigationController: RecordingNavigationController<UIViewController>
) async {
  // StackNavigator.swift: make
  let navigator = StackNavigator(
    navigationController: navigationController, factory: LoginScreens())
  navigator.navigate(to: .signUp(prefilledEmail: nil))
  // StackNavigator.swift: end
}

@MainActor func makeForTestsExamplesAsync(
  navigation: RecordingNavigationController<UIViewController>
) async {
  // StackNavigator.swift: makeForTests
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  // StackNavigator.swift: end
  _ = navigator
}

@MainActor func stackExamplesAsync(
  navigator: StackNavigator<LoginScreens, RecordingNavigationController<UIViewController>>,
  stack: StackNavigator<LoginScreens, RecordingNavigationController<UIViewController>>,
  coordinator: any Navigator<LoginDestination>
) async {
  var failures: [NavigationError] = []
  // StackNavigator.swift: factory
  let screens = navigator.factory
  // StackNavigator.swift: end
  // StackNavigator.swift: screensNavigator
  stack.screensNavigator = coordinator  // the coordinator that wraps stack
  // StackNavigator.swift: end
  // StackNavigator.swift: onFailure
  navigator.onFailure = { error in failures.append(error) }
  // StackNavigator.swift: end
  // StackNavigator.swift: transitionTimeout
  navigator.transitionTimeout = .seconds(30)
  // StackNavigator.swift: end
  // StackNavigator.swift: guardTimeout
  navigator.guardTimeout = .seconds(30)
  // StackNavigator.swift: end
  // StackNavigator.swift: navigationController
  let depth = navigator.navigationController?.screens.count
  // StackNavigator.swift: end
  // StackNavigator.swift: pendingRequestCount
  let pending = navigator.pendingRequestCount  // 2: two requests wait for a push
  // StackNavigator.swift: end
  // StackNavigator.swift: perform
  navigator.perform(.navigate(to: .forgotPassword)) { result in print(result) }
  // StackNavigator.swift: end
  _ = (screens, depth, pending, failures)
}

@MainActor func stackFlowExampleAsync(
  navigator: StackNavigator<
    ScreenFactory<PeopleDestination, UIViewController>,
    RecordingNavigationController<UIViewController>
  >
) async throws {
  // StackNavigator+Flows.swift: performFlow
  let contact = try await navigator.result(of: .pickContact, as: Contact.self)
  // StackNavigator+Flows.swift: end
  _ = contact
}
