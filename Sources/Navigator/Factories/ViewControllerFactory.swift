/// Makes the screen for each destination of an area, injecting the destination's payload and the
/// area's navigator.
///
/// ```swift
/// struct LoginScreens: ViewControllerFactory {
///   func makeViewController(
///     for destination: LoginDestination, navigator: any Navigator<LoginDestination>
///   ) -> UIViewController {
///     switch destination {
///     case .login: LoginViewController(navigator: navigator)
///     case .forgotPassword: ForgotPasswordViewController(navigator: navigator)
///     case .signUp(let email): SignUpViewController(email: email, navigator: navigator)
///     }
///   }
/// }
/// ```
///
/// A factory may throw when it cannot make a screen; the request then fails with
/// ``NavigationError/screenUnavailable`` and nothing changes.
@MainActor
public protocol ViewControllerFactory<Destination, ViewController> {
  /// The destinations this factory makes screens for.
  associatedtype Destination: DestinationProtocol
  /// The type of screen it makes, `UIViewController` with UIKit.
  associatedtype ViewController: AnyObject

  /// Makes the screen that shows `destination`.
  ///
  /// ```swift
  /// let screen = try factory.makeViewController(for: .forgotPassword, navigator: navigator)
  /// ```
  ///
  /// - Parameters:
  ///   - destination: The destination to show, with its payload.
  ///   - navigator: The navigator showing it, to inject into the new screen.
  func makeViewController(
    for destination: Destination, navigator: any Navigator<Destination>
  ) throws -> ViewController
}
