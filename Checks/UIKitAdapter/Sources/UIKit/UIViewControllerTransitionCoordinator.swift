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
@MainActor
public final class StubTransitionCoordinator: UIViewControllerTransitionCoordinator {
  enum Kind: Sendable {
    case navigation
    case presentation
    case dismissal
  }

  let kind: Kind
  private var coordinated: [UIViewController]
  private var retained: [UIViewController]
  private var onEnd: ((_ cancelled: Bool) -> Void)?
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var uikitCompletion: (() -> Void)?

  /// Whether the transition has finished or been cancelled.
  public private(set) var hasEnded = false

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
    retaining retained: [UIViewController],
    interactive: Bool, completion: (() -> Void)?, onEnd: @escaping (_ cancelled: Bool) -> Void
  ) {
    self.kind = kind
    self.coordinated = coordinated
    self.retained = retained
    self.initiallyInteractive = interactive
    self.isInteractive = interactive
    self.uikitCompletion = completion
    self.onEnd = onEnd
    for viewController in coordinated {
      viewController.ownTransitionCoordinator = self
    }
  }

  /// Queues `completion` to run when the transition ends; runs `animation` at once.
  ///
  /// - Returns: `false`, queuing nothing, once the transition has ended.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    guard !hasEnded else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  /// Ends the transition as UIKit does when its animation has finished: the view controllers
  /// stop reporting it as their `transitionCoordinator`, the navigation controller's delegate
  /// hears `navigationController(_:didShow:animated:)`, then the completions run in the order
  /// they were queued, then the completion given to `present` or `dismiss`.
  public func finish() {
    end(cancelled: false)
  }

  /// Ends the transition as a cancelled interactive one: a navigation controller gets its
  /// previous stack back; the coordinator's completions still run, with `isCancelled` `true`.
  public func cancel() {
    end(cancelled: true)
  }

  private func end(cancelled: Bool) {
    guard !hasEnded else { return }
    hasEnded = true
    isCancelled = cancelled
    isInteractive = false
    percentComplete = cancelled ? 0 : 1
    for viewController in coordinated where viewController.ownTransitionCoordinator === self {
      viewController.ownTransitionCoordinator = nil
    }
    let onEnd = self.onEnd
    let completions = self.completions
    let uikitCompletion = self.uikitCompletion
    self.onEnd = nil
    self.completions = []
    self.uikitCompletion = nil
    onEnd?(cancelled)
    for completion in completions { completion(self) }
    if !cancelled { uikitCompletion?() }
    coordinated = []
    retained = []
  }
}
