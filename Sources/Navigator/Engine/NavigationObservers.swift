/// The observers of an ``AppNavigator``'s state, and the last state they were given.
///
/// The navigator moves a generation each time what is shown may have changed
/// (``stateMayHaveChanged()``); a notification compares states only when the generation moved
/// since the last state was taken, so a request that changed nothing costs no comparison.
///
/// Notifying is a loop, not a recursion: an observer that navigates, or whose release navigates,
/// only marks that the state may have changed again, and the loop starts over with the new state,
/// so the last call every observer gets is for the state on show. Observers are called from a
/// copy of the list, and those dropped are released once the list is whole.
@MainActor
final class NavigationObservers {
  private struct Observer {
    weak var observation: NavigationObservation?
    let body: @MainActor (NavigationState) -> Void
  }

  private var observers: [Observer] = []
  private var lastState: NavigationState?
  /// How many times what is shown may have changed: each applied change, each user change.
  private var generation: UInt64 = 0
  /// The ``generation`` at which `lastState` was taken.
  private var lastGeneration: UInt64 = 0
  private var isNotifying = false
  private var needsAnotherPass = false

  /// Adds an observer; `state` is the state on show, which it is not called with.
  func add(
    _ body: @escaping @MainActor (NavigationState) -> Void,
    state: @autoclosure () -> NavigationState
  ) -> NavigationObservation {
    let observation = NavigationObservation()
    observers.append(Observer(observation: observation, body: body))
    if lastState == nil {
      lastState = state()
      lastGeneration = generation
    }
    return observation
  }

  /// Notes that what is shown may have changed, so that the next notification compares states.
  func stateMayHaveChanged() {
    generation &+= 1
  }

  /// Calls every observer with the state `state` gives, when it changed since the last call.
  ///
  /// The state is read and compared only when ``stateMayHaveChanged()`` was called since.
  func notify(_ state: () -> NavigationState) {
    // NB: without observers, nothing is compared, called or copied: each request notifies.
    // `lastState` is then `nil` already: the list only empties below, which clears it.
    guard !observers.isEmpty else { return }
    guard !isNotifying else {
      needsAnotherPass = true
      return
    }
    isNotifying = true
    defer { isNotifying = false }
    repeat {
      needsAnotherPass = false
      let all = observers
      observers = all.filter { $0.observation?.isCancelled == false }
      _ = consume all
      guard !observers.isEmpty else {
        lastState = nil
        return
      }
      // NB: the generation first: comparing states compares every destination on show.
      guard generation != lastGeneration else { continue }
      lastGeneration = generation
      let current = state()
      guard current != lastState else { continue }
      lastState = current
      for observer in observers where observer.observation?.isCancelled == false {
        observer.body(current)
        // NB: a notification from inside an observer whose request changed nothing leaves
        // `current` on show, so the observers after it are still told; breaking then would
        // leave them untold, as the next pass finds no change.
        if needsAnotherPass, generation != lastGeneration { break }
      }
    } while needsAnotherPass
  }
}
