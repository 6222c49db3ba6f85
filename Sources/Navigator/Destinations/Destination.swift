/// A place in one area of an app that a ``Navigator`` can show, usually a case of an enum.
///
/// Each area of an app describes its screens as an enum whose cases carry the data the screen
/// needs. A destination also says how it is shown (``presentation``); most are pushed.
///
/// ```swift
/// enum OnboardingDestination: Destination {
///   case forgotPassword
///   case signUp(prefilledEmail: String?)
///   case welcome(User)
///
///   var presentation: Presentation {
///     switch self {
///     case .forgotPassword: .modalWithNavigationBar
///     case .signUp: .push
///     case .welcome: .replaceStack
///     }
///   }
/// }
/// ```
///
/// Destinations are `Equatable` so that tests can compare them and so that
/// ``Presentation/popToExistingOrPush`` can find the screen already showing an equal one, and
/// `Sendable` so that they can be created anywhere (a deep link handler, a push notification).
public protocol Destination: Equatable, Sendable {
  /// How a screen made for this destination is shown. Defaults to ``Presentation/push``.
  ///
  /// ```swift
  /// enum InboxDestination: Destination {
  ///   case inbox, newMessage
  ///
  ///   var presentation: Presentation { self == .newMessage ? .modalWithNavigationBar : .push }
  /// }
  /// ```
  var presentation: Presentation { get }

  /// Where the area hands over to the rest of the app: logged in, logged out, finished. An
  /// area's screens ask for an exit with ``Navigator/exit(_:)``; the app decides what it leads to
  /// with ``AppNavigator/handleExits(from:_:)``. An exit is not a destination of the area, so its
  /// factory never sees it. Areas without exits keep the default, `Never`.
  ///
  /// ```swift
  /// enum SignInDestination: Destination {
  ///   case login
  ///   case forgotPassword
  ///
  ///   enum Exit: Equatable, Sendable {
  ///     case loggedIn(User)
  ///   }
  /// }
  /// ```
  associatedtype Exit: Equatable & Sendable = Never
}

/// The ``Destination`` protocol under a second name, for generic code whose own parameter or
/// associated type is called `Destination` and hides the protocol (as `IteratorProtocol` is named
/// beside `Sequence.Iterator`).
///
/// ```swift
/// struct History<Destination: DestinationProtocol> {
///   var visited: [Destination] = []
/// }
/// ```
public typealias DestinationProtocol = Destination

// MARK: - Default implementations

extension Destination {
  /// Destinations are pushed unless they say otherwise.
  ///
  /// ```swift
  /// enum ProfileDestination: Destination { case profile(User) }  // pushed
  /// ```
  public var presentation: Presentation { .push }
}
