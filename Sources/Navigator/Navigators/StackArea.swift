/// The area of one request of a ``StackNavigator``: its factory makes the screens of the
/// request's destinations, whatever navigator of the controller registered that type.
struct StackArea<Factory: ViewControllerFactory, Controller: NavigationController>: RegisteredArea
where Factory.ViewController == Controller.Screen {
  let navigator: AnyObject?

  init(navigator: StackNavigator<Factory, Controller>) {
    self.navigator = navigator
  }

  func makeScreen(for destination: AnyDestination) throws -> AnyObject {
    // NB: the engine hands this area only destinations of its type.
    guard let typed = destination.as(Factory.Destination.self) else {
      throw NavigationError(.areaNotRegistered, destination: destination)
    }
    let navigator = unsafeDowncast(
      self.navigator.unsafelyUnwrapped, to: StackNavigator<Factory, Controller>.self)
    return try navigator.makeScreen(for: typed)
  }
}
