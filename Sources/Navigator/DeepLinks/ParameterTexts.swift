/// The texts of a link's parameters, by index: at most three, as a link's closure takes at most
/// three parameters. A value, so that reading a link allocates no array for them.
struct ParameterTexts {
  private var first: String?
  private var second: String?
  private var third: String?

  subscript(index: Int) -> String? {
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
