// The ```swift blocks of the doc comments in Sources/Navigator/Containers.
import Navigator
import NavigatorTestSupport

#if canImport(UIKit)
  import UIKit
#endif

// NavigationContainer.swift: layoutVersion
final class ConsoleContainer: NavigationContainer {
  private(set) var layout = NavigationTree<UIViewController>(stack: []) { didSet { changes += 1 } }
  private var changes: UInt64 = 0
  var layoutVersion: UInt64? { changes }
  var isTransitioning: Bool { false }
  var userDidChangeLayout: (@MainActor () -> Void)?

  func apply(
    _ change: ContainerChange<UIViewController>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    if let reason = layout.refusal(of: change) { return completion(.refused(reason: reason)) }
    layout.apply(change)
    completion(.finished)
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) { body() }
}
// NavigationContainer.swift: end

// NavigationContainer.swift: screenIsShowing
extension ConsoleContainer {
  func screen(_ screen: UIViewController, isShowing destination: AnyDestination) {
    print("\(destination.caseName) is shown")  // the case, never its payload
  }
}
// NavigationContainer.swift: end

// NavigationContainer.swift: makeScreen
extension ConsoleContainer {
  func makeScreen(
    for dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void
  ) throws -> UIViewController {
    AlertScreen(dialog, reply: reply)
  }
}
// NavigationContainer.swift: end

final class ContainersExamplesScreen: UIViewController {
  func stackLocationExample(
    container: RecordingContainer<UIViewController>, navigationController: AnyObject
  ) {
    // NavigationContainer.swift: stackLocation
    let location = container.stackLocation(ofNavigationController: navigationController)  // .tab(1)
    // NavigationContainer.swift: end
    _ = location
  }

  func changeExamples(change: ContainerChange<UIViewController>) {
    // ContainerChange.swift: print
    print(change)  // set stack of tab 0: inbox › chat
    // ContainerChange.swift: end
  }

  func makeExamples() {
    // NavigationContainer.swift: make
    let container = RecordingContainer<UIViewController>()
    let navigator = AppNavigator(container: container)
    // NavigationContainer.swift: end
    _ = navigator
  }

  func containerExamples(container: ConsoleContainer, navigator: any Navigator<HomeDestination>) {
    // NavigationContainer.swift: layout
    let top = container.layout.topStack?.last  // the screen the user sees
    // NavigationContainer.swift: end
    // NavigationContainer.swift: isTransitioning
    let busy = container.isTransitioning  // true while a sheet slides up
    // NavigationContainer.swift: end
    // NavigationContainer.swift: userDidChangeLayout
    container.userDidChangeLayout?()
    // NavigationContainer.swift: end
    // NavigationContainer.swift: afterTransition
    container.afterTransition { navigator.navigate(to: .settings) }
    // NavigationContainer.swift: end
    _ = (top, busy)
  }

  func gestureExamples(container: ConsoleContainer, proposed: NavigationTree<UIViewController>)
    -> Bool
  {
    // NavigationContainer.swift: userMayChangeLayout
    guard container.userMayChangeLayout?(proposed, true) ?? true else { return false }
    // NavigationContainer.swift: end
    return true
  }

  func defaultExamples<Container: NavigationContainer>(
    container: Container, chatScreen: Container.Screen
  ) {
    // NavigationContainer.swift: defaultScreen
    container.screen(chatScreen, isShowing: AnyDestination(MessagesDestination.chat(.ada)))
    // NavigationContainer.swift: end
  }

  func stateExamples(navigator: AppNavigator<UIKitWindowContainer>, state: NavigationState) {
    // NavigationState.swift: state
    print(navigator.state)
    // tab chats (selected): HomeDestination.inbox › HomeDestination.chat
    // tab settings: HomeDestination.settings
    // modal 0 with navigation bar: HomeDestination.compose
    // NavigationState.swift: end
    // NavigationState.swift: description
    print(state)  // root: LoginDestination.login › LoginDestination.signUp
    // NavigationState.swift: end
    // NavigationState.swift: debugDescription
    let described = String(reflecting: state)
    // root: LoginDestination.signUp(prefilledEmail: nil)
    // NavigationState.swift: end
    _ = described
  }

  func rulesExamples(
    change: ContainerChange<UIViewController>,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    var layout = NavigationTree<UIViewController>(stack: [])
    // NavigationTree+ContainerRules.swift: refusal
    if let reason = layout.refusal(of: change) {
      return completion(.refused(reason: reason))
    }
    // NavigationTree+ContainerRules.swift: end
    // NavigationTree+ContainerRules.swift: apply
    if let reason = layout.refusal(of: change) { return completion(.refused(reason: reason)) }
    layout.apply(change)
    completion(.finished)
    // NavigationTree+ContainerRules.swift: end
  }

  func treeExamples(chats: NavigationState.Tab, settings: NavigationState.Tab) {
    // NavigationTree.swift: tree
    let state = NavigationState(
      tabs: [
        .init("chats", [AnyDestination(HomeDestination.inbox(.ada))]),
        .init("settings", [AnyDestination(HomeDestination.settings)]),
      ],
      selected: "chats",
      modals: [.stack([AnyDestination(HomeDestination.compose)])])
    // NavigationTree.swift: end
    _ = state
  }

  func rootExamples() {
    // NavigationTree.swift: init
    let state = NavigationState(
      root: .stack([AnyDestination(LoginDestination.forgotPassword)]), modals: [])
    // NavigationTree.swift: end
    _ = state
  }

  func partExamples() {
    // NavigationTree.swift: tab
    let chats = NavigationState.Tab("chats", [AnyDestination(HomeDestination.inbox(.ada))])
    // NavigationTree.swift: end
    // NavigationTree.swift: modal
    let sheet = NavigationState.Modal(
      stack: [AnyDestination(HomeDestination.compose)], hasNavigationBar: true)
    // NavigationTree.swift: end
    // NavigationTree.swift: modalScreen
    let photos = NavigationState.Modal.screen(
      AnyDestination(ContactsDestination.sharedPhotos(.ada)))
    // NavigationTree.swift: end
    // NavigationTree.swift: modalStack
    let compose = NavigationState.Modal.stack([AnyDestination(HomeDestination.compose)])
    // NavigationTree.swift: end
    _ = (chats, sheet, photos, compose)
  }

  func stackExamples() {
    // NavigationTree.swift: stack
    let state = NavigationState(stack: [AnyDestination(LoginDestination.forgotPassword)])
    // NavigationTree.swift: end
    _ = state
  }

  func tabsExamples(chats: NavigationState.Tab, settings: NavigationState.Tab) {
    // NavigationTree.swift: tabs
    let state = NavigationState(tabs: [chats, settings], selected: "settings")
    // NavigationTree.swift: end
    _ = state
  }

  func readExamples(navigator: AppNavigator<UIKitWindowContainer>, state: NavigationState) {
    // NavigationTree.swift: selectedTab
    let tab = navigator.state.selectedTab  // "chats"
    // NavigationTree.swift: end
    // NavigationTree.swift: topStack
    let top = navigator.state.topStack?.last  // the screen the user sees
    // NavigationTree.swift: end
    // NavigationTree.swift: rootStack
    let root = navigator.state.rootStack.first  // the root screen of the selected tab
    // NavigationTree.swift: end
    // NavigationTree.swift: elements
    let count = navigator.state.elements.count  // how many screens exist
    // NavigationTree.swift: end
    // NavigationTree.swift: map
    let names = navigator.state.map(\.caseName)
    // NavigationTree.swift: end
    // NavigationTree.swift: stackAt
    let sheet = state.stack(at: .modal(0))  // the first modal's screens
    // NavigationTree.swift: end
    // NavigationTree.swift: topStackLocation
    let location = state.topStackLocation  // .modal(0) while a compose sheet is up
    // NavigationTree.swift: end
    _ = (tab, top, root, count, names, sheet, location)
  }

  func setStackExamples(screens: [UIViewController]) {
    var layout = NavigationTree<UIViewController>(stack: [])
    // NavigationTree.swift: setStack
    layout.setStack(screens, at: .modal(0))  // in a container's apply(_:animated:completion:)
    // NavigationTree.swift: end
    _ = layout
  }
}

@MainActor func changeExamplesAsync(change: ContainerChange<UIViewController>) async {
  // ContainerChange.swift: print
  print(change)  // set stack of tab 0: inbox › chat
  // ContainerChange.swift: end
}

@MainActor func makeExamplesAsync() async {
  // NavigationContainer.swift: make
  let container = RecordingContainer<UIViewController>()
  let navigator = AppNavigator(container: container)
  // NavigationContainer.swift: end
  _ = navigator
}

@MainActor func containerExamplesAsync(
  container: ConsoleContainer, navigator: any Navigator<HomeDestination>
) async {
  // NavigationContainer.swift: layout
  let top = container.layout.topStack?.last  // the screen the user sees
  // NavigationContainer.swift: end
  // NavigationContainer.swift: isTransitioning
  let busy = container.isTransitioning  // true while a sheet slides up
  // NavigationContainer.swift: end
  // NavigationContainer.swift: userDidChangeLayout
  container.userDidChangeLayout?()
  // NavigationContainer.swift: end
  // NavigationContainer.swift: afterTransition
  container.afterTransition { navigator.navigate(to: .settings) }
  // NavigationContainer.swift: end
  _ = (top, busy)
}

@MainActor func gestureExamplesAsync(
  container: ConsoleContainer, proposed: NavigationTree<UIViewController>
) async -> Bool {
  // NavigationContainer.swift: userMayChangeLayout
  guard container.userMayChangeLayout?(proposed, true) ?? true else { return false }
  // NavigationContainer.swift: end
  return true
}

@MainActor func defaultExamplesAsync<Container: NavigationContainer>(
  container: Container, chatScreen: Container.Screen
) async {
  // NavigationContainer.swift: defaultScreen
  container.screen(chatScreen, isShowing: AnyDestination(MessagesDestination.chat(.ada)))
  // NavigationContainer.swift: end
}

@MainActor func stateExamplesAsync(
  navigator: AppNavigator<UIKitWindowContainer>, state: NavigationState
) async {
  // NavigationState.swift: state
  print(navigator.state)
  // tab chats (selected): HomeDestination.inbox › HomeDestination.chat
  // tab settings: HomeDestination.settings
  // modal 0 with navigation bar: HomeDestination.compose
  // NavigationState.swift: end
  // NavigationState.swift: description
  print(state)  // root: LoginDestination.login › LoginDestination.signUp
  // NavigationState.swift: end
  // NavigationState.swift: debugDescription
  let described = String(reflecting: state)
  // root: LoginDestination.signUp(prefilledEmail: nil)
  // NavigationState.swift: end
  _ = described
}

@MainActor func rulesExamplesAsync(
  change: ContainerChange<UIViewController>,
  completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
) async {
  var layout = NavigationTree<UIViewController>(stack: [])
  // NavigationTree+ContainerRules.swift: refusal
  if let reason = layout.refusal(of: change) {
    return completion(.refused(reason: reason))
  }
  // NavigationTree+ContainerRules.swift: end
  // NavigationTree+ContainerRules.swift: apply
  if let reason = layout.refusal(of: change) { return completion(.refused(reason: reason)) }
  layout.apply(change)
  completion(.finished)
  // NavigationTree+ContainerRules.swift: end
}

@MainActor func treeExamplesAsync(chats: NavigationState.Tab, settings: NavigationState.Tab) async {
  // NavigationTree.swift: tree
  let state = NavigationState(
    tabs: [
      .init("chats", [AnyDestination(HomeDestination.inbox(.ada))]),
      .init("settings", [AnyDestination(HomeDestination.settings)]),
    ],
    selected: "chats",
    modals: [.stack([AnyDestination(HomeDestination.compose)])])
  // NavigationTree.swift: end
  _ = state
}

@MainActor func rootExamplesAsync() async {
  // NavigationTree.swift: init
  let state = NavigationState(
    root: .stack([AnyDestination(LoginDestination.forgotPassword)]), modals: [])
  // NavigationTree.swift: end
  _ = state
}

@MainActor func partExamplesAsync() async {
  // NavigationTree.swift: tab
  let chats = NavigationState.Tab("chats", [AnyDestination(HomeDestination.inbox(.ada))])
  // NavigationTree.swift: end
  // NavigationTree.swift: modal
  let sheet = NavigationState.Modal(
    stack: [AnyDestination(HomeDestination.compose)], hasNavigationBar: true)
  // NavigationTree.swift: end
  // NavigationTree.swift: modalScreen
  let photos = NavigationState.Modal.screen(
    AnyDestination(ContactsDestination.sharedPhotos(.ada)))
  // NavigationTree.swift: end
  // NavigationTree.swift: modalStack
  let compose = NavigationState.Modal.stack([AnyDestination(HomeDestination.compose)])
  // NavigationTree.swift: end
  _ = (chats, sheet, photos, compose)
}

@MainActor func stackExamplesAsync() async {
  // NavigationTree.swift: stack
  let state = NavigationState(stack: [AnyDestination(LoginDestination.forgotPassword)])
  // NavigationTree.swift: end
  _ = state
}

@MainActor func tabsExamplesAsync(chats: NavigationState.Tab, settings: NavigationState.Tab) async {
  // NavigationTree.swift: tabs
  let state = NavigationState(tabs: [chats, settings], selected: "settings")
  // NavigationTree.swift: end
  _ = state
}

@MainActor func readExamplesAsync(
  navigator: AppNavigator<UIKitWindowContainer>, state: NavigationState
) async {
  // NavigationTree.swift: selectedTab
  let tab = navigator.state.selectedTab  // "chats"
  // NavigationTree.swift: end
  // NavigationTree.swift: topStack
  let top = navigator.state.topStack?.last  // the screen the user sees
  // NavigationTree.swift: end
  // NavigationTree.swift: rootStack
  let root = navigator.state.rootStack.first  // the root screen of the selected tab
  // NavigationTree.swift: end
  // NavigationTree.swift: elements
  let count = navigator.state.elements.count  // how many screens exist
  // NavigationTree.swift: end
  // NavigationTree.swift: map
  let names = navigator.state.map(\.caseName)
  // NavigationTree.swift: end
  // NavigationTree.swift: stackAt
  let sheet = state.stack(at: .modal(0))  // the first modal's screens
  // NavigationTree.swift: end
  // NavigationTree.swift: topStackLocation
  let location = state.topStackLocation  // .modal(0) while a compose sheet is up
  // NavigationTree.swift: end
  _ = (tab, top, root, count, names, sheet, location)
}

@MainActor func setStackExamplesAsync(screens: [UIViewController]) async {
  var layout = NavigationTree<UIViewController>(stack: [])
  // NavigationTree.swift: setStack
  layout.setStack(screens, at: .modal(0))  // in a container's apply(_:animated:completion:)
  // NavigationTree.swift: end
  _ = layout
}

@MainActor func stackLocationExampleAsync(
  container: RecordingContainer<UIViewController>, navigationController: AnyObject
) async {
  // NavigationContainer.swift: stackLocation
  let location = container.stackLocation(ofNavigationController: navigationController)  // .tab(1)
  // NavigationContainer.swift: end
  _ = location
}
