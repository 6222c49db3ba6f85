/// An instant of the continuous clock, held as the time from one fixed reading of the clock.
///
/// The clock's own `ContinuousClock.Instant` is not frozen: a value that holds one has a layout
/// known only at run time, and each of its copies is a call through its metadata. A deadline
/// is a `Duration`, which is frozen: the machine's states that hold one copy as plain bits.
struct Deadline: Equatable {
  /// The reading of the clock that deadlines are measured from.
  private static let origin = ContinuousClock.now

  /// The time from ``origin`` to the deadline.
  private let sinceOrigin: Duration

  /// The deadline at `instant`.
  init(_ instant: ContinuousClock.Instant) {
    sinceOrigin = Self.origin.duration(to: instant)
  }

  /// The deadline as an instant of the clock.
  var instant: ContinuousClock.Instant { Self.origin.advanced(by: sinceOrigin) }

  /// How long is left from `now` until the deadline, or zero once it has passed.
  func left(from now: ContinuousClock.Instant) -> Duration {
    max(now.duration(to: instant), .zero)
  }
}
