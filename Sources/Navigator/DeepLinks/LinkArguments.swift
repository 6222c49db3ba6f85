/// Where a parameter of a link is in the link's bytes, as matching found it. Nothing is decoded
/// until the parameter's closure asks for its value.
enum ArgumentSpan {
  /// An optional segment, a rest of the path or a query item that the link leaves out.
  case leftOut
  /// A segment, or the host: a `+` stands for itself.
  case segment(Range<Int>)
  /// A query item's value: a `+` is a space.
  case queryValue(Range<Int>)
  /// A query item without `=` (`?debug`), for a `Bool` parameter: `true`.
  case flag
  /// A rest of the path: its segments from the first byte to the last.
  case rest(Range<Int>)
}

/// The parameters of a link, by index, as spans of its bytes; each is read into a value of its
/// closure's type, straight from the bytes, only when the closure takes it. The first four are
/// kept inline, and spans hold no reference, so that reading a link of up to four parameters
/// allocates, retains and releases nothing for them.
struct LinkArguments {
  private var first = ArgumentSpan.leftOut
  private var second = ArgumentSpan.leftOut
  private var third = ArgumentSpan.leftOut
  private var fourth = ArgumentSpan.leftOut
  /// The others, `nil` for none.
  private var others: [ArgumentSpan]?

  // NB: the link apart, given with the spans to the closures: held here, it was copied into the
  // arguments and copied again with them (about 25 instructions a link).
  init() {}

  subscript(index: Int) -> ArgumentSpan {
    get {
      switch index {
      case 0: first
      case 1: second
      case 2: third
      case 3: fourth
      default:
        if let others, index - 4 < others.count { others[index - 4] } else { .leftOut }
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      case 3: fourth = newValue
      default:
        var others = self.others.take() ?? []
        while others.count <= index - 4 { others.append(.leftOut) }
        others[index - 4] = newValue
        self.others = others
      }
    }
  }

  /// The value of the parameter `index` of `link`, read as `parameter` says.
  ///
  /// - Throws: The parameter, when its text is not a value of `V`.
  func value<V: LinkValue>(
    _ index: Int, _ parameter: CompiledLink.Parameter, of link: LinkURL
  ) throws(CompiledLink.ParameterFailure) -> V {
    // NB: an `Int` or a `String` of one segment or query item, as most are, is read straight
    // from the bytes; the others go through their `LinkValue` conformance. How was chosen for
    // the type when it was declared; here `V` is checked to be that type, a comparison of two
    // metadata pointers: a decoder closure chosen for the type was called through a thunk
    // (about 90 instructions a parameter), and the metadata of `Int?` was looked up at each read
    // (about 300).
    // The value read is then cast to `V`, a cast that cannot fail once this holds.
    precondition(V.self == parameter.type, "a parameter read as another type")
    // NB: no `V?` here: its metadata was looked up at each read (about 80 instructions).
    let span = self[index]
    // NB: a value that is not of its type throws here when the reason is known, without
    // reading it again for its conformance.
    func refused(hasControlCharacter: Bool) -> CompiledLink.ParameterFailure {
      CompiledLink.ParameterFailure(
        index: index, type: V.self, hasControlCharacter: hasControlCharacter)
    }
    let isOneItem: Bool
    switch span {
    case .segment, .queryValue: isOneItem = true
    case .leftOut, .flag, .rest: isOneItem = false
    }
    // NB: for the types whose closures are read by code specialized for them, how is known
    // from `V`, so that the specialized code keeps the one way it reads (a smaller function:
    // about 20 instructions a parameter); the others say it by `parameter`.
    let reading: CompiledLink.Parameter.Reading =
      if V.self == Int.self {
        .number
      } else if V.self == String.self {
        .text
      } else if V.self == Int?.self {
        .optionalNumber
      } else {
        parameter.reading
      }
    switch reading {
    case .number, .optionalNumber:
      if let number = number(at: span, link) {
        return reading == .number
          ? number as! V : (number as Int?) as! V
      }
      if reading == .optionalNumber, case .leftOut = span {
        return (nil as Int?) as! V
      }
      if isOneItem { throw refused(hasControlCharacter: false) }
    case .text, .optionalText:
      if let text = text(at: span, parameter, link) {
        return reading == .text
          ? text as! V : (text as String?) as! V
      }
      if reading == .optionalText, case .leftOut = span {
        return (nil as String?) as! V
      }
      if isOneItem { throw refused(hasControlCharacter: true) }
    case .flag, .optionalFlag:
      if case .flag = span {
        return reading == .flag
          ? true as! V : (true as Bool?) as! V
      }
      if reading == .optionalFlag, case .leftOut = span {
        return (nil as Bool?) as! V
      }
      if isOneItem {
        guard let text = text(at: span, parameter, link) else {
          throw refused(hasControlCharacter: true)
        }
        guard let flag = Bool(text) else { throw refused(hasControlCharacter: false) }
        return reading == .flag
          ? flag as! V : (flag as Bool?) as! V
      }
    case .texts:
      if case .rest(let range) = span,
        case .segments(let texts) = link.rest(
          from: range.lowerBound, to: range.upperBound, asSegments: true,
          acceptsControlCharacters: parameter.acceptsControlCharacters)
      {
        return texts as! V
      }
    case .conformance: break
    }
    return try converted(index, span, parameter, link)
  }

  /// The number of the digits at `span`, when it is a segment or a query item's value.
  private func number(at span: ArgumentSpan, _ link: LinkURL) -> Int? {
    switch span {
    case .segment(let range): link.number(range, plusIsSpace: false)
    case .queryValue(let range): link.number(range, plusIsSpace: true)
    case .leftOut, .flag, .rest: nil
    }
  }

  /// The text at `span`, percent-decoded; `nil` for none, or when it has a control character
  /// that `parameter` does not accept.
  private func text(
    at span: ArgumentSpan, _ parameter: CompiledLink.Parameter, _ link: LinkURL
  ) -> String? {
    let accepts = parameter.acceptsControlCharacters
    switch span {
    case .segment(let range):
      return link.text(range, plusIsSpace: false, acceptsControlCharacters: accepts)
    case .queryValue(let range):
      return link.text(range, plusIsSpace: true, acceptsControlCharacters: accepts)
    case .rest(let range):
      guard
        case .text(let text) = link.rest(
          from: range.lowerBound, to: range.upperBound, asSegments: false,
          acceptsControlCharacters: accepts)
      else { return nil }
      return text
    case .leftOut, .flag: return nil
    }
  }

  /// The value of the parameter `index`, at `span`, by the `LinkValue` conformance of `V`.
  private func converted<V: LinkValue>(
    _ index: Int, _ span: ArgumentSpan, _ parameter: CompiledLink.Parameter, _ link: LinkURL
  ) throws(CompiledLink.ParameterFailure) -> V {
    let argument = self.argument(span, parameter, link)
    if let value = LinkDecoders.converted(V.self, argument) { return value }
    // NB: a text with a control character is refused by every type that does not take them.
    let hasControlCharacter = if case .controlCharacter = argument { true } else { false }
    throw CompiledLink.ParameterFailure(
      index: index, type: V.self, hasControlCharacter: hasControlCharacter)
  }

  /// The parameter of `span` as read for `parameter`: a number for an `Int`, its segments for
  /// an array, else its text.
  private func argument(
    _ span: ArgumentSpan, _ parameter: CompiledLink.Parameter, _ link: LinkURL
  ) -> LinkArgument {
    switch span {
    case .leftOut: .leftOut
    case .flag: .text("true")
    case .segment(let range):
      link.argument(
        range, isNumber: parameter.isNumber, plusIsSpace: false,
        acceptsControlCharacters: parameter.acceptsControlCharacters)
    case .queryValue(let range):
      link.argument(
        range, isNumber: parameter.isNumber, plusIsSpace: true,
        acceptsControlCharacters: parameter.acceptsControlCharacters)
    case .rest(let range):
      link.rest(
        from: range.lowerBound, to: range.upperBound, asSegments: parameter.isSegments,
        acceptsControlCharacters: parameter.acceptsControlCharacters)
    }
  }
}
