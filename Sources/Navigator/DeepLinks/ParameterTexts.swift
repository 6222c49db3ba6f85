/// A parameter of a link as read: its text, or its number when its closure takes an `Int`.
enum LinkArgument {
  case text(String)
  /// Read from the link's digits, for a parameter of type `Int` or `Int?`.
  case number(Int)
  /// The segments of a rest of the path whose closure takes an array.
  case segments([String])
  /// The text of a parameter of type `Int` or `Int?` that is not a number.
  case notANumber
  /// A text with a control character, which its type does not accept.
  case controlCharacter
  /// An optional segment, a rest of the path or a query item that the link leaves out.
  case leftOut
}

/// The parameters of a link, by index. The first three are kept inline, so that reading a link
/// of up to three parameters allocates no array for them.
struct ParameterTexts {
  private var first = LinkArgument.leftOut
  private var second = LinkArgument.leftOut
  private var third = LinkArgument.leftOut
  /// The others, `nil` for none, so that reading a link of up to three releases no empty
  /// array.
  private var others: [LinkArgument]?

  subscript(index: Int) -> LinkArgument {
    get {
      switch index {
      case 0: first
      case 1: second
      case 2: third
      default:
        if let others, index - 3 < others.count { others[index - 3] } else { .leftOut }
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default:
        var others = self.others.take() ?? []
        while others.count <= index - 3 { others.append(.leftOut) }
        others[index - 3] = newValue
        self.others = others
      }
    }
  }
}
