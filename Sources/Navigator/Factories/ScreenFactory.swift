/// A ``ViewControllerFactory`` made from a closure, for areas whose screens need no factory type
/// of their own.
///
/// ```swift
/// let factory = ScreenFactory<ProfileDestination, UIViewController> { destination, navigator in
///   switch destination {
///   case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
///   }
/// }
/// ```
public struct ScreenFactory<Destination: DestinationProtocol, ViewController: AnyObject>:
  ViewControllerFactory
{
  private let make: @MainActor (Destination, any Navigator<Destination>) throws -> ViewController

  /// A factory that calls `make` for each destination.
  ///
  /// ```swift
  /// let factory = ScreenFactory { (destination: SettingsDestination, _) in SettingsScreen() }
  /// ```
  public init(
    _ make: @escaping @MainActor (Destination, any Navigator<Destination>) throws -> ViewController
  ) {
    self.make = make
  }

  /// Makes the screen for `destination` by calling the closure.
  ///
  /// ```swift
  /// let screen = try factory.makeViewController(for: .profile(.ada), navigator: navigator)
  /// ```
  public func makeViewController(
    for destination: Destination, navigator: any Navigator<Destination>
  ) throws -> ViewController {
    try make(destination, navigator)
  }
}
