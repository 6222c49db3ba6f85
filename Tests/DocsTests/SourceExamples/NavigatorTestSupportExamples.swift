// The ```swift blocks of the doc comments in Sources/NavigatorTestSupport.
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// NavigationAssertions.swift: screenGraph
@Test @MainActor func everyScreenCanBeReached() {
  assertScreenGraph(ScreenGraph(roots: [Screen.inbox], edges: [.init(.inbox, .chat)]))
}
// NavigationAssertions.swift: end

// NavigationAssertions.swift: routes
@Test @MainActor func everyRouteCanBeFollowed() {
  assertScreenGraph(AppRoutes.graph())
}
// NavigationAssertions.swift: end

// RecordingNavigationController.swift: setStack = RecordingNavigationController+Event.swift: setStack

final class NavigatorTestSupportExamplesScreen: UIViewController {
  func stackAreaExample(container: RecordingContainer<UIViewController>) {
    // RecordingContainer.swift: navigationController
    let login = container.navigationController(at: .root)
    let stack = StackNavigator(navigationController: login, factory: LoginScreens())
    stack.navigate(to: .forgotPassword)  // the app navigator's state names it
    // RecordingContainer.swift: end
  }

  func assertionExamples(
    navigation: RecordingNavigationController<UIViewController>,
    navigator: any Navigator<LoginDestination>, spy: RecordingNavigator<LoginDestination>
  ) {
    // NavigationAssertions.swift: pushes
    LoginViewController(navigator: navigator).didTapSignUp(email: "ada@example.com")
    assertPushes([LoginDestination.signUp(prefilledEmail: "ada@example.com")], on: navigation)
    // NavigationAssertions.swift: end
    // NavigationAssertions.swift: events
    assertEvents([.setStack([LoginDestination.login])], on: navigation)
    // NavigationAssertions.swift: end
  }

  func requestAssertionExamples(navigator: RecordingNavigator<LoginDestination>) {
    // NavigationAssertions.swift: requests
    assertRequests([.navigate(to: .forgotPassword), .back], on: navigator)
    // NavigationAssertions.swift: end
  }

  func navigationAssertionExamples(
    appNavigator: AppNavigator<RecordingContainer<UIViewController>>,
    container: RecordingContainer<UIViewController>, inbox: AnyDestination,
    chat: (User) -> AnyDestination, ada: User, settings: AnyDestination, compose: AnyDestination
  ) {
    // NavigationAssertions.swift: navigation
    assertNavigation(
      appNavigator,
      equals: NavigationState(
        tabs: [.init("chats", [inbox, chat(ada)]), .init("settings", [settings])],
        selected: "chats", modals: [.stack([compose])]))
    // NavigationAssertions.swift: end
    // NavigationAssertions.swift: containerEvents
    assertEvents(
      [.present([ScreenName(HomeDestination.compose)], withNavigationBar: true, animated: true)],
      on: container)
    // NavigationAssertions.swift: end
  }

  func diffExamples(navigation: RecordingNavigationController<UIViewController>) {
    // NavigationDiff.swift: message
    print(NavigationDiff.message("pushes", actual: ["a", "b"], expected: ["a", "c"]))
    // pushes differ (− expected, + actual):
    //   a
    // − c
    // + b
    // NavigationDiff.swift: end
    // NavigationDiff.swift: text
    let text = NavigationDiff.message("events", actual: navigation.events, expected: [])
    // NavigationDiff.swift: end
    _ = text
  }

  func containerExample() {
    // RecordingContainer.swift: container
    let container = RecordingContainer<UIViewController>()
    let navigator = AppNavigator(container: container)
    navigator.register(HomeScreens())
    navigator.start(at: NavigationState(stack: [AnyDestination(HomeDestination.inbox(.ada))]))
    navigator.navigate(to: HomeDestination.chat(.grace))
    assertNavigation(
      navigator,
      equals: NavigationState(stack: [
        AnyDestination(HomeDestination.inbox(.ada)), AnyDestination(HomeDestination.chat(.grace)),
      ]))
    // RecordingContainer.swift: end
  }

  func containerInitExample() {
    // RecordingContainer.swift: init
    let container = RecordingContainer<UIViewController>(
      finishesTransitionsImmediately: false, makeDialogScreen: { _ in UIViewController() })
    // RecordingContainer.swift: end
    _ = container
  }

  func containerExamples(
    container: RecordingContainer<UIViewController>,
    navigator: AppNavigator<RecordingContainer<UIViewController>>
  ) throws {
    // RecordingContainer.swift: makeDialogScreen
    container.makeDialogScreen = { _ in UIViewController() }
    // RecordingContainer.swift: end
    // RecordingContainer+Dialogs.swift: dialog
    #expect(container.dialog?.name == "deleteChat")
    // RecordingContainer+Dialogs.swift: end
    // RecordingContainer+Dialogs.swift: answerDialog
    try container.answerDialog("Delete")
    try container.answerDialog("Rename", texts: ["Climbers"])
    // RecordingContainer+Dialogs.swift: end
    // RecordingContainer.swift: modalInPresentation
    container.setModalInPresentation(true, atLevel: 0)
    // RecordingContainer.swift: end
    // RecordingContainer.swift: userPop
    navigator.navigate(to: MessagesDestination.chat(.ada))  // the push animates
    container.simulateUserPop(duringTransition: true)  // the user swipes back meanwhile
    container.finishTransition()  // the push's completion comes last
    // RecordingContainer.swift: end
    // RecordingContainer.swift: swipeDown
    container.simulateUserSwipeDown()
    // RecordingContainer.swift: end
    // RecordingContainer.swift: selectTab
    container.simulateUserSelectTab(1, duringTransition: true)
    // RecordingContainer.swift: end
  }

  func eventExamples(
    navigation: RecordingNavigationController<UIViewController>,
    navigator: any Navigator<MessagesDestination>
  ) {
    // RecordingNavigationController+Event.swift: push
    #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
    // RecordingNavigationController+Event.swift: end
    // RecordingNavigationController+Event.swift: popTo
    #expect(navigation.events.last == .popTo(MessagesDestination.chat(.ada)))
    // RecordingNavigationController+Event.swift: end
    // RecordingNavigationController+Event.swift: setStack
    #expect(navigation.events == [.setStack([LoginDestination.login])])
    // RecordingNavigationController+Event.swift: end
    // RecordingNavigationController+Event.swift: present
    #expect(
      navigation.events == [.present(MessagesDestination.newMessage, withNavigationBar: true)])
    // RecordingNavigationController+Event.swift: end
    // RecordingNavigationController.swift: presentedWithNavigationBar
    #expect(navigation.presentedWithNavigationBar)
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: finishesTransitionsImmediately
    navigation.finishesTransitionsImmediately = false
    navigator.navigate(to: .chat(.ada))
    navigator.navigate(to: .profile(.ada))  // waits
    navigation.finishTransition()  // the second push starts now
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: finishTransition
    navigation.finishTransition()
    navigation.finishTransition(.cancelled)  // as UIKit reports an interrupted transition
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: simulateUserPop
    navigation.simulateUserPop()
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: name
    let name = navigation.name(of: navigation.screens[0])
    // LoginDestination.signUp(prefilledEmail: nil)
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: stack
    #expect(navigation.stack == [ScreenName(LoginDestination.login)])
    // RecordingNavigationController.swift: end
    // RecordingNavigationController.swift: removeAllEvents
    navigation.removeAllEvents()
    // RecordingNavigationController.swift: end
    // ScreenName.swift: push
    #expect(navigation.events == [.push(ScreenName(LoginDestination.signUp(prefilledEmail: nil)))])
    // ScreenName.swift: end
    _ = name
  }

  func controllerExample() {
    // RecordingNavigationController.swift: controller
    let navigation = RecordingNavigationController<UIViewController>()
    let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
    navigator.navigate(to: .signUp(prefilledEmail: nil))
    #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
    // RecordingNavigationController.swift: end
  }

  func controllerInitExample() {
    // RecordingNavigationController.swift: init
    let navigation = RecordingNavigationController(screens: [UIViewController()])
    // RecordingNavigationController.swift: end
    _ = navigation
  }

  func navigatorExample() {
    // RecordingNavigator.swift: navigator
    let navigator = RecordingNavigator<LoginDestination>()
    LoginViewController(navigator: navigator).didTapForgotPassword()
    #expect(navigator.requests == [.navigate(to: .forgotPassword)])
    // RecordingNavigator.swift: end
  }

  func navigatorInitExample() {
    // RecordingNavigator.swift: init
    let navigator = RecordingNavigator<LoginDestination>()
    // RecordingNavigator.swift: end
    _ = navigator
  }

  func navigatorExamples(navigator: RecordingNavigator<LoginDestination>) throws {
    // RecordingNavigator.swift: result
    navigator.result = .failure(.nothingToPop)
    // RecordingNavigator.swift: end
    // RecordingNavigator.swift: destinations
    #expect(navigator.destinations == [.signUp(prefilledEmail: "ada@example.com")])
    // RecordingNavigator.swift: end
    // RecordingNavigator.swift: exits
    #expect(navigator.exits == [.loggedIn(.ada)])
    // RecordingNavigator.swift: end
    // RecordingNavigator.swift: finishedValues
    #expect(navigator.finishedValues(of: Contact.self) == [.ada])
    // RecordingNavigator.swift: end
    // RecordingNavigator.swift: finishStartedFlow
    navigator.finishStartedFlow(returning: Contact.ada)
    // RecordingNavigator.swift: end
    // RecordingNavigator.swift: answerDialog
    try navigator.answerDialog("Delete")
    // RecordingNavigator.swift: end
  }

  func screenNameExamples(navigator: any Navigator<LoginDestination>) {
    // ScreenName.swift: init
    let name = ScreenName(MessagesDestination.chat(.ada))
    // ScreenName.swift: end
    // ScreenName.swift: unnamed
    let root = ScreenName(unnamed: LoginViewController(navigator: navigator))
    // ScreenName.swift: end
    _ = (name, root)
  }

  func controllerDialogExamples(
    navigation: RecordingNavigationController<UIViewController>, content: DialogContent
  ) throws {
    // RecordingNavigationController+Dialogs.swift: makeDialogScreen
    navigation.makeDialogScreen = { _ in UIViewController() }
    // RecordingNavigationController+Dialogs.swift: end
    // RecordingNavigationController+Dialogs.swift: makeScreen
    let screen = try navigation.makeScreen(for: content) { reply in print(reply.actionIndex) }
    // RecordingNavigationController+Dialogs.swift: end
    // RecordingNavigationController+Dialogs.swift: dialog
    #expect(navigation.dialog?.name == "deleteChat")
    // RecordingNavigationController+Dialogs.swift: end
    // RecordingNavigationController+Dialogs.swift: answerDialog
    try navigation.answerDialog("Delete")
    try navigation.answerDialog("Rename", texts: ["Climbers"])
    // RecordingNavigationController+Dialogs.swift: end
    _ = screen
  }
}

@MainActor func assertionExamplesAsync(
  navigation: RecordingNavigationController<UIViewController>,
  navigator: any Navigator<LoginDestination>, spy: RecordingNavigator<LoginDestination>
) async {
  // NavigationAssertions.swift: pushes
  LoginViewController(navigator: navigator).didTapSignUp(email: "ada@example.com")
  assertPushes([LoginDestination.signUp(prefilledEmail: "ada@example.com")], on: navigation)
  // NavigationAssertions.swift: end
  // NavigationAssertions.swift: events
  assertEvents([.setStack([LoginDestination.login])], on: navigation)
  // NavigationAssertions.swift: end
}

@MainActor func requestAssertionExamplesAsync(navigator: RecordingNavigator<LoginDestination>) async
{
  // NavigationAssertions.swift: requests
  assertRequests([.navigate(to: .forgotPassword), .back], on: navigator)
  // NavigationAssertions.swift: end
}

@MainActor func navigationAssertionExamplesAsync(
  appNavigator: AppNavigator<RecordingContainer<UIViewController>>,
  container: RecordingContainer<UIViewController>, inbox: AnyDestination,
  chat: (User) -> AnyDestination, ada: User, settings: AnyDestination, compose: AnyDestination
) async {
  // NavigationAssertions.swift: navigation
  assertNavigation(
    appNavigator,
    equals: NavigationState(
      tabs: [.init("chats", [inbox, chat(ada)]), .init("settings", [settings])],
      selected: "chats", modals: [.stack([compose])]))
  // NavigationAssertions.swift: end
  // NavigationAssertions.swift: containerEvents
  assertEvents(
    [.present([ScreenName(HomeDestination.compose)], withNavigationBar: true, animated: true)],
    on: container)
  // NavigationAssertions.swift: end
}

@MainActor func diffExamplesAsync(navigation: RecordingNavigationController<UIViewController>) async
{
  // NavigationDiff.swift: message
  print(NavigationDiff.message("pushes", actual: ["a", "b"], expected: ["a", "c"]))
  // pushes differ (− expected, + actual):
  //   a
  // − c
  // + b
  // NavigationDiff.swift: end
  // NavigationDiff.swift: text
  let text = NavigationDiff.message("events", actual: navigation.events, expected: [])
  // NavigationDiff.swift: end
  _ = text
}

@MainActor func containerExampleAsync() async {
  // RecordingContainer.swift: container
  let container = RecordingContainer<UIViewController>()
  let navigator = AppNavigator(container: container)
  navigator.register(HomeScreens())
  navigator.start(at: NavigationState(stack: [AnyDestination(HomeDestination.inbox(.ada))]))
  navigator.navigate(to: HomeDestination.chat(.grace))
  assertNavigation(
    navigator,
    equals: NavigationState(stack: [
      AnyDestination(HomeDestination.inbox(.ada)), AnyDestination(HomeDestination.chat(.grace)),
    ]))
  // RecordingContainer.swift: end
}

@MainActor func containerInitExampleAsync() async {
  // RecordingContainer.swift: init
  let container = RecordingContainer<UIViewController>(
    finishesTransitionsImmediately: false, makeDialogScreen: { _ in UIViewController() })
  // RecordingContainer.swift: end
  _ = container
}

@MainActor func containerExamplesAsync(
  container: RecordingContainer<UIViewController>,
  navigator: AppNavigator<RecordingContainer<UIViewController>>
) async throws {
  // RecordingContainer.swift: makeDialogScreen
  container.makeDialogScreen = { _ in UIViewController() }
  // RecordingContainer.swift: end
  // RecordingContainer+Dialogs.swift: dialog
  #expect(container.dialog?.name == "deleteChat")
  // RecordingContainer+Dialogs.swift: end
  // RecordingContainer+Dialogs.swift: answerDialog
  try container.answerDialog("Delete")
  try container.answerDialog("Rename", texts: ["Climbers"])
  // RecordingContainer+Dialogs.swift: end
  // RecordingContainer.swift: modalInPresentation
  container.setModalInPresentation(true, atLevel: 0)
  // RecordingContainer.swift: end
  // RecordingContainer.swift: userPop
  navigator.navigate(to: MessagesDestination.chat(.ada))  // the push animates
  container.simulateUserPop(duringTransition: true)  // the user swipes back meanwhile
  container.finishTransition()  // the push's completion comes last
  // RecordingContainer.swift: end
  // RecordingContainer.swift: swipeDown
  container.simulateUserSwipeDown()
  // RecordingContainer.swift: end
  // RecordingContainer.swift: selectTab
  container.simulateUserSelectTab(1, duringTransition: true)
  // RecordingContainer.swift: end
}

@MainActor func eventExamplesAsync(
  navigation: RecordingNavigationController<UIViewController>,
  navigator: any Navigator<MessagesDestination>
) async {
  // RecordingNavigationController+Event.swift: push
  #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
  // RecordingNavigationController+Event.swift: end
  // RecordingNavigationController+Event.swift: popTo
  #expect(navigation.events.last == .popTo(MessagesDestination.chat(.ada)))
  // RecordingNavigationController+Event.swift: end
  // RecordingNavigationController+Event.swift: setStack
  #expect(navigation.events == [.setStack([LoginDestination.login])])
  // RecordingNavigationController+Event.swift: end
  // RecordingNavigationController+Event.swift: present
  #expect(
    navigation.events == [.present(MessagesDestination.newMessage, withNavigationBar: true)])
  // RecordingNavigationController+Event.swift: end
  // RecordingNavigationController.swift: presentedWithNavigationBar
  #expect(navigation.presentedWithNavigationBar)
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: finishesTransitionsImmediately
  navigation.finishesTransitionsImmediately = false
  navigator.navigate(to: .chat(.ada))
  navigator.navigate(to: .profile(.ada))  // waits
  navigation.finishTransition()  // the second push starts now
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: finishTransition
  navigation.finishTransition()
  navigation.finishTransition(.cancelled)  // as UIKit reports an interrupted transition
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: simulateUserPop
  navigation.simulateUserPop()
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: name
  let name = navigation.name(of: navigation.screens[0])
  // LoginDestination.signUp(prefilledEmail: nil)
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: stack
  #expect(navigation.stack == [ScreenName(LoginDestination.login)])
  // RecordingNavigationController.swift: end
  // RecordingNavigationController.swift: removeAllEvents
  navigation.removeAllEvents()
  // RecordingNavigationController.swift: end
  // ScreenName.swift: push
  #expect(navigation.events == [.push(ScreenName(LoginDestination.signUp(prefilledEmail: nil)))])
  // ScreenName.swift: end
  _ = name
}

@MainActor func controllerExampleAsync() async {
  // RecordingNavigationController.swift: controller
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(navigationController: navigation, factory: LoginScreens())
  navigator.navigate(to: .signUp(prefilledEmail: nil))
  #expect(navigation.events == [.push(LoginDestination.signUp(prefilledEmail: nil))])
  // RecordingNavigationController.swift: end
}

@MainActor func controllerInitExampleAsync() async {
  // RecordingNavigationController.swift: init
  let navigation = RecordingNavigationController(screens: [UIViewController()])
  // RecordingNavigationController.swift: end
  _ = navigation
}

@MainActor func navigatorExampleAsync() async {
  // RecordingNavigator.swift: navigator
  let navigator = RecordingNavigator<LoginDestination>()
  LoginViewController(navigator: navigator).didTapForgotPassword()
  #expect(navigator.requests == [.navigate(to: .forgotPassword)])
  // RecordingNavigator.swift: end
}

@MainActor func navigatorInitExampleAsync() async {
  // RecordingNavigator.swift: init
  let navigator = RecordingNavigator<LoginDestination>()
  // RecordingNavigator.swift: end
  _ = navigator
}

@MainActor func navigatorExamplesAsync(navigator: RecordingNavigator<LoginDestination>) async throws
{
  // RecordingNavigator.swift: result
  navigator.result = .failure(.nothingToPop)
  // RecordingNavigator.swift: end
  // RecordingNavigator.swift: destinations
  #expect(navigator.destinations == [.signUp(prefilledEmail: "ada@example.com")])
  // RecordingNavigator.swift: end
  // RecordingNavigator.swift: exits
  #expect(navigator.exits == [.loggedIn(.ada)])
  // RecordingNavigator.swift: end
  // RecordingNavigator.swift: finishedValues
  #expect(navigator.finishedValues(of: Contact.self) == [.ada])
  // RecordingNavigator.swift: end
  // RecordingNavigator.swift: finishStartedFlow
  navigator.finishStartedFlow(returning: Contact.ada)
  // RecordingNavigator.swift: end
  // RecordingNavigator.swift: answerDialog
  try navigator.answerDialog("Delete")
  // RecordingNavigator.swift: end
}

@MainActor func screenNameExamplesAsync(navigator: any Navigator<LoginDestination>) async {
  // ScreenName.swift: init
  let name = ScreenName(MessagesDestination.chat(.ada))
  // ScreenName.swift: end
  // ScreenName.swift: unnamed
  let root = ScreenName(unnamed: LoginViewController(navigator: navigator))
  // ScreenName.swift: end
  _ = (name, root)
}

@MainActor func scriptedGuardExampleAsync(
  appNavigator: AppNavigator<RecordingContainer<UIViewController>>
) async {
  // ScriptedGuard.swift: guard
  let signIn = ScriptedGuard()
  appNavigator.guardEntry(to: MessagesDestination.self) { _ in signIn.entry() }
  appNavigator.navigate(to: MessagesDestination.chat(.ada))
  await signIn.settle()
  #expect(signIn.waitingCount == 1)  // the chat is not shown yet
  await signIn.answer(.allow)  // now it is
  // ScriptedGuard.swift: end
}

@MainActor func controllerDialogExamplesAsync(
  navigation: RecordingNavigationController<UIViewController>, content: DialogContent
) async throws {
  // RecordingNavigationController+Dialogs.swift: makeDialogScreen
  navigation.makeDialogScreen = { _ in UIViewController() }
  // RecordingNavigationController+Dialogs.swift: end
  // RecordingNavigationController+Dialogs.swift: makeScreen
  let screen = try navigation.makeScreen(for: content) { reply in print(reply.actionIndex) }
  // RecordingNavigationController+Dialogs.swift: end
  // RecordingNavigationController+Dialogs.swift: dialog
  #expect(navigation.dialog?.name == "deleteChat")
  // RecordingNavigationController+Dialogs.swift: end
  // RecordingNavigationController+Dialogs.swift: answerDialog
  try navigation.answerDialog("Delete")
  try navigation.answerDialog("Rename", texts: ["Climbers"])
  // RecordingNavigationController+Dialogs.swift: end
  _ = screen
}

@MainActor func stackAreaExampleAsync(container: RecordingContainer<UIViewController>) async {
  // RecordingContainer.swift: navigationController
  let login = container.navigationController(at: .root)
  let stack = StackNavigator(navigationController: login, factory: LoginScreens())
  stack.navigate(to: .forgotPassword)  // the app navigator's state names it
  // RecordingContainer.swift: end
}
