import Navigator
import Testing

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
  var previousHandler: NavigationFailureHandler?
}

/// A navigation controller whose transitions end the way a test says, for the misbehaviours the
/// queue must survive: a completion that never comes, comes twice, is dropped, or a transition
/// reported forever.
@MainActor
final class ScriptedNavigationController: NavigationController {
  enum Ending {
    /// Calls the completion once, at once.
    case finishes
    /// Keeps the completion and never calls it.
    case neverEnds
    /// Calls the completion twice, at once.
    case finishesTwice
    /// Releases the completion without calling it.
    case dropsTheCompletion
    /// Changes nothing and calls the completion at once with `.refused`.
    case refuses
  }

  private var stack: [TestScreen]
  private(set) var presentedScreen: TestScreen?
  var isTransitioning = false
  /// How often navigators read ``screens``.
  private(set) var screensReads = 0

  var screens: [TestScreen] {
    screensReads += 1
    return stack
  }
  var ending: Ending = .finishes
  /// How each operation ends, when set; ``ending`` otherwise.
  var script: (@MainActor (NavigationOperation<TestScreen>) -> Ending)?
  /// Whether `afterTransition` calls its body at once, even while `isTransitioning`.
  var afterTransitionRunsAtOnce = false
  private(set) var applied: [String] = []
  private(set) var kept: [@MainActor @Sendable (TransitionOutcome) -> Void] = []
  private var waiting: [@MainActor @Sendable () -> Void] = []

  init(screens: [TestScreen] = [TestScreen()]) {
    stack = screens
  }

  func apply(
    _ operation: NavigationOperation<TestScreen>, animated: Bool,
    completion: @escaping @MainActor @Sendable (TransitionOutcome) -> Void
  ) {
    let ending = script?(operation) ?? ending
    if ending == .refuses {
      applied.append("refused \(operation)")
      return completion(.refused(reason: "the script refuses it"))
    }
    // NB: the stack as far as the operation fits it, since the user may have changed it while
    // the operation's request was in flight.
    switch operation {
    case .push(let screen): stack.append(screen)
    case .pop: if stack.count > 1 { stack.removeLast() }
    case .popToRoot: stack.removeSubrange(min(1, stack.count)...)
    case .popTo(let screen):
      if let index = stack.firstIndex(where: { $0 === screen }) {
        stack.removeSubrange((index + 1)...)
      }
    case .setStack(let new): stack = new
    case .present(let screen, _): presentedScreen = screen
    case .dismiss: presentedScreen = nil
    }
    applied.append("\(operation)")
    switch ending {
    case .finishes: completion(.finished)
    case .neverEnds: kept.append(completion)
    case .finishesTwice:
      completion(.finished)
      completion(.finished)
    case .dropsTheCompletion, .refuses: break
    }
  }

  func afterTransition(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isTransitioning, !afterTransitionRunsAtOnce {
      waiting.append(body)
    } else {
      body()
    }
  }

  /// Calls the oldest completion kept by `.neverEnds`.
  ///
  /// - Returns: `false` when none was kept.
  @discardableResult
  func finishKept(_ outcome: TransitionOutcome = .finished) -> Bool {
    guard !kept.isEmpty else { return false }
    kept.removeFirst()(outcome)
    return true
  }

  /// Releases the oldest completion kept by `.neverEnds` without calling it.
  func dropKept() {
    if !kept.isEmpty { kept.removeFirst() }
  }

  /// The user's back swipe, at once: pops the top screen when there is one above the root and
  /// nothing is presented.
  @discardableResult
  func userPops() -> Bool {
    guard stack.count > 1, presentedScreen == nil else { return false }
    stack.removeLast()
    return true
  }

  /// The user swipes the presented screen down, at once.
  @discardableResult
  func userDismisses() -> Bool {
    guard presentedScreen != nil else { return false }
    presentedScreen = nil
    return true
  }

  /// Ends the transition reported by `isTransitioning`, running what waited for it.
  func endReportedTransition() {
    isTransitioning = false
    let bodies = waiting
    waiting.removeAll()
    for body in bodies { body() }
  }
}

/// A destination whose payload is an object that runs `onRelease` when it is released, to test
/// user code that navigates from a `deinit`.
enum TrackedDestination: Destination {
  /// Shown with `.popToExistingOrPush`, so the navigator remembers it.
  case page(Tracker)
  /// Pushed; nothing but the request holds the tracker.
  case held(Tracker)
  case plain(Int)

  var presentation: Presentation {
    switch self {
    case .page: .popToExistingOrPush
    case .held, .plain: .push
    }
  }
}

/// A payload that calls back when released.
final class Tracker: Equatable, Sendable {
  let id: Int
  let onRelease: @MainActor @Sendable () -> Void

  init(_ id: Int, onRelease: @escaping @MainActor @Sendable () -> Void) {
    self.id = id
    self.onRelease = onRelease
  }

  static func == (lhs: Tracker, rhs: Tracker) -> Bool { lhs.id == rhs.id }

  deinit {
    let onRelease = self.onRelease
    MainActor.assumeIsolated { onRelease() }
  }
}

/// Makes a `TestScreen` for any tracked destination.
struct TrackedScreens: ViewControllerFactory {
  func makeViewController(
    for destination: TrackedDestination, navigator: any Navigator<TrackedDestination>
  ) -> TestScreen {
    TestScreen()
  }
}

/// A weak reference, for leak tests: `let screen = Weak(navigation.screens[1])`, then
/// `#expect(screen.object == nil)`.
struct Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) {
    self.object = object
  }
}
