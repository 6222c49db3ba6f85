/// A destination of any area, for code that handles every area alike: errors, logs, test
/// recorders, console navigation controllers.
///
/// Two `AnyDestination` values are equal when they wrap destinations of the same type that are
/// equal. Its ``description`` names the destination's case and never prints the payload, which
/// may hold user data.
///
/// ```swift
/// let shown = AnyDestination(MessagesDestination.chat(.ada))
/// let chat = shown.as(MessagesDestination.self)  // .chat(.ada)
/// print(shown)  // MessagesDestination.chat
/// ```
public struct AnyDestination: Destination, CustomStringConvertible, CustomDebugStringConvertible {
  /// The wrapped destination.
  public let base: any Destination

  /// Wraps a destination.
  ///
  /// ```swift
  /// let erased = AnyDestination(LoginDestination.forgotPassword)
  /// ```
  public init<D: Destination>(_ base: D) {
    // NB: never wraps twice, so that equality and `as(_:)` see the destination itself. The
    // metatype check is a comparison; a dynamic cast on every destination would cost more.
    if D.self == AnyDestination.self, let erased = base as? AnyDestination {
      self = erased
    } else {
      self.base = base
    }
  }

  // NB: read through the existential at each use, not stored when the destination is wrapped:
  // stored, it saved about 60 instructions a stack request, and cost a whole path of 100
  // destinations about 1,000 more, a guarded one 12,000, and a link read 44 (every wrap reads
  // it, and every copy of a destination is a word longer).
  /// How the wrapped destination is shown.
  ///
  /// ```swift
  /// let chat = AnyDestination(MessagesDestination.chat(.ada))
  /// let presentation = chat.presentation  // .popToExistingOrPush
  /// ```
  public var presentation: Presentation { base.presentation }

  /// The wrapped destination with its payload, for test failures and debugging; never log it.
  ///
  /// ```swift
  /// let described = String(reflecting: AnyDestination(MessagesDestination.chat(.ada)))
  /// // MessagesDestination.chat(User(name: "Ada"))
  /// ```
  public var debugDescription: String {
    if let exit = namedExit { return exit.debugDescription }
    return "\(Self.name(of: type(of: base))).\(base)"
  }

  /// The wrapped destination as a destination of `type`, or `nil` if it is of another type.
  ///
  /// ```swift
  /// if let asked = shown.as(MessagesDestination.self) { navigator.navigate(to: asked) }
  /// ```
  public func `as`<D: Destination>(_ type: D.Type) -> D? {
    // NB: opened, the wrapped destination's type is a metadata pointer to compare; only a class,
    // whose subclasses are also `D`s, needs the runtime's cast when that pointer differs.
    func open<Wrapped: Destination>(_ base: Wrapped) -> D? {
      if Wrapped.self == D.self { return unsafeBitCast(base, to: D.self) }
      return D.self is AnyObject.Type ? base as? D : nil
    }
    return open(base)
  }

  /// The wrapped destination's type, which names its area.
  // NB: read from the opened existential's metadata, as in `as(_:)`: `type(of: base)` copies
  // the existential and asks the runtime, hundreds of instructions a destination.
  var areaType: ObjectIdentifier {
    func open<Wrapped: Destination>(_ base: Wrapped) -> ObjectIdentifier {
      ObjectIdentifier(Wrapped.self)
    }
    return open(base)
  }

  /// The exit this destination stands for in an error (``NavigationError/exitNotHandled``), or
  /// `nil` for a destination of an area.
  var namedExit: AnyExit? {
    // NB: a comparison of the wrapped type's metadata, as in `as(_:)`, without its class check:
    // no dynamic cast for the destinations that are not exits.
    func open<Wrapped: Destination>(_ base: Wrapped) -> AnyExit? {
      Wrapped.self == NamedExit.self ? unsafeBitCast(base, to: NamedExit.self).exit : nil
    }
    return open(base)
  }

  /// The destination's type and case, such as `MessagesDestination.chat`, without its payload.
  ///
  /// A case without payload is named by its description, unless the type customizes its
  /// description; then, and for destinations that are not enums, the type alone is named.
  ///
  /// ```swift
  /// let name = AnyDestination(MessagesDestination.chat(.ada)).caseName
  /// // "MessagesDestination.chat"
  /// ```
  public var caseName: String {
    if let dialog = base as? DialogContent { return dialog.description }
    if let exit = namedExit { return exit.caseName }
    let typeName = Self.name(of: type(of: base))
    return Self.caseLabel(of: base).map { "\(typeName).\($0)" } ?? typeName
  }

  /// The name of `type` as its code names it, with the types it is nested in but without its
  /// module: `Home.Destination` for a `Destination` enum declared in `Home`, where
  /// `String(describing:)` gives `Destination` alone. A type declared in a function or private to
  /// a file is named from its own name on.
  static func name(of type: Any.Type) -> String {
    name(fromFullName: String(reflecting: type))
  }

  /// The name a type's full name (`MyApp.Home.Destination`) gives, as ``name(of:)`` names it.
  static func name(fromFullName full: String) -> String {
    var components: [Substring] = []
    var depth = 0
    var start = full.startIndex
    for index in full.indices {
      switch full[index] {
      case "<", "(": depth += 1
      case ">", ")": depth -= 1
      case "." where depth == 0:
        components.append(full[start..<index])
        start = full.index(after: index)
      default: break
      }
    }
    components.append(full[start...])
    // NB: the first component is the module; `(unknown context at $…)` marks a function's or
    // a file's private scope, whose types before it are not the code's.
    let named = components.dropFirst()
    let own = named.lastIndex { $0.hasPrefix("(") }.map { named[($0 + 1)...] } ?? named
    return own.joined(separator: ".")
  }

  /// The case of `value` without its payload, such as `chat`, or `nil` when `value` is not an
  /// enum or names its cases in a description of its own.
  static func caseLabel(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let label = mirror.children.first?.label { return label }
    if value is CustomStringConvertible || value is CustomDebugStringConvertible { return nil }
    return "\(value)"
  }

  /// The same as ``caseName``: the type and case, never the payload.
  public var description: String { caseName }

  /// Whether both wrap equal destinations of the same type.
  ///
  /// Destinations of different types are unequal after one comparison of their type metadata;
  /// those of one type are compared by the type's own `==`, without a dynamic cast.
  @inline(never)
  public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
    // NB: out of line: inlined into a loop over arrays (the prefix a whole path keeps), the
    // optimizer copies both operands out of their arrays to open them, an existential copy and
    // destroy each (136 instructions a comparison); called, they are passed in place.
    // NB: the equality witness is the one the existential stored when the destination was
    // erased: `any Destination` holds the type's metadata and its `Destination` witness table,
    // which includes `Equatable`'s. Opening both sides reads them (no runtime call, unlike
    // `type(of:)`); once the types are one, `unsafeBitCast` is a copy, not a cast. Measured
    // under callgrind against the former `rhs.base as? D == lhs` (a dynamic cast and an
    // `Optional<D>` whose metadata the runtime looks up), per comparison of a mix of equal,
    // unequal and cross-type pairs: 1,768 instructions before; 159 opened, with the class check
    // below; 136 and 126 with a `final class` witness box allocated per erasure or cached per
    // type, which cost 500 and 2,300 more instructions per erasure (an allocation and its
    // generic metadata; a locked dictionary lookup), a retain per copy, and a word more. A box
    // comparing with `lhs as! D == rhs as! D` cost 346.
    func isEqual<Left: Destination>(_ lhs: Left) -> Bool {
      func isEqual<Right: Destination>(_ rhs: Right) -> Bool {
        guard Right.self == Left.self else { return Self.isEqualAcrossTypes(lhs, rhs) }
        return lhs == unsafeBitCast(rhs, to: Left.self)
      }
      return isEqual(rhs.base)
    }
    return isEqual(lhs.base)
  }

  /// Whether `rhs`, wrapped as another type than `lhs`, is equal to it: only a class's
  /// destination can be, when `rhs` is of a subclass of `Left` wrapped as that subclass.
  @inline(never)
  private static func isEqualAcrossTypes<Left: Destination, Right: Destination>(
    _ lhs: Left, _ rhs: Right
  ) -> Bool {
    guard Left.self is AnyObject.Type else { return false }
    return rhs as? Left == lhs
  }
}
