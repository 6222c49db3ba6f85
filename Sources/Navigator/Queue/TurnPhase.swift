/// Where the request whose turn it is stands between its first planning and its last step: the
/// legal states of a turn's life, and what the engine does at each step the queue asks of it.
///
/// Pure: it runs no task, reads no clock and calls no user code. The engine asks it for each
/// step, with the time, and tells it when the guards answered; the engine runs what it says
/// (planning, the guards' task, the container). A dialog a guard asks is shown as a step of its
/// own in any phase that waits for the guards, and changes no phase.
///
/// ```text
/// applying ◀── planned ── answered ◀── guardsAnswered ── awaitingAnswers ◀── step ── mustAsk
///                            │                                                        ▲
///                            └───────────── planned again, with more to ask ──────────┘
/// ```
enum TurnPhase {
  /// Planned, with its screens made: each step applies its next change.
  case applying
  /// These guards are asked at the next step; it is planned again once they answered.
  case mustAsk([GuardQuestion])
  /// Its guards are being asked; the queue waits for their answers until `deadline`.
  // NB: `ContinuousClock.Instant` is not frozen: held directly, it would make the layout of
  // every turn known only at run time, and each copy, move and check of one a call through its
  // metadata. Boxed, as only a turn whose guards answer later ever holds one.
  indirect case awaitingAnswers(until: ContinuousClock.Instant)
  /// Its guards answered: the next step plans it again.
  case answered

  /// What the engine does at a step of the queue.
  enum Step {
    /// Apply the turn's next change, or end it when none is left.
    case applyNextChange
    /// Ask these guards, in a task, and wait for them for the whole of the guards' time.
    case askGuards([GuardQuestion])
    /// Wait for the guards' answers for what is left of their time (back from a dialog).
    case waitForAnswers(Duration)
    /// Plan the turn again, with the guards' answers.
    case planAgain
  }

  /// Whether the turn waits for its guards, rather than applying its changes.
  var waitsForGuards: Bool {
    if case .applying = self { return false }
    return true
  }

  /// Whether its guards are being asked now.
  var isAwaitingAnswers: Bool {
    if case .awaitingAnswers = self { return true }
    return false
  }

  /// The step to take at `now`, the guards being given `guardTimeout` to answer.
  mutating func step(now: ContinuousClock.Instant, guardTimeout: Duration) -> Step {
    switch self {
    case .applying:
      return .applyNextChange
    case .mustAsk(let questions):
      self = .awaitingAnswers(until: now.advanced(by: guardTimeout))
      return .askGuards(questions)
    case .awaitingAnswers(let deadline):
      return .waitForAnswers(max(now.duration(to: deadline), .zero))
    case .answered:
      return .planAgain
    }
  }

  /// Records that the guards being asked answered.
  ///
  /// - Returns: Whether the answers are the ones awaited; late answers, after the turn moved on,
  ///   are not.
  mutating func guardsAnswered() -> Bool {
    guard isAwaitingAnswers else { return false }
    self = .answered
    return true
  }
}
