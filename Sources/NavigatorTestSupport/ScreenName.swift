import Navigator

/// How test support names a screen: by the destination it was made for, or by its type when no
/// navigator made it (such as a root screen set up by the test).
///
/// ```swift
/// #expect(navigation.events == [.push(ScreenName(LoginDestination.signUp(prefilledEmail: nil)))])
/// ```
public struct ScreenName: Equatable, Sendable, CustomStringConvertible {
  /// The destination the screen was made for, if a navigator made it.
  public let destination: AnyDestination?
  private let typeName: String

  /// The name of a screen made for `destination`.
  ///
  /// ```swift
  /// let name = ScreenName(MessagesDestination.chat(.ada))
  /// ```
  public init(_ destination: some Destination) {
    self.destination = AnyDestination(destination)
    self.typeName = ""
  }

  /// The name of a screen that no navigator made, by its type.
  ///
  /// ```swift
  /// let root = ScreenName(unnamed: LoginViewController(navigator: navigator))
  /// ```
  public init(unnamed screen: AnyObject) {
    self.destination = nil
    self.typeName = "\(type(of: screen))"
  }

  /// The destination with its payload, such as `MessagesDestination.chat(User(name: "Ada"))`, so
  /// that test failures tell screens apart; or the screen's type in angle brackets, such as
  /// `<LoginViewController>`.
  public var description: String {
    guard let base = destination?.base else { return "<\(typeName)>" }
    return AnyDestination(base).debugDescription
  }
}
