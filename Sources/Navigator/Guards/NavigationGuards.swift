/// The entry and leave guards an ``AppNavigator`` asks, per area, in the order they were added.
///
/// Each guard answers for one destination; a destination is allowed when every guard of its
/// area allows it, asked in order, the first that does not deciding.
@MainActor
struct NavigationGuards: Sendable {
  typealias Entry = @MainActor @Sendable (AnyDestination) -> EntryDecision?
  typealias Leave = @MainActor @Sendable (AnyDestination, Leaving) -> LeaveDecision?

  private var entryGuards: [ObjectIdentifier: [Entry]] = [:]
  private var leaveGuards: [ObjectIdentifier: [Leave]] = [:]

  // NB: both stored, though the dictionaries say it: every request reads them, and computed,
  // they and `AppAreas.hasLeads` cost about 170 instructions a stack request and 420 an app
  // push and pop (measured).
  /// Whether no area has a guard; screens may still guard their own leaving (``LeaveGuard``).
  private(set) var isEmpty = true

  /// Whether any area has an entry guard.
  private(set) var guardsEntry = false

  mutating func addEntryGuard<D: Destination>(
    to type: D.Type, _ decide: @escaping @MainActor @Sendable (D) -> EntryDecision
  ) {
    entryGuards[ObjectIdentifier(type), default: []].append { destination in
      destination.as(D.self).map(decide)
    }
    guardsEntry = true
    isEmpty = false
  }

  mutating func addLeaveGuard<D: Destination>(
    to type: D.Type, _ decide: @escaping @MainActor @Sendable (D, Leaving) -> LeaveDecision
  ) {
    leaveGuards[ObjectIdentifier(type), default: []].append { destination, leaving in
      destination.as(D.self).map { decide($0, leaving) }
    }
    isEmpty = false
  }

  /// Adds the guards of `other` after these, area by area (a stack navigator's, in the window's
  /// engine that carries out its request).
  mutating func append(_ other: NavigationGuards) {
    entryGuards.merge(other.entryGuards) { $0 + $1 }
    guardsEntry = guardsEntry || other.guardsEntry
    isEmpty = isEmpty && other.isEmpty
    leaveGuards.merge(other.leaveGuards) { $0 + $1 }
  }

  /// Whether `destination`'s area has an entry guard.
  func guardsEntry(to destination: AnyDestination) -> Bool {
    entryGuards[ObjectIdentifier(type(of: destination.base))] != nil
  }

  /// What the guards of `destination`'s area answer, from the guard at `first` on.
  func entryDecision(for destination: AnyDestination, from first: Int = 0) -> EntryDecision {
    guard let guards = entryGuards[ObjectIdentifier(type(of: destination.base))] else {
      return .allow
    }
    for index in guards.indices.dropFirst(first) {
      guard let decision = guards[index](destination) else { continue }
      switch decision.kind {
      case .allow:
        continue
      case .deny, .redirect:
        return decision
      case .later(let answer):
        // NB: the guards after this one are asked once it allows.
        return .later(answer) { [self] in entryDecision(for: destination, from: index + 1) }
      }
    }
    return .allow
  }

  /// What the screen and the guards of its destination's area answer about leaving it.
  func leaveDecision(
    for destination: AnyDestination, screen: AnyObject, leaving: Leaving
  ) -> LeaveDecision {
    guard let screen = screen as? any LeaveGuard else {
      return leaveDecision(for: destination, leaving: leaving)
    }
    let decision = screen.shouldLeave(leaving)
    switch decision.kind {
    case .allow:
      return leaveDecision(for: destination, leaving: leaving)
    case .stay:
      return decision
    case .later(let answer):
      return .later(answer) { [self] in leaveDecision(for: destination, leaving: leaving) }
    }
  }

  /// What the guards of `destination`'s area answer about leaving its screen, from the guard at
  /// `first` on.
  private func leaveDecision(
    for destination: AnyDestination, leaving: Leaving, from first: Int = 0
  ) -> LeaveDecision {
    guard let guards = leaveGuards[ObjectIdentifier(type(of: destination.base))] else {
      return .allow
    }
    for index in guards.indices.dropFirst(first) {
      guard let decision = guards[index](destination, leaving) else { continue }
      switch decision.kind {
      case .allow:
        continue
      case .stay:
        return decision
      case .later(let answer):
        return .later(answer) { [self] in
          leaveDecision(for: destination, leaving: leaving, from: index + 1)
        }
      }
    }
    return .allow
  }
}

extension EntryDecision {
  /// The first answer of `answer` that is not ``later(_:)``.
  // NB: on the main actor, as the guards are: a nonisolated `async` function would leave it and
  // come back behind every job queued meanwhile, and a guard's time would pass before it runs.
  @MainActor
  static func final(
    _ answer: @MainActor @Sendable () async throws -> EntryDecision
  ) async throws -> EntryDecision {
    var decision = try await answer()
    while case .later(let next) = decision.kind { decision = try await next() }
    return decision
  }

  /// Answers later with `answer`, and once it allows, with what `next` decides.
  static func later(
    _ answer: @escaping @MainActor @Sendable () async throws -> EntryDecision,
    then next: @escaping @MainActor @Sendable () -> EntryDecision
  ) -> EntryDecision {
    .later {
      let decision = try await final(answer)
      guard case .allow = decision.kind else { return decision }
      return next()
    }
  }
}

extension LeaveDecision {
  /// The first answer of `answer` that is not ``later(_:)``.
  // NB: on the main actor, as the guards are: a nonisolated `async` function would leave it and
  // come back behind every job queued meanwhile, and a guard's time would pass before it runs.
  @MainActor
  static func final(
    _ answer: @MainActor @Sendable () async throws -> LeaveDecision
  ) async throws -> LeaveDecision {
    var decision = try await answer()
    while case .later(let next) = decision.kind { decision = try await next() }
    return decision
  }

  /// Answers later with `answer`, and once it allows, with what `next` decides.
  static func later(
    _ answer: @escaping @MainActor @Sendable () async throws -> LeaveDecision,
    then next: @escaping @MainActor @Sendable () -> LeaveDecision
  ) -> LeaveDecision {
    .later {
      let decision = try await final(answer)
      guard case .allow = decision.kind else { return decision }
      return next()
    }
  }
}
