/// A request about a flow, made by ``Navigator/result(of:as:animated:)``,
/// ``Navigator/finishFlow(returning:completion:)`` or ``Navigator/ask(_:animated:)``, and carried out by
/// ``Navigator/performFlow(_:completion:)``.
///
/// A navigator that forwards its requests to another forwards these too, with the
/// requirement's exact signature (an optional completion): a method that differs from it is not
/// the navigator's `performFlow`, and the default one, which fails with
/// ``NavigationError/flowsUnavailable``, runs instead.
///
/// ```swift
/// final class CheckoutNavigator: Navigator {
///   let inner: any Navigator<CheckoutDestination>
///
///   init(inner: any Navigator<CheckoutDestination>) {
///     self.inner = inner
///   }
///
///   func perform(
///     _ request: NavigationRequest<CheckoutDestination>,
///     completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
///   ) {
///     inner.perform(request, completion: completion)
///   }
///
///   func performFlow(
///     _ request: FlowRequest<CheckoutDestination>,
///     completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
///   ) {
///     inner.performFlow(request, completion: completion)
///   }
/// }
/// ```
public struct FlowRequest<Destination: DestinationProtocol>: Sendable, CustomStringConvertible {
  enum Action: Sendable {
    /// Show the destination and wait for the flow's value.
    case start(Destination, expecting: FlowValueType)
    /// End the innermost flow that returns this value's type.
    case finish(any Sendable, FlowValueType)
    /// Show the dialog and wait for its reply.
    case ask(DialogContent)
  }

  let action: Action
  /// Whether its transition is animated.
  public let animated: Bool

  /// The destination of a flow this request starts, or `nil`.
  ///
  /// ```swift
  /// #expect(navigator.flowRequests.first?.startedDestination == .pickContact)
  /// ```
  public var startedDestination: Destination? {
    if case .start(let destination, _) = action { destination } else { nil }
  }

  /// The value a finish request ends its flow with, or `nil` for another request.
  ///
  /// ```swift
  /// #expect(request.finishingValue as? Contact == .ada)
  /// ```
  public var finishingValue: (any Sendable)? {
    if case .finish(let value, _) = action { value } else { nil }
  }

  /// The dialog this request asks, or `nil`.
  ///
  /// ```swift
  /// #expect(request.dialog?.name == "deleteChat")
  /// ```
  public var dialog: DialogContent? {
    if case .ask(let dialog) = action { dialog } else { nil }
  }

  /// What the request asks, naming destinations by their case and values by their type:
  /// `result of CartDestination.checkout as Order`.
  public var description: String {
    switch action {
    case .start(let destination, let type):
      "result of \(AnyDestination(destination).caseName) as \(type.name)"
    case .finish(_, let type): "finish the flow returning \(type.name)"
    case .ask(let dialog): "ask \(dialog)"
    }
  }
}

/// How a flow request ended: the value a flow finished with or a dialog's reply, or nothing
/// for a flow that was cancelled and for a finish. Only the library reads it.
public struct FlowOutcome: Sendable {
  let value: (any Sendable)?

  /// An outcome with the value a flow finished with, `nil` for a cancelled flow or a finish, or
  /// a ``DialogReply``: for a navigator that carries out flow requests itself, such as a test
  /// double.
  ///
  /// ```swift
  /// completion?(.success(FlowOutcome(DialogReply(actionIndex: 0))))
  /// ```
  public init(_ value: (any Sendable)?) {
    self.value = value
  }
}

/// The type of the value a flow returns, compared by its full name, which a snapshot keeps
/// across launches, and named briefly in messages.
struct FlowValueType: Sendable, Equatable {
  /// The type's full name: `MyApp.Order`.
  let id: String
  /// The type's name without modules, the same from a type as from its full name: `Order`,
  /// `Checkout.Order`, `[Order]`, `Order?`.
  let name: String

  init<Value>(_ type: Value.Type) {
    self.init(id: String(reflecting: type))
  }

  init(id: String) {
    self.id = id
    name = Self.briefName(of: id)
  }

  /// `id` without the module of each type it names, with `Optional` and `Array` as Swift
  /// writes them: `Swift.Optional<MyApp.Order>` is `Order?`.
  private static func briefName(of id: String) -> String {
    var brief = ""
    var path = ""
    var depth = 0
    func endPath() {
      let named = AnyDestination.name(fromFullName: path)
      brief += named.isEmpty ? path : named
      path = ""
    }
    for character in id {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      default: break
      }
      if depth == 0, "<>, ".contains(character) {
        endPath()
        brief.append(character)
      } else {
        path.append(character)
      }
    }
    endPath()
    for (generic, open, close) in [("Optional<", "", "?"), ("Array<", "[", "]")]
    where brief.hasPrefix(generic) && brief.hasSuffix(">") {
      return open + brief.dropFirst(generic.count).dropLast() + close
    }
    return brief
  }

  static func == (lhs: FlowValueType, rhs: FlowValueType) -> Bool { lhs.id == rhs.id }
}
