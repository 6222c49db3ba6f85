import Navigator

/// An area of the route-model tests (`GoAnywhereModelTests`): five cases numbered by their
/// `Screen`'s raw value, the first two without a payload, the others with an `Int`.
protocol RouteModelArea: RoutableDestination where Screen: RawRepresentable<Int> {
  /// The area's number in the tests' plain model.
  static var areaNumber: Int { get }
  /// The case numbered `index`, with `payload` when the case has one.
  init(index: Int, payload: Int)
  /// The case's number.
  var index: Int { get }
  /// The payload, `nil` for the first two cases.
  var payload: Int? { get }
}

extension RouteModelArea {
  /// The case numbered `index`, without its payload.
  static func screen(_ index: Int) -> Screen { Screen(rawValue: index)! }
  var index: Int { screen.rawValue }
}

/// The first area of the route-model tests.
enum RouteModelAlpha: RouteModelArea {
  case a0
  case a1
  case a2(Int)
  case a3(Int)
  case a4(Int)

  enum Screen: Int, Hashable, Sendable { case a0, a1, a2, a3, a4 }

  static let areaNumber = 0

  init(index: Int, payload: Int) {
    switch index {
    case 0: self = .a0
    case 1: self = .a1
    case 2: self = .a2(payload)
    case 3: self = .a3(payload)
    default: self = .a4(payload)
    }
  }

  var screen: Screen {
    switch self {
    case .a0: .a0
    case .a1: .a1
    case .a2: .a2
    case .a3: .a3
    case .a4: .a4
    }
  }

  var payload: Int? {
    switch self {
    case .a0, .a1: nil
    case .a2(let value), .a3(let value), .a4(let value): value
    }
  }
}

/// The second area of the route-model tests.
enum RouteModelBeta: RouteModelArea {
  case b0
  case b1
  case b2(Int)
  case b3(Int)
  case b4(Int)

  enum Screen: Int, Hashable, Sendable { case b0, b1, b2, b3, b4 }

  static let areaNumber = 1

  init(index: Int, payload: Int) {
    switch index {
    case 0: self = .b0
    case 1: self = .b1
    case 2: self = .b2(payload)
    case 3: self = .b3(payload)
    default: self = .b4(payload)
    }
  }

  var screen: Screen {
    switch self {
    case .b0: .b0
    case .b1: .b1
    case .b2: .b2
    case .b3: .b3
    case .b4: .b4
    }
  }

  var payload: Int? {
    switch self {
    case .b0, .b1: nil
    case .b2(let value), .b3(let value), .b4(let value): value
    }
  }
}

/// An area of the route-model tests that is not routable: a route never starts from its screens.
enum RouteModelLoose: Destination {
  case loose(Int)
}
