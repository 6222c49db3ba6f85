/// A parameter of a link as read: its text, or its number when its closure takes an `Int`.
enum LinkArgument {
  case text(String)
  /// Read from the link's digits, for a parameter of type `Int` or `Int?`.
  case number(Int)
  /// The text of a parameter of type `Int` or `Int?` that is not a number.
  case notANumber
  /// A query item the link leaves out.
  case leftOut
}

/// The parameters of a link, by index: at most three, as a link's closure takes at most three
/// parameters. A value, so that reading a link allocates no array for them.
struct ParameterTexts {
  private var first = LinkArgument.leftOut
  private var second = LinkArgument.leftOut
  private var third = LinkArgument.leftOut

  subscript(index: Int) -> LinkArgument {
    get {
      switch index {
      case 0: first
      case 1: second
      default: third
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      default:
        precondition(index == 2, "a link has at most three parameters")
        third = newValue
      }
    }
  }
}
