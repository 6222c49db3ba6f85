/// What the guards answered during one request's turn, so that a request planned again (after a
/// guard answered later, or the user changed the screen meanwhile) asks each guard once.
struct GuardAnswers {
  /// The answers, once a guard answered.
  // NB: in a box, made at the first answer: a turn whose guards never answer later (most) holds
  // one word of them instead of about 150 bytes, which each move of the turn copies.
  private var recorded: Recorded?

  /// The answers recorded, never changed once made: a new answer makes a new box.
  private final class Recorded {
    let allowedEntries: [AnyDestination]
    let allowedLeaves: [ObjectIdentifier]
    let settled: GuardVerdict?

    init(
      allowedEntries: [AnyDestination], allowedLeaves: [ObjectIdentifier], settled: GuardVerdict?
    ) {
      self.allowedEntries = allowedEntries
      self.allowedLeaves = allowedLeaves
      self.settled = settled
    }
  }

  /// An answer given later that was not to allow: the request ends with it.
  var settled: GuardVerdict? { recorded?.settled }

  func allowsEntry(to destination: AnyDestination) -> Bool {
    recorded?.allowedEntries.contains(destination) ?? false
  }

  func allowsLeaving(_ screen: AnyObject) -> Bool {
    recorded?.allowedLeaves.contains(ObjectIdentifier(screen)) ?? false
  }

  mutating func record(_ answer: GuardQuestion.Answer) {
    var entries = recorded?.allowedEntries ?? []
    var leaves = recorded?.allowedLeaves ?? []
    var settled = recorded?.settled
    switch answer {
    case .entryAllowed(let destination): entries.append(destination)
    case .leaveAllowed(let screen): leaves.append(screen)
    case .settled(let verdict): settled = verdict
    }
    recorded = Recorded(allowedEntries: entries, allowedLeaves: leaves, settled: settled)
  }
}

/// What planning a request in its turn led to. Not generic, so that a request pays no
/// run-time type lookup for it.
enum PreparedRequest {
  /// Its changes are ready to apply.
  case ready
  /// Guards answer later.
  case ask([GuardQuestion])
  /// Nothing to change.
  case done
  case failed(NavigationError)
}

/// What the guards say about a planned change.
enum GuardVerdict {
  /// Every guard allows it.
  case pass
  /// Some guards answer later; ask them, then plan again.
  case ask([GuardQuestion])
  /// An entry guard sends the request elsewhere first.
  case redirect(NavigationChange, by: AnyDestination)
  /// A guard refused, or failed.
  case fail(NavigationError)
}

/// A guard that answers later, and what it is asked about.
enum GuardQuestion {
  case entry(AnyDestination, @MainActor @Sendable () async throws -> EntryDecision)
  case leave(
    ObjectIdentifier, AnyDestination, @MainActor @Sendable () async throws -> LeaveDecision)

  /// What a guard answered later.
  enum Answer {
    case entryAllowed(AnyDestination)
    case leaveAllowed(ObjectIdentifier)
    case settled(GuardVerdict)
  }

  /// `true` in the task that asks guards for their later answers.
  // NB: spelt without the `@TaskLocal` macro, which needs a compiler plugin that not every
  // build of the library has (the Apple type-check here has none).
  static let answering = TaskLocal<Bool>(wrappedValue: false)

  /// Whether the code running is a guard's later answer, asked in its request's turn: a dialog
  /// it asks belongs to that turn, and shows while the turn holds the queue.
  static var isAnswering: Bool { answering.get() }

  /// Asks each of `questions` in order, until one does not allow.
  @MainActor
  static func ask(_ questions: [GuardQuestion]) async -> [Answer] {
    await answering.withValue(true) { await askInOrder(questions) }
  }

  @MainActor
  private static func askInOrder(_ questions: [GuardQuestion]) async -> [Answer] {
    var answers: [Answer] = []
    for question in questions {
      // NB: a turn that ended (its guards' time ran out) before this task ran asks no guard.
      guard !Task.isCancelled else { break }
      let answer = await question.ask()
      answers.append(answer)
      if case .settled = answer { break }
    }
    return answers
  }

  @MainActor
  private func ask() async -> Answer {
    switch self {
    case .entry(let destination, let answer):
      do {
        let decision = try await EntryDecision.final(answer)
        switch decision.kind {
        case .allow, .later: return .entryAllowed(destination)
        case .deny(let reason): return .settled(.fail(.denied(destination, reason)))
        case .redirect(let change): return .settled(.redirect(change, by: destination))
        }
      } catch {
        return .settled(
          .fail(NavigationError(.guardFailed, destination: destination, underlyingError: error)))
      }
    case .leave(let screen, let destination, let answer):
      do {
        let decision = try await LeaveDecision.final(answer)
        switch decision.kind {
        case .allow, .later: return .leaveAllowed(screen)
        case .stay(let reason): return .settled(.fail(.refusedLeaving(destination, reason)))
        }
      } catch {
        return .settled(
          .fail(NavigationError(.guardFailed, destination: destination, underlyingError: error)))
      }
    }
  }
}

extension NavigationError {
  /// The error of an entry guard that denied `destination`.
  static func denied(_ destination: AnyDestination, _ reason: String) -> NavigationError {
    NavigationError(.entryDenied, destination: destination, detail: .guardReason(reason))
  }

  /// The error of a screen showing `destination` that refused to be left.
  static func refusedLeaving(_ destination: AnyDestination, _ reason: String) -> NavigationError {
    NavigationError(.leaveRefused, destination: destination, detail: .guardReason(reason))
  }
}

extension NavigationGuards {
  /// What the guards say about `crossings`, given the answers of the turn so far: the first
  /// refusal or redirect answered at once, or the guards left to ask.
  ///
  /// - Parameters:
  ///   - mayRefuse: Whether leave guards may stop the change; they are told either way.
  ///   - byGesture: Whether the user started it.
  func verdict<Screen: AnyObject>(
    on crossings: GuardCrossings<Screen>, answers: GuardAnswers, mayRefuse: Bool, byGesture: Bool
  ) -> GuardVerdict {
    if let settled = answers.settled { return settled }
    var questions: [GuardQuestion] = []
    for left in crossings.leaving where !answers.allowsLeaving(left.screen) {
      let leaving = Leaving(
        destination: left.destination, mayRefuse: mayRefuse, isRemoved: left.isRemoved,
        byGesture: byGesture)
      let decision = leaveDecision(for: left.destination, screen: left.screen, leaving: leaving)
      guard mayRefuse else { continue }
      switch decision.kind {
      case .allow:
        continue
      case .stay(let reason):
        return .fail(.refusedLeaving(left.destination, reason))
      case .later(let answer):
        questions.append(.leave(ObjectIdentifier(left.screen), left.destination, answer))
      }
    }
    for destination in crossings.entering
    where guardsEntry(to: destination) && !answers.allowsEntry(to: destination) {
      switch entryDecision(for: destination).kind {
      case .allow:
        continue
      case .deny(let reason):
        return .fail(.denied(destination, reason))
      case .redirect(let change):
        return .redirect(change, by: destination)
      case .later(let answer):
        questions.append(.entry(destination, answer))
      }
    }
    return questions.isEmpty ? .pass : .ask(questions)
  }
}
