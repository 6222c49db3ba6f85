/// An area of an ``AppNavigator``: its factory and the navigator its screens get.
struct FactoryArea<Factory: ViewControllerFactory, Container: NavigationContainer>: RegisteredArea
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
    // NB: areas are looked up by their destinations' type, so the cast always succeeds.
    guard let typed = destination.as(Factory.Destination.self) else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try factory.makeViewController(for: typed, navigator: areaNavigator)
  }
}
