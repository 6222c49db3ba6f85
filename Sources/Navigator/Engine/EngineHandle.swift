/// What refers to a ``NavigationEngine`` without keeping it alive: the closures the engine hands
/// out, the registries of engines, the navigators of areas. They hold the handle, which the
/// engine owns, and reach the engine through it until the engine's `deinit`.
///
/// Not a weak reference: once an object is referred to weakly, it gets a side table, and every
/// retain and release of it takes the runtime's slow path, which the engine, retained and
/// released many times a request, would pay for (about 50 instructions each). A safe `unowned`
/// reference counts on the object itself; the engine clears it when it goes, so no one ever
/// reads it afterwards.
///
/// Not isolated to the main actor, so that the engine's `deinit`, which is not, can clear it.
/// Unchecked: it is read on the main actor only, by the engine's closures and registries, and
/// changed in the engine's `init`, on the main actor, and its `deinit`, when no one holds the
/// engine any more.
final class EngineHandle: @unchecked Sendable {
  /// The engine, until its `deinit`.
  private unowned var target: NavigationEngine?

  /// The engine, or `nil` once it is being released.
  var engine: NavigationEngine? { target }

  /// Makes the handle refer to `engine`, the engine that owns it.
  func attach(_ engine: NavigationEngine) {
    target = engine
  }

  /// Lets go of the engine, from its `deinit`: no one reaches it afterwards.
  func detach() {
    target = nil
  }
}
