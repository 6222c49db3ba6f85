/// Where any component sends navigation requests, without holding a navigator or a screen: a
/// push-notification handler, a view model, a background task.
///
/// A value of this type is `Sendable` and holds its app navigator weakly; each request is a
/// typed ``NavigationChange`` that goes through the app navigator's one queue, so it waits for
/// the transition on screen and never races another request.
///
/// ```swift
/// @MainActor final class MessageNotificationHandler {
///   let navigation: NavigationRequests  // appNavigator.requests
///
///   init(navigation: NavigationRequests) {
///     self.navigation = navigation
///   }
///
///   func userOpened(messageFrom user: User) {
///     navigation.send(.navigate(to: MessagesDestination.chat(user)))
///   }
/// }
/// ```
///
/// From a task off the main actor, `await` the request:
///
/// ```swift
/// try await navigation.perform(.dismissAll)
/// ```
///
/// Tests of a component give it ``init(_:)`` with a closure that records what it asked for.
public struct NavigationRequests: Sendable {
  /// Carries out a change and calls the completion once with how it ended.
  public typealias Send =
    @MainActor @Sendable (
      NavigationChange, _ completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
    ) -> Void

  private let handle: Send

  /// Requests that go to `send`, such as a recorder in a component's tests.
  ///
  /// ```swift
  /// @MainActor final class AskedChanges {
  ///   var all: [NavigationChange] = []
  /// }
  ///
  /// @Test @MainActor func openingAMessageGoesToItsChat() {
  ///   let asked = AskedChanges()
  ///   let handler = MessageNotificationHandler(
  ///     navigation: NavigationRequests { change, completion in
  ///       asked.all.append(change)
  ///       completion?(.success(()))
  ///     })
  ///   handler.userOpened(messageFrom: .ada)
  ///   #expect(asked.all.map(\.description) == ["navigate to MessagesDestination.chat"])
  /// }
  /// ```
  public init(_ send: @escaping Send) {
    handle = send
  }

  /// Sends `change` to the app navigator's queue; `completion` is called once with how it ended.
  ///
  /// ```swift
  /// navigation.send(.backToRoot)
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change, carried out in its turn in the app navigator's queue.
  ///   - completion: Called once. Without one, a failure goes to the app navigator's
  ///     ``AppNavigator/onFailure`` or ``NavigationFailureHandler/current``; when the app
  ///     navigator has been released, it gets ``NavigationError/appNavigatorReleased``.
  @MainActor
  public func send(
    _ change: NavigationChange,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
  ) {
    handle(change, completion)
  }

  /// Sends `change` and returns once it ended, from any isolation.
  ///
  /// ```swift
  /// Task.detached { try await navigation.perform(.navigate(to: SettingsDestination.account)) }
  /// ```
  public func perform(_ change: NavigationChange) async throws(NavigationError) {
    let result = await Self.perform(change, with: handle)
    try result.get()
  }

  @MainActor
  private static func perform(
    _ change: NavigationChange, with handle: Send
  ) async -> Result<Void, NavigationError> {
    await withCheckedContinuation { continuation in
      // NB: a completion called again (a test double's, say) is ignored, not resumed twice.
      var isResumed = false
      handle(change) { result in
        guard !isResumed else { return }
        isResumed = true
        continuation.resume(returning: result)
      }
    }
  }
}

extension AppNavigator {
  /// Where any component sends requests to this navigator without holding it: a `Sendable`
  /// value that holds it weakly.
  ///
  /// ```swift
  /// let handler = MessageNotificationHandler(navigation: appNavigator.requests)
  /// ```
  public var requests: NavigationRequests {
    NavigationRequests { [weak self] change, completion in
      guard let self else {
        NavigationFailureHandler.deliver(
          .failure(.appNavigatorReleased), askingFor: change.destination, to: completion,
          orTo: nil)
        return
      }
      perform(change, completion: completion)
    }
  }
}
