/// The navigator a request comes from, when it brings what the engine's own settings do not: a
/// ``StackNavigator``, whose factory makes the screens of its destination type, whatever
/// navigator of its navigation controller asked first, and whose timeouts are its own.
// NB: one reference in the request, not the area and the timeouts: every request is copied
// several times on its way, an app navigator's too.
@MainActor
protocol RequestOrigin: AnyObject, Sendable {
  /// The destination type whose screens it makes.
  var destinationType: ObjectIdentifier { get }
  /// How long a transition of its requests may take.
  var transitionTimeout: Duration { get }
  /// How long the guards of its requests may take to answer.
  var guardTimeout: Duration { get }
  /// Where the failures of its requests made without a completion go; `nil` for
  /// ``NavigationFailureHandler/current``.
  var onFailure: (@MainActor (NavigationError) -> Void)? { get }
  /// The screen of `destination`, of ``destinationType``.
  ///
  /// - Throws: What the factory threw, or ``NavigationError/screenAlreadyShown``.
  func makeScreen(for destination: AnyDestination) throws -> AnyObject
}
