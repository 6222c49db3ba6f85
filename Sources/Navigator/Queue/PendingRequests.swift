/// A navigator's requests waiting for their turn, oldest first, taken from the front in constant
/// time.
///
/// A request is moved out when taken, so that nothing of it (a payload whose `deinit` may
/// navigate) is released while the list changes.
struct PendingRequests<Request> {
  private var entries: [Request?] = []
  private var head = 0

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
  mutating func append(_ request: Request) {
    entries.append(request)
  }

  /// Adds `request` before the others.
  mutating func insertFirst(_ request: Request) {
    entries.insert(request, at: head)
  }

  /// The oldest request, taken out; `nil` when none waits.
  mutating func takeFirst() -> Request? {
    guard head < entries.count else { return nil }
    let next = entries[head].take()
    head += 1
    if head == entries.count {
      entries.removeAll(keepingCapacity: true)
      head = 0
    }
    return next
  }
}

extension PendingRequests: Sendable where Request: Sendable {}
