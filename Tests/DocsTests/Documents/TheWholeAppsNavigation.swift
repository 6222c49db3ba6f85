// The ```swift blocks of Sources/Navigator/Navigator.docc/TheWholeAppsNavigation.md.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// TheWholeAppsNavigation: homeArea
enum HomeDestination: Destination, Codable {
  case inbox(User)
  case chat(User)
  case compose
  case audience
  case settings

  var presentation: Presentation {
    switch self {
    case .inbox, .settings: .replaceStack
    case .chat: .popToExistingOrPush
    case .compose: .modalWithNavigationBar
    case .audience: .push
    }
  }

  enum Exit: Equatable, Sendable {
    case logOut
  }
}
// TheWholeAppsNavigation: end

// TheWholeAppsNavigation: declare = README: app

// TheWholeAppsNavigation: compose
final class ComposeViewController: UIViewController {
  private let navigator: any Navigator<HomeDestination>

  init(navigator: any Navigator<HomeDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapTo() { navigator.navigate(to: .audience) }  // pushed inside the compose sheet
  func didTapCancel() { navigator.dismiss() }
}
// TheWholeAppsNavigation: end

// TheWholeAppsNavigation: openChat
@MainActor func openChat(
  with contact: User, for user: User, in navigation: AppNavigator<UIKitWindowContainer>
) {
  navigation.send(
    .selectTab(
      "chats",
      stack: [
        AnyDestination(HomeDestination.inbox(user)), AnyDestination(HomeDestination.chat(contact)),
      ]))
}
// TheWholeAppsNavigation: end

// The blocks of statements, compiled where users paste them: in a screen's method, with the
// names they use as its properties, and in `async` code, with them as parameters.

final class AppNavigationScreen: UIViewController {
  private let navigation: AppNavigator<UIKitWindowContainer>

  init(navigation: AppNavigator<UIKitWindowContainer>) {
    self.navigation = navigation
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapCompose() {
    // TheWholeAppsNavigation: presentSheet
    let sheet = [AnyDestination(HomeDestination.compose), AnyDestination(HomeDestination.audience)]
    navigation.send(.present(sheet))
    // TheWholeAppsNavigation: end
  }
}

@MainActor func presentTheComposeSheet(navigation: AppNavigator<UIKitWindowContainer>) async {
  // TheWholeAppsNavigation: presentSheet
  let sheet = [AnyDestination(HomeDestination.compose), AnyDestination(HomeDestination.audience)]
  navigation.send(.present(sheet))
  // TheWholeAppsNavigation: end
}

@MainActor func showTheTabs(
  for user: User, navigation: AppNavigator<UIKitWindowContainer>
) async throws {
  // TheWholeAppsNavigation: performReset
  try await navigation.perform(.reset(to: .home(user)))
  print(navigation.state)  // tab chats (selected): HomeDestination.inbox, then tab settings
  // TheWholeAppsNavigation: end
}

// TheWholeAppsNavigation: observe
@MainActor func logScreenViews(
  of navigation: AppNavigator<UIKitWindowContainer>
) -> NavigationObservation {
  navigation.observe { state in
    print("screen view:", state.topStack?.last?.caseName ?? "none")
  }
}
// TheWholeAppsNavigation: end

// TheWholeAppsNavigation: relaunch
@MainActor func relaunch(_ navigation: AppNavigator<UIKitWindowContainer>, saved: Data?) {
  guard let saved else { return navigation.start(at: .loggedOut) }
  navigation.restore(from: saved, orStartAt: .loggedOut) { result in
    if case .failure(let error) = result { print(error) }  // names no payload
  }
}
// TheWholeAppsNavigation: end

// TheWholeAppsNavigation: test
@Test @MainActor func loggingInLeadsIntoTheTabsAndSwipingDownClosesTheSheet() {
  let container = RecordingContainer<UIViewController>()
  let navigation = makeNavigation(in: container)

  navigation.navigator(for: LoginDestination.self)?.exit(.loggedIn(.ada))
  navigation.navigate(to: HomeDestination.compose)
  container.simulateUserSwipeDown()

  assertNavigation(navigation, equals: .home(.ada))
}
// TheWholeAppsNavigation: end
