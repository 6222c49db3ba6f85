// The ```swift blocks of the doc comments in Sources/Navigator/AppNavigation.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// NavigationRequests.swift: handler
@MainActor final class MessageNotificationHandler {
  let navigation: NavigationRequests  // appNavigator.requests

  init(navigation: NavigationRequests) {
    self.navigation = navigation
  }

  func userOpened(messageFrom user: User) {
    navigation.send(.navigate(to: MessagesDestination.chat(user)))
  }
}
// NavigationRequests.swift: end

// NavigationRequests.swift: test
@MainActor final class AskedChanges {
  var all: [NavigationChange] = []
}

@Test @MainActor func openingAMessageGoesToItsChat() {
  let asked = AskedChanges()
  let handler = MessageNotificationHandler(
    navigation: NavigationRequests { change, completion in
      asked.all.append(change)
      completion?(.success(()))
    })
  handler.userOpened(messageFrom: .ada)
  #expect(asked.all.map(\.description) == ["navigate to MessagesDestination.chat"])
}
// NavigationRequests.swift: end

final class AppNavigationExamplesScreen: UIViewController {
  func flowExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, cart: Cart, chats: Chats, chat: User
  ) {
    // AppNavigator+Flows.swift: resultCompletion
    appNavigator.result(of: CheckoutDestination.cart, as: Order.self) { result in
      if case .success(let order?) = result { cart.didPlace(order) }
    }
    // AppNavigator+Flows.swift: end
    // AppNavigator+Flows.swift: finishFlow
    appNavigator.finishFlow(returning: Order(id: 42))
    // AppNavigator+Flows.swift: end
    // AppNavigator+Flows.swift: askCompletion
    appNavigator.ask(.deleteChat) { result in
      if case .success(.delete) = result { chats.remove(chat) }
    }
    // AppNavigator+Flows.swift: end
    // AppNavigator+Flows.swift: restoredFlows
    appNavigator.handleRestoredFlows(returning: Order.self) { order in
      if let order { cart.didPlace(order) }
    }
    // AppNavigator+Flows.swift: end
  }

  func guardExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, session: Session, drafts: Drafts
  ) {
    // AppNavigator+Guards.swift: guardEntry
    appNavigator.guardEntry(to: MessagesDestination.self) { destination in
      session.user != nil ? .allow : .redirect(.present([AnyDestination(LoginDestination.login)]))
    }
    // AppNavigator+Guards.swift: end
    // AppNavigator+Guards.swift: guardLeaving
    appNavigator.guardLeaving(HomeDestination.self) { destination, leaving in
      destination != .compose || drafts.isEmpty ? .allow : .stay("a draft is not sent")
    }
    // AppNavigator+Guards.swift: end
    // AppNavigator+Guards.swift: guardsChanged
    session.user = nil
    appNavigator.guardsChanged()
    // AppNavigator+Guards.swift: end
  }

  func requestExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, inbox: AnyDestination, chat: AnyDestination
  ) {
    // AppNavigator+Requests.swift: start
    appNavigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
    // AppNavigator+Requests.swift: end
    // AppNavigator+Requests.swift: send
    appNavigator.send(.selectTab("chats", stack: [inbox, chat]))
    // AppNavigator+Requests.swift: end
    // AppNavigator+Requests.swift: perform
    appNavigator.perform(.selectTab("chats", stack: [inbox, chat])) { result in
      if case .failure(let error) = result { print(error) }
    }
    // AppNavigator+Requests.swift: end
    // AppNavigator+Requests.swift: navigate
    appNavigator.navigate(to: MessagesDestination.chat(.ada))
    // AppNavigator+Requests.swift: end
  }

  func snapshotExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, saved: Data, loginState: NavigationState,
    logger: Logger
  ) throws {
    // AppNavigator+Snapshots.swift: snapshot
    UserDefaults.standard.set(try appNavigator.snapshot(), forKey: "navigation")
    // AppNavigator+Snapshots.swift: end
    // AppNavigator+Snapshots.swift: restore
    appNavigator.restore(from: saved, orStartAt: loginState) { result in
      if case .failure(let error) = result { logger.notice("\(error)") }
    }
    // AppNavigator+Snapshots.swift: end
  }

  func setUpExample(window: UIWindow) {
    // AppNavigator.swift: setUp
    let navigator = AppNavigator(container: UIKitWindowContainer(window: window))
    navigator.register(LoginScreens())
    navigator.register(HomeScreens())
    navigator.handleExits(from: LoginDestination.self) { exit in
      switch exit {
      case .loggedIn(let user): .reset(to: .home(user))
      }
    }
    navigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
    // AppNavigator.swift: end
  }

  func appNavigatorExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, logger: Logger, analytics: ScreenViews
  ) throws {
    // AppNavigator.swift: onFailure
    appNavigator.onFailure = { error in logger.error("\(error)") }
    // AppNavigator.swift: end
    // AppNavigator.swift: routes
    appNavigator.routes = AppRoutes.graph()
    // AppNavigator.swift: end
    // AppNavigator.swift: links
    appNavigator.links = try AppLinks.make()
    // AppNavigator.swift: end
    // AppNavigator.swift: guardTimeout
    appNavigator.guardTimeout = .seconds(30)
    // AppNavigator.swift: end
    // AppNavigator.swift: handleExits
    appNavigator.handleExits(from: LoginDestination.self) { exit in
      switch exit {
      case .loggedIn(let user): .reset(to: .home(user))
      }
    }
    // AppNavigator.swift: end
    // AppNavigator.swift: navigatorFor
    let messages = appNavigator.navigator(for: MessagesDestination.self)
    // AppNavigator.swift: end
    // AppNavigator.swift: state
    print(appNavigator.state)  // root: LoginDestination.login
    // AppNavigator.swift: end
    // AppNavigator.swift: observe
    let screenViews = appNavigator.observe { state in
      analytics.log(screen: state.topStack?.last?.caseName)
    }
    // AppNavigator.swift: end
    _ = (messages, screenViews)
  }

  func makeExample() {
    // AppNavigator.swift: init
    let navigator = AppNavigator(container: RecordingContainer<UIViewController>())
    // AppNavigator.swift: end
    _ = navigator
  }

  func registerExamples(navigator: AppNavigator<UIKitWindowContainer>, blocked: Set<User>) {
    // AppNavigator.swift: register
    navigator.register(HomeScreens())
    navigator.register(SettingsScreens(), identifier: "settings")
    // AppNavigator.swift: end
    // AppNavigator.swift: registerClosure
    navigator.register(SettingsDestination.self) { _, navigator in
      SettingsViewController(navigator: navigator)
    }
    // AppNavigator.swift: end
    // AppNavigator.swift: handleNavigation
    navigator.handleNavigation(to: MessagesDestination.self) { destination in
      guard case .chat(let user) = destination, blocked.contains(user) else { return nil }
      return .navigate(to: MessagesDestination.profile(user))
    }
    // AppNavigator.swift: end
  }

  func areaExamples(navigator: AreaNavigator<MessagesDestination, UIKitWindowContainer>) {
    // AreaNavigator.swift: perform
    navigator.perform(.navigate(to: .chat(.ada))) { result in print(result) }
    // AreaNavigator.swift: end
  }

  func requestsExamples(
    navigation: NavigationRequests, appNavigator: AppNavigator<UIKitWindowContainer>
  ) {
    // NavigationRequests.swift: send
    navigation.send(.backToRoot)
    // NavigationRequests.swift: end
    // NavigationRequests.swift: requests
    let handler = MessageNotificationHandler(navigation: appNavigator.requests)
    // NavigationRequests.swift: end
    _ = handler
  }
}

@MainActor func flowExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, cart: Cart, chats: Chats, chat: User
) async throws {
  // AppNavigator+Flows.swift: result
  let order = try await appNavigator.result(of: CheckoutDestination.cart, as: Order.self)
  // AppNavigator+Flows.swift: end
  // AppNavigator+Flows.swift: resultCompletion
  appNavigator.result(of: CheckoutDestination.cart, as: Order.self) { result in
    if case .success(let order?) = result { cart.didPlace(order) }
  }
  // AppNavigator+Flows.swift: end
  // AppNavigator+Flows.swift: finishFlow
  appNavigator.finishFlow(returning: Order(id: 42))
  // AppNavigator+Flows.swift: end
  // AppNavigator+Flows.swift: ask
  if try await appNavigator.ask(.deleteChat) == .delete { chats.remove(chat) }
  // AppNavigator+Flows.swift: end
  // AppNavigator+Flows.swift: askCompletion
  appNavigator.ask(.deleteChat) { result in
    if case .success(.delete) = result { chats.remove(chat) }
  }
  // AppNavigator+Flows.swift: end
  // AppNavigator+Flows.swift: restoredFlows
  appNavigator.handleRestoredFlows(returning: Order.self) { order in
    if let order { cart.didPlace(order) }
  }
  // AppNavigator+Flows.swift: end
  _ = order
}

@MainActor func guardExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, session: Session, drafts: Drafts
) async {
  // AppNavigator+Guards.swift: guardEntry
  appNavigator.guardEntry(to: MessagesDestination.self) { destination in
    session.user != nil ? .allow : .redirect(.present([AnyDestination(LoginDestination.login)]))
  }
  // AppNavigator+Guards.swift: end
  // AppNavigator+Guards.swift: guardLeaving
  appNavigator.guardLeaving(HomeDestination.self) { destination, leaving in
    destination != .compose || drafts.isEmpty ? .allow : .stay("a draft is not sent")
  }
  // AppNavigator+Guards.swift: end
  // AppNavigator+Guards.swift: guardsChanged
  session.user = nil
  appNavigator.guardsChanged()
  // AppNavigator+Guards.swift: end
}

@MainActor func requestExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, inbox: AnyDestination, chat: AnyDestination
) async throws {
  // AppNavigator+Requests.swift: start
  appNavigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
  // AppNavigator+Requests.swift: end
  // AppNavigator+Requests.swift: send
  appNavigator.send(.selectTab("chats", stack: [inbox, chat]))
  // AppNavigator+Requests.swift: end
  // AppNavigator+Requests.swift: perform
  appNavigator.perform(.selectTab("chats", stack: [inbox, chat])) { result in
    if case .failure(let error) = result { print(error) }
  }
  // AppNavigator+Requests.swift: end
  // AppNavigator+Requests.swift: performAsync
  try await appNavigator.perform(.dismissAll)
  // AppNavigator+Requests.swift: end
  // AppNavigator+Requests.swift: navigate
  appNavigator.navigate(to: MessagesDestination.chat(.ada))
  // AppNavigator+Requests.swift: end
}

@MainActor func snapshotExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, saved: Data, loginState: NavigationState,
  logger: Logger
) async throws {
  // AppNavigator+Snapshots.swift: snapshot
  UserDefaults.standard.set(try appNavigator.snapshot(), forKey: "navigation")
  // AppNavigator+Snapshots.swift: end
  // AppNavigator+Snapshots.swift: restore
  appNavigator.restore(from: saved, orStartAt: loginState) { result in
    if case .failure(let error) = result { logger.notice("\(error)") }
  }
  // AppNavigator+Snapshots.swift: end
}

@MainActor func setUpExampleAsync(window: UIWindow) async {
  // AppNavigator.swift: setUp
  let navigator = AppNavigator(container: UIKitWindowContainer(window: window))
  navigator.register(LoginScreens())
  navigator.register(HomeScreens())
  navigator.handleExits(from: LoginDestination.self) { exit in
    switch exit {
    case .loggedIn(let user): .reset(to: .home(user))
    }
  }
  navigator.start(at: NavigationState(stack: [AnyDestination(LoginDestination.login)]))
  // AppNavigator.swift: end
}

@MainActor func appNavigatorExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, logger: Logger, analytics: ScreenViews
) async throws {
  // AppNavigator.swift: onFailure
  appNavigator.onFailure = { error in logger.error("\(error)") }
  // AppNavigator.swift: end
  // AppNavigator.swift: routes
  appNavigator.routes = AppRoutes.graph()
  // AppNavigator.swift: end
  // AppNavigator.swift: links
  appNavigator.links = try AppLinks.make()
  // AppNavigator.swift: end
  // AppNavigator.swift: guardTimeout
  appNavigator.guardTimeout = .seconds(30)
  // AppNavigator.swift: end
  // AppNavigator.swift: handleExits
  appNavigator.handleExits(from: LoginDestination.self) { exit in
    switch exit {
    case .loggedIn(let user): .reset(to: .home(user))
    }
  }
  // AppNavigator.swift: end
  // AppNavigator.swift: navigatorFor
  let messages = appNavigator.navigator(for: MessagesDestination.self)
  // AppNavigator.swift: end
  // AppNavigator.swift: state
  print(appNavigator.state)  // root: LoginDestination.login
  // AppNavigator.swift: end
  // AppNavigator.swift: observe
  let screenViews = appNavigator.observe { state in
    analytics.log(screen: state.topStack?.last?.caseName)
  }
  // AppNavigator.swift: end
  _ = (messages, screenViews)
}

@MainActor func makeExampleAsync() async {
  // AppNavigator.swift: init
  let navigator = AppNavigator(container: RecordingContainer<UIViewController>())
  // AppNavigator.swift: end
  _ = navigator
}

@MainActor func registerExamplesAsync(
  navigator: AppNavigator<UIKitWindowContainer>, blocked: Set<User>
) async {
  // AppNavigator.swift: register
  navigator.register(HomeScreens())
  navigator.register(SettingsScreens(), identifier: "settings")
  // AppNavigator.swift: end
  // AppNavigator.swift: registerClosure
  navigator.register(SettingsDestination.self) { _, navigator in
    SettingsViewController(navigator: navigator)
  }
  // AppNavigator.swift: end
  // AppNavigator.swift: handleNavigation
  navigator.handleNavigation(to: MessagesDestination.self) { destination in
    guard case .chat(let user) = destination, blocked.contains(user) else { return nil }
    return .navigate(to: MessagesDestination.profile(user))
  }
  // AppNavigator.swift: end
}

@MainActor func areaExamplesAsync(
  navigator: AreaNavigator<MessagesDestination, UIKitWindowContainer>
) async {
  // AreaNavigator.swift: perform
  navigator.perform(.navigate(to: .chat(.ada))) { result in print(result) }
  // AreaNavigator.swift: end
}

@MainActor func areaFlowExamplesAsync(
  navigator: AreaNavigator<PeopleDestination, UIKitWindowContainer>
) async throws {
  // AreaNavigator.swift: result
  let contact = try await navigator.result(of: .pickContact, as: Contact.self)
  // AreaNavigator.swift: end
  _ = contact
}

@MainActor func requestsExamplesAsync(
  navigation: NavigationRequests, appNavigator: AppNavigator<UIKitWindowContainer>
) async throws {
  // NavigationRequests.swift: perform
  try await navigation.perform(.dismissAll)
  // NavigationRequests.swift: end
  // NavigationRequests.swift: send
  navigation.send(.backToRoot)
  // NavigationRequests.swift: end
  // NavigationRequests.swift: detached
  Task.detached { try await navigation.perform(.navigate(to: SettingsDestination.account)) }
  // NavigationRequests.swift: end
  // NavigationRequests.swift: requests
  let handler = MessageNotificationHandler(navigation: appNavigator.requests)
  // NavigationRequests.swift: end
  _ = handler
}
