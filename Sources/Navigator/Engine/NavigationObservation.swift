/// Keeps an observer of an ``AppNavigator``'s state registered: the observer is called until
/// ``cancel()`` is called or the observation is released.
///
/// ```swift
/// @MainActor final class Analytics {
///   private var observation: NavigationObservation?
///
///   func start(_ navigator: AppNavigator<some NavigationContainer>) {
///     observation = navigator.observe { state in print(state.topStack?.last?.caseName ?? "") }
///   }
/// }
/// ```
@MainActor
public final class NavigationObservation {
  private(set) var isCancelled = false

  init() {}

  /// Stops calling the observer.
  ///
  /// ```swift
  /// observation.cancel()
  /// ```
  public func cancel() {
    isCancelled = true
  }
}
