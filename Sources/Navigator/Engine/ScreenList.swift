/// Screens in order, one of them held without an array: what a push makes and what a pop takes
/// away cost no allocation beyond the screen.
enum ScreenList {
  /// No screen.
  case empty
  /// One screen.
  case one(AnyObject)
  /// Any number of screens.
  case many([AnyObject])

  /// `screens`, as a list.
  init(_ screens: [AnyObject]) {
    self = .many(screens)
  }

  /// The screens, in an array (made for a list of one).
  var array: [AnyObject] {
    switch self {
    case .empty: []
    case .one(let screen): [screen]
    case .many(let screens): screens
    }
  }

  /// The last screen, if any.
  var last: AnyObject? {
    switch self {
    case .empty: nil
    case .one(let screen): screen
    case .many(let screens): screens.last
    }
  }
}
