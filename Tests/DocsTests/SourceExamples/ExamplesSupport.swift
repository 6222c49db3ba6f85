// What the API docs' examples take from the app around them, beyond what the articles' do.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

/// Someone a contact picker returns.
struct Contact: Hashable, Sendable {
  let name: String

  static let ada = Contact(name: "Ada")
}

/// The people area: a contact picker, whose flow returns a `Contact`.
enum PeopleDestination: Destination {
  case pickContact
  case contact(Contact)

  var presentation: Presentation {
    switch self {
    case .pickContact: .modalWithNavigationBar
    case .contact: .push
    }
  }
}

/// The user's chats, as the app's model keeps them.
@MainActor final class Chats {
  private(set) var all: [User] = [.grace, .linus]

  func remove(_ chat: User) { all.removeAll { $0 == chat } }
}

/// What a dialog with an archive action answers.
enum Choice: Sendable { case archive, keep }

/// What a dialog that asks for a new name answers.
enum Rename: Sendable {
  case rename(to: String)
  case cancel
}

/// The contacts a message goes to, as a compose screen keeps them.
@MainActor final class Recipients {
  private(set) var all: [Contact] = []

  func append(_ contact: Contact) { all.append(contact) }
}

/// Who is logged in.
@MainActor final class Session {
  var user: User?

  var isSignedIn: Bool { user != nil }
}

/// Stands in for the app's logger: it takes a message, as `os.Logger` does.
struct Logger: Sendable {
  func error(_ message: String) {}
  func notice(_ message: String) {}
}

/// Stands in for a crash reporting service.
struct CrashReporter: Sendable {
  func record(_ error: any Error) {}
}

/// The user's account, as the app's model reads it.
struct Account: Sendable {
  func hasSubscription() async throws -> Bool { true }
}

/// A screen that keeps a draft, and asks before it is lost (`LeaveDecision`'s example).
final class DraftViewController: UIViewController {
  var draft = ""
  let navigator: any Navigator<MessagesDestination>

  init(navigator: any Navigator<MessagesDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

/// A person's profile, in an area of its own (`ProfileDestination`).
final class UserProfileViewController: UIViewController {
  let user: User
  private let navigator: any Navigator<ProfileDestination>

  init(user: User, navigator: any Navigator<ProfileDestination>) {
    self.user = user
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

/// The settings area, routable (`DestinationGraph`'s examples).
enum SettingsDestination: RoutableDestination {
  case root
  case account

  enum Screen: Hashable, Sendable { case root, account }

  var screen: Screen { self == .root ? .root : .account }
  var presentation: Presentation { self == .root ? .replaceStack : .push }
}

/// The settings area's first screen.
final class SettingsScreen: UIViewController {}

/// The settings area's screens.
final class SettingsViewController: UIViewController {
  private let navigator: any Navigator<SettingsDestination>

  init(navigator: any Navigator<SettingsDestination>) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

struct SettingsScreens: ViewControllerFactory {
  func makeViewController(
    for destination: SettingsDestination, navigator: any Navigator<SettingsDestination>
  ) -> UIViewController {
    SettingsViewController(navigator: navigator)
  }
}

/// The shop's cart, told of the orders placed.
@MainActor final class Cart {
  private(set) var orders: [Order] = []

  func didPlace(_ order: Order) { orders.append(order) }
}

/// The drafts of messages not sent yet.
@MainActor final class Drafts {
  private(set) var all: [String] = []

  var isEmpty: Bool { all.isEmpty }
}

/// Stands in for an analytics service that counts screen views.
struct ScreenViews: Sendable {
  func log(screen: String?) {}
}

/// Stands in for the screen that shows a dialog (`UIAlertController` with UIKit).
final class AlertScreen: UIViewController {
  let dialog: DialogContent
  let reply: @MainActor (DialogReply) -> Void

  init(_ dialog: DialogContent, reply: @escaping @MainActor (DialogReply) -> Void) {
    self.dialog = dialog
    self.reply = reply
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

/// A user's identifier, read from a link's text (`LinkValue`'s example).
struct UserID: LosslessStringConvertible, Hashable, Sendable {
  let description: String

  init?(_ description: String) {
    guard !description.isEmpty else { return nil }
    self.description = description
  }
}

/// The shared files area, whose links name an owner, a folder and a file.
enum FilesDestination: Destination {
  case folder(String, String)
  case file(Int)

  var presentation: Presentation { .push }
}

/// A message in a chat, whose link names the chat's user and the message's number.
enum ThreadDestination: Destination {
  case message(User, Int)

  var presentation: Presentation { .push }
}

/// Search results: the query, whose messages, and the page.
enum SearchDestination: Destination {
  case results(String, String?, Int)

  var presentation: Presentation { .push }
}

/// A place on a map.
enum MapsDestination: Destination {
  case place(Double, Double, Int, String)

  var presentation: Presentation { .push }
}

/// The features turned on for this user.
@MainActor final class Features {
  var drafts = false
}
