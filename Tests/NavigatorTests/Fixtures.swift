import Testing
import Navigator

struct User: Equatable, Sendable, CustomStringConvertible {
  var name: String
  static let ada = User(name: "Ada")
  static let grace = User(name: "Grace")
  var description: String { name }
}

enum LoginDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)
  case loginCompleted(user: User)
  case terms
  case help
  case chat(User)
  case logout

  var presentation: Presentation {
    switch self {
    case .forgotPassword, .signUp, .loginCompleted: .push
    case .terms: .modalWithNavigationBar
    case .help: .modal
    case .chat: .popToExistingOrPush
    case .logout: .replaceStack
    }
  }
}

/// A screen for tests on any platform: it remembers its destination and navigator.
@MainActor
final class TestScreen {
  let destination: LoginDestination?
  let navigator: (any Navigator<LoginDestination>)?

  init(destination: LoginDestination? = nil, navigator: (any Navigator<LoginDestination>)? = nil) {
    self.destination = destination
    self.navigator = navigator
  }
}

struct ScreenNotBuilt: Error, CustomStringConvertible {
  var description: String { "no screen for this destination in the test factory" }
}

/// Makes a `TestScreen` per destination; refuses `.terms` when told to.
struct TestScreens: ViewControllerFactory {
  var failsForTerms = false

  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) throws -> TestScreen {
    if failsForTerms, destination == .terms { throw ScreenNotBuilt() }
    return TestScreen(destination: destination, navigator: navigator)
  }
}

/// Checks that `body` fails with a ``NavigationError`` of the kind `expected` (whatever its
/// destination), at the caller's line otherwise.
@MainActor
func expectFailure(
  _ expected: NavigationError, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async {
  do {
    try await body()
    Issue.record("succeeded instead of failing with \(expected)", sourceLocation: sourceLocation)
  } catch {
    #expect(expected ~= error, "failed with \(error)", sourceLocation: sourceLocation)
  }
}

/// Collects errors from failure handlers.
@MainActor
final class FailureLog {
  var errors: [NavigationError] = []
}
