// The ```swift blocks of Sources/Navigator/Navigator.docc/Navigator.md, the catalog's root page.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// Navigator: messages
enum MessagesDestination: Destination {
  case chat(User)
  case profile(User)
  case newMessage
  case logout

  var presentation: Presentation {
    switch self {
    case .chat: .popToExistingOrPush
    case .profile: .push
    case .newMessage: .modalWithNavigationBar
    case .logout: .replaceStack
    }
  }
}

final class ChatViewController: UIViewController {
  let contact: User
  private let navigator: any Navigator<MessagesDestination>

  init(contact: User, navigator: any Navigator<MessagesDestination>) {
    self.contact = contact
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func didTapTitle() { navigator.navigate(to: .profile(contact)) }
  func didTapBack() { navigator.goBack() }
}
// Navigator: end
