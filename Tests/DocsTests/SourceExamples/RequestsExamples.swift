// The ```swift blocks of the doc comments in Sources/Navigator/Requests.
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

final class RequestsExamplesScreen: UIViewController {
  func changeExamples(
    appNavigator: AppNavigator<UIKitWindowContainer>, inbox: AnyDestination,
    chat: (User) -> AnyDestination, profile: (User) -> AnyDestination, compose: AnyDestination,
    audience: AnyDestination, ada: User
  ) {
    // NavigationChange.swift: change
    appNavigator.send(.selectTab("chats", stack: [inbox, chat(ada)]))
    appNavigator.send(.present([compose, audience]))
    appNavigator.send(.dismissAll)
    // NavigationChange.swift: end
    // NavigationChange.swift: navigate
    appNavigator.send(.navigate(to: MessagesDestination.chat(.ada)))
    // NavigationChange.swift: end
    // NavigationChange.swift: reset
    appNavigator.send(.reset(to: NavigationState(stack: [AnyDestination(LoginDestination.login)])))
    // NavigationChange.swift: end
    // NavigationChange.swift: setStack
    appNavigator.send(.setStack([inbox, chat(ada), profile(ada)]))
    // NavigationChange.swift: end
    // NavigationChange.swift: selectTab
    appNavigator.send(.selectTab("settings"))
    // NavigationChange.swift: end
    // NavigationChange.swift: present
    appNavigator.send(.present([compose, audience]))
    // NavigationChange.swift: end
    // NavigationChange.swift: open
    appNavigator.send(.open("messenger://chat/Ada"))
    // NavigationChange.swift: end
    // NavigationChange.swift: clearBackStack
    appNavigator.send(.clearBackStack)  // inbox › chat › profile becomes profile
    // NavigationChange.swift: end
    // NavigationChange.swift: custom
    appNavigator.send(
      .custom("close every sheet") { state in
        var state = state
        state.modals = []
        return state
      })
    // NavigationChange.swift: end
    // NavigationChange.swift: debugDescription
    let described = String(reflecting: NavigationChange.go(to: ContactsDestination.card(.ada)))
    // go to ContactsDestination.card(User(name: "Ada"))
    // NavigationChange.swift: end
    // NavigationChange.swift: destination
    let asked = NavigationChange.go(to: ContactsDestination.card(.ada)).destination  // .card(.ada)
    // NavigationChange.swift: end
    _ = (described, asked)
  }

  func requestExamples(
    navigator: any Navigator<MessagesDestination>, spy: RecordingNavigator<MessagesDestination>
  ) {
    // NavigationRequest.swift: destinations
    #expect(spy.requests.compactMap(\.destination) == [.chat(.ada)])
    // NavigationRequest.swift: end
  }

  func loginRequestExamples(
    navigator: any Navigator<LoginDestination>, spy: RecordingNavigator<LoginDestination>,
    email: String?, user: User
  ) {
    // NavigationRequest.swift: init
    let request = NavigationRequest(.navigate(to: LoginDestination.forgotPassword))
    // NavigationRequest.swift: end
    // NavigationRequest.swift: exit
    navigator.perform(.exit(.loggedIn(user))) { result in print(result) }
    // NavigationRequest.swift: end
    // NavigationRequest.swift: exits
    #expect(spy.requests.compactMap(\.exit) == [.loggedIn(.ada)])
    // NavigationRequest.swift: end
    _ = request
  }
}

@MainActor func changeExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, inbox: AnyDestination,
  chat: (User) -> AnyDestination, profile: (User) -> AnyDestination, compose: AnyDestination,
  audience: AnyDestination, ada: User
) async {
  // NavigationChange.swift: change
  appNavigator.send(.selectTab("chats", stack: [inbox, chat(ada)]))
  appNavigator.send(.present([compose, audience]))
  appNavigator.send(.dismissAll)
  // NavigationChange.swift: end
  // NavigationChange.swift: navigate
  appNavigator.send(.navigate(to: MessagesDestination.chat(.ada)))
  // NavigationChange.swift: end
  // NavigationChange.swift: reset
  appNavigator.send(.reset(to: NavigationState(stack: [AnyDestination(LoginDestination.login)])))
  // NavigationChange.swift: end
  // NavigationChange.swift: setStack
  appNavigator.send(.setStack([inbox, chat(ada), profile(ada)]))
  // NavigationChange.swift: end
  // NavigationChange.swift: selectTab
  appNavigator.send(.selectTab("settings"))
  // NavigationChange.swift: end
  // NavigationChange.swift: present
  appNavigator.send(.present([compose, audience]))
  // NavigationChange.swift: end
  // NavigationChange.swift: open
  appNavigator.send(.open("messenger://chat/Ada"))
  // NavigationChange.swift: end
  // NavigationChange.swift: clearBackStack
  appNavigator.send(.clearBackStack)  // inbox › chat › profile becomes profile
  // NavigationChange.swift: end
  // NavigationChange.swift: custom
  appNavigator.send(
    .custom("close every sheet") { state in
      var state = state
      state.modals = []
      return state
    })
  // NavigationChange.swift: end
  // NavigationChange.swift: debugDescription
  let described = String(reflecting: NavigationChange.go(to: ContactsDestination.card(.ada)))
  // go to ContactsDestination.card(User(name: "Ada"))
  // NavigationChange.swift: end
  // NavigationChange.swift: destination
  let asked = NavigationChange.go(to: ContactsDestination.card(.ada)).destination  // .card(.ada)
  // NavigationChange.swift: end
  _ = (described, asked)
}

@MainActor func requestExamplesAsync(
  navigator: any Navigator<MessagesDestination>, spy: RecordingNavigator<MessagesDestination>
) async throws {
  // NavigationRequest.swift: request
  try await navigator.perform(.navigate(to: .chat(.ada)))
  try await navigator.perform(.back)
  #expect(spy.requests == [.navigate(to: .chat(.ada)), .back])
  // NavigationRequest.swift: end
  // NavigationRequest.swift: back
  try await navigator.perform(.back)
  // NavigationRequest.swift: end
  // NavigationRequest.swift: backAnimated
  try await navigator.perform(.back(animated: false))
  // NavigationRequest.swift: end
  // NavigationRequest.swift: backToRoot
  try await navigator.perform(.backToRoot)
  // NavigationRequest.swift: end
  // NavigationRequest.swift: backToRootAnimated
  try await navigator.perform(.backToRoot(animated: false))
  // NavigationRequest.swift: end
  // NavigationRequest.swift: dismiss
  try await navigator.perform(.dismiss)
  // NavigationRequest.swift: end
  // NavigationRequest.swift: dismissAnimated
  try await navigator.perform(.dismiss(animated: false))
  // NavigationRequest.swift: end
  // NavigationRequest.swift: destinations
  #expect(spy.requests.compactMap(\.destination) == [.chat(.ada)])
  // NavigationRequest.swift: end
}

@MainActor func loginRequestExamplesAsync(
  navigator: any Navigator<LoginDestination>, spy: RecordingNavigator<LoginDestination>,
  email: String?, user: User
) async throws {
  // NavigationRequest.swift: init
  let request = NavigationRequest(.navigate(to: LoginDestination.forgotPassword))
  // NavigationRequest.swift: end
  // NavigationRequest.swift: navigate
  try await navigator.perform(.navigate(to: .signUp(prefilledEmail: email)))
  // NavigationRequest.swift: end
  // NavigationRequest.swift: exit
  navigator.perform(.exit(.loggedIn(user))) { result in print(result) }
  // NavigationRequest.swift: end
  // NavigationRequest.swift: exits
  #expect(spy.requests.compactMap(\.exit) == [.loggedIn(.ada)])
  // NavigationRequest.swift: end
  _ = request
}
