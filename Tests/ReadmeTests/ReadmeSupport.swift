// What the README's example takes from the app around it.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#else
  /// Stands in for UIKit's class on Linux, with the initializers the example calls.
  @MainActor
  class UIViewController {
    init(nibName: String?, bundle: Bundle?) {}
    required init?(coder: NSCoder) { nil }
  }
#endif

struct User: Equatable, Sendable {
  var name: String
  static let fixture = User(name: "Fixture")
}

final class ForgotPasswordViewController: UIViewController {
  init(navigator: any Navigator<LoginDestination>) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class WelcomeViewController: UIViewController {
  let user: User
  init(user: User) {
    self.user = user
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}
