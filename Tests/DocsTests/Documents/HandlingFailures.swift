// The ```swift blocks of Sources/Navigator/Navigator.docc/HandlingFailures.md.
import Foundation
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// HandlingFailures: banner
@MainActor func openChat(
  fromBannerAbout contact: User, with navigator: any Navigator<MessagesDestination>
) async {
  do {
    try await navigator.perform(.navigate(to: .chat(contact)))
  } catch .blockedByModal {
    // A sheet is up, such as a new message being written: leave it, and its draft, alone.
  } catch {
    print(error)  // names MessagesDestination.chat, never the contact
  }
}
// HandlingFailures: end

// HandlingFailures: back
@MainActor func leaveProfile(with navigator: any Navigator<MessagesDestination>) {
  navigator.perform(.back) { result in
    switch result {
    case .success, .failure(.nothingToPop): break  // at the root already: nothing to leave
    case .failure(let error): print(error)
    }
  }
}
// HandlingFailures: end

// HandlingFailures: newMessage
final class NewMessageViewController: UIViewController {
  let contacts: [User]
  private let navigator: any Navigator<MessagesDestination>

  init(contacts: [User], navigator: any Navigator<MessagesDestination>) {
    self.contacts = contacts
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didPick(_ contact: User) {
    navigator.dismiss()
    navigator.navigate(to: .chat(contact))  // runs once the sheet is gone
  }
  func didTapCancel() { navigator.dismiss() }
}
// HandlingFailures: end

// HandlingFailures: tests
@Test @MainActor func aChatIsNotPushedUnderTheNewMessageSheet() {
  let navigation = RecordingNavigationController<UIViewController>()
  var failures: [NavigationError] = []
  let navigator = StackNavigator(
    navigationController: navigation,
    factory: MessagesScreens(user: .ada, makeLoginScreen: { UIViewController() }),
    onFailure: { failures.append($0) })

  navigator.navigate(to: .newMessage)
  navigator.navigate(to: .chat(.grace))

  #expect(failures == [.blockedByModal.asking(for: MessagesDestination.chat(.grace))])
  let message = failures.first?.description ?? ""
  #expect(message.contains("MessagesDestination.chat"))
  #expect(!message.contains("Grace"))
}

@Test @MainActor func pickingSomeoneClosesTheSheetThenOpensTheChat() throws {
  let navigation = RecordingNavigationController<UIViewController>()
  let navigator = StackNavigator(
    navigationController: navigation,
    factory: MessagesScreens(user: .ada, makeLoginScreen: { UIViewController() }))
  navigator.navigate(to: .newMessage)

  let sheet = try #require(navigation.presentedScreen as? NewMessageViewController)
  sheet.didPick(.grace)

  assertEvents(
    [
      .present(MessagesDestination.newMessage, withNavigationBar: true), .dismiss(),
      .push(MessagesDestination.chat(.grace)),
    ], on: navigation)
}
// HandlingFailures: end

// HandlingFailures: handler
@MainActor func sendNavigationFailures(to log: @escaping @MainActor @Sendable (String) -> Void) {
  NavigationFailureHandler.current = NavigationFailureHandler { error in
    log("Navigation failed: \(error)")  // no payload: safe for logs that leave the device
  }
}
// HandlingFailures: end
