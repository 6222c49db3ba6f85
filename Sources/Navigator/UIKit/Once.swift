#if canImport(UIKit) && !os(watchOS)
  /// Runs a closure the first time only, for completions UIKit may call twice.
  @MainActor
  final class Once<Value> {
    private var body: (@MainActor (Value) -> Void)?

    init(_ body: @escaping @MainActor (Value) -> Void) {
      self.body = body
    }

    func run(_ value: Value) {
      body.take()?(value)
    }
  }
#endif
