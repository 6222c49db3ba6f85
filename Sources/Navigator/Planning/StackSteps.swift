/// The operations one request to a stack navigator makes: one, sometimes a second applied once
/// the first has finished (a new stack, then the dismissal of the modal screen above it).
struct StackSteps<Screen: AnyObject> {
  private var first: NavigationOperation<Screen>?
  private var then: NavigationOperation<Screen>?
  /// Whether the operations are animated.
  let animated: Bool

  init(
    _ first: NavigationOperation<Screen>, then: NavigationOperation<Screen>? = nil, animated: Bool
  ) {
    self.first = first
    self.then = then
    self.animated = animated
  }

  /// The next operation to apply, taken out.
  mutating func takeNext() -> NavigationOperation<Screen>? {
    first.take() ?? then.take()
  }
}
