/// The turn of one request of an ``AppNavigator``: the change it makes (after its lead), the
/// redirect a guard sent it on, the guards' answers so far, and what is left of it to apply.
struct RequestTurn {
  var request: NavigationEngine.Request
  /// The request's change, or the change its area's lead gave instead.
  var change: NavigationChange
  /// The change an entry guard asked for first, and the destination whose guard asked.
  var redirect: Redirect?
  var answers = GuardAnswers()
  /// The guards to ask at its next step, when its planning needs their answers (where it
  /// stands is the ``EngineMachine``'s).
  var questions: [GuardQuestion] = []
  /// The guards being asked, until they answered.
  var asking: Task<Void, Never>?
  var transaction: NavigationTransaction?
  /// Whether the layout changed by other means than the turn while it ran (the user's gesture).
  var layoutChangedMeanwhile = false
  /// The destinations left out of a restored state because their guard did not allow them.
  var leftOut: [AnyDestination] = []
  /// The dialogs its guards asked, which are taken away if still on show when it ends.
  var dialogIDs: [Int] = []
  /// The dialogs its guards asked that are still to be shown, as steps of the turn, oldest
  /// first.
  var dialogs: [GuardDialog] = []
  /// The dialog whose step is being applied.
  var dialogInFlight: GuardDialog?
  /// Wakes the queue, which waits for the guards' answers, to show a dialog they ask: the end
  /// of the step that waits.
  // NB: the ticket, not a closure over it: a wake that is not needed any more (the guards
  // answered, the turn ended) is disarmed, instead of reporting later that it was dropped.
  var wake: TransitionTicket?

  /// The change a guard redirected a request to, and the destination whose guard did.
  // NB: a class, made only for a redirect: an optional value that holds an `AnyDestination` is
  // copied whole, through the runtime's metadata, even to be checked for `nil`, on every turn.
  final class Redirect {
    let change: NavigationChange
    let by: AnyDestination

    init(change: NavigationChange, by: AnyDestination) {
      self.change = change
      self.by = by
    }
  }

  /// Takes out the dialogs its guards asked that are not on show yet, the one on its way first.
  // NB: without `+` on two arrays, most often both empty: its generic append costs hundreds
  // of instructions more than a swap.
  mutating func takeDialogs() -> [GuardDialog] {
    var taken: [GuardDialog] = []
    swap(&taken, &dialogs)
    if let inFlight = dialogInFlight.take() { taken.insert(inFlight, at: 0) }
    return taken
  }
}

/// A request an entry guard redirected, waiting for the screens of its redirect to go.
struct RedirectedRequest {
  var request: NavigationEngine.Request
  /// The screens the redirect showed, held weakly.
  let screens: [WeakScreen]
}

/// A screen held weakly.
// NB: read on the main actor only; an app navigator's `deinit` hands the requests on without it.
struct WeakScreen: @unchecked Sendable {
  weak var screen: AnyObject?
}
