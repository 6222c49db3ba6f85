#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A ``ScreenFactory`` that makes `UIViewController`s, for UIKit areas whose screens need no
  /// factory type of their own.
  ///
  /// ```swift
  /// let factory = UIKitScreenFactory<ProfileDestination> { destination, navigator in
  ///   switch destination {
  ///   case .profile(let user): UserProfileViewController(user: user, navigator: navigator)
  ///   }
  /// }
  /// let navigator = StackNavigator(navigationController: navigationController, factory: factory)
  /// ```
  public typealias UIKitScreenFactory<D: Destination> = ScreenFactory<D, UIViewController>
#endif
