// MARK: - States and actions

extension EngineMachine {
  /// Where the queue is in carrying out its requests; each case is a legal state.
  // NB: every case copies as plain bits (no box, no text, no `ContinuousClock.Instant`, which
  // is not frozen: a ``Deadline`` instead), so that the engine tells the machine each event on
  // a copy, which the optimizer needs no check at run time for (NavigationEngine+Queue.swift).
  enum State: Equatable {
    /// Nothing runs, nothing waits and no carrier is called.
    case idle
    /// The engine asks the carrier of the oldest waiting request whether its container is
    /// transitioning.
    case checking(RequestNumber)
    /// The same, once a wait for the user's transition ended: a transition still under way is
    /// looked at again a frame later, and fails the request at the deadline.
    case checkingAfterWait(RequestNumber, deadline: Deadline)
    /// The engine asks the carrier of a request, taken from the waiting ones, to start it.
    case starting(RequestNumber)
    /// A request runs: one of its steps is being applied, or is in flight.
    case running(Running)
    /// The engine tells the carrier of a request that ran that it ended.
    case finishing(RequestNumber)
    /// The engine fails a request without starting it: a transition the user started outlasted
    /// the request's timeout.
    case failing(RequestNumber)
    /// The oldest waiting request waits for a transition the user started.
    case waitingForUser(UserWait)
  }

  /// The request that runs.
  struct Running: Equatable {
    /// The request.
    let request: RequestNumber
    /// The number of the step being applied or in flight.
    var ticket: UInt64
    /// Whether the step is being applied, or in flight.
    var phase: Phase

    /// Where the step of the running request is.
    enum Phase: Equatable {
      /// The engine is in the carrier's code (applying a step, asking the guards, planning).
      /// The step's end, when it comes meanwhile, is told with the step
      /// (``EngineMachine/stepApplied(_:endedWith:)``).
      case applying
      /// The step was applied and its completion, or its timer, will come; when it is the
      /// request's last (`isLast`), the request is done once it ends.
      case inFlight(isLast: Bool)
      /// Nothing is in flight: the guards' answers, a dialog they ask or their timer will come.
      case awaitingAnswers
      /// A dialog the guards asked is on its way, within their time, `timeout` from when they
      /// were asked: its completion, or the guards' timer, will come, even once they answered.
      case showingDialog(guardTimeout: Duration)
    }
  }

  /// Where the guards of the running request are. A request is planned with its screens made
  /// (``none``) or with guards to ask first (``mustAsk``); once they answered, it is planned
  /// again, and may have more to ask.
  ///
  /// ```text
  /// none ◀── planned ── answered ◀── guardsAnswered ── asking ◀── guardsAsked ── mustAsk
  ///                        │                                                      ▲
  ///                        └─────────── planned again, with more to ask ──────────┘
  /// ```
  // NB: a ``Deadline``, not the clock's instant, which is not frozen: held beside the state,
  // the guards copy as plain bits.
  enum Guards: Equatable {
    /// None to ask: its steps apply its changes.
    case none
    /// Its guards are asked at its next step.
    case mustAsk
    /// Its guards are being asked, for `timeout`, until `deadline`; a dialog they ask is
    /// shown as a step, within the same time.
    case asking(until: Deadline, timeout: Duration)
    /// Its guards answered: its next step plans it again.
    case answered
  }

  /// How the start of a request went, told by the engine.
  enum Start: Equatable {
    /// It ended at once: its carrier finished it (it asked for the state that holds, or failed).
    case ended
    /// It is planned, with its screens made: its steps apply its changes.
    case ready
    /// Its guards must be asked before it is planned again.
    case mustAskGuards
  }

  /// How planning a request again, with its guards' answers, went, told by the engine.
  enum Replan: Equatable {
    /// The dialogs its guards asked, still on show, are being taken away first, a step whose
    /// completion will come: it is planned again once they are gone.
    case tookDialogsAway
    /// It is planned, with its screens made: its steps apply its changes.
    case ready
    /// More guards must be asked before it is planned again.
    case mustAskGuards
    /// It asks for the state that holds: it succeeded.
    case done
    /// It cannot be carried out.
    case failed(NavigationError)
  }

  /// How a step's transition ended.
  enum StepEnd: Equatable {
    /// Its completion came with an outcome.
    case ended(TransitionOutcome)
    /// Its completion was released without being called.
    case abandoned
  }

  /// A wait for a transition the user started, before the oldest waiting request starts.
  struct UserWait: Equatable {
    /// The request that waits.
    let request: RequestNumber
    /// The number of the wait: its call back and its timer carry it.
    let ticket: UInt64
    /// When the wait gives up on the request.
    let deadline: Deadline
    /// Whether the engine still asks the carrier to call back, or waits.
    var phase: Phase

    /// Where the wait is.
    enum Phase: Equatable {
      /// The engine is in the carrier's `afterTransition`.
      case asking
      /// The call back came while the engine was still asking.
      case endedWhileAsking
      /// The engine waits for the call back or the timer.
      case waiting
    }
  }

  /// What the engine does next; each action that calls a carrier names the event that answers it.
  ///
  /// A timer armed by ``armTimer(ticket:after:)`` is not needed once the machine returns any
  /// other action than ``none``: every such action leaves the state that armed it.
  // NB: the cases with an error or an instant are boxed, so that the others, the ones every
  // request goes through, copy as plain bits.
  enum Action: Equatable {
    /// Nothing, until the next event.
    case none
    /// Ask the carrier of the request whether its container is transitioning; answer with
    /// ``carrierIsIdle()`` or ``carrierIsTransitioning(now:timeout:)``.
    case check(RequestNumber)
    /// Take the carrier of the request and start it; answer with ``started(mustAskGuards:)`` or
    /// ``finishedAtStart()``.
    case start(RequestNumber)
    /// Apply the running request's next step, with a ticket of this number as its completion;
    /// answer with ``stepApplied(_:endedWith:)``.
    case apply(ticket: UInt64)
    /// Tell the carrier of the running request that it succeeded; answer with ``delivered()``.
    case finish(RequestNumber)
    /// Tell the carrier of the running request that it failed; answer with ``delivered()``.
    indirect case finishFailing(RequestNumber, NavigationError)
    /// Take the carrier of the waiting request and fail it without starting it; answer with
    /// ``delivered()``.
    indirect case fail(RequestNumber, NavigationError)
    /// Ask the carrier of the request to call back after its transition, with a ticket of this
    /// number; answer with ``askedAfterTransition(now:)``.
    case waitForTransition(RequestNumber, ticket: UInt64)
    /// Ask the running request's guards, with a ticket of this number that wakes the machine
    /// for a dialog they ask; answer with ``guardsAsked(now:timeout:endedWith:)``.
    case askGuards(ticket: UInt64)
    /// Show the next dialog the running request's guards asked, with a ticket of this number
    /// as its completion, or wait for their answers, until `deadline`; answer with
    /// ``stepApplied(_:endedWith:)`` (``TransitionStep/showedDialog(_:)`` or
    /// ``TransitionStep/waiting(_:)``).
    case awaitGuards(ticket: UInt64, until: Deadline)
    /// Plan the running request again, with its guards' answers, taking away first, with a ticket
    /// of this number, the dialogs they asked that are still on show; answer with
    /// ``replanned(_:endedWith:)``.
    case planAgain(ticket: UInt64)
    /// Arm a timer that reports ``timedOut(ticket:after:)`` after the delay, then wait.
    case armTimer(ticket: UInt64, after: Duration)
    /// Arm a timer that reports ``timedOut(ticket:after:)`` after the running request's
    /// transition timeout (its carrier's), then wait.
    // NB: the carrier is asked for its timeout only for a step still in flight once applied,
    // not at every start (a read of its navigator's settings).
    case armTransitionTimer(ticket: UInt64)
  }
}
