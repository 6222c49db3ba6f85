import Navigator

/// Makes a `TestScreen` per destination, holding no navigator; fails for one destination.
struct ModelScreens: ViewControllerFactory {
  static let failing = "fails@example.com"
  let made: MadeScreens

  func makeViewController(
    for destination: LoginDestination, navigator: any Navigator<LoginDestination>
  ) throws -> TestScreen {
    if destination == .signUp(prefilledEmail: Self.failing) { throw ScreenNotBuilt() }
    let screen = TestScreen(destination: destination)
    if destination.presentation == .popToExistingOrPush { made.remember(screen) }
    return screen
  }
}

/// The screens made for `.popToExistingOrPush` destinations, which their navigator remembers.
@MainActor
final class MadeScreens {
  private var screens: [ObjectIdentifier: Weak<TestScreen>] = [:]

  func remember(_ screen: TestScreen) {
    screens[ObjectIdentifier(screen)] = Weak(screen)
  }

  func remembers(_ screen: TestScreen) -> Bool {
    screens[ObjectIdentifier(screen)]?.object === screen
  }
}

/// A plain model of a stack navigator over a navigation controller: the stack and the presented
/// screen as destinations, each request applied in order from the documented rules.
@MainActor
final class StackModel {
  struct Entry: Equatable {
    let destination: LoginDestination?
    /// Whether a `.popToExistingOrPush` request finds it: made for such a destination by the
    /// navigators that exist.
    var isRemembered: Bool
  }

  /// The stack and the presented screen.
  struct Shown: Equatable {
    var stack: [Entry]
    var presented: LoginDestination?
  }

  private(set) var stack = [Entry(destination: nil, isRemembered: false)]
  private(set) var presented: LoginDestination?

  init() {}

  init(shown: Shown) {
    (stack, presented) = (shown.stack, shown.presented)
  }

  var shown: Shown { Shown(stack: stack, presented: presented) }
  private(set) var ended: [Int: String] = [:]
  private var pending: [(request: NavigationRequest<LoginDestination>, id: Int)] = []

  func enqueue(_ request: NavigationRequest<LoginDestination>, id: Int) {
    pending.append((request, id))
  }

  func drain() {
    while !pending.isEmpty {
      let (request, id) = pending.removeFirst()
      ended[id] = apply(request)
    }
  }

  func forgetScreens() {
    for index in stack.indices { stack[index].isRemembered = false }
  }

  func gesture(_ gesture: ScriptedContainer.Gesture) -> Bool {
    if case .swipeDown = gesture {
      guard presented != nil else { return false }
      presented = nil
    } else {
      guard stack.count > 1, presented == nil else { return false }
      stack.removeLast()
    }
    return true
  }

  private func apply(_ request: NavigationRequest<LoginDestination>) -> String {
    let asked = request.destination.map { " \(AnyDestination($0).debugDescription)" } ?? ""
    let isPresenting = presented != nil
    switch request.action {
    case .back:
      guard stack.count > 1 else { return "nothingToPop" }
      guard !isPresenting else { return "blockedByModal" }
      stack.removeLast()
    case .backToRoot:
      guard !isPresenting else { return "blockedByModal" }
      stack.removeSubrange(1...)
    case .dismiss:
      guard isPresenting else { return "nothingToDismiss" }
      presented = nil
    case .navigate(let destination):
      switch destination.presentation {
      case .push:
        guard !isPresenting else { return "blockedByModal" + asked }
        guard destination != .signUp(prefilledEmail: ModelScreens.failing) else {
          return "screenUnavailable" + asked
        }
        stack.append(Entry(destination: destination, isRemembered: false))
      case .modal, .modalWithNavigationBar:
        guard !isPresenting else { return "alreadyPresenting" + asked }
        presented = destination
      case .replaceStack:
        stack = [Entry(destination: destination, isRemembered: false)]
        presented = nil
      case .popToExistingOrPush:
        guard !isPresenting else { return "blockedByModal" + asked }
        if let index = stack.lastIndex(where: { $0.isRemembered && $0.destination == destination })
        {
          stack.removeSubrange((index + 1)...)
        } else {
          stack.append(Entry(destination: destination, isRemembered: true))
        }
      }
    }
    return "success"
  }
}

extension StackModel.Shown: CustomStringConvertible, CustomDebugStringConvertible {
  /// `root › .chat(Ada)* › .forgotPassword, presented .help`, a star marking the screens a
  /// request to show an equal destination goes back to.
  var description: String {
    let screens = stack.map { entry in
      (entry.destination.map { ".\($0)" } ?? "root") + (entry.isRemembered ? "*" : "")
    }
    return screens.joined(separator: " › ") + ", presented "
      + (presented.map { ".\($0)" } ?? "nothing")
  }

  var debugDescription: String { description }
}
