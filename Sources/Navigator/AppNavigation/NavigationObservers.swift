/// The observers of an ``AppNavigator``'s state, and the last state they were given.
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
  private var isNotifying = false
  private var needsAnotherPass = false

  /// Adds an observer; `state` is the state on show, which it is not called with.
  func add(
    _ body: @escaping @MainActor (NavigationState) -> Void,
    state: @autoclosure () -> NavigationState
  ) -> NavigationObservation {
    let observation = NavigationObservation()
    observers.append(Observer(observation: observation, body: body))
    if lastState == nil { lastState = state() }
    return observation
  }

  /// Calls every observer with the state `state` gives, when it changed since the last call.
  func notify(_ state: () -> NavigationState) {
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
      withExtendedLifetime(all) {}
      guard !observers.isEmpty else {
        lastState = nil
        return
      }
      let current = state()
      guard current != lastState else { continue }
      lastState = current
      for observer in observers where observer.observation?.isCancelled == false {
        observer.body(current)
        if needsAnotherPass { break }
      }
    } while needsAnotherPass
  }
}
