/// A destination of any area, for code that handles every area alike: logs, test recorders,
/// console navigation controllers.
///
/// Two `AnyDestination` values are equal when they wrap destinations of the same type that are
/// equal.
///
/// ```swift
/// let shown = AnyDestination(MessagesDestination.chat(.ada))
/// shown.as(MessagesDestination.self)  // .chat(.ada)
/// print(shown)                        // MessagesDestination.chat(User(name: "Ada"))
/// ```
public struct AnyDestination: Equatable, Sendable, CustomStringConvertible {
  /// The wrapped destination.
  public let base: any Destination

  /// Wraps a destination.
  ///
  /// ```swift
  /// let shown = AnyDestination(LoginDestination.forgotPassword)
  /// ```
  public init(_ base: some Destination) {
    self.base = base
  }

  /// The wrapped destination as a destination of `type`, or `nil` if it is of another type.
  ///
  /// ```swift
  /// if let chat = shown.as(MessagesDestination.self) { ... }
  /// ```
  public func `as`<D: Destination>(_ type: D.Type) -> D? {
    base as? D
  }

  /// The destination's type and value, for example `LoginDestination.signUp(prefilledEmail: nil)`.
  public var description: String {
    "\(type(of: base)).\(base)"
  }

  /// Whether both wrap equal destinations of the same type.
  public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
    func isEqual<D: Destination>(_ lhs: D) -> Bool { rhs.base as? D == lhs }
    return isEqual(lhs.base)
  }
}
