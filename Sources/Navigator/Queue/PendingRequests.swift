/// A navigator's requests waiting for their turn, oldest first, taken from the front in constant
/// time, and how many of them are in the engine's queue: all of them once the list is open (the
/// app has started), none before.
///
/// A request is moved out when taken, so that nothing of it (a payload whose `deinit` may
/// navigate) is released while the list changes.
struct PendingRequests<Request> {
  private var entries: [Request?] = []
  private var head = 0
  /// How many of the requests, the oldest, are in the queue.
  // NB: kept here, not beside the list: the engine reads and changes both in one access (each
  // access to a stored property of a class is checked for exclusivity at run time).
  private var queued = 0

  /// Whether the requests go to the queue: once the app has started (a navigation controller's
  /// engine from the first).
  var isOpen = false

  /// The number of waiting requests.
  var count: Int { entries.count - head }

  /// What `read` reads of the oldest waiting request, without copying it out.
  func readFirst<Value>(_ read: (Request) -> Value?) -> Value? {
    guard head < entries.count, let first = entries[head] else { return nil }
    return read(first)
  }

  /// The waiting requests, oldest first.
  var all: [Request] { entries[head...].compactMap { $0 } }

  /// Adds `request` after the others.
  mutating func append(_ request: consuming Request) {
    entries.append(request)
  }

  /// Adds `request` before the others.
  mutating func insertFirst(_ request: Request) {
    entries.insert(request, at: head)
  }

  /// Counts every request as in the queue, once the list is open.
  ///
  /// - Returns: How many were not: the caller puts as many in the queue.
  mutating func queueTheRest() -> Int {
    guard isOpen else { return 0 }
    let unqueued = count - queued
    queued = count
    return unqueued
  }

  /// The oldest request, which is in the queue, taken out; `nil` when none waits.
  mutating func takeFirst() -> Request? {
    guard head < entries.count else { return nil }
    let next = entries[head].take()
    queued -= 1
    head += 1
    if head == entries.count {
      // NB: emptied one by one, which keeps the capacity for less than
      // `removeAll(keepingCapacity:)` costs (about 180 instructions); the entries are taken.
      while !entries.isEmpty { entries.removeLast() }
      head = 0
    }
    return next
  }
}

extension PendingRequests: Sendable where Request: Sendable {}
