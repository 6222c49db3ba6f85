import Navigator

/// A guard whose answers a test gives step by step: each time it is asked, it answers later and
/// waits until the test calls ``answer(_:)``, so that a test can check what happens while a
/// guard is pending (nothing on screen changes, later requests wait) and then allow, deny,
/// redirect, or let a redirect be abandoned.
///
/// ```swift
/// let signIn = ScriptedGuard()
/// appNavigator.guardEntry(to: MessagesDestination.self) { _ in signIn.entry() }
/// appNavigator.navigate(to: MessagesDestination.chat(.ada))
/// await signIn.settle()
/// #expect(signIn.waitingCount == 1)  // the chat is not shown yet
/// await signIn.answer(.allow)  // now it is
/// ```
@MainActor
public final class ScriptedGuard {
  /// What the test answers.
  public enum Answer: Sendable {
    /// Allows the screen to show, or to be left.
    case allow
    /// Denies entry, or keeps the screen, with a reason.
    case refuse(String)
    /// Redirects the request (an entry guard's only; a leave guard keeps its screen).
    case redirect(NavigationChange)
  }

  private var waiting: [CheckedContinuation<Answer, Never>] = []
  /// How many times the guard was asked, answered or not.
  public private(set) var askedCount = 0

  /// A scripted guard with no question pending.
  public init() {}

  /// How many questions wait for the test's answer.
  public var waitingCount: Int { waiting.count }

  /// An entry guard's decision that waits for ``answer(_:)``.
  public func entry() -> EntryDecision {
    askedCount += 1
    return .later { [self] in
      switch await nextAnswer() {
      case .allow: .allow
      case .refuse(let reason): .deny(reason)
      case .redirect(let change): .redirect(change)
      }
    }
  }

  /// A leave guard's decision that waits for ``answer(_:)``.
  public func leave() -> LeaveDecision {
    askedCount += 1
    return .later { [self] in
      switch await nextAnswer() {
      case .allow: .allow
      case .refuse(let reason): .stay(reason)
      case .redirect: .stay("a leave guard cannot redirect")
      }
    }
  }

  /// Answers the oldest pending question, once the main actor has run what was ready (the
  /// question is asked from a task), then lets it run what the answer starts (the request goes
  /// on, its completion is called) before returning.
  ///
  /// - Returns: Whether a question was pending.
  @discardableResult
  public func answer(_ answer: Answer) async -> Bool {
    await settle()
    guard !waiting.isEmpty else { return false }
    waiting.removeFirst().resume(returning: answer)
    await settle()
    return true
  }

  /// Lets the main actor run what is ready: the tasks that guards and their answers started.
  public func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }

  private func nextAnswer() async -> Answer {
    await withCheckedContinuation { waiting.append($0) }
  }
}
