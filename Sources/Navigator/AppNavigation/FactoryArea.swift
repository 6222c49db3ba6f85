/// An area of an ``AppNavigator``: its factory and the navigator its screens get.
struct FactoryArea<Factory: ViewControllerFactory, Container: NavigationContainer>: RegisteredArea
where Factory.ViewController == Container.Screen {
  let factory: Factory
  let areaNavigator: AreaNavigator<Factory.Destination, Container>

  var navigator: AnyObject { areaNavigator }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    // NB: areas are looked up by their destinations' type, so the cast always succeeds.
    guard let typed = destination.as(Factory.Destination.self) else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    return try factory.makeViewController(for: typed, navigator: areaNavigator)
  }
}
