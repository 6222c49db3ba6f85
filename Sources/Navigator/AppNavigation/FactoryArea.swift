/// An area of an ``AppNavigator``: its factory and the navigator its screens get.
// NB: a class, so that finding it in the areas' table copies a reference, not a boxed value.
final class FactoryArea<Factory: ViewControllerFactory, Container: NavigationContainer>:
  RegisteredArea
where Factory.ViewController == Container.Screen {
  let factory: Factory
  /// The area's navigator, as the factory takes it.
  // NB: erased once, here: erasing it at each screen looks up the generic metadata of
  // `AreaNavigator<Destination, Container>` in the runtime's tables, from unspecialized code.
  private let areaNavigator: any Navigator<Factory.Destination>
  let navigator: AnyObject?

  init(factory: Factory, areaNavigator: AreaNavigator<Factory.Destination, Container>) {
    self.factory = factory
    self.areaNavigator = areaNavigator
    self.navigator = areaNavigator
  }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    try makeScreen(for: destination.base, of: destination)
  }

  /// The screen of `base`, the destination that `destination` wraps, opened.
  // NB: areas are looked up by their destinations' type, so the types are one: opened, the
  // wrapped destination is the factory's without a cast, nor the `Optional` of it whose metadata
  // this generic code would look up at each screen. A method, not a nested function, which
  // would look up this type's metadata for its context.
  private func makeScreen<Wrapped: Destination>(
    for base: Wrapped, of destination: AnyDestination
  ) throws -> AnyObject {
    guard Wrapped.self == Factory.Destination.self else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try factory.makeViewController(
      for: unsafeBitCast(base, to: Factory.Destination.self), navigator: areaNavigator)
  }
}
