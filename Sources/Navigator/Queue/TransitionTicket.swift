/// The completion handle of one transition: the closure a navigation controller calls holds the
/// ticket, and the ticket tells its owner which transition ended.
///
/// A ticket is punched once; a second call, or one that comes after its transition was given up,
/// is reported instead of ending the wrong transition. A ticket dropped unpunched, as when a
/// navigation controller is released with the completion or UIKit discards a presentation it
/// refuses, tells its owner on the next turn of the main actor, so nothing waits forever.
@MainActor
final class TransitionTicket {
  private weak var owner: NavigationEngine?
  /// The number of the transition the ticket is armed for.
  private(set) var number: UInt64 = 0
  /// Whether the ticket waits to be punched.
  private(set) var isArmed = false
  /// What the ticket was punched with since it was last armed, if it was.
  private(set) var outcome: TransitionOutcome?
  /// Whether the owner is in the call it handed the ticket to, and reads ``outcome`` when that
  /// call returns: a punch meanwhile only records it.
  // NB: the owner's machine ignores the end of a step while the step is being applied (it hears
  // of it on return, ``EngineMachine/stepApplied(_:endedWith:)``); not telling it spares the weak
  // load of the owner, whose side table puts the load and its release on the runtime's slow
  // paths, and a call into its queue: about 230 instructions a push that ends at once.
  var ownerAwaitsReturn = false

  init(owner: NavigationEngine) {
    self.owner = owner
  }

  /// Arms the ticket for the transition numbered `number`.
  func arm(_ number: UInt64) {
    self.number = number
    isArmed = true
    outcome = nil
  }

  /// Disarms a ticket that was handed to no transition.
  func disarm() {
    isArmed = false
  }

  /// Tells the owner that the transition ended with `outcome`, the first time only.
  func punch(_ outcome: TransitionOutcome) {
    guard isArmed else {
      TransitionTicket.reportUnexpectedCompletion()
      return
    }
    isArmed = false
    self.outcome = outcome
    guard !ownerAwaitsReturn else { return }
    owner?.transition(number, endedWith: outcome)
  }

  /// Reports, in debug builds, a completion that no transition awaits.
  static func reportUnexpectedCompletion() {
    #if DEBUG
      NavigationFailureHandler.current.report(.unexpectedCompletion)
    #endif
  }

  deinit {
    guard isArmed, let owner else { return }
    let number = self.number
    // NB: a ticket can be released anywhere, in the middle of the navigation controller's own
    // work; the owner hears of it on a turn of its own.
    Task { @MainActor in owner.transitionWasAbandoned(number) }
  }
}
