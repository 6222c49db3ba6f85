import Foundation

/// Information about an in-progress view controller transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition started as an interactive one.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is currently interactive.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration of the transition, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How much of the transition has been completed, from 0 to 1.
  var percentComplete: CGFloat { get }
}

/// Runs work alongside, and after, a view controller transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations and `completion` once it has finished.
  ///
  /// - Returns: `true` if the blocks were queued, `false` if they were not (and will not run).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition's animations (the SDK's `completion: ... = nil`, which a
  /// Swift protocol requirement cannot declare).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The transition coordinator of the stub, which lasts until a test finishes or cancels it.
/// Not UIKit API: tests reach it with `viewController.transitionCoordinator as?
/// StubTransitionCoordinator`.
///
/// It holds the view controllers it coordinates weakly, as they hold it: a view controller
/// released during its transition takes the coordinator with it, and the coordinator's
/// completions and the completion of `present` or `dismiss` are released without being called.
@MainActor
public final class StubTransitionCoordinator: UIViewControllerTransitionCoordinator {
  /// Ways in which a transition behaves that UIKit does not rule out, for the adapter to survive.
  public struct Quirks: OptionSet, Sendable {
    /// The quirks as bits.
    public let rawValue: Int

    /// Makes quirks from their raw value.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The view controllers keep reporting the coordinator as their `transitionCoordinator`
    /// while its completions (and the completion of `present` or `dismiss`) run, and stop only
    /// after them.
    public static let clearsAfterCompletions = Quirks(rawValue: 1 << 0)

    /// `animate(alongsideTransition:completion:)` returns `false` while the transition runs, yet
    /// queues the blocks, and the completion runs when the transition ends: the case the SDK
    /// header leaves open.
    public static let animateReturnsFalse = Quirks(rawValue: 1 << 1)
  }

  enum Kind: Sendable {
    case navigation
    case presentation
    case dismissal
  }

  private struct Coordinated {
    weak var viewController: UIViewController?
  }

  let kind: Kind
  private var coordinated: [Coordinated]
  private var retained: [UIViewController]
  private var onEnd: ((_ cancelled: Bool) -> Void)?
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var uikitCompletion: (() -> Void)?

  /// How this transition departs from the common case; the `stubTransitionQuirks` of the view
  /// controller that started it unless changed before it ends.
  public var quirks: Quirks

  /// Whether the transition has finished or been cancelled.
  public private(set) var hasEnded = false

  /// How many times `animate(alongsideTransition:completion:)` has been called.
  public private(set) var animateCallCount = 0

  /// Always `true`: the stub only makes transition coordinators for animated changes.
  public let isAnimated = true
  /// Whether the transition started as an interactive one (a simulated back swipe).
  public let initiallyInteractive: Bool
  /// Always `false`.
  public let isInterruptible = false
  /// Whether the transition is still interactive.
  public private(set) var isInteractive: Bool
  /// Whether the transition was cancelled.
  public private(set) var isCancelled = false
  /// The usual duration of a push.
  public let transitionDuration: TimeInterval = 0.35
  /// 0 until the transition ends, then 1 (0 if cancelled).
  public private(set) var percentComplete: CGFloat = 0

  init(
    kind: Kind, coordinating coordinated: [UIViewController],
    retaining retained: [UIViewController], interactive: Bool, quirks: Quirks,
    completion: (() -> Void)?, onEnd: @escaping (_ cancelled: Bool) -> Void
  ) {
    self.kind = kind
    self.coordinated = coordinated.map(Coordinated.init)
    self.retained = retained
    self.initiallyInteractive = interactive
    self.isInteractive = interactive
    self.quirks = quirks
    self.uikitCompletion = completion
    self.onEnd = onEnd
    for viewController in coordinated {
      viewController.ownTransitionCoordinator = self
    }
  }

  /// Queues `completion` to run when the transition ends; runs `animation` at once.
  ///
  /// - Returns: `false`, queuing nothing, once the transition has ended; `true` before, or
  ///   `false` with the ``Quirks/animateReturnsFalse`` quirk.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animateCallCount += 1
    guard !hasEnded else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return !quirks.contains(.animateReturnsFalse)
  }

  /// Ends the transition as UIKit does when its animation has finished: the view controllers
  /// stop reporting it as their `transitionCoordinator` (after the completions, with the
  /// ``Quirks/clearsAfterCompletions`` quirk), the navigation controller's delegate hears
  /// `navigationController(_:didShow:animated:)`, then the completions run in the order they were
  /// queued, then the completion given to `present` or `dismiss`.
  public func finish() {
    end(cancelled: false)
  }

  /// Ends the transition as a cancelled one (a back swipe the user lets go of, an interrupted
  /// push): a navigation controller gets its previous stack back, a presentation is undone, a
  /// dismissal leaves the screen presented; the coordinator's completions still run, with
  /// `isCancelled` `true`, but not the completion given to `present` or `dismiss`.
  public func cancel() {
    end(cancelled: true)
  }

  private func end(cancelled: Bool) {
    guard !hasEnded else { return }
    hasEnded = true
    isCancelled = cancelled
    isInteractive = false
    percentComplete = cancelled ? 0 : 1
    // NB: held for the end of the transition, which may release everything else.
    let viewControllers = coordinated.compactMap(\.viewController)
    let clearsLate = quirks.contains(.clearsAfterCompletions)
    if !clearsLate { stopBeingReported(by: viewControllers) }
    let onEnd = self.onEnd
    let completions = self.completions
    let uikitCompletion = self.uikitCompletion
    self.onEnd = nil
    self.completions = []
    self.uikitCompletion = nil
    onEnd?(cancelled)
    for completion in completions { completion(self) }
    if !cancelled { uikitCompletion?() }
    if clearsLate { stopBeingReported(by: viewControllers) }
    coordinated = []
    retained = []
  }

  private func stopBeingReported(by viewControllers: [UIViewController]) {
    for viewController in viewControllers where viewController.ownTransitionCoordinator === self {
      viewController.ownTransitionCoordinator = nil
    }
  }
}
